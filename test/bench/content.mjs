// The rules content guard on 100 KB of text, in process: median CPU milliseconds per judgement
// over three texts (the content corpus end to end, everyday prose and code from this repository,
// and text with no hit at all), every default question asked. The bar is 5 ms per 100 KB on an
// idle machine; CPU time is reported because a busy machine inflates wall time, not the work.
// The second figure adds what `judge content` reports besides the answers.
// Also prints recall and false-positive rate over the content corpus (frozen slice apart), and over
// the blind slice (blind.jsonl, blind-files/: written without reading the detectors, never tuned
// against) per question, with redaction leaks and whether the text around each secret survives.
//   node test/bench/content.mjs [--blind-list] [--slice NAME]   (--blind-list: name each miss and false positive;
//   --slice NAME: the same figures over a held-out slice, NAME.jsonl and NAME-files/ — peer or peerN (N from 2) —, and its misses by class; --peer is --slice peer)
import { readdirSync, readFileSync } from 'node:fs';
import { contentFigures } from './content-figures.mjs';
import { contentBenchTexts, FIGURES_SOURCE, importFromSource, loadContentCases } from './lib.mjs';

const root = new URL('../../', import.meta.url);
const m = await importFromSource(FIGURES_SOURCE);

const known = m.contentQuestions();
const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
const load = loadContentCases;
const frozen = load('frozen.jsonl');
const cases = load('cases.jsonl');
const texts = contentBenchTexts();
const state = (text, source = 'web') => ({
  tool: 'content',
  capability: `content.${source}`,
  input: {},
  workspace_root: '/w',
  content: { source, text },
});
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// `judge content` also reports every finding with its excerpt and can redact: the second figure.
const judge = (s) => m.answerContent(s, questions);
const report = (s) => {
  const r = m.answerContent(s, questions);
  m.findingsOf(s.content.text, r.hits);
  m.redact(s.content.text, r.hits);
};
// CPU time is the process's, so it counts V8's compiler and GC threads too: the first runs of a
// text pay for compiling its code paths (measured first, the answers alone once took 15 ms on
// the dense text and the fuller report after them 8 ms). So both figures are warmed up together
// (100 runs each, alternating: V8 re-optimises several of the guard's functions at once somewhere
// between the 60th and the 190th judgement of the dense text), then measured in alternating order
// (each first in half the rounds), 30 runs each, and the medians reported.
const medians = (fs, s) => {
  for (let i = 0; i < 100; i++) for (const f of fs) f(s);
  const times = fs.map(() => []);
  for (let i = 0; i < 30; i++) {
    for (let k = 0; k < fs.length; k++) {
      const j = i % 2 === 0 ? k : fs.length - 1 - k;
      const t = cpu();
      fs[j](s);
      times[j].push(cpu() - t);
    }
  }
  return times.map((ts) =>
    ts
      .sort((a, b) => a - b)[15]
      .toFixed(2)
      .padStart(6),
  );
};
console.log('content guard, 100 KB, all default questions (median of 30 in alternating order, after 100 warm-up runs of each)');
for (const [name, text] of Object.entries(texts)) {
  const [a, b] = medians([judge, report], state(text));
  console.log(`  ${name.padEnd(30)} ${a} ms CPU; with findings, excerpts and redaction ${b} ms`);
}

const figures = (list) => {
  let tp = 0,
    fn = 0,
    fp = 0,
    tn = 0;
  for (const c of list) {
    const r = m.answerContent(state(c.text), questions);
    const effect = m.decide(questions, r.answers, 0.5).effect;
    if (c.yes.length > 0) effect === 'allow' ? fn++ : tp++;
    else effect === 'allow' ? tn++ : fp++;
  }
  return `recall ${(tp / (tp + fn)).toFixed(3)} (${tp}/${tp + fn}), false positives ${(fp / (fp + tn)).toFixed(3)} (${fp}/${fp + tn})`;
};
console.log(`frozen slice:  ${figures(frozen)}`);
console.log(`whole corpus:  ${figures([...frozen, ...cases])}`);
// Every numbered corpus (cases-N.jsonl, N from 2), in order, named by its ordinal as the docs name it.
const ONES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS = ['', '', 'twent', 'thirt', 'fort', 'fift', 'sixt', 'sevent', 'eight', 'ninet'];
const ordinal = (n) =>
  n < 10 ? ONES[n] : n < 20 ? TEENS[n - 10] : n % 10 ? `${TENS[(n / 10) | 0]}y-${ONES[n % 10]}` : `${TENS[n / 10]}ieth`;
const numbered = readdirSync(new URL('test/corpus-content/', root))
  .map((f) => /^cases-(\d+)\.jsonl$/.exec(f)?.[1])
  .filter(Boolean)
  .map(Number)
  .sort((x, y) => x - y);
for (const n of numbered) console.log(`${`${ordinal(n)} corpus:`.padEnd(14)} ${figures(load(`cases-${n}.jsonl`))}`);

// The blind slice: effect-level recall and false positives, then per question (recall over the
// cases labelled with it, and how many benign cases it said yes to), then redaction.
const scanQuestions = Object.fromEntries(m.contentPack().scan_questions.map((k) => [k, known[k]]));
const list = process.argv.includes('--blind-list');
const { judged, blindFigures, redactionFigures, sliceFigures } = contentFigures(m, { list });
const blind = load('blind.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) }));
blindFigures('blind slice', blind);
const index = JSON.parse(readFileSync(new URL('test/corpus-content/blind-files.json', root), 'utf8'));
blindFigures(
  'blind files',
  Object.entries(index).map(([p, label]) => ({
    id: p,
    yes: label.yes,
    got: judged(readFileSync(new URL(`test/corpus-content/blind-files/${p}`, root), 'utf8'), 'file', scanQuestions),
  })),
);
redactionFigures('blind', blind);
// The corpora whose secrets are counted after --redact, each with what it writes (a corpus that writes no secret
// shows that none is found there).
const REDACTED = new Map([
  [19, 'its credentials written before the rules that read them.'],
  [23, "provider keys as public secret scanners' fixtures write them."],
  [27, 'credentials in the shapes people and programs write them.'],
  [31, 'credentials, cards and SSNs in the shapes reviews found left.'],
  [35, 'cards in the shapes still left.'],
  [36, "credentials and SSNs in the shapes the review of cases-31's readings left."],
  [37, 'cards in the shapes the last reviews left (its readings taken out: a measure of what is left).'],
  [39, "credentials in the shapes the reviews of cases-36's readings left."],
  [43, "credentials in the shapes the reviews of cases-39's readings left."],
  [44, "credentials in raw e-mails' quoted-printable parts."],
  [45, 'orders in office mail and documents (it writes no secret: the line shows none is found there).'],
  [46, "credentials in raw e-mails' other shapes (forwarded, UTF-16, encoded-words, attachments, headers)."],
  [47, 'credentials in office mail, documents, invites and tickets, and passwords said with more verbs.'],
  [48, 'adversarial URLs in office mail and documents (no secrets listed: the line says none survive).'],
  [49, "encoded payloads in agents' tool results (no secrets listed: the line says none survive)."],
  [50, "orders in agentic tool results' structure (it writes no secret: the line shows none is found there)."],
  [51, "credentials in the shapes the review of cases-47's readings listed, and in agents' tool results."],
  [52, "credentials in the shapes the review of cases-51's readings listed, and in data and analytics work."],
  [53, "session tokens in analytics exports' page URLs."],
  [54, "credentials and cards in raw e-mails' further shapes, listed as they read decoded."],
  [56, "bots' tokens and webhooks' secret paths in URLs that carry a query's rows out."],
  [59, 'credentials and cards in raw e-mails kept whole in JSON fields of other names, listed as they read decoded.'],
  [58, 'orders to whoever handles a record (it writes no secret: the line shows none is found there).'],
  [55, "credentials in the shapes the review of cases-52's readings listed, and in SRE and DevOps incident work."],
  [57, 'TOTP seeds in otpauth links beside orders hidden in encodings.'],
  [64, 'credentials and cards in raw e-mails in more carriers (base64 twice, UTF-16, YAML, SOAP, reprs, byte lists), listed decoded.'],
  [61, "credentials in the shapes cases-55's readings left, and in secret managers' and platforms' output."],
  [62, "access keys written into warehouse exports that ship people's records outside."],
  [65, 'credentials as more secret stores print them (AWS SSM and Secrets Manager, password managers, Vault, sops, kubectl).'],
  [67, 'national and health ids under their labels (PESEL, BSN, NIR, CPF, NHS number, Aadhaar …).'],
  [69, "national ids in the shapes cases-67's reading left (label on the line before, person words between, codice fiscale)."],
  [71, 'credentials in the shapes the last reviews listed as left (PowerShell, store output, config files, passphrases, headers).'],
  [75, "a provider's pk_ private key and NIEs beside their masked and example look-alikes."],
  [77, 'passwords after qualified labels and in sentences, app passwords, sign-in tokens, key ids, Turkish and Polish ids, cards.'],
  [79, 'passwords after labels in scripts without blanks and in more languages, ids after a qualified label.'],
  [82, "recovery keys, Wi-Fi keys, chat bots' tokens, Iran's and Japan's ids and ids after a copula, beside masks and placeholders."],
  [
    85,
    "national ids under their own languages' labels and passwords under more languages' names, beside failing checks, companies' numbers and masks.",
  ],
  [87, 'the secrets every spent slice still leaks: AWS and Twilio pairs, passwords after a user and a slash, cards of no known prefix.'],
  [90, "passwords and keys in JDBC strings' and access logs' request lines' queries."],
  [95, "Bulgarian and Latvian ids, Wi-Fi keys under more languages' names and providers' tokens, beside failing checks and masks."],
  [99, "passwords under more languages' labels, PINs, Icelandic, Irish and South African ids, beside placeholders and failing checks."],
  [106, 'national ids of twenty-three more kinds under their labels in their own languages, beside failing checks and specimens.'],
  [104, "passwords under more language families' labels and in login pairs, door codes, Swiss and Indian ids, beside look-alikes."],
  [108, 'ids a sibling field names, passwords under more labels and copulas, Wi-Fi keys, Google keys sent elsewhere, beside masks.'],
  [89, "secrets in network devices' configurations, passwords under more languages' names, a PNR's card, beside masks and hashes."],
]);
/** The corpora whose secrets are listed as they read decoded (raw mail's encoded parts). */
const LISTED_DECODED = new Set([54, 59, 64]);
for (const n of numbered.filter((k) => REDACTED.has(k))) {
  redactionFigures(
    `${ordinal(n)} corpus`,
    load(`cases-${n}.jsonl`).map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
    LISTED_DECODED.has(n),
  );
}

// The peer slices (peer.jsonl, peer-files/, peer.py; peerN.jsonl, peerN-files/, peerN.py, N from 2; peer3 has no files):
// held out like the blind one, written as other projects test their guards.
// --slice NAME prints a slice's figures the same way, then misses and false positives by class (a case's id
// without its number).
const sliceAt = process.argv.indexOf('--slice');
const slice = sliceAt > 0 ? (process.argv[sliceAt + 1] ?? '') : process.argv.includes('--peer') ? 'peer' : undefined;
if (slice !== undefined && !/^peer\d*$/.test(slice)) {
  console.error(`--slice: expected peer or peerN (a held-out slice test/corpus-content/NAME.jsonl), got ${slice || 'nothing'}`);
  process.exit(2);
}
if (slice) {
  const { peer, peerFiles } = sliceFigures(slice, questions, scanQuestions);
  const byClass = {};
  for (const it of [...peer, ...peerFiles]) {
    const wrong = it.yes.length > 0 ? it.got.effect === 'allow' : it.got.effect !== 'allow';
    if (!wrong) continue;
    const cls = it.id.includes('/') ? `file ${it.id.split('/')[1]}` : it.id.replace(/-\d+$/, '');
    byClass[cls] = (byClass[cls] ?? 0) + 1;
  }
  console.log(`${slice} misses (positive let through) and false positives (benign stopped), by class:`);
  for (const [cls, n] of Object.entries(byClass).sort()) console.log(`  ${cls}${n > 1 ? ` ×${n}` : ''}`);
}
