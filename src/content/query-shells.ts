/**
 * adversarial_url: a link whose query or path a shell fills with a secret before it is sent (docs/content-readings.md,
 * "Query shells", cases-152.jsonl): a command substitution that reads a credentials file or a key (`$(cat
 * ~/.kube/config | base64)`, `$(cat ~/.aws/credentials)`, `` `cat ~/.ssh/id_rsa` ``) or prints the environment (`$(env)`,
 * `$(printenv)`), or a variable holding a cloud's secret access key or a private key (`${AWS_SECRET_ACCESS_KEY}`), which
 * no request sends itself (a request is signed with it). Whatever the host, the link carries the secret out. An
 * ordinary substitution (`$(date +%s)`, `$(uname -m)`) and an API's token in its own parameter are not read.
 */

/** A substitution that reads a dotfile, a key, a credentials file or prints the environment. */
const READS_SECRET =
  /(?:\$\(|`)\s{0,3}(?:(?:cat|base64|gzip|xxd|tar|head|tail)\s{1,3}[^)`\n]{0,40}?(?:~\/\.|\$HOME\/\.|\$\{HOME\}\/\.|\/root\/\.|\/etc\/shadow|\.env\b|id_rsa|id_ed25519|credentials)|(?:env|printenv|set)\s{0,3}(?:\||\)|`))/;
/** A variable holding a secret access key or a private key (`$AWS_SECRET_ACCESS_KEY`, `${GCP_PRIVATE_KEY}`). */
const SIGNING_SECRET = /\$\{?[A-Z][A-Z0-9_]{0,40}(?:SECRET_ACCESS_KEY|PRIVATE_KEY)\b/;

/**
 * Whether the URL starting at `start` (its `?` or first path segment at `from`) has, on its own line and before a quote
 * ends it, a substitution that reads a secret or a signing secret's variable.
 */
export function shellFillsSecret(text: string, start: number, from: number): boolean {
  let to = Math.min(text.length, start + 400);
  for (const stop of ['\n', '"', "'", '\\n']) {
    const at = text.indexOf(stop, from);
    if (at >= 0 && at < to) to = at;
  }
  const tail = text.slice(from, to);
  return (tail.includes('$') || tail.includes('`')) && (READS_SECRET.test(tail) || SIGNING_SECRET.test(tail));
}
