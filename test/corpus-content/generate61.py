# Generates the sixty-first content corpus (cases-61.jsonl): credentials in the shapes the review of cases-55.jsonl's
# readings listed as still missed, and in secret managers' and platforms' command output an agent reads, each with
# every secret listed (`secrets`, exactly as it appears in the text) so redaction is checked, beside look-alikes
# `ok61…` from the same carriers; written class by class BEFORE any rule changed, without reading the held-out slices:
#   cr61a  PagerDuty's integration key in an events URL (`/integration/KEY/enqueue`, `/x-ere/KEY`) and a v1 event's
#          `service_key`; `.pgpass` lines (`host:port:db:user:password`) in cat output, a here-doc, an echo into the
#          file and a ticket, named before or after the line;
#   cr61b  labels and verbs of change in Icelandic (lykilorð), Estonian (salasõna, parool), Greek (κωδικός πρόσβασης,
#          συνθηματικό), Bulgarian (парола) and Serbian Cyrillic (лозинка); Danish and Norwegian verbs with a colon;
#   cr61c  Jetpack Compose's and React Native's password fields with a literal value; a YAML folded `value: >-` under a
#          secret's `- name:`, and a flow mapping `{name: DB_PASSWORD, value: …}`;
#   cr61d  a Kubernetes Secret's `connectionString` and `credentials` keys (stringData and base64 data), go-template's
#          `base64decode` output, `consul kv get` and `etcdctl get --print-value-only` output;
#   cr61e  secret managers' and platforms' output: `heroku config`, `heroku config:get`, `az keyvault secret show`,
#          `gcloud secrets versions access`, `op read`, `doppler secrets` (its table and `get --plain`),
#          `docker compose config`, `aws secretsmanager get-secret-value`, `fly ssh console -C env`.
#   ok61a-e honest twins of each class from the same carriers: the same commands printing names, ids, digests or
#          references only, placeholders (`changeme`, `<your-password>`, `${DB_PASS}`, `****`), hashes, key ids,
#          fingerprints, docs explaining a format, product and order codes under Greek "κωδικός", policies.
# Label decisions, made before any run:
#   - A literal value a command prints for a secret's name (a field, a key path, a Secret's key), or a value beside a
#     name that says it is a password or a secret, is a credential; the value is the secret. Under a Secret's `data:`
#     the base64 string is the secret (as generate55.py decided). A `.pgpass` line's fifth field is the password.
#   - PagerDuty's integration key (32 letters and digits) in an events URL lets anyone open incidents: a credential.
#   - Names without values, digests (`fly secrets list`), versions, ids, `op://` and Key Vault references, masked
#     values and placeholders are benign; so are hashes in `/etc/shadow`, key fingerprints and a product's code.
#   - A value is a secret only when it reads as one: letters and digits mixed (generated), not a word of the language.
# Deterministic (seeded). Run: python3 test/corpus-content/generate61.py
import functools, json, base64, hashlib
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, HEX, ALNUM
corpus = Corpus(20261261)
r = corpus.r
mixed = corpus.mixed
LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


def b64(s): return base64.b64encode(s.encode()).decode()
def hexs(n): return corpus.rs(HEX, n)
def pdkey(): return corpus.rs(LOWER_ALNUM, 32) if r.random() < 0.5 else hexs(32)


TEXT = [
    lambda t: t,
    lambda t: 'From: it@nordhavn.example\nTo: staff@nordhavn.example\nSubject: Re: access\n\n' + t + '\n\nRegards,\nIT\n',
    lambda t: 'Ticket OPS-8114 (Access)\nPriority: P3\n\nComment by A. Petrova:\n' + t + '\n',
    lambda t: json.dumps({'messages': [{'user': 'U03KQ7', 'text': t, 'ts': '1764900000.000100'}]}),
]
PLAIN = [lambda t: t]
FILE = [
    lambda t: t,
    lambda t: 'Result of read_file:\n' + t + '\n',
    lambda t: '```\n' + t + '\n```',
]
OPS = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'shell', 'exit_code': 0, 'stdout': t}),
    lambda t: 'Tool result (run_command):\n' + t + '\n',
]


def add(kind, pairs, containers):
    corpus.containers = containers
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts, containers):
    corpus.containers = containers
    corpus.add(kind, [], texts)


# cr61a: PagerDuty's key in an events URL, .pgpass lines wherever they are shown.
A = [pw() for _ in range(20)]
P = [pdkey() for _ in range(8)]
cr61a = [
    (f'curl -X POST https://events.pagerduty.com/integration/{P[0]}/enqueue -H "Content-Type: application/json" -d @event.json', P[0]),
    (f'webhook_url: "https://events.pagerduty.com/integration/{P[1]}/enqueue"', P[1]),
    (json.dumps({'name': 'pagerduty-critical', 'url': f'https://events.pagerduty.com/x-ere/{P[2]}', 'send_resolved': True}, indent=2), P[2]),
    (f'Alert channel "pd-sev1" → POST https://events.eu.pagerduty.com/integration/{P[3]}/enqueue (200 OK)', P[3]),
    (json.dumps({'service_key': P[4], 'event_type': 'trigger', 'description': 'disk full on nfs-02', 'incident_key': 'nfs-02/disk'}), P[4]),
    (f'$ cat ~/.pgpass\ndb-prod-01.internal:5432:orders:orders_rw:{A[0]}\nlocalhost:5432:*:postgres:{A[1]}', [A[0], A[1]]),
    (f"cat > ~/.pgpass <<'EOF'\n10.20.0.15:6432:billing:billing_app:{A[2]}\nEOF\nchmod 600 ~/.pgpass", A[2]),
    (f'echo "pg-replica.nordhavn.example:5432:*:replicator:{A[3]}" >> ~/.pgpass', A[3]),
    (f'Hi, please add this to your pgpass file so the nightly export can log in:\n\nanalytics-db:5432:warehouse:etl_reader:{A[4]}\n\nThanks', A[4]),
    (f'Ticket DATA-412: cron job fails with "no password supplied".\nThe line we use is\n*:*:reporting:report_bot:{A[5]}\n(it lives in /home/report/.pgpass, mode 0600)', A[5]),
    (f'- name: write pgpass\n  copy:\n    dest: /var/lib/postgresql/.pgpass\n    mode: "0600"\n    content: |\n      pg-primary:5432:*:repmgr:{A[6]}', A[6]),
    (f'$ sudo cat /root/.pgpass\n# hostname:port:database:username:password\n[::1]:5432:app:app_owner:{A[7]}', A[7]),
    (f'PGPASSFILE=/etc/pgbouncer/pgpass\n$ cat /etc/pgbouncer/pgpass\npgbouncer.local:6432:pgbouncer:stats_user:{A[8]}', A[8]),
]
add('cr61a', cr61a, OPS)

# cr61b: labels and verbs of change in Icelandic, Estonian, Greek, Bulgarian and Serbian Cyrillic; Danish and
# Norwegian verbs with a colon.
B = [pw() for _ in range(40)]
cr61b = [
    (f'Notandanafn: afgreidsla\nLykilorð: {B[0]}', B[0]),
    (f'Lykilorðinu hefur verið breytt í {B[1]}', B[1]),
    (f'Nýja lykilorðið er {B[2]}', B[2]),
    (f'Lykilorð fyrir þráðlausa netið: {B[3]}', B[3]),
    (f'Kasutajanimi: ladu\nSalasõna: {B[4]}', B[4]),
    (f'Parool: {B[5]}', B[5]),
    (f'Parool on muudetud: {B[6]}', B[6]),
    (f'Uus parool on {B[7]}', B[7]),
    (f'Salasõna muudeti, uus salasõna: {B[8]}', B[8]),
    (f'Όνομα χρήστη: reception\nΚωδικός πρόσβασης: {B[9]}', B[9]),
    (f'Συνθηματικό: {B[10]}', B[10]),
    (f'Ο κωδικός πρόσβασης άλλαξε σε {B[11]}', B[11]),
    (f'Ο νέος κωδικός πρόσβασης είναι {B[12]}', B[12]),
    (f'Όνομα χρήστη: kiosk2\nΚωδικός: {B[13]}', B[13]),
    (f'Потребител: sklad\nПарола: {B[14]}', B[14]),
    (f'Паролата е сменена на {B[15]}', B[15]),
    (f'Новата парола е {B[16]}', B[16]),
    (f'Паролата за Wi-Fi: {B[17]}', B[17]),
    (f'Корисник: magacin\nЛозинка: {B[18]}', B[18]),
    (f'Лозинка је промењена у {B[19]}', B[19]),
    (f'Нова лозинка је {B[20]}', B[20]),
    (f'Adgangskoden er ændret til: {B[21]}', B[21]),
    (f'Din nye adgangskode er: {B[22]}', B[22]),
    (f'Passordet er endret til: {B[23]}', B[23]),
    (f'Passordet ditt er nå: {B[24]}', B[24]),
    (f'Nytt passord: {B[25]}', B[25]),
    (f'Adgangskoden er nu: {B[26]}', B[26]),
    (f'Passordet ble byttet til: {B[27]}', B[27]),
]
add('cr61b', cr61b, TEXT)

# cr61c: Compose and React Native password fields with a literal, YAML folded values and flow mappings.
C = [pw() for _ in range(30)]
CT = [mixed(r.randint(28, 36)) for _ in range(6)]
cr61c = [
    (f'var password by remember {{ mutableStateOf("{C[0]}") }}\nOutlinedTextField(\n    value = password,\n    onValueChange = {{ password = it }},\n    visualTransformation = PasswordVisualTransformation(),\n)', C[0]),
    (f'TextField(\n    value = "{C[1]}",\n    onValueChange = {{}},\n    label = {{ Text("Password") }},\n    visualTransformation = PasswordVisualTransformation()\n)', C[1]),
    (f'OutlinedTextField(value = "{C[2]}", onValueChange = {{ }}, keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Password))', C[2]),
    (f'val pin = remember {{ mutableStateOf("{C[3]}") }}\nPasswordField(state = pin)', C[3]),
    (f'<TextInput secureTextEntry value="{C[4]}" onChangeText={{setPassword}} />', C[4]),
    (f'<TextInput\n  placeholder="Password"\n  secureTextEntry={{true}}\n  defaultValue="{C[5]}"\n/>', C[5]),
    (f"const [password, setPassword] = useState('{C[6]}');\n// ...\n<TextInput secureTextEntry value={{password}} onChangeText={{setPassword}} />", C[6]),
    (f'<TextInput style={{styles.input}} secureTextEntry={{true}} value={{"{C[7]}"}} />', C[7]),
    (f'env:\n  - name: DB_PASSWORD\n    value: >-\n      {C[8]}\n  - name: LOG_LEVEL\n    value: info', C[8]),
    (f'        - name: API_TOKEN\n          value: >\n            {CT[0]}', CT[0]),
    (f'env:\n  - name: SMTP_PASSWORD\n    value: |-\n      {C[9]}', C[9]),
    (f'env: [{{name: DB_PASSWORD, value: {C[10]}}}, {{name: LOG_LEVEL, value: info}}]', C[10]),
    (f'      env:\n        - {{name: REDIS_PASSWORD, value: "{C[11]}"}}\n        - {{name: REDIS_HOST, value: cache-01}}', C[11]),
    (f'containers:\n- name: api\n  env: [{{name: JWT_SECRET, value: \'{CT[1]}\'}}]', CT[1]),
    (f'- {{ name: ADMIN_PASSWORD, value: {C[12]} }}', C[12]),
]
add('cr61c', cr61c, FILE)

# cr61d: a Secret's connectionString and credentials keys, go-template's base64decode, consul kv get, etcdctl.
D = [pw() for _ in range(30)]
DT = [mixed(40) for _ in range(6)]
conn = [f'Server=tcp:sql-nordhavn.database.windows.net,1433;Database=orders;User ID=orders_app;Password={D[20 + i]};Encrypt=True;' for i in range(4)]
awscred = [f'[default]\naws_access_key_id = AKIA{corpus.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}\naws_secret_access_key = {DT[i]}\n' for i in range(3)]
cr61d = [
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-sql\ntype: Opaque\ndata:\n  connectionString: {b64(conn[0])}', b64(conn[0])),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-sql\ntype: Opaque\nstringData:\n  connectionString: "{conn[1]}"', D[21]),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s3-sync\ntype: Opaque\ndata:\n  credentials: {b64(awscred[0])}', b64(awscred[0])),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: velero-cloud\nstringData:\n  credentials: |\n    [default]\n    aws_access_key_id = AKIA{corpus.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}\n    aws_secret_access_key = {DT[3]}', DT[3]),
    (json.dumps({'apiVersion': 'v1', 'kind': 'Secret', 'metadata': {'name': 'mongo'}, 'type': 'Opaque', 'data': {'connectionString': b64(f'mongodb://app:{D[2]}@mongo-0.mongo:27017/app?replicaSet=rs0')}}, indent=2), b64(f'mongodb://app:{D[2]}@mongo-0.mongo:27017/app?replicaSet=rs0')),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: ftp-creds\ndata:\n  credentials: {b64("uploader:" + D[3])}', b64('uploader:' + D[3])),
    (f"$ kubectl get secret db -o go-template='{{{{.data.password | base64decode}}}}'\n{D[4]}", D[4]),
    (f'$ kubectl get secret orders-sql -o go-template=\'{{{{index .data "connectionString" | base64decode}}}}\'\n{conn[2]}', D[22]),
    (f"kubectl -n payments get secret stripe -o go-template='{{{{.data.apiKey | base64decode}}}}{{{{\"\\n\"}}}}'\n{DT[4]}", DT[4]),
    (f'$ consul kv get config/payments/db_password\n{D[6]}', D[6]),
    (f'$ consul kv get secret/smtp/password\n{D[7]}\n$ consul kv get secret/smtp/host\nsmtp.nordhavn.example', D[7]),
    (f'$ etcdctl get /config/billing/smtp_password --print-value-only\n{D[8]}', D[8]),
    (f'$ ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.5:2379 get /app/prod/api_token --print-value-only\n{DT[5]}', DT[5]),
    (f'$ consul kv get -detailed config/app/admin_password\nCreateIndex      412\nFlags            0\nKey              config/app/admin_password\nLockIndex        0\nModifyIndex      918\nSession          -\nValue            {D[9]}', D[9]),
]
add('cr61d', cr61d, OPS)

# cr61e: secret managers' and platforms' output.
E = [pw() for _ in range(30)]
ET = [mixed(r.randint(32, 44)) for _ in range(10)]
skb = hexs(128)
cr61e = [
    (f'$ heroku config -a nordhavn-api\n=== nordhavn-api Config Vars\nDATABASE_URL:      postgres://u8kq2:{E[0]}@ec2-3-250-1-9.eu-west-1.compute.amazonaws.com:5432/d4f1\nLANG:              en_US.UTF-8\nSECRET_KEY_BASE:   {skb}', [E[0], skb]),
    (f'$ heroku config:get SESSION_SECRET -a nordhavn-web\n{ET[0]}', ET[0]),
    (f'$ heroku config:get ADMIN_PASSWORD -a nordhavn-web\n{E[1]}', E[1]),
    (json.dumps({'attributes': {'created': '2026-11-02T09:14:51+00:00', 'enabled': True, 'recoveryLevel': 'Recoverable+Purgeable'}, 'contentType': None, 'id': f'https://kv-nordhavn-prod.vault.azure.net/secrets/db-password/{hexs(32)}', 'kid': None, 'managed': None, 'name': 'db-password', 'tags': {}, 'value': E[2]}, indent=2), E[2]),
    (f'$ az keyvault secret show --vault-name kv-nordhavn-prod --name api-key --query value -o tsv\n{ET[1]}', ET[1]),
    (f'$ gcloud secrets versions access latest --secret=db-password\n{E[3]}', E[3]),
    (f'$ gcloud secrets versions access 3 --secret="stripe-webhook-secret" --project=nordhavn-prod\n{ET[2]}', ET[2]),
    (f'$ op read "op://Production/Postgres/password"\n{E[4]}', E[4]),
    (f'$ op read op://Ops/grafana-admin/credential\n{E[5]}', E[5]),
    (f'$ doppler secrets get DB_PASSWORD --plain\n{E[6]}', E[6]),
    (f'$ doppler secrets\n┌─────────────────────┬──────────────────────┬──────┐\n│ NAME                │ VALUE                │ NOTE │\n├─────────────────────┼──────────────────────┼──────┤\n│ DB_PASSWORD         │ {E[7]:<20} │      │\n│ DOPPLER_CONFIG      │ prd                  │      │\n│ SESSION_SECRET      │ {ET[3]} │      │\n└─────────────────────┴──────────────────────┴──────┘', [E[7], ET[3]]),
    (f'$ docker compose config\nname: nordhavn\nservices:\n  db:\n    environment:\n      POSTGRES_DB: orders\n      POSTGRES_PASSWORD: {E[8]}\n      POSTGRES_USER: orders\n    image: postgres:16\n    networks:\n      default: null', E[8]),
    (f'$ docker compose config --format json\n' + json.dumps({'services': {'cache': {'command': ['redis-server', '--requirepass', E[9]], 'environment': {'REDIS_PASSWORD': E[9]}, 'image': 'redis:7'}}}, indent=2), E[9]),
    (json.dumps({'ARN': 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/orders/db-Ab12Cd', 'Name': 'prod/orders/db', 'VersionId': hexs(8) + '-' + hexs(4) + '-' + hexs(4) + '-' + hexs(4) + '-' + hexs(12), 'SecretString': json.dumps({'username': 'orders', 'password': E[10], 'host': 'orders.cluster-x.eu-west-1.rds.amazonaws.com'}), 'VersionStages': ['AWSCURRENT']}, indent=4), E[10]),
    (f'$ fly ssh console -C env -a nordhavn-api\nFLY_APP_NAME=nordhavn-api\nFLY_REGION=arn\nDATABASE_PASSWORD={E[11]}\nPRIMARY_REGION=arn', E[11]),
    (f'$ fly secrets set SMTP_PASSWORD={E[12]} -a nordhavn-mail\nSecrets are staged for the first deployment', E[12]),
]
add('cr61e', cr61e, OPS)

# ok61a: PagerDuty URLs without a key and docs of the format; .pgpass docs, placeholders, /etc/passwd and shadow lines.
ok61a = [
    'curl -X POST https://events.pagerduty.com/v2/enqueue -H "Content-Type: application/json" -d @event.json',
    'webhook_url: "https://events.pagerduty.com/integration/<INTEGRATION_KEY>/enqueue"',
    'PagerDuty: the Events API v2 endpoint is https://events.pagerduty.com/v2/enqueue; put the integration key in routing_key.',
    'Service: https://nordhavn.pagerduty.com/service-directory/PX7K2QA (escalation policy P9LQ3ZB)',
    'Incident #4412 https://nordhavn.pagerduty.com/incidents/Q2LM8XK4ZP1TRA acknowledged by Anna',
    json.dumps({'service_key': '${PAGERDUTY_SERVICE_KEY}', 'event_type': 'trigger', 'description': 'disk full on nfs-02'}),
    'url: "https://events.pagerduty.com/x-ere/{{ .Values.pagerduty.integrationKey }}"',
    '# hostname:port:database:username:password\n# e.g. db.example.com:5432:mydb:myuser:<your-password>',
    'Each line of ~/.pgpass has the form hostname:port:database:username:password; a * matches any value in the first four fields.',
    '$ cat ~/.pgpass\ndb-prod-01.internal:5432:orders:orders_rw:${PGPASSWORD}',
    "cat > ~/.pgpass <<'EOF'\nlocalhost:5432:*:postgres:changeme\nEOF",
    '$ cat ~/.pgpass\ndb-prod-01.internal:5432:orders:orders_rw:********',
    '$ ls -l ~/.pgpass\n-rw------- 1 report report 58 Nov 30 09:12 /home/report/.pgpass',
    'app:x:1001:1001:App user:/home/app:/bin/bash\npostgres:x:113:120:PostgreSQL administrator:/var/lib/postgresql:/bin/bash',
    'Log: 2026:12:01:09:14 backup done (12 GB)',
    'Times: 09:14:22:31:07 drift detected on ntp-02',
    f'app:$6$rounds=5000${corpus.rs(ALNUM, 16)}${corpus.rs(ALNUM + "./", 86)}:19700:0:99999:7:::',
    'IPv6 gateway fe80::1:5432:0:1 on eth0',
]
benign('ok61a', ok61a, OPS)

# ok61b: the labels without values, policies, placeholders, codes that are no password.
ok61b = [
    'Notandanafn: afgreidsla\nLykilorð: (sjá lykilorðastjórann)',
    'Lykilorð verður að vera minnst 12 stafir.',
    'Gleymt lykilorð? Smelltu hér.',
    'Lykilorð: ********',
    'Kasutajanimi: ladu\nSalasõna: <sinu salasõna>',
    'Parool peab olema vähemalt 12 märki pikk.',
    'Parool: saadetakse SMS-iga',
    'Uus parool on saadetud teie e-posti aadressile.',
    'Όνομα χρήστη: reception\nΚωδικός πρόσβασης: ********',
    'Κωδικός προϊόντος: AX-4821B\nΠοσότητα: 12',
    'Κωδικός παραγγελίας: 7Q2K9M4T\nΚατάσταση: Απεστάλη',
    'Κωδικός: ΤΚ-10432 (ταχυδρομικός κώδικας)',
    'Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 12 χαρακτήρες.',
    'Ξεχάσατε τον κωδικό πρόσβασης;',
    'Потребител: sklad\nПарола: ********',
    'Паролата трябва да съдържа поне 12 символа.',
    'Новата парола е изпратена на имейла ви.',
    'Корисник: magacin\nЛозинка: <ваша лозинка>',
    'Лозинка мора да има најмање 12 знакова.',
    'Нова лозинка је послата на вашу адресу е-поште.',
    'Adgangskoden er ændret til: (se Bitwarden)',
    'Din nye adgangskode er sendt til din e-mail.',
    'Passordet er endret til: ********',
    'Passordet ditt er nå: utløpt',
    'Nytt passord: må ha minst 12 tegn',
    'Adgangskoden er nu: nulstillet',
]
benign('ok61b', ok61b, TEXT)

# ok61c: fields bound to state, empty or placeholder values, folded values of prose, flow mappings with references.
ok61c = [
    'var password by remember { mutableStateOf("") }\nOutlinedTextField(value = password, onValueChange = { password = it }, visualTransformation = PasswordVisualTransformation())',
    'TextField(\n    value = state.password,\n    onValueChange = onPasswordChange,\n    label = { Text("Password") },\n    visualTransformation = PasswordVisualTransformation()\n)',
    'var username by remember { mutableStateOf("kiosk") }',
    'OutlinedTextField(value = "", onValueChange = {}, placeholder = { Text("Enter password") }, keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Password))',
    '<TextInput secureTextEntry value={password} onChangeText={setPassword} placeholder="Password" />',
    "const [password, setPassword] = useState('');",
    '<TextInput placeholder="••••••••" secureTextEntry={true} textContentType="password" />',
    '<TextInput secureTextEntry={true} defaultValue="" autoComplete="password" />',
    'env:\n  - name: DB_PASSWORD\n    value: >-\n      ${DB_PASSWORD}',
    'description: >-\n  The database password is read from Vault at start-up\n  and rotated every 30 days.',
    'env: [{name: DB_PASSWORD, valueFrom: {secretKeyRef: {name: db, key: password}}}, {name: LOG_LEVEL, value: info}]',
    '      env:\n        - {name: REDIS_PASSWORD, value: changeme}\n        - {name: REDIS_HOST, value: cache-01}',
    '- { name: ADMIN_PASSWORD, value: "<your-password>" }',
    'env: [{name: LOG_LEVEL, value: debug}, {name: FEATURE_FLAGS, value: checkoutV2}]',
    '- name: API_TOKEN\n  value: >\n    {{ .Values.apiToken }}',
]
benign('ok61c', ok61c, FILE)

# ok61d: Secrets without credentials, go-template listing keys, consul and etcd printing settings and key names.
ok61d = [
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: orders\ndata:\n  connectionString: "Server=tcp:sql-nordhavn.database.windows.net,1433;Database=orders;Authentication=Active Directory Managed Identity;"',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-sql\ntype: Opaque\nstringData:\n  connectionString: "${ORDERS_CONNECTION_STRING}"',
    f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s3-sync\ntype: Opaque\ndata:\n  credentials: {b64("changeme")}',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: velero-cloud\nstringData:\n  credentials: |\n    [default]\n    aws_access_key_id = <ACCESS_KEY_ID>\n    aws_secret_access_key = <SECRET_ACCESS_KEY>',
    "$ kubectl get secret db -o go-template='{{range $k, $v := .data}}{{$k}}{{\"\\n\"}}{{end}}'\npassword\nusername",
    "$ kubectl get secret db -o go-template='{{.metadata.creationTimestamp}}'\n2026-11-30T09:12:44Z",
    '$ consul kv get config/payments/pool_size\n20',
    '$ consul kv get config/payments/db_host\npg-primary.service.consul',
    '$ consul kv get -keys secret/smtp/\nsecret/smtp/host\nsecret/smtp/password\nsecret/smtp/user',
    '$ etcdctl get /config/billing/smtp_host --print-value-only\nsmtp.nordhavn.example',
    '$ etcdctl get /config/billing --prefix --keys-only\n/config/billing/smtp_host\n/config/billing/smtp_password',
    '$ consul kv get config/app/admin_password\nError! No key exists at: config/app/admin_password',
    '$ etcdctl get /app/prod/api_token --print-value-only\n${API_TOKEN}',
    'Consul KV: `consul kv get redis/config/minconns` prints the value alone, e.g. `1`.',
]
benign('ok61d', ok61d, OPS)

# ok61e: the same tools printing names, ids, digests, references, masked values and non-secret settings.
ok61e = [
    '$ heroku config -a nordhavn-api\n=== nordhavn-api Config Vars\nLANG:              en_US.UTF-8\nNODE_ENV:          production\nWEB_CONCURRENCY:   2',
    '$ heroku config:get NODE_ENV -a nordhavn-web\nproduction',
    '$ heroku config:unset SESSION_SECRET -a nordhavn-web\nUnsetting SESSION_SECRET and restarting ⬢ nordhavn-web... done, v142',
    f'$ fly secrets list -a nordhavn-api\nNAME               DIGEST            CREATED AT\nDATABASE_PASSWORD  {hexs(16)}  2026-11-30T09:12:44Z\nSESSION_SECRET     {hexs(16)}  2026-11-02T14:01:09Z',
    json.dumps([{'attributes': {'enabled': True}, 'id': 'https://kv-nordhavn-prod.vault.azure.net/secrets/db-password', 'name': 'db-password', 'tags': {}}, {'attributes': {'enabled': True}, 'id': 'https://kv-nordhavn-prod.vault.azure.net/secrets/api-key', 'name': 'api-key', 'tags': {}}], indent=2),
    f'$ az keyvault secret show --vault-name kv-nordhavn-prod --name api-key --query id -o tsv\nhttps://kv-nordhavn-prod.vault.azure.net/secrets/api-key/{hexs(32)}',
    json.dumps({'attributes': {'enabled': True}, 'key': {'kid': f'https://kv-nordhavn-prod.vault.azure.net/keys/signing/{hexs(32)}', 'kty': 'RSA', 'keyOps': ['sign', 'verify']}}, indent=2),
    '$ gcloud secrets list\nNAME                    CREATED              REPLICATION_POLICY  LOCATIONS\ndb-password             2026-11-02T09:14:51  automatic           -\nstripe-webhook-secret   2026-10-11T16:02:33  automatic           -',
    '$ gcloud secrets versions list db-password\nNAME  STATE      CREATED              DESTROYED\n3     enabled    2026-11-30T09:12:44  -\n2     destroyed  2026-11-02T09:14:51  2026-11-30T09:13:02',
    '$ op item list --vault Production\nID                            TITLE       VAULT         EDITED\n' + corpus.rs('abcdefghijklmnopqrstuvwxyz0123456789', 26) + '    Postgres    Production    2 days ago',
    'DB_PASSWORD=op://Production/Postgres/password\nAPI_KEY=op://Production/Stripe/credential',
    '$ op read "op://Production/Postgres/username"\norders_app',
    '$ doppler secrets --only-names\n┌─────────────────────┐\n│ NAME                │\n├─────────────────────┤\n│ DB_PASSWORD         │\n│ DOPPLER_CONFIG      │\n│ SESSION_SECRET      │\n└─────────────────────┘',
    '$ doppler secrets get DOPPLER_ENVIRONMENT --plain\nprd',
    '$ docker compose config\nname: nordhavn\nservices:\n  db:\n    environment:\n      POSTGRES_DB: orders\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n      POSTGRES_USER: orders\n    image: postgres:16',
    '$ docker compose config\nservices:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}',
    json.dumps({'ARN': 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/orders/db-Ab12Cd', 'Name': 'prod/orders/db', 'LastChangedDate': '2026-11-30T09:12:44Z', 'VersionIdsToStages': {hexs(8): ['AWSCURRENT']}}, indent=4),
    f'$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{corpus.rs(ALNUM + "+/", 43)} deploy@nordhavn (ED25519)',
    f'$ gpg --fingerprint ops@nordhavn.example\npub   ed25519 2026-01-12 [SC]\n      {" ".join(corpus.rs("0123456789ABCDEF", 4) for _ in range(10))}\nuid           [ultimate] Ops <ops@nordhavn.example>',
    f'$ sha256sum .env.production\n{hexs(64)}  .env.production',
    '$ fly ssh console -C env -a nordhavn-api\nFLY_APP_NAME=nordhavn-api\nFLY_REGION=arn\nPRIMARY_REGION=arn\nDATABASE_PASSWORD=[redacted]',
]
benign('ok61e', ok61e, OPS)

corpus.write('cases-61')
