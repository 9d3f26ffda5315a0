/**
 * The resident gate's frames (docs/gate-agent.md): a 4-byte big-endian length, then that many
 * bytes of JSON. One request per connection, the client half-closes after it, the agent answers
 * and closes. bin/agent-client.cjs writes and reads the same frames.
 */
import type { Socket } from 'node:net';

export const PROTOCOL = 1;
/** A request: the event (16 MiB at most, in base64) and the environment; more is not a hook's. */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

export function frame(value: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const head = Buffer.allocUnsafe(4);
  head.writeUInt32BE(body.length, 0);
  return Buffer.concat([head, body]);
}

/** The JSON of the one frame `socket` sends before it half-closes; null when it is not one whole frame of at most `max` bytes. */
export function readFrame(socket: Socket, max: number): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (value: unknown): void => {
      if (done) return;
      done = true;
      resolve(value);
    };
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 4 + max) {
        finish(null);
        socket.destroy();
        return;
      }
      chunks.push(chunk);
    });
    socket.on('end', () => finish(parseFrame(Buffer.concat(chunks), max)));
    socket.on('error', () => finish(null));
    socket.on('close', () => finish(null));
  });
}

export function parseFrame(bytes: Buffer, max: number): unknown {
  if (bytes.length < 4) return null;
  const length = bytes.readUInt32BE(0);
  if (length > max || bytes.length !== 4 + length) return null;
  try {
    return JSON.parse(bytes.subarray(4).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
