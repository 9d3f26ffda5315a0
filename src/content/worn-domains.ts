// A phishing host that wears a brand's or a registry's domain in its leading labels (docs/content-readings.md).
import { BRANDS } from './hosts.js';
import { BANKS_AND_CARRIERS } from './squats.js';

/** Brands whose own domain a phishing host wears as its first labels (`paypal.com.secure-check.io`). */
const WORN_BRANDS = new Set([
  ...BRANDS,
  'microsoftonline',
  'live',
  'office365',
  'appleid',
  'chase',
  'wellsfargo',
  'bankofamerica',
  'coinbase',
  'binance',
  'okta',
  'adobe',
  'zoom',
  'salesforce',
  'twitter',
  'instagram',
  'whatsapp',
  'youtube',
  'steam',
  'steamcommunity',
  'twitch',
  'ebay',
  'netlify',
  'vercel',
  'heroku',
  'atlassian',
  'bitbucket',
  'huggingface',
  'python',
  'pythonhosted',
  'golang',
  'crates',
  'crates-io',
  'yarnpkg',
  'rubygems',
  ...BANKS_AND_CARRIERS,
]);
const GENERIC_TLDS = new Set(['com', 'net', 'org', 'io', 'co', 'gov', 'edu', 'tv']);
/** Second-level labels under a country code (`amazon.co.uk`, `google.com.au`): the brand's own domain. */
const SECOND_LEVEL = new Set(['com', 'co', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or']);

/**
 * A host that writes a brand's domain where a person reads it first and registers another:
 * `accounts.google.com.evil-login.net` (the brand's domain as labels of another),
 * `login.microsoftonline.com-auth.xyz` (glued to the next label with a dash). A real subdomain
 * (`accounts.google.com`) and a country domain (`google.com.au`, `amazon.co.uk`) are the brand's. Also a code or
 * package registry's host with a dot written as a dash (`pypi-org.io`), and a brand before `.corn`.
 */
export function wearsBrandDomain(host: string): boolean {
  const dot = host.indexOf('.');
  // One label (most internal names): not split to find so.
  if (dot < 0) return false;
  const labels = host.split('.');
  const n = labels.length;
  // Where the registered domain starts: the last two labels, three under a country's second level.
  const own = n > 2 && labels[n - 1]!.length === 2 && SECOND_LEVEL.has(labels[n - 2]!) ? n - 3 : n - 2;
  // `pypi-org.io`, `registry-npmjs.org`: a known host with a dot written as a dash, as the domain registered (as a
  // subdomain of another, `pypi-org.translate.goog` is a translation proxy's or a company's own name for a mirror).
  if (host.includes('-') && (DASHED.has(labels[own]!) || DASHED.has(`${labels[own]}.${labels[n - 1]}`))) return true;
  // `github.corn`: a brand before a top-level label that reads as `com`.
  if ((labels[n - 1] === 'corn' || labels[n - 1] === 'c0m') && WORN_BRANDS.has(labels[n - 2]!)) return true;
  // A CDN's edge host carries its customer's domain in its leading labels (`www.paypal.com.edgekey.net`).
  if (EDGE_HOSTS.has(`${labels[own]}.${labels[n - 1]}`)) return false;
  for (let i = 0; i < own; i++) {
    const label = labels[i]!;
    if (!WORN_BRANDS.has(label)) continue;
    const next = labels[i + 1]!;
    if (i + 1 < own && GENERIC_TLDS.has(next)) return true;
    // `microsoftonline.com-auth.xyz`: the brand's TLD glued to another word.
    const dash = next.indexOf('-');
    if (dash > 0 && GENERIC_TLDS.has(next.slice(0, dash))) return true;
  }
  return false;
}

const EDGE_HOSTS = new Set(['edgekey.net', 'edgesuite.net', 'akamaiedge.net', 'akamaized.net', 'azureedge.net', 'trafficmanager.net']);
/** Hosts of code and package registries, and each with a dot written as a dash, as a look-alike registers it. */
const DASHED = new Set(
  [
    'github.com',
    'gitlab.com',
    'pypi.org',
    'npmjs.com',
    'npmjs.org',
    'registry.npmjs.org',
    'files.pythonhosted.org',
    'crates.io',
    'rubygems.org',
    'proxy.golang.org',
    'registry.yarnpkg.com',
  ].flatMap((h) => {
    const parts = h.split('.');
    const out = [parts.join('-')];
    // One dot dashed and the rest kept: `registry-npmjs.org`, `files-pythonhosted.org`.
    for (let i = 1; i < parts.length - 1; i++) out.push(`${parts.slice(0, i + 1).join('-')}.${parts.slice(i + 1).join('.')}`);
    return out;
  }),
);
