// Rewrites rules/pack.lock.json from rules/pack.json: {version, rules_digest}, the digest being
// sha256 over the RFC 8785 (JCS) bytes of the pack, exactly as src/canonical/jcs.ts digestOf().
// Run after changing the pack and bumping its version: `node rules/lock.mjs`.
// `node rules/lock.mjs --check` only verifies (exit 1 when the lock is stale), for builds and CI.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import canonicalize from 'canonicalize';

const here = new URL('.', import.meta.url);
const pack = JSON.parse(readFileSync(new URL('pack.json', here), 'utf8'));
const digest = `sha256:${createHash('sha256').update(Buffer.from(canonicalize(pack), 'utf8')).digest('hex')}`;
const lockUrl = new URL('pack.lock.json', here);
let previous = null;
try {
  previous = JSON.parse(readFileSync(lockUrl, 'utf8'));
} catch {
  previous = null;
}
if (process.argv.includes('--check')) {
  const ok = previous !== null && previous.version === pack.version && previous.rules_digest === digest;
  if (!ok) console.error(`rules/pack.lock.json is stale for rules/pack.json ${pack.version} (${digest}): bump the version if the pack changed, then run node rules/lock.mjs`);
  process.exit(ok ? 0 : 1);
}
if (previous && previous.rules_digest !== digest && previous.version === pack.version) {
  console.error(`rules/pack.json changed but its version is still ${pack.version}: bump "version" in rules/pack.json first.`);
  process.exit(1);
}
writeFileSync(lockUrl, `${JSON.stringify({ version: pack.version, rules_digest: digest }, null, 2)}\n`);
console.log(`rules/pack.lock.json: ${pack.version} ${digest}`);
