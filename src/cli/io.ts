/** What a command needs from the process, passed in so commands stay testable. */
import { fstatSync, readSync, statSync, writeSync, type Stats } from 'node:fs';
import { UsageError } from '../errors.js';

/** Where a command writes text: a stream, or the process's own stdout/stderr. */
export interface Output {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

/** Where a command reads its input from: stdin, or a stream in tests. */
export interface Input {
  readonly isTTY: boolean;
  /** All of it, up to `limit` bytes; null past it (fails closed). */
  readAll(limit: number): Promise<Buffer | null>;
  /** The stream itself, for a passphrase typed on the terminal. */
  readonly stream: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
}

export interface Io {
  stdout: Output;
  stderr: Output;
  stdin: Input;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/**
 * The process's stdio. Creating process.stdout/stdin loads Node's stream and net modules, a
 * good part of a gate call's start-up, so output goes to the file descriptor directly and
 * stdin is created only by the commands that read it.
 */
export function processIo(): Io {
  return {
    stdout: new FdOutput(1, () => process.stdout),
    stderr: new FdOutput(2, () => process.stderr),
    stdin: new FdInput(),
    env: process.env,
    // Read when a command needs it, so a deleted directory is a usage error the command reports
    // (and the gate answers), not a crash before any command runs.
    get cwd(): string {
      try {
        return process.cwd();
      } catch {
        throw new UsageError('cwd.missing', 'the current directory no longer exists (deleted or moved)');
      }
    },
  };
}

/** true while output written to the process's stdout or stderr is still on its way out. */
export function outputPending(): boolean {
  return FdOutput.streamed.some((s) => !s.destroyed && s.writableLength > 0);
}

/**
 * Synchronous writes to a file descriptor, as Node does for files and for pipes on Linux. A
 * descriptor the parent left non-blocking can refuse with EAGAIN: the rest then goes through
 * Node's stream, which waits for the reader (and the exit waits for it: see outputPending).
 * A reader that went away (`judge … | head`, EPIPE) is not an error worth a stack trace: later
 * writes are dropped and the command finishes, so its exit code (10 for a refusal under
 * --enforce) still reaches the caller.
 */
class FdOutput implements Output {
  static readonly streamed: NodeJS.WriteStream[] = [];
  private stream: NodeJS.WriteStream | undefined;
  private closed = false;
  private tty: boolean | undefined;

  constructor(
    private readonly fd: number,
    private readonly nodeStream: () => NodeJS.WriteStream,
  ) {}

  get isTTY(): boolean {
    this.tty ??= isTerminal(this.fd);
    return this.tty;
  }

  write(text: string): boolean {
    if (this.closed) return false;
    if (this.stream) return this.stream.write(text);
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    while (done < bytes.length) {
      try {
        done += writeSync(this.fd, bytes, done);
        continue;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EINTR') continue;
        if (code === 'EPIPE') {
          this.closed = true;
          return false;
        }
        if (code !== 'EAGAIN') throw err;
      }
      const stream = this.nodeStream();
      // Asynchronous from here on: an error can no longer reach the command, so the output
      // closes; the exit code is still the command's.
      stream.on('error', () => {
        this.closed = true;
        stream.destroy();
      });
      this.stream = stream;
      FdOutput.streamed.push(stream);
      return stream.write(bytes.subarray(done));
    }
    return true;
  }
}

/** isatty(3), without loading node:tty (and net) for output that goes to a pipe, a file or /dev/null. */
function isTerminal(fd: number): boolean {
  let st: Stats;
  try {
    st = fstatSync(fd);
  } catch {
    return false; // not open
  }
  if (!st.isCharacterDevice()) return false;
  try {
    if (st.rdev === statSync('/dev/null').rdev) return false;
  } catch {
    // No /dev/null to compare with: ask the terminal driver.
  }
  return process.getBuiltinModule('node:tty').isatty(fd);
}

/**
 * stdin read with read(2) until end of file: the gate's event arrives on a pipe, and a blocking
 * read costs nothing a stream would not, without loading net and stream. A descriptor the
 * parent left non-blocking (EAGAIN) is read through Node's stream instead, from where the
 * synchronous reads stopped.
 */
class FdInput implements Input {
  private tty: boolean | undefined;

  get isTTY(): boolean {
    this.tty ??= isTerminal(0);
    return this.tty;
  }

  get stream(): NodeJS.ReadStream {
    return process.stdin;
  }

  async readAll(limit: number): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(64 * 1024);
      let n: number;
      try {
        n = readSync(0, chunk, 0, chunk.length, null);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EOF') break;
        if (code === 'EINTR') continue;
        if (code !== 'EAGAIN') throw err;
        const rest = await readAll(process.stdin, limit - size);
        return rest === null ? null : Buffer.concat([...chunks, rest]);
      }
      if (n === 0) break;
      size += n;
      if (size > limit) return null;
      chunks.push(chunk.subarray(0, n));
    }
    return Buffer.concat(chunks);
  }
}

/** An Input over a stream (tests pass a PassThrough). */
export function streamInput(stream: Input['stream']): Input {
  return { isTTY: Boolean(stream.isTTY), stream, readAll: (limit) => readAll(stream, limit) };
}

/** Reads all of a stream as bytes, up to `limit` bytes (fails closed past it). */
export async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) return null;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
