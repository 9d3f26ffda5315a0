/**
 * adversarial_url readings of a URL by what the command or the config line around it does with it, as a coding
 * agent's tools print them (docs/content-readings.md): a secret's variable (`$GITHUB_TOKEN`, `${{ secrets.NPM_TOKEN }}`)
 * expanded into a URL of another vendor's host, a `curl`/`wget` upload of a file or a command's output to a request
 * catcher, a link shortener piped into a shell, and a package archive on a raw public address. Each reads one URL and
 * its own line, never the text at large.
 */
import { afterLastBreak, beforeFirstBreak } from './line-bounds.js';
import type { Hit } from './codes.js';
import { mergedAscending, placesOf, type Text } from './find.js';
import { isInternal } from './hosts.js';

/** The last part of a variable's name that says it holds a secret (`NPM_TOKEN`, `DOCKERHUB_PASSWORD`, `GITHUB_PAT`). */
const SECRET_END = new Set(['TOKEN', 'SECRET', 'PASSWORD', 'PASSWD', 'PAT', 'CREDENTIALS']);
/** The parts before `KEY` that make it a secret (`OPENAI_API_KEY`, `AWS_SECRET_ACCESS_KEY`), not a cache's or a map's key. */
const KEY_BEFORE = new Set(['API', 'SECRET', 'ACCESS', 'PRIVATE', 'AUTH', 'SIGNING']);

/**
 * The vendors whose name starts a secret's variable, and the host labels that are theirs: the secret sent there is
 * the vendor's own use of it (`$GITHUB_TOKEN` to api.github.com). A variable named after no vendor (`$API_KEY`) says
 * nothing of where it belongs, and is not read.
 */
const VENDOR_HOSTS: Readonly<Record<string, readonly string[]>> = {
  GITHUB: ['github', 'githubusercontent', 'ghcr'],
  GH: ['github', 'githubusercontent', 'ghcr'],
  GITLAB: ['gitlab'],
  CI: ['gitlab'],
  NPM: ['npmjs', 'npm', 'yarnpkg'],
  AWS: ['amazonaws', 'aws'],
  SLACK: ['slack'],
  OPENAI: ['openai'],
  ANTHROPIC: ['anthropic'],
  VERCEL: ['vercel'],
  DOCKERHUB: ['docker'],
  DOCKER: ['docker'],
  PYPI: ['pypi'],
  TWINE: ['pypi'],
  CODECOV: ['codecov'],
  SENTRY: ['sentry'],
  STRIPE: ['stripe'],
  HEROKU: ['heroku'],
  NETLIFY: ['netlify'],
  CLOUDFLARE: ['cloudflare'],
  SONAR: ['sonarcloud', 'sonarqube'],
  GOOGLE: ['google', 'googleapis'],
  GCP: ['google', 'googleapis'],
  AZURE: ['azure', 'windows', 'microsoft', 'visualstudio'],
};

/** Whether a variable's name says it holds a secret. */
export function namesSecret(name: string): boolean {
  const parts = name.split('_');
  const last = parts[parts.length - 1]!;
  return SECRET_END.has(last) || (last === 'KEY' && parts.length > 1 && KEY_BEFORE.has(parts[parts.length - 2]!));
}

/** Whether a secret's variable belongs to a named vendor none of whose labels the host has (a GitHub token sent elsewhere). */
export function sentElsewhere(name: string, labels: readonly string[], stored: boolean): boolean {
  if (!stored && !namesSecret(name)) return false;
  const own = VENDOR_HOSTS[name.slice(0, name.indexOf('_'))];
  // A stored secret (`secrets.X`) is one whatever its name; named after no vendor, it is read only when its name says a secret.
  if (own === undefined) return false;
  return !labels.some((l) => own.includes(l));
}

/** `$NAME` or `${NAME}` in a URL's path or query (the braces end a URL's match, so `${` is read after it too). */
const VARIABLE = /\$\{?([A-Z][A-Z0-9_]{1,60})/g;
/** What follows a URL cut at `${`: a CI expression of a stored secret or a braced variable. */
const AFTER_CUT = /^\{\{\s{0,3}secrets\.([A-Za-z0-9_]{1,80})\s{0,3}\}\}|^\{([A-Z][A-Z0-9_]{1,60})\}/;

/**
 * A secret's variable expanded into a URL (`?t=$GITHUB_TOKEN`, `/${SLACK_BOT_TOKEN}/`, `?key=${{ secrets.NPM_TOKEN }}`)
 * whose host is not the vendor's the variable names: the pipeline sends the secret to whoever holds that host.
 * `rest` is the URL after its authority; `after` the text after the URL.
 */
export function sendsSecretVariable(rest: string, host: string, after: string): boolean {
  // Only to a request catcher or a raw public address: a company's own host (a self-hosted GitLab, GitHub Enterprise, a
  // cloud function, a private registry) wears no label of the vendor and is where its CI sends the vendor's token.
  if (!rest.includes('$') || !(CATCHER.test(host) || isPublicAddress(host))) return false;
  const labels = host.split('.');
  VARIABLE.lastIndex = 0;
  for (let m = VARIABLE.exec(rest); m; m = VARIABLE.exec(rest)) if (sentElsewhere(m[1]!, labels, false)) return true;
  if (!rest.endsWith('$')) return false;
  const cut = AFTER_CUT.exec(after);
  if (cut === null) return false;
  return cut[1] !== undefined ? sentElsewhere(cut[1].toUpperCase(), labels, true) : sentElsewhere(cut[2]!, labels, false);
}

/**
 * Request catchers, out-of-band testers' DNS and HTTP loggers, and tunnels with a random public name: whatever is sent
 * there is read by whoever made the bin or runs the tunnel. Their makers' own sites (api.ngrok.com, canarytokens.org's
 * generator) are not in it.
 */
export const CATCHER =
  /(?:^|\.)(?:webhook\.site|pipedream\.net|oast\.(?:fun|pro|live|site|online|me)|oastify\.com|burpcollaborator\.net|interact\.sh|interactsh\.com|requestcatcher\.com|requestbin\.(?:net|com|io)|requestrepo\.com|beeceptor\.com|hookbin\.com|postb\.in|ngrok-free\.(?:app|dev)|ngrok\.(?:io|app)|loca\.lt|serveo\.net|serveousercontent\.com|trycloudflare\.com|lhr\.life|localhost\.run|pagekite\.me|tunnelmole\.net|pinggy\.link|devtunnels\.ms|bore\.pub|0x0\.st|transfer\.sh|putsreq\.com|dnslog\.cn|ceye\.io|canarytokens\.com)$/;
/**
 * The tunnels and file drops among them: a developer's own server answers there, or a colleague fetches the file, as
 * often as an attacker (a webhook handler under test, a model proxy that takes `$OPENAI_API_KEY`, a log shared with
 * transfer.sh). What is sent there counts when it is the whole environment or a credentials file (sent.ts), not a
 * payload, a signature or one variable.
 */
export const TUNNEL =
  /(?:^|\.)(?:ngrok-free\.(?:app|dev)|ngrok\.(?:io|app)|loca\.lt|serveo\.net|serveousercontent\.com|trycloudflare\.com|lhr\.life|localhost\.run|pagekite\.me|tunnelmole\.net|pinggy\.link|devtunnels\.ms|bore\.pub|0x0\.st|transfer\.sh)$/;
/** A command that sends a request. */
const SENDER = /\b(?:curl|wget)\s/;
/**
 * What a `curl`/`wget` line uploads that is not written on it: a file (`-d @.env`, `-F f=@~/.ssh/id_rsa`,
 * `--data-binary @…`, `-T`, `--upload-file`, `--post-file=`) or a command's output (`$(cat …)`, `$(env)`).
 */
const UPLOAD =
  /\s(?:-d|-F|--data(?:-binary|-raw|-urlencode|-ascii)?|--form)\s{1,3}\\?["']?(?:[\w-]{1,40}=)?@[^\s"']|\s(?:-T|--upload-file)\s|--(?:post|body)-file=|\$\(/;

/** The line a URL stands on, cut at a line break or a JSON string's `\n`, at most `reach` code units either side. */
export function lineAround(text: string, start: number, end: number, reach: number): string {
  const from = Math.max(0, start - reach);
  let before = text.slice(from, start);
  // After a JSON string's `\n`, both its code units: the line starts at its command (`\ncurl …`, not `ncurl …`).
  before = afterLastBreak(before);
  let afterText = text.slice(end, end + reach);
  afterText = beforeFirstBreak(afterText);
  return `${before} ${text.slice(start, end)} ${afterText}`;
}

/** A `curl`/`wget` line that uploads a file or a command's output to a request catcher (not a tunnel: TUNNEL). */
export function uploadsToCatcher(text: string, start: number, end: number, host: string): boolean {
  if (!CATCHER.test(host) || TUNNEL.test(host)) return false;
  const line = lineAround(text, start, end, 300);
  return SENDER.test(line) && UPLOAD.test(line);
}

/** Link shorteners: where the link leads is not written anywhere a reader sees. */
const SHORTENER = new Set([
  'bit.ly',
  'tinyurl.com',
  'is.gd',
  'v.gd',
  'cutt.ly',
  't.ly',
  'rb.gy',
  'shorturl.at',
  'goo.gl',
  'ow.ly',
  'buff.ly',
  'tiny.cc',
  't.co',
  's.id',
  'rebrand.ly',
  'bl.ink',
  // Not git.io: GitHub's shortener led only to GitHub's own hosts, as an install line's raw.githubusercontent.com URL does.
  'lnkd.in',
  'bit.do',
  'tiny.one',
]);
/** A download piped into a shell or PowerShell's `iex` after the URL. */
const PIPED_AFTER =
  /^[^|\n]{0,60}\|\s{0,3}(?:sudo\s{1,3}(?:-\S{1,3}\s{1,3}){0,2})?(?:(?:ba|z|da|k)?sh\b|iex\b|python3?\b|perl\b|ruby\b|node\b)/;
/** A download saved to a file (`-o f`, `-O f`) that the same line then runs (`&& sh f`, `; bash f`, `&& chmod +x f && ./f`). */
const SAVED_THEN_RUN =
  /^\s{1,3}(?:-[A-Za-z]{1,4}\s{1,3}){0,3}-[oO]\s{1,3}(\S{1,100})\s{0,3}(?:&&|;)\s{0,3}(?:chmod\s{1,3}\+x\s{1,3}\S{1,100}\s{0,3}(?:&&|;)\s{0,3})?(?:sudo\s{1,3})?(?:(?:ba|z)?sh\s{1,3}|\.\/)?(\S{1,100})/;
/** A download substituted into a shell (`bash <(curl`, `sh -c "$(curl`) or handed to `iex (iwr` before the URL. */
const PIPED_BEFORE =
  /(?:\b(?:(?:ba|z)?sh|python3?|perl|node)\s{1,3}(?:<\(|-[ce]\s{1,3}\\?["']?\$\()|(?:^|[\s;&|"])(?:source|\.)\s{1,3}<\(|\biex\s{0,3}\(\s{0,3})\s{0,3}(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|\n]{0,60}$|\biex\s{0,3}\(\s{0,3}\(?\s{0,3}new-object\s{1,3}(?:system\.)?net\.webclient\s{0,3}\)?\s{0,3}\.downloadstring\(\s{0,3}\\?["']?$/i;

/** A link shortener's URL piped or substituted into a shell: code runs that no one reading the line can see. */
export function shortenerIntoShell(text: string, start: number, end: number, host: string): boolean {
  if (!SHORTENER.has(host)) return false;
  const after = text.slice(end, end + 240);
  if (PIPED_AFTER.test(after) || PIPED_BEFORE.test(text.slice(Math.max(0, start - 120), start))) return true;
  const saved = SAVED_THEN_RUN.exec(after);
  // The file run is the one saved: `-o /tmp/i.sh && sh /tmp/i.sh` (a script read first, `less setup.sh`, is not run).
  return saved !== null && saved[1]!.replace(/^\.\//, '') === saved[2]!.replace(/^\.\//, '');
}

/** A `curl`/`wget` download of a host and a path written without a scheme (`curl -sL bit.ly/3xK9pQz | bash`), its host in group 1. */
const BARE_DOWNLOAD = /(?:curl|wget)\s{1,3}(?:-[\w-]{1,20}\s{1,3}){0,4}([a-z0-9.]{3,20})\/[\w-]{2,40}(?=\s{0,3}\|)/i;

/** A link shortener written without a scheme and piped into a shell, which URL_RE cannot see. */
export function detectBareShorteners(t: Text, out: Hit[]): void {
  // Most texts download nothing, or pipe nothing into anything.
  if (!t.text.includes('|')) return;
  const text = t.text;
  // Tried where the literal index found a command's name, as a word's start (not the whole text scanned for one).
  const starts = mergedAscending([placesOf(t, 'curl'), placesOf(t, 'wget')]);
  const words = Array.from(starts).filter((p) => p === 0 || !/\w/.test(text[p - 1]!));
  for (const m of t.findAt(BARE_DOWNLOAD, words)) {
    const end = m.index + m[0].length;
    if (SHORTENER.has(m[1]!.toLowerCase()) && PIPED_AFTER.test(text.slice(end, end + 80)))
      out.push({ code: 'url_exfiltration', start: m.index, end });
  }
}

/** A package archive's name at a path's end. */
const ARCHIVE = /\.(?:tgz|tar\.gz|whl|crate|gem|nupkg|egg)$/;
/** Four decimal bytes. */
const DOTTED = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

/**
 * A package archive on a raw public IPv4 address (`"resolved": "http://185.…/left-pad-1.3.0.tgz"`): a registry, a
 * mirror or a release page has a name; a company's own mirror on a private address and documentation's example
 * ranges are not read.
 */
export function archiveOnRawAddress(host: string, path: string): boolean {
  return ARCHIVE.test(path) && isPublicAddress(host);
}

/** Whether a host is four decimal bytes in a private, loopback, link-local or "this network" range (hosts.ts isInternal). */
export function isPrivateAddress(host: string): boolean {
  const m = DOTTED.exec(host);
  if (m === null) return false;
  const b = Number(m[2]);
  // isInternal reads the first two bytes (a second one past 255 falls in none of its ranges, nor does 0).
  return isInternal(((Number(m[1]) << 24) | ((b > 255 ? 0 : b) << 16)) >>> 0);
}

/**
 * Whether a host is a raw public IPv4 address: not a private, loopback, link-local, shared (100.64.0.0/10, carriers'
 * and Tailscale's), multicast or documentation address.
 */
export function isPublicAddress(host: string): boolean {
  const m = DOTTED.exec(host);
  if (m === null) return false;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a >= 224 || (a === 100 && b >= 64 && b <= 127) || isPrivateAddress(host)) return false;
  // 192.0.2.0/24, 198.51.100.0/24 and 203.0.113.0/24 are documentation's addresses.
  return !/^(?:192\.0\.2|198\.51\.100|203\.0\.113)\./.test(host);
}
