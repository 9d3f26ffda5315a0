/**
 * adversarial_url: a link whose query or path a shell fills with a secret before it is sent (docs/content-readings.md,
 * "Query shells", cases-152.jsonl): a command substitution that reads a credentials file or a key (`$(cat
 * ~/.kube/config | base64)`, `$(cat ~/.aws/credentials)`, `` $(cat ~/.ssh/id_rsa) ``) or prints the environment (`$(env)`,
 * `$(printenv)`), or a variable holding a cloud's secret access key or a private key (`${AWS_SECRET_ACCESS_KEY}`), which
 * no request sends itself (a request is signed with it). Whatever the host, the link carries the secret out. An
 * ordinary substitution (`$(date +%s)`, `$(uname -m)`) and an API's token in its own parameter are not read.
 * The same secrets uploaded by the `curl` or `wget` line the link stands on (`--data-binary @$HOME/.config/x/credentials`,
 * `-F f=@~/.ssh/id_rsa`, `-T .env`) to any host but a private address or a machine's own.
 */

import { isPrivateAddress, lineAround } from './carried.js';

/** A substitution that reads a dotfile, a key, a credentials file or prints the environment. */
const READS_SECRET =
  /\$\(\s{0,3}(?:(?:cat|base64|gzip|xxd|tar|head|tail)\s{1,3}[^)`\n]{0,40}?(?:~\/\.|\$HOME\/\.|\$\{HOME\}\/\.|\/root\/\.|\/etc\/shadow|\.env(?!\.(?:sample|example|template|dist|defaults)\b)(?![\w-])|id_rsa|id_ed25519|credentials)|(?:env|printenv|set)\s{0,3}(?:\||\)))/;
/** A variable holding a secret access key or a private key (`$AWS_SECRET_ACCESS_KEY`, `${GCP_PRIVATE_KEY}`). */
const SIGNING_SECRET = /\$\{?[A-Z][A-Z0-9_]{0,40}(?:SECRET_ACCESS_KEY|PRIVATE_KEY)\b/;

/**
 * Whether the URL starting at `start` (its path from `from`) has in its own token (to a blank or a quote outside a
 * `$(…)` it opens) a substitution that reads a secret or a signing secret's variable.
 */
export function shellFillsSecret(text: string, start: number, from: number): boolean {
  // The link's own token: to a blank, a quote, a backtick or a line's end outside a `$(…)` it opened.
  const most = Math.min(text.length, start + 400);
  // Most links have no `$` after them within reach: one native search before the walk.
  const dollar = text.indexOf('$', from);
  if (dollar < 0 || dollar >= most) return false;
  let to = from;
  for (let depth = 0; to < most; to++) {
    const c = text.charCodeAt(to);
    if (c === 0x24 && text.charCodeAt(to + 1) === 0x28) {
      depth++;
      to++;
    } else if (c === 0x29 && depth > 0) depth--;
    else if (c === 10 || c === 34 || c === 39 || (c === 92 && text.charCodeAt(to + 1) === 110)) break;
    else if (depth === 0 && (c === 32 || c === 9 || c === 96)) break;
  }
  const tail = text.slice(from, to);
  if (!tail.includes('$')) return false;
  if (READS_SECRET.test(tail)) return true;
  // A signing secret in a parameter named for it (`secret_key=${AWS_SECRET_ACCESS_KEY}`) is a service's own API asking
  // for it; under another name (`env=`, `aws=`), it is carried out.
  const m = SIGNING_SECRET.exec(tail);
  if (m === null) return false;
  const pair = tail.slice(0, m.index);
  const field = pair.slice(Math.max(pair.lastIndexOf('?'), pair.lastIndexOf('&')) + 1);
  const name = field.slice(0, field.indexOf('=') >>> 0);
  return !/secret|key|token|pass|cred|auth/i.test(name);
}

/**
 * A `curl`/`wget` on the line, or PowerShell's `Invoke-WebRequest`/`Invoke-RestMethod` (`iwr`, `irm`), in any case: a
 * shell's command names are typed in capitals too (`CURL`), and PowerShell's are case-blind.
 */
const SENDER = /\b(?:curl|wget|invoke-webrequest|invoke-restmethod|iwr|irm)\s/i;
/** Whether the text writes a sender's name anywhere (the cheap test before the lines are read). */
export function namesSender(text: string): boolean {
  return /curl|wget|invoke-|\bi[wr][rm]\s/i.test(text);
}
/**
 * An upload of a credentials file, a key, a dotfile under the home directory or an environment file (not its `.sample`
 * or `.example` template, which holds none): curl's and wget's flags (case kept: curl's `-t` is another flag),
 * PowerShell's `-InFile` in any case.
 */
const UPLOADS_SECRET =
  /(?:\s(?:-d|-F|--data(?:-binary|-raw|-urlencode)?|--form|--post-file=?|--body-file=?)\s{0,3}\\?["']?(?:[\w-]{1,40}=)?@?|\s(?:-T|--upload-file|-[iI][nN][fF][iI][lL][eE])\s{1,3})["']?(?:~\/\.|\$HOME\/\.|\$\{HOME\}\/\.|\/root\/\.|[^\s"']{0,60}?(?:\/credentials\b|id_rsa|id_ed25519|\.kube\/config|\.npmrc|\.netrc|\.env(?!\.(?:sample|example|template|dist|defaults)\b)(?![\w-])))/;

/** Whether the URL from `start` to `end` (host `host`) is where its `curl`/`wget` line uploads a secret's file. */
export function uploadsSecretFile(text: string, start: number, end: number, host: string): boolean {
  if (host === 'localhost' || isPrivateAddress(host)) return false;
  const line = lineAround(text, start, end, 300);
  return SENDER.test(line) && UPLOADS_SECRET.test(line);
}
