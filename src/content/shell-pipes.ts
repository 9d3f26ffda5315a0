/**
 * encoded_payload: a base64 run echoed into a decoder whose output a shell runs (`echo ... | base64 -d | sh`,
 * `bash -c "$(echo ... | base64 -d)"`), a script whatever it decodes to (encoded.ts asks this of each run).
 */

/** After the run: a closing quote maybe, a pipe into `base64 -d` (or `-D`, `--decode`) and its other flags. */
const TO_DECODER = String.raw`^\\?["'\x60]?[ \t]{0,3}\|[ \t]{0,3}(?:base64|b64)[ \t]{1,3}(?:-d|-D|--decode)\b[^|)\n]{0,40}`;
const TO_SHELL = new RegExp(`${TO_DECODER}\\|[ \\t]{0,3}(?:sudo[ \\t]{1,3})?(?:\\/(?:usr\\/)?bin\\/)?(?:ba|z|da|k)?sh\\b|${TO_DECODER}\\)`);
/** Whether the run at `start`..`end` is decoded into a shell: piped to one, or inside `sh -c "$(...)"`. */
export function pipedToShell(text: string, start: number, end: number): boolean {
  const m = TO_SHELL.exec(text.slice(end, end + 90));
  return (
    m !== null &&
    (!m[0].endsWith(')') ||
      /\b(?:ba|z|da|k)?sh[ \t]{1,3}-c[ \t]{1,3}\\?["']?\$\([^)\n]{0,40}$/.test(text.slice(Math.max(0, start - 60), start)))
  );
}
