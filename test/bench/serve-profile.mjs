#!/usr/bin/env node
// Where `judge serve` spends a request, from a profile, so the cuts to make are read off it
// rather than guessed (docs/design-and-performance.md, "`judge serve`, per request"). Two kinds
// of input:
//
// - V8 .cpuprofile files (`node --cpu-prof`, e.g. `serve-open.mjs --cpu-prof DIR`): self time by
//   function and by file, summed over the files. V8 samples on the wall clock, so under load a
//   call the process was descheduled in (a socket's writev) collects the time it waited.
// - `perf script -F ip,sym` text of a `perf record -e cpu-clock -g` of the server started with
//   `node --perf-basic-prof` (`--tid` to keep its main thread): CPU samples only, each charged
//   to the first step of the request found on its stack (the rules, the signature, reading the
//   body, node:http's parsing and writing …), then the leaf functions of what is left.
//
// `--per N` divides by N, the requests the profile saw, and prints µs per request; `--top K`
// rows per table (default 40); `--hz F` the perf sampling rate (default 4000).
//
//   node test/bench/serve-profile.mjs [--per N] [--top K] FILE.cpuprofile…
//   node test/bench/serve-profile.mjs [--per N] [--hz 4000] --perf FILE.txt
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return dflt;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const per = Number(opt('per', 0));
const top = Number(opt('top', 40));
const hz = Number(opt('hz', 4000));
const perf = opt('perf', undefined);
if (argv.length === 0 && perf === undefined) {
  // `npm run bench` runs every file here: without a profile there is nothing to sum.
  console.log('usage: serve-profile.mjs [--per N] [--top K] FILE.cpuprofile… | --perf FILE (see the header)');
  process.exit(0);
}

const fmt = (us) => (per > 0 ? `${(us / per).toFixed(1).padStart(8)} µs/req` : `${(us / 1000).toFixed(1).padStart(9)} ms`);
const table = (title, map, total) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${fmt(us)}  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
};
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);

/** Steps of a request, found on a stack from the leaf up; the first step that matches takes the sample. */
const STEPS = [
  // SHA-512 is Ed25519's own hash here; OpenSSL's assembly for it leaves no stack to walk.
  ['the signature (node:crypto, OpenSSL)', /SignTraits|sha512_block_data_order|JS:\S*(signOneShot|signCanonical|writeCanonicalAnswer) /],
  ['garbage collection', /v8::internal::(Heap::|Scavenger|MarkCompact|IncrementalMarking)/],
  ['the rules', /JS:\S*answerWithRules /],
  ['reading the body', /JS:\S*(readRequest|parseRequestText|parseJudgeRequest|decodeRequest) /],
  ['the state digest', /JS:\S*(digestOfChecked|checkedJcs|sha256Hex) /],
  ['the rest of answerRequest (answers as JSON, the response text)', /JS:\S*answerRequest /],
  ['node:http writing the response', /JS:\S*(send|writeHead|end|_writeRaw|_send|clearBuffer|writevGeneric|writeGeneric) /],
  ['node:http parsing the request', /llhttp|parserOnHeadersComplete|parserOnIncoming|Parser::Execute|_addHeaderLine/],
  ['the body stream and its events', /JS:\S*(readBody|addChunk|readableAddChunk|endReadableNT) /],
  ['reading the socket', /uv__read|OnUvRead/],
  ['the event loop', /uv_run|uv__io_poll/],
];

function perfReport(file) {
  const text = readFileSync(file, 'utf8');
  const us = 1e6 / hz;
  const steps = new Map();
  const rest = new Map();
  let total = 0;
  for (const block of text.split(/\n\s*\n/)) {
    const frames = block
      .trim()
      .split('\n')
      .map((l) => l.trim().replace(/^[0-9a-f]+ /, ''))
      .filter(Boolean);
    if (frames.length === 0) continue;
    total += us;
    const step = STEPS.find(([, re]) => frames.some((f) => re.test(f)));
    if (step) add(steps, step[0], us);
    else add(rest, frames[0].replace(/ \/\S*\//, ' '), us);
  }
  console.log(`CPU ${fmt(total)} in all`);
  table('by step of the request', steps, total);
  table('the rest, by leaf function', rest, total);
}

function cpuprofileReport(files) {
  const byFn = new Map();
  const byFile = new Map();
  let total = 0;
  let idle = 0;
  for (const file of files) {
    const prof = JSON.parse(readFileSync(file, 'utf8'));
    const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
    // timeDeltas[i] is the time before sample i; it is charged to the sample's node.
    const self = new Map();
    for (let i = 0; i < prof.samples.length; i++) add(self, prof.samples[i], Math.max(0, prof.timeDeltas[i] ?? 0));
    for (const [id, us] of self) {
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      const name = functionName || '(anonymous)';
      total += us;
      if (name === '(idle)') {
        idle += us;
        continue;
      }
      const where = url ? basename(url) : '';
      add(byFn, where ? `${name} ${where}:${lineNumber + 1}` : name, us);
      add(byFile, where || name, us);
    }
  }
  const busy = total - idle;
  console.log(`busy ${fmt(busy)} (idle ${(idle / 1000).toFixed(0)} ms not counted)`);
  table('self time by function', byFn, busy);
  table('self time by file', byFile, busy);
}

if (perf !== undefined) perfReport(perf);
else cpuprofileReport(argv);
