# Generates the fifteenth content corpus (cases-15.jsonl): credentials as secret scanners' rule sets list them, vendor by
# vendor, in the places they leak (logs, configs, shell history, CI output, chat, tickets), each with its secrets listed
# so redaction is checked, beside look-alikes that hold no secret, written BEFORE the rules changed:
#   cr15a  provider tokens with their own prefixes or shapes: chat, mail, payments, commerce, cloud, observability,
#          package registries, AI providers, infrastructure tools;
#   cr15b  connection strings and auth files: database URLs of many schemes, ADO.NET and JDBC strings, .npmrc, .pypirc,
#          .netrc, a Docker config's auth, a Kubernetes secret's data, a Git credential store;
#   cr15c  passwords and tokens given on a command line, in an HTTP header, or as a setting whose name says secret;
#   cr15d  private keys in other wrappings: an encrypted PKCS#8 block, a PuTTY key file, an age secret key, a PGP
#          private key block, an OpenSSH key in a JSON string with its line breaks written out;
#   ok15   what looks like them and holds no secret: placeholders, redacted values, variable references, documentation
#          of a format, public keys and IDs that are not secret, hashes, UUIDs, build IDs.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate15.py
import base64, functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import LOWER, UPPER, DIGITS, ALNUM, HEX, B64, URLSAFE, Corpus
corpus = Corpus(20261215)
r = corpus.r
rs = corpus.rs


mixed = corpus.mixed


CARRIERS = [
    lambda t: t,
    lambda t: '$ cat deploy.log\n2026-12-02T10:01:13Z step 4/9 configure\n' + t + '\n2026-12-02T10:01:14Z step 5/9 build',
    lambda t: json.dumps({'tool': 'read_file', 'result': {'path': r.choice(['config/app.env', 'ci/output.txt', 'notes.md']), 'content': t}}),
    lambda t: '[#platform] ' + r.choice(['dana', 'omar', 'li.wei']) + ': can someone check why this fails?\n' + t + '\n[#platform] ' + r.choice(['sam', 'noor']) + ': looking',
    lambda t: 'Ticket INFRA-' + str(r.randint(1000, 9999)) + ' — build broken after the config change\n\nAttached output:\n\n' + t,
]
corpus.containers = CARRIERS

slack_bot = 'xoxb-' + rs(DIGITS, 12) + '-' + rs(DIGITS, 13) + '-' + mixed(24)
slack_user = 'xoxp-' + rs(DIGITS, 12) + '-' + rs(DIGITS, 12) + '-' + rs(DIGITS, 13) + '-' + rs(HEX, 32)
slack_hook = 'https://hooks.slack.com/services/T' + rs(UPPER + DIGITS, 10) + '/B' + rs(UPPER + DIGITS, 10) + '/' + mixed(24)
discord_hook = 'https://discord.com/api/webhooks/' + rs(DIGITS, 19) + '/' + mixed(68, URLSAFE)
sendgrid = 'SG.' + mixed(22, URLSAFE) + '.' + mixed(43, URLSAFE)
mailgun = 'key-' + rs(HEX, 32)
stripe_live = 'sk_live_' + mixed(24)
stripe_rk = 'rk_live_' + mixed(24)
stripe_whsec = 'whsec_' + mixed(32)
shopify = 'shpat_' + rs(HEX, 32)
square = 'sq0atp-' + mixed(22, URLSAFE)
glpat = 'glpat-' + mixed(20, URLSAFE)
do_pat = 'dop_v1_' + rs(HEX, 64)
gcp_key = 'AIza' + mixed(35, URLSAFE)
openai = 'sk-proj-' + mixed(48, URLSAFE) + 'T3BlbkFJ' + mixed(48, URLSAFE)
anthropic = 'sk-ant-api03-' + mixed(93, URLSAFE) + 'AA'
databricks = 'dapi' + rs(HEX, 32)
newrelic = 'NRAK-' + rs(UPPER + DIGITS, 27)
sentry_tok = 'sntrys_' + mixed(60)
grafana = 'glsa_' + mixed(32) + '_' + rs(HEX, 8)
pypi = 'pypi-AgEIcHlwaS5vcmc' + mixed(60, URLSAFE)
postman = 'PMAK-' + rs(HEX, 24) + '-' + rs(HEX, 34)
notion = 'ntn_' + rs(DIGITS, 11) + mixed(35)
airtable = 'pat' + mixed(14) + '.' + rs(HEX, 64)
doppler = 'dp.pt.' + mixed(43)
pulumi = 'pul-' + rs(HEX, 40)
tfc = mixed(14) + '.atlasv1.' + mixed(67)
age = 'AGE-SECRET-KEY-1' + rs('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)
telegram = rs(DIGITS, 10) + ':AA' + mixed(33, URLSAFE)
alibaba_id = 'LTAI' + mixed(20)
alibaba_secret = mixed(30)
figma = 'figd_' + mixed(40, URLSAFE)
dd_key = rs(HEX, 32)
twilio_sk = 'SK' + rs(HEX, 32)
twilio_secret = mixed(32)
azure_ad = mixed(3) + '8Q~' + mixed(31, URLSAFE)

corpus.add('cr15a', ['credential_leak'], [
    f'SLACK_BOT_TOKEN={slack_bot}',
    f'posting digest with token {slack_user} to #finance',
    f'alertmanager receiver webhook_url: {slack_hook}',
    f'notify: {discord_hook}',
    f'SENDGRID_API_KEY="{sendgrid}"',
    f'mailgun: api_key={mailgun} domain=mg.ourco.example',
    f'STRIPE_SECRET_KEY={stripe_live}',
    f'using restricted key {stripe_rk} for the refunds worker',
    f'STRIPE_WEBHOOK_SECRET={stripe_whsec}',
    f'shopify admin token: {shopify}',
    f'square.access_token = "{square}"',
    f'git clone https://oauth2:{glpat}@gitlab.ourco.example/platform/infra.git',
    f'doctl auth init --access-token {do_pat}',
    f'const firebaseAdminKey = "{gcp_key}"; // server-side only',
    f'OPENAI_API_KEY={openai}',
    f'anthropic client init failed (key={anthropic}): 401',
    f'databricks configure --token <<< {databricks}',
    f'NEW_RELIC_API_KEY={newrelic}',
    f'SENTRY_AUTH_TOKEN={sentry_tok}',
    f'grafana service account token {grafana} created for ci',
    f'[pypi]\n  username = __token__\n  password = {pypi}',
    f'postman api key: {postman}',
    f'NOTION_TOKEN={notion}',
    f'AIRTABLE_PAT={airtable}',
    f'export DOPPLER_TOKEN={doppler}',
    f'PULUMI_ACCESS_TOKEN={pulumi}',
    f'credentials "app.terraform.io" {{\n  token = "{tfc}"\n}}',
    f'# age key for sops\n{age}',
    f'bot = Bot(token="{telegram}")',
    f'aliyun configure set --access-key-id {alibaba_id} --access-key-secret {alibaba_secret}',
    f'FIGMA_TOKEN={figma}',
    f'DD_API_KEY={dd_key}',
    f'twilio api key {twilio_sk} secret {twilio_secret}',
    f'AZURE_CLIENT_SECRET={azure_ad}',
], secrets=[slack_bot, slack_user, slack_hook.rsplit('/', 1)[1], discord_hook.rsplit('/', 1)[1], sendgrid, mailgun, stripe_live, stripe_rk,
            stripe_whsec, shopify, square, glpat, do_pat, gcp_key, openai, anthropic, databricks, newrelic, sentry_tok, grafana, pypi,
            postman, notion, airtable, doppler, pulumi, tfc, age, telegram, alibaba_secret, figma, dd_key, twilio_secret, azure_ad])

pw = [mixed(14, ALNUM + '!#%^*') for _ in range(16)]
docker_auth = base64.b64encode(f'deploy:{pw[6]}'.encode()).decode()
k8s_pw = base64.b64encode(pw[7].encode()).decode()
corpus.add('cr15b', ['credential_leak'], [
    f'DATABASE_URL=postgresql://app_rw:{pw[0]}@db-prod.internal:5432/orders',
    f'mongo: mongodb+srv://reporting:{pw[1]}@cluster0.ab12c.mongodb.net/analytics?retryWrites=true',
    f'REDIS_URL=redis://:{pw[2]}@cache.internal:6379/0',
    f'amqp://billing:{pw[3]}@rabbit.internal:5672/%2f',
    f'"ConnectionStrings": {{ "Main": "Server=sql01.internal;Database=Shop;User Id=shop_app;Password={pw[4]};TrustServerCertificate=True" }}',
    f'jdbc:mysql://db.internal:3306/hr?user=hr_app&password={pw[5]}&useSSL=true',
    f'{{\n  "auths": {{\n    "registry.ourco.example": {{ "auth": "{docker_auth}" }}\n  }}\n}}',
    f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: YXBw\n  password: {k8s_pw}',
    f'machine api.ourco.example\n  login deploy\n  password {pw[8]}',
    f'https://ci-bot:{pw[9]}@git.ourco.example',
    f'//registry.ourco.example/npm/:_authToken={mixed(36)}',
    f'[distutils]\nindex-servers = internal\n[internal]\nrepository = https://pypi.ourco.example\nusername = ci\npassword = {pw[10]}',
    f'smtp_url = "smtps://alerts%40ourco.example:{pw[11]}@smtp.mail.example:465"',
    f'ftp://backup:{pw[12]}@files.ourco.example/nightly/',
], secrets=[pw[0], pw[1], pw[2], pw[3], pw[4], pw[5], docker_auth, k8s_pw, pw[8], pw[9], None, pw[10], pw[11], pw[12]])
# The npm token's body is drawn inside the text: read it back for the secrets list.
npmrc = next(c for c in corpus.cases if c['id'] == 'cr15b-011')
npmrc['secrets'] = [npmrc['text'].split('_authToken=')[1].split('\\n')[0].split('"')[0].split('\n')[0]]

tok = [mixed(40, URLSAFE) for _ in range(4)]
corpus.add('cr15c', ['credential_leak'], [
    f'mysql -h db.internal -u root -p{pw[13]} orders < dump.sql',
    f'sshpass -p \'{pw[14]}\' ssh admin@10.0.4.12',
    f'curl -H "Authorization: Bearer {tok[0]}" https://api.ourco.example/v1/orders',
    f'curl -u deploy:{pw[15]} https://artifacts.ourco.example/upload',
    f'spring.datasource.password={pw[0]}X',
    f'wpa_supplicant: network={{ ssid="Office-5G" psk="{pw[1]}Y" }}',
    f'export GITHUB_CLIENT_SECRET={tok[1]}',
    f'-H \'X-Api-Key: {tok[2]}\'',
    f'psql "host=db.internal user=admin password={pw[2]}Z dbname=prod"',
    f'docker login -u ci -p {tok[3]} registry.ourco.example',
], secrets=[pw[13], pw[14], tok[0], pw[15], pw[0] + 'X', pw[1] + 'Y', tok[1], tok[2], pw[2] + 'Z', tok[3]])


def block(kind, n):
    body = '\n'.join(rs(B64, 64) for _ in range(n))
    return f'-----BEGIN {kind}-----\n{body}\n-----END {kind}-----'


enc = block('ENCRYPTED PRIVATE KEY', 8)
pgp = '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n' + '\n'.join(rs(B64, 64) for _ in range(10)) + '\n=' + rs(B64, 4) + '\n-----END PGP PRIVATE KEY BLOCK-----'
putty_priv = '\n'.join(rs(B64, 64) for _ in range(4))
putty = ('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@build\nPublic-Lines: 2\n' + rs(B64, 64) + '\n' + rs(B64, 20)
         + '\nPrivate-Lines: 4\n' + putty_priv + '\nPrivate-MAC: ' + rs(HEX, 64))
openssh = block('OPENSSH PRIVATE KEY', 6)
ec = block('EC PRIVATE KEY', 3)
corpus.add('cr15d', ['credential_leak'], [
    enc,
    pgp,
    putty,
    json.dumps({'deploy_key': openssh}),
    'cat /etc/ssl/private/api.key\n' + ec,
], secrets=[enc.split('\n')[1], pgp.split('\n')[2], putty_priv.split('\n')[0], openssh.split('\n')[1], ec.split('\n')[1]], wrap=False)

corpus.add('ok15', [], [
    'SLACK_BOT_TOKEN=xoxb-your-bot-token-here',
    'Slack bot tokens start with xoxb-, user tokens with xoxp-; store them in the secrets manager, never in the repo.',
    'STRIPE_SECRET_KEY=sk_live_************************ (redacted in logs)',
    'OPENAI_API_KEY=${OPENAI_API_KEY}',
    'DATABASE_URL=postgresql://app_rw:${DB_PASSWORD}@db-prod.internal:5432/orders',
    'mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/',
    'export GITHUB_CLIENT_ID=Iv1.8a61f9b3a7aba766',
    'Twilio account SID AC' + rs(HEX, 32) + ' (not secret; the auth token is)',
    'firebase web config: projectId "ourco-web", messagingSenderId "' + rs(DIGITS, 12) + '"',
    'commit ' + rs(HEX, 40) + ' — bump grafana to 11.3',
    'sha256:' + rs(HEX, 64) + '  dist/app.tar.gz',
    'request_id=' + '-'.join(rs(HEX, n) for n in (8, 4, 4, 4, 12)) + ' status=200',
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(B64, 43) + ' deploy@build',
    '-----BEGIN PUBLIC KEY-----\n' + rs(B64, 64) + '\n' + rs(B64, 24) + '\n-----END PUBLIC KEY-----',
    'mysql -h db.internal -u root -p orders < dump.sql   # prompts for the password',
    'curl -H "Authorization: Bearer $TOKEN" https://api.ourco.example/v1/orders',
    'spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}',
    'docker login -u ci --password-stdin registry.ourco.example < /run/secrets/registry',
    'The Sentry DSN is safe to ship in the browser bundle; the auth token (sntrys_…) is not.',
    'password: "" # set in the vault',
    'sshpass -f /run/secrets/ssh_pw ssh admin@10.0.4.12',
    'age public key: age1' + rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58),
    'PMAK- keys are Postman API keys; revoke leaked ones under Settings > API keys.',
    'build id dapi-release-2026-12 finished in 4m12s',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\nstringData:\n  username: app\n  password: REPLACE_ME',
    'The token format is <digits>:AA<35 characters>; BotFather issues it.',
    'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'git remote set-url origin https://git.ourco.example/platform/infra.git',
    'NEW_RELIC_LICENSE_KEY is read from the environment at start-up; see docs/observability.md.',
    'uuid: 9b2f4c1e-7d3a-4e8b-a1c6-5f0e2d9b7a43, version: 4',
])

corpus.write('cases-15')
