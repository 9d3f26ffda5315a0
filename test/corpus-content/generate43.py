# Generates the forty-third content corpus (cases-43.jsonl): credentials in the shapes the reviews of cases-39.jsonl's
# readings listed as left, written as chat and CRM exports, meeting transcripts, notebooks, log exports, mails, tickets
# and wiki pages, each with every secret listed (`secrets`, as it appears in the text) so redaction is checked, beside
# look-alikes `ok43…` in the same carriers; written class by class BEFORE any rule changed, without reading the
# held-out slices, and none a shape generate31.py, generate36.py or generate39.py already wrote:
#   cr43a  other languages' names, verbs and quotes: French "mdp" and "mot de passe" in other tenses ("était", "sera"),
#          Italian "parola d'ordine" and "e'" for "è", Portuguese "palavra-passe", Dutch "wordt"/"werd", Spanish "clave"
#          and "era"/"será", Polish "hasło to", Turkish "şifre"/"şifresi", a value in «guillemets» or „German quotes";
#   cr43b  words after "is" ("the password is now p", "is still p", "is set to p", "is: p", "is currently p"), square
#          brackets ("password [p]", "pw=[p]"), a value in backticks or Slack's stars in chat;
#   cr43c  flow pairs and config syntaxes: Python dicts and `dict(password='p')`, YAML flow mappings (`{password: p,
#          user: u}`), TOML inline tables, `.properties` with `:`, INI with blanks around `=`, HCL (a resource's
#          argument, a variable's `default`), Ruby and PHP hashes, JS objects, configparser's `set`;
#   cr43d  names that say secret only by convention (DB_PASS, NPM_TOKEN, PGPASSWORD, MYSQL_PWD, REDIS_AUTH, SMTP_PASS,
#          TWINE_PASSWORD, *_SECRET_KEY, *_ACCESS_TOKEN, RABBITMQ_DEFAULT_PASS …) in env files, docker-compose, CI
#          YAML, shell exports, Dockerfiles, PowerShell, systemd units.
# Label decisions, made before any run:
#   - A literal value beside a name that says it is a password, a token or a secret key (in the carrier's syntax or
#     language, by its words or by a convention tools document: `PGPASSWORD` is libpq's password, `MYSQL_PWD` mysql's,
#     `REDIS_AUTH` a Redis AUTH password, `TWINE_PASSWORD` PyPI's, `NPM_TOKEN` npm's) is a credential_leak; the value is
#     the secret. A sentence that says what the password is, was, will be or should be ("était", "sera", "wordt",
#     "werd", "is still", "should be") gives it.
#   - "parola d'ordine" is also a motto and "hasło" a slogan, "clave" is also "the key (to success)", "clave de rastreo"
#     a transfer's reference: only where the value reads as a password (mixed letters and digits, generated) and the
#     sentence is about access is it one; a motto's word is benign.
#   - A label without a value, a placeholder (`********`, `<password>`, `changeme`, `(set)`, `[redacted]`), a reference
#     (`${VAR}`, `${{ secrets.X }}`, `{{ var }}`, `var.x`, `process.env.X`, `ENV[...]`, `os.environ[...]`, `%(x)s`,
#     `!secret x`, a `_FILE` path, `$(cat …)`), a hash, a ciphertext (`AQICAH…`, jasypt's `ENC(…)`), a password
#     policy, a type or a schema (`str`, `string`, `Joi.string()`), a flag (`REDIS_AUTH=true`), a TTL, a date, a URL, an
#     SSM parameter NAME listed without its value, a ticket number and a word of a sentence are benign.
# Deterministic (seeded). Run: python3 test/corpus-content/generate43.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import ALNUM, B64, Corpus
corpus = Corpus(20261243)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


# Carriers: a chat export, a mail, a log export, a ticket, a meeting transcript, a wiki page, a CRM export, a Slack
# export and a notebook's output.
TEXT = [
    lambda t: t,
    lambda t: 'From: helpdesk@corp.example\nTo: a.moreau@corp.example\nSubject: RE: accès\n\n' + t + '\n\nCordialement,\nHelpdesk\n',
    lambda t: '2026-12-03T09:14:22.481Z INFO app.audit ' + t.replace('\n', '\n2026-12-03T09:14:22.482Z INFO app.audit ') + '\n',
    lambda t: '[09:14] lena: can someone share it?\n[09:15] marco: ' + t + '\n[09:15] lena: merci\n',
    lambda t: 'Ticket SR-20931 (Access)\nPriority: P3\n\nInternal note by K. Novak:\n' + t + '\n',
    lambda t: '[00:41:07] Participant 3: ' + t + '\n[00:41:19] Participant 1: got it.\n',
    lambda t: 'h2. Environment notes\n\n' + t + '\n\n_Last edited by ops-bot_\n',
]
JSONC = [
    lambda t: json.dumps({'channel': 'C07OPS', 'user': 'U01LENA', 'text': t, 'ts': '1764753262.004100'}),
    lambda t: json.dumps({'Id': '500Qy00000AbCdE', 'Comments': t, 'Status': 'Working'}),
    lambda t: json.dumps({'cell_type': 'code', 'execution_count': 3, 'outputs': [{'name': 'stdout', 'output_type': 'stream', 'text': [t]}]}),
]
CONFIG = [
    lambda t: t,
    lambda t: 'h2. Deploy\n\n{code}\n' + t + '\n{code}\n',
    lambda t: 'Ticket SR-20944 (Deploy failing)\n\nComment by P. Lind:\nhere is what is on the box:\n\n' + t + '\n',
    lambda t: '[11:02] dev-a: paste the config?\n[11:03] dev-b: ```\n' + t + '\n```\n',
    lambda t: 'From: dev-b@corp.example\nSubject: config for the new VM\n\nHi,\n\n' + t + '\n\nThanks\n',
    lambda t: json.dumps({'tool': 'read_file', 'ok': True, 'content': t}),
    lambda t: json.dumps({'cell_type': 'code', 'source': [t], 'outputs': []}),
    lambda t: json.dumps({'Id': '500Qy00000FgHiJ', 'Comments': t, 'Status': 'New'}),
]


def add(kind, pairs, containers):
    corpus.containers = containers
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts, containers):
    corpus.containers = containers
    corpus.add(kind, [], texts)


# cr43a: other languages' names, verbs and quotes.
A = [pw() for _ in range(50)]
cr43a = [
    (f'mdp : {A[0]}', A[0]),
    (f'Salut, le mdp du wifi invité c\'est {A[1]}', A[1]),
    (f'login admin / mdp {A[2]}', A[2]),
    (f'Ton mdp provisoire est {A[3]}, change-le à la première connexion.', A[3]),
    (f'Le mot de passe était {A[4]} avant la réinitialisation.', A[4]),
    (f'Le nouveau mot de passe sera {A[5]} à partir de lundi.', A[5]),
    (f'Le mot de passe est « {A[6]} » (sans les espaces).', A[6]),
    (f'Mot de passe : «{A[7]}»', A[7]),
    (f'La parola d\'ordine per il VPN è {A[8]}', A[8]),
    (f'parola d\'ordine: {A[9]}', A[9]),
    (f'la password e\' {A[10]}', A[10]),
    (f'Ciao, la password del wifi ospiti e\' {A[11]} fino a venerdì', A[11]),
    (f'La password è «{A[12]}»', A[12]),
    (f'la password era {A[13]} prima del reset', A[13]),
    (f'A palavra-passe é {A[14]}', A[14]),
    (f'palavra-passe: {A[15]}', A[15]),
    (f'A palavra-passe do router é «{A[16]}».', A[16]),
    (f'a senha era {A[17]}, agora mudou', A[17]),
    (f'Het wachtwoord wordt {A[18]} vanaf maandag.', A[18]),
    (f'het tijdelijke wachtwoord werd {A[19]} na de reset', A[19]),
    (f'La clave es {A[20]}', A[20]),
    (f'clave: {A[21]}', A[21]),
    (f'La clave del wifi es «{A[22]}»', A[22]),
    (f'la contraseña era {A[23]} antes del cambio', A[23]),
    (f'La nueva contraseña será {A[24]}.', A[24]),
    (f'Hasło to {A[25]}', A[25]),
    (f'hasło do wifi to {A[26]}', A[26]),
    (f'Hasło: „{A[27]}”', A[27]),
    (f'Şifre: {A[28]}', A[28]),
    (f'Wi-Fi şifresi: {A[29]}', A[29]),
    (f'Yeni şifre {A[30]} olarak ayarlandı.', A[30]),
    (f'Das Passwort lautet „{A[31]}“.', A[31]),
    (f'Passwort: „{A[32]}“', A[32]),
    (f'Das Kennwort war {A[33]}, jetzt ist es geändert.', A[33]),
    (f'Das neue Passwort wird {A[34]} sein.', A[34]),
    (f'le mdp c\'est «{A[35]}»', A[35]),
    (f'La clave de acceso del portal es {A[36]}', A[36]),
    (f'Il mot de passe? È {A[37]}', A[37]),
]
add('cr43a', cr43a, TEXT + JSONC)

# cr43b: words after "is", square brackets, backticks and stars.
B = [pw() for _ in range(50)]
cr43b = [
    (f'the password is now {B[0]}', B[0]),
    (f'the wifi password is still {B[1]}', B[1]),
    (f'password is set to {B[2]}', B[2]),
    (f'The admin password is: {B[3]}', B[3]),
    (f'the staging password is currently {B[4]}', B[4]),
    (f'the password is actually {B[5]}, not what the wiki says', B[5]),
    (f'pw is still {B[6]} btw', B[6]),
    (f'the root password is just {B[7]}', B[7]),
    (f'db password is again {B[8]} after the restore', B[8]),
    (f'password [{B[9]}]', B[9]),
    (f'pw=[{B[10]}]', B[10]),
    (f'Password: [{B[11]}]', B[11]),
    (f'user [admin] password [{B[12]}]', B[12]),
    (f'password is `{B[13]}`', B[13]),
    (f'pw: `{B[14]}`', B[14]),
    (f'the password for staging is `{B[15]}`', B[15]),
    (f'new pass → `{B[16]}`', B[16]),
    (f'password `{B[17]}`', B[17]),
    (f'The password is still the same: {B[18]}', B[18]),
    (f'the password is also {B[19]} on the replica', B[19]),
    (f'the password should be {B[20]}', B[20]),
    (f'the password will be {B[21]} from Monday', B[21]),
    (f'the password is probably {B[22]}, try it', B[22]),
    (f'Password is unchanged: {B[23]}', B[23]),
    (f'ssh password is simply {B[24]}', B[24]),
    (f'the vpn password is *{B[25]}*', B[25]),
    (f'Password (copy exactly): `{B[26]}`', B[26]),
    (f'pass=[{B[27]}]', B[27]),
    (f'The service account password is now set to {B[28]}', B[28]),
    (f'password is now: {B[29]}', B[29]),
    (f'mysql root password is still {B[30]} on the old box', B[30]),
    (f'the password remains {B[31]} until the migration', B[31]),
    (f'the guest password is `{B[32]}` (no quotes)', B[32]),
    (f'login: `svc-report` / password: `{B[33]}`', B[33]),
    (f'the password has been {B[34]} since March', B[34]),
]
add('cr43b', cr43b, TEXT + JSONC)

# cr43c: flow pairs and config syntaxes.
C = [pw() for _ in range(50)]
cr43c = [
    (f"config = {{'host': 'db', 'user': 'etl', 'password': '{C[0]}'}}", C[0]),
    (f"creds = dict(user='etl', password='{C[1]}')", C[1]),
    (f"params = dict(host='db', passwd='{C[2]}', db='erp')", C[2]),
    (f'db: {{user: app, password: {C[3]}}}', C[3]),
    (f'{{password: {C[4]}, user: report}}', C[4]),
    (f'auth: {{username: svc, password: "{C[5]}"}}', C[5]),
    (f'db = {{ user = "app", password = "{C[6]}" }}', C[6]),
    (f'[tool.poetry.http-basic]\nprivate = {{ username = "ci", password = "{C[7]}" }}', C[7]),
    (f'db.password: {C[8]}', C[8]),
    (f'spring.datasource.password : {C[9]}', C[9]),
    (f'mail.smtp.password:{C[10]}', C[10]),
    (f'[database]\nhost     =   db.internal\npassword   =   {C[11]}', C[11]),
    (f'[smtp]\nuser = alerts\npass = {C[12]}', C[12]),
    (f'resource "aws_db_instance" "main" {{\n  username = "admin"\n  password = "{C[13]}"\n}}', C[13]),
    (f'variable "db_password" {{\n  type    = string\n  default = "{C[14]}"\n}}', C[14]),
    (f'  master_password = "{C[15]}"', C[15]),
    (f'provider "grafana" {{\n  auth = "admin:{C[16]}"\n}}', C[16]),
    (f"client = Client(**{{'user': 'svc', 'password': '{C[17]}'}})", C[17]),
    (f"fields = [('username', 'svc'), ('password', '{C[18]}')]", C[18]),
    (f'env: [{{name: DB_PASSWORD, value: {C[19]}}}]', C[19]),
    (f"const cfg = {{ user: 'app', password: '{C[20]}' }};", C[20]),
    (f"Mysql2::Client.new(host: 'db', username: 'app', password: '{C[21]}')", C[21]),
    (f"{{ :username => 'app', :password => '{C[22]}' }}", C[22]),
    (f"'password' => '{C[23]}',", C[23]),
    (f"os.environ['DB_PASSWORD'] = '{C[24]}'", C[24]),
    (f"os.environ.setdefault('SMTP_PASSWORD', '{C[25]}')", C[25]),
    (f"config.set('database', 'password', '{C[26]}')", C[26]),
    (f'  password = "{C[27]}",', C[27]),
    (f"DATABASES['default']['PASSWORD'] = '{C[28]}'", C[28]),
    (f'Out[5]: {{\'user\': \'etl\', \'password\': \'{C[29]}\', \'host\': \'db\'}}', C[29]),
    (f"{{'secret_key': '{C[30]}', 'debug': False}}", C[30]),
    (f'redis = {{ host = "cache", password = "{C[31]}" }}', C[31]),
    (f'app.secret.key : {C[32]}', C[32]),
    (f'ldap.bind.password= {C[33]}', C[33]),
    (f'smtp {{\n  password = "{C[34]}"\n}}', C[34]),
    (f"settings = {{\n    'api_token': '{C[35]}',\n}}", C[35]),
    (f'- {{ name: admin, password: {C[36]} }}', C[36]),
    (f'jdbc.password : {C[37]}', C[37]),
]
add('cr43c', cr43c, CONFIG)

# cr43d: names that say secret only by convention.
D = [pw() for _ in range(60)]
T = lambda n=40: mixed(n)
E = [T() for _ in range(20)]
cr43d = [
    (f'DB_PASS={D[0]}', D[0]),
    (f'NPM_TOKEN={E[0]}', E[0]),
    (f'PGPASSWORD={D[1]}', D[1]),
    (f'MYSQL_PWD={D[2]}', D[2]),
    (f'REDIS_AUTH={D[3]}', D[3]),
    (f'SMTP_PASS={D[4]}', D[4]),
    (f'TWINE_PASSWORD={E[1]}', E[1]),
    (f'DJANGO_SECRET_KEY={E[2]}', E[2]),
    (f'GITLAB_ACCESS_TOKEN={E[3]}', E[3]),
    (f'export PGPASSWORD={D[5]}', D[5]),
    (f"export MYSQL_PWD='{D[6]}'", D[6]),
    (f'export DB_PASS="{D[7]}"', D[7]),
    (f'export NPM_TOKEN={E[4]}', E[4]),
    (f'services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - DB_PASS={D[8]}', D[8]),
    (f'services:\n  cache:\n    image: redis:7\n    environment:\n      REDIS_AUTH: "{D[9]}"', D[9]),
    (f'    environment:\n      MYSQL_PWD: {D[10]}\n      MYSQL_USER: report', D[10]),
    (f'env:\n  NPM_TOKEN: {E[5]}\n  NODE_ENV: production', E[5]),
    (f'variables:\n  TWINE_USERNAME: __token__\n  TWINE_PASSWORD: "{E[6]}"', E[6]),
    (f'jobs:\n  deploy:\n    env:\n      SMTP_PASS: {D[11]}', D[11]),
    (f'[Service]\nEnvironment=DB_PASS={D[12]}\nExecStart=/opt/app/bin/server', D[12]),
    (f'[Service]\nEnvironment="SMTP_PASS={D[13]}"', D[13]),
    (f'Environment=APP_SECRET_KEY={E[7]} APP_ENV=prod', E[7]),
    (f'ENV NPM_TOKEN={E[8]}', E[8]),
    (f'ARG REDIS_AUTH={D[14]}', D[14]),
    (f'$env:DB_PASS = "{D[15]}"', D[15]),
    (f'set SMTP_PASS={D[16]}', D[16]),
    (f'setx MYSQL_PWD {D[17]}', D[17]),
    (f'set -x NPM_TOKEN {E[9]}', E[9]),
    (f'heroku config:set DB_PASS={D[18]} -a billing', D[18]),
    (f'RABBITMQ_DEFAULT_PASS={D[19]}', D[19]),
    (f'MINIO_ROOT_PASSWORD={D[20]}', D[20]),
    (f'LDAP_BIND_PW={D[21]}', D[21]),
    (f'FTP_PASS={D[22]}', D[22]),
    (f'MAIL_PASS={D[23]}', D[23]),
    (f'SLACK_ACCESS_TOKEN={E[10]}', E[10]),
    (f'FLASK_SECRET_KEY={E[11]}', E[11]),
    (f'SONAR_TOKEN={E[12]}', E[12]),
    (f'VAULT_TOKEN={E[13]}', E[13]),
    (f'DB_HOST=db.internal\nDB_USER=app\nDB_PASS={D[24]}\nDB_NAME=app', D[24]),
    (f'REDIS_HOST=cache\nREDIS_AUTH={D[25]}', D[25]),
    (f'PGPASSWORD={D[26]} pg_dump -h db -U app app > /tmp/app.sql', D[26]),
    (f'MYSQL_PWD={D[27]} mysqldump -u root --all-databases', D[27]),
    (f'docker run -e DB_PASS={D[28]} -e DB_USER=app registry.corp.example/app:1.4', D[28]),
    (f'kubectl create secret generic app --from-literal=SMTP_PASS={D[29]}', D[29]),
    (f'data:\n  DB_PASS: {D[30]}\n  DB_HOST: db', D[30]),
    (f'the DB_PASS on staging is {D[31]}', D[31]),
    (f'SMTP_PASS for the relay: {D[32]}', D[32]),
]
add('cr43d', cr43d, CONFIG)

# ok43: look-alikes in the same carriers.
H = '$2b$12$' + corpus.rs(ALNUM, 53)
ENC = 'AQICAHh' + corpus.rs(B64, 120)
JASYPT = 'ENC(' + corpus.rs(B64, 44) + ')'
oka = [
    'mdp : voir KeePass',
    'mdp oublié ? Cliquez ici.',
    'login admin / mdp dans le coffre',
    'Ton mdp provisoire est envoyé par SMS.',
    'Le mot de passe était trop court.',
    'Le mot de passe était expiré depuis le 2026-11-30.',
    'Le nouveau mot de passe sera envoyé par courrier.',
    'Le mot de passe sera réinitialisé lundi.',
    'Le mot de passe est « ******** » dans la capture.',
    'Mot de passe : «obligatoire»',
    'La parola d\'ordine per il 2027 è sostenibilità',
    'parola d\'ordine: semplicità',
    'La parola d\'ordine del team è Kaizen2027',
    'la password e\' scaduta',
    'la password e\' obbligatoria per il portale',
    'La password è «quella solita»',
    'la password era sbagliata, ora funziona',
    'A palavra-passe é obrigatória.',
    'palavra-passe: (definida)',
    'A palavra-passe deve ter 12 caracteres.',
    'a senha era fraca demais',
    'Het wachtwoord wordt per sms verstuurd.',
    'het wachtwoord werd gisteren gewijzigd',
    'het wachtwoord wordt elke 90 dagen vervangen',
    'La clave es la comunicación con el cliente.',
    'La clave del éxito es la constancia.',
    'Palabra clave: seguridad',
    'clave de rastreo: MBAN01002612030048213',
    'Clave de elector: GMVLMR80070501M100',
    'la contraseña era incorrecta',
    'La nueva contraseña será enviada por correo.',
    'Hasło to podstawa bezpieczeństwa.',
    'hasło to ********',
    'Hasło musi mieć co najmniej 12 znaków.',
    'Hasło reklamowe to „Zawsze razem”',
    'Hasło kampanii: „Lato2027”',
    'Şifre: ********',
    'Şifre sıfırlandı.',
    'Şifremi unuttum',
    'Wi-Fi şifresi: resepsiyondan isteyin',
    'Yeni şifre SMS ile gönderildi.',
    'Das Passwort lautet „siehe Tresor“.',
    'Passwort: „********“',
    'Das Kennwort war abgelaufen.',
    'Das neue Passwort wird per Post verschickt.',
    'le mdp c\'est «le même que d\'habitude»',
    'La clave de acceso del portal es personal e intransferible.',
    'Il mot de passe? È nel vault.',
    'La clave es HMAC-SHA256, no AES.',
    'Şifreleme: AES-256-GCM',
]
benign('ok43a', oka, TEXT + JSONC)

okb = [
    'the password is now managed in Vault',
    'the wifi password is still on the whiteboard',
    'password is set to expire in 90 days',
    'The admin password is: in 1Password, under "Staging admin"',
    'the staging password is currently disabled',
    'the password is actually correct, the username was wrong',
    'pw is still the old one btw',
    'the root password is just for emergencies',
    'db password is again required after the restore',
    'password [required]',
    'pw=[redacted]',
    'Password: [********]',
    'user [admin] password [hidden]',
    'password is `${DB_PASSWORD}`',
    'pw: `<password>`',
    'the password for staging is `SecretsManager`-backed now',
    'new pass → `see vault`',
    'run `passwd` to change the password',
    'password `--password-stdin` is safer',
    'the password is `null` in the fixture',
    'The password is still the same as before.',
    'the password is also required for sudo',
    'the password should be at least 12 characters',
    'the password will be sent separately',
    'the password is probably expired, try a reset',
    'Password is unchanged since 2026-03-01',
    'ssh password is simply disabled, use keys',
    'the vpn password is *not* the AD one',
    'Password (copy exactly): see the sealed envelope',
    'pass=[]',
    'The service account password is now set to never expire',
    'password is now: rotated',
    'mysql root password is still unset on the old box',
    'the password remains valid until the migration',
    'the guest password is `********` (masked)',
    'login: `svc-report` / password: `(set)`',
    'the password has been rotated since March',
    'password is `PasswordHasher.hash(pw)`',
    'Password: [Forgot password?](https://corp.example/reset)',
    'the password is now 16 characters minimum',
    'the password is `getpass()`',
    'password [min 12 chars]',
    'the password changed from weekly to daily rotation',
    'password is set to `{{ vault_db_password }}`',
    'Ticket SR-20931: password is now reset, closed 2026-12-03',
    'the password is still `$DB_PASS` in the runbook',
    f'the password is now hashed: `{H}`',
]
benign('ok43b', okb, TEXT + JSONC)

okc = [
    "config = {'host': 'db', 'user': 'etl', 'password': os.environ['DB_PASSWORD']}",
    "creds = dict(user='etl', password=password)",
    "creds = dict(user='etl', password=getpass.getpass())",
    "params = dict(host='db', passwd=None, db='erp')",
    'db: {user: app, password: "{{ db_password }}"}',
    '{password: ${DB_PASSWORD}, user: report}',
    'auth: {username: svc, password: !secret svc_password}',
    'db = { user = "app", password = "${DB_PASSWORD}" }',
    '[tool.poetry.http-basic]\nprivate = { username = "ci", password = "<password>" }',
    'db.password: ${DB_PASSWORD}',
    f'spring.datasource.password : {JASYPT}',
    'mail.smtp.password:',
    '[database]\nhost     =   db.internal\npassword   =   %(db_pass)s',
    '[smtp]\nuser = alerts\npass = ',
    'resource "aws_db_instance" "main" {\n  username = "admin"\n  password = var.db_password\n}',
    'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
    '  master_password = data.aws_secretsmanager_secret_version.db.secret_string',
    '  admin_password = random_password.admin.result',
    'provider "grafana" {\n  auth = var.grafana_auth\n}',
    "client = Client(**{'user': 'svc', 'password': settings.SVC_PASSWORD})",
    "fields = [('username', 'string'), ('password', 'string')]",
    'env: [{name: DB_PASSWORD, valueFrom: {secretKeyRef: {name: db, key: password}}}]',
    "const cfg = { user: 'app', password: process.env.DB_PASSWORD };",
    "Mysql2::Client.new(host: 'db', username: 'app', password: ENV['DB_PASSWORD'])",
    "{ :username => 'app', :password => ENV.fetch('DB_PASSWORD') }",
    "'password' => env('DB_PASSWORD'),",
    "os.environ['DB_PASSWORD'] = getpass.getpass()",
    "config.set('database', 'password', args.password)",
    '  password = "",',
    "DATABASES['default']['PASSWORD'] = os.getenv('DB_PASSWORD')",
    "Out[5]: {'user': 'etl', 'password': '********', 'host': 'db'}",
    "{'secret_key': None, 'debug': False}",
    '{"password": {"type": "string", "minLength": 12}}',
    'password: str = Field(..., min_length=12)',
    "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
    'const schema = { password: Joi.string().min(12).required() };',
    "dict(password_min_length=12, password_history=5)",
    f"{{'password_hash': '{H}'}}",
    'app.secret.key : ${APP_SECRET_KEY}',
    'ldap.bind.password=',
    'smtp {\n  password = var.smtp_password\n}',
    "settings = {\n    'api_token': os.environ.get('API_TOKEN'),\n}",
    '- { name: admin, password: "{{ vault_admin_pw }}" }',
    'jdbc.password : changeme',
    'password.policy.min-length : 12',
    'redis = { host = "cache", password_file = "/run/secrets/redis" }',
    "{'password': 'PasswordInput', 'username': 'TextInput'}",
    '{password: true, mfa: required}',
]
benign('ok43c', okc, CONFIG)

okd = [
    'DB_PASS=',
    'DB_PASS=${DB_PASS}',
    'NPM_TOKEN=${{ secrets.NPM_TOKEN }}',
    'PGPASSWORD=$(cat /run/secrets/pg)',
    'MYSQL_PWD=<your password>',
    'REDIS_AUTH=changeme',
    'SMTP_PASS=********',
    'TWINE_PASSWORD: ${{ secrets.PYPI_TOKEN }}',
    'DJANGO_SECRET_KEY=${DJANGO_SECRET_KEY:?missing}',
    'GITLAB_ACCESS_TOKEN: $CI_JOB_TOKEN',
    '[Service]\nEnvironment=DB_PASS_FILE=/run/secrets/db_pass\nExecStart=/opt/app/bin/server',
    '[Service]\nEnvironmentFile=/etc/app/secrets.env',
    '[Service]\nLoadCredential=db_pass:/etc/creds/db_pass',
    'services:\n  db:\n    environment:\n      - POSTGRES_PASSWORD_FILE=/run/secrets/pg_pw',
    'export PGPASSWORD',
    'unset MYSQL_PWD',
    'REDIS_AUTH=true',
    'SMTP_PASS_REQUIRED=1',
    'DB_PASS_MIN_LENGTH=12',
    'NPM_TOKEN_EXPIRES=2027-01-01',
    'ACCESS_TOKEN_TTL=3600',
    'JWT_ACCESS_TOKEN_EXPIRES=15m',
    'SECRET_KEY_BASE_DUMMY=1',
    'TWINE_USERNAME=__token__',
    'PGPASSFILE=~/.pgpass',
    'DB_PASS=$(aws ssm get-parameter --name /prod/db/pass --with-decryption --query Parameter.Value --output text)',
    '$ aws ssm get-parameters-by-path --path /prod/app --query "Parameters[].Name"\n[\n  "/prod/app/DB_PASS",\n  "/prod/app/NPM_TOKEN",\n  "/prod/app/SMTP_PASS"\n]',
    json.dumps({'Parameter': {'Name': '/prod/app/REDIS_AUTH', 'Type': 'SecureString', 'Value': ENC}}, indent=2),
    'ENV NPM_TOKEN=""',
    'ARG NPM_TOKEN',
    'heroku config:unset DB_PASS -a billing',
    'DB_PASS:      (set)',
    'NPM_TOKEN rotation changed from weekly to daily',
    'SMTP_PASS renamed to SMTP_PASSWORD in v2.3.0',
    'MYSQL_PWD is deprecated; use an option file instead.',
    'Ticket INC-48213: NPM_TOKEN expired, renewed by ops',
    'DB_PASS_ROTATED_AT=2026-11-30T10:00:00Z',
    'MYSQL_PWD=""',
    'GITHUB_ACCESS_TOKEN_URL=https://github.com/login/oauth/access_token',
    'OAUTH_ACCESS_TOKEN_ENDPOINT=/oauth/token',
    'SECRET_KEY_NAME=app-secret-key',
    '$env:DB_PASS = Read-Host -AsSecureString',
    'set SMTP_PASS=%SMTP_PASS_FROM_VAULT%',
    'docker run -e DB_PASS -e DB_USER=app registry.corp.example/app:1.4',
    'kubectl create secret generic app --from-file=SMTP_PASS=./smtp_pass.txt',
    'data:\n  DB_PASS_KEY: db-pass\n  DB_HOST: db',
    'the DB_PASS on staging is stored in Vault',
    'SMTP_PASS for the relay: ask the mail team',
    'REDIS_AUTH: "yes"',
    'FLASK_SECRET_KEY=dev',
    'NPM_TOKEN: (masked)',
    'SONAR_TOKEN=[redacted]',
    'VAULT_TOKEN=$(vault login -token-only -method=oidc)',
    f'DB_PASS_SHA256={corpus.rs("0123456789abcdef", 64)}',
]
benign('ok43d', okd, CONFIG)

corpus.write('cases-43')
