/** What a command needs from the process, passed in so commands stay testable. */
import { fstatSync, statSync, writeSync } from 'node:fs';

/** Where a command writes text: a stream, or the process's own stdout/stderr. */
export interface Output {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

export interface Io {
  stdout: Output;
  stderr: Output;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
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
    get stdin() {
      return process.stdin;
    },
    env: process.env,
    cwd: process.cwd(),
  };
}

/** true while output written to the process's stdout or stderr is still on its way out. */
export function outputPending(): boolean {
  return FdOutput.streamed.some((s) => s.writableLength > 0);
}

/**
 * Synchronous writes to a file descriptor, as Node does for files and for pipes on Linux. A
 * descriptor the parent left non-blocking can refuse with EAGAIN: the rest then goes through
 * Node's stream, which waits for the reader (and the exit waits for it: see outputPending).
 */
class FdOutput implements Output {
  static readonly streamed: NodeJS.WriteStream[] = [];
  private stream: NodeJS.WriteStream | undefined;
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
    if (this.stream) return this.stream.write(text);
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    try {
      while (done < bytes.length) done += writeSync(this.fd, bytes, done);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') readerGone();
      if (code !== 'EAGAIN') throw err;
      this.stream = this.nodeStream();
      this.stream.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'EPIPE') readerGone();
        throw e;
      });
      FdOutput.streamed.push(this.stream);
      return this.stream.write(bytes.subarray(done));
    }
    return true;
  }
}

/** A reader that went away (`judge … | head`) is not an error worth a stack trace. */
function readerGone(): never {
  process.exit(process.exitCode ?? 0);
}

/** isatty(3), without loading node:tty (and net) for output that goes to a pipe, a file or /dev/null. */
function isTerminal(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    if (!st.isCharacterDevice() || st.rdev === statSync('/dev/null').rdev) return false;
  } catch {
    return false;
  }
  return process.getBuiltinModule('node:tty').isatty(fd);
}

/** Reads all of stdin as bytes, up to `limit` bytes (fails closed past it). */
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
