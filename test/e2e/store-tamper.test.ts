/**
 * Tampering with a stored receipt — one byte of its payload or of its
 * signature — makes `judge verify` exit non-zero (6) with no success word.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_WORDS, attestArgs, cli, judge, receiptsOf, workspace, type Workspace } from '../helpers/store-cli.js';

let ws: Workspace;
let session: string;
let chained: string[];
let loose: string[];
let pristine: string;
beforeAll(async () => {
  await cli();
  ws = workspace();
  expect((await judge(ws, ['init'])).code).toBe(0);
  loose = receiptsOf((await judge(ws, attestArgs('echo loose'))).stdout);
  session = JSON.parse((await judge(ws, ['session', 'start', '--format', 'json'])).stdout).session;
  chained = [];
  for (const c of ['ls', 'pwd', 'id']) chained.push(...receiptsOf((await judge(ws, attestArgs(c))).stdout));
  expect(chained).toHaveLength(9);
  pristine = join(ws.dir, '..', 'pristine');
  cpSync(join(ws.dir, '.judge'), pristine, { recursive: true });
});
afterAll(() => ws.cleanup());

const chainFile = () => join(ws.dir, '.judge', 'sessions', session, 'receipts.jsonl');
function restore() {
  rmSync(join(ws.dir, '.judge'), { recursive: true, force: true });
  cpSync(pristine, join(ws.dir, '.judge'), { recursive: true });
}

/** Flips one bit of one byte of the decoded payload or signature of line `n` (0-based), re-encoding it. */
function tamperLine(text: string, n: number, field: 'payload' | 'sig', at: number): string {
  const lines = text.trimEnd().split('\n');
  const env = JSON.parse(lines[n]!);
  if (field === 'payload') {
    const b = Buffer.from(env.payload, 'base64');
    b[at % b.length]! ^= 0x04;
    env.payload = b.toString('base64');
  } else {
    const b = Buffer.from(env.signatures[0].sig, 'base64');
    b[at % b.length]! ^= 0x01;
    env.signatures[0].sig = b.toString('base64');
  }
  lines[n] = JSON.stringify(env);
  return `${lines.join('\n')}\n`;
}

async function expectFailure(args: string[]) {
  for (const format of ['text', 'json']) {
    const r = await judge(ws, [...args, '--format', format]);
    expect(r.code, `${args.join(' ')} --format ${format}: ${r.stdout}${r.stderr}`).toBe(6);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(SUCCESS_WORDS);
    expect(r.stderr).toContain('FAILED');
  }
}

describe('judge verify', () => {
  it('passes on the untouched store', async () => {
    const r = await judge(ws, ['verify', 'last']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`verified ${chained[8]}`);
    expect((await judge(ws, ['verify', chained[3]!])).code).toBe(0);
    expect((await judge(ws, ['verify', loose[2]!])).code).toBe(0);
  });

  for (const [field, line, at] of [
    ['payload', 8, 40],
    ['payload', 4, 200],
    ['payload', 0, 17],
    ['sig', 8, 0],
    ['sig', 3, 63],
    ['sig', 0, 31],
  ] as const) {
    it(`one byte of the ${field} of receipt ${line + 1} of 9 → exit 6, no success word`, async () => {
      restore();
      writeFileSync(chainFile(), tamperLine(readFileSync(chainFile(), 'utf8'), line, field, at));
      await expectFailure(['verify', 'last']);
      // The receipt as it was is gone from the store (its bytes no longer give its id) or does not verify.
      await expectFailure(['verify', chained[line]!]);
      // Receipts before the tampered one still verify: the walk goes back to the root only.
      if (line > 0) expect((await judge(ws, ['verify', chained[line - 1]!])).code).toBe(0);
    });
  }

  it('one changed character of the stored JSON text (base64 payload) → exit 6', async () => {
    restore();
    const text = readFileSync(chainFile(), 'utf8');
    const i = text.indexOf('"payload":"') + 30;
    writeFileSync(chainFile(), text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1));
    await expectFailure(['verify', 'last']);
  });

  it('a last line that is not a receipt at all → exit 6', async () => {
    restore();
    writeFileSync(chainFile(), `${readFileSync(chainFile(), 'utf8')}{"payloadType":"application/vnd.judge.statement+json"}\n`);
    await expectFailure(['verify', 'last']);
  });

  it('a deleted or duplicated middle receipt → exit 6', async () => {
    restore();
    const lines = readFileSync(chainFile(), 'utf8').trimEnd().split('\n');
    writeFileSync(chainFile(), `${[...lines.slice(0, 4), ...lines.slice(5)].join('\n')}\n`);
    await expectFailure(['verify', 'last']);
    writeFileSync(chainFile(), `${[...lines.slice(0, 5), lines[4], ...lines.slice(5)].join('\n')}\n`);
    await expectFailure(['verify', 'last']);
  });

  it('a loose receipt with one byte changed → exit 6', async () => {
    restore();
    const dir = join(ws.dir, '.judge', 'receipts');
    const file = readdirSync(dir).find((n) => n.startsWith(loose[1]!))!;
    writeFileSync(join(dir, file), tamperLine(readFileSync(join(dir, file), 'utf8'), 0, 'payload', 60));
    await expectFailure(['verify', loose[1]!]);
    restore();
    writeFileSync(join(dir, file), tamperLine(readFileSync(join(dir, file), 'utf8'), 0, 'sig', 5));
    await expectFailure(['verify', loose[1]!]);
  });

  it('a public key swapped for another → exit 6', async () => {
    restore();
    const keys = join(ws.dir, '.judge', 'keys');
    const pub = readdirSync(keys).find((n) => n.endsWith('.pub.json'))!;
    const f = JSON.parse(readFileSync(join(keys, pub), 'utf8'));
    f.public_key = Buffer.alloc(32, 9).toString('base64');
    writeFileSync(join(keys, pub), JSON.stringify(f));
    await expectFailure(['verify', 'last']);
  });

  it('refuses an id that is not a receipt id (usage, exit 2)', async () => {
    restore();
    const r = await judge(ws, ['verify', 'art_123']);
    expect(r.code).toBe(2);
  });

  // A process of its own with a deadline: a writer that loops on a crafted last line fails this
  // test instead of hanging the test run (the loop this guards against was synchronous).
  it('a crafted last line claiming an impossible call position neither hangs the next attest nor gets chained past verify', async () => {
    restore();
    const lines = readFileSync(chainFile(), 'utf8').trimEnd().split('\n');
    const env = JSON.parse(lines.at(-1)!);
    const statement = JSON.parse(Buffer.from(env.payload, 'base64').toString('utf8'));
    statement.seq += 1;
    statement.payload.call.index = -1;
    statement.payload.call.count = 1;
    env.payload = Buffer.from(JSON.stringify(statement)).toString('base64');
    writeFileSync(chainFile(), `${lines.join('\n')}\n${JSON.stringify(env)}\n`);
    const r = spawnSync(process.execPath, [...(await cli()), ...attestArgs('ls')], {
      cwd: ws.dir,
      env: ws.env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.signal, 'the attest did not finish').toBeNull();
    expect(r.status, r.stderr).toBe(0);
    await expectFailure(['verify', 'last']);
  });
});
