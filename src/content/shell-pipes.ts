/**
 * encoded_payload: a base64 run echoed into a decoder whose output a shell runs (`echo ... | base64 -d | sh`,
 * `bash -c "$(echo ... | base64 -d)"`, maybe inflated on the way: `| base64 -d | gunzip | bash`): a script whatever it
 * decodes to; or handed to PowerShell as its encoded command (`powershell -EncodedCommand …`, `pwsh -enc …`) when the
 * command does harm, which a management tool's encoded query does not (encoded.ts asks this of each run).
 */

/** After the run: a closing quote maybe, a pipe into `base64 -d` (or `-D`, `--decode`) and its other flags. */
const TO_DECODER = String.raw`^\\?["'\x60]?[ \t]{0,3}\|[ \t]{0,3}(?:base64|b64)[ \t]{1,3}(?:-d|-D|--decode)\b[^|)\n]{0,40}(?:\|[ \t]{0,3}(?:gunzip|zcat|gzip[ \t]{1,3}-d|xz[ \t]{1,3}-d|bunzip2)\b[^|)\n]{0,20})?`;
const TO_SHELL = new RegExp(`${TO_DECODER}\\|[ \\t]{0,3}(?:sudo[ \\t]{1,3})?(?:\\/(?:usr\\/)?bin\\/)?(?:ba|z|da|k)?sh\\b|${TO_DECODER}\\)`);
/**
 * What a hidden PowerShell command does that a management tool's (`Get-Process | Sort-Object …`, a service's status)
 * does not: deletes, packs or copies files away, downloads or runs code, turns off defences, clears logs, adds users or
 * tasks.
 */
const POWERSHELL_HARM =
  /\b(?:Remove-Item|Compress-Archive|Copy-Item|Move-Item|Send-MailMessage|Invoke-(?:WebRequest|RestMethod|Expression|Command)|iwr|irm|iex|Start-Process|Start-BitsTransfer|Set-MpPreference|Add-MpPreference|Stop-Service|Clear-EventLog|Disable-\w+|New-LocalUser|Add-LocalGroupMember|Register-ScheduledTask|Set-ExecutionPolicy|DownloadString|DownloadFile|Net\.WebClient|FromBase64String|wevtutil|vssadmin|bitsadmin|certutil|schtasks|reg(?:\.exe)?[ \t]+add|net[ \t]+user|rm|del)\b/i;

/**
 * Whether the run at `start` is PowerShell's encoded command (the flag right before it) and its decoded text does harm
 * (POWERSHELL_HARM): hidden so, a script.
 */
export function harmfulEncodedCommand(text: string, start: number, decoded: string): boolean {
  return POWERSHELL_HARM.test(decoded) && POWERSHELL_ENCODED.test(text.slice(Math.max(0, start - 120), start));
}

/** Right before the run: PowerShell's encoded-command flag (any prefix of `-EncodedCommand` PowerShell takes), maybe a quote. */
const POWERSHELL_ENCODED =
  /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n|;]{0,80}?[ \t][-/](?:e|ec|en|enc|enco|encod|encode|encoded|encodedcommand)[ \t]{1,3}["']?$/i;
/** Whether the run at `start`..`end` is decoded into a shell: piped to one, or inside `sh -c "$(...)"`. */
export function pipedToShell(text: string, start: number, end: number): boolean {
  const m = TO_SHELL.exec(text.slice(end, end + 120));
  return (
    m !== null &&
    (!m[0].endsWith(')') ||
      /\b(?:ba|z|da|k)?sh[ \t]{1,3}-c[ \t]{1,3}\\?["']?\$\([^)\n]{0,40}$/.test(text.slice(Math.max(0, start - 60), start)))
  );
}
