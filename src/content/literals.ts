/**
 * The literals the text index finds in one pass (find.ts Text.at): the words each detector looks
 * for first. Kept apart from the index that reads them, as data each detector adds to.
 */
import { LANGUAGE_LEADS } from './languages.js';

/**
 * Where a role marker that does not start with a word can begin (injection.ts tries its
 * patterns only there): each is one of LITERALS, `role` one code unit in, after a quote.
 */
export const ROLE_MARKER_ANCHORS: readonly string[] = [
  '<|',
  '[inst]',
  '[/inst]',
  '<<sys>>',
  '<</sys>>',
  '<system',
  '</system',
  '<developer',
  '</developer',
  '<admin',
  '</admin',
  'role',
];
/**
 * Where outward.ts reads a unit: a URL (an address's `@` it finds itself), a secret's rarer names,
 * the reader's reply, a push's words (`://`, another detector's literal too, included so its list is whole here).
 */
/** outward.ts's leads that are a destination: a URL's scheme mark, the reader's own reply (an address's `@` it finds itself). */
export const OUTWARD_TO: readonly string[] = ['://', 'your reply', 'your answer', 'your response'];
/**
 * outward.ts's leads that are a push against checking, telling or recording, where money, goods or access move, or
 * the words of such a move (moves.ts reads them).
 */
export const OUTWARD_PUSHES: readonly string[] = [
  'do not call',
  "don't call",
  'will be told',
  'instead of',
  'out of it',
  'out of the loop',
  'need to log',
  'need to record',
  'need for a',
  'two-factor',
  '2fa',
  'mfa',
  'skip the',
  'skip review',
  'skip approval',
  'bypass the',
  'without approval',
  'without asking',
  'branch protection',
  'between us',
  'dark',
  'bank details',
  'banking details',
  'bank account',
  'payment details',
  'payout account',
  'remittance',
  'ach info',
  'ach details',
  'payment instructions',
  'oop in',
  'cket needed',
  'a ticket',
  'quietly',
  // moves.ts's words of discretion, by letters rare where a word starts ("nfidential", not "confidential")
  'one else',
  'body else',
  'o know',
  'ld know',
  'st know',
  'off the record',
  'scuss',
  'bring it up',
  'bring this up',
  'radar',
  'yone notices',
  'nfidential',
];
/**
 * Where turns.ts reads a reply asked to carry a secret: inside the verb before "with" ("reply with", "respond with",
 * "answer with", "reply to this message with"), so the index's first letters are rare ones.
 */
export const REPLY_LEADS: readonly string[] = [
  'ply with',
  'ply only with',
  'ply to th',
  'spond with',
  'spond only with',
  'spond to th',
  'swer with',
  'swer only with',
];
/** Where turns.ts reads a standing order to copy mail: its verbs, by letters rare where a word starts ("rward"). */
export const COPY_LEADS: readonly string[] = ['cc ', 'copy', 'rward', 'mirror'];
/**
 * outward.ts's leads, in the order its kinds are read: destinations, a secret's rarer names and destinations a send
 * names in words (the chat, an address below: read as a name is, with no destination's place to check), pushes.
 * Chosen so their first three letters are rare in prose ("chat", not "the chat"): the index compares each literal
 * wherever its first three letters occur.
 */
export const OUTWARD_LEADS: readonly string[] = [
  ...OUTWARD_TO,
  'chat',
  'address below',
  'ntact below',
  'address listed',
  'following address',
  '~/.',
  '/etc/shadow',
  '.env',
  'cvv',
  'saved password',
  'recovery phrase',
  'seed phrase',
  'backup code',
  'alarm code',
  ...OUTWARD_PUSHES,
];
/** outward.ts's leads not already among urls.ts's literals below (`://`). */
const OUTWARD_EXTRA = OUTWARD_LEADS.filter((w) => w !== '://');
/**
 * How disguise.ts's spelled signs start ("[at]", "(at)", "{at}", "<at>", "[ at ]", "(@)", "(a)", "[.]", "(period)",
 * "keys at host dot example", "period", "full stop", "at sign"; the index holds every case; "⸨at⸩" is not ASCII and is
 * found with the other wide characters).
 */
export const SPELLED_SIGN_LEADS: readonly string[] = [
  '[at',
  '(at',
  '{at',
  '<at',
  '[ at',
  '( at',
  '(@',
  '[@',
  '{@',
  '(a)',
  '[a]',
  '[.]',
  '(.)',
  '(period',
  '[period',
  ' dot ',
  ' period ',
  ' full stop ',
  ' at sign ',
];

/**
 * The words the detectors look for first (lower case): a credential's prefix, a secret-named
 * key, the marks of a URL, a data: URI, a key block, a JSON web token. Text.at finds them all in
 * one pass. Single characters are left out: frequent ones would cost a match each, and the index
 * reads at least two.
 */
/** numbers.ts: a US social security number's names, after which it is read however its groups are apart. */
export const SSN_NAMES: readonly string[] = ['ssn', 'ss#', 'social sec', 'soc. sec', 'soc sec', 'ssa n'];

export const LITERALS: readonly string[] = [
  // credentials.ts: provider prefixes (lower-cased; the shapes themselves are case-sensitive), secret-named keys
  'https://hooks.slack.com/',
  'github_pat_',
  'accountkey=',
  'sk-ant-',
  'sk-',
  'dop_v1_',
  'glpat-',
  '_live_',
  '_test_',
  'bearer',
  'pypi-',
  'akia',
  'asia',
  'abia',
  'acca',
  'aiza',
  'npm_',
  'xox',
  'sg.',
  'hf_',
  'ghp_',
  'gho_',
  'ghu_',
  'ghs_',
  'ghr_',
  'shpat_',
  'shpca_',
  'shppa_',
  'shpss_',
  'aws_secret',
  'secret',
  'pass',
  'pwd',
  'key',
  'token',
  'psk',
  'eyj',
  'private key',
  'service_account',
  // secrets.ts: what its shapes start with, or the words its gates look for
  'whsec_',
  'basic',
  'mysql',
  'mariadb',
  'machine',
  'default',
  // command-lines.ts: the words its gates look for ('pass', 'secret', 'token', 'key' above)
  'login',
  'is-cli',
  'sqlcmd',
  'ldap',
  'ytool',
  'smbclient',
  'rtto-s',
  'zip ',
  '7z ',
  'unrar',
  'ipmitool',
  'psexec',
  'mongo',
  'rabbitmqctl',
  'cf auth',
  'lftp',
  'erdp',
  'plink',
  'nssl',
  'ncftp',
  'inrs',
  'net user',
  'jarsigner',
  'ldappasswd',
  'kcredential',
  'identified by',
  'wpa_passphrase',
  'echo ',
  'skopeo',
  'htpasswd',
  'net use',
  'aws configure',
  'curl',
  '-lines:',
  '> auth ',
  'rclone',
  'cmdkey',
  'schtasks',
  'ssh-keygen',
  'http -a',
  'https -a',
  'http --auth',
  'https --auth',
  'te_superuser(',
  'te_user(',
  '--proxy',
  '.proxy',
  'authident',
  // prompts.ts: an expect script's command, what `sudo -S` reads ('pass' above: passwd)
  'expect',
  'sudo',
  // headers.ts and configs.ts: an Authorization header, an XML config's value, a .pgpass line
  'authorization',
  'value=',
  'pgpass',
  '/paths/invoke',
  'wifi:',
  '_auth',
  // written-secrets.ts: a Cookie header, a Teams webhook's path ('pass', 'pwd', 'secret', 'token', 'key' above)
  'cookie',
  'incomingwebhook/',
  'kennwort',
  'enha',
  'wachtwoord',
  'salasana',
  // credentials.ts: what MORE_KEY_PREFIXES starts with (checked there, where they are derived from it)
  'hvs.',
  'hvb.',
  'dp.pt.',
  'dp.st.',
  'dp.sa.',
  'dp.ct.',
  'dp.scim.',
  'dp.audit.',
  'lin_api_',
  'age-secret-key-1',
  'pmak-',
  'glptt-',
  'gldt-',
  'glrt-',
  'glsa_',
  'glc_',
  'atatt3',
  'dapi',
  'pscale_',
  'sntrys_',
  'sntryu_',
  'pul-',
  '.atlasv1.',
  'nrak-',
  'sbp_',
  'r8_',
  'gsk_',
  'pplx-',
  'xai-',
  'xapp-',
  'ya29.',
  'gocspx-',
  'sq0atp-',
  'sq0csp-',
  'ntn_',
  'dckr_pat_',
  'hrku-',
  'lsv2_',
  'nfp_',
  'pat',
  'pk_',
  'pcsk_',
  'eaa',
  'access_token$',
  // urls.ts
  '://',
  '169.254.',
  'metadata.',
  '100.100.100.200',
  'fd00:ec2',
  // quoted.ts: what a tokenizer config's keys and a model file's lines hold ('token' above)
  'template',
  '{{',
  'parameter',
  // configs.ts
  'auths',
  'client-key-data',
  '/webhooks/',
  'define',
  // encoded.ts
  'data:',
  // injection.ts: the role markers that do not start with a word
  ...ROLE_MARKER_ANCHORS,
  // outward.ts: what a unit it reads holds (those of its leads not listed above)
  ...OUTWARD_EXTRA,
  // turns.ts
  ...REPLY_LEADS,
  ...COPY_LEADS,
  // languages.ts: the words its languages are read around
  ...LANGUAGE_LEADS,
  // disguise.ts
  ...SPELLED_SIGN_LEADS,
  // numbers.ts
  ...SSN_NAMES,
];
