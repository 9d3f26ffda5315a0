/** The `--format` flag every command that prints takes. */
import { UsageError } from '../errors.js';

/** The format asked for (default: the first of `formats`), else a usage error naming the ones this command writes. */
export function outputFormat<const F extends string>(value: string | undefined, formats: readonly [F, ...F[]]): F {
  const format = value ?? formats[0];
  if ((formats as readonly string[]).includes(format)) return format as F;
  const list = `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}`;
  throw new UsageError('format.invalid', `--format: expected ${list}, got ${JSON.stringify(format.slice(0, 40))}`);
}
