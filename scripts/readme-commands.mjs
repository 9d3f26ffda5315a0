#!/usr/bin/env node
// Runs the README's commands, so none of them can rot. Exit 0 only if every one did what the
// README says.
//
// - Every fenced block whose info string is `sh runnable` runs, in order, as one bash script
//   (`set -euo pipefail`) in one temporary folder shared by all blocks, with this repository's
//   bin/judge first on the PATH, HOME inside the folder and no JUDGE_* settings inherited.
//   The block must exit 0, or the code its marker names: ```sh runnable expect-exit=10
// - `needs=WORDS` (dashes for spaces: needs=gate-install) skips the block, saying so, when this
//   build lacks `judge WORDS` (another branch adds it); once it exists, the block runs.
// - The first block is the README's contract with a new user: exactly the two commands below.
//   `npm ci` and `npm test` are what CI itself runs, so only the judged call is run here, in the
//   repository, through npx as written; it must refuse `rm -rf /`.
// - The sample output's rules version must be the rule pack's, and the README at most 12 KB.
//
//   node scripts/readme-commands.mjs [README.md]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readme = resolve(process.argv[2] ?? join(ROOT, 'README.md'));
const text = readFileSync(readme, 'utf8');
const CONTRACT = `npm ci && npx judge --tool Bash --input '{"command":"rm -rf /"}'\nnpm test`;
const MAX_BYTES = 12 * 1024;

/** Fenced blocks: info string, body, line of the opening fence. */
function blocks(markdown) {
  const out = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(.*)$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body = [];
    for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i]);
    out.push({ info: open[1].trim(), body: body.join('\n'), line: start + 1 });
  }
  return out;
}

let failures = 0;
const fail = (msg) => {
  failures++;
  console.log(`FAIL ${msg}`);
};

const size = statSync(readme).size;
if (size > MAX_BYTES) fail(`README is ${size} bytes, over ${MAX_BYTES}`);

const all = blocks(text);
if (all[0]?.body !== CONTRACT) fail(`the first block must be exactly:\n${CONTRACT}`);

const pack = JSON.parse(readFileSync(join(ROOT, 'rules', 'pack.json'), 'utf8'));
for (const m of text.matchAll(/judge-rules\/(\d+\.\d+\.\d+)/g)) {
  if (m[1] !== pack.version) fail(`the README names judge-rules/${m[1]}; the pack is ${pack.version}`);
}

const env = (home) => {
  const keep = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('JUDGE_') && !k.startsWith('CLAUDE_')));
  return {
    ...keep,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    PATH: `${join(ROOT, 'bin')}:${process.env.PATH}`,
    NO_COLOR: '1',
  };
};

// The first command, as written, in the repository (after CI's npm ci).
{
  const call = CONTRACT.split('\n')[0].split(' && ')[1];
  const r = spawnSync('bash', ['-c', call], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0 || !/refused: .*shell_destructive/.test(r.stdout))
    fail(`README line 7 (${call}): exit ${r.status}\n${r.stdout}${r.stderr}`);
  else console.log(`ok   README first command: ${call}`);
}

const dir = mkdtempSync(join(tmpdir(), 'judge-readme-'));
try {
  const work = join(dir, 'project');
  spawnSync('mkdir', ['-p', work]);
  for (const b of all) {
    const words = b.info.split(/\s+/);
    if (words[0] !== 'sh' || !words.includes('runnable')) continue;
    const expected = Number((words.find((w) => w.startsWith('expect-exit=')) ?? 'expect-exit=0').slice('expect-exit='.length));
    const missing = words
      .filter((w) => w.startsWith('needs='))
      .map((w) => w.slice('needs='.length).split('-'))
      // A command this build has prints its own usage; commander answers others with the parent's.
      .filter(
        (cmd) =>
          !spawnSync(join(ROOT, 'bin', 'judge'), [...cmd, '--help'], { encoding: 'utf8' }).stdout.startsWith(
            `Usage: judge ${cmd.join(' ')} `,
          ),
      );
    if (missing.length > 0) {
      console.log(`skip README:${b.line}: this build has no ${missing.map((c) => `judge ${c.join(' ')}`).join(', ')}`);
      continue;
    }
    const r = spawnSync('bash', ['-c', `set -euo pipefail\n${b.body}`], { cwd: work, encoding: 'utf8', env: env(dir) });
    if (r.status !== expected) {
      fail(`README:${b.line}: exit ${r.status}, expected ${expected}\n${b.body}\n--- stdout\n${r.stdout}--- stderr\n${r.stderr}`);
    } else {
      console.log(`ok   README:${b.line} (exit ${r.status}): ${b.body.split('\n')[0]}${b.body.includes('\n') ? ' …' : ''}`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(failures === 0 ? 'readme-commands: ok' : `readme-commands: ${failures} failed`);
process.exitCode = failures === 0 ? 0 : 1;
