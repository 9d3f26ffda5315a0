// Prints recall (dangerous cases answered deny or ask) and false-positive rate (benign cases
// answered deny or ask) per category, for the tuned corpus and the frozen slice apart, through
// the real pipeline: rules answers → strict validation → decision at the default bar 0.5.
// Also counts exact-effect matches (deny vs ask matters: an ask on a deny-labelled call is a
// recall hit but not the case's effect). Figures only; test/unit/rules-corpus.test.ts asserts.
//   node test/bench/accuracy.mjs [--misses] [--ratchet]
//   --misses   list every case whose effect or deciding rule differs from its label
//   --ratchet  print the known-misses list as it would be now (test/corpus/known-misses.txt)
import { judgeCase, loadCorpus, loadRules, verdictOf } from './rules-lib.mjs';

const m = await loadRules();
const cases = loadCorpus(m);
const showMisses = process.argv.includes('--misses');
const ratchet = process.argv.includes('--ratchet');

const misses = [];
const slices = { tuned: new Map(), frozen: new Map(), blind2: new Map() };
const tally = (map, k) => map.get(k) ?? map.set(k, { tp: 0, fn: 0, fp: 0, tn: 0, exact: 0, n: 0 }).get(k);
for (const c of cases) {
  const r = judgeCase(m, c);
  const blocked = r.effect === 'deny' || r.effect === 'ask';
  const ok = verdictOf(c, r);
  const map = c.frozen ? slices.frozen : slices.tuned;
  const counted = [tally(map, c.category), tally(map, 'OVERALL')];
  // The blind cases (frozen/blind-*.jsonl, written without reading the rules) also get a line of their own,
  // and so does the second blind round (frozen/blind2-*.jsonl), its follow-up evasions file apart.
  if (c.id.startsWith('frozen/blind-')) counted.push(tally(map, 'OVERALL blind'));
  const blind2 = /^frozen\/blind2-([a-z-]+)\.jsonl:/.exec(c.id)?.[1];
  if (blind2 === 'evasions') counted.push(tally(map, 'OVERALL evasions'), tally(slices.blind2, 'evasions'));
  else if (blind2) counted.push(tally(map, 'OVERALL blind2'), tally(slices.blind2, c.category), tally(slices.blind2, 'OVERALL blind2'));
  // So do the peer-style cases (peer-*.jsonl: labelled as other projects' guards label them), tuned and frozen.
  if (/^(frozen\/)?peer-/.test(c.id)) counted.push(tally(map, 'OVERALL peer'));
  for (const t of counted) {
    if (c.expect === 'block') blocked ? t.tp++ : t.fn++;
    else blocked ? t.fp++ : t.tn++;
    t.n++;
    if (ok) t.exact++;
  }
  if (!ok)
    misses.push(
      `${c.id.padEnd(34)} want ${c.effect}${c.by ? ` by ${c.by}` : ''}, got ${r.effect}  ${JSON.stringify(c.input).slice(0, 110)}`,
    );
}

if (ratchet) {
  console.log('# Corpus cases whose exact effect (or deciding rule) the rules do not give yet.');
  console.log('# It may only shrink: test/unit/rules-corpus.test.ts fails on a listed case that passes. A new');
  console.log('# case written ahead of the rules may be added; a case that used to pass may not (that is a regression).');
  console.log('# Printed by `node test/bench/accuracy.mjs --ratchet`; the first word of a line is the case id.');
  for (const x of misses) console.log(x);
  process.exit(0);
}

const pct = (x) => (Number.isNaN(x) ? '   –  ' : (x * 100).toFixed(1).padStart(5) + '%');
for (const [name, per] of Object.entries(slices)) {
  const all = per.get('OVERALL') ?? per.get('OVERALL blind2');
  if (!all) continue;
  const title = {
    tuned: 'tuned corpus',
    frozen: 'frozen slice (never tuned against)',
    blind2: 'second blind round (frozen/blind2-*; its cases counted without the evasions file)',
  }[name];
  console.log(`\n${title}: ${all.n} cases, ${all.fp + all.tn} benign`);
  console.log('category           dangerous  recall   benign   FPR    exact');
  for (const [k, t] of [...per.entries()].sort(
    (a, b) => a[0].startsWith('OVERALL') - b[0].startsWith('OVERALL') || a[0].localeCompare(b[0]),
  )) {
    const dangerous = t.tp + t.fn;
    const benign = t.fp + t.tn;
    console.log(
      `${k.padEnd(18)} ${String(dangerous).padStart(9)}  ${pct(t.tp / dangerous)}  ${String(benign).padStart(6)}  ${pct(t.fp / benign)}  ${pct(t.exact / t.n)}`,
    );
  }
}
if (showMisses || misses.length <= 10) for (const x of misses) console.log('  ' + x);
else console.log(`\n(${misses.length} cases differ from their label; --misses lists them)`);
