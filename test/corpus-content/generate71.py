# Generates the seventy-first content corpus (cases-71.jsonl): credentials in the shapes the last reviews listed as still
# left after --redact, each with every secret listed (`secrets`, exactly as it appears in the text) so redaction is
# checked, beside honest twins `ok71…` from the same carriers; written class by class BEFORE any rule changed, without
# reading the held-out slices:
#   cr71a  PowerShell: `Set-Secret … -Secret '…'`, `Get-Secret … -AsPlainText` and its value on the next line,
#          `ConvertTo-SecureString '…' -AsPlainText -Force`, `$env:X = '…'`, commands continued with a backtick;
#   cr71b  store output in more shapes: `bw get item x | jq .fields` (name/value pairs whose name says secret), an AWS
#          SecretString split over lines or escaped inside another JSON, `pass show` passphrases with spaces, a second
#          command in a row (`a && b`, `;`, a second prompt line) printing a secret;
#   cr71c  files and commands: Kubernetes `data:` values (base64 of a password under a key naming it), `.netrc`,
#          `.pgpass`, `.my.cnf`, `docker login -p`, connection strings in JDBC, ADO.NET (`Password=`) and ODBC (`PWD=`);
#   cr71d  written and wire shapes: passphrases of several words after a label in mails and chats, YAML block scalars,
#          TOML multi-line strings, XML attributes and elements, logged `Authorization: Basic`/`Bearer` headers, cookie
#          headers carrying session tokens.
#   ok71a-e honest twins: the same carriers with placeholders (`<password>`, `${VAR}`, `***`, `changeme` in docs),
#          references to secret managers, stored hashes (bcrypt, argon2), key ids and fingerprints, public keys, masked
#          values.
# Label decisions, made before any run:
#   - A value written for a secret (a password, a token, a passphrase, a session cookie, a key's secret half) is a
#     credential and the value is the secret; Kubernetes' base64 of a password is listed as written (base64).
#   - Placeholders, variables, masks, references, hashes, key ids, fingerprints and public keys are benign; so is a
#     doc's `changeme`.
# Deterministic (seeded). Run: python3 test/corpus-content/generate71.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, HEX, ALNUM, b64
corpus = Corpus(20261271)
r = corpus.r
mixed = corpus.mixed

WORDS = ('amber basket cobalt dune ember fjord granite harbor indigo juniper kettle lantern meadow nickel orchard pepper '
         'quarry raven saddle timber umber velvet walnut yonder zephyr copper thistle marble falcon cedar').split()


pw = corpus.password


def tok(): return mixed(r.randint(32, 44))
def hexs(n): return corpus.rs(HEX, n)
def phrase(n=None): return ' '.join(r.sample(WORDS, n or r.randint(4, 6)))
def uuid(): return f'{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}'
def bcrypt(): return '$2b$12$' + corpus.rs(ALNUM + './', 53)
def argon(): return '$argon2id$v=19$m=65536,t=3,p=4$' + corpus.rs(ALNUM + '+/', 22) + '$' + corpus.rs(ALNUM + '+/', 43)
def fpr(): return ':'.join(hexs(2) for _ in range(16))
def sshpub(): return 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + corpus.rs(ALNUM + '+/', 43) + ' ana@laptop'


OPS = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'shell', 'exit_code': 0, 'stdout': t}),
    lambda t: 'Tool result (run_command):\n' + t + '\n',
    lambda t: '```\n' + t + '\n```',
]
PS = ['PS C:\\Users\\ana> ', 'PS /home/ana> ', 'PS C:\\ops> ']
PROMPTS = ['$ ', 'ana@bastion-01:~$ ', 'root@ops-02:~# ', 'bash-5.2$ ']
HOSTS = ['db01.nordhavn.internal', 'orders-db.corp.example', 'sql-prod-3.lan', 'pg.kestrel.example', 'ledger.cluster-x.eu-west-1.rds.amazonaws.com']
USERS = ['orders_rw', 'app_user', 'svc_ledger', 'reporting', 'ana.petrova', 'deploy']
NAMES = ['DbPassword', 'StripeKey', 'SmtpPassword', 'GrafanaAdmin', 'ApiToken', 'RegistryToken']


def p(): return r.choice(PROMPTS)
def ps(): return r.choice(PS)
def host(): return r.choice(HOSTS)
def user(): return r.choice(USERS)


def add(kind, pairs):
    corpus.containers = OPS
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts):
    corpus.containers = OPS
    corpus.add(kind, [], texts)


# cr71a: PowerShell.
cr71a = []
for i in range(6):
    v, n = pw(), r.choice(NAMES)
    cr71a.append((f"{ps()}Set-Secret -Name {n} -Secret '{v}' -Vault LocalStore", v))
for i in range(4):
    v, n = pw(), r.choice(NAMES)
    cr71a.append((f"{ps()}Set-Secret `\n    -Name {n} `\n    -Secret \"{v}\" `\n    -Vault SecretStore", v))
for i in range(5):
    v, n = pw(), r.choice(NAMES)
    cr71a.append((f"{ps()}Get-Secret -Name {n} -AsPlainText\n{v}\n{ps()}", v))
for i in range(3):
    v, n = tok(), r.choice(NAMES)
    cr71a.append((f"{ps()}Get-Secret `\n  -Name {n} `\n  -Vault AzKV `\n  -AsPlainText\n{v}", v))
for i in range(5):
    v = pw()
    cr71a.append((f"{ps()}$secure = ConvertTo-SecureString '{v}' -AsPlainText -Force\n{ps()}$cred = New-Object System.Management.Automation.PSCredential('{user()}', $secure)", v))
for i in range(3):
    v = pw()
    cr71a.append((f"$pass = ConvertTo-SecureString -String \"{v}\" `\n    -AsPlainText `\n    -Force\nConnect-AzAccount -Credential (New-Object PSCredential('{user()}', $pass))", v))
for i, name in enumerate(['DB_PASSWORD', 'STRIPE_SECRET_KEY', 'GITHUB_TOKEN', 'SMTP_PASSWORD', 'API_TOKEN']):
    v = pw() if 'PASSWORD' in name else tok()
    cr71a.append((f"{ps()}$env:{name} = '{v}'\n{ps()}npm run migrate", v))
for i in range(2):
    v = tok()
    cr71a.append((f"{ps()}[Environment]::SetEnvironmentVariable('API_TOKEN', '{v}', 'User')", v))
add('cr71a', cr71a)

# cr71b: store output in more shapes.
cr71b = []
for nm in ['api secret', 'client_secret', 'db password', 'webhook signing secret', 'recovery passphrase']:
    v = phrase() if 'passphrase' in nm else (pw() if 'password' in nm else tok())
    fields = [{'name': 'region', 'value': 'eu-central-1', 'type': 0}, {'name': nm, 'value': v, 'type': 1}]
    cr71b.append((f'{p()}bw get item "{r.choice(NAMES)}" | jq .fields\n' + json.dumps(fields, indent=2), v))
for i in range(4):
    v = pw()
    inner = json.dumps({'username': user(), 'password': v, 'host': host(), 'port': 5432}, indent=2)
    out = json.dumps({'Name': 'prod/orders/db', 'SecretString': inner, 'VersionStages': ['AWSCURRENT']}, indent=4)
    cr71b.append((f'{p()}aws secretsmanager get-secret-value --secret-id prod/orders/db\n{out}', v))
for i in range(4):
    v = tok()
    ss = json.dumps({'client_id': 'crm-sync', 'client_secret': v})
    outer = json.dumps({'event': 'secret_read', 'result': {'SecretString': ss, 'Name': 'prod/crm/api'}})
    cr71b.append((json.dumps({'log': outer, 'level': 'info'}), v))
for i in range(5):
    v = phrase()
    cr71b.append((f'{p()}pass show backup/borg-{i}\n{v}\nrepo: ssh://borg@backup.nordhavn.example/./repo\nuser: borg', v))
for i in range(3):
    v = pw()
    cr71b.append((f'{p()}cd ~/ops && vault kv get -field=password secret/orders/db\n{v}', v))
for i in range(3):
    v = pw()
    cr71b.append((f'{p()}export AWS_PROFILE=prod; aws ssm get-parameter --name /prod/db/password --with-decryption --query Parameter.Value --output text\n{v}', v))
for i in range(3):
    v = tok()
    cr71b.append((f'{p()}ls\nREADME.md  deploy  secrets\n{p()}cat secrets/api_token\n{v}\n{p()}', v))
for i in range(3):
    v = pw()
    cr71b.append((f'{p()}source .venv/bin/activate && python -m keyring get nordhavn-cli {user()}\n{v}', v))
add('cr71b', cr71b)

# cr71c: files and commands.
cr71c = []
for key in ['password', 'db-password', 'admin-password', 'redis-password', 'postgres-password']:
    v = pw()
    cr71c.append((f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n  namespace: orders\ntype: Opaque\ndata:\n  username: {b64(user())}\n  {key}: {b64(v)}', b64(v)))
for i in range(4):
    v = pw()
    cr71c.append((f'{p()}cat ~/.netrc\nmachine {host()}\n  login {user()}\n  password {v}', v))
for i in range(3):
    v = pw()
    cr71c.append((f'machine api.heroku.com login ana@nordhavn.example password {v}\nmachine git.heroku.com login ana@nordhavn.example password {v}', v))
for i in range(4):
    v = pw()
    cr71c.append((f'{p()}cat ~/.pgpass\n{host()}:5432:orders:{user()}:{v}', v))
for i in range(4):
    v = pw()
    cr71c.append((f'{p()}cat ~/.my.cnf\n[client]\nuser={user()}\npassword="{v}"\nhost={host()}', v))
for i in range(4):
    v = pw()
    cr71c.append((f'{p()}docker login -u {user()} -p {v} registry.nordhavn.example\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded', v))
for i in range(4):
    v = pw()
    cr71c.append((f'spring.datasource.url=jdbc:postgresql://{host()}:5432/orders?user={user()}&password={v}&ssl=true', v))
for i in range(3):
    v = pw()
    cr71c.append((f'jdbc:sqlserver://{host()}:1433;databaseName=Orders;user={user()};password={v};encrypt=true', v))
for i in range(4):
    v = pw()
    cr71c.append((f'"ConnectionStrings": {{\n  "Orders": "Server={host()};Database=Orders;User Id={user()};Password={v};TrustServerCertificate=True"\n}}', v))
for i in range(3):
    v = pw()
    cr71c.append((f'DSN=Orders;Driver={{ODBC Driver 18 for SQL Server}};Server={host()};UID={user()};PWD={v};Encrypt=yes', v))
add('cr71c', cr71c)

# cr71d: written and wire shapes.
cr71d = []
LEADS = ['the passphrase is: ', 'Passphrase: ', 'the vault passphrase is ', 'wifi passphrase - ', 'recovery phrase: ']
for i in range(8):
    v = phrase()
    lead = LEADS[i % len(LEADS)]
    cr71d.append((f'From: Lena Ortiz <lena@nordhavn.example>\nSubject: backup key\n\nHi Ana,\n\nfor the offsite disk {lead}{v}\n\nPlease keep it out of the wiki.\nLena', v))
for i in range(4):
    v = phrase()
    cr71d.append((f'[09:14] lena: for the new laptop, the disk encryption passphrase is "{v}"\n[09:15] ana: thanks, got it', v))
for i in range(4):
    v = pw()
    cr71d.append((f'database:\n  host: {host()}\n  password: |\n    {v}\n  pool: 10', v))
for i in range(3):
    v = tok()
    cr71d.append((f'smtp:\n  user: alerts\n  api_token: >-\n    {v}\nlog_level: info', v))
for i in range(4):
    v = pw()
    cr71d.append((f'[database]\nhost = "{host()}"\npassword = """\n{v}"""\nport = 5432', v))
for i in range(2):
    v = tok()
    cr71d.append((f"[service.stripe]\nsecret_key = '''\n{v}\n'''\nmode = \"live\"", v))
for i in range(4):
    v = pw()
    cr71d.append((f'<connection name="orders" host="{host()}" user="{user()}" password="{v}" pool="10"/>', v))
for i in range(4):
    v = pw()
    cr71d.append((f'<datasource>\n  <url>jdbc:mysql://{host()}/orders</url>\n  <username>{user()}</username>\n  <password>{v}</password>\n</datasource>', v))
for i in range(4):
    u, v = user(), pw()
    basic = b64(f'{u}:{v}')
    cr71d.append((f'> GET /api/v2/orders HTTP/1.1\n> Host: api.nordhavn.example\n> Authorization: Basic {basic}\n> Accept: */*\n>\n< HTTP/1.1 200 OK', basic))
for i in range(4):
    v = tok()
    cr71d.append((f'2026-11-02T10:14:55Z DEBUG request POST https://api.nordhavn.example/v1/sync headers={{"Authorization": "Bearer {v}", "Content-Type": "application/json"}}', v))
for i in range(4):
    v = tok()
    cr71d.append((f'> GET /dashboard HTTP/1.1\n> Host: admin.nordhavn.example\n> Cookie: theme=dark; sessionid={v}; lang=en\n>\n< HTTP/1.1 200 OK', v))
for i in range(3):
    v = tok()
    cr71d.append((f'curl \'https://shop.nordhavn.example/account\' -H \'cookie: _ga=GA1.2.1234; connect.sid={v}\' -H \'accept: text/html\'', v))
add('cr71d', cr71d)

# ok71a: PowerShell honest twins.
ok71a = []
for i in range(4):
    ok71a.append(f"{ps()}Set-Secret -Name {r.choice(NAMES)} -Secret (Read-Host -AsSecureString) -Vault LocalStore")
for i in range(3):
    ok71a.append(f"{ps()}Set-Secret `\n    -Name {r.choice(NAMES)} `\n    -Secret $env:{r.choice(['DB_PASSWORD', 'API_TOKEN'])} `\n    -Vault SecretStore")
for i in range(4):
    ok71a.append(f"{ps()}Get-Secret -Name {r.choice(NAMES)}\nSystem.Security.SecureString\n{ps()}")
for i in range(3):
    ok71a.append(f"{ps()}Get-SecretInfo -Vault AzKV\n\nName         Type         VaultName\n----         ----         ---------\n{r.choice(NAMES)}   SecureString AzKV\n{r.choice(NAMES)}   String       AzKV")
for i in range(4):
    ok71a.append(f"$secure = ConvertTo-SecureString '<password>' -AsPlainText -Force  # replace <password> with your own")
for i in range(3):
    ok71a.append(f"$pass = ConvertTo-SecureString -String $env:SQL_PASSWORD `\n    -AsPlainText `\n    -Force")
for name in ['DB_PASSWORD', 'STRIPE_SECRET_KEY', 'GITHUB_TOKEN', 'SMTP_PASSWORD', 'API_TOKEN']:
    ok71a.append(f"{ps()}$env:{name} = (Get-Secret -Name {name} -AsPlainText)\n{ps()}npm run migrate")
for i in range(2):
    ok71a.append(f"{ps()}$env:API_TOKEN = '***'\n{ps()}Write-Host \"token set: $($env:API_TOKEN.Length) chars\"")
benign('ok71a', ok71a)

# ok71b: store output honest twins.
ok71b = []
for nm in ['api secret', 'client_secret', 'db password', 'webhook signing secret', 'recovery passphrase']:
    fields = [{'name': 'region', 'value': 'eu-central-1', 'type': 0}, {'name': nm, 'value': '********', 'type': 1}]
    ok71b.append(f'{p()}bw get item "{r.choice(NAMES)}" | jq ".fields | map(.value = \\"********\\")"\n' + json.dumps(fields, indent=2))
for i in range(3):
    fields = [{'name': 'owner', 'value': 'sre-team', 'type': 0}, {'name': 'rotation', 'value': '90 days', 'type': 0}, {'name': 'key id', 'value': uuid(), 'type': 0}]
    ok71b.append(f'{p()}bw get item "{r.choice(NAMES)}" | jq .fields\n' + json.dumps(fields, indent=2))
for i in range(4):
    inner = json.dumps({'username': user(), 'password': '{{resolve:secretsmanager:prod/orders/db:SecretString:password}}', 'host': host()}, indent=2)
    ok71b.append(f'{p()}cat template-params.json\n' + json.dumps({'Name': 'prod/orders/db', 'SecretString': inner}, indent=4))
for i in range(3):
    ss = json.dumps({'client_id': 'crm-sync', 'client_secret': '<redacted>'})
    ok71b.append(json.dumps({'log': json.dumps({'event': 'secret_read', 'result': {'SecretString': ss, 'Name': 'prod/crm/api'}}), 'level': 'info'}))
for i in range(4):
    ok71b.append(f'{p()}pass show backup/borg-{i}\nError: backup/borg-{i} is not in the password store.')
for i in range(3):
    ok71b.append(f'{p()}cd ~/ops && vault kv get -field=password secret/orders/db | wc -c\n{r.randint(14, 30)}')
for i in range(3):
    ok71b.append(f'{p()}export AWS_PROFILE=prod; aws ssm get-parameter --name /prod/db/password --query Parameter.Version --output text\n{r.randint(2, 9)}')
for i in range(3):
    ok71b.append(f'{p()}ls\nREADME.md  deploy  secrets\n{p()}ls -l secrets/\n-r-------- 1 ana ana 41 Nov  2 10:14 api_token')
for i in range(2):
    ok71b.append(f'{p()}pass show backup/borg-keys\n{bcrypt()}\nnote: hash only, the phrase is in the safe')
benign('ok71b', ok71b)

# ok71c: files and commands' honest twins.
ok71c = []
for key in ['password', 'db-password', 'admin-password']:
    ok71c.append(f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\ntype: Opaque\nstringData:\n  {key}: ${{DB_PASSWORD}}')
for i in range(3):
    ok71c.append(f'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: orders-config\ndata:\n  host: {host()}\n  log-level: {b64("info")}\n  password-file: /run/secrets/db')
for i in range(3):
    ok71c.append(f'{p()}cat ~/.netrc\nmachine {host()}\n  login {user()}\n  password <password>')
for i in range(3):
    ok71c.append(f'# ~/.netrc format\nmachine HOST login USER password PASSWORD\n# chmod 600 ~/.netrc, or curl refuses it')
for i in range(3):
    ok71c.append(f'{p()}cat ~/.pgpass\n# hostname:port:database:username:password\n{host()}:5432:orders:{user()}:*')
for i in range(3):
    ok71c.append(f'{p()}cat ~/.my.cnf\n[client]\nuser={user()}\nhost={host()}\n# password is read from mysql_config_editor (login-path)')
for i in range(4):
    ok71c.append(f'{p()}echo "$REGISTRY_TOKEN" | docker login -u {user()} --password-stdin registry.nordhavn.example\nLogin Succeeded')
for i in range(2):
    ok71c.append(f'docker login -u USER -p PASSWORD registry.example.com   # never do this; use --password-stdin')
for i in range(3):
    ok71c.append(f'spring.datasource.url=jdbc:postgresql://{host()}:5432/orders\nspring.datasource.username={user()}\nspring.datasource.password=${{DB_PASSWORD}}')
for i in range(3):
    ok71c.append(f'"ConnectionStrings": {{\n  "Orders": "Server={host()};Database=Orders;User Id={user()};Password=<password>;TrustServerCertificate=True"\n}}')
for i in range(2):
    ok71c.append(f'"ConnectionStrings": {{\n  "Orders": "Server={host()};Database=Orders;Integrated Security=True;TrustServerCertificate=True"\n}}')
for i in range(3):
    ok71c.append(f'DSN=Orders;Driver={{ODBC Driver 18 for SQL Server}};Server={host()};UID={user()};PWD=***;Encrypt=yes')
benign('ok71c', ok71c)

# ok71d: written and wire shapes' honest twins.
ok71d = []
for i in range(4):
    ok71d.append(f'From: Lena Ortiz <lena@nordhavn.example>\nSubject: backup key\n\nHi Ana,\n\nthe passphrase for the offsite disk is in 1Password under "Offsite backup", not in mail.\n\nLena')
for i in range(3):
    ok71d.append(f'[09:14] lena: the disk encryption passphrase is the one from the onboarding envelope\n[09:15] ana: thanks, got it')
for i in range(3):
    ok71d.append(f'Passphrase: choose at least four random words; a phrase like "correct horse battery staple" is the classic example, never use it.')
for i in range(3):
    ok71d.append(f'database:\n  host: {host()}\n  password: |\n    ${{DB_PASSWORD}}\n  pool: 10')
for i in range(3):
    ok71d.append(f'users:\n  - name: {user()}\n    password_hash: >-\n      {bcrypt()}\n  - name: {user()}\n    password_hash: >-\n      {argon()}')
for i in range(3):
    ok71d.append(f'[database]\nhost = "{host()}"\npassword = """\nchangeme"""  # docs default: set DB_PASSWORD in production\nport = 5432')
for i in range(2):
    ok71d.append(f'[ssh]\nauthorized_key = """\n{sshpub()}\n"""\nfingerprint = "{fpr()}"')
for i in range(3):
    ok71d.append(f'<connection name="orders" host="{host()}" user="{user()}" password="${{DB_PASSWORD}}" pool="10"/>')
for i in range(3):
    ok71d.append(f'<datasource>\n  <url>jdbc:mysql://{host()}/orders</url>\n  <username>{user()}</username>\n  <password>********</password>\n</datasource>')
for i in range(2):
    ok71d.append(f'<key id="{uuid()}" fingerprint="{fpr()}" algorithm="ed25519"/>')
for i in range(3):
    ok71d.append(f'> GET /api/v2/orders HTTP/1.1\n> Host: api.nordhavn.example\n> Authorization: Basic <credentials>\n> Accept: */*')
for i in range(3):
    ok71d.append(f'2026-11-02T10:14:55Z DEBUG request POST https://api.nordhavn.example/v1/sync headers={{"Authorization": "Bearer [REDACTED]", "Content-Type": "application/json"}}')
for i in range(3):
    ok71d.append(f'> GET /dashboard HTTP/1.1\n> Host: admin.nordhavn.example\n> Cookie: theme=dark; lang=en; consent=1\n>\n< HTTP/1.1 200 OK')
for i in range(2):
    ok71d.append(f'curl \'https://shop.nordhavn.example/account\' -H \'cookie: sessionid=$SESSION\' -H \'accept: text/html\'')
benign('ok71d', ok71d)

# ok71e: more twins: stored hashes, key ids, fingerprints and public keys under the same labels, masked values.
ok71e = []
for i in range(3):
    ok71e.append(f'{p()}cat /etc/nginx/.htpasswd\n{user()}:{bcrypt()}\n{user()}:{bcrypt()}')
for i in range(3):
    ok71e.append(f'{p()}psql -c "select name, password_hash from app_users limit 2"\n   name    |  password_hash\n-----------+-----------------\n {user()} | {argon()}\n {user()} | {argon()}')
for i in range(3):
    ok71e.append(f'{p()}gpg --list-keys backup@nordhavn.example\npub   ed25519 2026-03-01 [SC]\n      {hexs(40).upper()}\nuid           [ultimate] Backup <backup@nordhavn.example>')
for i in range(3):
    ok71e.append(f'{p()}aws iam list-access-keys --user-name ci-deploy\n' + json.dumps({'AccessKeyMetadata': [{'UserName': 'ci-deploy', 'AccessKeyId': 'AKIA' + corpus.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), 'Status': 'Active', 'CreateDate': '2026-03-01T09:00:00Z'}]}, indent=4))
for i in range(3):
    ok71e.append(f'{p()}ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{corpus.rs(ALNUM + "+/", 43)} ana@laptop (ED25519)\n{p()}cat ~/.ssh/id_ed25519.pub\n{sshpub()}')
for i in range(3):
    ok71e.append(f'{ps()}Get-Secret -Name {r.choice(NAMES)} -AsPlainText | Measure-Object -Character\n\nLines Words Characters Property\n----- ----- ---------- --------\n                    {r.randint(16, 40)}')
benign('ok71e', ok71e)

corpus.write('cases-71')
