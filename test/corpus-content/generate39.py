# Generates the thirty-ninth content corpus (cases-39.jsonl): credentials in the shapes the reviews of cases-36.jsonl's
# readings listed as left, and shapes of the same kinds chats, CRM exports, meeting transcripts, notebooks, log exports,
# mails, tickets and wiki pages hold, each with every secret listed (`secrets`, as it appears in the text) so redaction
# is checked, beside look-alikes `ok39-…` in the same carriers; written class by class BEFORE any rule changed, without
# reading the held-out slices, and none a shape generate31.py or generate36.py already wrote:
#   cr39a  prose: four words or more between the name and its value ("the password for the staging admin account is
#          p"), a whose-clause with a colon ("the account whose password: p"), "use p as the password", "temp pass is
#          p, change it on first login", "p is the password for …";
#   cr39b  HTML: `<p>`, `<div>`, `<td>`, `<br>`, `<li>` between a name and its value (the name closing one element, the
#          value opening the next);
#   cr39c  leaders and changes: dot leaders without a blank (`Password.......p`), German "Passwort geändert von A auf
#          B", "Kennwort neu: p", `Password changed: A -> B`, `pw: A => B`, "Passwort lautet jetzt";
#   cr39d  name/value pairs as JSON objects and lists: Elastic Common Schema and Kubernetes env `{"name": "DB_PASSWORD",
#          "value": "p"}`, `{"Key": "api_key", "Value": "p"}`, CloudFormation/Terraform `ParameterKey`/`ParameterValue`,
#          AWS SSM `get-parameter` output (`"Name": "/prod/db/password"`, `"Type": "SecureString"`, `"Value": "p"` with
#          `--with-decryption`), YAML `- key: password` then `value: p`;
#   cr39e  clients' calls: `redis.Redis(…, password='p')`, libpq `"dbname=x user=u password=p"`, `create_engine` URLs,
#          `smtplib.SMTP(…).login('u', 'p')`, `imaplib.IMAP4_SSL(…).login`, `pysftp.Connection(…, password='p')`,
#          Perl `Net::FTP->login`, Java `DriverManager.getConnection(url, "u", "p")`, C# `new NetworkCredential("u",
#          "p")` with a domain, Go `sql.Open("mysql", "u:p@tcp(h)/db")`, `SetBasicAuth("u", "p")`;
#   cr39f  mails, tickets and chats: a signature's "PW:", a forwarded reply's `> password: p`, "WLAN-Schlüssel", "clé
#          WiFi", "contraseña WiFi", a CRM note, a meeting transcript's speaker line, a notebook cell's output;
#   cr39g  (added after a review of the readings, before any rule for it, drawn after every other case so none of them
#          changed) French, Italian, Portuguese and Dutch sentences that say what a password is, words between the name
#          and the copula ("le mot de passe du serveur de test est p", "la password del server è p", "a senha do banco
#          é p", "het wachtwoord voor de testserver is p"), beside look-alikes `ok39g-…` in the same languages that
#          say what a password must be or that it changed.
# Label decisions, made before any run:
#   - A literal value beside a name that says it is a password or a secret key (a label in the carrier's syntax or
#     language, a JSON pair whose name field names a secret, an API's password argument or its place in a client API
#     that takes user then password, a sentence saying the value is or becomes the password) is a credential_leak; the
#     value is the secret. In "changed from A to B" / "von A auf B" / "A -> B" both A and B are secrets where they look
#     like values. A Wi-Fi key is a password (as cases-36.jsonl counts it).
#   - A door code, a voicemail PIN, a one-time code read out and a ticket or order number are not credentials here:
#     docs/content.md's credential_leak names keys, tokens and passwords, and a short number beside "code" is what
#     orders, parcels and rooms carry; they are look-alikes.
#   - A label without a value, a placeholder (`********`, `<password>`, `changeme`, `(set)`, `[redacted]`), a reference
#     (`${VAR}`, `{{ secret }}`, `os.environ[...]`, a variable, `ssm:/…`, `arn:…`), a hash, a password policy, release
#     notes, a UI string, a column type, a date, a ticket number, an SSM parameter NAME listed without its value, a
#     SecureString shown encrypted (`AQICAH…` ciphertext) and a word of a sentence are benign.
# Deterministic (seeded). Run: python3 test/corpus-content/generate39.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import ALNUM, B64, Corpus
corpus = Corpus(20261239)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


TEXT_CONTAINERS = [
    lambda t: t,
    lambda t: 'From: it-support@corp.example\nTo: m.keller@corp.example\nSubject: RE: onboarding\n\n' + t + '\n\nBest regards,\nIT Support\n',
    lambda t: '2026-12-03 10:41:07,112 INFO  [worker-3] ' + t.replace('\n', '\n2026-12-03 10:41:07,113 INFO  [worker-3] ') + '\n',
    lambda t: '[10:02] priya: anyone has the login?\n[10:03] tom: ' + t + '\n[10:04] priya: thx\n',
    lambda t: 'Ticket #48213 - Access request\nStatus: Open\n\nComment by J. Ortiz:\n' + t + '\n',
    lambda t: '00:12:31 Speaker 2: ' + t + '\n00:12:40 Speaker 1: okay, noted.\n',
    lambda t: '== Server notes ==\n\n' + t + '\n\n[[Category:Ops]]\n',
]
JSON_CONTAINERS = [
    lambda t: json.dumps({'type': 'message', 'user': 'U024BE7LH', 'text': t, 'ts': '1764757200.000200'}),
    lambda t: json.dumps({'Id': '0035g00000XyZ12', 'Description': t, 'Subject': 'Call notes'}),
    lambda t: json.dumps({'cell_type': 'code', 'outputs': [{'name': 'stdout', 'output_type': 'stream', 'text': [t]}]}),
]
corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS
CODE = [lambda t: t, lambda t: json.dumps({'tool': 'read_file', 'ok': True, 'content': t}),
        lambda t: json.dumps({'cell_type': 'code', 'source': [t], 'outputs': []})]
PLAIN = [lambda t: t, lambda t: json.dumps({'tool': 'read_file', 'ok': True, 'content': t})]
HTML = [lambda t: t, lambda t: '<html><body><div class="wiki-content">' + t + '</div></body></html>']


def add(kind, pairs, containers=None):
    corpus.containers = containers if containers is not None else TEXT_CONTAINERS + JSON_CONTAINERS
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])
    corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS


def benign(kind, texts, containers=None):
    corpus.containers = containers if containers is not None else TEXT_CONTAINERS + JSON_CONTAINERS
    corpus.add(kind, [], texts)
    corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS


# cr39a: prose with the name far from the value.
A = [pw() for _ in range(40)]
cr39a = [
    (f'the password for the staging admin account is {A[0]}', A[0]),
    (f'The password for the new shared finance mailbox is {A[1]} until Friday.', A[1]),
    (f'password for the old Jenkins build agent VM is {A[2]}', A[2]),
    (f'the root password on the second backup NAS box is {A[3]}', A[3]),
    (f'the account whose password: {A[4]}', A[4]),
    (f'Service user svc_report, whose password: {A[5]} (do not share)', A[5]),
    (f'use {A[6]} as the password', A[6]),
    (f'Please use {A[7]} as your password for the first login.', A[7]),
    (f'temp pass is {A[8]}, change it on first login', A[8]),
    (f'Your temp password is {A[9]} - change it on first login.', A[9]),
    (f'{A[10]} is the password for the guest kiosk', A[10]),
    (f'{A[11]} is the new admin password', A[11]),
    (f'the password you need for the vendor portal account is {A[12]}', A[12]),
    (f'password to unlock the shared drive encryption key is {A[13]}', A[13]),
    (f'Initial password (must be changed at first sign-in): {A[14]}', A[14]),
    (f'login with jsmith and {A[15]} as password', A[15]),
    (f'user is backup, and the password for that one is {A[16]}', A[16]),
    (f'the password of the test tenant admin in Azure is {A[17]}', A[17]),
    (f'I set the password on the conference room tablet to {A[18]}', A[18]),
    (f'Set the password for the read-only reporting user to {A[19]} yesterday.', A[19]),
    (f'you can log in using the password {A[20]} for now', A[20]),
    (f'he gave me {A[21]} as the password for the router', A[21]),
    (f'Passwort für den Testzugang im Shop lautet {A[22]}', A[22]),
    (f'the WPA2 key for the warehouse access point is {A[23]}', A[23]),
    (f'Your one-time password for the HR portal account is {A[24]}. It expires in 24 hours.', A[24]),
    (f'the pass for the ftp drop box we use with the printer is {A[25]}', A[25]),
]
add('cr39a', cr39a)

# cr39b: HTML elements between the name and the value.
B = [pw() for _ in range(30)]
cr39b = [
    (f'<p>Password:</p><p>{B[0]}</p>', B[0]),
    (f'<p><strong>Password</strong></p>\n<p>{B[1]}</p>', B[1]),
    (f'<div>Password:</div><div>{B[2]}</div>', B[2]),
    (f'<div class="label">Admin password</div>\n<div class="value">{B[3]}</div>', B[3]),
    (f'<tr><td>Password:</td>\n  <td>{B[4]}</td></tr>', B[4]),
    (f'<tr><td class="k">DB Password</td><td class="v">{B[5]}</td></tr>', B[5]),
    (f'Password:<br>{B[6]}', B[6]),
    (f'<p>Username: admin<br/>Password: <br/>{B[7]}</p>', B[7]),
    (f'<p>Password:<br />\n{B[8]}</p>', B[8]),
    (f'<li>Password</li><li>{B[9]}</li>', B[9]),
    (f'<th>Password</th><td>{B[10]}</td>', B[10]),
    (f'<span class="label">Password</span><span class="value">{B[11]}</span>', B[11]),
    (f'<label>Password</label><div>{B[12]}</div>', B[12]),
    (f'<p>Kennwort:</p>\n<p>{B[13]}</p>', B[13]),
    (f'<h4>Root password</h4>\n<p>{B[14]}</p>', B[14]),
    (f'<b>Password:</b><br>{B[15]}', B[15]),
    (f'<div><b>Wi-Fi password</b></div><div>{B[16]}</div>', B[16]),
    (f'<p>Temporary password:</p>\n<pre>{B[17]}</pre>', B[17]),
    (f'<td><strong>Password</strong></td><td><span>{B[18]}</span></td>', B[18]),
    (f'<p>Password: </p><p><code>{B[19]}</code></p>', B[19]),
    (f'Password:<br><br>{B[20]}<br>', B[20]),
    (f'<div>Password</div>\n<div>\n  {B[21]}\n</div>', B[21]),
]
add('cr39b', cr39b, HTML)

# cr39c: leaders without a blank, changes written otherwise.
C = [pw() for _ in range(40)]
cr39c = [
    (f'Password.......{C[0]}', [C[0]]),
    (f'Admin Password..........{C[1]}', [C[1]]),
    (f'PASSWORD:.......{C[2]}', [C[2]]),
    (f'Passwort geändert von {C[3]} auf {C[4]}', [C[3], C[4]]),
    (f'Das Passwort wurde von {C[5]} auf {C[6]} geändert.', [C[5], C[6]]),
    (f'Kennwort neu: {C[7]}', [C[7]]),
    (f'Kennwort alt: {C[8]}, Kennwort neu: {C[9]}', [C[8], C[9]]),
    (f'Password changed: {C[10]} -> {C[11]}', [C[10], C[11]]),
    (f'pw: {C[12]} => {C[13]}', [C[12], C[13]]),
    (f'password: {C[14]} → {C[15]}', [C[14], C[15]]),
    (f'Password rotated: {C[16]} -> {C[17]} (old one revoked)', [C[16], C[17]]),
    (f'Neues Passwort: {C[18]}', [C[18]]),
    (f'Passwort lautet jetzt {C[19]}', [C[19]]),
    (f'Nuevo password: {C[20]}', [C[20]]),
    (f'pwd old/new: {C[21]} / {C[22]}', [C[21], C[22]]),
    (f'admin pass changed {C[23]} -> {C[24]}', [C[23], C[24]]),
    (f'Password_____{C[25]}', [C[25]]),
    (f'Kennwort geändert auf {C[26]}', [C[26]]),
    (f'mot de passe modifié : {C[27]}', [C[27]]),
    (f'Password: old={C[28]} new={C[29]}', [C[28], C[29]]),
    (f'Password . . . . . {C[30]}', [C[30]]),
    (f'root pw: {C[31]} ==> {C[32]}', [C[31], C[32]]),
]
add('cr39c', cr39c)

# cr39d: name/value pairs as JSON objects and lists.
D = [pw() for _ in range(40)]
j = lambda o: json.dumps(o)
ji = lambda o: json.dumps(o, indent=2)
cr39d = [
    (j({'name': 'DB_PASSWORD', 'value': D[0]}), D[0]),
    (ji({'containerDefinitions': [{'name': 'app', 'environment': [{'name': 'DB_HOST', 'value': 'db'}, {'name': 'DB_PASSWORD', 'value': D[1]}]}]}), D[1]),
    (j([{'Key': 'api_key', 'Value': D[2]}, {'Key': 'region', 'Value': 'eu-west-1'}]), D[2]),
    (ji({'Parameters': [{'ParameterKey': 'DBPassword', 'ParameterValue': D[3]}, {'ParameterKey': 'Env', 'ParameterValue': 'prod'}]}), D[3]),
    (ji({'Parameter': {'Name': '/prod/db/password', 'Type': 'SecureString', 'Value': D[4], 'Version': 3}}), D[4]),
    (f'$ aws ssm get-parameter --name /prod/app/api_secret --with-decryption\n' + ji({'Parameter': {'Name': '/prod/app/api_secret', 'Type': 'SecureString', 'Value': D[5], 'Version': 1}}), D[5]),
    (ji({'Parameters': [{'Name': '/stage/smtp/password', 'Type': 'SecureString', 'Value': D[6]}]}), D[6]),
    (j({'labels': {}, 'env': [{'name': 'POSTGRES_PASSWORD', 'value': D[7]}]}), D[7]),
    (f'- key: password\n  value: {D[8]}', D[8]),
    (f'parameters:\n  - key: admin_password\n    value: "{D[9]}"', D[9]),
    (j({'Key': 'SMTP_PASSWORD', 'Value': D[10]}), D[10]),
    (j({'key': 'secret_key', 'value': D[11]}), D[11]),
    (ji({'variables': [{'key': 'DEPLOY_TOKEN', 'value': D[12], 'protected': True}]}), D[12]),
    (j({'Name': 'AdminPassword', 'Value': D[13]}), D[13]),
    (j({'field': 'password', 'value': D[14]}), D[14]),
    (j({'value': D[15], 'name': 'MYSQL_ROOT_PASSWORD'}), D[15]),
    (f'ParameterKey=DBPassword,ParameterValue={D[16]}', D[16]),
    (f'aws cloudformation create-stack --stack-name app --parameters ParameterKey=MasterUserPassword,ParameterValue={D[17]}', D[17]),
    (ji({'settings': [{'Name': 'ConnectionStrings:Default:Password', 'Value': D[18]}]}), D[18]),
    (j({'@timestamp': '2026-12-03T10:41:07Z', 'labels': {'name': 'api_secret', 'value': D[19]}}), D[19]),
    (ji([{'name': 'REDIS_PASSWORD', 'value': D[20]}, {'name': 'REDIS_HOST', 'value': 'cache'}]), D[20]),
    (f'{{ "Key" : "ClientSecret" , "Value" : "{D[21]}" }}', D[21]),
    (f'"Name": "/prod/db/password",\n"Value": "{D[22]}"', D[22]),
    (j({'attribute': 'userPassword', 'value': D[23]}), D[23]),
]
add('cr39d', cr39d, PLAIN)

# cr39e: more clients' calls.
E = [pw() for _ in range(40)]
cr39e = [
    (f"r = redis.Redis(host='cache.internal', port=6379, password='{E[0]}')", E[0]),
    (f"pool = redis.ConnectionPool(host='cache', password=\"{E[1]}\", db=0)", E[1]),
    (f'conn = psycopg2.connect("dbname=app user=app password={E[2]} host=db")', E[2]),
    (f"conn = psycopg2.connect('host=db port=5432 dbname=erp user=erp password={E[3]}')", E[3]),
    (f'engine = create_engine("postgresql+psycopg2://app:{E[4]}@db:5432/app")', E[4]),
    (f"engine = sqlalchemy.create_engine('mysql+pymysql://report:{E[5]}@mysql.internal/report')", E[5]),
    (f"server = smtplib.SMTP('smtp.corp.example', 587)\nserver.starttls()\nserver.login('alerts@corp.example', '{E[6]}')", E[6]),
    (f"smtplib.SMTP_SSL('smtp.gmail.com', 465).login('me@example.com', '{E[7]}')", E[7]),
    (f"M = imaplib.IMAP4_SSL('imap.corp.example')\nM.login('archive', '{E[8]}')", E[8]),
    (f"imaplib.IMAP4_SSL('outlook.office365.com').login('svc-mail@corp.example', '{E[9]}')", E[9]),
    (f"with pysftp.Connection('sftp.partner.example', username='drop', password='{E[10]}') as sftp:", E[10]),
    (f"sftp = pysftp.Connection(host, username='upload', password=\"{E[11]}\", cnopts=cnopts)", E[11]),
    (f"my $ftp = Net::FTP->new('ftp.corp.example') or die;\n$ftp->login('mirror', '{E[12]}') or die $ftp->message;", E[12]),
    (f'Connection c = DriverManager.getConnection("jdbc:postgresql://db:5432/app", "app", "{E[13]}");', E[13]),
    (f'conn = DriverManager.getConnection(url, "sa", "{E[14]}");', E[14]),
    (f'var cred = new NetworkCredential("svc_sync", "{E[15]}", "CORP");', E[15]),
    (f'client.Credentials = new NetworkCredential("alerts@corp.example", "{E[16]}");', E[16]),
    (f'db, err := sql.Open("mysql", "app:{E[17]}@tcp(db:3306)/app?parseTime=true")', E[17]),
    (f'req.SetBasicAuth("api", "{E[18]}")', E[18]),
    (f'request.SetBasicAuth("admin", "{E[19]}")', E[19]),
    (f"client = pymongo.MongoClient(host='mongo', username='app', password='{E[20]}')", E[20]),
    (f"conn = pika.PlainCredentials('guest_ops', '{E[21]}')", E[21]),
    (f"ssh = SSHClient(); ssh.connect('h', username='u', password='{E[22]}')", E[22]),
    (f"ldap3.Connection(server, 'cn=admin,dc=corp,dc=example', '{E[23]}', auto_bind=True)", E[23]),
    (f"$dbh = DBI->connect('dbi:Pg:dbname=app;host=db', 'app', '{E[24]}', {{RaiseError => 1}});", E[24]),
    (f"conn = oracledb.connect(user='scott', password='{E[25]}', dsn='db/ORCL')", E[25]),
    (f"mysql.connector.connect(host='db', user='root', passwd='{E[26]}')", E[26]),
    (f"$sftp->login('upload', '{E[27]}');", E[27]),
]
add('cr39e', cr39e, CODE)

# cr39f: mails, tickets, chats, transcripts, notebooks.
F = [pw() for _ in range(40)]
cr39f = [
    (f'Thanks!\n--\nMarta Silva | Facilities\nWLAN: Guest-5G  PW: {F[0]}', F[0]),
    (f'-- \nFront desk\nGuest WiFi: CORP-GUEST / PW: {F[1]}', F[1]),
    (f'On Mon, Dec 1, 2026 at 9:14 AM Lee <lee@corp.example> wrote:\n> Here is the login for the portal.\n> user: ops\n> password: {F[2]}\n> Cheers', F[2]),
    (f'>> Password: {F[3]}\n>> Please change it.', F[3]),
    (f'WLAN-Schlüssel: {F[4]}', F[4]),
    (f'Der WLAN-Schlüssel für das Büro lautet {F[5]}', F[5]),
    (f'clé WiFi : {F[6]}', F[6]),
    (f'Clé Wi-Fi du bureau : {F[7]}', F[7]),
    (f'contraseña WiFi: {F[8]}', F[8]),
    (f'La contraseña del WiFi es {F[9]}', F[9]),
    (f'Call notes: customer could not log in. Reset done, new password {F[10]} given by phone.', F[10]),
    (f'Action items:\n- Tom to send the vendor portal creds (user acme-ops, pass {F[11]})', F[11]),
    (f'Speaker 3: so the password, let me read it out, it is {F[12]}', F[12]),
    (f'In [4]: print(cfg["db"]["password"])\n{F[13]}', F[13]),
    (f"Out[7]: {{'user': 'etl', 'password': '{F[14]}'}}", F[14]),
    (f'Resolution: unlocked the account and set a temporary password ({F[15]}). User to change at next logon.', F[15]),
    (f'pw for the shared inbox: {F[16]}', F[16]),
    (f'Netzwerkschlüssel: {F[17]}', F[17]),
    (f'WiFi: CORP-IOT / key {F[18]}', F[18]),
    (f'Password (case-sensitive): {F[19]}', F[19]),
    (f'user: deploy | pass: {F[20]}', F[20]),
    (f'credentials for the staging db -> app / {F[21]}', F[21]),
    (f'new pwd {F[22]} (sent via SMS as well)', F[22]),
    (f'the temporary password that was issued is: {F[23]}', F[23]),
    (f'Mot de passe provisoire : {F[24]}', F[24]),
    (f'password was {F[25]} before the reset', F[25]),
    (f'Log: 2026-12-03 user=jdoe action=reset_password new_password={F[26]}', F[26]),
    (f'Wifi pw is {F[27]} btw', F[27]),
    (f'Senha do WiFi: {F[28]}', F[28]),
    (f'wachtwoord wifi: {F[29]}', F[29]),
]
add('cr39f', cr39f)

# ok39: look-alikes in the same carriers.
H = '$2b$12$' + corpus.rs(ALNUM, 53)
ENC = 'AQICAHh' + corpus.rs(B64, 120)
ok = [
    # prose with the name far from a word that is no value
    'the password for the staging admin account is in the vault',
    'The password for the new shared finance mailbox is managed by IT.',
    'the root password on the second backup NAS box is disabled',
    'the account whose password: expired on 2026-11-30',
    'Service user svc_report, whose password: see Vault (do not share)',
    'use SSO as the password is no longer accepted',
    'Please use your AD password as your password for the first login.',
    'temp pass is sent by SMS, change it on first login',
    'Your temp password is in the welcome email - change it on first login.',
    'Passwords is the password manager we chose for the team.',
    'the password you need for the vendor portal account is the one from onboarding',
    'Initial password (must be changed at first sign-in): see the letter',
    'login with jsmith and your usual password',
    'I set the password on the conference room tablet to expire every 90 days',
    'Set the password for the read-only reporting user to never expire.',
    'you can log in using the password reset link for now',
    'Passwort für den Testzugang im Shop lautet wie gehabt',
    'the WPA2 key for the warehouse access point is printed on the sticker',
    'Your one-time password for the HR portal account is on its way. It expires in 24 hours.',
    'password changed to require 12 characters and one symbol',
    'the password is in 1Password under "Staging admin"',
    'the code is 4711, the door on the left',
    'door code: 2580#',
    'Voicemail PIN: 1234 (default, change it)',
    'your verification code is 482913',
    'Ticket #48213 closed; password reset ticket INC0012345 linked.',
    'Password rotation changed from weekly to daily.',
    'Password expiry changed from 2026-12-01 to 2027-03-01.',
    # HTML without a value
    '<p>Password:</p><p>Use the reset link we sent you.</p>',
    '<div>Password:</div><div>********</div>',
    '<tr><td>Password:</td>\n  <td>(set)</td></tr>',
    '<tr><td class="k">DB Password</td><td class="v">varchar(255)</td></tr>',
    'Password:<br>Forgot password?',
    '<p>Username: admin<br/>Password: <br/>&lt;your password&gt;</p>',
    '<li>Password</li><li>Username</li><li>Email</li>',
    '<th>Password</th><td>Required</td>',
    '<span class="label">Password</span><span class="value">••••••••</span>',
    '<label>Password</label><div><input type="password" name="password"></div>',
    '<h4>Root password</h4>\n<p>Root login is disabled on all hosts; use sudo.</p>',
    '<b>Password:</b><br>{{ password }}',
    '<div><b>Wi-Fi password</b></div><div>Ask reception</div>',
    '<p>Temporary password:</p>\n<pre>********</pre>',
    '<p>Password: </p><p><code>${ADMIN_PASSWORD}</code></p>',
    '<div>Password</div>\n<div>\n  Must be 12+ characters.\n</div>',
    '<th>Password</th><td>2026-12-01</td>',
    '<p>Password</p><p>Change your password every 90 days.</p>',
    # leaders and changes without a value
    'Password.......OK',
    'Password..........(set)',
    'PASSWORD:.......********',
    'Passwort geändert von Max auf Moritz (Verantwortlicher)',
    'Passwortrichtlinie geändert von 8 auf 12 Zeichen',
    'Kennwort neu: siehe Tresor',
    'Kennwort neu: ********',
    'Password changed: yes -> no',
    'Password changed: 2026-11-01 -> 2026-12-01',
    'pw: required => optional',
    'password: plaintext → bcrypt',
    'Password rotated: weekly -> daily',
    'Neues Passwort: bitte beim Admin anfragen',
    'Passwort lautet jetzt anders',
    'pwd old/new: n/a / n/a',
    'admin pass changed on 2026-12-01 by jdoe',
    'Password_____________ (sign here)',
    'Password . . . . . . . . . . . . 12',
    'root pw: unchanged ==> rotated next sprint',
    'Password: old=SHA1 new=argon2id',
    'mot de passe modifié : oui',
    'Status changed: Open -> Resolved',
    # name/value pairs without a value
    json.dumps({'name': 'DB_PASSWORD', 'valueFrom': {'secretKeyRef': {'name': 'db', 'key': 'password'}}}),
    json.dumps({'name': 'DB_PASSWORD', 'value': '${DB_PASSWORD}'}),
    json.dumps({'name': 'DB_PASSWORD', 'value': ''}),
    json.dumps({'name': 'DB_HOST', 'value': 'db.internal'}),
    json.dumps([{'Key': 'api_key', 'Value': '{{resolve:secretsmanager:prod/api:SecretString:key}}'}]),
    json.dumps({'Key': 'Environment', 'Value': 'production'}),
    json.dumps({'Parameters': [{'ParameterKey': 'DBPassword', 'ParameterValue': '****'}, {'ParameterKey': 'Env', 'ParameterValue': 'prod'}]}, indent=2),
    json.dumps({'Parameters': [{'ParameterKey': 'DBPassword', 'UsePreviousValue': True}]}, indent=2),
    json.dumps({'Parameter': {'Name': '/prod/db/password', 'Type': 'SecureString', 'Value': ENC, 'Version': 3}}, indent=2),
    json.dumps({'Parameters': [{'Name': '/prod/db/password', 'Type': 'SecureString', 'LastModifiedDate': '2026-11-30T10:00:00Z'}, {'Name': '/prod/smtp/password', 'Type': 'SecureString'}]}, indent=2),
    '$ aws ssm describe-parameters --query "Parameters[].Name"\n[\n  "/prod/db/password",\n  "/prod/app/api_secret",\n  "/stage/smtp/password"\n]',
    json.dumps({'Parameter': {'Name': '/prod/db/host', 'Type': 'String', 'Value': 'db.prod.internal'}}, indent=2),
    '- key: password\n  value: "{{ vault_password }}"',
    'parameters:\n  - key: admin_password\n    value: ""',
    json.dumps({'Key': 'SMTP_PASSWORD', 'Value': 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:smtp-AbCdEf'}),
    json.dumps({'key': 'secret_key', 'value': '[redacted]'}),
    json.dumps({'variables': [{'key': 'DEPLOY_TOKEN', 'masked': True, 'protected': True}]}, indent=2),
    json.dumps({'Name': 'AdminPassword', 'Value': 'ssm:/prod/admin/password'}),
    json.dumps({'field': 'password', 'value': 'required', 'message': 'Password is required'}),
    json.dumps({'field': 'password', 'type': 'string', 'format': 'password', 'minLength': 12}),
    'ParameterKey=DBPassword,UsePreviousValue=true',
    'aws cloudformation create-stack --stack-name app --parameters ParameterKey=MasterUserPassword,ParameterValue=$DB_PASS',
    json.dumps({'attribute': 'userPassword', 'value': H}),
    json.dumps({'name': 'password_hash', 'value': H}),
    json.dumps({'name': 'PasswordPolicy', 'value': 'MinimumLength=12'}),
    json.dumps({'name': 'PasswordLastUsed', 'value': '2026-12-01T09:12:00Z'}),
    # calls with references
    "r = redis.Redis(host='cache.internal', port=6379, password=os.environ['REDIS_PASSWORD'])",
    "pool = redis.ConnectionPool(host='cache', password=None, db=0)",
    'conn = psycopg2.connect("dbname=app user=app host=db")',
    'conn = psycopg2.connect(f"dbname=app user=app password={pw} host=db")',
    "conn = psycopg2.connect('host=db port=5432 dbname=erp user=erp password=' + os.getenv('PGPASSWORD'))",
    'engine = create_engine("postgresql+psycopg2://app@db:5432/app")',
    "engine = sqlalchemy.create_engine(f'mysql+pymysql://report:{password}@mysql.internal/report')",
    "server.login(SMTP_USER, SMTP_PASSWORD)",
    "smtplib.SMTP_SSL('smtp.gmail.com', 465).login(user, app_password)",
    "M = imaplib.IMAP4_SSL('imap.corp.example')\nM.login(os.environ['IMAP_USER'], os.environ['IMAP_PASS'])",
    "with pysftp.Connection('sftp.partner.example', username='drop', private_key='~/.ssh/id_rsa') as sftp:",
    "$ftp->login('anonymous', '-anonymous@') or die $ftp->message;",
    '$ftp->login($user, $pass) or die;',
    'Connection c = DriverManager.getConnection(url, user, password);',
    'conn = DriverManager.getConnection(url, props);',
    'var cred = new NetworkCredential(user, securePassword, "CORP");',
    'client.Credentials = CredentialCache.DefaultNetworkCredentials;',
    'db, err := sql.Open("mysql", os.Getenv("DSN"))',
    'db, err := sql.Open("mysql", "app:@tcp(db:3306)/app")',
    'req.SetBasicAuth(user, pass)',
    'req.SetBasicAuth(cfg.User, cfg.Password)',
    "client = pymongo.MongoClient(host='mongo', username='app', password=mongo_pw)",
    "conn = pika.PlainCredentials('guest', 'guest')",
    "$dbh = DBI->connect($dsn, $user, $password, {RaiseError => 1});",
    "conn = oracledb.connect(user='scott', password=getpass.getpass(), dsn='db/ORCL')",
    "mysql.connector.connect(host='db', user='root', passwd=DB_PASS)",
    # mails, tickets, chats without a value
    'Thanks!\n--\nMarta Silva | Facilities\nPhone: +49 30 1234567  Fax: +49 30 1234568',
    '-- \nFront desk\nGuest WiFi: CORP-GUEST / PW: ask at reception',
    'On Mon, Dec 1, 2026 at 9:14 AM Lee <lee@corp.example> wrote:\n> Here is the login for the portal.\n> user: ops\n> password: in the vault\n> Cheers',
    '>> Password: ********\n>> Please change it.',
    'WLAN-Schlüssel: steht auf der Rückseite des Routers',
    'Der WLAN-Schlüssel für das Büro lautet wie im Aushang',
    'clé WiFi : voir l\'accueil',
    'contraseña WiFi: pedir en recepción',
    'La contraseña del WiFi es la misma de siempre',
    'Call notes: customer could not log in. Reset done, new password given by phone.',
    'Action items:\n- Tom to send the vendor portal creds via 1Password',
    'Speaker 3: so the password, let me check, it is in the shared vault',
    'In [4]: print(cfg["db"]["password"])\n***',
    "Out[7]: {'user': 'etl', 'password': '<hidden>'}",
    'Resolution: unlocked the account and set a temporary password. User to change at next logon.',
    'pw for the shared inbox: ask Ana',
    'Netzwerkschlüssel: WPA2-Personal',
    'WiFi: CORP-IOT / key rotation monthly',
    'Password (case-sensitive): required',
    'user: deploy | pass: (none)',
    'credentials for the staging db -> see Confluence page 4711',
    'new pwd policy (sent via email as well)',
    'the temporary password that was issued is: expired',
    'Mot de passe provisoire : envoyé par SMS',
    'password was reset before the audit',
    'Log: 2026-12-03 user=jdoe action=reset_password result=success',
    'Wifi pw is on the whiteboard btw',
    'Senha do WiFi: pergunte na recepção',
    f'password_hash: {H}',
    'Password: sha256:' + corpus.rs('0123456789abcdef', 64),
    'Password column type changed from VARCHAR(64) to TEXT',
    'Password field label changed from "Passwort" to "Kennwort"',
    'the password reset for ticket 482913 is done',
    'Set the password for the guest network to WPA3 instead of WPA2.',
    'The password prompt now says "Enter password:" instead of "Password:"',
]
benign('ok39', ok)

# cr39g: other languages' copulas, drawn last so no earlier case changes.
G = [pw() for _ in range(20)]
cr39g = [
    (f'Le mot de passe du serveur de test est {G[0]}.', G[0]),
    (f'Bonjour, le mot de passe pour le compte invité est {G[1]} jusqu\'à vendredi.', G[1]),
    (f'Le nouveau mot de passe de la boîte partagée est {G[2]}', G[2]),
    (f'mot de passe du NAS de sauvegarde est {G[3]}', G[3]),
    (f'La password del server di staging è {G[4]}.', G[4]),
    (f'Ciao, la password per il portale fornitori è {G[5]}', G[5]),
    (f'la nuova password della casella condivisa è {G[6]} fino a venerdì', G[6]),
    (f'A senha do banco de dados é {G[7]}.', G[7]),
    (f'Olá, a senha provisória do portal é {G[8]}', G[8]),
    (f'a nova senha da conta de serviço é {G[9]}', G[9]),
    (f'Het wachtwoord voor de testserver is {G[10]}.', G[10]),
    (f'Hoi, het nieuwe wachtwoord van de gedeelde mailbox is {G[11]}', G[11]),
    (f'het tijdelijke wachtwoord voor het gastaccount is {G[12]} tot vrijdag', G[12]),
]
add('cr39g', cr39g)
okg = [
    'Le mot de passe du serveur de test est trop court.',
    'Le mot de passe est obligatoire pour ce compte.',
    'Le mot de passe du NAS est dans le coffre KeePass.',
    'Le mot de passe doit contenir au moins 12 caractères.',
    'La password del server di staging è scaduta.',
    'La password è obbligatoria per accedere al portale.',
    'La password del portale è cambiata ieri sera.',
    'A senha do banco de dados é obrigatória.',
    'A senha é enviada por SMS ao titular.',
    'A senha do portal é redefinida a cada 90 dias.',
    'Het wachtwoord voor de testserver is verlopen.',
    'Het wachtwoord is gewijzigd door de helpdesk.',
    'Het wachtwoord van de gedeelde mailbox is opgeslagen in 1Password.',
    'La password del server è ${DB_PASSWORD}.',
    'Le mot de passe du compte est ********.',
]
benign('ok39g', okg)

corpus.write('cases-39')
