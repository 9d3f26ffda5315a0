/**
 * The gate's input and output when it does not come from the process's own descriptors: the
 * stdin the resident gate's client read before falling back, and the Io the agent makes of a
 * request (docs/gate-agent.md). Kept out of io.ts so the hook's path loads no more than before.
 */
import type { Input, Io, Output } from './io.js';

/** What bin/agent-client.cjs read from stdin. `complete`: false when the rest is still on the descriptor. */
export interface Preread {
  readonly bytes: Uint8Array;
  readonly complete: boolean;
}

/** stdin as the gate would have read it: the bytes read already, then (when incomplete) the rest from `rest`. */
export function prereadInput(preread: Preread, rest: Input): Input {
  const bytes = Buffer.from(preread.bytes.buffer, preread.bytes.byteOffset, preread.bytes.byteLength);
  return {
    isTTY: false,
    get stream() {
      return rest.stream;
    },
    async readAll(limit: number): Promise<Buffer | null> {
      if (bytes.length > limit) return null;
      if (preread.complete) return bytes;
      const more = await rest.readAll(limit - bytes.length);
      return more === null ? null : Buffer.concat([bytes, more]);
    },
  };
}

/** Output kept in memory, to be sent back as one answer. */
export class CapturedOutput implements Output {
  readonly isTTY = false;
  private readonly parts: string[] = [];
  write(text: string): boolean {
    this.parts.push(text);
    return true;
  }
  text(): string {
    return this.parts.join('');
  }
}

/** The Io of one request: its own env, cwd and stdin; nothing of the agent process's. */
export function requestIo(request: { env: Readonly<Record<string, string>>; cwd: string; stdin: Buffer }): {
  io: Io;
  stdout: CapturedOutput;
  stderr: CapturedOutput;
} {
  const stdout = new CapturedOutput();
  const stderr = new CapturedOutput();
  const { stdin } = request;
  const input: Input = {
    isTTY: false,
    get stream(): never {
      throw new Error('the resident gate has no stdin stream');
    },
    readAll: (limit) => Promise.resolve(stdin.length > limit ? null : stdin),
  };
  return { io: { stdout, stderr, stdin: input, env: { ...request.env }, cwd: request.cwd }, stdout, stderr };
}
