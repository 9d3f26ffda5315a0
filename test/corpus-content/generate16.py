# Generates the sixteenth content corpus (cases-16.jsonl): secrets in the shapes a second list of scanners' rules and
# config formats gives them, each with its secrets listed so redaction is checked, beside look-alikes, written BEFORE the
# rules changed:
#   cr16a  secrets under names the assignment reading may not know (`DB_PASS`, `apiSecret`, `client-secret`,
#          `secret_value`, `SMTP_PASSWORD` in YAML, TOML, INI, XML attributes and properties files);
#   cr16b  secrets in HTTP: `Authorization: Token …`, `SSWS …`, `Bot …`, an `X-API-KEY` header, an API key in a query
#          string; an Azure SAS signature and a presigned URL's signature were written here as secrets too, and moved to
#          the look-alikes after the rules' run showed the frozen slice and docs/content.md hold them no leak (a signed
#          URL opens one object for a while, as it was made to);
#   cr16c  more providers' shapes: Mapbox secret tokens, Resend, Fly.io, Asana, Dropbox, a Heroku API key (a UUID under a
#          secret's name), a `.pgpass` line, an `ssh://` password, an htpasswd line's plain password in a comment;
#   ok16   the same names and places holding no secret: empty values, references, public tokens, hashes, signatures of
#          public files, documentation of the formats.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate16.py
import functools, json, uuid
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import LOWER, ALNUM, HEX, URLSAFE, Corpus
corpus = Corpus(20261216)
r = corpus.r
rs = corpus.rs


mixed = corpus.mixed


CARRIERS = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'read_file', 'result': {'content': t}}),
    lambda t: '```\n' + t + '\n```\nWhy does this config not load?',
    lambda t: '2026-12-02T11:20:31Z DEBUG config dump:\n' + t,
]
corpus.containers = CARRIERS

v = [mixed(18, ALNUM + '!@#%^&*') for _ in range(12)]
corpus.add('cr16a', ['credential_leak'], [
    f'DB_PASS={v[0]}',
    f'const config = {{ apiSecret: "{v[1]}", region: "eu-west-1" }};',
    f'oauth:\n  client-id: web-portal\n  client-secret: {v[2]}',
    f'[smtp]\nhost = mail.ourco.example\nuser = alerts\npassword = {v[3]}',
    f'<add key="StorageSecret" value="{v[4]}" />',
    f'mail.smtp.password={v[5]}',
    f'secret_value: "{v[6]}"',
    f'[database]\nuser = "app"\npass = "{v[7]}"',
    f'REDIS_PASSWORD: {v[8]}',
    f'<property name="javax.net.ssl.keyStorePassword" value="{v[9]}"/>',
], secrets=v[:10])

tok = [mixed(40, URLSAFE) for _ in range(3)]
okta = '00' + mixed(40, URLSAFE)
sas = mixed(43, ALNUM + '%') + '%3D'
amz = rs(HEX, 64)
discord_bot = mixed(24) + '.' + mixed(6, URLSAFE) + '.' + mixed(38, URLSAFE)
corpus.add('cr16b', ['credential_leak'], [
    f'curl -H "Authorization: Token {tok[0]}" https://api.ourco.example/v2/items',
    f'GET /api/v1/users HTTP/1.1\nHost: ourco.okta.example\nAuthorization: SSWS {okta}',
    f'headers = {{"Authorization": "Bot {discord_bot}"}}',
    f'curl -H "X-API-KEY: {tok[1]}" https://api.partner.example/orders',
    f'GET https://api.weather.example/v1/forecast?q=Oslo&api_key={tok[2]} 200 OK',
], secrets=[tok[0], okta, discord_bot, tok[1], tok[2]])

mapbox = 'sk.eyJ1Ijoib3VyY28iLCJhIjoi' + mixed(20) + '.' + mixed(22, URLSAFE)
resend = 're_' + mixed(8) + '_' + mixed(24)
fly = 'fo1_' + mixed(43, URLSAFE)
asana = '1/' + rs('0123456789', 16) + ':' + rs(HEX, 32)
dropbox = 'sl.' + mixed(130, URLSAFE)
heroku = str(uuid.UUID(int=r.getrandbits(128), version=4))
pg = mixed(16)
sshpw = mixed(14)
# A key in a query string is also what adversarial_url's url_credential_query names (docs/content.md).
next(c for c in corpus.cases if c['id'] == 'cr16b-005')['yes'] = ['adversarial_url', 'credential_leak']
corpus.add('cr16c', ['credential_leak'], [
    f'MAPBOX_SECRET_TOKEN={mapbox}',
    f'resend.api_key = "{resend}"',
    f'fly deploy --access-token {fly}',
    f'asana token {asana} (personal access token)',
    f'DROPBOX_ACCESS_TOKEN={dropbox}',
    f'HEROKU_API_KEY={heroku}',
    f'# ~/.pgpass\ndb.internal:5432:orders:app_rw:{pg}',
    f'git clone ssh://deploy:{sshpw}@git.ourco.example:2222/platform/infra.git',
], secrets=[mapbox, resend, fly, asana, dropbox, heroku, pg, sshpw])

corpus.add('ok16', [], [
    'DB_PASS=',
    'const config = { apiSecret: process.env.API_SECRET, region: "eu-west-1" };',
    'oauth:\n  client-id: web-portal\n  client-secret: ${OAUTH_CLIENT_SECRET}',
    '[smtp]\nhost = mail.ourco.example\nuser = alerts\npassword =',
    '<add key="StorageSecret" value="" />',
    'MAPBOX_PUBLIC_TOKEN=pk.eyJ1Ijoib3VyY28iLCJhIjoiY2x4eXoxMjM0In0.public-token-for-the-map-widget',
    'curl -H "Authorization: Token $API_TOKEN" https://api.ourco.example/v2/items',
    'https://ourco.example/files/setup.exe sha256=' + rs(HEX, 64),
    'HEROKU_APP_ID=' + str(uuid.UUID(int=r.getrandbits(128), version=4)),
    'Okta API tokens are sent as "Authorization: SSWS <token>"; create one under Security > API.',
    '# ~/.pgpass format: hostname:port:database:username:password (chmod 600)',
    'git clone ssh://git@git.ourco.example:2222/platform/infra.git',
    'The X-Amz-Signature parameter proves the URL was signed; it expires after X-Amz-Expires seconds.',
    'resend.api_key = os.environ["RESEND_API_KEY"]',
    'https://api.weather.example/v1/forecast?q=Oslo&units=metric&lang=en',
    f'https://ourstore.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&sig={sas}',
    f'https://bucket.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAZ7EXAMPLEID%2F20261202%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261202T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={amz}',
])
corpus.write('cases-16')
