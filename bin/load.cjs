'use strict';
// Loads a bundle of the CLI through V8's code cache, written by the build: compiling ~450 KB of
// JavaScript is the largest cost of a cold start, and Node 20 has no compile cache of its own.
// The bare hook command line `judge gate claude-code`, which every hook call is, runs a bundle of
// the gate alone: dist/gate-pre.cjs with dist/gate-pre.cache when the event is read and is not one
// the content guard judges (every PreToolUse call: the content guard is a third of the CLI, less
// to read and deserialize), else dist/gate.cjs with dist/gate.cache (a PostToolUse or
// UserPromptSubmit event, named by the installed hook's JUDGE_HOOK_EVENT or found in stdin).
// A judged call (a command line starting with a long option) runs dist/call.cjs, the call without
// commander and the other commands, with dist/attest.cache for `judge … --attest` and
// dist/judge.cache without. Everything else runs dist/judge.cjs, the whole CLI, with
// dist/package.cache for `judge package …`, dist/content.cache for `judge content …` and
// dist/cli.cache for the rest: each cache holds just the functions its path runs (smaller caches
// load faster).
// A missing or rejected cache (another Node version, other V8 flags) only means V8 compiles the
// source as usual. V8 checks a cache against the source's length only: dist/ is build output, so
// rebuild it, never edit it by hand.
const { fstatSync, lstatSync, readFileSync } = require('node:fs');
const { readStdin } = require('./stdin.cjs');
const { join } = require('node:path');

const DIST = join(__dirname, '..', 'dist');

/**
 * The bundle and cache for the command line in argv (`node bin/judge gate claude-code` → gate.cjs,
 * gate.cache). `preread`: stdin as read already (see prereadStdin), or null.
 */
function pathFor(argv, env = process.env, preread = null) {
  // The same test as src/cli/main.ts's isBareGateCall: any other gate command line needs the whole CLI.
  if (isBareGate(argv)) {
    const gate = callEventOnly(env.JUDGE_HOOK_EVENT, preread) ? 'gate-pre' : 'gate';
    return { bundle: join(DIST, `${gate}.cjs`), cache: join(DIST, `${gate}.cache`) };
  }
  // The resident gate itself (docs/gate-agent.md): started once, so no code cache.
  if (argv.length === 5 && argv[2] === 'gate' && argv[3] === 'agent' && argv[4] === 'run')
    return { bundle: join(DIST, 'agent.cjs'), cache: null };
  // `judge package …` runs code no other command line does (the verifier, the replay), and so does
  // `judge content …` (the content guard): a cache of its own each. The other subcommands (init,
  // session, verify, gate install, …) build the commander program, which a judged call does not:
  // theirs is dist/cli.cache, so a judged call's cache stays small.
  const whole = (cache) => ({ bundle: join(DIST, 'judge.cjs'), cache: join(DIST, `${cache}.cache`) });
  if (argv[2] === 'package' || argv[2] === 'content') return whole(argv[2]);
  // A command line that starts with a long option is a judged call (or a resolution): dist/call.cjs,
  // which hands whatever its plain parser does not take (help, usage errors) to the whole CLI.
  if (argv.length > 2 && argv[2].startsWith('--')) {
    const cache = argv.includes('--attest') ? 'attest' : 'judge';
    return { bundle: join(DIST, 'call.cjs'), cache: join(DIST, `${cache}.cache`), whole: whole('cli') };
  }
  return whole('cli');
}

const isBareGate = (argv) => argv.length === 4 && argv[2] === 'gate' && argv[3] === 'claude-code';
/** The events the gate judges as content: an installed hook names them in JUDGE_HOOK_EVENT. */
const namesContentEvent = (hookEvent) => hookEvent === 'PostToolUse' || hookEvent === 'UserPromptSubmit';

/**
 * The bundle for a command line run in this process, and stdin when it had to be read first: a
 * bare hook that names no content event (PreToolUse, or one written by hand) has its event read
 * to choose between the gate's two bundles; any other command line leaves stdin untouched.
 */
function chosenPath(argv = process.argv, env = process.env) {
  if (!isBareGate(argv) || namesContentEvent(env.JUDGE_HOOK_EVENT)) return { path: pathFor(argv, env), preread: null };
  const preread = prereadStdin();
  return { path: pathFor(argv, env, preread), preread };
}

/**
 * True when the gate will not judge this event as content, so dist/gate-pre.cjs, which has no
 * content guard, can answer it: no hook says the event is one (JUDGE_HOOK_EVENT, as
 * src/gate/post-tool-use-sniff.ts's hintedEvent reads it), and the whole event is in `preread`
 * without the names mayBePostToolUse looks for there. Anything else goes to the whole gate.
 */
function callEventOnly(hookEvent, preread) {
  if (namesContentEvent(hookEvent)) return false;
  if (preread === null || !preread.complete) return false;
  return !preread.bytes.includes('"PostToolUse"') && !preread.bytes.includes('"UserPromptSubmit"');
}

/**
 * stdin read to its end before the gate's bundle is compiled, so its cache can be chosen by the
 * event; the gate then reads these bytes as it reads a resident gate's fallback (gate-bin.ts).
 * Null when stdin is a terminal or cannot be looked at (the gate answers those itself);
 * `complete`: false when the descriptor would block or failed (the gate reads, or fails, on).
 */
function prereadStdin() {
  try {
    if (fstatSync(0).isCharacterDevice()) return null;
  } catch {
    return null;
  }
  return readStdin();
}

/**
 * Compiles the bundle (with the cache when there is one; null: without) and runs it as a CommonJS module. The
 * build wrapped it in the CommonJS function already: the source V8 compiles is the file itself.
 * A bundle that exports `main` (the gate's, the agent's) is started by calling it, with `preread`:
 * the stdin the resident gate's client had read before it fell back (null: stdin untouched).
 */
function loadBundle({ bundle, cache, whole } = pathFor(process.argv), preread = null) {
  // The build checks that the bundle is ASCII, so latin1 reads it exactly, and faster.
  const source = readFileSync(bundle, 'latin1');
  let cachedData;
  try {
    if (cache !== null) cachedData = readFileSync(cache);
  } catch {
    cachedData = undefined;
  }
  const { Script } = require('node:vm');
  const script = new Script(source, { filename: bundle, cachedData });
  const module = { exports: {} };
  // The bundle requires only built-in modules and, by absolute path, dist/vendor/undici.cjs:
  // this file's require serves them all.
  script.runInThisContext().call(module.exports, module.exports, require, module, bundle, DIST);
  // dist/call.cjs's main is given the whole CLI's loader instead (src/cli/call-bin.ts).
  if (typeof module.exports.main === 'function') module.exports.main(whole ? () => loadBundle(whole) : preread);
  return script;
}

/**
 * bin/judge's entry. The bare hook command line goes to the user's resident gate when one is
 * there (bin/agent-client.cjs: one lstat when there is none); everything else, and every hook
 * call the agent does not answer whole, runs its bundle in this process.
 */
function main() {
  const socket = isBareGate(process.argv) ? agentSocket(process.env) : null;
  if (socket === null) {
    const { path, preread } = chosenPath();
    return loadBundle(path, preread);
  }
  require('./agent-client.cjs').viaAgent(DIST, socket, (preread) => {
    try {
      loadBundle(pathFor(process.argv, process.env, preread), preread);
    } catch (err) {
      cannotStart(err);
    }
  });
}

/**
 * The resident gate's socket when there is something at its path, else null: `$XDG_RUNTIME_DIR/judge`
 * when that is an absolute directory owned by this user, else `$HOME/.judge/run` (the same rule as
 * src/cli/gate-agent-place.ts). Whose it is and who may open it, bin/agent-client.cjs checks.
 */
function agentSocket(env) {
  let dir = null;
  const xdg = env.XDG_RUNTIME_DIR;
  if (xdg && xdg.startsWith('/')) {
    try {
      const st = lstatSync(xdg, { throwIfNoEntry: false });
      if (st !== undefined && st.isDirectory() && st.uid === process.getuid()) dir = join(xdg, 'judge');
    } catch {
      // unreadable: the home directory's
    }
  }
  if (dir === null && env.HOME && env.HOME.startsWith('/')) dir = join(env.HOME, '.judge', 'run');
  if (dir === null) return null;
  const socket = join(dir, 'gate.sock');
  // No agent, the common case: the gate runs here, nothing else loaded. (ENOTDIR, EACCES: none either.)
  try {
    return lstatSync(socket, { throwIfNoEntry: false }) === undefined ? null : socket;
  } catch {
    return null;
  }
}

/** What bin/judge prints when the bundle itself cannot load (the installed hook's wrapper then refuses the call). */
function cannotStart(err) {
  process.stderr.write(
    `judge: cannot start (${err && err.code === 'ENOENT' ? 'dist/ is missing: run npm run build' : String(err && err.message)})\n`,
  );
  process.exitCode = 70;
}

module.exports = { loadBundle, pathFor, chosenPath, main, cannotStart };
