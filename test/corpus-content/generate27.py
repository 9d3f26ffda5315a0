# Generates the twenty-seventh content corpus (cases-27.jsonl): credentials in the shapes people and programs write
# them that the keyed readings left, each with every secret listed so redaction is checked, beside benign look-alikes
# in the same carriers; written class by class BEFORE the rules changed, without reading the held-out slices:
#   ar27   a value after `=>` (PHP, Ruby, Perl hashes) and the other languages' map syntax (Elixir keywords, Clojure
#          and EDN maps, Erlang tuples, Lua tables, Groovy and Kotlin maps);
#   bl27   a blank where `=` would stand: fish `set -x NAME value`, csh `setenv NAME value`, Dockerfile `ENV NAME value`,
#          Apache `SetEnv`, nginx `fastcgi_param`/`env`, Redis `requirepass`/`masterauth`, keepalived `auth_pass`,
#          Makefile `NAME := value`/`?=`, git config, npm config set;
#   nl27   the value on the next line: YAML block scalars (`password: |`), a name then an indented line, a prompt then
#          its answer, a markdown table or CSV whose header names the column;
#   pr27   keys named in prose: "the staging password is …", "use … as the token", "pw: …" in chat, e-mails, tickets;
#   lg27   keys in programming languages' syntax: Kotlin, Swift, Scala, R (`<-`), Julia, PowerShell, Rust, Dart, C,
#          C#, Java's setProperty/put, Python's os.environ[...] = ..., Nix, Haskell records;
#   cf27   configuration carriers: TOML, HCL, XML, INI, properties, .reg, .pgpass, .netrc, git credential store,
#          docker-compose lists, Helm values, Ansible, Jupyter outputs, SQL CREATE USER/ALTER ROLE/IDENTIFIED BY,
#          LDAP ldif, JDBC and ODBC strings;
#   ky27   (added later, before its reading) a key under an upper-case name that ends in a bare `_KEY` (a vendor's
#          key as env files, shells and CI write it: `SENDGRID_KEY=…`, `set -Ux OPENROUTER_KEY …`, `MAILGUN_SIGNING_KEY:
#          …`); ok27k: such names that hold no secret (a cache's, a sort's, a partition's, an idempotency key, a public
#          key, a KMS key's ARN, a path, a words-joined value, a short id);
#   ok27   the look-alikes in those carriers: names without values, placeholders, `${VAR}` and `{{ secret }}`
#          references, hashed passwords ($2b$, $argon2, SCRAM, {SSHA}), password policies, field labels, docs about
#          rotation, UUIDs and ids, types (`val password: String`), calls (`Read-Host`), paths (`_FILE`, maps).
# Labels, decided before any run:
#   - A literal value beside a name that says it is a secret (password, passwd, pwd, secret, token, api key, private
#     key, auth …), in whatever syntax the carrier joins them (`=>`, a blank, `<-`, a next line, a table's column, a
#     sentence's "is" or "as"), is a credential_leak; the value is the secret and only it is listed.
#   - A value that is a reference (`$VAR`, `${VAR}`, `{{ … }}`, `!vault`, `lookup(…)`, `Sys.getenv`), a path or a file
#     of secrets, a placeholder (`changeme`, `<password>`, `***`, `xxxx`), a hash of a password, a type, a call, a
#     policy's number, a UUID or id under an id's name, or a word of a sentence, is benign.
#   - A value a sentence says is public, revoked and an example stays benign only when it is also a placeholder;
#     a real-looking value beside a secret's name is a leak whatever the sentence says.
# Deterministic (seeded). Run: python3 test/corpus-content/generate27.py
import functools, json, uuid as uuidlib
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import LOWER, UPPER, DIGITS, ALNUM, HEX, Corpus
corpus = Corpus(20261227)
r = corpus.r
rs = corpus.rs
mixed = corpus.mixed
SIGNS = '!#%*+-_.@^~'


def pw():
    """A password as people make one: letters of both cases, digits and a sign, 10 to 18 long."""
    while True:
        s = mixed(r.randint(9, 16)) + r.choice(SIGNS) + rs(DIGITS, 1)
        s = ''.join(r.sample(s, len(s)))
        if s[0].isalnum() and s[-1].isalnum(): return s


def tok(n=32):
    return mixed(n)


def hx(n=40):
    while True:
        s = rs(HEX, n)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s): return s


def uuid():
    return str(uuidlib.UUID(int=r.getrandbits(128), version=4))


corpus.containers = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'read_file', 'result': {'content': t}}),
    lambda t: '```\n' + t + '\n```\nCan you tell why this does not connect?',
    lambda t: 'Here is the file you asked for:\n\n' + t + '\n\nLet me know if anything else is needed.',
]


def add(kind, rows):
    """rows: (text, [secrets]) pairs, each a positive for credential_leak."""
    corpus.add(kind, ['credential_leak'], [t for t, _ in rows], secrets=[s for _, s in rows])


def one(fmt, gen=pw):
    s = gen()
    return (fmt.format(s=s), [s])


# ar27: `=>` and other languages' maps.
ar = [
    one("<?php\nreturn [\n    'driver' => 'mysql',\n    'password' => '{s}',\n    'charset' => 'utf8mb4',\n];"),
    one("$config['db_password'] => \"{s}\","),
    one("'api_key' => '{s}',", tok),
    one("define('DB_HOST', 'localhost');\n$conn = ['user' => 'app', 'pass' => '{s}'];"),
    one("Stripe.configure do |c|\n  c.options = {{ :secret_key => \"{s}\" }}\nend", tok),
    one("config = {{ username: 'deploy', password: '{s}' }}"),
    one("my %db = (user => 'report', password => '{s}', host => 'db1');"),
    one("my $cfg = {{ api_token => \"{s}\", timeout => 30 }};", tok),
    one("config :my_app, MyApp.Repo,\n  username: \"postgres\",\n  password: \"{s}\",\n  hostname: \"localhost\""),
    one("config :ex_aws, secret_access_key: \"{s}\", region: \"eu-west-1\"", lambda: mixed(40)),
    one("{{:db {{:user \"app\" :password \"{s}\"}}}}"),
    one("(def config {{:api-key \"{s}\" :region \"us\"}})", tok),
    one("{{ssl_options, [{{certfile, \"cert.pem\"}}, {{password, \"{s}\"}}]}}."),
    one("local settings = {{ host = \"db\", password = \"{s}\" }}"),
    one("def creds = [user: 'ci', password: '{s}']"),
    one("val headers = mapOf(\"X-Api-Key\" to \"{s}\")", tok),
    one("val creds = mapOf(\"user\" to \"svc\", \"password\" to \"{s}\")"),
    one("hash = {{ \"token\" => \"{s}\", \"scope\" => \"read\" }}", tok),
    one("'secret' => env('APP_SECRET', '{s}'),", tok),
    one("%{{username: \"admin\", password: \"{s}\"}}"),
    one("params = {{ 'client_secret' => '{s}', 'grant_type' => 'client_credentials' }}", tok),
    one("$smtp = array('host' => 'mail.example.net', 'password' => '{s}');"),
    one("return {{\n  auth = {{ token = \"{s}\" }},\n}}", tok),
    one("headers: [{{\"authorization\", \"Bearer {s}\"}}]", lambda: tok(40)),
    one("settings = Map(\"db.password\" -> \"{s}\")"),
]
add('ar27', ar)

# bl27: a blank for `=`.
bl = [
    one("set -x DB_PASSWORD {s}"),
    one("set -gx GITHUB_TOKEN {s}", lambda: 'ghp_' + mixed(36)),
    one("set -Ux OPENWEATHER_API_KEY {s}", lambda: hx(32)),
    one("setenv DB_PASSWORD {s}"),
    one("setenv API_TOKEN \"{s}\"", tok),
    one("FROM node:20\nENV NODE_ENV production\nENV DB_PASSWORD {s}\nRUN npm ci"),
    one("ENV API_SECRET \"{s}\"", tok),
    one("<VirtualHost *:80>\n  SetEnv DB_PASSWORD {s}\n  DocumentRoot /var/www/app\n</VirtualHost>"),
    one("location ~ \\.php$ {{\n    fastcgi_param DB_PASSWORD {s};\n    include fastcgi_params;\n}}"),
    one("fastcgi_param APP_SECRET \"{s}\";", tok),
    one("bind 127.0.0.1\nport 6379\nrequirepass {s}\nmaxmemory 256mb"),
    one("replicaof 10.0.0.5 6379\nmasterauth {s}"),
    one("vrrp_instance VI_1 {{\n    authentication {{\n        auth_type PASS\n        auth_pass {s}\n    }}\n}}", lambda: mixed(8)),
    one("DB_PASSWORD := {s}\n\ndeploy:\n\t./deploy.sh"),
    one("API_TOKEN ?= {s}", tok),
    one("export DB_PASSWORD ?= {s}"),
    one("git config --global github.token {s}", lambda: 'ghp_' + mixed(36)),
    one("npm config set //npm.pkg.example.com/:_authToken {s}", tok),
    one("yarn config set npmAuthToken {s}", tok),
    one("heroku config:set STRIPE_SECRET {s} -a billing", tok),
    one("[client]\nuser root\npassword {s}"),
    one("smtp_sasl_password {s}"),
    one("rpcuser=bitcoin\nrpcpassword {s}"),
    one("$ docker secret create db_password - <<< {s}"),
    one("vault kv put secret/app password {s}"),
]
add('bl27', bl)

# nl27: the value on the next line.
def table_md():
    a, b = pw(), pw()
    return (f"| host | user | password |\n|------|------|----------|\n| db1 | app | {a} |\n| db2 | report | {b} |", [a, b])
def table_csv():
    a, b = pw(), pw()
    return (f"service,username,password\nmail,ops@example.com,{a}\nvpn,ops,{b}", [a, b])
def table_token():
    a = tok(32)
    return (f"| Service | API Token |\n| --- | --- |\n| Sentry | {a} |", [a])
nl = [
    one("database:\n  password: |\n    {s}\n  pool: 5"),
    one("api:\n  token: >-\n    {s}\n", tok),
    one("password:\n  {s}\n"),
    one("db password:\n{s}\nthanks!"),
    one("Enter password:\n{s}\nLogin successful."),
    one("Password for 'https://git.example.com':\n{s}"),
    one("Your new API token (copy it now, it will not be shown again):\n\n    {s}\n", lambda: tok(40)),
    one("Token\n-----\n{s}\n", lambda: tok(40)),
    one("secret: |-\n  {s}", tok),
    one("client_secret:\n    {s}\nredirect_uri: https://app.example.com/cb", tok),
    table_md(), table_md(), table_csv(), table_csv(), table_token(),
    one("Name\tPassword\nbackup\t{s}"),
    one("user;pwd\nsvc_etl;{s}"),
    one("<tr><th>Login</th><th>Password</th></tr>\n<tr><td>admin</td><td>{s}</td></tr>"),
    one("Username: admin\nPassword:\n  {s}"),
    one("The Wi-Fi password\n{s}\nis on the fridge too."),
]
add('nl27', nl)

# pr27: prose.
pr = [
    one("FYI the staging password is {s} until Friday."),
    one("Hi Sam, the password for the reporting DB is {s} - please don't share it."),
    one("use {s} as the token for the staging webhook", tok),
    one("Use {s} as the password when it asks."),
    one("[10:42] maria: pw: {s}"),
    one("[10:43] dev-ops: token -> {s}", tok),
    one("creds: admin / {s}"),
    one("login admin, pass {s}"),
    one("Subject: access for the contractor\n\nHi,\n\nThe SFTP login is contractor01 and the password is {s}.\n\nRegards,\nIT"),
    one("Ticket #4411: reset done. New temp password: {s} (user must change at next login)."),
    one("I rotated the key, the new one is {s}", tok),
    one("the api key for the maps account is {s}", lambda: hx(32)),
    one("Here's the bot token: {s}", tok),
    one("the secret is {s}, keep it safe", tok),
    one("psst, wifi pw is {s}"),
    one("Your one-time password is {s}; it expires in 24 hours."),
    one("DB creds -> user: report, pwd: {s}"),
    one("Shared the vault root token with you: {s}", lambda: 'hvs.' + mixed(24)),
    one("sure! password={s} and user=admin"),
    one("Q: what's the admin password?\nA: {s}"),
    one("You can log in with the password \"{s}\"."),
    one("We set the service account's password to {s} for now."),
    one("Can you try the token {s}? The old one was revoked.", lambda: tok(40)),
    one("Comment by jdoe: the access key is {s} (read-only)", tok),
    one("Passcode: {s}"),
]
add('pr27', pr)

# lg27: programming languages.
lg = [
    one("val password = \"{s}\""),
    one("private const val API_KEY = \"{s}\"", tok),
    one("let apiKey = \"{s}\"", tok),
    one("static let clientSecret: String = \"{s}\"", tok),
    one("val dbPassword = \"{s}\""),
    one("password <- \"{s}\""),
    one("api_key <- '{s}'", tok),
    one("Sys.setenv(API_TOKEN = \"{s}\")", tok),
    one("const API_TOKEN = \"{s}\"", tok),
    one("$Password = \"{s}\""),
    one("$secure = ConvertTo-SecureString \"{s}\" -AsPlainText -Force"),
    one("$env:API_KEY = \"{s}\"", tok),
    one("let api_key = \"{s}\";", tok),
    one("final String password = \"{s}\";"),
    one("const String apiKey = '{s}';", tok),
    one("#define API_KEY \"{s}\"", tok),
    one("static const char *password = \"{s}\";"),
    one("var cred = new NetworkCredential(\"svc\", \"{s}\");"),
    one("props.setProperty(\"password\", \"{s}\");"),
    one("config.put(\"api_key\", \"{s}\");", tok),
    one("os.environ[\"OPENAI_API_KEY\"] = \"{s}\"", tok),
    one("ENV['SECRET_KEY_BASE'] = '{s}'", lambda: hx(64)),
    one("users.users.alice.password = \"{s}\";"),
    one("defaultConfig = Config {{ dbUser = \"app\", dbPassword = \"{s}\" }}"),
    one("client.login(\"bot\", \"{s}\")"),
    one("conn = psycopg2.connect(host='db', user='app', password='{s}')"),
    one("mysqli_connect('localhost', 'root', '{s}', 'shop');"),
    one("DriverManager.getConnection(url, \"sa\", \"{s}\");"),
    one("@password = '{s}'"),
    one("export const token: string = \"{s}\";", tok),
]
add('lg27', lg)

# cf27: configuration carriers.
cf = [
    one("[database]\nhost = \"db\"\npassword = \"{s}\""),
    one("variable \"db_password\" {{\n  default = \"{s}\"\n}}"),
    one("resource \"aws_db_instance\" \"main\" {{\n  username = \"admin\"\n  password = \"{s}\"\n}}"),
    one("<connectionStrings>\n  <add name=\"Main\" connectionString=\"Server=db;User Id=app;Password={s};\" />\n</connectionStrings>"),
    one("[smtp]\nuser=mailer\npass={s}"),
    one("spring.datasource.password={s}"),
    one("mail.smtp.password = {s}"),
    one("Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\Acme]\n\"Password\"=\"{s}\""),
    one("db.internal:5432:billing:billing_app:{s}"),
    one("machine api.example.com\n  login deploy\n  password {s}"),
    one("https://ci-bot:{s}@github.com", lambda: 'ghp_' + mixed(36)),
    one("services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD={s}"),
    one("auth:\n  rootPassword: \"{s}\"\n  replicaSetKey: abc"),
    one("postgresql:\n  auth:\n    password: {s}"),
    one("all:\n  vars:\n    ansible_user: deploy\n    ansible_password: {s}"),
    one("ansible_become_pass: \"{s}\""),
    one("{{\"cell_type\": \"code\", \"outputs\": [{{\"name\": \"stdout\", \"text\": [\"token: {s}\\n\"]}}]}}", tok),
    one("Out[3]: {{'api_key': '{s}', 'region': 'eu'}}", tok),
    one("CREATE USER report WITH PASSWORD '{s}';"),
    one("ALTER ROLE app_user WITH LOGIN PASSWORD '{s}';"),
    one("CREATE USER 'shop'@'%' IDENTIFIED BY '{s}';"),
    one("ALTER USER scott IDENTIFIED BY \"{s}\";"),
    one("dn: uid=svc,ou=people,dc=example,dc=com\nobjectClass: inetOrgPerson\nuserPassword: {s}"),
    one("jdbc:postgresql://db:5432/app?user=app&password={s}&ssl=true"),
    one("jdbc:sqlserver://db;databaseName=app;user=sa;password={s};encrypt=true"),
    one("Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:db,1433;Uid=app;Pwd={s};Encrypt=yes;"),
    one("DSN=warehouse;UID=etl;PWD={s}"),
    one("[credential]\n  helper = store\n# ~/.git-credentials\nhttps://jdoe:{s}@gitlab.example.com", lambda: 'glpat-' + mixed(20)),
    one("<server>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>{s}</password>\n</server>"),
    one("kind: Secret\nstringData:\n  password: {s}"),
    one("[mysqld]\n# replication\nmaster-password = {s}"),
    one("SMTP_PASS: {s}"),
    one("auth.token={s}", tok),
    one("<add key=\"ApiKey\" value=\"{s}\" />", tok),
    one("pgbouncer:\n  auth_file: /etc/pgbouncer/userlist.txt\n\"app\" \"{s}\""),
]
add('cf27', cf)

# ok27: benign look-alikes in the same carriers.
ok = [
    # names without values, references, placeholders
    "<?php\nreturn [\n    'password' => env('DB_PASSWORD'),\n    'charset' => 'utf8mb4',\n];",
    "'password' => '',",
    "'api_key' => getenv('API_KEY'),",
    "config = { username: 'deploy', password: ENV.fetch('DB_PASSWORD') }",
    "my %db = (user => 'report', password => $ENV{DB_PASSWORD});",
    "config :my_app, MyApp.Repo,\n  password: System.get_env(\"DB_PASSWORD\"),\n  hostname: \"localhost\"",
    "{:db {:user \"app\" :password (System/getenv \"DB_PASSWORD\")}}",
    "local settings = { host = \"db\", password = os.getenv(\"DB_PASSWORD\") }",
    "val creds = mapOf(\"user\" to \"svc\", \"password\" to System.getenv(\"PW\"))",
    "'secret' => env('APP_SECRET'),",
    "set -x DB_PASSWORD (cat ~/.config/db_password)",
    "set -gx GITHUB_TOKEN $GH_TOKEN",
    "setenv DB_PASSWORD $DB_PW",
    "setenv API_TOKEN \"`cat /run/secrets/api_token`\"",
    "ENV DB_PASSWORD_FILE /run/secrets/db_password",
    "ENV API_SECRET=\"\"",
    "SetEnv DB_PASSWORD ${DB_PASSWORD}",
    "fastcgi_param DB_PASSWORD $db_password;",
    "# requirepass foobared\nport 6379",
    "requirepass ${REDIS_PASSWORD}",
    "auth_type PASS\nauth_pass <vrrp-password>",
    "DB_PASSWORD := $(shell cat .secrets/db)",
    "API_TOKEN ?= $(API_TOKEN_FROM_VAULT)",
    "git config --global credential.helper store",
    "npm config set //npm.pkg.example.com/:_authToken ${NPM_TOKEN}",
    "heroku config:set STRIPE_SECRET=$STRIPE_SECRET -a billing",
    "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
    "auth_basic_user_file /etc/nginx/.htpasswd;",
    "vault kv get -field=password secret/app",
    "docker secret create db_password ./db_password.txt",
    # next line / tables
    "database:\n  password: !vault |\n    $ANSIBLE_VAULT;1.1;AES256\n  pool: 5",
    "api:\n  token: >-\n    {{ lookup('env', 'API_TOKEN') }}\n",
    "password:\n  type: string\n  minLength: 12",
    "Enter password:\n\nLogin failed: incorrect password.",
    "Password for 'https://git.example.com':\nremote: Invalid username or password.",
    "| host | user | password |\n|------|------|----------|\n| db1 | app | (in vault) |\n| db2 | report | ******** |",
    "service,username,password\nmail,ops@example.com,\nvpn,ops,",
    "| Field | Type | Required |\n| --- | --- | --- |\n| password | string | yes |\n| api_token | string | no |",
    "Name\tPassword\nbackup\t<see 1Password>",
    "user;pwd\nsvc_etl;********",
    "<tr><th>Login</th><th>Password</th></tr>\n<tr><td>admin</td><td>&bull;&bull;&bull;&bull;</td></tr>",
    "secret: |-\n  {{ .Values.secret }}",
    "client_secret:\n  valueFrom:\n    secretKeyRef:\n      name: oauth\n      key: client-secret",
    "Username: admin\nPassword:\n  (leave blank to keep the current one)",
    "Token\n-----\nNo tokens yet. Click \"Generate new token\" to create one.",
    # prose
    "FYI the staging password is in 1Password under \"Staging DB\".",
    "The password for the reporting DB was rotated on Monday; ask Sam for it.",
    "use the token from the vault, not the one in the wiki",
    "Use a passphrase of at least four words as the password.",
    "[10:42] maria: pw: check the vault",
    "creds: admin / (same as last time)",
    "Subject: access for the contractor\n\nHi,\n\nThe SFTP password will be sent separately by SMS.\n\nRegards,\nIT",
    "Ticket #4411: password reset link sent; user must change it at next login.",
    "I rotated the key, the new one is in the secrets manager.",
    "the api key for the maps account is restricted to our referrer.",
    "Passwords must be at least 12 characters and contain a digit and a symbol.",
    "Password policy: minimum length 14, history 24, maximum age 90 days.",
    "Rotate API tokens every 90 days and revoke them when a contractor leaves.",
    "The token is a UUID; tokens expire after 30 days of inactivity.",
    "Your password is incorrect. Please try again.",
    "the secret is out: we are launching on Monday",
    "Reset your password at https://id.example.com/reset and then log in again.",
    "Q: what's the admin password?\nA: It's in the team vault, folder Infra.",
    "You can log in with the password you chose at sign-up.",
    "Passcode: sent to your phone",
    "We set the service account's password to never expire.",
    "The access key is read-only and scoped to the reports bucket.",
    # languages
    "val password: String = System.getenv(\"DB_PASSWORD\") ?: \"\"",
    "private const val API_KEY_HEADER = \"X-Api-Key\"",
    "let apiKey: String",
    "static let clientSecretKey = \"client_secret\"",
    "password <- Sys.getenv(\"DB_PASSWORD\")",
    "api_key <- keyring::key_get(\"maps\")",
    "Sys.setenv(API_TOKEN = Sys.getenv(\"CI_TOKEN\"))",
    "const API_TOKEN = ENV[\"API_TOKEN\"]",
    "$Password = Read-Host -AsSecureString \"Password\"",
    "$cred = Get-Credential -UserName svc -Message \"Enter the password\"",
    "$env:API_KEY = (Get-Secret -Name ApiKey -AsPlainText)",
    "let api_key = std::env::var(\"API_KEY\")?;",
    "final String passwordField = \"password\";",
    "#define API_KEY_LEN 32",
    "static const char *password = NULL;",
    "var cred = new NetworkCredential(\"svc\", securePassword);",
    "props.setProperty(\"password\", System.getenv(\"DB_PW\"));",
    "os.environ[\"OPENAI_API_KEY\"] = getpass.getpass()",
    "users.users.alice.hashedPasswordFile = config.sops.secrets.alice.path;",
    "conn = psycopg2.connect(host='db', user='app', password=os.environ['PGPASSWORD'])",
    "mysqli_connect('localhost', 'root', $password, 'shop');",
    "export const token: string = process.env.TOKEN ?? \"\";",
    "class PasswordValidator { minLength = 12; requireDigit = true; }",
    "type Credentials = { username: string; password: string };",
    # configuration carriers
    "[database]\nhost = \"db\"\npassword = \"${DB_PASSWORD}\"",
    "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}",
    "resource \"aws_db_instance\" \"main\" {\n  username = \"admin\"\n  password = var.db_password\n}",
    "<connectionStrings>\n  <add name=\"Main\" connectionString=\"Server=db;Integrated Security=true;\" />\n</connectionStrings>",
    "[smtp]\nuser=mailer\npass=",
    "spring.datasource.password=${DB_PASSWORD}",
    "mail.smtp.password.file = /etc/app/smtp.pw",
    "[HKEY_CURRENT_USER\\Software\\Acme]\n\"RememberPassword\"=dword:00000001",
    "# hostname:port:database:username:password\n*:*:*:*:*",
    "machine api.example.com\n  login deploy",
    "https://ci-bot@github.com",
    "services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD_FILE=/run/secrets/db_password",
    "auth:\n  existingSecret: mongodb-auth\n  rootPassword: \"\"",
    "postgresql:\n  auth:\n    password: {{ .Values.global.postgresql.password | quote }}",
    "all:\n  vars:\n    ansible_user: deploy\n    ansible_password: \"{{ vault_ansible_password }}\"",
    "ansible_become_pass: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret/become') }}\"",
    "Out[3]: {'api_key': None, 'region': 'eu'}",
    "CREATE USER report WITH PASSWORD :'report_pw';",
    "ALTER ROLE app_user VALID UNTIL 'infinity';",
    "CREATE USER 'shop'@'%' IDENTIFIED WITH auth_socket;",
    "ALTER USER scott PASSWORD EXPIRE;",
    "CREATE ROLE app LOGIN PASSWORD 'SCRAM-SHA-256$4096:" + rs(ALNUM, 22) + "==$" + rs(ALNUM, 43) + "=:" + rs(ALNUM, 43) + "=';",
    "dn: uid=svc,ou=people,dc=example,dc=com\nuserPassword: {SSHA}" + rs(ALNUM, 32),
    "jdbc:postgresql://db:5432/app?user=app&ssl=true",
    "jdbc:sqlserver://db;databaseName=app;integratedSecurity=true",
    "Driver={ODBC Driver 18 for SQL Server};Server=tcp:db,1433;Authentication=ActiveDirectoryMsi;",
    "DSN=warehouse;UID=etl;PWD=;",
    "<server>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>",
    "kind: Secret\ndata:\n  password: <base64-encoded>",
    "admin_password_hash: $2b$12$" + rs(ALNUM + './', 53),
    "password_hash = \"$argon2id$v=19$m=65536,t=3,p=4$" + rs(ALNUM, 22) + "$" + rs(ALNUM, 43) + "\"",
    "password_min_length = 12",
    "token_ttl: 3600",
    "token_type: bearer",
    "token_id: " + uuid(),
    "api_key_id = \"" + uuid() + "\"",
    "secret_name: prod/db/password",
    "SMTP_PASS:",
    "auth.token=${AUTH_TOKEN}",
    "<add key=\"ApiKeyHeader\" value=\"X-Api-Key\" />",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "password_reset_url: https://id.example.com/reset",
    "session_token_header: X-Session-Token",
    "| Setting | Default |\n| --- | --- |\n| password_expiry_days | 90 |\n| token_lifetime | 1h |",
    "Label: Password\nPlaceholder: Enter your password\nHelp text: At least 12 characters.",
    "request_id: " + uuid() + "\ntrace_id: " + hx(32),
    "The staging API key was revoked on 2026-11-30 and replaced; see CHG-2291.",
    "commit " + hx(40) + "\nAuthor: Sam <sam@example.com>\n\n    Rotate the token; read it from the vault.",
    "ssh_config:\nHost bastion\n  IdentityFile ~/.ssh/id_ed25519\n  PasswordAuthentication no",
    "host    all    all    10.0.0.0/8    scram-sha-256",
    "PasswordAuthentication yes\nPermitRootLogin no",
    "pwd\n/home/deploy/app",
    "$ pwd\n/srv/www",
    "The passwd file (/etc/passwd) lists accounts; shadow holds the hashes.",
    "Enter the token below:\n[                    ]",
    "$config['db_password'] => null,",
    "hash = { \"token\" => nil, \"scope\" => \"read\" }",
    "%{username: \"admin\", password: nil}",
    "$smtp = array('host' => 'mail.example.net', 'password' => $smtpPassword);",
    "params = { 'client_secret' => ENV['CLIENT_SECRET'], 'grant_type' => 'client_credentials' }",
    "settings = Map(\"db.password\" -> sys.env(\"DB_PASSWORD\"))",
    "def creds = [user: 'ci', password: credentials('ci-password')]",
    "set -x PASSWORD_STORE_DIR ~/.password-store",
    "setenv TOKEN_FILE /etc/app/token",
    "ENV PASSWORD_MIN_LENGTH 12",
    "masterauth \"\"",
    "yarn config set npmAuthToken \"${NPM_AUTH_TOKEN}\"",
    "[client]\nuser root\npassword",
    "rpcuser=bitcoin\nrpcpassword=changeme",
    "Out[4]: 'token: <redacted>'",
    "the password is wrong",
    "The wifi pw is the same as the router label says.",
    "Use token authentication as the default method.",
    "Here's the bot token: ask @infra in #access.",
    "psst, the secret is to warm the pan first",
    "Your one-time password has been sent to +44 7700 900123.",
    "Comment by jdoe: the access key is tied to the ci-reports IAM user.",
    "api_key <- NULL",
    "val dbPassword by lazy { secrets.get(\"db\") }",
    "ENV['SECRET_KEY_BASE'] = Rails.application.credentials.secret_key_base",
    "client.login(\"bot\", os.environ[\"BOT_PASSWORD\"])",
    "DriverManager.getConnection(url, \"sa\", password);",
    "@password = params[:password]",
]
corpus.add('ok27', [], ok)
add('ky27', [
    one('export SENDGRID_KEY={s}', lambda: tok(40)),
    one('set -Ux OPENROUTER_KEY {s}', lambda: tok(32)),
    one('MAILGUN_SIGNING_KEY: {s}', lambda: hx(32)),
    one('STRIPE_LIVE_KEY="{s}"', lambda: tok(36)),
    one('env:\n  - name: ALGOLIA_WRITE_KEY\n    value: "{s}"', lambda: tok(32)),
    one('MAPS_SERVER_KEY={s}\nMAPS_REGION=eu-west-1', lambda: tok(28)),
    one('$env:DEEPL_KEY = "{s}"', lambda: tok(30)),
    one('heroku config:set POSTMARK_KEY={s} -a billing', lambda: tok(24)),
])
corpus.add('ok27k', [], [
    'CACHE_KEY=UserProfile2024v3',
    'SORT_KEY=created_at',
    'PARTITION_KEY=tenant_id',
    'IDEMPOTENCY_KEY=8f14e45fceea167a5a36dedd4ea2543b',
    'STRIPE_PUBLIC_KEY=pk_live_51HxQeLKq8Zr2Vm7Wp3Tz9',
    'KMS_KEY=arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab',
    'SSH_KEY=~/.ssh/id_ed25519',
    'S3_OBJECT_KEY=reports/2026/11/summary.csv',
    'RECAPTCHA_SITE_KEY=6LcQ2xYpAAAAAHq8Zr2Vm7Wp3Tz9Kx4Lm5Nb',
    'FOREIGN_KEY=customer_id',
    'ROUTING_KEY=orders.created.v2',
    'LICENSE_KEY=${LICENSE_KEY}',
])
corpus.write('cases-27')
