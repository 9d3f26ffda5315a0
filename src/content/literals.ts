/**
 * The literals the text index finds in one pass (find.ts Text.at): the words each detector looks
 * for first. Kept apart from the index that reads them, as data each detector adds to.
 */
import { ERRAND_READER_LEADS, HANDLER_SKIP_LEADS, READER_ROLE_LEADS, READER_WHOEVER_LEADS } from './handler-leads.js';
import { FAR_LEADS } from './far-words.js';
import { GATE_LEADS } from './gate-leads.js';
import { LANGUAGE_LEADS } from './languages.js';
import { MAIL_CARRIER_LEADS, RAW_MAIL_FIELD_LEADS, RAW_MAIL_KEY_LEADS } from './mail-leads.js';
import { COPY_LEADS, OUTWARD_LEADS, REPLY_LEADS } from './outward-leads.js';
import { SECRET_LABEL_LEADS } from './secret-leads.js';
import { SET_ASIDE_LEADS, TASK_ORDER_LEADS } from './unaddressed-leads.js';

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
/** outward.ts's leads not already among urls.ts's literals below (`://`). */
const OUTWARD_EXTRA = OUTWARD_LEADS.filter((w) => w !== '://');
/**
 * How disguise.ts's spelled signs start ("[at]", "(at)", "{at}", "<at>", "[ at ]", "(@)", "(a)", "[.]", "(period)",
 * "keys at host dot example", "period", "full stop", "at sign"; every case indexed; "⸨at⸩", not ASCII, is a wide one).
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

/** cards.ts: a no-break space as HTML writes it, between a card's groups (any case: the index folds it). */
export const ENTITY_GAPS: readonly string[] = ['&nbsp;', '&#160;', '&#xa0;'];

/**
 * third-person.ts: the nouns the reader is named by right before what it reads ("the model processing this"), where
 * its quick test of a text is tried (not the whole text: most hold none of them, or few, and none where a word starts).
 */
export const READER_NOUNS: readonly string[] = [
  'model',
  'assistant',
  'ai',
  'bot',
  'llm',
  'reader',
  'system',
  'tool',
  'agent',
  'whoever',
  'whatever',
];
/**
 * processor-orders.ts: what names a document's processor or a forged directive in a line's head, besides READER_NOUNS
 * ("automated", "automático", "otomatis", "awtomatikong", `X-Processing-`, `status=`, "système", "sistema", "rendszer",
 * "yapay zeka", "directive"; "reviewer", "screening" and "processing" stand beside one of them or of READER_NOUNS):
 * where its lines are read.
 */
export const PROCESSOR_LEADS: readonly string[] = [
  'autom',
  'otomat',
  'awtomat',
  'x-process',
  'status',
  'syst',
  'sist',
  'rendszer',
  'yapay',
  'directive',
];
/**
 * Words sought in every text, read from the index rather than by a search of the whole text each (word-places.ts):
 * role-acts.ts's machine words that sit inside longer words ("odel", "sist" above, "ssziszt", "lekt" of "intelekt" and
 * "intellekt", "ligen" of "inteligen", "pay" of "yapay"), reader-orders.ts's other names of a machine ("copilot",
 * "instruction", "ummari" of "summarise") and unaddressed-orders.ts's payment verbs ("glez" of "r\u00e9glez").
 */
export const INNER_WORD_PARTS: readonly string[] = [
  ...['odel', 'ssziszt', 'lekt', 'ligen', 'abili', 'sustav', 'cerdasan', 'enerator', 'ummari', 'ssor', 'copilot'],
  ...['instruction', 'pay', 'paid', 'paga', 'wire', 'transfer', 'remit', 'release', 'refund', 'settle', 'zahle', 'glez'],
  ...['virez', 'berweise'],
];
/** setup-text.ts: the first words of what names the reader's instructions ("you were set up with", 'secret' above). */
export const SETUP_LEADS: readonly string[] = ['you', 'hidden'];
/** numbers.ts: a US social security number's names, after which it is read however its groups are apart. */
export const SSN_NAMES: readonly string[] = ['ssn', 'ss#', 'social sec', 'soc. sec', 'soc sec', 'ssa n'];

/**
 * The words the detectors look for first (lower case): a credential's prefix, a secret-named key, the marks of a URL, a
 * data: URI, a key block, a JSON web token. Text.at finds them all in one pass. Single characters are left out: frequent
 * ones would cost a match each, and the index reads at least two.
 */
export const LITERALS: readonly string[] = [
  // set-aside.ts and task-orders.ts: verbs of setting aside, the reader's task, the evidence set aside
  ...SET_ASIDE_LEADS,
  ...TASK_ORDER_LEADS,
  // topic-overrides.ts: the words of an override naming its topic besides "ignor" (read in the whole text)
  'disregard',
  'set aside',
  'previous',
  'earlier',
  'forget',
  // credentials.ts: provider prefixes (lower-cased; the shapes themselves are case-sensitive), secret-named keys
  'https://hooks.slack.com/',
  'discord',
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
  // pair-secrets.ts: a JSON pair's value field (a JSON string's escaped quote too), from its second letter: `val`
  // starts more words of prose than `alu` does
  'alue"',
  'alue\\"',
  // far-secrets.ts: a Wi-Fi key's labels in German and French ('pass', 'pwd', 'pw', 'kennwort', 'contrase' too)
  'wlan-schl',
  'zwerkschl',
  'wifi',
  'wi-fi',
  'pgpass',
  '/paths/invoke',
  'wifi:',
  '_auth',
  // spoken-secrets.ts: a network key's word in Swedish, Dutch, Finnish, Danish (`kode`) and Polish (Norwegian's, Danish's and Czech's hold
  // a letter outside ASCII and are found by it); encoded.ts: the decoders a short base64 is handed to
  'nyckel',
  'sleutel',
  'avain',
  'kode',
  'klucz',
  'atob',
  'b64decode',
  'base64_decode',
  // written-secrets.ts: a Cookie header, a Teams webhook's path ('pass', 'pwd', 'secret', 'token', 'key' above)
  'cookie',
  'incomingwebhook/',
  'kennwort',
  'enha',
  'wachtwoord',
  'salasana',
  // named-secrets.ts: a chat's `pw`, Redis's `masterauth`, JDBC's `getConnection(` ('pass', 'pwd', 'secret', 'token', 'key' above)
  'pw',
  'masterauth',
  'tconnection(',
  // said-secrets.ts: other languages' labels for a password ('pass', 'kennwort', 'enha', 'wachtwoord', 'salasana' above)
  'contrase',
  'clave',
  'heslo',
  'haslo',
  'jelsz',
  'senord',
  'adgangskode',
  'sifre',
  'lozinka',
  'geslo',
  ...['sandi', 'laluan', 'nenosiri', 'wagwoord', 'slapta', 'fjal', 'lykilor', 'file:/'], // Indonesian's, Malay's, Swahili's, Afrikaans', Lithuanian's, Albanian's, Icelandic labels; links.ts's bare URL
  // Basque, Galician, Welsh, Irish, Frisian, Esperanto, Faroese, Hausa, Malagasy and Zulu labels
  ...['pasahitz', 'contrasinal', 'cyfrinair', 'pasfhocal', 'wachtwurd', 'pasvort', 'loynior', 'sirri', 'tenimiafina', 'phasiwedi'],
  ...SECRET_LABEL_LEADS,
  // office-secrets.ts: a table's Italian or Turkish label, German "Kennw.", OCR's misread labels, a meeting's passcode
  // and PINs, a Wi-Fi voucher, recovery codes ('pass', 'host ', 'backup code', 'kennwort' … above)
  'parola',
  'kennw.',
  'pa5s',
  'p assword',
  'pas sword',
  'kenncode',
  'code secret',
  'meeting password',
  ...['leader pin', 'moderator pin', 'chairperson pin'],
  'voucher',
  'access code',
  'recovery code',
  'wiederherstellungscode',
  // still-secrets.ts: French "mdp", Italian "parola d'ordine" ('pass', 'enha', 'contrase', 'clave', 'haslo', 'sifre' above)
  'mdp',
  'ordine',
  // said-secrets.ts: clients' calls that take a password
  'pdo(',
  'mysqli(',
  'ldap_bind(',
  'basicauth(',
  'digestauth(',
  'auth=(',
  'networkcredential(',
  // said-secrets.ts: more clients' calls ('pdo(', 'basicauth(', 'mysql' above)
  'auth = (',
  '->bind(',
  'bind_s(',
  'oci_connect(',
  'oracle.connect(',
  'ssh2_auth_password(',
  'sql.open(',
  'ncredentials(',
  '->login(',
  'dbi->connect(',
  'ldap3.connection(',
  // ssn-names.ts: an SSN's name in camelCase or one word ('ssn' and 'social sec' are SSN_NAMES)
  'socialsec',
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
  // the shapes public secret scanners read (cases-23.jsonl)
  'ltai',
  'akid',
  'p8e-',
  'ops_eyj',
  'a3-',
  'atbb',
  'atta',
  'bkua_',
  'ccipat_',
  'clojars_',
  'v1.0-',
  'cfpat-',
  'dnkey-',
  'doo_v1_',
  'dor_v1_',
  'sl.',
  'duffel_',
  'dt0c01.',
  'ezak',
  'eztk',
  'flwseck',
  'fio-u-',
  'pat.',
  'pat-na',
  'pat-eu',
  'ico-',
  's-s4t2',
  'akcp',
  'cmvmdgtu',
  'sk.eyj',
  'nrii-',
  'sha256~',
  'access-sandbox-',
  'access-development-',
  'access-production-',
  'pnu_',
  'rdme_',
  'rubygems_',
  'xkeysib-',
  'xsmtpsib-',
  'sm_pat_',
  'sm_aat_',
  'sm_sat_',
  'shippo_',
  'tfp_',
  'aqvn',
  'sgp_',
  'squ_',
  'sqp_',
  'sqa_',
  'tskey-',
  'fo1_',
  'rnd_',
  'napi_',
  'avns_',
  'fc-',
  'tvly-',
  'e2b_',
  'fw_',
  'sk_',
  're_',
  'phx_',
  'hcaik_',
  'hcamk_',
  'hcxik_',
  'hcxmk_',
  'q~',
  'aaaaaaaaaaaaaaaaaaaaa',
  ':apa91b',
  '!aq',
  '!ar',
  'absk',
  'scw',
  'oy2',
  'xoxe',
  'figd_',
  'secret_',
  'secret-live-',
  'secret-test-',
  'dg9ro',
  'md-',
  'glcbt-',
  'glimt-',
  'glft-',
  'gloas-',
  'glagent-',
  'glsoat-',
  'glffct-',
  'aio_',
  'api_org_',
  'cio',
  'api-',
  'k00',
  'os_v2_',
  'xau_',
  'pdl_',
  '1000.',
  '-us',
  'eyjhijoi',
  '1//0',
  ':fx',
  // keyed-keys.ts: a command that takes a key, a key's signature inside it
  'wandb',
  'azdo',
  // urls.ts
  '://',
  '169.254.',
  'metadata.',
  '100.100.100.200',
  '192.0.0.192',
  'fd00:ec2',
  // page-sends.ts: a frame's page, CSS selectors that guess a value; warehouse-exports.ts: the statements' first words ('copy' above)
  'srcdoc',
  '[value',
  '[content',
  'export data',
  'extract',
  'unload',
  'into function',
  // links.ts: a link's target, an anchor's, a lookup command's
  '](',
  'href',
  '<a',
  'nslookup',
  // carried.ts: a download without a scheme is read from its command's name ('curl' above)
  'wget',
  'dig ',
  // sent.ts: the other lookup commands a built host is read after
  'host ',
  'ping ',
  'resolve-dnsname',
  // quoted.ts: what a tokenizer config's keys and a model file's lines hold ('token' above)
  'template',
  '{{',
  'parameter',
  // store-secrets.ts: the commands that print one secret (`consul kv get`, `etcdctl … --print-value-only`, `heroku
  // config:get`, a go-template's `base64decode`), 1Password's `op://`, PagerDuty's events host ('secret' above); the
  // React Native input data-secrets.ts reads; label-secrets.ts's Icelandic and Estonian names ('salasana' above)
  'kv get',
  '-value-only',
  ':get',
  '64decode',
  'op://',
  'rduty.com/',
  'securetextentry',
  // store-secrets.ts's commands that print one secret after cases-65 (AWS's, chamber's, Bitwarden's, pass's, macOS
  // security's `find-…-password`, keyring's, libsecret's, berglas's, kubectl's jsonpath, op's `--reveal`) and
  // store-listings.ts's fields
  'with-decryption',
  'get-secret-value',
  'chamber read',
  'get password',
  'pass show',
  '--reveal',
  '-password',
  'keyring get',
  'secret-tool lookup',
  'berglas access',
  'jsonpath',
  'securestring',
  'secretstring',
  'secretsmanager:',
  '"fields',
  'lykilor',
  'parool',
  'salas',
  // configs.ts
  'auths',
  'client-key-data',
  '/webhooks/',
  'define',
  // encoded.ts (data-sinks.ts too)
  'data:',
  // encoded-orders.ts: entities and escapes that spell letters, and the hints before ROT13 or reversed text (a hint
  // sought natively costs a pass of the whole text even where it is absent; in the index it costs a comparison where
  // its first three letters occur; `reversed` is sought by its tail, encoded-orders.ts leadPlaces)
  '&#',
  '\\u00',
  'rot13',
  'rot-13',
  'rot 13',
  'backwards',
  'right to left',
  // ciphers.ts and char-codes.ts: the hints before a cipher, the names of char-code calls ('rot' shares rot13's letters)
  'caesar',
  'atbash',
  'shift',
  'rot',
  'char',
  'chr',
  // more-alphabets.ts: Z85's name
  'z85',
  // mime.ts: whether a text holds a part's encoding header at all
  'transfer-encoding',
  // data-sinks.ts: the words its SQL gate looks for
  'program',
  'outfile',
  'dumpfile',
  // mail-shapes.ts: the names of the JSON fields that keep a whole mail
  ...RAW_MAIL_FIELD_LEADS,
  ...RAW_MAIL_KEY_LEADS,
  // mail-carriers.ts: the carriers of a mail other than a field
  ...MAIL_CARRIER_LEADS,
  // injection.ts: the role markers that do not start with a word
  ...ROLE_MARKER_ANCHORS,
  // outward.ts: what a unit it reads holds (those of its leads not listed above)
  ...OUTWARD_EXTRA,
  ...REPLY_LEADS, // turns.ts
  ...COPY_LEADS,
  // languages.ts: the words its languages are read around
  ...LANGUAGE_LEADS,
  // far-overrides.ts: the words its Latin-script languages are read around
  ...FAR_LEADS,
  ...SPELLED_SIGN_LEADS, // disguise.ts
  // numbers.ts and cards.ts
  ...SSN_NAMES,
  ...ENTITY_GAPS,
  // third-person.ts and setup-text.ts
  ...READER_NOUNS,
  ...SETUP_LEADS,
  ...PROCESSOR_LEADS, // processor-orders.ts and handler-orders.ts
  ...GATE_LEADS, // gate-leads.ts: whole-text gates' words (lured-urls.ts, lettered-ids.ts), role-acts.ts's machine words
  // role-acts.ts, reader-orders.ts and unaddressed-orders.ts
  ...INNER_WORD_PARTS,
  // sought in every text (command-lines, *-secrets, `reversed`, record-orders, page-sends, links, injection, mime); handler-orders
  ...['set-secret', '-asplaintext', 'cat ', '"name', 'versed', 'a.i.', 'postmessage', '&colon;', '[//]: #', 'begin '],
  // said-secrets.ts's labels, issued-secrets.ts's chat token, network-words.ts's and device-secrets.ts's words: sought in every text
  ...['parole', 'oauth:', 'paaswarudh', 'wlan', 'ssid', 'community'],
  // document-ids.ts's passports, routing numbers' tail and MBIs, qualified-secrets.ts's `code=`: sought in every text
  ...['pas', 'uting', 'mbi', 'medic', 'code='],
  ...Object.keys(HANDLER_SKIP_LEADS),
  ...[...READER_WHOEVER_LEADS, ...READER_ROLE_LEADS, ...ERRAND_READER_LEADS].filter((w) => w !== 'whoever'),
];
