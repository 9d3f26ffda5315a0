# Generates the thirty-first content corpus (cases-31.jsonl): credentials, cards and social security numbers in the
# shapes earlier reviews found left after `--redact`, each with every secret listed (`secrets`, as it appears in the
# text) so redaction is checked, beside look-alikes `ok31-…` in the same carriers; written class by class BEFORE any
# rule changed, without reading the held-out slices:
#   st31   a password in prose after "is now", "was changed to", "has been reset to", "was set to", "is updated to";
#   lb31   a password after its label in another language: Passwort, Kennwort, contraseña, clave, mot de passe, senha,
#          wachtwoord, hasło, heslo, jelszó, parola, lösenord, adgangskode, salasana, şifre, пароль, パスワード, 密码,
#          密碼, 비밀번호, mật khẩu, kata sandi, كلمة المرور, סיסמה, รหัสผ่าน (with `:`, `：`, `=` or a dash);
#   tb31   an ASCII-art table (`| user | password |` between `+----+` rules) and an HTML table (`<th>password</th>`
#          over `<td>` cells, or `<td>Password</td><td>…</td>` in a row);
#   cl31   a client's call with a literal password: PHP `new PDO(dsn, user, pass)`, `pymysql.connect(password=…)`,
#          `psycopg2.connect("… password=…")`, `HTTPBasicAuth('u', 'p')`, `requests.get(…, auth=('u', 'p'))`,
#          `redis.Redis(password=…)`, `MongoClient('mongodb://u:p@h')`, smtplib's `login('u', 'p')`, Go's `sql.Open`
#          with a DSN, Java's `DriverManager.getConnection(url, user, pass)`, .NET's `new NetworkCredential(u, p)`;
#   ot31   other shapes logs, tickets and dumps hold: `sshpass -p`, `mysql -u root -p…`, `docker login -p`,
#          `curl -u user:pass`, a `.netrc` line, `PGPASSWORD=… psql`, a Slack message "creds: user / pass";
#   cd31   cards with their groups apart by dots, by blanks and dots mixed, wrapped over lines with an indentation or a
#          quote prefix (`> `), and SWIFT MT-style lines whose digits touch a tag (`:57A:/4111…`);
#   ssn31  US social security numbers under XML and camelCase names (`<ssn>`, `socialSecurityNumber`, `ssnNumber`),
#          on the line after their label, and in full-width digits.
# Label decisions, made before any run:
#   - A literal value beside a name that says it is a password, in the carrier's syntax or language (a label, a
#     table's column header, a call's argument the API names the password, a sentence's "is now"/"reset to"), is a
#     credential_leak; the value is the secret and only it is listed.
#   - A label without a value, a placeholder (`********`, `<password>`, `changeme`, `xxxx`), a reference (`${VAR}`,
#     `os.environ[...]`, `getenv`), a hash, a password policy ("mindestens 8 Zeichen"), a UI string ("Passwort
#     vergessen?"), a sentence that says where the password lives ("stored in Vault"), or a call whose password
#     argument is a variable, is benign.
#   - A card is a network's number that passes Luhn; dots or mixed blanks and dots between a card's grouping (4-4-4-4,
#     4-6-5) keep it a card; a number wrapped over lines is a card where its first line names a card; a SWIFT tag's
#     account digits are a card only where they pass Luhn with a network's prefix and length. Versions, IPs, order,
#     invoice, tracking numbers, ISBNs, phone numbers, timestamps and numbers failing Luhn are not.
#   - An SSN is nine digits (3-2-4) named as a social security number in the carrier's syntax (an XML element, a JSON
#     or code name, a label on the line before), ASCII or full-width; nine digits under another name (an employee id,
#     a routing number, a zip+4, a phone) are not, nor masked ones (`***-**-1234`) or never-issued ones (000, 666, 9xx).
# Deterministic (seeded). Run: python3 test/corpus-content/generate31.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import ALNUM, Corpus
corpus = Corpus(20261231)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%&*+@^~') + s[i + 1:]
    return s


def luhn_complete(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def card(prefix, n=16):
    while True:
        c = luhn_complete(prefix + ''.join(r.choice('0123456789') for _ in range(n - len(prefix) - 1)))
        if len(set(c)) > 3: return c


def bad_card(prefix, n=16):
    c = card(prefix, n)
    return c[:-1] + str((int(c[-1]) + 3) % 10)


def groups(c, sizes=None):
    sizes = sizes or [4] * ((len(c) + 3) // 4)
    out, i = [], 0
    for s in sizes:
        out.append(c[i:i + s]); i += s
    return out


def ssn():
    while True:
        a, g, s = r.randint(1, 899), r.randint(1, 99), r.randint(1, 9999)
        if a != 666: return f'{a:03d}', f'{g:02d}', f'{s:04d}'


def fw(s): return ''.join(chr(0xFF10 + int(ch)) if ch.isdigit() else ch for ch in s)


TEXT_CONTAINERS = [
    lambda t: t,
    lambda t: 'From: it-support@corp.example\nTo: dev-team@corp.example\nSubject: re: access\n\n' + t + '\n\n-- \nIT support\n',
    lambda t: '2026-12-03T08:14:03Z INFO worker started\n' + t + '\n2026-12-03T08:14:04Z INFO done\n',
    lambda t: '[08:14] kim: any news on this?\n[08:15] lee: ' + t + '\n[08:16] kim: thanks\n',
    lambda t: '## Ticket OPS-4412\n\nReported by the night shift.\n\n' + t + '\n\n---\nStatus: open\n',
]
JSON_CONTAINERS = [
    lambda t: json.dumps({'tool': 'read_file', 'ok': True, 'content': t}),
    lambda t: json.dumps({'messages': [{'from': 'user', 'text': t}]}),
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


# st31: a password in prose after "is now", "was changed to", "has been reset to" …
P = [pw() for _ in range(24)]
st31 = [
    f'The admin password is now {P[0]}',
    f'FYI the wifi password was changed to {P[1]} this morning.',
    f'Your password has been reset to {P[2]} - please change it at first login.',
    f'Root password was set to {P[3]} on db-07.',
    f'the staging db password is now: {P[4]}',
    f'Password for the shared mailbox has been changed to {P[5]}.',
    f'Heads up: VPN password is updated to {P[6]}',
    f'Jenkins admin password has been set to {P[7]} until Friday.',
    f'I reset the password for svc-backup; it is now {P[8]}',
    f'The temporary password is now "{P[9]}" (expires in 24h).',
    f'the router password got changed to {P[10]} by the contractor',
    f'New password: the old one was replaced with {P[11]}',
    f'Your new password is now {P[12]}. Do not share it.',
    f'Password reset complete. Password has been reset to: {P[13]}',
    f'ok so the grafana password was changed to `{P[14]}`',
    f'the passphrase for the backup key is now {P[15]}',
    f'Ticket resolved: user jdoe password was reset to {P[16]}',
    f'NOTE: postgres password now {P[17]}',
    f'Changed the FTP password to {P[18]} as requested.',
    f'I have set the password to {P[19]} for the kiosk account.',
    f'The admin password will now be {P[20]} until rotation.',
    f'ssh password for pi@10.0.0.12 is now {P[21]}',
    f'Password changed successfully. Your new password is {P[22]}',
    f'the master password has been updated to {P[23]}',
]
add('st31a', ['credential_leak'], list(zip(st31, P)))

# lb31: labels in other languages.
L = [pw() for _ in range(28)]
lb31 = [
    f'Benutzer: admin\nPasswort: {L[0]}',
    f'Kennwort = {L[1]}',
    f'Usuario: soporte\nContraseña: {L[2]}',
    f'la contraseña es {L[3]}',
    f'Clave: {L[4]}',
    f'Identifiant : jmartin\nMot de passe : {L[5]}',
    f'le mot de passe est {L[6]}',
    f'Usuário: ana.souza\nSenha: {L[7]}',
    f'a senha do wifi é {L[8]}',
    f'Gebruikersnaam: pvdberg\nWachtwoord: {L[9]}',
    f'Login: kowalski\nHasło: {L[10]}',
    f'Uživatel: novak\nHeslo: {L[11]}',
    f'Felhasználó: kiss.anna\nJelszó: {L[12]}',
    f'Användare: svensson\nLösenord: {L[13]}',
    f'Brugernavn: hansen\nAdgangskode: {L[14]}',
    f'Käyttäjä: virtanen\nSalasana: {L[15]}',
    f'Kullanıcı: yilmaz\nŞifre: {L[16]}',
    f'Логин: ivanov\nПароль: {L[17]}',
    f'пароль от админки: {L[18]}',
    f'ユーザー名：tanaka\nパスワード：{L[19]}',
    f'用户名：wangwei\n密码：{L[20]}',
    f'帳號: chen\n密碼: {L[21]}',
    f'아이디: kimjs\n비밀번호: {L[22]}',
    f'Tài khoản: nguyen\nMật khẩu: {L[23]}',
    f'Nama pengguna: budi\nKata sandi: {L[24]}',
    f'اسم المستخدم: ahmed\nكلمة المرور: {L[25]}',
    f'שם משתמש: cohen\nסיסמה: {L[26]}',
    f'ชื่อผู้ใช้: somchai\nรหัสผ่าน: {L[27]}',
]
add('lb31a', ['credential_leak'], list(zip(lb31, L)))

# tb31: ASCII-art and HTML tables.
T = [pw() for _ in range(24)]
def art(rows):
    w = [max(len(x[i]) for x in rows) for i in range(len(rows[0]))]
    rule = '+' + '+'.join('-' * (n + 2) for n in w) + '+'
    line = lambda x: '| ' + ' | '.join(c.ljust(n) for c, n in zip(x, w)) + ' |'
    return '\n'.join([rule, line(rows[0]), rule] + [line(x) for x in rows[1:]] + [rule])
tb31 = [
    (art([['user', 'password'], ['admin', T[0]]]), [T[0]]),
    (art([['id', 'username', 'password', 'role'], ['1', 'root', T[1], 'admin'], ['2', 'deploy', T[2], 'ci']]), [T[1], T[2]]),
    (art([['host', 'login', 'passwd'], ['db01', 'sa', T[3]]]), [T[3]]),
    (art([['Service', 'User', 'Password'], ['FTP', 'ftpuser', T[4]], ['SMTP', 'mailer', T[5]]]), [T[4], T[5]]),
    (art([['name', 'pwd'], ['backup', T[6]]]), [T[6]]),
    (art([['account', 'secret'], ['svc-api', T[7]]]), [T[7]]),
    ('mysql> SELECT user, password FROM staff;\n' + art([['user', 'password'], ['mlopez', T[8]]]) + '\n1 row in set (0.00 sec)', [T[8]]),
    (art([['env', 'db_user', 'db_password'], ['prod', 'app', T[9]]]), [T[9]]),
    (f'<table><tr><th>User</th><th>Password</th></tr><tr><td>admin</td><td>{T[10]}</td></tr></table>', [T[10]]),
    (f'<table>\n  <tr><th>host</th><th>username</th><th>password</th></tr>\n  <tr><td>db01</td><td>root</td><td>{T[11]}</td></tr>\n</table>', [T[11]]),
    (f'<tr><td>Password</td><td>{T[12]}</td></tr>', [T[12]]),
    (f'<table><tr><td><b>Login</b></td><td>ops</td></tr><tr><td><b>Password:</b></td><td>{T[13]}</td></tr></table>', [T[13]]),
    (f'<tr>\n  <td>Kennwort</td>\n  <td>{T[14]}</td>\n</tr>', [T[14]]),
    (f'<table><thead><tr><th>Name</th><th>Pass</th></tr></thead><tbody><tr><td>router</td><td>{T[15]}</td></tr><tr><td>nas</td><td>{T[16]}</td></tr></tbody></table>', [T[15], T[16]]),
    (f'<dl><dt>Password</dt><dd>{T[17]}</dd></dl>', [T[17]]),
    (f'<tr><th scope="row">API token</th><td>{T[18]}</td></tr>', [T[18]]),
    (art([['Field', 'Value'], ['Username', 'jdoe'], ['Password', T[19]]]), [T[19]]),
    (art([['key', 'value'], ['db.password', T[20]]]), [T[20]]),
    ('user     | password\n---------+---------\n' + f'postgres | {T[21]}', [T[21]]),
    (f'<td class="label">Contraseña</td><td class="value">{T[22]}</td>', [T[22]]),
    (art([['Benutzer', 'Passwort'], ['admin', T[23]]]), [T[23]]),
]
add('tb31a', ['credential_leak'], tb31)

# cl31: clients' calls.
C = [pw() for _ in range(26)]
cl31 = [
    (f"$db = new PDO('mysql:host=localhost;dbname=shop', 'shop', '{C[0]}');", C[0]),
    (f'$pdo = new PDO("pgsql:host=db;dbname=app", "app", "{C[1]}", $options);', C[1]),
    (f"conn = pymysql.connect(host='db', user='app', password='{C[2]}', database='shop')", C[2]),
    (f"conn = pymysql.connect(host='10.0.0.5', user='root', passwd='{C[3]}', db='crm')", C[3]),
    (f'conn = psycopg2.connect("host=db dbname=app user=app password={C[4]}")', C[4]),
    (f"conn = psycopg2.connect(dbname='app', user='app', password='{C[5]}', host='db')", C[5]),
    (f"r = requests.get(url, auth=HTTPBasicAuth('api', '{C[6]}'))", C[6]),
    (f"resp = requests.get('https://api.internal/v1/items', auth=('svc', '{C[7]}'))", C[7]),
    (f"requests.post(url, json=payload, auth=('admin', '{C[8]}'), timeout=10)", C[8]),
    (f"r = redis.Redis(host='cache', port=6379, password='{C[9]}')", C[9]),
    (f"client = MongoClient('mongodb://app:{C[10]}@mongo:27017/app')", C[10]),
    (f"server = smtplib.SMTP('smtp.corp.example', 587)\nserver.starttls()\nserver.login('alerts@corp.example', '{C[11]}')", C[11]),
    (f'db, err := sql.Open("mysql", "app:{C[12]}@tcp(db:3306)/shop")', C[12]),
    (f'db, err := sql.Open("postgres", "host=db user=app password={C[13]} dbname=app sslmode=disable")', C[13]),
    (f'Connection conn = DriverManager.getConnection("jdbc:mysql://db:3306/shop", "shop", "{C[14]}");', C[14]),
    (f'var cred = new NetworkCredential("svc_report", "{C[15]}");', C[15]),
    (f'client.Credentials = new NetworkCredential("alerts@corp.example", "{C[16]}", "CORP");', C[16]),
    (f"ftp = FTP('ftp.corp.example')\nftp.login('upload', '{C[17]}')", C[17]),
    (f"ssh.connect('10.0.0.7', username='pi', password='{C[18]}')", C[18]),
    (f"conn = mysql.connector.connect(host='db', user='root', password='{C[19]}')", C[19]),
    (f"engine = create_engine('postgresql://app:{C[20]}@db:5432/app')", C[20]),
    (f"ldap_bind($ds, 'cn=admin,dc=corp,dc=example', '{C[21]}');", C[21]),
    (f"$mysqli = new mysqli('localhost', 'shop', '{C[22]}', 'shop');", C[22]),
    (f"imap = imaplib.IMAP4_SSL('imap.corp.example')\nimap.login('reports', '{C[23]}')", C[23]),
    (f"const pool = mysql.createPool({{ host: 'db', user: 'app', password: '{C[24]}' }});", C[24]),
    (f"r = redis.StrictRedis(host='cache', password='{C[25]}', db=0)", C[25]),
]
add('cl31a', ['credential_leak'], cl31, CODE)

# ot31: other shapes.
O = [pw() for _ in range(16)]
ot31 = [
    (f'$ sshpass -p {O[0]} ssh deploy@10.0.0.9', O[0]),
    (f'$ mysql -u root -p{O[1]} -h db shop < dump.sql', O[1]),
    (f'$ docker login -u ci -p {O[2]} registry.corp.example', O[2]),
    (f'$ curl -u admin:{O[3]} https://jenkins.corp.example/api/json', O[3]),
    (f'machine ftp.corp.example login upload password {O[4]}', O[4]),
    (f'$ PGPASSWORD={O[5]} psql -h db -U app app', O[5]),
    (f'creds for the test box: tester / {O[6]}', O[6]),
    (f'login: ops  pass: {O[7]}', O[7]),
    (f'$ net use Z: \\\\fs01\\share {O[8]} /user:CORP\\svc_copy', O[8]),
    (f'$ wget --user=dl --password={O[9]} https://files.corp.example/a.tgz', O[9]),
    (f'u: jdoe\np: {O[10]}', O[10]),
    (f'$ mongosh "mongodb://db:27017" -u admin -p {O[11]}', O[11]),
    (f'$ htpasswd -b /etc/nginx/.htpasswd ops {O[12]}', O[12]),
    (f'$ smbclient //fs01/share -U backup%{O[13]}', O[13]),
    (f'$ rabbitmqctl add_user app {O[14]}', O[14]),
    (f'$ openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:{O[15]}', O[15]),
]
add('ot31a', ['credential_leak'], ot31)

# cd31: cards.
V = [card(p) for p in ['4', '51', '4', '52', '4', '53', '4', '55', '4', '6011', '4', '54']] + [card('37', 15), card('34', 15), card('37', 15), card('4')]
def dotted(c): return '.'.join(groups(c))
def mix(c, seps):
    g = groups(c)
    return g[0] + seps[0] + g[1] + seps[1] + g[2] + seps[2] + g[3]
cd31 = [
    (f'Card: {dotted(V[0])}', dotted(V[0])),
    (f'card number {dotted(V[1])} exp 04/28', dotted(V[1])),
    (f'Visa {mix(V[2], [" ", ".", " "])}', mix(V[2], [' ', '.', ' '])),
    (f'CC# {mix(V[3], [". ", ". ", ". "])}', mix(V[3], ['. ', '. ', '. '])),
    (f'Kartennummer: {mix(V[4], [".", " ", "."])}', mix(V[4], ['.', ' ', '.'])),
    (f'card: {mix(V[5], [" . ", " . ", " . "])}', mix(V[5], [' . ', ' . ', ' . '])),
    (f'Card number: {" ".join(groups(V[6])[:2])}\n    {" ".join(groups(V[6])[2:])}\nExpiry: 01/29', ' '.join(groups(V[6])[:2]) + '\n    ' + ' '.join(groups(V[6])[2:])),
    (f'> Card number: {" ".join(groups(V[7])[:2])}\n> {" ".join(groups(V[7])[2:])}\n> Exp 02/28', ' '.join(groups(V[7])[:2]) + '\n> ' + ' '.join(groups(V[7])[2:])),
    (f'>> please charge card {V[8][:8]}\n>> {V[8][8:]} for the order', V[8][:8] + '\n>> ' + V[8][8:]),
    (f'card no:\t{" ".join(groups(V[9])[:3])}\n\t{groups(V[9])[3]}', ' '.join(groups(V[9])[:3]) + '\n\t' + groups(V[9])[3]),
    (f':57A:/{V[10]}\nBANKUS33XXX', V[10]),
    (f':20:REF20261203\n:57D://{V[11]}\n:59:/0041234567 ACME GMBH', V[11]),
    (f'{{1:F01BANKBEBBAXXX}}{{4:\n:57A:/{V[12]}\n-}}', V[12]),
    (f'card: {groups(V[13], [4, 6, 5])[0]}.{groups(V[13], [4, 6, 5])[1]}.{groups(V[13], [4, 6, 5])[2]}', '.'.join(groups(V[13], [4, 6, 5]))),
    (f'Amex {" ".join(groups(V[14], [4, 6, 5])[:2])}\n  {groups(V[14], [4, 6, 5])[2]}', ' '.join(groups(V[14], [4, 6, 5])[:2]) + '\n  ' + groups(V[14], [4, 6, 5])[2]),
    (f'| card | {dotted(V[15])} |', dotted(V[15])),
]
V2 = [card(p) for p in ['4', '51', '4', '55', '4', '6011']]
cd31 += [
    (f'Payment card: {V2[0][:4]}.{V2[0][4:8]} {V2[0][8:12]}.{V2[0][12:]}', f'{V2[0][:4]}.{V2[0][4:8]} {V2[0][8:12]}.{V2[0][12:]}'),
    (f'  > Card: {V2[1][:4]} {V2[1][4:8]}\n  > {V2[1][8:12]} {V2[1][12:]}', f'{V2[1][:4]} {V2[1][4:8]}\n  > {V2[1][8:12]} {V2[1][12:]}'),
    (f'"card_number": "{dotted(V2[2])}"', dotted(V2[2])),
    (f'CARD {V2[3][:4]} . {V2[3][4:8]} . {V2[3][8:12]} . {V2[3][12:]} EXP 11/27', f'{V2[3][:4]} . {V2[3][4:8]} . {V2[3][8:12]} . {V2[3][12:]}'),
    (f':57A:{V2[4]}', V2[4]),
    (f'Discover card\n  {" ".join(groups(V2[5])[:2])}\n  {" ".join(groups(V2[5])[2:])}', ' '.join(groups(V2[5])[:2]) + '\n  ' + ' '.join(groups(V2[5])[2:])),
]
add('cd31a', ['card_number'], cd31, TEXT_CONTAINERS)

# ssn31: SSNs.
S = [ssn() for _ in range(24)]
d = lambda s: '-'.join(s)
n9 = lambda s: ''.join(s)
ssn31 = [
    (f'<ssn>{d(S[0])}</ssn>', d(S[0])),
    (f'<SSN>{n9(S[1])}</SSN>', n9(S[1])),
    (f'<socialSecurityNumber>{d(S[2])}</socialSecurityNumber>', d(S[2])),
    (f'{{"socialSecurityNumber": "{d(S[3])}"}}', d(S[3])),
    (f'{{"ssnNumber": "{n9(S[4])}"}}', n9(S[4])),
    (f'employee.setSocialSecurityNumber("{d(S[5])}");', d(S[5])),
    (f'<Applicant><Name>J Doe</Name><SocialSecurityNumber>{n9(S[6])}</SocialSecurityNumber></Applicant>', n9(S[6])),
    (f'customerSSN = "{d(S[7])}"', d(S[7])),
    (f'Social Security Number:\n{d(S[8])}', d(S[8])),
    (f'SSN\n{n9(S[9])}', n9(S[9])),
    (f'Social security no.:\n  {d(S[10])}', d(S[10])),
    (f'SSN:\r\n{d(S[11])}\r\nDOB: 1980-04-02', d(S[11])),
    (f'SSN: {fw(d(S[12]))}', fw(d(S[12]))),
    (f'社会保障番号：{fw(n9(S[13]))}', fw(n9(S[13]))),
    (f'Social Security Number {fw(d(S[14]))}', fw(d(S[14]))),
    (f'<ns2:ssn>{d(S[15])}</ns2:ssn>', d(S[15])),
    (f'<field name="ssn">{d(S[16])}</field>', d(S[16])),
    (f'ssn_last_nine={n9(S[17])}', n9(S[17])),
    (f'{{"taxpayer": {{"ssn": "{d(S[18])}", "name": "R Diaz"}}}}', d(S[18])),
    (f'patient.ssn = "{d(S[19])}"', d(S[19])),
    (f'<input name="ssn" value="{d(S[20])}">', d(S[20])),
    (f'Social Security #:\n\n{d(S[21])}', d(S[21])),
    (f'SSN (primary): {fw(n9(S[22]))}', fw(n9(S[22]))),
    (f'<SocialSecurityNo>{d(S[23])}</SocialSecurityNo>', d(S[23])),
]
add('ssn31a', ['personal_data'], ssn31, [c for c in TEXT_CONTAINERS] + [JSON_CONTAINERS[0]])

# ok31: look-alikes in the same carriers.
H = '$2b$12$' + corpus.rs(ALNUM, 53)
ok = [
    # prose about passwords without one
    'The admin password is now stored in Vault under secret/ops/admin.',
    'FYI the wifi password was changed; ask the front desk for the new one.',
    'Your password has been reset. Check your e-mail for a link to set a new one.',
    'Root password was set to expire after 90 days.',
    'the staging db password is now managed by the secrets operator',
    'Password for the shared mailbox has been changed to meet the new policy.',
    'VPN password is updated to the value in 1Password (entry "VPN - office").',
    'Jenkins admin password has been set to ${JENKINS_ADMIN_PASSWORD}.',
    'I reset the password for svc-backup; it is now in the team vault.',
    'The temporary password is now ******** (sent by SMS).',
    'the router password got changed to something only Dave knows',
    'Your new password is now active. Do not share it.',
    'Password reset complete. Password has been reset to: <hidden>',
    'ok so the grafana password was changed to the one in the runbook',
    'the passphrase for the backup key is now twelve words long',
    'Ticket resolved: user jdoe password was reset to default and must be changed at next login',
    'NOTE: postgres password now rotated weekly',
    'Changed the FTP password to match the new complexity rules.',
    'The password is now required to be at least 12 characters.',
    'The status is now Resolved and the owner was changed to jdoe.',
    'Build 4411 is now green; version was changed to 2.14.3-rc1.',
    'The hostname has been reset to db-07.corp.example after the rebuild.',
    # labels in other languages without a secret
    'Passwort vergessen?',
    'Passwort: mindestens 8 Zeichen, eine Zahl und ein Sonderzeichen',
    'Kennwort ändern',
    '¿Olvidaste tu contraseña?',
    'Contraseña: ********',
    'La contraseña debe tener al menos 8 caracteres.',
    'Mot de passe oublié ?',
    'Mot de passe : <votre mot de passe>',
    'Esqueceu a senha?',
    'Senha: (a mesma do e-mail)',
    'Wachtwoord vergeten?',
    'Hasło: ${DB_PASSWORD}',
    'Nie pamiętasz hasła?',
    'Zapomenuté heslo',
    'Glömt lösenordet?',
    'Şifremi unuttum',
    'Забыли пароль?',
    'Пароль: хранится в KeePass',
    'パスワードを忘れた場合',
    'パスワード：********',
    '忘记密码？',
    '密码：请联系管理员',
    '비밀번호를 잊으셨나요?',
    'Quên mật khẩu?',
    'Lupa kata sandi?',
    'نسيت كلمة المرور؟',
    'Passwort: siehe Tresor',
    'Kennwort = ${KENNWORT}',
    # tables without secrets
    art([['user', 'password'], ['admin', '********']]),
    art([['user', 'password_hash'], ['admin', H]]),
    art([['id', 'username', 'last_login'], ['1', 'root', '2026-12-01 09:14:02'], ['2', 'deploy', '2026-11-30 17:02:44']]),
    art([['Setting', 'Default'], ['password_min_length', '12'], ['password_expiry_days', '90']]),
    art([['host', 'login', 'passwd'], ['db01', 'sa', '(vault)']]),
    art([['Service', 'User', 'Password'], ['FTP', 'ftpuser', 'see vault'], ['SMTP', 'mailer', 'see vault']]),
    'mysql> SELECT user, password_expired FROM mysql.user;\n' + art([['user', 'password_expired'], ['root', 'N']]) + '\n1 row in set (0.00 sec)',
    art([['Field', 'Type', 'Null'], ['password', 'varchar(255)', 'NO'], ['email', 'varchar(255)', 'NO']]),
    art([['order_id', 'tracking', 'total'], ['ORD-20261203-0042', '1Z999AA10123456784', '129.00']]),
    art([['key', 'value'], ['db.password', '${DB_PASSWORD}']]),
    '<table><tr><th>User</th><th>Password</th></tr><tr><td>admin</td><td>********</td></tr></table>',
    '<table><tr><th>Field</th><th>Type</th></tr><tr><td>password</td><td>string</td></tr><tr><td>email</td><td>string</td></tr></table>',
    '<tr><td>Password</td><td>Required. At least 12 characters.</td></tr>',
    '<tr><td>Password</td><td><input type="password" name="password"></td></tr>',
    '<dl><dt>Password</dt><dd>Set by the user at first login</dd></dl>',
    '<tr><th scope="row">API token</th><td>Generate one under Settings &gt; Tokens</td></tr>',
    '<td class="label">Contraseña</td><td class="value"><a href="/reset">Restablecer</a></td>',
    'user     | password\n---------+---------\n' + 'postgres | md5' + corpus.rs('0123456789abcdef', 32),
    art([['Benutzer', 'Passwort'], ['admin', '(siehe Tresor)']]),
    '<table><tr><th>Invoice</th><th>Amount</th></tr><tr><td>INV-2026-004417</td><td>1,204.50</td></tr></table>',
    # calls with references
    "$db = new PDO('mysql:host=localhost;dbname=shop', 'shop', getenv('DB_PASS'));",
    '$pdo = new PDO($dsn, $user, $password, $options);',
    "conn = pymysql.connect(host='db', user='app', password=os.environ['DB_PASSWORD'], database='shop')",
    'conn = psycopg2.connect("host=db dbname=app user=app password=" + os.environ["PGPASS"])',
    'conn = psycopg2.connect(dbname=DB, user=USER, password=PASSWORD, host=HOST)',
    "r = requests.get(url, auth=HTTPBasicAuth(user, token))",
    "resp = requests.get('https://api.internal/v1/items', auth=(USER, os.getenv('API_PASS')))",
    "r = redis.Redis(host='cache', port=6379, password=settings.REDIS_PASSWORD)",
    "client = MongoClient(os.environ['MONGO_URI'])",
    "client = MongoClient('mongodb://mongo:27017/app')",
    "server.login(SMTP_USER, SMTP_PASSWORD)",
    'db, err := sql.Open("mysql", dsn)',
    'db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))',
    'Connection conn = DriverManager.getConnection(url, props);',
    'Connection conn = DriverManager.getConnection(url, user, System.getenv("DB_PASS"));',
    'var cred = new NetworkCredential(userName, securePassword);',
    'client.Credentials = CredentialCache.DefaultNetworkCredentials;',
    "ftp.login('anonymous', '')",
    "ssh.connect('10.0.0.7', username='pi', key_filename='/home/pi/.ssh/id_ed25519')",
    "engine = create_engine('postgresql://app@db:5432/app')",
    "const pool = mysql.createPool({ host: 'db', user: 'app', password: process.env.DB_PASSWORD });",
    "r = redis.StrictRedis(host='cache', password=None, db=0)",
    # command lines without secrets
    '$ sshpass -f ~/.ssh/pass ssh deploy@10.0.0.9',
    '$ mysql -u root -p -h db shop < dump.sql',
    '$ docker login -u ci --password-stdin registry.corp.example',
    '$ curl -u admin https://jenkins.corp.example/api/json',
    'machine ftp.corp.example login anonymous',
    '$ PGPASSWORD=$PGPASS psql -h db -U app app',
    'creds for the test box are in the wiki',
    'login: ops  pass: see vault',
    '$ wget --user=dl --ask-password https://files.corp.example/a.tgz',
    '$ mongosh "mongodb://db:27017" -u admin -p',
    '$ rabbitmqctl list_users',
    '$ openssl pkcs12 -export -in c.pem -out c.p12 -passout env:P12_PASS',
    # card look-alikes
    'Version 10.0.19045.4170 installed',
    'Build 2026.1203.0814.0002 deployed',
    'ISBN 978-3-16-148410-0',
    'Call us at +1 415.555.0134 or 1.800.555.0199',
    'Order no. 4000 1234 5678 9010 shipped',
    f'Test card {".".join(groups(bad_card("4")))} was declined (invalid number)',
    f'card number {".".join(groups(bad_card("51")))} exp 04/28 failed the Luhn check',
    'Tracking: 9400 1000 0000 0000 0000 00',
    'Invoice INV-2026-0042, amount 4.111,11 EUR',
    'IP 10.200.100.50 and 192.168.1.254 reachable',
    f'> Order number: 1234 5678\n> 9012 3456 (two orders)',
    f'Reference:\n    2026 1203\n    0814 0002',
    ':57A:BANKUS33XXX',
    ':20:REF20261203\n:57D:/0041234567\n:59:/ACME GMBH HAMBURG',
    ':32A:261203EUR4111,11',
    'timestamp 1733213643.123456 and 1733213644.000001',
    'OID 1.3.6.1.4.1.311.21.8',
    f'card: {".".join(groups(bad_card("6011")))}',
    'Serial: 4111.1111.1111 (board rev C)',
    # SSN look-alikes
    '<ssn>***-**-1234</ssn>',
    '<SSN/>',
    '<socialSecurityNumber>REDACTED</socialSecurityNumber>',
    '{"socialSecurityNumber": null}',
    '{"employeeId": "123456789"}',
    '<routingNumber>021000021</routingNumber>',
    '<zip>94105-1234</zip>',
    'Social Security Number:\n(on file)',
    'SSN\nnot provided',
    'Employee ID:\n123-45-6789-00',
    'Phone: ０９０－１２３４－５６７８',
    '注文番号：１２３４５６７８９',
    '<ssn>000-12-3456</ssn>',
    '<ssn>666-12-3456</ssn>',
    '{"ssnLast4": "6789"}',
    'customerSSN = getSsnFromVault(customerId)',
    '<field name="ssn"></field>',
    '<input name="ssn" value="" placeholder="XXX-XX-XXXX">',
    'Order ID:\n123456789',
    'Claim number 412 55 0913 (not an SSN)',
    # other benign look-alikes
    f'password_hash: {H}',
    'password_hash: sha256:' + corpus.rs('0123456789abcdef', 64),
    'Password policy: min 12 chars, 1 digit, 1 symbol, expires every 90 days',
    'The password is stored in Vault at kv/prod/db.',
    'Set the password with `passwd` and then log out.',
    'User: admin\nPassword: (the one you chose at setup)',
    'Passwort: <einfügen>',
    'contraseña=changeme',
    'mot de passe : xxxxxxxx',
    'senha = "${SENHA}"',
    '密码：${DB_PASSWORD}',
    '비밀번호: ********',
    'Your password was changed to protect your account. If this was not you, contact support.',
    'the token is now revoked and was changed to read-only scope',
    'The default password has been reset to factory settings.',
    'Kennwort: bitte beim Administrator erfragen',
    'contraseña: la de siempre',
    'Hasło zostało zmienione.',
    'Пароль успешно изменён',
    'パスワードは保管庫にあります',
    'Use the invoice number 2026-1203-0042 as the payment reference.',
    'Tracking number is now 1Z999AA10123456784',
]
benign('ok31', ok)

corpus.write('cases-31')
