// Differential check of `judge package verify` against another build of it (e.g. main's): both
// CLIs run over the same packages, intact and altered in many seeded ways, and their output
// (text and JSON), stderr and exit code must be byte-identical. Prints each difference and exits
// 1 if there is one (named -lib so `npm run bench` does not run it). A speed change to the verifier is held to this before it is measured.
//
//   node test/bench/verify-diff-lib.mjs <reference bin/judge> [package dir…] [--variants N] [--seed S]
//
// Without package dirs it takes test/golden/packages/*. Packages of 500 receipts and more go
// through the worker pool; `npm run bench verify` keeps its 3,000-receipt package with BENCH_KEEP=1.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const VARIANTS = option('--variants', 40);
let seed = option('--seed', 1) >>> 0;
const [reference, ...given] = args;
if (!reference || !existsSync(reference)) {
  console.error('usage: node test/bench/verify-diff-lib.mjs <reference bin/judge> [package dir…] [--variants N] [--seed S]');
  process.exit(2);
}
const candidate = join(ROOT, 'bin', 'judge');
const goldens = join(ROOT, 'test', 'golden', 'packages');
const packages = given.length > 0 ? given : readdirSync(goldens).map((d) => join(goldens, d));

/** mulberry32: a small seeded generator, so a difference can be reproduced with --seed. */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (n) => Math.floor(random() * n);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Every file of a package dir, relative path → bytes. */
function readDir(dir, prefix = '') {
  const out = new Map();
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) for (const [k, v] of readDir(dir, rel)) out.set(k, v);
    else out.set(rel, readFileSync(join(dir, rel)));
  }
  return out;
}

const linesOf = (files) => files.get('receipts.jsonl').toString('latin1').split('\n').slice(0, -1);
const withLines = (files, lines) => files.set('receipts.jsonl', Buffer.from(lines.map((l) => `${l}\n`).join(''), 'latin1'));

/** Changes one character of a JSON string field on one line (a base64 character for payload and sig). */
function editField(files, field) {
  const lines = linesOf(files);
  const i = pick(lines.length);
  const l = lines[i];
  const start = l.indexOf(`"${field}":"`) + field.length + 4;
  const end = l.indexOf('"', start);
  if (start < field.length + 4 || end <= start) return `${field}: not found`;
  const at = start + pick(end - start);
  const was = l[at];
  let now = B64[pick(64)];
  if (now === was) now = was === 'A' ? 'B' : 'A';
  lines[i] = l.slice(0, at) + now + l.slice(at + 1);
  withLines(files, lines);
  return `line ${i + 1}: ${field}[${at - start}] ${was}→${now}`;
}

/** The alterations: each takes the package's files (a Map it may change) and says what it did. */
const ALTER = [
  (f) => {
    const names = [...f.keys()];
    const name = names[pick(names.length)];
    const bytes = Buffer.from(f.get(name));
    if (bytes.length === 0) return 'nothing to flip';
    const at = pick(bytes.length);
    bytes[at] ^= 1 << pick(8);
    f.set(name, bytes);
    return `bit flipped in ${name} at ${at}`;
  },
  (f) => editField(f, 'payload'),
  (f) => editField(f, 'sig'),
  (f) => editField(f, 'keyid'),
  (f) => {
    const lines = linesOf(f);
    const i = pick(lines.length);
    lines.splice(i, 1);
    withLines(f, lines);
    return `line ${i + 1} deleted`;
  },
  (f) => {
    const lines = linesOf(f);
    const i = pick(lines.length);
    lines.splice(pick(lines.length + 1), 0, lines[i]);
    withLines(f, lines);
    return `line ${i + 1} duplicated`;
  },
  (f) => {
    const lines = linesOf(f);
    const i = pick(lines.length);
    const j = pick(lines.length);
    [lines[i], lines[j]] = [lines[j], lines[i]];
    withLines(f, lines);
    return `lines ${i + 1} and ${j + 1} swapped`;
  },
  (f) => {
    const bytes = f.get('receipts.jsonl');
    const at = pick(bytes.length);
    f.set('receipts.jsonl', bytes.subarray(0, at));
    return `receipts.jsonl truncated at ${at}`;
  },
  (f) => {
    const lines = linesOf(f);
    const i = pick(lines.length);
    const junk = ['', '{}', 'not json', '[]', '{"payloadType":"x","payload":"","signatures":[]}', `${lines[i]} `, `${lines[i]}\r`];
    const k = pick(junk.length);
    lines[i] = junk[k];
    withLines(f, lines);
    return `line ${i + 1} replaced by junk #${k}`;
  },
  (f) => {
    // The payload re-encoded: URL-safe alphabet, or its JSON re-spelled (not canonical).
    const lines = linesOf(f);
    const i = pick(lines.length);
    let env;
    try {
      env = JSON.parse(lines[i]);
    } catch {
      return 'line is not JSON';
    }
    const body = Buffer.from(env.payload, 'base64');
    if (random() < 0.5) env.payload = body.toString('base64url').padEnd(Math.ceil(body.length / 3) * 4, '=');
    else {
      try {
        env.payload = Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8')), null, 1)).toString('base64');
      } catch {
        return 'payload is not JSON';
      }
    }
    lines[i] = JSON.stringify(env);
    withLines(f, lines);
    return `line ${i + 1}: payload re-encoded`;
  },
  (f) => {
    const names = [...f.keys()].filter((n) => n !== 'receipts.jsonl');
    if (names.length === 0) return 'nothing to remove';
    const name = names[pick(names.length)];
    f.delete(name);
    return `${name} removed`;
  },
  (f) => {
    const lines = linesOf(f);
    lines.splice(pick(lines.length + 1), 0, '');
    withLines(f, lines);
    return 'empty line inserted';
  },
];

function writeDir(dir, files) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(files.__from, dir, { recursive: true });
  for (const rel of readDir(dir).keys()) if (!files.has(rel)) unlinkSync(join(dir, rel));
  for (const [rel, bytes] of files) writeFileSync(join(dir, rel), bytes);
}

const run = (bin, dir, extra) => {
  const r = spawnSync(process.execPath, [bin, 'package', 'verify', dir, ...extra], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

const work = mkdtempSync(join(tmpdir(), 'judge-verify-diff-'));
let compared = 0;
let differences = 0;
try {
  for (const pkg of packages) {
    const original = readDir(pkg);
    const big = (original.get('receipts.jsonl')?.length ?? 0) > 200_000;
    // Big packages cost about a second a run: JSON only; small ones in both formats, strict or not.
    const modes = big ? [['--format', 'json']] : [['--format', 'json'], [], ['--strict']];
    for (let v = 0; v <= VARIANTS; v++) {
      const files = new Map([...original].map(([k, b]) => [k, Buffer.from(b)]));
      files.__from = pkg;
      const what = v === 0 ? 'intact' : ALTER[pick(ALTER.length)](files);
      const dir = join(work, 'pkg');
      writeDir(dir, files);
      for (const mode of modes) {
        const a = run(reference, dir, mode);
        const b = run(candidate, dir, mode);
        compared++;
        if (a.status !== b.status || a.stdout !== b.stdout || a.stderr !== b.stderr) {
          differences++;
          console.log(`DIFFERENT: ${pkg} variant ${v} (${what}) ${mode.join(' ')}: exit ${a.status} vs ${b.status}`);
          if (a.stdout !== b.stdout) console.log(`  reference: ${a.stdout.slice(0, 600)}\n  candidate: ${b.stdout.slice(0, 600)}`);
          if (a.stderr !== b.stderr) console.log(`  stderr: ${a.stderr.slice(0, 300)} | ${b.stderr.slice(0, 300)}`);
        }
      }
    }
  }
  console.log(`${compared} runs compared, ${differences} different`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(differences > 0 ? 1 : 0);
