// The rules content guard on 100 KB of text, in process: median CPU milliseconds per judgement
// over three texts (the content corpus end to end, everyday prose and code from this repository,
// and text with no hit at all), every default question asked. The bar is 5 ms per 100 KB on an
// idle machine; CPU time is reported because a busy machine inflates wall time, not the work.
// The second figure adds what `judge content` reports besides the answers.
// Also prints recall and false-positive rate over the content corpus (frozen slice apart), and over
// the blind slice (blind.jsonl, blind-files/: written without reading the detectors, never tuned
// against) per question, with redaction leaks and whether the text around each secret survives.
//   node test/bench/content.mjs [--blind-list] [--slice NAME]   (--blind-list: name each miss and false positive;
//   --slice NAME: the same figures over a held-out slice, NAME.jsonl and NAME-files/ — peer, peer2, peer3, peer4,
//   peer5, peer6, peer7, peer8, peer9, peer10, peer11, peer12, peer13, peer14, peer15, peer16, peer17, peer18, peer19, peer20, peer21, peer22, peer23, peer24, peer25, peer26 or peer27 —, and its misses by class; --peer is --slice peer)
import { existsSync, readFileSync } from 'node:fs';
import { contentBenchTexts, importFromSource, loadContentCases } from './lib.mjs';

const root = new URL('../../', import.meta.url);
const m = await importFromSource(
  [
    "export { answerContent } from './src/content/answer.ts';",
    "export { contentPack, contentQuestions } from './src/content/pack.ts';",
    "export { decide } from './src/decision/decide.ts';",
    "export { redact } from './src/content/guard.ts';",
    "export { findingsOf } from './src/content/report.ts';",
  ].join('\n'),
);

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
console.log(`second corpus: ${figures(load('cases-2.jsonl'))}`);
console.log(`third corpus:  ${figures(load('cases-3.jsonl'))}`);
console.log(`fourth corpus: ${figures(load('cases-4.jsonl'))}`);
console.log(`fifth corpus:  ${figures(load('cases-5.jsonl'))}`);
console.log(`sixth corpus:  ${figures(load('cases-6.jsonl'))}`);
console.log(`seventh corpus: ${figures(load('cases-7.jsonl'))}`);
console.log(`eighth corpus: ${figures(load('cases-8.jsonl'))}`);
console.log(`ninth corpus:  ${figures(load('cases-9.jsonl'))}`);
console.log(`tenth corpus:  ${figures(load('cases-10.jsonl'))}`);
console.log(`eleventh corpus: ${figures(load('cases-11.jsonl'))}`);
console.log(`twelfth corpus: ${figures(load('cases-12.jsonl'))}`);
console.log(`thirteenth corpus: ${figures(load('cases-13.jsonl'))}`);
console.log(`fourteenth corpus: ${figures(load('cases-14.jsonl'))}`);
console.log(`fifteenth corpus: ${figures(load('cases-15.jsonl'))}`);
console.log(`sixteenth corpus: ${figures(load('cases-16.jsonl'))}`);
console.log(`seventeenth corpus: ${figures(load('cases-17.jsonl'))}`);
console.log(`eighteenth corpus: ${figures(load('cases-18.jsonl'))}`);
console.log(`nineteenth corpus: ${figures(load('cases-19.jsonl'))}`);
console.log(`twentieth corpus: ${figures(load('cases-20.jsonl'))}`);
console.log(`twenty-first corpus: ${figures(load('cases-21.jsonl'))}`);
console.log(`twenty-second corpus: ${figures(load('cases-22.jsonl'))}`);
console.log(`twenty-third corpus: ${figures(load('cases-23.jsonl'))}`);
console.log(`twenty-fourth corpus: ${figures(load('cases-24.jsonl'))}`);
console.log(`twenty-fifth corpus: ${figures(load('cases-25.jsonl'))}`);
console.log(`twenty-sixth corpus: ${figures(load('cases-26.jsonl'))}`);
console.log(`twenty-seventh corpus: ${figures(load('cases-27.jsonl'))}`);
console.log(`twenty-eighth corpus: ${figures(load('cases-28.jsonl'))}`);
console.log(`twenty-ninth corpus: ${figures(load('cases-29.jsonl'))}`);
console.log(`thirtieth corpus: ${figures(load('cases-30.jsonl'))}`);
console.log(`thirty-first corpus: ${figures(load('cases-31.jsonl'))}`);
console.log(`thirty-second corpus: ${figures(load('cases-32.jsonl'))}`);
console.log(`thirty-third corpus: ${figures(load('cases-33.jsonl'))}`);
console.log(`thirty-fourth corpus: ${figures(load('cases-34.jsonl'))}`);
console.log(`thirty-fifth corpus: ${figures(load('cases-35.jsonl'))}`);
console.log(`thirty-sixth corpus: ${figures(load('cases-36.jsonl'))}`);
console.log(`thirty-seventh corpus: ${figures(load('cases-37.jsonl'))}`);
console.log(`thirty-eighth corpus: ${figures(load('cases-38.jsonl'))}`);
console.log(`thirty-ninth corpus: ${figures(load('cases-39.jsonl'))}`);
console.log(`fortieth corpus: ${figures(load('cases-40.jsonl'))}`);
console.log(`forty-first corpus: ${figures(load('cases-41.jsonl'))}`);
console.log(`forty-second corpus: ${figures(load('cases-42.jsonl'))}`);
console.log(`forty-third corpus: ${figures(load('cases-43.jsonl'))}`);
console.log(`forty-fourth corpus: ${figures(load('cases-44.jsonl'))}`);
console.log(`forty-sixth corpus: ${figures(load('cases-46.jsonl'))}`);
console.log(`forty-seventh corpus: ${figures(load('cases-47.jsonl'))}`);
console.log(`forty-fifth corpus: ${figures(load('cases-45.jsonl'))}`);
console.log(`forty-eighth corpus: ${figures(load('cases-48.jsonl'))}`);
console.log(`fiftieth corpus: ${figures(load('cases-50.jsonl'))}`);
console.log(`forty-ninth corpus: ${figures(load('cases-49.jsonl'))}`);
console.log(`fifty-first corpus: ${figures(load('cases-51.jsonl'))}`);
console.log(`fifty-second corpus: ${figures(load('cases-52.jsonl'))}`);

// The blind slice: effect-level recall and false positives, then per question (recall over the
// cases labelled with it, and how many benign cases it said yes to), then redaction.
const scanQuestions = Object.fromEntries(m.contentPack().scan_questions.map((k) => [k, known[k]]));
const list = process.argv.includes('--blind-list');
const judged = (text, source, qs) => {
  const r = m.answerContent(state(text, source), qs);
  if (!r.ok) return { yes: [], effect: 'error', hits: [] };
  const yes = Object.keys(r.answers).filter((k) => k !== 'verdict' && r.answers[k].noul === 1);
  return { yes, effect: m.decide(qs, r.answers, 0.5).effect, hits: r.hits };
};
function blindFigures(name, items) {
  let tp = 0,
    fn = 0,
    fp = 0,
    tn = 0;
  const per = {};
  const q = (k) => (per[k] ??= { pos: 0, hit: 0, falseYes: 0 });
  for (const it of items) {
    const got = it.got;
    if (it.yes.length > 0) got.effect === 'allow' ? fn++ : tp++;
    else got.effect === 'allow' ? tn++ : fp++;
    for (const k of it.yes) {
      q(k).pos++;
      if (got.yes.includes(k)) q(k).hit++;
      else if (list)
        console.log(`    miss ${k.padEnd(17)} ${it.id}${got.effect === 'allow' ? '' : ` (effect ${got.effect} by ${got.yes.join('+')})`}`);
    }
    for (const k of got.yes) {
      if (it.yes.length === 0) {
        q(k).falseYes++;
        if (list) console.log(`    false yes ${k.padEnd(12)} ${it.id}`);
      } else if (!it.yes.includes(k) && list) console.log(`    extra yes ${k.padEnd(12)} ${it.id}`);
    }
  }
  console.log(
    `${name}: recall ${(tp / (tp + fn)).toFixed(3)} (${tp}/${tp + fn}), false positives ${(fp / (fp + tn)).toFixed(3)} (${fp}/${fp + tn})`,
  );
  for (const [k, v] of Object.entries(per).sort()) {
    const recall = v.pos ? `recall ${(v.hit / v.pos).toFixed(3)} (${v.hit}/${v.pos})` : 'no positives';
    console.log(`  ${k.padEnd(17)} ${recall.padEnd(24)} yes on benign ${v.falseYes}/${fp + tn}`);
  }
}
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
// Redaction: a secret leaks when it (or, for a card, its digits) survives --redact or shows in an
// excerpt; its context is kept when the text just before and after it on its line survives.
function redactionFigures(name, slice) {
  let secrets = 0,
    leaks = 0,
    contexts = 0,
    kept = 0;
  const pems = new Set();
  for (const c of slice.filter((x) => x.secrets)) {
    const out = m.redact(c.text, c.got.hits);
    const excerpts = m
      .findingsOf(c.text, c.got.hits)
      .map((f) => f.excerpt)
      .join('\n');
    const digits = (s) => s.replace(/[ -]/g, '');
    const spans = c.secrets.flatMap((s) => {
      const at = c.text.indexOf(s);
      return at < 0 ? [] : [[at, at + s.length]];
    });
    for (const s of c.secrets) {
      secrets++;
      const leaked =
        out.includes(s) ||
        excerpts.includes(s) ||
        (/^[\d -]+$/.test(s) && (digits(out).includes(digits(s)) || digits(excerpts).includes(digits(s))));
      if (leaked) {
        leaks++;
        if (list) console.log(`    leak ${c.id}`);
      }
      // A line of a PEM body is judged with its block: the text around the block must survive.
      let at = c.text.indexOf(s);
      let end = at + s.length;
      const begin = c.text.lastIndexOf('-----BEGIN ', at);
      const close = c.text.indexOf('-----END ', at);
      if (begin >= 0 && close > at && c.text.lastIndexOf('-----END ', at) < begin) {
        if (pems.has(`${c.id}:${begin}`)) continue;
        pems.add(`${c.id}:${begin}`);
        at = begin;
        end = c.text.indexOf('-----', close + 9) + 5;
      }
      const side = (from, to) => {
        const piece = c.text.slice(from, to).split(/\n|\\n/);
        return from < at ? piece[piece.length - 1] : piece[0];
      };
      for (const [from, to] of [
        [Math.max(0, at - 8), at],
        [end, Math.min(c.text.length, end + 8)],
      ]) {
        const around = side(from, to).trim();
        if (!around || spans.some(([a, b]) => a < to && b > from)) continue;
        contexts++;
        if (out.includes(around)) kept++;
        else if (list) console.log(`    context lost ${c.id}: ${JSON.stringify(around)}`);
      }
    }
  }
  console.log(`${name} redaction: ${leaks} of ${secrets} secrets leaked; text around them kept ${kept}/${contexts}`);
}
redactionFigures('blind', blind);
// cases-19.jsonl's secrets left by --redact (its credentials written before the rules that read them).
redactionFigures(
  'nineteenth corpus',
  load('cases-19.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-23.jsonl's: provider keys as public secret scanners' fixtures write them.
redactionFigures(
  'twenty-third corpus',
  load('cases-23.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-27.jsonl's: credentials in the shapes people and programs write them.
redactionFigures(
  'twenty-seventh corpus',
  load('cases-27.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);

// cases-31.jsonl's: credentials, cards and SSNs in the shapes reviews found left.
redactionFigures(
  'thirty-first corpus',
  load('cases-31.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-35.jsonl's: cards in the shapes still left.
redactionFigures(
  'thirty-fifth corpus',
  load('cases-35.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-36.jsonl's: credentials and SSNs in the shapes the review of cases-31's readings left.
redactionFigures(
  'thirty-sixth corpus',
  load('cases-36.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-37.jsonl's: cards in the shapes the last reviews left (its readings taken out: a measure of what is left).
redactionFigures(
  'thirty-seventh corpus',
  load('cases-37.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-39.jsonl's: credentials in the shapes the reviews of cases-36's readings left.
redactionFigures(
  'thirty-ninth corpus',
  load('cases-39.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-43.jsonl's: credentials in the shapes the reviews of cases-39's readings left.
redactionFigures(
  'forty-third corpus',
  load('cases-43.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-44.jsonl's: credentials in raw e-mails' quoted-printable parts.
redactionFigures(
  'forty-fourth corpus',
  load('cases-44.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-46.jsonl's: credentials in raw e-mails' other shapes (forwarded, UTF-16, encoded-words, attachments, headers).
redactionFigures(
  'forty-sixth corpus',
  load('cases-46.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-47.jsonl's: credentials in office mail, documents, invites and tickets, and passwords said with more verbs.
redactionFigures(
  'forty-seventh corpus',
  load('cases-47.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-45.jsonl's: orders in office mail and documents (it writes no secret: the line shows none is found there).
redactionFigures(
  'forty-fifth corpus',
  load('cases-45.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-48.jsonl's: adversarial URLs in office mail and documents (no secrets listed: the line says none survive).
redactionFigures(
  'forty-eighth corpus',
  load('cases-48.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-50.jsonl's: orders in agentic tool results' structure (it writes no secret: the line shows none is found there).
redactionFigures(
  'fiftieth corpus',
  load('cases-50.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-49.jsonl's: encoded payloads in agents' tool results (no secrets listed: the line says none survive).
redactionFigures(
  'forty-ninth corpus',
  load('cases-49.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-51.jsonl's: credentials in the shapes the review of cases-47's readings listed, and in agents' tool results.
redactionFigures(
  'fifty-first corpus',
  load('cases-51.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);
// cases-52.jsonl's: credentials in the shapes the review of cases-51's readings listed, and in data and analytics work.
redactionFigures(
  'fifty-second corpus',
  load('cases-52.jsonl').map((c) => ({ ...c, got: judged(c.text, c.source, questions) })),
);

// The peer slices (peer.jsonl, peer-files/, peer.py; peer2.jsonl, peer2-files/, peer2.py; peer3.jsonl, peer3.py;
// peer4.jsonl, peer4-files/, peer4.py; peer5.jsonl, peer5-files/, peer5.py; peer6.jsonl, peer6-files/, peer6.py;
// peer7.jsonl, peer7-files/, peer7.py; peer8.jsonl, peer8-files/, peer8.py; peer9.jsonl, peer9-files/, peer9.py; peer10.jsonl, peer10-files/, peer10.py;
// peer11.jsonl, peer11-files/, peer11.py; peer12.jsonl, peer12-files/, peer12.py; peer13.jsonl, peer13-files/,
// peer13.py; peer14.jsonl, peer14-files/, peer14.py; peer15.jsonl, peer15-files/, peer15.py; peer16.jsonl, peer16-files/,
// peer16.py; peer17.jsonl, peer17-files/, peer17.py; peer18.jsonl, peer18-files/, peer18.py; peer19.jsonl, peer19-files/, peer19.py; peer20.jsonl,
// peer20-files/, peer20.py; peer21.jsonl, peer21-files/, peer21.py; peer22.jsonl, peer22-files/, peer22.py; peer23.jsonl,
// peer23-files/, peer23.py; peer24.jsonl, peer24-files/, peer24.py; peer25.jsonl, peer25-files/, peer25.py; peer26.jsonl, peer26-files/, peer26.py;
// peer27.jsonl, peer27-files/, peer27.py):
// held out like the blind one, written as other projects test their guards.
// --slice NAME prints a slice's figures the same way, then misses and false positives by class (a case's id
// without its number).
const sliceAt = process.argv.indexOf('--slice');
const slice = sliceAt > 0 ? (process.argv[sliceAt + 1] ?? '') : process.argv.includes('--peer') ? 'peer' : undefined;
if (slice !== undefined && !/^peer\d*$/.test(slice)) {
  console.error(
    `--slice: expected peer, peer2, peer3, peer4, peer5, peer6, peer7, peer8, peer9, peer10, peer11, peer12, peer13, peer14, peer15, peer16, peer17, peer18, peer19, peer20, peer21, peer22, peer23, peer24, peer25, peer26 or peer27, got ${slice || 'nothing'}`,
  );
  process.exit(2);
}
if (slice) {
  const peer = load(`${slice}.jsonl`).map((c) => ({ ...c, got: judged(c.text, c.source, questions) }));
  blindFigures(`${slice} slice`, peer);
  // peer3 holds content cases only: no instruction files, no index.
  const indexUrl = new URL(`test/corpus-content/${slice}-files.json`, root);
  const peerIndex = existsSync(indexUrl) ? JSON.parse(readFileSync(indexUrl, 'utf8')) : {};
  const peerFiles = Object.entries(peerIndex).map(([p, label]) => ({
    id: p,
    yes: label.yes,
    got: judged(readFileSync(new URL(`test/corpus-content/${slice}-files/${p}`, root), 'utf8'), 'file', scanQuestions),
  }));
  if (peerFiles.length > 0) blindFigures(`${slice} files`, peerFiles);
  redactionFigures(slice, peer);
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
