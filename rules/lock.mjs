// Rewrites rules/pack.lock.json from rules/pack.json: {version, rules_digest,
// default_questions_digest}. The first digest is sha256 over the RFC 8785 (JCS) bytes of the
// pack, exactly as src/canonical/jcs.ts digestOf(); the second is the questions_digest of a call
// that asks the pack's default questions (as src/rules/index.ts ruleQuestions() defines them;
// test/unit/rules-pack.test.ts checks the two agree), so a cold start need not hash them.
// It also writes the pack's digest into rules/content.json's call_rules_digest (the content guard
// judges embedded commands with these rules). Run after changing the pack and bumping its
// version: `node rules/lock.mjs`.
// It also writes the digest of rules/injection-weights.json (the learned prompt_injection scorer's
// weights, written by scripts/train-injection.mjs) into rules/content.json's
// injection_weights_digest, so the content pack's identity names the weights it scores with.
// `node rules/lock.mjs --check` only verifies (exit 1 when the lock is stale), for builds and CI.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import canonicalize from 'canonicalize';

const here = new URL('.', import.meta.url);
const pack = JSON.parse(readFileSync(new URL('pack.json', here), 'utf8'));
const digestOf = (value) =>
  `sha256:${createHash('sha256')
    .update(Buffer.from(canonicalize(value), 'utf8'))
    .digest('hex')}`;
const digest = digestOf(pack);
const defaultQuestions = Object.fromEntries(
  pack.default_questions.map((key) => {
    const q = pack.questions[key];
    const def = { type: q.type, instructions: q.instructions };
    for (const field of ['options', 'levels', 'on_yes']) if (q[field] !== undefined) def[field] = q[field];
    return [key, def];
  }),
);
const weightsDigest = digestOf(JSON.parse(readFileSync(new URL('injection-weights.json', here), 'utf8')));
const lock = { version: pack.version, rules_digest: digest, default_questions_digest: digestOf(defaultQuestions) };
const lockUrl = new URL('pack.lock.json', here);
let previous = null;
try {
  previous = JSON.parse(readFileSync(lockUrl, 'utf8'));
} catch {
  previous = null;
}
if (process.argv.includes('--check')) {
  const contentNames = JSON.parse(readFileSync(new URL('content.json', here), 'utf8')).call_rules_digest;
  if (contentNames !== digest)
    console.error(`rules/content.json names call rules ${contentNames}, but rules/pack.json is ${digest}: run node rules/lock.mjs`);
  const weightsNamed = JSON.parse(readFileSync(new URL('content.json', here), 'utf8')).injection_weights_digest;
  if (weightsNamed !== weightsDigest)
    console.error(
      `rules/content.json names injection weights ${weightsNamed}, but rules/injection-weights.json is ${weightsDigest}: run node rules/lock.mjs`,
    );
  const lockOk = previous !== null && JSON.stringify(previous) === JSON.stringify(lock);
  const ok = lockOk && contentNames === digest && weightsNamed === weightsDigest;
  if (!lockOk)
    console.error(
      `rules/pack.lock.json is stale for rules/pack.json ${pack.version} (${digest}): bump the version if the pack changed, then run node rules/lock.mjs`,
    );
  process.exit(ok ? 0 : 1);
}
if (previous && previous.rules_digest !== digest && previous.version === pack.version) {
  console.error(`rules/pack.json changed but its version is still ${pack.version}: bump "version" in rules/pack.json first.`);
  process.exit(1);
}
writeFileSync(lockUrl, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`rules/pack.lock.json: ${pack.version} ${digest}`);
// The content pack names the call rules it judges embedded commands with (its call_rules_digest):
// written in place, so the file keeps its layout; its version is the content guard's to bump.
const contentUrl = new URL('content.json', here);
const content = readFileSync(contentUrl, 'utf8');
const named = content
  .replace(/"call_rules_digest": "sha256:[0-9a-f]{64}"/, `"call_rules_digest": "${digest}"`)
  .replace(/"injection_weights_digest": "sha256:[0-9a-f]{64}"/, `"injection_weights_digest": "${weightsDigest}"`);
if (named !== content) {
  writeFileSync(contentUrl, named);
  console.log(`rules/content.json: call_rules_digest ${digest}, injection_weights_digest ${weightsDigest} (bump its version too)`);
}
