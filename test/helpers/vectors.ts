/**
 * The standard test vectors, vendored in `test/vectors/` (sources, licences and how to read each
 * file are in its README). Tests read them only from here, so a clone anywhere passes on its own.
 */
import { fileURLToPath } from 'node:url';

/** Absolute directory of the vendored vectors, ending without a slash. */
export const VECTORS_DIR = fileURLToPath(new URL('../vectors', import.meta.url));
