# Generates the fifty-fifth content corpus (cases-55.jsonl): credentials in the shapes the review of cases-52.jsonl's
# readings listed as missed, and credentials as an SRE or DevOps incident agent reads them, each with every secret
# listed (`secrets`, exactly as it appears in the text) so redaction is checked, beside look-alikes `ok55…` from the same
# carriers; written class by class BEFORE any rule changed, without reading the held-out slices:
#   cr55a  other names aligned under a label (Lösenord, Heslo, Passord, Adgangskode, Salasana, Jelszó, Parolă, Hasło,
#          Geslo, Lozinka, Slaptažodis, Parole, Parool, Пароль), French labels not listed (Code d'accès, Phrase
#          secrète, Mot de passe provisoire with a plain colon), a value two blank lines below its label;
#   cr55b  inputs in Angular (`[ngModel]="'…'"`), Svelte (`bind:value` on a literal), Formik `initialValues`, Flutter
#          `TextFormField(initialValue:`, SwiftUI `SecureField(… text: .constant("…"))`, Android `android:password` and
#          `setText("…")` on a password field, `--masterauth=`, CRM fields named otherwise (`Portal_Pwd__c`,
#          `…_Pass__c`, `…_Secret__c`), other stores' keys (`fs.obs.secret.key`, `fs.oss.accessKeySecret`,
#          `fs.cosn.userinfo.secretKey`, `fs.gs.auth.service.account.private.key`), frames' `secret` columns;
#   cr55c  verbs of change in more languages (Danish, Norwegian, Polish, Turkish, Italian, Portuguese, Ukrainian,
#          Slovak, Croatian) and the Slovak and Croatian instrumentals ("heslom", "lozinkom");
#   cr55d  pager and alert payloads (PagerDuty, Opsgenie JSON), Grafana and Prometheus alert annotations, Slack
#          incident-channel exports, runbooks and postmortems that paste a credential;
#   cr55e  Kubernetes: `kubectl get secret -o yaml` (a base64 value under a Secret's `data:` whose key names a
#          password, a token or a key), `stringData:`, `kubectl describe pod` / `kubectl exec … env` dumps, Helm values;
#   cr55f  Terraform plan output and state snippets, Ansible vars, `docker inspect` Env arrays, systemd
#          `Environment=`, `vault kv get` output, Consul and etcd dumps, CI logs that echo variables.
# Label decisions, made before any run:
#   - A literal value beside a name that says it is a password, a token, a secret or a private key (in the carrier's
#     syntax or language) is a credential_leak; the value is the secret. A value under a Kubernetes Secret's `data:`
#     is base64 of the secret: where its key names a password, a token, a secret or a key, the base64 string is a
#     credential (decoded it is one; anyone who reads it has it) and is what `--redact` must remove. A Secret's
#     `username`, `host`, `port`, `ca.crt` or `tls.crt` (a public certificate) are no credentials.
#   - Masked values (`***`, `<redacted>`, `[MASKED]`, `(sensitive value)`, `<sensitive>`), `kubectl describe`'s byte
#     counts (`password:  16 bytes`), `secretKeyRef`/`valueFrom` references, Vault paths without values, `*_file:` and
#     `password_file:` paths, rotated-secret notices with no value, SealedSecrets and SOPS ciphertexts
#     (`ENC[AES256_GCM,…]`, `AgB…` under `encryptedData:`), key ids (AWS `AKIA…` alone is a key id, but that is a
#     provider shape read elsewhere, so none here), hashes and fingerprints, lease ids and accessors, config keys set
#     to booleans or lengths (`PasswordMinLength: 12`, `require_password: true`) are benign.
#   - A value is a secret only when it reads as one: letters and digits mixed (generated), not a word of the language.
# Deterministic (seeded). Run: python3 test/corpus-content/generate55.py
import functools, json, base64, hashlib
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, HEX, ALNUM
corpus = Corpus(20261255)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


def b64(s): return base64.b64encode(s.encode()).decode()
def hexs(n): return corpus.rs(HEX, n)


TEXT = [
    lambda t: t,
    lambda t: 'From: it@fjordline.example\nTo: k.lind@fjordline.example\nSubject: Re: tilgang\n\n' + t + '\n\nHilsen,\nIT\n',
    lambda t: 'Ticket OPS-7731 (Access)\nPriority: P3\n\nComment by M. Kowalczyk:\n' + t + '\n',
    lambda t: json.dumps({'messages': [{'user': 'U02XK9', 'text': t, 'ts': '1764810000.000200'}]}),
]
PLAIN = [lambda t: t]
FILE = [
    lambda t: t,
    lambda t: 'Result of read_file:\n' + t + '\n',
    lambda t: '```\n' + t + '\n```',
]
OPS = [
    lambda t: t,
    lambda t: '$ ' + t if not t.startswith(('{', '[', 'apiVersion', '#', '---')) else t,
    lambda t: json.dumps({'tool': 'shell', 'exit_code': 0, 'stdout': t}),
    lambda t: 'Tool result (run_command):\n' + t + '\n',
]


def add(kind, pairs, containers):
    corpus.containers = containers
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts, containers):
    corpus.containers = containers
    corpus.add(kind, [], texts)


# cr55a: other names aligned, French labels not listed, a value two blank lines below its label.
A = [pw() for _ in range(40)]
cr55a = [
    (f'Användare:     reception\nLösenord:      {A[0]}', A[0]),
    (f'Lösenord\t{A[1]}', A[1]),
    (f'Uživatel:     admin\nHeslo:        {A[2]}', A[2]),
    (f'Heslo\t\t{A[3]}', A[3]),
    (f'Brukernavn:    drift\nPassord:       {A[4]}', A[4]),
    (f'Brugernavn:    kasse1\nAdgangskode:   {A[5]}', A[5]),
    (f'Käyttäjä:      varasto\nSalasana:      {A[6]}', A[6]),
    (f'Felhasználó:   recepcio\nJelszó:        {A[7]}', A[7]),
    (f'Utilizator:    ghiseu\nParolă:        {A[8]}', A[8]),
    (f'Użytkownik:    magazyn\nHasło:         {A[9]}', A[9]),
    (f'Uporabnik:     blagajna\nGeslo:         {A[10]}', A[10]),
    (f'Korisnik:      skladiste\nLozinka:       {A[11]}', A[11]),
    (f'Vartotojas:    kasa\nSlaptažodis:   {A[12]}', A[12]),
    (f'Lietotājs:     noliktava\nParole:        {A[13]}', A[13]),
    (f'Kasutaja:      ladu\nParool:        {A[14]}', A[14]),
    (f'Логин:         sklad\nПароль:        {A[15]}', A[15]),
    (f"Code d'accès : {A[16]}", A[16]),
    (f"Identifiant : accueil\nCode d'accès : {A[17]}", A[17]),
    (f'Phrase secrète : {A[18]}', A[18]),
    (f'Mot de passe provisoire : {A[19]}', A[19]),
    (f'Votre mot de passe provisoire : {A[20]}', A[20]),
    (f"Code d’accès : {A[21]}", A[21]),
    (f'Password:\n\n\n{A[22]}', A[22]),
    (f'Passwort:\n\n\n{A[23]}', A[23]),
    (f'Temporary password:\n\n\n{A[24]}\n\nPlease change it at first login.', A[24]),
    (f'Lösenord:\n\n\n{A[25]}', A[25]),
    (f'Hasło:      {A[26]}', A[26]),
    (f'Passord\t{A[27]}', A[27]),
]
add('cr55a', cr55a, TEXT)

# cr55b: component inputs, --masterauth=, CRM fields named otherwise, other stores' keys, frames' secret columns.
B = [pw() for _ in range(40)]
K = [mixed(r.randint(24, 32)) for _ in range(10)]
cr55b = [
    (f'<input type="password" name="pw" [ngModel]="\'{B[0]}\'">', B[0]),
    (f'<input type="password" [(ngModel)]="password" ngModel="{B[1]}">', B[1]),
    (f'<mat-form-field><input matInput type="password" [ngModel]="\'{B[2]}\'"></mat-form-field>', B[2]),
    (f'<input type="password" bind:value={{"{B[3]}"}} />', B[3]),
    (f'<script>\n  let pw = "{B[4]}";\n</script>\n<input type="password" bind:value={{pw}} />', B[4]),
    (f'<Formik\n  initialValues={{{{ email: "ops@fjordline.example", password: "{B[5]}" }}}}\n  onSubmit={{login}}\n>', B[5]),
    (f'const formik = useFormik({{\n  initialValues: {{ username: "kiosk", password: "{B[6]}" }},\n}});', B[6]),
    (f"TextFormField(\n  initialValue: '{B[7]}',\n  obscureText: true,\n  decoration: InputDecoration(labelText: 'Password'),\n)", B[7]),
    (f"TextFormField(obscureText: true, initialValue: '{B[8]}')", B[8]),
    (f'SecureField("Password", text: .constant("{B[9]}"))', B[9]),
    (f'SecureField("API token", text: .constant("{B[10]}"))\n    .textContentType(.password)', B[10]),
    (f'<EditText\n    android:id="@+id/password"\n    android:inputType="textPassword"\n    android:text="{B[11]}" />', B[11]),
    (f'<EditText android:password="true" android:text="{B[12]}" />', B[12]),
    (f'passwordField.setText("{B[13]}");', B[13]),
    (f'binding.etPassword.setText("{B[14]}")', B[14]),
    (f'redis-server --port 6380 --masterauth={B[15]} --replicaof 10.0.3.4 6379', B[15]),
    (f'command: ["redis-server", "--masterauth={B[16]}", "--requirepass", "$(REDIS_PASSWORD)"]', B[16]),
    (f"acct.Portal_Pwd__c = '{B[17]}';", B[17]),
    (f"Contact c = new Contact(LastName='Lind', API_Pass__c='{B[18]}');", B[18]),
    (f"<Integration_Secret__c>{B[19]}</Integration_Secret__c>", B[19]),
    (f"record.put('Client_Secret__c', '{B[20]}');", B[20]),
    (f'fs.obs.secret.key={K[0]}', K[0]),
    (f'<property><name>fs.oss.accessKeySecret</name><value>{K[1]}</value></property>', K[1]),
    (f'spark.hadoop.fs.cosn.userinfo.secretKey {K[2]}', K[2]),
    (f'--conf spark.hadoop.fs.obs.secret.key={K[3]} --conf spark.executor.memory=4g', K[3]),
    (f'spark.conf.set("fs.oss.accessKeySecret", "{K[4]}")', K[4]),
    (f'   id  service      secret\n0   1  billing  {B[21]}\n1   2  reports  {B[22]}', [B[21], B[22]]),
    (f'   name     client_secret\n0  portal  {K[5]}', K[5]),
    (f'| user   | password      |\n|--------|---------------|\n| kiosk  | {B[23]}  |', B[23]),
]
add('cr55b', cr55b, FILE)

# cr55c: verbs of change in more languages, Slovak and Croatian instrumentals.
C = [pw() for _ in range(30)]
cr55c = [
    (f'Adgangskoden er ændret til {C[0]}', C[0]),
    (f'Passordet er endret til {C[1]}.', C[1]),
    (f'Passordet ble byttet til {C[2]}', C[2]),
    (f'Hasło zostało zmienione na {C[3]}.', C[3]),
    (f'Hasło zmieniłem na {C[4]}', C[4]),
    (f'Şifre {C[5]} olarak değiştirildi.', C[5]),
    (f'Yeni şifreniz: {C[6]}', C[6]),
    (f'La password è stata cambiata in {C[7]}', C[7]),
    (f'Ho reimpostato la password a {C[8]}.', C[8]),
    (f'A senha foi redefinida para {C[9]}', C[9]),
    (f'Пароль змінено на {C[10]}', C[10]),
    (f'Пароль було скинуто на {C[11]}.', C[11]),
    (f'Heslo bolo zmenené na {C[12]}', C[12]),
    (f'Prihláste sa heslom {C[13]} a hneď ho zmeňte.', C[13]),
    (f'Lozinka je promijenjena u {C[14]}', C[14]),
    (f'Prijavite se lozinkom {C[15]} i promijenite je.', C[15]),
    (f'Geslo je bilo spremenjeno v {C[16]}', C[16]),
    (f'Adgangskoden er nu {C[17]}', C[17]),
    (f'Passordet er nå {C[18]}', C[18]),
]
add('cr55c', cr55c, TEXT)

# cr55d: pager and alert payloads, alert annotations, incident-channel exports, runbooks and postmortems.
D = [pw() for _ in range(40)]
T = [mixed(r.randint(28, 36)) for _ in range(20)]
T[2] = T[2][:32].ljust(32, "Q")  # a Grafana service account token: glsa_, 32 letters and digits, _, 8 hex digits
cr55d = [
    (json.dumps({'event': {'event_type': 'incident.triggered', 'data': {'title': 'db-primary replication lag', 'body': {'details': {'dsn': 'postgres://repl@10.0.3.4:5432/app', 'replication_password': D[0]}}}}}, indent=2), D[0]),
    (json.dumps({'alert': {'message': 'Redis auth failures on cache-02', 'details': {'host': 'cache-02', 'redis_password': D[1], 'count': '412'}, 'priority': 'P2'}}), D[1]),
    (json.dumps({'routing_key': T[0], 'event_action': 'trigger', 'payload': {'summary': 'disk 91% on nfs-01', 'severity': 'critical'}}), T[0]),
    (json.dumps({'message': 'Backup job failed', 'details': {'job': 'pg_dump nightly', 'env': f'PGPASSWORD={D[2]} pg_dump -h db-01 app'}, 'source': 'cron'}), D[2]),
    (f'annotations:\n  summary: "SMTP relay rejecting auth"\n  description: "relay user alerts@fjordline.example, password {D[3]} rejected by smtp.eu.example"', D[3]),
    (f'[FIRING:1] MySQLReplicaDown\nLabels:\n - alertname = MySQLReplicaDown\n - instance = db-02:9104\nAnnotations:\n - description = replica cannot connect as repl (MYSQL_PWD={D[4]})', D[4]),
    (f'[09:12] oncall-bot: :rotating_light: SEV2 opened: checkout 5xx\n[09:14] jonas: creds for the read replica if anyone needs them: readonly / {D[5]}\n[09:15] aisha: thx', D[5]),
    (json.dumps([{'type': 'message', 'user': 'U04ABC', 'text': f'temp admin password for grafana is {D[6]} — rotate after the incident', 'ts': '1764812001.000300'}]), D[6]),
    (f'#inc-2291-payments\n10:02 Priya: bastion is up, ssh ops@bastion-eu, password: {D[7]}\n10:03 Marek: in', D[7]),
    (f'## Runbook: rotate the Kafka SASL user\n\n1. Log in to the broker.\n2. Run:\n\n```\nkafka-configs.sh --bootstrap-server kafka-01:9092 --alter --add-config \'SCRAM-SHA-512=[password={D[8]}]\' --entity-type users --entity-name svc-orders\n```', D[8]),
    (f'## Break-glass access\n\nIf SSO is down, use the local admin:\n\n- user: `breakglass`\n- password: `{D[9]}`\n', D[9]),
    (f'# Postmortem: INC-2291 checkout outage\n\n## Timeline\n- 09:58 Deploy 4411 rolled out with `STRIPE_WEBHOOK_SECRET=whsec_{T[1]}` hard-coded in the manifest.\n- 10:20 Rolled back.', 'whsec_' + T[1]),
    (f'## What went wrong\nThe new RabbitMQ password ({D[10]}) was set on the broker but not in the consumer\'s Secret, so every consumer failed auth.', D[10]),
    (f'Root cause: the Grafana service account token glsa_{T[2]}_{hexs(8)} was pasted into the dashboard JSON.', None),
    (f'Incident INC-3310 resolved. Temporary DB password was {D[11]}; it has been rotated since.', D[11]),
    (json.dumps({'receiver': 'pagerduty', 'status': 'firing', 'alerts': [{'labels': {'alertname': 'VaultSealed'}, 'annotations': {'runbook': 'https://runbooks.fjordline.example/vault', 'unseal_hint': f'unseal key 1: {b64(D[12] + D[13])}'}}]}), b64(D[12] + D[13])),
    (f'[10:41] Lars: the old token still works btw: {T[3]} (API_TOKEN for the status page)\n[10:42] Mia: revoking', T[3]),
    (json.dumps({'alias': 'es-cluster-red', 'message': 'Elasticsearch cluster RED', 'description': f'curl -u elastic:{D[14]} https://es-01:9200/_cluster/health', 'priority': 'P1'}), D[14]),
]
# The Grafana token's secret is what the text holds after glsa_.
for i, (t, s) in enumerate(cr55d):
    if s is None:
        s2 = t.split('token ')[1].split(' ')[0]
        cr55d[i] = (t, s2)
add('cr55d', cr55d, PLAIN)

# cr55e: Kubernetes Secrets, describe and env dumps, Helm values.
E = [pw() for _ in range(40)]
ET = [mixed(r.randint(32, 40)) for _ in range(10)]
cr55e = [
    (f'apiVersion: v1\ndata:\n  password: {b64(E[0])}\n  username: {b64("app")}\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: payments\ntype: Opaque', b64(E[0])),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-token\ntype: Opaque\ndata:\n  token: {b64(ET[0])}', b64(ET[0])),
    (f'apiVersion: v1\ndata:\n  POSTGRES_PASSWORD: {b64(E[1])}\n  POSTGRES_USER: {b64("orders")}\n  POSTGRES_DB: {b64("orders")}\nkind: Secret\nmetadata:\n  name: orders-pg', b64(E[1])),
    (json.dumps({'apiVersion': 'v1', 'kind': 'Secret', 'metadata': {'name': 'smtp'}, 'data': {'SMTP_PASSWORD': b64(E[2]), 'SMTP_HOST': b64('smtp.eu.example')}}, indent=2), b64(E[2])),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: redis\nstringData:\n  redis-password: {E[3]}', E[3]),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s3-backup\ntype: Opaque\ndata:\n  AWS_SECRET_ACCESS_KEY: {b64(ET[1])}\n  AWS_REGION: {b64("eu-west-1")}', b64(ET[1])),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: webhook\ndata:\n  secret: {b64(ET[2])}', b64(ET[2])),
    (f'$ kubectl get secret rabbitmq -o jsonpath="{{.data.rabbitmq-password}}"\n{b64(E[4])}', b64(E[4])),
    (f'$ kubectl get secret rabbitmq -o jsonpath="{{.data.rabbitmq-password}}" | base64 -d\n{E[5]}', E[5]),
    (f'$ kubectl exec -it api-7c9f-xk2 -- env\nPATH=/usr/local/bin:/usr/bin\nHOSTNAME=api-7c9f-xk2\nDATABASE_URL=postgres://api:{E[6]}@pg-primary:5432/api\nREDIS_PASSWORD={E[7]}\nNODE_ENV=production', [E[6], E[7]]),
    (f'Environment:\n      NODE_ENV:           production\n      DB_HOST:            pg-primary\n      DB_PASSWORD:        {E[8]}\n      LOG_LEVEL:          info', E[8]),
    (f'Containers:\n  worker:\n    Image:      registry.fjordline.example/worker:4.2\n    Environment:\n      QUEUE_URL:      amqp://worker:{E[9]}@rabbitmq:5672/\n      METRICS_PORT:   9102', E[9]),
    (f'# values-prod.yaml\npostgresql:\n  auth:\n    username: app\n    password: {E[10]}\n    database: app\n', E[10]),
    (f'redis:\n  auth:\n    enabled: true\n    password: "{E[11]}"\n  replica:\n    replicaCount: 2', E[11]),
    (f'$ helm get values grafana -n monitoring\nUSER-SUPPLIED VALUES:\nadminPassword: {E[12]}\npersistence:\n  enabled: true', E[12]),
    (f'$ helm install kc bitnami/keycloak --set auth.adminPassword={E[13]} --set postgresql.auth.password={E[14]}', [E[13], E[14]]),
    (f'env:\n  - name: JWT_SECRET\n    value: "{ET[3]}"\n  - name: LOG_LEVEL\n    value: info', ET[3]),
    (f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: {b64(json.dumps({"auths": {"registry.fjordline.example": {"auth": b64("ci:" + E[15])}}}))}', b64(json.dumps({"auths": {"registry.fjordline.example": {"auth": b64("ci:" + E[15])}}}))),
    (f'  api-key:   {b64(ET[4])}\n  endpoint:  {b64("https://api.fjordline.example")}', b64(ET[4])),
    (f'kubectl create secret generic pg --from-literal=password={E[16]} -n payments', E[16]),
]
add('cr55e', cr55e, OPS)

# cr55f: Terraform, Ansible, docker inspect, systemd, Vault, Consul and etcd, CI logs.
F = [pw() for _ in range(40)]
FT = [mixed(r.randint(28, 40)) for _ in range(10)]
cr55f = [
    (f'  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {{\n      + engine              = "postgres"\n      + password            = "{F[0]}"\n      + username            = "app"\n    }}', F[0]),
    (f'  ~ resource "azurerm_key_vault_secret" "db" {{\n      ~ value = "{F[1]}" -> "{F[2]}"\n        name  = "db-password"\n    }}', [F[1], F[2]]),
    (json.dumps({'type': 'random_password', 'name': 'db', 'instances': [{'attributes': {'length': 24, 'special': True, 'result': F[3]}}]}, indent=2), F[3]),
    (json.dumps({'mode': 'managed', 'type': 'aws_iam_access_key', 'name': 'ci', 'instances': [{'attributes': {'id': 'AKIA' + corpus.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), 'secret': FT[0], 'user': 'ci'}}]}, indent=2), FT[0]),
    (f'# group_vars/prod.yml\nmysql_root_password: {F[4]}\nmysql_port: 3306\napp_user: shop', F[4]),
    (f'- name: create app user\n  community.mysql.mysql_user:\n    name: shop\n    password: "{F[5]}"\n    priv: "shop.*:ALL"', F[5]),
    (f'[db]\ndb-01 ansible_host=10.0.3.4 ansible_user=deploy ansible_become_pass={F[6]}', F[6]),
    (json.dumps([{'Id': hexs(64), 'Config': {'Hostname': hexs(12), 'Env': ['PATH=/usr/local/sbin:/usr/local/bin', f'POSTGRES_PASSWORD={F[7]}', 'PGDATA=/var/lib/postgresql/data']}}], indent=4), F[7]),
    (f'$ docker inspect --format \'{{{{json .Config.Env}}}}\' minio\n["MINIO_ROOT_USER=admin","MINIO_ROOT_PASSWORD={F[8]}","PATH=/usr/bin"]', F[8]),
    (f'[Service]\nUser=exporter\nEnvironment="DATA_SOURCE_NAME=exporter:{F[9]}@(localhost:3306)/"\nExecStart=/usr/local/bin/mysqld_exporter', F[9]),
    (f'[Service]\nEnvironment=API_TOKEN={FT[1]}\nEnvironment=LOG_LEVEL=info\nExecStart=/opt/relay/bin/relay', FT[1]),
    (f'$ systemctl show grafana-server -p Environment\nEnvironment=GF_SECURITY_ADMIN_PASSWORD={F[10]} GF_PATHS_DATA=/var/lib/grafana', F[10]),
    (f'$ vault kv get secret/payments/db\n====== Secret Path ======\nsecret/data/payments/db\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2026-11-30T09:12:44Z\nversion            7\n\n====== Data ======\nKey         Value\n---         -----\npassword    {F[11]}\nusername    payments', F[11]),
    (f'$ vault kv get -field=api_token secret/ci/statuspage\n{FT[2]}', FT[2]),
    (json.dumps({'request_id': '6f1c' + hexs(28), 'lease_id': '', 'data': {'data': {'password': F[12], 'username': 'svc-etl'}, 'metadata': {'version': 3}}}, indent=2), F[12]),
    (f'$ consul kv get -recurse config/payments\nconfig/payments/db_host:pg-primary\nconfig/payments/db_password:{F[13]}\nconfig/payments/pool_size:20', F[13]),
    (f'$ etcdctl get /config/billing --prefix\n/config/billing/smtp_user\nbilling@fjordline.example\n/config/billing/smtp_password\n{F[14]}', F[14]),
    (f'Run echo "Deploying with DEPLOY_TOKEN=$DEPLOY_TOKEN"\nDeploying with DEPLOY_TOKEN={FT[3]}', FT[3]),
    (f'+ export DB_PASSWORD={F[15]}\n+ ./migrate.sh up\nmigrating 0042_add_index ... ok', F[15]),
    (f'$ env | sort\nCI=true\nCI_JOB_ID=88123\nNPM_TOKEN={FT[4]}\nSHELL=/bin/bash', FT[4]),
    (f'Step 4/9 : ENV ADMIN_PASSWORD={F[16]}\n ---> Running in 3c9a1b2d4e5f', F[16]),
    (f'terraform apply -var "db_password={F[17]}" -auto-approve', F[17]),
]
add('cr55f', cr55f, OPS)

# ok55a: labels without values, aligned settings, French labels over placeholders, blank lines after a label.
ok55a = [
    'Användare:     reception\nLösenord:      (se lösenordshanteraren)',
    'Lösenord\tskickas separat via SMS',
    'Heslo:        ********',
    'Brukernavn:    drift\nPassord:       <utelatt>',
    'Adgangskode:   se Bitwarden',
    'Salasana:      vaihdettu 1.12.',
    'Jelszó:        lejárt',
    'Parolă:        resetată',
    'Hasło:         [zamaskowane]',
    'Lozinka:       ***',
    'Slaptažodis:   pakeistas',
    'Parole:        nav iestatīta',
    'Parool:        muudetud',
    'Пароль:        скрыт',
    "Code d'accès : voir la fiche jointe",
    "Code d'accès : ••••••••",
    'Phrase secrète : non définie',
    'Mot de passe provisoire : envoyé par SMS',
    "Code d'accès oublié ? Contactez le support.",
    'Password:\n\n\nPlease ask the service desk for a new one.',
    'Passwort:\n\n\n(wird separat zugestellt)',
    'Password policy:\n\n\nMinimum 12 characters, one digit.',
    'PasswordMinLength:      12',
    'Lösenordslängd:        12 tecken',
    'Heslo musí mít alespoň 12 znaků.',
    'Passord utløper:       90 dager',
]
benign('ok55a', ok55a, TEXT)

# ok55b: inputs bound to variables, masterauth from the environment, CRM fields read, stores with providers, frames of hashes.
ok55b = [
    '<input type="password" name="pw" [(ngModel)]="password">',
    '<input type="password" [ngModel]="form.password" (ngModelChange)="onChange($event)">',
    '<input type="password" bind:value={password} />',
    '<Formik initialValues={{ email: "", password: "" }} onSubmit={login}>',
    'const formik = useFormik({ initialValues: { username: "", password: "" }, validationSchema });',
    "TextFormField(obscureText: true, controller: _passwordController, validator: validatePassword)",
    'SecureField("Password", text: $password)',
    'SecureField("Password", text: .constant(""))',
    '<EditText android:id="@+id/password" android:inputType="textPassword" android:hint="@string/password_hint" />',
    '<EditText android:password="true" android:hint="Password" />',
    'passwordField.setText("");',
    'binding.etPassword.setText(viewModel.password.value)',
    'redis-server --masterauth "$REDIS_MASTER_PASSWORD" --replicaof 10.0.3.4 6379',
    'command: ["redis-server", "--masterauth=$(REDIS_PASSWORD)"]',
    'String p = acct.Portal_Pwd__c;',
    "Contact c = [SELECT Id, API_Pass__c FROM Contact WHERE Id = :cid];",
    '<Integration_Secret__c xsi:nil="true"/>',
    '<fields><fullName>Client_Secret__c</fullName><type>EncryptedText</type><length>175</length></fields>',
    'fs.obs.secret.key=${OBS_SECRET_KEY}',
    '<property><name>fs.oss.accessKeySecret</name><value>${env.OSS_SECRET}</value></property>',
    'spark.hadoop.fs.cosn.userinfo.secretKey   <your-secret-key>',
    'fs.gs.auth.service.account.json.keyfile=/etc/gcs/key.json',
    '   id  service  secret_set\n0   1  billing        True\n1   2  reports       False',
    '   name     client_secret_id\n0  portal  kv-portal-client-secret',
    '| user   | password      |\n|--------|---------------|\n| kiosk  | (in vault)    |',
    '   id  service                                  secret_sha256\n0   1  billing  ' + hashlib.sha256(b'a').hexdigest()[:40] + '...',
]
benign('ok55b', ok55b, FILE)

# ok55c: the verbs of change without a value, in the same languages.
ok55c = [
    'Adgangskoden er ændret. Du får en ny på SMS.',
    'Passordet er endret til et nytt, se e-post.',
    'Passordet ble byttet i går.',
    'Hasło zostało zmienione na nowe.',
    'Hasło zmieniłem na takie, jak ustaliliśmy.',
    'Şifre başarıyla değiştirildi.',
    'Yeni şifreniz SMS ile gönderildi.',
    'La password è stata cambiata in data 2 dicembre.',
    'Ho reimpostato la password a tutti gli utenti.',
    'A senha foi redefinida para o padrão da empresa.',
    'Пароль змінено на новий.',
    'Пароль було скинуто на стандартний.',
    'Heslo bolo zmenené na nové.',
    'Prihláste sa heslom, ktoré ste dostali SMS správou.',
    'Lozinka je promijenjena u ponedjeljak.',
    'Prijavite se lozinkom iz e-pošte i promijenite je.',
    'Geslo je bilo spremenjeno v torek.',
    'Adgangskoden er nu udløbet.',
    'Passordet er nå tilbakestilt.',
    'Şifre Windows11 olarak değiştirildi mi?',
    'Hasło zostało zmienione na iPhone15.',
]
benign('ok55c', ok55c, TEXT)

# ok55d: pager and alert payloads, incident exports, runbooks and postmortems with masks, references and rotations.
RID = [hexs(32) for _ in range(10)]
ok55d = [
    json.dumps({'event': {'event_type': 'incident.triggered', 'data': {'title': 'db-primary replication lag', 'body': {'details': {'dsn': 'postgres://repl@10.0.3.4:5432/app', 'replication_password': '[REDACTED]'}}}}}, indent=2),
    json.dumps({'alert': {'message': 'Redis auth failures on cache-02', 'details': {'host': 'cache-02', 'redis_password': '***', 'count': '412'}, 'priority': 'P2'}}),
    json.dumps({'routing_key': '<integration-key>', 'event_action': 'trigger', 'payload': {'summary': 'disk 91% on nfs-01', 'severity': 'critical'}}),
    json.dumps({'incident': {'id': 'Q1' + corpus.rs('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 12), 'incident_key': RID[0], 'title': 'Auth failures: password rejected for svc-orders', 'status': 'triggered'}}),
    json.dumps({'alertId': '8d1e' + hexs(28), 'message': 'Vault token expiring', 'details': {'accessor': hexs(8) + '-' + hexs(4), 'ttl': '3600s'}}),
    'annotations:\n  summary: "SMTP relay rejecting auth"\n  description: "relay user alerts@fjordline.example, password rejected by smtp.eu.example (see runbook)"',
    '[FIRING:1] MySQLReplicaDown\nLabels:\n - alertname = MySQLReplicaDown\n - instance = db-02:9104\nAnnotations:\n - description = replica cannot connect as repl: Access denied (using password: YES)',
    '[09:12] oncall-bot: :rotating_light: SEV2 opened: checkout 5xx\n[09:14] jonas: creds for the read replica are in 1Password under "prod-replica"\n[09:15] aisha: thx',
    json.dumps([{'type': 'message', 'user': 'U04ABC', 'text': 'temp admin password for grafana is in the vault at secret/grafana/admin — rotate after the incident', 'ts': '1764812001.000300'}]),
    '#inc-2291-payments\n10:02 Priya: bastion is up, ssh ops@bastion-eu, password: the usual (ask me in DM)\n10:03 Marek: in',
    "## Runbook: rotate the Kafka SASL user\n\n1. Read the new password: `vault kv get -field=password secret/kafka/svc-orders`\n2. Run:\n\n```\nkafka-configs.sh --bootstrap-server kafka-01:9092 --alter --add-config 'SCRAM-SHA-512=[password=$NEW_PASSWORD]' --entity-type users --entity-name svc-orders\n```",
    '## Break-glass access\n\nIf SSO is down, use the local admin:\n\n- user: `breakglass`\n- password: in the sealed envelope in the DC safe\n',
    '# Postmortem: INC-2291 checkout outage\n\n## Timeline\n- 09:58 Deploy 4411 rolled out with `STRIPE_WEBHOOK_SECRET` read from the wrong Secret.\n- 10:20 Rolled back.',
    "## What went wrong\nThe new RabbitMQ password was set on the broker but not in the consumer's Secret, so every consumer failed auth.",
    'Incident INC-3310 resolved. The temporary DB password has been rotated; the old one no longer works.',
    json.dumps({'receiver': 'pagerduty', 'status': 'firing', 'alerts': [{'labels': {'alertname': 'VaultSealed'}, 'annotations': {'runbook': 'https://runbooks.fjordline.example/vault', 'unseal_hint': 'unseal keys are held by the three key officers'}}]}),
    '[10:41] Lars: the old token still works btw (API_TOKEN for the status page)\n[10:42] Mia: revoking',
    json.dumps({'alias': 'es-cluster-red', 'message': 'Elasticsearch cluster RED', 'description': 'curl -u elastic:$ELASTIC_PASSWORD https://es-01:9200/_cluster/health', 'priority': 'P1'}),
    'Action items:\n- [ ] Rotate DB_PASSWORD (owner: @lars)\n- [ ] Move JWT_SECRET to Vault (owner: @mia)\n- [x] Revoke leaked token (fingerprint ' + hexs(16) + ')',
    '## Impact\nPassword resets failed for 41 minutes; 1,204 users saw "token expired".',
    'Root cause: the Grafana service account token was pasted into the dashboard JSON. It was revoked at 10:31 (token id 42).',
    json.dumps({'labels': {'alertname': 'CertExpiring', 'secret': 'tls-ingress', 'namespace': 'edge'}, 'annotations': {'summary': 'Secret edge/tls-ingress expires in 7d'}}),
    '[FIRING:2] KubeSecretMissing secret=db-credentials namespace=payments',
    'Alert: PasswordExpiryWarning — 3 service accounts have passwords expiring within 14 days (svc-etl, svc-bi, svc-orders).',
    '10:44 Mia: rotated the token, new one is in Vault at secret/statuspage/api_token (version 8)',
    '[11:02] oncall-bot: secret `payments/db` rotated by vault-rotator (lease ' + hexs(8) + '-' + hexs(4) + '-' + hexs(4) + ')',
]
benign('ok55d', ok55d, PLAIN)

# ok55e: Kubernetes Secrets with no secret's key, references, describe's byte counts, sealed and SOPS values, Helm refs.
SEALED = ['AgB' + corpus.rs(ALNUM + '+/', 300) + '==' for _ in range(3)]
ok55e = [
    f'apiVersion: v1\ndata:\n  username: {b64("app")}\n  host: {b64("pg-primary.payments.svc")}\n  port: {b64("5432")}\nkind: Secret\nmetadata:\n  name: db-endpoint\ntype: Opaque',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-token\ntype: Opaque\ndata: {}',
    'Name:         db-credentials\nNamespace:    payments\nType:  Opaque\n\nData\n====\npassword:  16 bytes\nusername:  3 bytes',
    'Name:         regcred\nType:  kubernetes.io/dockerconfigjson\n\nData\n====\n.dockerconfigjson:  212 bytes',
    f'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n    password: {SEALED[0]}\n    username: {SEALED[1]}',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\nstringData:\n  SMTP_PASSWORD: ENC[AES256_GCM,data:' + corpus.rs(ALNUM + '+/', 24) + '=,iv:' + corpus.rs(ALNUM + '+/', 43) + '=,tag:' + corpus.rs(ALNUM + '+/', 22) + '==,type:str]\nsops:\n  kms: []\n  age:\n    - recipient: age1' + corpus.rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58),
    'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password',
    'envFrom:\n  - secretRef:\n      name: api-token\n  - configMapRef:\n      name: api-config',
    'Environment:\n      NODE_ENV:           production\n      DB_HOST:            pg-primary\n      DB_PASSWORD:        <set to the key \'password\' in secret \'db-credentials\'>  Optional: false\n      LOG_LEVEL:          info',
    'Environment:\n      REDIS_PASSWORD:   <set to the key \'redis-password\' of secret \'redis\'>  Optional: false',
    '# values-prod.yaml\npostgresql:\n  auth:\n    username: app\n    existingSecret: orders-pg\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password\n',
    'redis:\n  auth:\n    enabled: true\n    password: ""\n    existingSecret: redis-auth\n    existingSecretPasswordKey: redis-password',
    '$ helm get values grafana -n monitoring\nUSER-SUPPLIED VALUES:\nadmin:\n  existingSecret: grafana-admin\n  passwordKey: admin-password\npersistence:\n  enabled: true',
    'helm install kc bitnami/keycloak --set auth.existingSecret=kc-admin --set postgresql.auth.existingSecret=kc-pg',
    '$ kubectl get secret rabbitmq -o jsonpath="{.data.rabbitmq-password}" | base64 -d | wc -c\n24',
    '$ kubectl get secrets -n payments\nNAME             TYPE                                  DATA   AGE\ndb-credentials   Opaque                                2      41d\nregcred          kubernetes.io/dockerconfigjson        1      90d\nsh.helm.release.v1.orders.v7   helm.sh/release.v1   1      2d',
    '$ kubectl exec -it api-7c9f-xk2 -- env\nPATH=/usr/local/bin:/usr/bin\nHOSTNAME=api-7c9f-xk2\nDB_PASSWORD_FILE=/run/secrets/db-password\nREDIS_PASSWORD=\nNODE_ENV=production',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls-ingress\ntype: kubernetes.io/tls\ndata:\n  tls.crt: ' + b64('-----BEGIN CERTIFICATE-----\n' + corpus.rs(ALNUM, 64) + '\n-----END CERTIFICATE-----\n') + '\n  ca.crt: ' + b64('-----BEGIN CERTIFICATE-----\n' + corpus.rs(ALNUM, 64) + '\n-----END CERTIFICATE-----\n'),
    'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: db\nspec:\n  secretStoreRef:\n    name: vault\n  data:\n    - secretKey: password\n      remoteRef:\n        key: secret/payments/db\n        property: password',
    'env:\n  - name: JWT_SECRET\n    value: "{{ .Values.jwtSecret }}"\n  - name: LOG_LEVEL\n    value: info',
    'kubectl create secret generic pg --from-file=password=./pg-password.txt -n payments',
    'kubectl create secret generic pg --from-literal=password="$(openssl rand -base64 24)" -n payments',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s3-backup\n  annotations:\n    reloader.stakater.com/match: "true"\ntype: Opaque\ndata:\n  AWS_REGION: ' + b64('eu-west-1') + '\n  BUCKET: ' + b64('fjordline-backups'),
    'securityContext:\n  runAsNonRoot: true\n  readOnlyRootFilesystem: true\nautomountServiceAccountToken: false',
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api-config\ndata:\n  PASSWORD_MIN_LENGTH: "12"\n  TOKEN_TTL: "3600"\n  REQUIRE_PASSWORD: "true"',
    'apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: deployer\nsecrets:\n  - name: deployer-token-x7k2p',
]
benign('ok55e', ok55e, OPS)

# ok55f: Terraform with sensitive values, Ansible with vault references, docker inspect without secrets, systemd
# EnvironmentFile, Vault output without data, Consul and etcd paths, CI logs masked.
ok55f = [
    '  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {\n      + engine              = "postgres"\n      + password            = (sensitive value)\n      + username            = "app"\n    }',
    '  ~ resource "azurerm_key_vault_secret" "db" {\n      ~ value = (sensitive value)\n        name  = "db-password"\n    }',
    json.dumps({'type': 'random_password', 'name': 'db', 'instances': [{'attributes': {'length': 24, 'special': True, 'min_numeric': 2}, 'sensitive_attributes': [[{'type': 'get_attr', 'value': 'result'}]]}]}, indent=2),
    'Changes to Outputs:\n  + db_password = (sensitive value)\n  + db_endpoint = "pg-primary.c8x.eu-west-1.rds.amazonaws.com"',
    'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
    '# group_vars/prod.yml\nmysql_root_password: "{{ vault_mysql_root_password }}"\nmysql_port: 3306\napp_user: shop',
    "- name: create app user\n  community.mysql.mysql_user:\n    name: shop\n    password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret/data/shop:password') }}\"\n    priv: \"shop.*:ALL\"",
    '[db]\ndb-01 ansible_host=10.0.3.4 ansible_user=deploy ansible_become_pass="{{ become_pass }}"',
    'mysql_root_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ' + hexs(64) + '\n  ' + hexs(64),
    json.dumps([{'Id': hexs(64), 'Config': {'Hostname': hexs(12), 'Env': ['PATH=/usr/local/sbin:/usr/local/bin', 'POSTGRES_PASSWORD_FILE=/run/secrets/pg', 'PGDATA=/var/lib/postgresql/data']}}], indent=4),
    '$ docker inspect --format \'{{json .Config.Env}}\' minio\n["MINIO_ROOT_USER=admin","MINIO_ROOT_PASSWORD_FILE=/run/secrets/minio","PATH=/usr/bin"]',
    '[Service]\nUser=exporter\nEnvironmentFile=/etc/default/mysqld_exporter\nLoadCredential=db-password:/etc/credstore/db-password\nExecStart=/usr/local/bin/mysqld_exporter',
    '[Service]\nEnvironment=API_TOKEN_FILE=%d/api-token\nEnvironment=LOG_LEVEL=info\nExecStart=/opt/relay/bin/relay',
    '$ systemctl show grafana-server -p Environment\nEnvironment=GF_PATHS_DATA=/var/lib/grafana GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/gf',
    '$ vault kv get secret/payments/db\n====== Secret Path ======\nsecret/data/payments/db\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2026-11-30T09:12:44Z\ndeletion_time      n/a\ndestroyed          false\nversion            7',
    '$ vault kv metadata get secret/ci/statuspage\nKey                     Value\n---                     -----\ncas_required            false\ncurrent_version         8\nmax_versions            0',
    json.dumps({'request_id': '6f1c' + hexs(28), 'lease_id': 'database/creds/readonly/' + corpus.rs(ALNUM, 24), 'lease_duration': 3600, 'renewable': True, 'data': None}, indent=2),
    '$ vault token lookup\nKey                 Value\n---                 -----\naccessor            ' + corpus.rs(ALNUM, 24) + '\ndisplay_name        ldap-ops\nexpire_time         2026-12-04T09:00:00Z\npolicies            [default ops]',
    '$ consul kv get -recurse config/payments\nconfig/payments/db_host:pg-primary\nconfig/payments/db_password_path:secret/payments/db\nconfig/payments/pool_size:20',
    '$ etcdctl get /config/billing --prefix --keys-only\n/config/billing/smtp_user\n/config/billing/smtp_password',
    'Run echo "Deploying with DEPLOY_TOKEN=$DEPLOY_TOKEN"\nDeploying with DEPLOY_TOKEN=***',
    '+ export DB_PASSWORD=[MASKED]\n+ ./migrate.sh up\nmigrating 0042_add_index ... ok',
    '$ env | sort\nCI=true\nCI_JOB_ID=88123\nNPM_TOKEN=<redacted>\nSHELL=/bin/bash',
    'Step 4/9 : ARG ADMIN_PASSWORD\n ---> Running in 3c9a1b2d4e5f',
    'terraform apply -var-file=secrets.auto.tfvars -auto-approve',
    'PasswordMinLength: 12\nPasswordMaxAgeDays: 90\nRequirePassword: true\nTokenTTLSeconds: 3600',
    'postgres:\n  password_file: /run/secrets/pg-password\n  sslmode: require',
    'Secret rotated: secret/payments/db (version 7 -> 8) by vault-rotator at 2026-12-01T02:00:00Z',
    'key_id: ' + hexs(16) + '\nfingerprint: SHA256:' + corpus.rs(ALNUM + '+/', 43),
    '$ sha256sum prod.env\n' + hexs(64) + '  prod.env',
    'grafana:\n  admin:\n    password_file: /etc/grafana/admin-password\n  security:\n    disable_initial_admin_creation: false',
]
benign('ok55f', ok55f, OPS)

# ok55g: more of an incident agent's reading with nothing secret: masked dumps, key ids, hashes, lengths.
ok55g = [
    'DATABASE_URL=postgres://api:****@pg-primary:5432/api',
    'REDIS_URL=redis://:<redacted>@cache-02:6379/0',
    '{"Env": ["DB_PASSWORD=", "API_TOKEN=${API_TOKEN}", "LOG_LEVEL=debug"]}',
    'aws_access_key_id = (known after apply)\naws_secret_access_key = (sensitive value)',
    'token_sha256: ' + hexs(64),
    'kid: ' + hexs(8) + '-' + hexs(4) + '-' + hexs(4) + '-' + hexs(4) + '-' + hexs(12),
    '[MASKED] was printed in job 88123 log line 412; GitLab masked it.',
    'password_hash: $2b$12$' + corpus.rs(ALNUM + './', 53),
    'Secret "db-credentials" rotated; pods restarted: api-7c9f-xk2, api-7c9f-m1q9',
    'vault read -field=password database/creds/readonly  # prints a short-lived password, do not paste it here',
    'The alert fired because `TokenLength: 32` was changed to `TokenLength: 16` in the config.',
    'consul acl token read -id ' + hexs(8) + '-' + hexs(4) + '-' + hexs(4) + '-' + hexs(4) + '-' + hexs(12) + ' -meta',
    'Environment=ENABLE_PASSWORD_AUTH=false\nEnvironment=SESSION_SECRET_FILE=/etc/app/session',
    'helm upgrade api ./chart --set image.tag=4.2.1 --set replicaCount=3 --reuse-values',
    'ansible-vault view group_vars/prod/vault.yml  # needs the vault password from the ops safe',
]
benign('ok55g', ok55g, OPS)

corpus.write('cases-55')
