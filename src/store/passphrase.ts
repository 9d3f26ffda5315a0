/**
 * Reading a passphrase: from the file `JUDGE_PASSPHRASE_FILE` names (for scripts and tests), or
 * from the terminal without echo. Never from an environment variable's value, an argument, or
 * piped stdin, where it would end up in shell history, `ps` or logs.
 */
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { UsageError } from '../errors.js';

export interface PassphraseIo {
  env: NodeJS.ProcessEnv;
  stdin: { readonly isTTY: boolean; readonly stream: NodeJS.ReadableStream & { setRawMode?: (raw: boolean) => unknown } };
  stderr: { write(text: string): unknown };
}

export async function readPassphrase(io: PassphraseIo, prompt: string, opts: { confirm?: boolean } = {}): Promise<string> {
  const file = io.env.JUDGE_PASSPHRASE_FILE;
  if (file) {
    let text: string;
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch (err) {
      throw new UsageError('passphrase.file', `JUDGE_PASSPHRASE_FILE=${file}: cannot be read`, { cause: err });
    }
    try {
      // Checked on the open file, so the file read is the file checked. A passphrase others can
      // read protects nothing: refuse it, as key and token files are refused.
      const mode = fstatSync(fd).mode & 0o777;
      if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
        throw new UsageError(
          'passphrase.permissions',
          `JUDGE_PASSPHRASE_FILE=${file}: readable by group or others (mode ${mode.toString(8)}); run chmod 600 ${file}`,
        );
      }
      text = readFileSync(fd, 'utf8');
    } catch (err) {
      if (err instanceof UsageError) throw err;
      throw new UsageError('passphrase.file', `JUDGE_PASSPHRASE_FILE=${file}: cannot be read`, { cause: err });
    } finally {
      closeSync(fd);
    }
    // One trailing line break is the file's, not the passphrase's.
    return text.endsWith('\r\n') ? text.slice(0, -2) : text.endsWith('\n') ? text.slice(0, -1) : text;
  }
  if (!io.stdin.isTTY || typeof io.stdin.stream.setRawMode !== 'function') {
    throw new UsageError(
      'passphrase.unavailable',
      'a passphrase is needed: run on a terminal, or set JUDGE_PASSPHRASE_FILE to a file that holds it',
    );
  }
  const first = await askHidden(io, prompt);
  if (opts.confirm) {
    const again = await askHidden(io, 'again: ');
    if (again !== first) throw new UsageError('passphrase.mismatch', 'the two passphrases differ');
  }
  return first;
}

function askHidden(io: PassphraseIo, prompt: string): Promise<string> {
  const stdin = io.stdin.stream as NodeJS.ReadStream;
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (err: Error | null) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      io.stderr.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString()) {
        if (ch === '\r' || ch === '\n') return done(null);
        if (ch === '\u0003' || (ch === '\u0004' && value === ''))
          return done(new UsageError('passphrase.aborted', 'passphrase entry cancelled'));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    io.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
