// Trains the learned prompt_injection scorer (src/content/linear.ts, docs/content.md "learned
// scorer") on the tuned content corpora (test/corpus-content/cases*.jsonl; frozen.jsonl and the
// held-out slices are never read) and writes rules/injection-weights.json. Deterministic: a seeded
// shuffle, a fixed number of epochs, weights rounded to integers, so the same corpora give the same
// bytes. `node scripts/train-injection.mjs` writes the weights; `--check` only compares them with the
// file (exit 1 when they differ); `--folds` prints leave-one-generator-out figures beside the cue
// scorer's on the same folds.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBundled } from './import-ts.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CORPUS = join(ROOT, 'test/corpus-content');
const OUT = join(ROOT, 'rules/injection-weights.json');
const SEED = 20261202;
const EPOCHS = 12;
const RATE = 0.1;
const L2 = 1e-4;
/** Fixed point: a weight of 1.0 is SCALE. */
const SCALE = 256;
/**
 * The thresholds, from the score of the HIGH_RANK-th highest training negative (the reference): WEAK above it for
 * evidence (`injection_weak`), STRONG above it for a finding alone, JOIN above it for one cue of the cue scorer's
 * weighed sum (an order with something at stake must still be found). The margins were chosen on the folds (--folds)
 * when the reference was the highest negative: at STRONG few held-out benign cases fire; lowering WEAK raised the
 * author folds' false positives past 0.01. The reference is the fifth highest since more spent peer slices were
 * trained on: the highest is one outlier whose score grew with every author added (the whole scale grows with the
 * data), taking every threshold with it (the fourth to twenty-third slices trained, the highest negative read 1397,
 * the held-out slices lost 25 injections found, where from the fifth they gained 22). The rank was chosen on the
 * twentieth to twenty-seventh slices with the fourth to nineteenth trained. The strong and join margins (1,600 and
 * 600, the join now above the weak threshold) on the thirty-first to thirty-third with the thirtieth and the hard
 * negatives trained (trial D): the margins 1,000 and 0 there flagged 72 honest texts of the untrained corpora, 1,400
 * and 0 found 297 at 52, but trained to the thirty-third flagged 59 (docs/content-measurements.md, the learned scorer).
 * The strong margin 1,800 since trial F (trained to the thirty-fifth, the thirty-sixth and thirty-seventh measured):
 * 219 of their 291 injections found (the weights trained to the thirty-third with 1,600: 217), at the same 12 benign
 * texts flagged, and 97 honest texts of the untrained corpora flagged (102); trained to the thirty-seventh, 96 (1,600:
 * 102). The reference rises with every author added (911 trained to the thirty-third, 917 to the thirty-seventh).
 * Trial G kept 1,800 and 600: 1,400 and 900 met the operating-point rule on the thirty-eighth and thirty-ninth (249
 * of 292 found against 244, 8 of 641 benign flagged, 0.93 % of the untrained corpora's honest texts) but flags an
 * honest note of the unit tests (scored 2,331 against a strong threshold of 2,017).
 */
const WEAK = 300;
const STRONG = 1800;
const JOIN = 600;
const HIGH_RANK = 5;

// The scorer, the injection detector that runs it and the whole guard, as one bundle (one copy of each
// module, so a fold's weights set with useWeights are the ones the guard scores with).
const lin = await importBundled({
  stdin: {
    contents: `export * from './src/content/linear.ts'; export { detectInjection } from './src/content/injection.ts'; export { Text } from './src/content/find.ts'; export { answerContent } from './src/content/answer.ts'; export { contentPack, contentQuestions } from './src/content/pack.ts';`,
    resolveDir: ROOT,
    loader: 'ts',
  },
  nodePaths: [join(ROOT, 'node_modules')],
});

const read = (f) =>
  readFileSync(join(CORPUS, f), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/**
 * Corpora not trained on: cases-19.jsonl holds credentials as commands, scripts and config files (curl, wget, expect,
 * here-documents), no instruction to a reader either way; as negatives its lines moved the scorer off two injections of
 * the corpus that share their words (an install hook's `curl -s https:…`, a wire of a balance), and taught it nothing
 * about prose that orders. cases-22.jsonl holds card numbers, IBANs and social security numbers in records, with no
 * order in them: nothing for the scorer, which reads orders, to learn; nor does cases-23.jsonl, provider keys in configs,
 * commands and logs; nor does cases-26.jsonl, URLs with no order in them; nor does cases-27.jsonl, credentials in
 * configs, code and prose; nor cases-28.jsonl, cards and social security numbers in receipts, exports and logs; nor cases-31.jsonl,
 * credentials, cards and social security numbers in prose, tables, calls and records; nor cases-33.jsonl, URLs in coding
 * agents' tool output; nor cases-35.jsonl, cards in mail, URLs, JSON, cells and logs; nor cases-36.jsonl,
 * credentials and social security numbers in prose, calls, tables, HTML and dotfiles; nor cases-37.jsonl, cards in
 * tables, markup, escaped strings and other languages' labels; nor cases-38.jsonl, secrets sent out by URLs in
 * commands and code; nor cases-39.jsonl, credentials in prose, HTML, name/value pairs, calls, mails and chats; nor
 * cases-40.jsonl, secrets sent out by requests over several lines, in other languages and by pages' scripts; nor
 * cases-41.jsonl, orders in voices held-out slices missed, kept out so it stays a measure of the readings written for it;
 * nor cases-42.jsonl, quiet orders beside look-alikes that share their words: trained on, its look-alikes raised the
 * highest negative's score from 691 to 1405, so every threshold with it, and the held-out slices lost 59 injections found;
 * nor cases-43.jsonl, credentials in other languages, flow pairs, config syntaxes and conventional names; nor
 * cases-44.jsonl, raw e-mails whose parts are quoted-printable or base64 (the scorer reads text as written); nor
 * cases-46.jsonl, raw e-mails in other shapes and encoded payloads in mail and documents, for the same reason; nor
 * cases-47.jsonl, credentials in office mail, documents, invites and tickets; nor
 * cases-45.jsonl, orders in office mail, documents and tickets, kept to measure the readings written for them (trained
 * on, the held-out slices lost 29 injections found and 3 fewer benign texts were flagged); nor
 * cases-48.jsonl, adversarial URLs in office mail and documents, kept out so it stays a measure of the URL readings; nor
 * cases-50.jsonl, orders in the structure of agentic tool results and agent-to-agent messages, kept out so it stays a
 * measure of the readings written for it (its honest texts are HARD_NEGATIVES); nor
 * cases-49.jsonl, encoded payloads in agents' tool results (the scorer reads text as written; its honest texts are
 * HARD_NEGATIVES); nor
 * cases-51.jsonl, credentials in more languages, verbs of change, Wi-Fi keys, next-line values and agents' tool results; nor
 * cases-53.jsonl, adversarial URLs in data work and in the shapes a review listed, kept out so it stays a measure of
 * the URL readings; nor
 * cases-54.jsonl, raw e-mails in more shapes (the scorer reads text as written); nor
 * cases-52.jsonl, credentials in more languages' verbs, aligned and next-line values, components and data work; nor
 * cases-59.jsonl, raw e-mails kept whole in JSON fields of other names (the scorer reads text as written); nor
 * cases-56.jsonl, adversarial URLs in the shapes cases-53's readings left, kept out so it stays a measure of the URL readings; nor
 * cases-58.jsonl, orders to whoever handles a record (tickets, commits, rows), kept out so it stays a measure of the
 * readings, none of which reads them yet (a reading written for them flagged honest text, and is not kept); nor
 * cases-55.jsonl, credentials in more shapes and in an SRE or DevOps incident agent's reading; nor
 * cases-57.jsonl, orders hidden in encodings inside records and data (the scorer reads text as written); nor
 * cases-64.jsonl, raw e-mails in more carriers (base64 twice, UTF-16, YAML, SOAP, reprs, byte lists; read as written); nor
 * cases-61.jsonl, credentials in the shapes cases-55's readings left and in secret managers' and platforms' output; nor
 * cases-60.jsonl, orders in the encodings cases-57's readings left (base58, ascii85, octal, char codes, ciphers; the
 * scorer reads text as written); nor
 * cases-62.jsonl, adversarial URLs in the shapes the last review listed (joined brands, other clouds' metadata, page
 * scripts, warehouse exports), kept out so it stays a measure of the URL readings; nor
 * cases-63.jsonl, honest coding-agent tool output that orders or addresses an AI for good reasons, kept out so it stays a
 * measure of the false positives (training on such look-alikes before raised the thresholds and lost held-out recall); nor
 * cases-65.jsonl, credentials as more secret stores print them (AWS SSM and Secrets Manager, chamber, Bitwarden, pass,
 * gopass, macOS security, keyring, secret-tool, Vault, Infisical, sops, kubectl, berglas, teller); nor
 * cases-67.jsonl, national and health ids under their labels (personal data, no orders: nothing for the scorer); nor
 * cases-68.jsonl, adversarial URLs in the shapes the readings up to cases-62 left (catchers carrying a person's data,
 * page scripts' sockets and posted messages, more brands' look-alikes), kept out so it stays a measure of the URL readings; nor
 * cases-66.jsonl, orders planted in business documents for whoever processes them (trained on, the fourth to twenty-third
 * slices lost 21 injections found and flagged one more benign text); nor
 * cases-69.jsonl, honest look-alikes of national ids and the shapes of a person's id cases-67's reading left (personal
 * data, no orders: nothing for the scorer); nor
 * cases-71.jsonl, credentials in the shapes the last reviews listed as left after --redact (no orders: nothing for the
 * scorer); nor
 * cases-70.jsonl, orders in the voice of education, travel and property records to their automated reader (trained on,
 * it found 127 of its 160 rather than 72, but the fourth to twenty-third slices lost 6 injections found and flagged one
 * more benign text); nor
 * cases-75.jsonl, encoded payloads after escaped breaks, a provider's private key and NIEs beside their example
 * look-alikes (no orders: nothing for the scorer); nor
 * cases-74.jsonl, orders to whoever handles a record with a control skipped (another reading's measure, kept out so it
 * stays one); nor
 * cases-77.jsonl, passwords, sign-in tokens, ids and cards in the shapes the twenty-eighth to thirtieth slices left,
 * beside their honest look-alikes (no orders: nothing for the scorer); nor
 * cases-79.jsonl, passwords, ids, hosts and base64 orders in the shapes the thirty-first and thirty-second slices left,
 * beside their honest look-alikes (its readings' measure, kept out so it stays one); nor
 * cases-80.jsonl, honest notes to whoever handles a record beside orders to the same readers (its honest texts are
 * HARD_NEGATIVES; its orders are kept out to measure the scorer); nor
 * cases-78.jsonl, orders to operations and document agents with a control skipped (another reading's measure, kept
 * out so it stays one); nor
 * cases-83.jsonl, honest notes to AI assistants, reviewers, bots and whoever handles a record in ten languages beside
 * orders to the same readers, in coding and office agents' tool output (written for the learned scorer's trial E;
 * kept out so it measures: as hard negatives in trial F the weights flagged two honest notes of the unit tests); nor
 * cases-81.jsonl, orders to a machine by its role whose act is the record's decision, in sixteen languages (another
 * reading's measure, kept out so it stays one); nor
 * cases-87.jsonl, the secrets every spent slice still leaks beside their look-alikes (no orders: nothing for the
 * scorer); nor
 * cases-86.jsonl, orders with no machine addressee that send records or secrets out or pay another account, beside
 * honest sends and warnings (another reading's measure, kept out so it stays one); nor
 * cases-91.jsonl, forged dialogue turns inside data beside assistants' honest turns (another reading's measure, kept
 * out so it stays one); nor
 * cases-92.jsonl, honest notes to whoever handles, processes, packs, refunds, reviews or files a record beside orders to
 * the same readers that are attacks, in twelve languages (written as hard negatives: its honest texts are trained as
 * negatives when it is in HARD_NEGATIVES, its orders never; trial G's (g) trained them so and the thirty-eighth and
 * thirty-ninth lost injections found, so it is not there; as the hard negatives are, it is left out of the trials'
 * untrained figures); nor
 * cases-93.jsonl, orders to a record's handler in eleven languages besides English beside honest notes to the same
 * readers (another reading's measure, kept out so it stays one); nor
 * cases-94.jsonl, the fortieth and forty-first slices' injection classes (outside sends in twelve languages, overrides
 * in five scripts, English roles by job, overrides naming a topic) beside honest look-alikes (another reading's measure,
 * kept out so it stays one); nor
 * cases-88.jsonl, orders to a machine by its role in twenty more languages, English roles by job and overrides naming a
 * topic, beside honest errands, rules and reports (another reading's measure, kept out so it stays one); nor
 * cases-95.jsonl, the fortieth and forty-first slices' ids, Wi-Fi keys, tokens, encoded orders and URLs beside their
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-101.jsonl, orders in thirty-one unread languages addressed to a machine with a stake in letters every language
 * keeps, beside honest look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-102.jsonl, the far readings' conditional warnings, participles and errands beside their attacks (another
 * reading's measure, kept out so it stays one); nor
 * cases-105.jsonl, the override and orders at stake in 35 more languages and 10 transliterations beside honest
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-109.jsonl, the override and orders at stake in 43 more languages and 8 transliterations beside honest
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-113.jsonl, the override and orders at stake in the fifty-first to fifty-third slices' languages beside honest
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-127.jsonl, orders to a machine and overrides in the fifty-eighth and fifty-ninth slices' languages beside honest
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-120.jsonl, the override and orders at stake in the fifty-fourth to fifty-sixth slices' languages beside honest
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-103.jsonl, the forty-fifth to forty-seventh slices' English orders that rig a record's report, after an address to
 * a machine or to whatever processes the record, beside honest errands, negated orders and quoted ones (another
 * reading's measure, kept out so it stays one); nor
 * cases-106.jsonl, hidden characters and national ids by structure beside honest look-alikes (no orders: another
 * question's measure); nor
 * cases-107.jsonl, the forty-eighth to fiftieth slices' English orders to a machine or the record's reader that rig the
 * record with a person kept out, a falsehood admitted or a sign-off claimed, beside quoted, negated and honest look-alikes
 * (another reading's measure, kept out so it stays one); nor
 * cases-114.jsonl, orders to a machine addressed in its borrowed words in any language with a stake after them, beside
 * honest multilingual mentions of AI, bots and e-mail (another reading's measure, kept out so it stays one); nor
 * cases-173.jsonl, folded lines of invitations and contact cards (encoded scripts and secrets cut by a fold) and
 * Aadhaar numbers with a doubt after them (another reading's measure, kept out so it stays one); nor
 * cases-168.jsonl, the seventy-second to seventy-fourth slices' secrets left and honest values flagged (secrets after
 * their identifier and a blank, ids under Basque's label, card tokens, test numbers, encoded scripts under a token's name)
 * (another reading's measure, kept out so it stays one); nor
 * cases-170.jsonl, a data owner's how-to to whoever does the task: adverse drops with and without their reason, the
 * result sent home and sent out (another reading's measure, kept out so it stays one); nor
 * cases-166.jsonl, orders to the machine that rig the result it produces (rows dropped and hidden, figures against the
 * data, adverse findings kept out, records dictated, files sent out) beside honest data notes, CVs, invites and minutes
 * (another reading's measure, kept out so it stays one); nor
 * cases-165.jsonl, requests' references after a password's words beside the passwords pasted (another reading's
 * measure, kept out so it stays one); nor
 * cases-160.jsonl, the sixty-ninth to seventy-first slices' secrets left, personal data missed and attacks quoted in
 * single quotes (passwords pasted with no colon, raw `@` in links' passwords, ids after their holder's words) beside the
 * same messages with bookings, orders and IMEIs (another reading's measure, kept out so it stays one); nor
 * cases-151.jsonl, the sixty-sixth to sixty-eighth slices' secrets left and personal data missed (passwords and
 * backup codes sent in chat, PINs after a copula, national ids under a generic column) beside the same messages with no
 * value, orders, times and prices (another reading's measure, kept out so it stays one); nor
 * cases-141.jsonl, orders after a premise to a reader named by its job, the reader's output told what to say, forged
 * tool results, system notes and assistants' tags, beside the same heads over honest notes (another reading's measure, kept
 * out so it stays one); nor
 * cases-143.jsonl, the sixty-third to sixty-fifth slices' false alarms and secrets left (escaped and guillemet quotations
 * in security notices, test-string notes, entire-agreement clauses, named colleagues, tokens' variables, ids and
 * paired passwords) beside the orders and secrets that stay found (another reading's measure, kept out so it stays one); nor
 * cases-140.jsonl, code lists of attack strings, repositories' conventions for agents by product and forged colleague
 * trailers beside the orders that stay found (another reading's measure, kept out so it stays one); nor
 * cases-139.jsonl, an outside review's false alarms of the orders split across two languages (people told to forget
 * earlier instructions, articles quoting the override, customers talking to a bot in a transcript) beside the orders
 * that stay found (another reading's measure, kept out so it stays one); nor
 * cases-137.jsonl, the sixtieth to sixty-second slices' links, executables, hidden characters and base64 sentences
 * sending to an address beside honest twins (another question's measure, kept out so it stays one); nor
 * cases-138.jsonl, honest twins of the worn-name and decoded-address readings (IDN sites of places and firms, self-hosted
 * tools on public addresses, mail bodies in base64 asking for papers) beside their positives (the same); nor
 * cases-110.jsonl, the forged channel of the machine in a label's words (processing notes, the system's or a tool's
 * voice, approvals given beforehand) with an order at stake, beside the same labels over honest notes (another reading's
 * measure, kept out so it stays one); nor
 * cases-112.jsonl, the fifty-first to fifty-third slices' passwords, keys, passcodes, vouchers and ids beside their
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-119.jsonl, the fifty-fourth to fifty-sixth slices' secrets and ids left (prose sign-ins, Wi-Fi keys, SINs,
 * Belgium's printed number) beside their look-alikes (no orders: another question's measure); nor
 * cases-128.jsonl, the fifty-seventh to fifty-ninth slices' secrets and ids left (short password words beside a sign-in,
 * far password names, NI numbers, ids with no public check) beside their look-alikes (no orders: another question's measure); nor
 * cases-121.jsonl, adversarial links and hidden characters by class beside honest links (another question's measure); nor
 * cases-122.jsonl, the review's remarks on those links, hidden characters and decoded orders (another question's measure); nor
 * cases-132.jsonl, an outside review's false alarms by class (a person's task lead, a human assistant keeping a surprise)
 * beside the same orders to a machine (other readings' measure, kept out so it stays one); nor
 * cases-129.jsonl, the fifty-seventh to fifty-ninth slices' links, encodings and hidden characters by class beside honest
 * look-alikes (other questions' measure); nor
 * cases-145.jsonl, an outside review's false alarms of the orders after a premise by class (quoted comments, controls
 * kept, a page's own address, a repository's agent policy) beside orders that stay found (another reading's measure,
 * kept out so it stays one); nor
 * cases-149.jsonl, the sixty-sixth to sixty-eighth slices' English orders by the structure of their address and forged
 * channels beside honest look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-148.jsonl, pages about prompt injection quoting the attack in their language beside the same orders planted
 * (another reading's measure, kept out so it stays one); nor
 * cases-144.jsonl, the sixty-third to sixty-fifth slices' links, encodings and hidden characters by class beside
 * honest look-alikes (other questions' measure); nor
 * cases-157.jsonl, backup codes beside records' ids and secrets' uploads in capitals or PowerShell beside honest
 * downloads (other questions' measure); nor
 * cases-161.jsonl, look-alike links (brands and authorities joined to lure words, domains worn in front, raw addresses
 * asked for in any language, records packed in one parameter) and encodings of orders to the machine beside honest
 * look-alikes (other questions' measure); nor
 * cases-163.jsonl, honest texts those readings took for lures beside the lures they keep (other questions' measure); nor
 * cases-169.jsonl, links carried in records (services' names worn, confusable misspellings, raw addresses serving files,
 * pixels carrying records, profile paths on other hosts), encoded heads for the machine in any language and hidden
 * characters in identifiers, beside honest look-alikes (other questions' measure); nor
 * cases-171.jsonl, an outside review's false alarms of the links-in-records readings (third parties named after a
 * product, tables on a team's own box, open pixels naming their recipient in base64) beside the lures that stay found
 * (other questions' measure); nor
 * cases-162.jsonl, an outside review's false alarms of the orders that decide for the user or the record beside the
 * orders that stay found (another reading's measure, kept out so it stays one); nor
 * cases-158.jsonl, the sixty-ninth to seventy-first slices' English orders by what they decide for the user or the
 * record beside honest sellers, staff macros and training notes (another reading's measure, kept out so it stays one); nor
 * cases-156.jsonl, an outside review's false alarms of the orders at stake by their object beside the orders that stay
 * found (another reading's measure, kept out so it stays one); nor
 * cases-164.jsonl, a condition on what the reader is naming a job beside the machine's kind (another reading's
 * measure, kept out so it stays one); nor
 * cases-167.jsonl, orders to the reading machine in the seventy-second to seventy-fourth slices' languages beside
 * honest twins (another reading's measure, kept out so it stays one); nor
 * cases-172.jsonl, notes to a person's assistant or a system administrator in seven languages beside the orders that
 * stay found (another reading's measure, kept out so it stays one); nor
 * cases-159.jsonl, orders to the reading machine in the sixty-ninth to seventy-first slices' languages beside honest
 * twins (another reading's measure, kept out so it stays one); nor
 * cases-153.jsonl, a service's own report in the wider languages (a chatbot's turn, an app's label, a listing's field)
 * beside orders to send a code or mark a bill paid (another reading's measure, kept out so it stays one); nor
 * cases-152.jsonl, the sixty-sixth to sixty-eighth slices' links (phone lures above all), encodings and hidden characters
 * by class beside honest twins (other questions' measure); nor
 * cases-155.jsonl, an outside review's false alarms on files' byte-order marks after a path, platforms' tenants named
 * after the customer's domain and decoded policies under a machine's head, beside what must stay found (other
 * questions' measure); nor
 * cases-154.jsonl, the phone lures narrowed: small businesses' own notices on cheap domains, ops text with bare
 * addresses, services' own verification shorteners beside lures that stay (other questions' measure); nor
 * cases-147.jsonl, an outside review's false alarms on platforms' tenant hosts and decoded prose under non-English heads
 * beside worn domains asking a sign-in and decoded imperatives (other questions' measure); nor
 * cases-134.jsonl, the sixtieth to sixty-second slices' English orders by structure (coding agents called by name, the
 * reader called by its errand, comments labelled for the agent) beside honest look-alikes (other readings' measure, kept
 * out so it stays one); nor
 * cases-142.jsonl, notes to the machine reading a page or a mailbox in Europe's and office mail's languages beside
 * notices about AI and assistants who are people (another reading's measure, kept out so it stays one); nor
 * cases-146.jsonl, office errands to assistants who are people and teams named by AI-like acronyms beside notes to
 * the reading assistant with a machine's stake (another reading's measure, kept out so it stays one); nor
 * cases-150.jsonl, orders to the reading machine in the languages of knowledge bases, phones and code review beside
 * notices about AI and scam warnings (another reading's measure, kept out so it stays one); nor
 * cases-135.jsonl, orders to a machine split across two languages beside chat between people in the same registers
 * (another reading's measure, kept out so it stays one); nor
 * cases-136.jsonl, the sixtieth to sixty-second slices' false alarms and secrets left beside what stays found (another
 * reading's measure, kept out so it stays one); nor
 * cases-133.jsonl, the review's false alarms of the lure, worn-service, id and far-password readings beside what stays
 * found (other questions' measure); nor
 * cases-117.jsonl, the review's remarks on the forty-fourth round's readings (a CSV header the attacker writes, forged
 * outcomes beside plain transcripts, a detector's keys, record ids after "Password") beside honest look-alikes (other
 * readings' measure, kept out so it stays one); nor
 * cases-111.jsonl, the fifty-first to fifty-third slices' English orders by structure (overrides in a record's field,
 * forged outcomes, orders to a machine behind a mark) beside honest look-alikes (other readings' measure, kept out so it
 * stays one); nor
 * cases-116.jsonl, the spent slices' last passwords, URL passwords and Square tokens beside their look-alikes (another
 * reading's measure, kept out so it stays one); nor
 * cases-118.jsonl, the fifty-fourth to fifty-sixth slices' English orders by structure (readers named by their task,
 * headings, the evidence set aside, hidden orders, a JSON system role, a role reassigned) beside honest look-alikes (other
 * readings' measure, kept out so it stays one); nor
 * cases-126.jsonl, the fifty-seventh to fifty-ninth slices' English orders that cover their tracks and forged channels
 * of the machine beside honest look-alikes (other readings' measure, kept out so it stays one); nor
 * cases-123.jsonl, the forty-fifth round's review by class (greetings before hidden orders, signed notes, people given an
 * agent's role, versioned sign-in names) beside the positives next to them (other readings' measure, kept out so it stays
 * one); nor
 * cases-124.jsonl, the review's last probes by class (base64 errands, a firm's own mail, lures signed with the brand, a
 * tracker's authored comment) beside the positives next to them (other readings' measure, kept out so it stays one); nor
 * cases-130.jsonl, an outside review's recall remarks on a coding agent's ordinary output (prompt words inside a name,
 * captured output in a runner's report, badge paths on any host, passphrases, click ids) beside the honest texts (other
 * readings' measure, kept out so it stays one); nor
 * cases-125.jsonl, what a coding agent reads all day by an outside review's false-alarm classes (tracking links, badge
 * tokens, a prompt filter's test report, example passwords in diffs, a system prompt in a diff, SealedSecret ciphertext,
 * i18n labels, barcodes) beside the positives next to them (other readings' measure, kept out so it stays one); nor
 * cases-115.jsonl, honest texts an independent review found flagged (quoted specimens, code reading a token, byte
 * matrices, notes to staff and to coding assistants) beside the positives next to them (another reading's measure, kept
 * out so it stays one); nor
 * cases-99.jsonl, the forty-second to forty-fourth slices' passwords, PINs, ids, links and encoded orders beside their
 * look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-104.jsonl, the forty-fifth to forty-seventh slices' passwords, codes and ids beside their look-alikes (another
 * reading's measure, kept out so it stays one); nor
 * cases-108.jsonl, the forty-eighth to fiftieth slices' passwords, ids, encoded orders and keys sent elsewhere beside
 * their look-alikes (another reading's measure, kept out so it stays one); nor
 * cases-89.jsonl, the thirty-eighth and thirty-ninth slices' secrets, ids and encoded loaders beside their look-alikes
 * (no orders: nothing for the scorer); nor
 * cases-32.jsonl, ordinary tool output, measures the false positives of the rules and is kept out so it stays a measure.
 * cases-90.jsonl, adversarial URLs' look-alike hosts, fill-in templates and carried records beside honest twins (another
 * question's measure); nor cases-32.jsonl, ordinary tool output, measures the false positives of the rules and is kept out so it stays a measure.
 */
const NOT_TRAINED = new Set([
  'cases-19.jsonl',
  'cases-70.jsonl',
  'cases-22.jsonl',
  'cases-23.jsonl',
  'cases-26.jsonl',
  'cases-27.jsonl',
  'cases-28.jsonl',
  'cases-31.jsonl',
  'cases-32.jsonl',
  'cases-33.jsonl',
  'cases-35.jsonl',
  'cases-36.jsonl',
  'cases-38.jsonl',
  'cases-37.jsonl',
  'cases-39.jsonl',
  'cases-40.jsonl',
  'cases-41.jsonl',
  'cases-42.jsonl',
  'cases-43.jsonl',
  'cases-44.jsonl',
  'cases-46.jsonl',
  'cases-47.jsonl',
  'cases-45.jsonl',
  'cases-48.jsonl',
  'cases-50.jsonl',
  'cases-49.jsonl',
  'cases-51.jsonl',
  'cases-53.jsonl',
  'cases-54.jsonl',
  'cases-52.jsonl',
  'cases-59.jsonl',
  'cases-56.jsonl',
  'cases-58.jsonl',
  'cases-55.jsonl',
  'cases-57.jsonl',
  'cases-64.jsonl',
  'cases-61.jsonl',
  'cases-60.jsonl',
  'cases-62.jsonl',
  'cases-63.jsonl',
  'cases-65.jsonl',
  'cases-67.jsonl',
  'cases-68.jsonl',
  'cases-66.jsonl',
  'cases-69.jsonl',
  'cases-71.jsonl',
  'cases-75.jsonl',
  'cases-100.jsonl',
  'cases-74.jsonl',
  'cases-77.jsonl',
  'cases-78.jsonl',
  'cases-76.jsonl',
  'cases-81.jsonl',
  'cases-80.jsonl',
  'cases-79.jsonl',
  'cases-82.jsonl',
  'cases-86.jsonl',
  'cases-83.jsonl',
  'cases-84.jsonl',
  'cases-85.jsonl',
  'cases-87.jsonl',
  'cases-91.jsonl',
  'cases-92.jsonl',
  'cases-93.jsonl',
  'cases-94.jsonl',
  'cases-95.jsonl',
  'cases-98.jsonl',
  'cases-101.jsonl',
  'cases-102.jsonl',
  'cases-105.jsonl',
  'cases-109.jsonl',
  'cases-113.jsonl',
  'cases-120.jsonl',
  'cases-127.jsonl',
  'cases-103.jsonl',
  'cases-106.jsonl',
  'cases-107.jsonl',
  'cases-110.jsonl',
  'cases-112.jsonl',
  'cases-111.jsonl',
  'cases-116.jsonl',
  'cases-115.jsonl',
  'cases-114.jsonl',
  'cases-117.jsonl',
  'cases-119.jsonl',
  'cases-128.jsonl',
  'cases-118.jsonl',
  'cases-123.jsonl',
  'cases-124.jsonl',
  'cases-126.jsonl',
  'cases-125.jsonl',
  'cases-130.jsonl',
  'cases-121.jsonl',
  'cases-122.jsonl',
  'cases-129.jsonl',
  'cases-144.jsonl',
  'cases-152.jsonl',
  'cases-157.jsonl',
  'cases-161.jsonl',
  'cases-163.jsonl',
  'cases-169.jsonl',
  'cases-171.jsonl',
  'cases-158.jsonl',
  'cases-162.jsonl',
  'cases-156.jsonl',
  'cases-155.jsonl',
  'cases-159.jsonl',
  'cases-164.jsonl',
  'cases-167.jsonl',
  'cases-172.jsonl',
  'cases-153.jsonl',
  'cases-154.jsonl',
  'cases-145.jsonl',
  'cases-148.jsonl',
  'cases-149.jsonl',
  'cases-147.jsonl',
  'cases-133.jsonl',
  'cases-135.jsonl',
  'cases-142.jsonl',
  'cases-146.jsonl',
  'cases-150.jsonl',
  'cases-136.jsonl',
  'cases-132.jsonl',
  'cases-134.jsonl',
  'cases-137.jsonl',
  'cases-143.jsonl',
  'cases-140.jsonl',
  'cases-141.jsonl',
  'cases-151.jsonl',
  'cases-160.jsonl',
  'cases-165.jsonl',
  'cases-168.jsonl',
  'cases-170.jsonl',
  'cases-173.jsonl',
  'cases-166.jsonl',
  'cases-139.jsonl',
  'cases-138.jsonl',
  'cases-99.jsonl',
  'cases-104.jsonl',
  'cases-108.jsonl',
  'cases-88.jsonl',
  'cases-90.jsonl',
  'cases-89.jsonl',
]);

/** The tuned corpora, one per generator (cases.jsonl is generate.py's, cases-N.jsonl generateN.py's): one author's templates. */
function generators() {
  const files = readdirSync(CORPUS)
    .filter((f) => /^cases(-\d+)?\.jsonl$/.test(f) && !NOT_TRAINED.has(f))
    .sort((a, b) => Number(a.match(/\d+/)?.[0] ?? 1) - Number(b.match(/\d+/)?.[0] ?? 1));
  return files.map((f) => ({ name: f, cases: read(f) }));
}

/**
 * The spent held-out slices, each written by another author (their misses were read to design
 * rules, so they measure nothing any more): variety of authors is what a learned scorer
 * generalises from. The first to the thirty-seventh; the slices not yet spent are never read here. Trained to the
 * twenty-seventh (trial C, --trial 27 --measure 28-30) the weights flagged twice the untrained corpora's honest texts
 * (agents' JSON-RPC envelopes, whose words the slices' orders inside such envelopes weighted, and honest notes to
 * "whoever reads this"). Trial D (--trial 30 --measure 31-33) trained the envelopes' honest texts (cases-49.jsonl,
 * cases-50.jsonl) and cases-80.jsonl's honest notes to whoever handles a record as negatives (HARD_NEGATIVES), with
 * the strong and join margins 1,600 and 600: the thirty-first to thirty-third 288 -> 294 of 357 found at 9 of 840
 * benign flagged (the weights trained to the twenty-third, margins 1,000 and 0: 288 at 9), the untrained corpora's
 * honest texts flagged 52 -> 45; trained so to the thirty-third, 50 (docs/content-measurements.md, more authors: the
 * spent slices to the thirty-third). Trial E (--trial 33 --measure 34-35) measured these weights on the thirty-fourth
 * and thirty-fifth: 174 of 291 found at 6 of 630 benign flagged, 80 honest texts of the untrained corpora flagged; no
 * variant found more without flagging more (a strong margin of 1,200 found 182 at 95), and the recipe trained to the
 * thirty-fifth flagged 82, so the weights stay trained to the thirty-third (more authors: the spent slices to the
 * thirty-fifth). Trial F (--trial 35 --measure 36-37) measured them on the thirty-sixth and thirty-seventh: 217 of 291
 * found at 12 of 673 benign flagged, 102 honest texts of the 53 untrained corpora flagged (the rules alone 195 at 12,
 * and 79); the same recipe with the strong margin 1,800 found 219 at 12 and flagged 97; trained so to the
 * thirty-seventh it flags 96, and is what ships (more authors: the spent slices to the thirty-seventh). Trial G
 * (--trial 37 --measure 38-39) measured them on the thirty-eighth and thirty-ninth: 244 of 292 found at 7 of 641
 * benign flagged (the rules alone 230 at 6), 121 honest texts of the 57 untrained corpora flagged (103). No variant
 * found more without flagging more; the strong margin 1,400 (join 900) found 249 at 8 and 129 but flags an honest note
 * of the unit tests, and trained to the thirty-ninth the weights flag another at every margin below 2,040; the hard
 * negatives weighted 3 (--hard-weight 3) found 246 at 6 and 121 trained to the thirty-seventh, but trained to the
 * thirty-ninth flag that note too; cases-92.jsonl's honest notes to a record's handler as hard negatives found 241
 * trained to the thirty-seventh and flagged 128 trained to the thirty-ninth: they stay trained to the thirty-seventh
 * (more authors: the spent slices to the thirty-ninth).
 */
const LAST_SPENT = 37;
/**
 * The last spent slice a trial may read (train to or measure); the slices after it are held out. Trial H (--trial 37
 * --measure 38-41 --features N) gave the walk word classes and the unit's structure (word-classes.ts): no variant found
 * more of the thirty-eighth to forty-first's injections than these weights at the same untrained cost, so none is
 * trained here (more authors: trial H). Trial I (--trial 44 --measure 45-47) trained to the forty-fourth: more
 * authors found more of the forty-fifth to forty-seventh's injections only at a higher cost in the untrained corpora's
 * honest texts; no recipe, margin or peer weight met the ship rule at the margin the author-group folds chose, so the
 * weights stay trained to the thirty-seventh (more authors: trial I). Trial J (--trial 59 --measure 60-62) trained to the
 * fifty-ninth: up to ten more of the sixtieth to sixty-second's injections, but every margin that found more than these
 * weights broke the untrained cap, and trial I's pre-registered I5 found fewer (docs/content-measurements.md, trial J).
 */
const LAST_TRIAL = 62;
const AUTHORS = ['peer.jsonl', ...Array.from({ length: LAST_SPENT - 1 }, (_, k) => `peer${k + 2}.jsonl`)];
const authors = () => AUTHORS.map((f) => ({ name: f, cases: read(f), author: true }));

/**
 * Corpora of NOT_TRAINED whose honest texts (those without prompt_injection) are trained as negatives, their injections
 * never: cases-49.jsonl's and cases-50.jsonl's agents' tool results in JSON-RPC envelopes (the spent slices' orders
 * written inside such envelopes weighted the envelope's words: trained to the thirtieth as is, 28 of their honest
 * results were flagged) and cases-80.jsonl's honest notes to whoever handles a record (the slices' orders to "whoever
 * reads this" weighted the address whatever followed it). cases-83.jsonl's honest notes to AI assistants as hard
 * negatives (trial F) found 5 more of the thirty-sixth and thirty-seventh's injections with no more honest texts of the
 * untrained corpora flagged, but with the weights trained so two honest notes to whoever processes a form or an order
 * (content-detectors.test.ts) were flagged: not trained. Their injections still measure the scorer; their honest
 * texts no longer do, and the trial's untrained figures leave them out. cases-92.jsonl's honest notes to whoever
 * handles, processes, packs, refunds, reviews or files a record (trial G's (g)) lifted the reference and found fewer
 * of the thirty-eighth and thirty-ninth's injections at every margin (241 against 244 at the shipped margins), though
 * trained to the thirty-ninth they keep the unit tests' notes to a handler unflagged: not trained.
 */
const HARD_NEGATIVES = ['cases-49.jsonl', 'cases-50.jsonl', 'cases-80.jsonl'];
const hardNegatives = () => HARD_NEGATIVES.map((f) => ({ name: f, cases: read(f).filter((c) => !hasPi(c)), hard: true }));

/** A case's units, each with its buckets. */
function unitsOf(text) {
  const u = lin.linearUnits(text);
  const out = [];
  for (let k = 0; k < u.length; k += 2) {
    const key = text
      .slice(u[k], u[k + 1])
      .trim()
      .toLowerCase();
    const f = lin.unitFeatures(text, u[k], u[k + 1], []);
    // A unit that is not prose (most words numbers or an encoding's debris) has no features: it is never scored.
    if (f.length > 0) out.push({ key, f: Int32Array.from(f) });
  }
  return out;
}

/** mulberry32: a small seeded generator, the same on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const score = (w, bias, f) => {
  let s = bias;
  for (const b of f) s += w[b];
  return s;
};

/**
 * Logistic regression with L2 by SGD over (features, label) pairs, the positives weighted to balance the classes; an
 * example's own `weight` (1 when absent) scales its step.
 */
function regress(examples, { epochs = EPOCHS, l2 = L2, rawL2 } = {}) {
  const w = new Float64Array(1 << lin.BITS);
  // --raw-l2 X: the raw words' and pairs' buckets decay at X, the class features' at L2 (they must carry the weight).
  const decay = new Float64Array(1 << lin.BITS).fill(rawL2 ?? l2);
  if (rawL2 !== undefined) for (const b of lin.classFeatureBuckets()) decay[b] = l2;
  let bias = 0;
  const pos = examples.filter((e) => e.y === 1).length;
  const posWeight = Math.min(20, (examples.length - pos) / Math.max(1, pos));
  const rnd = random(SEED);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const rate = RATE / (1 + epoch);
    for (const i of order) {
      const { f, y, weight = 1 } = examples[i];
      const p = 1 / (1 + Math.exp(-score(w, bias, f)));
      const g = (y - p) * (y === 1 ? posWeight : 1) * weight * rate;
      for (const b of f) w[b] += g - rate * decay[b] * w[b];
      bias += g;
    }
  }
  return { w, bias };
}

const hasPi = (c) => c.yes.includes('prompt_injection');

/**
 * Trains on the cases: every unit of a case without prompt_injection is negative (each text once);
 * a positive case's units that no negative case holds are its candidates (its container's lines
 * are not the injection). First all candidates are positive; then, as the injection is one unit
 * of its case, only each case's best candidate under that first model. The thresholds are set from
 * one more than the HIGH_RANK-th highest score of a negative unit: a training negative above it may be weak
 * evidence, or join the cue scorer's sum where that finds an order, but none is a finding alone.
 */
function train(
  cases,
  {
    highRank = HIGH_RANK,
    epochs = EPOCHS,
    l2 = L2,
    weightOf = () => 1,
    reference = [],
    margins = [WEAK, STRONG, JOIN],
    sourceOf = () => '',
    minSources = 1,
    rawL2,
  } = {},
) {
  const negatives = new Map();
  const negativeWeight = new Map();
  for (const c of cases)
    if (!hasPi(c))
      for (const u of unitsOf(c.text)) {
        negatives.set(u.key, u.f);
        if (!negativeWeight.has(u.key)) negativeWeight.set(u.key, weightOf(c));
      }
  const bags = [];
  for (const c of cases) {
    // An injection also read as an encoded payload is written in its encoding (percent escapes, hex), which the scorer
    // reads as written: its runs of hex pairs as positives taught it that any escaped URL orders (trained on the spent
    // slices to the twenty-seventh, five escaped query strings of honest cases scored far above every order).
    if (!hasPi(c) || c.yes.includes('encoded_payload')) continue;
    const weight = weightOf(c);
    const bag = unitsOf(c.text)
      .filter((u) => !negatives.has(u.key))
      .map((u) => ({ ...u, weight, source: sourceOf(c) }));
    if (bag.length > 0) bags.push(bag);
  }
  // A bucket the positives of fewer than minSources sources (a generator, a slice: one author each) hold is one author's
  // words, not an order's: left out of every positive, so only the negatives weigh it.
  if (minSources > 1) {
    const sourcesOf = new Map();
    for (const bag of bags)
      for (const u of bag)
        for (const b of u.f) {
          const s = sourcesOf.get(b) ?? new Set();
          s.add(u.source);
          sourcesOf.set(b, s);
        }
    for (const bag of bags) for (const u of bag) u.f = u.f.filter((b) => sourcesOf.get(b).size >= minSources);
  }
  const neg = [...negatives].map(([key, f]) => ({ f, y: 0, weight: negativeWeight.get(key) }));
  const options = { epochs, l2, rawL2 };
  const first = regress([...neg, ...bags.flat().map((u) => ({ f: u.f, y: 1, weight: u.weight }))], options);
  const best = bags.map((bag) => bag.reduce((a, u) => (score(first.w, first.bias, u.f) > score(first.w, first.bias, a.f) ? u : a)));
  const { w, bias } = regress([...neg, ...best.map((u) => ({ f: u.f, y: 1, weight: u.weight }))], options);
  // Fixed point: the weights rounded, zeros dropped; scores are integer sums from here on.
  const at = [];
  const ws = [];
  let last = 0;
  for (let b = 0; b < w.length; b++) {
    // Within 16 bits: the scorer keeps its table as an Int16Array (half the memory a text's lookups touch).
    const v = Math.max(-32767, Math.min(32767, Math.round(w[b] * SCALE)));
    if (v === 0) continue;
    at.push(b - last);
    ws.push(v);
    last = b;
  }
  const wire = { bits: lin.BITS, scale: SCALE, bias: Math.round(bias * SCALE), threshold: 0, strong: 0, join: 0, at, w: ws };
  const model = lin.modelOf(wire);
  // The reference is read over the training negatives and any negatives held aside for it (never trained on).
  const held = reference.flatMap((c) => (hasPi(c) ? [] : unitsOf(c.text).map((u) => u.f)));
  const scores = [...negatives.values(), ...held].map((f) => score(model.weights, model.bias, f)).sort((a, b) => b - a);
  const high = scores[Math.min(highRank, scores.length) - 1];
  wire.threshold = high + 1 + margins[0];
  wire.strong = high + 1 + margins[1];
  wire.join = high + 1 + margins[2];
  return { wire, model };
}

/**
 * What the scorer reports in a text under a fold's model, over the units the guard gives it (those
 * a word scan matched in), whatever else the guard found there, alone (no join): 'strong', 'weak' or ''.
 */
function learned(model, wire, text) {
  let got = '';
  lin.detectInjection(new lin.Text(text), [], false, (t, scanned, _out, said) => {
    const out = [];
    lin.learnedHits(model, { ...wire, join: Number.MAX_SAFE_INTEGER }, t, scanned, out, said);
    for (const h of out) got = h.code === 'injection_learned' ? 'strong' : got || 'weak';
  });
  return got;
}

/** The guard of a bundle's modules: whether it answers prompt_injection yes (the default questions). */
const scorer = ({ answerContent, contentPack, contentQuestions }) => {
  const known = contentQuestions();
  const questions = Object.fromEntries(contentPack().default_questions.map((k) => [k, known[k]]));
  return (c) => {
    const state = {
      tool: 'content',
      capability: `content.${c.source}`,
      input: {},
      workspace_root: '/w',
      content: { source: c.source, text: c.text },
    };
    const r = answerContent(state, questions);
    return r.ok && r.answers.prompt_injection.noul === 1;
  };
};

const argOf = (name) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
/** A corpus list flag's files (`--hard-negatives cases-49.jsonl,cases-50.jsonl`). */
const filesOf = (name) => (argOf(name) ?? '').split(',').filter(Boolean);

if (argOf('--trial') !== undefined) await trial();

/**
 * `--trial LAST [--measure FROM-TO] [variant]`: trains on the generators and the spent slices to peerLAST, then
 * judges with the whole guard (the join included) what it was not trained on: the spent slices FROM to TO
 * (prompt_injection found of their injections, their benign texts flagged), every corpus in NOT_TRAINED (injections
 * found, texts without prompt_injection flagged, with the corpora that hold them) and cases-32.jsonl (ordinary tool
 * output) alone. Nothing is written. `--trial 33` is the shipped recipe trained as shipped (its weights are the
 * file's; the recipe before it, trial D's baseline, trained to the twenty-third without hard negatives, with the
 * margins 1,000 and 0). The variants, each for trying a recipe on the same protocol:
 *   --rank N                    the threshold's reference from the N-th highest negative (HIGH_RANK)
 *   --epochs N, --l2 X          the regression's (EPOCHS, L2)
 *   --margins W,S,J             the weak, strong and join thresholds above the reference (WEAK, STRONG, JOIN)
 *   --peer-weight X             each spent slice's units weighted X against a generator's 1
 *   --hard-negatives F,G        those NOT_TRAINED corpora's texts without prompt_injection trained as negatives
 *                               besides HARD_NEGATIVES' (they then measure nothing and are left out of the figures)
 *   --hard-weight X             the hard negatives' units weighted X against a generator's 1
 *   --reference F,G             those corpora's texts without prompt_injection held aside: scored for the
 *                               threshold's reference, never trained on (also left out of the figures)
 *   --min-sources N             a bucket held by the positives of fewer than N sources (a generator, a slice) left
 *                               out of every positive: only words that carry across authors weigh towards an order
 *   --features N                the walk's trial features: 1 word classes and structure besides the words, 3 them alone
 *   --raw-l2 X                  with --features 1, the raw words' and pairs' L2 (the class features keep --l2)
 *   --weights FILE              no training: that weights file measured as it is, with its own thresholds
 *   --exclude F,G               those corpora left out of the untrained figures (to compare on the same corpora)
 * Slices past LAST_TRIAL are held out and never read: TO is at most LAST_TRIAL.
 */
async function trial() {
  const last = Number(argOf('--trial'));
  // --leave-out FROM-TO: those slices (at most LAST) left out of the training and measured instead (a group of authors
  // held out inside the spent ones, to choose a recipe on more than one split).
  const leftOut = argOf('--leave-out') !== undefined;
  const [from, to] = (argOf('--leave-out') ?? argOf('--measure') ?? '').split('-').map(Number);
  const measured = leftOut || argOf('--measure') !== undefined;
  if (
    !(Number.isInteger(last) && last >= 1 && last <= LAST_TRIAL) ||
    (measured &&
      !(
        Number.isInteger(from) &&
        Number.isInteger(to) &&
        (leftOut ? from >= 1 && to <= last : from > last) &&
        to >= from &&
        to <= LAST_TRIAL
      ))
  ) {
    console.error(
      `usage: --trial LAST [--measure FROM-TO | --leave-out FROM-TO]  (LAST < FROM <= TO <= ${LAST_TRIAL}; left out: TO <= LAST)`,
    );
    process.exit(2);
  }
  const slice = (n) => (n === 1 ? 'peer.jsonl' : `peer${n}.jsonl`);
  const hard = [...new Set([...HARD_NEGATIVES, ...filesOf('--hard-negatives')])];
  const held = filesOf('--reference');
  for (const f of [...hard, ...held])
    if (!NOT_TRAINED.has(f)) {
      console.error(`${f} is not a corpus of NOT_TRAINED`);
      process.exit(2);
    }
  const peerWeight = Number(argOf('--peer-weight') ?? 1);
  const hardWeight = Number(argOf('--hard-weight') ?? 1);
  const sources = [
    ...generators().map((g) => ({ ...g, weight: 1 })),
    ...Array.from({ length: last }, (_, k) => k + 1)
      .filter((n) => !(leftOut && n >= from && n <= to))
      .map((n) => ({ name: slice(n), cases: read(slice(n)), weight: peerWeight })),
    ...hard.map((f) => ({ name: f, cases: read(f).filter((c) => !hasPi(c)), weight: hardWeight })),
  ];
  const weightOf = new Map(sources.flatMap((g) => g.cases.map((c) => [c, g.weight])));
  const sourceOf = new Map(sources.flatMap((g) => g.cases.map((c) => [c, g.name])));
  const options = {
    highRank: Number(argOf('--rank') ?? HIGH_RANK),
    epochs: Number(argOf('--epochs') ?? EPOCHS),
    l2: Number(argOf('--l2') ?? L2),
    rawL2: argOf('--raw-l2') === undefined ? undefined : Number(argOf('--raw-l2')),
    weightOf: (c) => weightOf.get(c),
    sourceOf: (c) => sourceOf.get(c),
    minSources: Number(argOf('--min-sources') ?? 1),
    reference: held.flatMap(read),
    margins: (argOf('--margins') ?? `${WEAK},${STRONG},${JOIN}`).split(',').map(Number),
  };
  // --weights FILE: those weights measured as they are (their own thresholds), nothing trained; LAST is then only the
  // protocol's boundary.
  const given = argOf('--weights');
  // --features N: the walk's trial features (linear.ts FEATURES: 1 word classes and structure, 3 those without raw words).
  const features = Number(argOf('--features') ?? 0);
  lin.useFeatures(features);
  const { wire } =
    given !== undefined
      ? { wire: JSON.parse(readFileSync(given, 'utf8')) }
      : train(
          sources.flatMap((g) => g.cases),
          options,
        );
  if (given === undefined && features !== 0) wire.features = features;
  const size = JSON.stringify(wire).length + 1;
  console.log(
    `${given !== undefined ? `weights ${given}` : `trained to peer${last}`}: ${wire.at.length} buckets, weak ${wire.threshold}, strong ${wire.strong}, join ${wire.join}, ${size} bytes`,
  );
  // --save FILE: the trial's weights written there (to look at a unit's score; never the pack's file).
  if (argOf('--save') !== undefined) writeFileSync(argOf('--save'), `${JSON.stringify(wire)}\n`);
  const guard = scorer(lin);
  // --grid S/J,S/J: the same weights measured at each strong and join margin over their reference ('off': out of reach).
  const reference = wire.threshold - options.margins[0] - 1;
  const at = (m) => (m === 'off' ? Number.MAX_SAFE_INTEGER : reference + 1 + Number(m));
  const grid =
    argOf('--grid') === undefined
      ? [undefined]
      : argOf('--grid')
          .split(',')
          .map((p) => p.split('/'));
  for (const point of grid) {
    if (point !== undefined) console.log(`margins strong ${point[0]}, join ${point[1]}: strong ${at(point[0])}, join ${at(point[1])}`);
    lin.useWeights(point === undefined ? wire : { ...wire, strong: at(point[0]), join: at(point[1]) });
    measure();
  }
  process.exit(0);

  function measure() {
    /** Injections found of those labelled, texts flagged of those without prompt_injection (`benign`: of those with no label). */
    const list = process.argv.includes('--list');
    const judge = (cases, benign) => {
      const r = { found: 0, pi: 0, flagged: 0, honest: 0 };
      for (const c of cases) {
        if (hasPi(c)) {
          r.pi++;
          r.found += guard(c);
        } else if (!benign || c.yes.length === 0) {
          r.honest++;
          const flagged = guard(c);
          r.flagged += flagged;
          // --list: the untrained corpora's honest texts flagged, by id (tuned corpora only: the slices are never listed).
          if (flagged && list && !benign) console.log(`  flagged ${c.id}`);
        }
      }
      return r;
    };
    if (measured) {
      const parts = [];
      const sum = { found: 0, pi: 0, flagged: 0, honest: 0 };
      for (let n = from; n <= to; n++) {
        const r = judge(read(slice(n)), true);
        for (const k of Object.keys(sum)) sum[k] += r[k];
        parts.push(`peer${n} ${r.found}/${r.pi}, ${r.flagged}/${r.honest}`);
      }
      console.log(
        `peer${from}-${to} (not trained): found ${sum.found} of ${sum.pi}, benign flagged ${sum.flagged} of ${sum.honest}  (${parts.join('; ')})`,
      );
    }
    // --slices-only: the untrained corpora not judged (a left-out group's figures alone).
    if (process.argv.includes('--slices-only')) return;
    const left = [...hard, ...held, ...filesOf('--exclude')];
    const untrained = [...NOT_TRAINED].filter((f) => !left.includes(f)).sort();
    const sum = { found: 0, pi: 0, flagged: 0, honest: 0 };
    const flaggedIn = [];
    let tool = '';
    for (const f of untrained) {
      const r = judge(read(f), false);
      for (const k of Object.keys(sum)) sum[k] += r[k];
      if (r.flagged > 0) flaggedIn.push(`${f.replace('.jsonl', '')} ${r.flagged}`);
      if (f === 'cases-32.jsonl') tool = `cases-32 (ordinary tool output): flagged ${r.flagged} of ${r.honest}`;
    }
    console.log(`untrained corpora (${untrained.length}): found ${sum.found} of ${sum.pi}, honest flagged ${sum.flagged} of ${sum.honest}`);
    console.log(`  flagged in: ${flaggedIn.join(', ')}`);
    console.log(tool || 'cases-32 (ordinary tool output): trained on or held aside');
  }
}

const all = [...generators(), ...authors(), ...hardNegatives()];
if (process.argv.includes('--folds')) {
  const SOURCE = `export { answerContent } from './src/content/answer.ts'; export { contentPack, contentQuestions } from './src/content/pack.ts';`;
  const guard = scorer(lin);
  // --then: the cue scorer as it stood when the held-out cases were added (git), before it was tuned on them.
  const cuesThen = async (g) => {
    const rev = execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '--', `test/corpus-content/${g.name}`], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    const dir = mkdtempSync(join(tmpdir(), 'judge-train-'));
    try {
      execFileSync('sh', ['-c', `git archive ${rev} src rules package.json | tar -x -C ${dir}`], { cwd: ROOT });
      return scorer(
        await importBundled({
          stdin: { contents: SOURCE, resolveDir: dir, loader: 'ts' },
          nodePaths: [join(ROOT, 'node_modules')],
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const then = process.argv.includes('--then');
  const pct = (n, d) => (d === 0 ? '    - ' : ` ${(n / d).toFixed(3)}`);
  // strong/weak: the scorer alone; cues: the guard without it; guard: the guard with the fold's weights (the join).
  const cols = ['strong', 'weak', 'cues', 'guard'];
  const zero = () => ({
    pi: 0,
    ben: 0,
    ...Object.fromEntries(
      cols.flatMap((c) => [
        [c, 0],
        [`${c}_fp`, 0],
      ]),
    ),
  });
  const line = (name, r) =>
    `${name.padEnd(14)} ${String(r.pi).padStart(3)} ${String(r.ben).padStart(6)} | ${cols.map((c) => `${' '.repeat(4)}${pct(r[c], r.pi)}${pct(r[`${c}_fp`], r.ben)}`).join(' | ')}`;
  const header = (title) => console.log(`${title.padEnd(14)}  pi benign | ${cols.map((c) => c.padStart(7) + ' rec    fp').join(' | ')}`);
  const fold = async (g) => {
    const { wire, model } = train(all.filter((o) => o !== g).flatMap((o) => o.cases));
    const quiet = { ...wire, threshold: Number.MAX_SAFE_INTEGER, strong: Number.MAX_SAFE_INTEGER, join: Number.MAX_SAFE_INTEGER };
    const cue = then ? await cuesThen(g) : (c) => (lin.useWeights(quiet), guard(c));
    const row = zero();
    for (const c of g.cases) {
      const positive = hasPi(c);
      if (!positive && c.yes.length > 0) continue;
      const l = learned(model, wire, c.text);
      const k = cue(c);
      lin.useWeights(wire);
      const got = { strong: l === 'strong', weak: l !== '', cues: k, guard: guard(c) };
      row[positive ? 'pi' : 'ben']++;
      for (const col of cols) row[positive ? col : `${col}_fp`] += got[col];
    }
    return row;
  };
  for (const group of [false, true]) {
    header(group ? 'held-out author' : 'held-out gen.');
    const sum = zero();
    for (const g of all) {
      if ((g.author === true) !== group) continue;
      // generate.py's cases came with the first cue scorer: there is no earlier one to hold them out from.
      if (then && g === all[0]) continue;
      // A corpus trained only for its honest texts has no positives to hold out.
      if (g.hard === true) continue;
      const row = await fold(g);
      for (const k of Object.keys(sum)) sum[k] += row[k];
      console.log(line(g.name, row));
    }
    console.log(line('all folds', sum));
  }
  process.exit(0);
}

const { wire } = train(all.flatMap((g) => g.cases));
const text = `${JSON.stringify(wire)}\n`;
if (process.argv.includes('--check')) {
  let old = '';
  try {
    old = readFileSync(OUT, 'utf8');
  } catch {}
  if (old !== text) {
    console.error('rules/injection-weights.json is not what scripts/train-injection.mjs writes: run it, then node rules/lock.mjs');
    process.exit(1);
  }
  process.exit(0);
}
writeFileSync(OUT, text);
console.log(`rules/injection-weights.json: ${wire.at.length} buckets, threshold ${wire.threshold}, ${text.length} bytes`);
