/**
 * adversarial_url: a registered label that joins, by hyphens, the name of a card network, a parcel or container carrier
 * or a tax or customs authority to the words of the lure that passes for it (docs/content-readings.md, "Brands joined to
 * lures", cases-161.jsonl): a card check (`<network>-idcheck-refund`), a customs fee or a redelivery (`<carrier>-zoll-
 * zahlung`), a bill of lading's release (`<line>-bl-release`), a tax refund (`<authority>-taxrebate-claim`). Each of
 * them serves its pages under its own domain, where the name is the registered label alone (`id-check.<network>.com`,
 * `<carrier>.nl/track-and-trace`): a compound of the name and a lure's word is someone else's. A compound of the name
 * and a word no lure needs (`<carrier>-express`, `<network>-europe`) is not read.
 *
 * Also a registered label of lure words only (`customs-duty-refund`) under a country's pseudo second level (`uk.com`,
 * `us.com`, `nl.eu`: labels sold to look like a country's own) whose path opens with a claim's or a payment's page.
 * Each reads one host (and its path), never the text around it.
 */

/** Card networks, by the names their check pages and lures use. */
const NETWORKS = ['visa', 'mastercard', 'amex', 'americanexpress', 'maestro', 'unionpay', 'jcb', 'dinersclub'];
/** Postal, parcel and container carriers (names that are no common word). */
const CARRIERS = [
  ...['dhl', 'fedex', 'usps', 'dpd', 'gls', 'evri', 'yodel', 'inpost', 'postnl', 'bpost', 'laposte', 'colissimo'],
  ...['chronopost', 'correos', 'ctt', 'posteitaliane', 'auspost', 'canadapost', 'royalmail', 'parcelforce', 'postnord'],
  ...['japanpost', 'aramex', 'purolator', 'maersk', 'cosco', 'hapaglloyd', 'cmacgm', 'oocl', 'yangming'],
];
/** Tax and customs authorities (names that are no common word). */
const AUTHORITIES = [
  ...['hmrc', 'irs', 'skatteverket', 'skat', 'belastingdienst', 'impots', 'dgfip', 'finanzamt', 'elster', 'aeat'],
  ...['agenziaentrate', 'receita', 'cbp', 'cbsa', 'douane', 'zoll', 'tullverket'],
];
/**
 * Names above that are also common words or another firm's (`visa` — a travel visa, `maestro` — a music school, `jcb` —
 * diggers, `skat` — a card game, `receita` — a recipe): read only beside a word only their own lure uses (a card check's,
 * a tax's), never beside a generic one (`payment`, `confirm`, `login`) that the firm named so writes on its own pages.
 */
const COMMON = new Set(['visa', 'maestro', 'jcb', 'skat', 'receita']);
const OWN_LURE_WORDS = new Set([
  ...['idcheck', 'securecode', 'safekey', '3ds', 'cardholder', 'chargeback', 'otp', 'unlock', 'blocked'],
  ...['tax', 'taxrebate', 'taxrefund', 'imposto', 'impostos', 'irpf', 'moms', 'skatte', 'restituicao'],
]);
/** A card check's page as the path's first segment (`/3ds`, `/idcheck`, `/securecode`, `/acs`). */
const CARD_CHECK_PAGE = /^\/(?:3ds|3dsecure|idcheck|id-check|securecode|safekey|acs)(?:[/?#.]|$)/i;
/** Of the names above, the ones the reading needs to know: by group. */
const GROUP = new Map<string, 0 | 1 | 2>([
  ...NETWORKS.map((n) => [n, 0] as [string, 0]),
  ...CARRIERS.map((n) => [n, 1] as [string, 1]),
  ...AUTHORITIES.map((n) => [n, 2] as [string, 2]),
]);
/** Words of a lure, by group: a card check; a parcel's fee, customs or redelivery, or papers released; a refund. */
const LURES: readonly ReadonlySet<string>[] = [
  new Set([
    ...['verify', 'verification', 'secure', 'securecode', 'idcheck', 'safekey', '3ds', 'auth', 'authentication', 'confirm'],
    ...['refund', 'refunds', 'cardholder', 'otp', 'unlock', 'blocked', 'login', 'signin', 'payment', 'chargeback'],
  ]),
  new Set([
    ...['customs', 'duty', 'duties', 'fee', 'fees', 'douane', 'invoer', 'invoerrechten', 'zoll', 'aduana', 'dogana', 'tull'],
    ...['redelivery', 'redeliver', 'reschedule', 'payment', 'pay', 'paiement', 'betaling', 'betalen', 'zahlung', 'pago'],
    ...['pagamento', 'frais', 'release', 'telex', 'bl', 'unpaid', 'clearance', 'verify', 'login', 'doplata', 'platnosc'],
  ]),
  new Set([
    ...['refund', 'refunds', 'rebate', 'rebates', 'taxrebate', 'taxrefund', 'reembolso', 'remboursement', 'erstattung'],
    ...['rimborso', 'restituicao', 'teruggave', 'aterbetalning', 'claim', 'claims', 'verify', 'login', 'payment'],
  ]),
];

/** Countries' two letters sold as a pseudo second level under a generic top-level label (`<name>.uk.com`, `<name>.nl.eu`). */
const PSEUDO_COUNTRIES = new Set('uk us eu gb de br cn ru sa za se no hu jp nl fr it es ae kr mx in'.split(' '));
const PSEUDO_TOPS = new Set(['com', 'net', 'org', 'eu']);

/** Whether the host's last two labels are a country's pseudo second level (`uk.com`, `us.com`, `nl.eu`). */
export function onPseudoSecondLevel(labels: readonly string[]): boolean {
  const n = labels.length;
  return n > 2 && PSEUDO_TOPS.has(labels[n - 1]!) && PSEUDO_COUNTRIES.has(labels[n - 2]!);
}

/** A country's real second level under its code (`co.uk`, `com.au`). */
const SECOND = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or']);

/** The registered label's index: before the top-level label, a country's second level, or a pseudo second level. */
export function registeredAt(labels: readonly string[]): number {
  const n = labels.length;
  if (onPseudoSecondLevel(labels)) return n - 3;
  return n > 2 && labels[n - 1]!.length === 2 && SECOND.has(labels[n - 2]!) ? n - 3 : n - 2;
}

/** Lure words only, a strong one among them, for a pseudo second level's compound. */
const STRONG = new Set(['refund', 'refunds', 'rebate', 'rebates', 'claim', 'claims', 'compensation', 'verify', 'redelivery']);
const WEAK = new Set([
  ...['tax', 'customs', 'duty', 'duties', 'fee', 'fees', 'payment', 'payments', 'pay', 'secure', 'account', 'online'],
  ...['service', 'services', 'desk', 'center', 'centre', 'portal', 'support', 'help', 'parcel', 'delivery', 'bank'],
]);
/** A claim's or a payment's page as the path's first segment. */
const CLAIM_PATH = /^\/(?:claim|claims|refund|refunds|pay|payment|verify|login|signin|rebate|checkout)(?:[/?#.]|$)/i;

/**
 * Whether a host (lower case) registers a card network's, a carrier's or an authority's name joined to its lure's words,
 * or, under a pseudo second level, lure words only with a claim's or a payment's page (`rest`: the path and query).
 */
export function brandJoinedToLure(host: string, rest: string): boolean {
  if (!host.includes('-')) return false;
  const labels = host.split('.');
  const at = registeredAt(labels);
  if (at < 0) return false;
  const label = labels[at]!;
  if (!label.includes('-')) return false;
  const parts = label.split('-');
  for (let i = 0; i < parts.length; i++) {
    // A name written in two parts (`hapag-lloyd`, `royal-mail`, `cma-cgm`) reads as one.
    const group = GROUP.get(parts[i]!) ?? GROUP.get(parts[i]! + (parts[i + 1] ?? ''));
    if (group === undefined) continue;
    // A common word's name reads a generic lure's word too under a card check's page (`visa-secure-refund.net/3ds`).
    const lures = COMMON.has(parts[i]!) && !CARD_CHECK_PAGE.test(rest) ? OWN_LURE_WORDS : LURES[group]!;
    for (let k = 0; k < parts.length; k++) {
      if (k === i) continue;
      // `id-check`, `tax-refund`: a lure's word written in two parts.
      if (lures.has(parts[k]!) || (k + 1 < parts.length && lures.has(parts[k]! + parts[k + 1]!))) return true;
    }
  }
  if (!onPseudoSecondLevel(labels) || !CLAIM_PATH.test(rest)) return false;
  return parts.some((p) => STRONG.has(p)) && parts.every((p) => STRONG.has(p) || WEAK.has(p));
}
