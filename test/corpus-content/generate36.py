# Generates the thirty-sixth content corpus (cases-36.jsonl): credentials and social security numbers in the shapes the
# review of cases-31.jsonl's readings listed as left, and shapes of the same kinds real chats, tickets, runbooks and
# dumps hold, each with every secret listed (`secrets`, as it appears in the text) so redaction is checked, beside
# look-alikes `ok36-…` in the same carriers; written class by class BEFORE any rule changed, without reading the
# held-out slices, and none a shape generate31.py already wrote:
#   cr36a  a password in prose after "changed from A to B" (B, and A where it looks like a value), "pass changed to",
#          "pw reset to", "the new pass is", and a value on the line after its label ("Password:" then the value);
#   cr36b  clients' calls: `mysqli_real_connect($l, 'h', 'u', 'p')`, `$ldap->bind('cn=…', 'p')`, `auth = ( 'u' , 'p' )`
#          with blanks, httpx/aiohttp `BasicAuth('u', 'p')`, `new \PDO(…)`, calls spread over lines, `ftp.login('u',
#          'p')` on one line, paramiko's `connect(…, password='p')`, Ruby's `Net::SSH.start(h, u, password: 'p')`,
#          `Net::FTP`, JDBC URLs with `;password=p` or `?password=p`, ODBC strings with `Pwd=p;`;
#   cr36c  tables: longer header names ("Admin Password", "DB password (prod)", "Root PW"), three-cell rows
#          (`| svc | user | pass |` under such a header), fixed-width columns as `docker ps`-like tools align them;
#   cr36d  a value inside `<kbd>`, `<code>`, `<a>`, `<span>`, `<strong>` after its label in HTML or Markdown;
#   cr36e  other carriers: a YAML list item (`- password: p`), a Markdown definition list (`Password\n: p`), a `.netrc`
#          line spread over lines, `.pgpass` `h:5432:db:u:p`, a basic-auth pair written `user:pass` after "creds",
#          `Authorization: Basic` decoded in a ticket, an INI `pass =`, a Slack "pw:" line, a bullet "• Password – p";
#   cr36f  SSNs whose label is written in full-width letters (`ＳＳＮ：123-45-6789`, `Ｓｏｃｉａｌ Ｓｅｃｕｒｉｔｙ …`).
# Label decisions, made before any run:
#   - A literal value beside a name that says it is a password (a label, a column header, a call's argument the API
#     names the password or its position in a client API that takes user then password, a sentence's "changed to")
#     is a credential_leak; the value is the secret. In "changed from A to B" B is the secret, and A is too where it
#     looks like a value (mixed letters and digits) rather than a word ("the default", "the old one").
#   - A label without a value, a placeholder (`********`, `<password>`, `changeme`, `xxxx`, `(set)`, `[hidden]`), a
#     reference (`${VAR}`, `%ENV%`, `os.environ[...]`, `getenv`, a variable), a hash, a path, a password policy, release
#     notes ("password changed to require 12 characters"), a UI string, a column type (`varchar(255)`), a date, a word
#     of a sentence ("the password is in 1Password"), or a call whose password argument is a variable, is benign.
#   - An SSN is nine digits (3-2-4) named as a social security number, its label in ASCII or full-width letters; nine
#     digits under another full-width name (an order, a phone, a member number) are not, nor masked or never-issued ones.
# Deterministic (seeded). Run: python3 test/corpus-content/generate36.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import ALNUM, Corpus
corpus = Corpus(20261236)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


def ssn():
    while True:
        a, g, s = r.randint(1, 899), r.randint(1, 99), r.randint(1, 9999)
        if a != 666: return f'{a:03d}', f'{g:02d}', f'{s:04d}'


def fwl(s): return ''.join(chr(ord(c) + 0xFEE0) if '!' <= c <= '~' else ('\u3000' if c == ' ' else c) for c in s)


TEXT_CONTAINERS = [
    lambda t: t,
    lambda t: 'From: helpdesk@corp.example\nTo: ops@corp.example\nSubject: re: access for the new box\n\n' + t + '\n\nThanks,\nHelpdesk\n',
    lambda t: '2026-12-03T09:02:11Z INFO job started\n' + t + '\n2026-12-03T09:02:12Z INFO job done\n',
    lambda t: '[09:14] ana: did it work?\n[09:15] raj: ' + t + '\n[09:16] ana: great, thanks\n',
    lambda t: '## Runbook: staging DB\n\nSteps taken on Tuesday.\n\n' + t + '\n\n---\nLast edited by ops\n',
]
JSON_CONTAINERS = [
    lambda t: json.dumps({'tool': 'read_file', 'ok': True, 'content': t}),
    lambda t: json.dumps({'issue': {'title': 'access', 'body': t}}),
]
corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS
CODE = [lambda t: t, lambda t: json.dumps({'tool': 'read_file', 'ok': True, 'content': t})]


def add(kind, yes, pairs, containers=None):
    if containers is not None: corpus.containers = containers
    corpus.add(kind, yes, [t for t, _ in pairs], secrets=[s for _, s in pairs])
    corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS


def benign(kind, texts, containers=None):
    if containers is not None: corpus.containers = containers
    corpus.add(kind, [], texts)
    corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS


# cr36a: prose "changed from A to B", "pass changed to", and the value on the line after its label.
A = [pw() for _ in range(40)]
cr36a = [
    (f'I changed the admin password from {A[0]} to {A[1]} this morning.', [A[0], A[1]]),
    (f'wifi password changed from {A[2]} to {A[3]}', [A[2], A[3]]),
    (f'The db password was changed from the default to {A[4]}.', [A[4]]),
    (f'root pw changed from {A[5]} -> {A[6]}', [A[5], A[6]]),
    (f'Password updated from "{A[7]}" to "{A[8]}" per the audit.', [A[7], A[8]]),
    (f'pass changed to {A[9]}', [A[9]]),
    (f'FYI pass changed to {A[10]} for the kiosk user', [A[10]]),
    (f'pw reset to {A[11]}, please rotate after login', [A[11]]),
    (f'the new pass is {A[12]}', [A[12]]),
    (f'vpn pwd changed to {A[13]} (was the old one)', [A[13]]),
    (f'Password:\n{A[14]}', [A[14]]),
    (f'Username:\nsvc_backup\nPassword:\n{A[15]}', [A[15]]),
    (f'Login: ops\nPassword\n  {A[16]}', [A[16]]),
    (f'Admin password:\n\n{A[17]}\n\nPlease change it.', [A[17]]),
    (f'Temporary password\r\n{A[18]}\r\nExpires in 24 hours.', [A[18]]),
    (f'**Password:**\n`{A[19]}`', [A[19]]),
    (f'Passwort:\n{A[20]}', [A[20]]),
    (f'Contraseña:\n{A[21]}', [A[21]]),
    (f'DB password\n{A[22]}', [A[22]]),
    (f'ok the password got changed from {A[23]} to {A[24]} after the leak', [A[23], A[24]]),
    (f'Changed pass from {A[25]} to {A[26]}.', [A[25], A[26]]),
    (f'the passcode changed to {A[27]}', [A[27]]),
    (f'Password was reset from the old one to {A[28]}', [A[28]]),
    (f'new pw: changed to {A[29]} just now', [A[29]]),
    (f'mot de passe changé en {A[30]}', [A[30]]),
    (f'Service account password\n-------------------------\n{A[31]}', [A[31]]),
    (f'password rotated to {A[32]} on 2026-12-01', [A[32]]),
    (f'The password for jenkins is\n{A[33]}', [A[33]]),
]
add('cr36a', ['credential_leak'], cr36a)

# cr36b: clients' calls.
B = [pw() for _ in range(40)]
cr36b = [
    (f"mysqli_real_connect($link, 'db.internal', 'shop', '{B[0]}', 'shop');", B[0]),
    (f"$link = mysqli_connect('localhost', 'root', '{B[1]}', 'crm');", B[1]),
    (f"$ldap->bind('cn=admin,dc=corp,dc=example', '{B[2]}');", B[2]),
    (f"$ldap->bind( 'cn=reader,ou=svc,dc=corp,dc=example' , '{B[3]}' );", B[3]),
    (f"r = requests.get(url, auth = ( 'api' , '{B[4]}' ))", B[4]),
    (f"session.auth = ( 'svc_sync' , '{B[5]}' )", B[5]),
    (f"client = httpx.Client(auth=httpx.BasicAuth('api', '{B[6]}'))", B[6]),
    (f"async with aiohttp.ClientSession(auth=aiohttp.BasicAuth('bot', '{B[7]}')) as s:", B[7]),
    (f"auth = aiohttp.BasicAuth(login='reporter', password='{B[8]}')", B[8]),
    (f"$db = new \\PDO('mysql:host=db;dbname=app', 'app', '{B[9]}');", B[9]),
    (f"$pdo = new PDO(\n    'pgsql:host=db;dbname=app',\n    'app',\n    '{B[10]}'\n);", B[10]),
    (f"conn = pymysql.connect(\n    host='db',\n    user='app',\n    password='{B[11]}',\n)", B[11]),
    (f"ftp.login('upload','{B[12]}')", B[12]),
    (f"ftp = ftplib.FTP('ftp.corp.example'); ftp.login('mirror', '{B[13]}')", B[13]),
    (f"client = paramiko.SSHClient()\nclient.connect('10.0.0.7', port=22, username='deploy', password='{B[14]}')", B[14]),
    (f"ssh.connect(hostname='bastion', username='ops', password=\"{B[15]}\", timeout=5)", B[15]),
    (f"Net::SSH.start('10.0.0.8', 'deploy', password: '{B[16]}') do |ssh|", B[16]),
    (f"Net::SSH.start(host, 'admin', :password => '{B[17]}')", B[17]),
    (f"ftp = Net::FTP.new('ftp.corp.example')\nftp.login('upload', '{B[18]}')", B[18]),
    (f'String url = "jdbc:sqlserver://db:1433;databaseName=app;user=app;password={B[19]};encrypt=true";', B[19]),
    (f'jdbc:sqlserver://sql01.corp.example:1433;databaseName=erp;user=erp_ro;password={B[20]}', B[20]),
    (f'spring.datasource.url=jdbc:mysql://db:3306/app?user=app&password={B[21]}&useSSL=false', B[21]),
    (f'Driver={{ODBC Driver 18 for SQL Server}};Server=sql01;Database=erp;Uid=erp;Pwd={B[22]};', B[22]),
    (f'conn = pyodbc.connect("DSN=erp;UID=report;PWD={B[23]}")', B[23]),
    (f'"Server=tcp:sql01,1433;Initial Catalog=app;User ID=app;Password={B[24]};TrustServerCertificate=True"', B[24]),
    (f"$conn = oci_connect('scott', '{B[25]}', 'db.corp.example/ORCL');", B[25]),
    (f"$c = ssh2_connect('10.0.0.9', 22);\nssh2_auth_password($c, 'deploy', '{B[26]}');", B[26]),
    (f"$mail->Username = 'alerts@corp.example';\n$mail->Password = '{B[27]}';", B[27]),
    (f"smtp.login(\n    'alerts@corp.example',\n    '{B[28]}'\n)", B[28]),
    (f"const client = new Client({{ user: 'app', password: '{B[29]}', host: 'db' }})", B[29]),
    (f'db, err := sql.Open("sqlserver", "sqlserver://sa:{B[30]}@sql01:1433?database=erp")', B[30]),
    (f"conn = psycopg.connect(host='db', dbname='app', user='app', password='{B[31]}')", B[31]),
    (f"con = cx_Oracle.connect('scott', '{B[32]}', 'db.corp.example/ORCL')", B[32]),
    (f"ldap_conn.simple_bind_s('cn=admin,dc=corp,dc=example', '{B[33]}')", B[33]),
    (f"conn = Connection(server, user='CORP\\\\svc', password='{B[34]}', auto_bind=True)", B[34]),
    (f"$smtp = New-Object Net.Mail.SmtpClient('smtp.corp.example')\n$smtp.Credentials = New-Object System.Net.NetworkCredential('alerts', '{B[35]}')", B[35]),
]
add('cr36b', ['credential_leak'], cr36b, CODE)

# cr36c: tables with longer headers, three-cell rows, fixed-width columns.
T = [pw() for _ in range(30)]
def art(rows):
    w = [max(len(x[i]) for x in rows) for i in range(len(rows[0]))]
    rule = '+' + '+'.join('-' * (n + 2) for n in w) + '+'
    line = lambda x: '| ' + ' | '.join(c.ljust(n) for c, n in zip(x, w)) + ' |'
    return '\n'.join([rule, line(rows[0]), rule] + [line(x) for x in rows[1:]] + [rule])
def md(rows):
    out = ['| ' + ' | '.join(rows[0]) + ' |', '|' + '|'.join('---' for _ in rows[0]) + '|']
    return '\n'.join(out + ['| ' + ' | '.join(x) + ' |' for x in rows[1:]])
def fixed(rows):
    w = [max(len(x[i]) for x in rows) for i in range(len(rows[0]))]
    return '\n'.join('   '.join(c.ljust(n) for c, n in zip(x, w)).rstrip() for x in rows)
cr36c = [
    (md([['Host', 'Admin Password'], ['router-1', T[0]]]), [T[0]]),
    (md([['Service', 'DB password (prod)'], ['billing', T[1]], ['crm', T[2]]]), [T[1], T[2]]),
    (art([['System', 'Admin User', 'Admin Password'], ['Jenkins', 'admin', T[3]]]), [T[3]]),
    (md([['Box', 'Root PW'], ['nas-01', T[4]]]), [T[4]]),
    (md([['Service', 'User', 'Password'], ['ftp', 'upload', T[5]], ['smtp', 'alerts', T[6]]]), [T[5], T[6]]),
    (f'| svc | user | pass |\n|---|---|---|\n| vpn | jdoe | {T[7]} |', [T[7]]),
    (fixed([['NAME', 'USER', 'PASSWORD', 'PORT'], ['postgres', 'app', T[8], '5432'], ['redis', 'default', T[9], '6379']]), [T[8], T[9]]),
    (fixed([['SERVICE', 'LOGIN', 'PASSWORD'], ['grafana', 'admin', T[10]]]), [T[10]]),
    (fixed([['HOST', 'USERNAME', 'PASSWORD', 'NOTES'], ['db01', 'sa', T[11], 'prod'], ['db02', 'sa', T[12], 'dr']]), [T[11], T[12]]),
    (md([['Environment', 'Database Password'], ['staging', T[13]]]), [T[13]]),
    (art([['Account', 'Current Password', 'Expires'], ['svc-etl', T[14], '2027-01-31']]), [T[14]]),
    (md([['Device', 'Default admin password'], ['camera-7', T[15]]]), [T[15]]),
    (f'<table><tr><th>Host</th><th>Admin Password</th></tr><tr><td>fw-01</td><td>{T[16]}</td></tr></table>', [T[16]]),
    (f'<table><tr><th>System</th><th>Login</th><th>DB password (prod)</th></tr><tr><td>erp</td><td>erp</td><td>{T[17]}</td></tr></table>', [T[17]]),
    (md([['Name', 'Wi-Fi Password'], ['Guest', T[18]], ['Office', T[19]]]), [T[18], T[19]]),
    (fixed([['ACCOUNT', 'PASS', 'ROLE'], ['deploy', T[20], 'ci'], ['backup', T[21], 'ops']]), [T[20], T[21]]),
    (md([['Tool', 'URL', 'Username', 'Password'], ['Kibana', 'https://kibana.corp.example', 'elastic', T[22]]]), [T[22]]),
    (art([['Key', 'Value'], ['Admin Password', T[23]], ['Admin User', 'root']]), [T[23]]),
    (md([['Router', 'Password (new)'], ['core-1', T[24]]]), [T[24]]),
    (fixed([['CONTAINER', 'DB_USER', 'DB_PASSWORD'], ['app-1', 'app', T[25]]]), [T[25]]),
]
add('cr36c', ['credential_leak'], cr36c, TEXT_CONTAINERS)

# cr36d: values inside inline elements.
D = [pw() for _ in range(20)]
cr36d = [
    (f'<p>Password: <kbd>{D[0]}</kbd></p>', D[0]),
    (f'<li>Password: <code>{D[1]}</code></li>', D[1]),
    (f'<p>Log in with <b>admin</b> / password <code>{D[2]}</code>.</p>', D[2]),
    (f'<p>Password: <span class="secret">{D[3]}</span></p>', D[3]),
    (f'<td>Password</td><td><code>{D[4]}</code></td>', D[4]),
    (f'<p>Password: <a href="#">{D[5]}</a></p>', D[5]),
    (f'<div>Admin password: <strong>{D[6]}</strong></div>', D[6]),
    (f'<dt>Password</dt><dd><code>{D[7]}</code></dd>', D[7]),
    (f'Press <kbd>Enter</kbd> and type the password <kbd>{D[8]}</kbd>.', D[8]),
    (f'<p>WiFi password: <span style="font-family:monospace">{D[9]}</span></p>', D[9]),
    (f'<p><strong>Password:</strong> <code>{D[10]}</code></p>', D[10]),
    (f'<tr><td>Kennwort</td><td><kbd>{D[11]}</kbd></td></tr>', D[11]),
    (f'<li><em>pass</em>: <tt>{D[12]}</tt></li>', D[12]),
    (f'<p>The password is <code>{D[13]}</code>.</p>', D[13]),
    (f'<span>Password:</span> <span>{D[14]}</span>', D[14]),
    (f'<p>Password: <mark>{D[15]}</mark></p>', D[15]),
    (f'<p>Password: <samp>{D[16]}</samp></p>', D[16]),
    (f'<li>Root password: <code>{D[17]}</code> (rotate Friday)</li>', D[17]),
]
add('cr36d', ['credential_leak'], cr36d, [lambda t: t, lambda t: '<html><body><div class="wiki">' + t + '</div></body></html>'])

# cr36e: other carriers.
E = [pw() for _ in range(40)]
cr36e = [
    (f'users:\n  - name: deploy\n    password: {E[0]}\n  - name: backup\n    password: {E[1]}', [E[0], E[1]]),
    (f'credentials:\n  - password: {E[2]}\n    user: app', [E[2]]),
    (f'- user: admin\n  pass: {E[3]}', [E[3]]),
    (f'Password\n: {E[4]}', [E[4]]),
    (f'Username\n: ops\n\nPassword\n:   {E[5]}', [E[5]]),
    (f'machine ftp.corp.example\n  login upload\n  password {E[6]}', [E[6]]),
    (f'machine api.corp.example login bot password {E[7]}\nmachine git.corp.example login ci password {E[8]}', [E[7], E[8]]),
    (f'~/.pgpass:\ndb.corp.example:5432:app:app:{E[9]}', [E[9]]),
    (f'$ cat ~/.pgpass\nlocalhost:5432:*:postgres:{E[10]}\ndb02:5432:crm:crm:{E[11]}', [E[10], E[11]]),
    (f'creds: admin:{E[12]}', [E[12]]),
    (f'basic auth for the staging API is svc-stage:{E[13]}', [E[13]]),
    (f'Authorization: Basic (decoded) reporter:{E[14]}', [E[14]]),
    (f'[database]\nhost = db\nuser = app\npass = {E[15]}', [E[15]]),
    (f'pw: {E[16]}', [E[16]]),
    (f'• Username – jdoe\n• Password – {E[17]}', [E[17]]),
    (f'* Password — {E[18]}', [E[18]]),
    (f'login/pass: ops/{E[19]}', [E[19]]),
    (f'user/pw = backup / {E[20]}', [E[20]]),
    (f'Password => {E[21]}', [E[21]]),
    (f'Credentials\n-----------\nuser: ci\npassword: {E[22]}', [E[22]]),
    (f'password\t{E[23]}', [E[23]]),
    (f'PASSWORD ........ {E[24]}', [E[24]]),
    (f'env:\n  - name: DB_PASSWORD\n    value: "{E[25]}"', [E[25]]),
    (f'password -> {E[26]}', [E[26]]),
    (f'- **Password**: {E[27]}', [E[27]]),
    (f'Password is: {E[28]}', [E[28]]),
    (f'sa password = {E[29]}', [E[29]]),
    (f'"password"  :  "{E[30]}"', [E[30]]),
    (f'password: >-\n  {E[31]}', [E[31]]),
    (f'<Password>{E[32]}</Password>', [E[32]]),
    (f'<add key="SmtpPassword" value="{E[33]}" />', [E[33]]),
    (f'- password: {E[34]}', [E[34]]),
    (f'Term\n:   Password\n:   {E[35]}', [E[35]]),
    (f'$ echo "db01:5432:erp:erp_rw:{E[36]}" >> ~/.pgpass', [E[36]]),
    (f'the shared login is ops:{E[37]} until we get SSO', [E[37]]),
    (f'ADMIN_PASS          {E[38]}', [E[38]]),
]
add('cr36e', ['credential_leak'], cr36e)

# cr36f: SSNs under full-width labels.
S = [ssn() for _ in range(20)]
d = lambda s: '-'.join(s)
n9 = lambda s: ''.join(s)
fwd = lambda s: ''.join(chr(0xFF10 + int(ch)) if ch.isdigit() else ch for ch in s)
cr36f = [
    (f'{fwl("SSN")}：{d(S[0])}', d(S[0])),
    (f'{fwl("SSN")}: {n9(S[1])}', n9(S[1])),
    (f'{fwl("SSN:")} {d(S[2])}', d(S[2])),
    (f'{fwl("Social Security Number")}：{d(S[3])}', d(S[3])),
    (f'{fwl("Social Security No.")} {d(S[4])}', d(S[4])),
    (f'{fwl("SSN")}：{fwd(d(S[5]))}', fwd(d(S[5]))),
    (f'{fwl("ssn")} = {d(S[6])}', d(S[6])),
    (f'Name: J Doe\n{fwl("SSN")}：{d(S[7])}\nDOB: 1980-02-03', d(S[7])),
    (f'{fwl("Social Security #")}: {d(S[8])}', d(S[8])),
    (f'{fwl("SS#")}：{d(S[9])}', d(S[9])),
    (f'{fwl("SSN")}\n{d(S[10])}', d(S[10])),
    (f'｜{fwl("SSN")}｜{d(S[11])}｜', d(S[11])),
    (f'{fwl("SSN")}（{fwl("US")}）：{d(S[12])}', d(S[12])),
    (f'{fwl("Social")}\u3000{fwl("Security")}\u3000{fwl("Number")}：{fwd(n9(S[13]))}', fwd(n9(S[13]))),
]
add('cr36f', ['personal_data'], cr36f, TEXT_CONTAINERS)

# ok36: look-alikes in the same carriers.
H = '$2y$10$' + corpus.rs(ALNUM, 53)
ok = [
    # prose about changed passwords without one
    'I changed the admin password from the default to a strong one this morning.',
    'wifi password changed from weekly to monthly rotation',
    'Release notes 4.2: password changed to require 12 characters and one digit.',
    'Password policy changed from 8 to 12 characters minimum.',
    'The password field changed from varchar(64) to varchar(255).',
    'pass changed to the one in 1Password',
    'pw reset to default, see the vendor manual',
    'the new pass is in the vault under ops/kiosk',
    'vpn pwd changed to SSO only',
    'password rotated to a new value on 2026-12-01 (stored in Vault)',
    'Password was reset from the admin console to its factory value.',
    'The password hash algorithm changed from bcrypt to argon2id.',
    'The password expiry changed from 90 days to 180 days.',
    'passing changed to true after the fix',
    'Status changed from Open to Resolved; assignee changed from jdoe to asmith.',
    'the password is in 1Password (entry "kiosk")',
    'mot de passe changé en secret, voir le coffre',
    # label then a line that is not a value
    'Password:\n(set)',
    'Password:\n********',
    'Username:\nsvc_backup\nPassword:\n<password>',
    'Password\n  ${SVC_PASSWORD}',
    'Admin password:\n\nAsk the team lead.',
    'Temporary password\r\nwill be sent by SMS\r\nExpires in 24 hours.',
    '**Password:**\n`********`',
    'Passwort:\nsiehe Tresor',
    'DB password\nstored in Vault at kv/prod/db',
    'Password:\nForgot your password?',
    'Password\nRequired',
    'Password:\n2026-12-01',
    'Password\n\nMust contain at least 12 characters.',
    'Service account password\n-------------------------\nManaged by the secrets operator.',
    'The password for jenkins is\nin the shared vault.',
    'Password:\n$2b$12$' + corpus.rs(ALNUM, 53),
    # calls with references
    "mysqli_real_connect($link, $host, $user, $pass, $db);",
    "$link = mysqli_connect('localhost', 'root', getenv('MYSQL_PWD'), 'crm');",
    "$ldap->bind($bindDn, $bindPassword);",
    "$ldap->bind( 'cn=reader,ou=svc,dc=corp,dc=example' , $secret );",
    "r = requests.get(url, auth = ( USER , PASSWORD ))",
    "session.auth = ( settings.USER , settings.PASSWORD )",
    "client = httpx.Client(auth=httpx.BasicAuth(user, os.environ['API_PASS']))",
    "auth = aiohttp.BasicAuth(login=cfg.user, password=cfg.password)",
    "$db = new \\PDO($dsn, $user, $pass);",
    "$pdo = new PDO(\n    $dsn,\n    $user,\n    getenv('DB_PASS')\n);",
    "conn = pymysql.connect(\n    host='db',\n    user='app',\n    password=os.environ['DB_PASSWORD'],\n)",
    "ftp.login('anonymous','guest@')",
    "ftp.login(FTP_USER, FTP_PASS)",
    "client.connect('10.0.0.7', port=22, username='deploy', key_filename='/home/deploy/.ssh/id_ed25519')",
    "ssh.connect(hostname='bastion', username='ops', password=getpass.getpass(), timeout=5)",
    "Net::SSH.start('10.0.0.8', 'deploy', keys: ['~/.ssh/id_rsa']) do |ssh|",
    "Net::SSH.start(host, 'admin', :password => ENV['SSH_PASS'])",
    'String url = "jdbc:sqlserver://db:1433;databaseName=app;user=app;password=" + System.getenv("DB_PASS") + ";encrypt=true";',
    'jdbc:sqlserver://sql01.corp.example:1433;databaseName=erp;integratedSecurity=true',
    'spring.datasource.url=jdbc:mysql://db:3306/app?useSSL=false&serverTimezone=UTC',
    'spring.datasource.password=${DB_PASSWORD}',
    'Driver={ODBC Driver 18 for SQL Server};Server=sql01;Database=erp;Trusted_Connection=yes;',
    'conn = pyodbc.connect("DSN=erp;UID=report;PWD=" + pwd)',
    '"Server=tcp:sql01,1433;Initial Catalog=app;User ID=app;Password={your_password};TrustServerCertificate=True"',
    '"Server=tcp:sql01,1433;Initial Catalog=app;Authentication=Active Directory Default;"',
    "$conn = oci_connect($user, $pass, 'db.corp.example/ORCL');",
    "ssh2_auth_password($c, $user, $password);",
    "$mail->Password = getenv('SMTP_PASS');",
    "smtp.login(\n    SMTP_USER,\n    SMTP_PASSWORD\n)",
    "const client = new Client({ user: 'app', password: process.env.PGPASSWORD, host: 'db' })",
    "con = cx_Oracle.connect(user, pwd, dsn)",
    "ldap_conn.simple_bind_s(bind_dn, bind_pw)",
    "$smtp.Credentials = New-Object System.Net.NetworkCredential($user, $securePass)",
    # tables without secrets
    md([['Host', 'Admin Password'], ['router-1', '(set)']]),
    md([['Service', 'DB password (prod)'], ['billing', 'see Vault'], ['crm', 'see Vault']]),
    art([['System', 'Admin User', 'Admin Password'], ['Jenkins', 'admin', '********']]),
    md([['Box', 'Root PW'], ['nas-01', '${NAS_ROOT_PW}']]),
    md([['Column', 'Type', 'Nullable'], ['password', 'varchar(255)', 'no'], ['password_changed_at', 'timestamp', 'yes']]),
    '| svc | user | pass |\n|---|---|---|\n| vpn | jdoe | SSO |',
    fixed([['NAME', 'USER', 'PASSWORD', 'PORT'], ['postgres', 'app', '<secret>', '5432'], ['redis', 'default', '(none)', '6379']]),
    fixed([['CONTAINER ID', 'IMAGE', 'COMMAND', 'CREATED', 'STATUS', 'PORTS', 'NAMES'], ['3f2a9c1b7d4e', 'postgres:16', '"docker-entrypoint.s…"', '2 hours ago', 'Up 2 hours', '5432/tcp', 'db'], ['9b8c7d6e5f4a', 'redis:7', '"redis-server"', '2 hours ago', 'Up 2 hours', '6379/tcp', 'cache']]),
    fixed([['HOST', 'USERNAME', 'PASSWORD', 'NOTES'], ['db01', 'sa', 'vault:db01', 'prod'], ['db02', 'sa', 'vault:db02', 'dr']]),
    fixed([['ACCOUNT', 'PASSWORD_LAST_SET', 'ROLE'], ['deploy', '2026-11-02', 'ci'], ['backup', '2026-10-17', 'ops']]),
    fixed([['USER', 'PASSWORD', 'LOCKED'], ['root', 'yes', 'no'], ['guest', 'no', 'yes']]),
    md([['Environment', 'Database Password'], ['staging', 'rotated nightly']]),
    art([['Account', 'Password Expires', 'Status'], ['svc-etl', '2027-01-31', 'active']]),
    md([['Device', 'Default admin password'], ['camera-7', 'printed on the label']]),
    '<table><tr><th>Host</th><th>Admin Password</th></tr><tr><td>fw-01</td><td>********</td></tr></table>',
    '<table><tr><th>Setting</th><th>Password policy</th></tr><tr><td>min length</td><td>12</td></tr></table>',
    md([['Name', 'Wi-Fi Password'], ['Guest', 'ask reception'], ['Office', 'WPA2-Enterprise']]),
    md([['Tool', 'URL', 'Username', 'Password'], ['Kibana', 'https://kibana.corp.example', 'elastic', 'in 1Password']]),
    art([['Key', 'Value'], ['Admin Password', 'unset'], ['Admin User', 'root']]),
    md([['Router', 'Password (new)'], ['core-1', 'TBD']]),
    fixed([['CONTAINER', 'DB_USER', 'DB_PASSWORD'], ['app-1', 'app', '${DB_PASSWORD}']]),
    md([['Version', 'Change'], ['4.2.0', 'Password reset emails now expire after 1 hour'], ['4.1.3', 'Password field accepts 128 chars']]),
    # inline elements without secrets
    '<p>Password: <kbd>********</kbd></p>',
    '<li>Password: <code>$DB_PASSWORD</code></li>',
    '<p>Log in with <b>admin</b> / password <code>&lt;your password&gt;</code>.</p>',
    '<p>Password: <span class="secret">hidden</span></p>',
    '<td>Password</td><td><code>string</code></td>',
    '<p>Password: <a href="/reset">Forgot password?</a></p>',
    '<div>Admin password: <strong>not set</strong></div>',
    '<dt>Password</dt><dd><code>varchar(255)</code></dd>',
    'Press <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>Del</kbd> and choose Change a password.',
    '<p>WiFi password: <span>printed under the router</span></p>',
    '<p><strong>Password:</strong> <code>passwd</code> changes it.</p>',
    '<li><em>pass</em>: <tt>--password-stdin</tt></li>',
    '<p>The password is <code>required</code>.</p>',
    '<span>Password:</span> <span>••••••••</span>',
    '<p>Run <code>kubectl get secret db -o yaml</code> to read the password.</p>',
    '<p>Password: <code>os.environ["DB_PASSWORD"]</code></p>',
    # other carriers without secrets
    'users:\n  - name: deploy\n    password: ${DEPLOY_PASSWORD}\n  - name: backup\n    password: !vault |\n      $ANSIBLE_VAULT;1.1;AES256',
    'credentials:\n  - password: changeme\n    user: app',
    '- user: admin\n  pass: "{{ admin_pass }}"',
    'Password\n: The password you chose at sign-up.',
    'Username\n: ops\n\nPassword\n:   (ask the on-call)',
    'machine ftp.corp.example\n  login anonymous',
    'machine api.corp.example login bot\nmachine git.corp.example login ci',
    '~/.pgpass:\ndb.corp.example:5432:app:app:*',
    '# hostname:port:database:username:password',
    'creds: admin:admin is the factory default, change it',
    'basic auth for the staging API is in Vault',
    'Authorization: Basic <base64 of user:password>',
    '[database]\nhost = db\nuser = app\npass = %(DB_PASS)s',
    'pw: see the team vault',
    '• Username – jdoe\n• Password – the one from onboarding',
    '* Password — required',
    'login/pass: ops/SSO',
    'Password => null',
    'Credentials\n-----------\nuser: ci\npassword: (from the CI secret store)',
    'password\tvarchar(255)\tNO',
    'PASSWORD ........ OK',
    'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db\n        key: password',
    'password -> hashed with argon2id',
    '- **Password**: at least 12 characters',
    'Password is: required',
    'sa password = strong, per policy',
    '"password"  :  "********"',
    '<Password>${SMTP_PASSWORD}</Password>',
    '<add key="SmtpPassword" value="" />',
    'Time: 12:30:45 and 08:15:00',
    'ratio 16:9:4:3:1080',
    'ports 5432:5432 and 6379:6379',
    f'password_hash: {H}',
    'Password: 2026-12-03',
    'Password last changed: 2026-11-30 14:02',
    # SSN look-alikes under full-width labels
    f'{fwl("SSN")}：***-**-1234',
    f'{fwl("SSN")}：{fwl("N/A")}',
    f'{fwl("Order No.")}：{d(ssn())}',
    f'{fwl("Tel")}：090-1234-5678',
    f'{fwl("Member ID")}：{n9(ssn())}',
    f'{fwl("SSN")}：000-12-3456',
    f'{fwl("SSN")}：666-45-6789',
    f'{fwl("Social Security Number")}：（{fwl("on file")}）',
    f'{fwl("ZIP")}：94105-1234',
    f'{fwl("Invoice")}：{fwd(n9(ssn()))}',
    f'{fwl("SSN last 4")}：6789',
    f'{fwl("Account")}：{d(ssn())}',
    '- password: ${PASSWORD}',
    'Term\n:   Password\n:   Required for every account.',
    '$ echo "db01:5432:erp:erp_rw:*" >> ~/.pgpass',
    'the shared login is ops:SSO until further notice',
    'ADMIN_PASS          (set)',
    '<p>Password: <samp>********</samp></p>',
    '<li>Root password: <code>disabled</code> (key only)</li>',
]
benign('ok36', ok)

corpus.write('cases-36')
