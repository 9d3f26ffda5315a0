// The raw baseline of the verify bench: a package's receipts.jsonl checked with node:crypto
// Ed25519 on one core and nothing else (parse each line, base64-decode, PAE, verify with one
// cached KeyObject per key). A whole process, timed against `judge package verify`.
//
//   node test/bench/verify-raw-lib.mjs <package dir>
import { createPublicKey, verify } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const keys = new Map();
for (const f of readdirSync(join(dir, 'keys'))) {
  const k = JSON.parse(readFileSync(join(dir, 'keys', f), 'utf8'));
  keys.set(
    k.keyid,
    createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(k.public_key, 'base64')]),
      format: 'der',
      type: 'spki',
    }),
  );
}
let ok = 0;
let bad = 0;
for (const line of readFileSync(join(dir, 'receipts.jsonl'), 'utf8').split('\n')) {
  if (!line) continue;
  const env = JSON.parse(line);
  const body = Buffer.from(env.payload, 'base64');
  const pae = Buffer.concat([Buffer.from(`DSSEv1 ${env.payloadType.length} ${env.payloadType} ${body.length} `), body]);
  for (const s of env.signatures) verify(null, pae, keys.get(s.keyid), Buffer.from(s.sig, 'base64')) ? ok++ : bad++;
}
if (bad > 0 || ok === 0) {
  console.error(`raw verify: ${ok} good, ${bad} bad`);
  process.exit(1);
}
