'use strict';
// The hook's side of the resident gate (docs/gate-agent.md): hands one `judge gate claude-code`
// event to the user's agent over its Unix socket and prints the agent's answer. Whatever goes
// wrong before a complete, well-formed answer of this build arrives, it calls `fallback` with the
// bytes it read from stdin, and the gate runs in this process exactly as without an agent: the
// agent can make a call cheaper, never change its answer, and never make an answer an allow.
const { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, readlinkSync, statSync, writeSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

const { readStdin, MAX_STDIN_BYTES } = require('./stdin.cjs');

/** An answer is a few hundred bytes; one this large is not an answer. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** The whole exchange (connect, queue, the agent's judgement, the answer) within this, else the call is judged here. */
const ANSWER_TIMEOUT_MS = 5000;
/** The agent starts a request only while this much of the hook's wait is left, so it seldom judges one the hook has given up on. */
const START_MARGIN_MS = 1000;
const PROTOCOL = 1;

/** true when `st` is owned by `uid` and nobody else may read, write or enter it. */
const private_ = (st, uid) => st.uid === uid && (st.mode & 0o077) === 0;

/**
 * The socket bin/load.cjs found, as a path through an open descriptor of its directory when that
 * directory and the socket are this user's alone; null otherwise. The directory is opened once
 * (O_NOFOLLOW) and checked on the descriptor, and the socket is reached through
 * /proc/self/fd/N: the directory checked is the one connected to, whatever is renamed or linked
 * along its path meanwhile (Linux only: elsewhere the hook always judges the call itself).
 */
function privateSocket(socket) {
  if (process.platform !== 'linux') return null;
  // A longer name would be cut short by the system, and reach another socket (the agent makes none).
  if (Buffer.byteLength(socket) > 103) return null;
  const uid = process.getuid();
  try {
    const fd = openSync(dirname(socket), constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
    const dir = fstatSync(fd);
    const held = `/proc/self/fd/${fd}/${basename(socket)}`;
    if (dir.isDirectory() && private_(dir, uid)) {
      const st = lstatSync(held);
      // Kept open while the hook runs: the descriptor's number names the checked directory.
      if (st.isSocket() && private_(st, uid)) return held;
    }
    closeSync(fd);
    return null;
  } catch {
    return null;
  }
}

/**
 * How this process is confined beyond its user (docs/gate-agent.md): no_new_privs and seccomp
 * (set by sandboxes, Landlock among them), the capabilities, the security module's label. A
 * confined hook may not read or write what the agent can. The same text as
 * src/cli/gate-agent-serve.ts confinement() (a test holds them together).
 */
function confinement() {
  const status = readFileSync('/proc/self/status', 'latin1');
  const field = (name) => {
    const at = status.indexOf(`\n${name}:`);
    return at < 0 ? '?' : status.slice(at + name.length + 2, status.indexOf('\n', at + 1)).trim();
  };
  let label = 'none';
  try {
    label = readFileSync('/proc/self/attr/current', 'latin1').replace(/\0/g, '').trim();
  } catch {
    // no security module that labels processes
  }
  return ['NoNewPrivs', 'Seccomp', 'CapEff', 'CapPrm', 'CapBnd'].map((k) => `${k}=${field(k)}`).join(' ') + ` label=${label}`;
}

/**
 * What the agent must share with this process to judge as it would (docs/gate-agent.md): the
 * user, group and groups the files are opened with, the mount, user and pid namespaces and the
 * root they are seen through (the store's lock tells a live owner by its pid), how it is
 * confined, and this directory (checked by the agent once it has entered it).
 */
function identity() {
  const node = (path) => {
    const st = statSync(path);
    return `${st.dev}:${st.ino}`;
  };
  return {
    uid: process.geteuid(),
    gid: process.getegid(),
    groups: process
      .getgroups()
      .sort((a, b) => a - b)
      .join(','),
    mnt: readlinkSync('/proc/self/ns/mnt'),
    user: readlinkSync('/proc/self/ns/user'),
    pid: readlinkSync('/proc/self/ns/pid'),
    root: node('/'),
    confined: confinement(),
    cwd: node('.'),
  };
}

/** The installed build's identifier, written by scripts/build.mjs; null when unreadable. */
function buildId(dist) {
  try {
    return readFileSync(join(dist, 'build-id'), 'latin1').trim();
  } catch {
    return null;
  }
}

/** One frame: its length (4 bytes, big-endian), then that many bytes of JSON. */
function frame(value) {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const head = Buffer.allocUnsafe(4);
  head.writeUInt32BE(body.length, 0);
  return Buffer.concat([head, body]);
}

/** The answer in `bytes` when it is one, complete and well-formed, from this build; null otherwise. */
function answerOf(bytes, build) {
  if (bytes.length < 4) return null;
  const length = bytes.readUInt32BE(0);
  if (length > MAX_ANSWER_BYTES || bytes.length !== 4 + length) return null;
  let a;
  try {
    a = JSON.parse(bytes.subarray(4).toString('utf8'));
  } catch {
    return null;
  }
  if (a === null || typeof a !== 'object' || a.build !== build || a.v !== PROTOCOL) return null;
  if (typeof a.stdout !== 'string' || typeof a.stderr !== 'string' || !Number.isInteger(a.code) || a.code < 0 || a.code > 255) return null;
  // The gate always answers the hook with a line of JSON.
  if (a.stdout === '') return null;
  return a;
}

/**
 * Answers the bare hook command line through the agent listening on `socket`, or (on any
 * failure) calls `fallback(preread)`: `preread` is null when stdin was not touched, else
 * `{ bytes, complete }`.
 */
function viaAgent(dist, socket, fallback) {
  let preread = null;
  let handedBack = false;
  // Called at most once, with whatever was read of stdin by then.
  const handBack = () => {
    if (handedBack) return;
    handedBack = true;
    fallback(preread);
  };
  try {
    const held = privateSocket(socket);
    if (held === null) return handBack();
    const request = requestFor(dist, (read) => {
      preread = read;
    });
    if (request === null) return handBack();
    exchange(held, request.frame, request.build, handBack);
  } catch {
    handBack();
  }
}

/** The request frame for this call, or null when it is to be judged here (`onRead`: given stdin once read). */
function requestFor(dist, onRead) {
  const env = process.env;
  let stdinIsTerminal = false;
  try {
    stdinIsTerminal = fstatSync(0).isCharacterDevice();
  } catch {
    stdinIsTerminal = true; // no stdin: let the gate say so
  }
  const build = buildId(dist);
  let cwd = null;
  try {
    cwd = process.cwd();
  } catch {
    // deleted: the gate here reports it
  }
  // Judged here: without an absolute HOME (Node would look up the agent's home, not this
  // process's), and with an HTTP judge, whose latency is its own and whose answer may take
  // longer than the agent is given (docs/gate-agent.md).
  const http = env.JUDGE_URL !== undefined && env.JUDGE_URL.trim() !== '';
  if (stdinIsTerminal || http || build === null || cwd === null || !env.HOME || !env.HOME.startsWith('/')) return null;
  const preread = readStdin();
  onRead(preread);
  if (!preread.complete) return null;
  const bytes = frame({
    v: PROTOCOL,
    build,
    node: process.version,
    cwd,
    // The same variables the gate would read from this process, and the mask its files get.
    env: { ...env },
    umask: process.umask(),
    id: identity(),
    // The agent starts no request the hook may have stopped waiting for (docs/gate-agent.md).
    deadline: Date.now() + ANSWER_TIMEOUT_MS - START_MARGIN_MS,
    stdin: preread.bytes.toString('base64'),
  });
  return { frame: bytes, build };
}

/** Sends the request and prints the answer; `handBack()` on anything but a whole, well-formed answer in time. */
function exchange(socket, request, build, handBack) {
  const net = require('node:net');
  let settled = false;
  const received = [];
  let size = 0;
  const conn = net.connect(socket);
  const timer = setTimeout(() => give(null), ANSWER_TIMEOUT_MS);
  function give(answer) {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    conn.destroy();
    if (answer === null) return handBack();
    write(1, answer.stdout);
    write(2, answer.stderr);
    // As the gate does: exit once the answer is out, without Node's teardown.
    process.exit(answer.code);
  }
  conn.on('error', () => give(null));
  conn.on('connect', () => conn.end(request));
  conn.on('data', (chunk) => {
    size += chunk.length;
    if (size > 4 + MAX_ANSWER_BYTES) return give(null);
    received.push(chunk);
  });
  // The agent closes after its one answer: only then is the answer known to be whole.
  conn.on('end', () => give(answerOf(Buffer.concat(received), build)));
  conn.on('close', () => give(null));
}

/** Writes all of `text` to a descriptor; a reader that went away (EPIPE) is not the hook's problem. */
function write(fd, text) {
  if (text === '') return;
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done);
    } catch (err) {
      if (err.code === 'EAGAIN' || err.code === 'EINTR') continue;
      return;
    }
  }
}

module.exports = { viaAgent, answerOf, frame, identity, MAX_STDIN_BYTES, ANSWER_TIMEOUT_MS, PROTOCOL };
