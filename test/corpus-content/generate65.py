# Generates the sixty-fifth content corpus (cases-65.jsonl): credentials as more secret stores print them, the shapes
# the review of cases-61's readings listed as still missed, each with every secret listed (`secrets`, exactly as it
# appears in the text) so redaction is checked, beside honest twins `ok65…` from the same carriers; written class by
# class BEFORE any rule changed, without reading the held-out slices:
#   cr65a  AWS: `aws ssm get-parameter(s)` / `get-parameters-by-path --with-decryption` as JSON, table and text output
#          (the `Value`), `--query … --output text` on the next line; `aws secretsmanager get-secret-value`'s
#          `SecretString` (a value, a JSON string inside, the `--output text` line); `chamber read` / `read -q`;
#   cr65b  desktop and CLI password managers: Bitwarden's `bw get password` (the next line) and `bw get item` (the
#          login's password, a custom field's value), `pass show` / `gopass show` (the first line is the password, then
#          `key: value` lines), macOS `security find-generic-password -w` and `-g` (`password: "…"`), Python `keyring get`,
#          `secret-tool lookup`;
#   cr65c  other stores: `vault kv get` tables (the Data section's `Key  Value` rows) and `-format=json`, `infisical
#          secrets` tables, `sops -d` output, `kubectl get secret … -o jsonpath=… | base64 -d`, `berglas access`,
#          `teller env` / `teller export`;
#   cr65d  commands whose line ends in `\` (continued on the lines after) or that run after a prompt, printing the
#          value after their last line.
#   ok65a-e honest twins: the same commands listing names only, metadata (versions, ARNs, dates), masked values,
#          `<redacted>`/`****`, references (`op://`, `vault:`, `ssm:/path`, `{{resolve:ssm-secure:…}}`), KMS ciphertext,
#          sops' `ENC[…]`, digests, errors (ParameterNotFound, not in the password store), help text, docs that show a
#          command without output, a command whose next line is the next prompt or its continued flags, and gcloud's
#          `--secret=NAME` (a secret's name, not its value).
# Label decisions, made before any run:
#   - A value a store prints for a secret it was asked to read (decrypted) is a credential; the value is the secret. A
#     `pass`/`gopass` entry's first line is its password. A vault/infisical row's value under a name that says it holds a
#     secret is one; a username's, a host's or a port's is none.
#   - Names, versions, ARNs, dates, masked and placeholder values, references, ciphertext (KMS's `AQICAH…`, sops'
#     `ENC[…]`) and errors are benign; so is a String parameter's plain value (a host, a region, a flag).
# Deterministic (seeded). Run: python3 test/corpus-content/generate65.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, HEX, ALNUM, b64
corpus = Corpus(20261265)
r = corpus.r
mixed = corpus.mixed


pw = corpus.password


def tok(): return mixed(r.randint(32, 44))
def hexs(n): return corpus.rs(HEX, n)
def uuid(): return f'{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}'
def acct(): return ''.join(r.choice('0123456789') for _ in range(12))
def date(): return f'2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{r.randint(100, 999)}000+00:00'
def kms(): return 'AQICAH' + corpus.rs(ALNUM + '+/', 150) + '=='


OPS = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'shell', 'exit_code': 0, 'stdout': t}),
    lambda t: 'Tool result (run_command):\n' + t + '\n',
    lambda t: '```console\n' + t + '\n```',
]
PROMPTS = ['$ ', 'ana@bastion-01:~$ ', 'root@ops-02:~# ', 'bash-5.2$ ', '% ']


def p(): return r.choice(PROMPTS)


def add(kind, pairs):
    corpus.containers = OPS
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts):
    corpus.containers = OPS
    corpus.add(kind, [], texts)


def ssm_json(name, value, kind='SecureString', version=3, region='eu-west-1', a=None):
    return {'Name': name, 'Type': kind, 'Value': value, 'Version': version, 'LastModifiedDate': date(),
            'ARN': f'arn:aws:ssm:{region}:{a or acct()}:parameter{name}', 'DataType': 'text'}


def ssm_table(name, value, kind='SecureString', version=3):
    a = acct()
    rows = [('ARN', f'arn:aws:ssm:eu-west-1:{a}:parameter{name}'), ('DataType', 'text'), ('LastModifiedDate', date()),
            ('Name', name), ('Type', kind), ('Value', value), ('Version', str(version))]
    w = max(len(v) for _, v in rows) + 2
    line = '|+' + '-' * 19 + '+' + '-' * (w + 1) + '+|'
    head = '-' * (len(line))
    out = [head, '|' + 'GetParameter'.center(len(line) - 2) + '|', '+' + '-' * (len(line) - 2) + '+',
           '||' + 'Parameter'.center(len(line) - 4) + '||', line]
    out += [f'||  {k:<16} |  {v:<{w - 1}}||' for k, v in rows]
    out.append(line)
    return '\n'.join(out)


# cr65a: AWS SSM, Secrets Manager, chamber.
A = [pw() for _ in range(30)]
AT = [tok() for _ in range(10)]
cr65a = [
    (f'{p()}aws ssm get-parameter --name /prod/orders/db_password --with-decryption\n' + json.dumps({'Parameter': ssm_json('/prod/orders/db_password', A[0])}, indent=4), A[0]),
    (f'{p()}aws ssm get-parameter --name "/nordhavn/prod/STRIPE_SECRET_KEY" --with-decryption --region eu-north-1\n' + json.dumps({'Parameter': ssm_json('/nordhavn/prod/STRIPE_SECRET_KEY', AT[0], region='eu-north-1')}, indent=4), AT[0]),
    (f'{p()}aws ssm get-parameter --name /prod/api/admin-password --with-decryption --output table\n' + ssm_table('/prod/api/admin-password', A[1]), A[1]),
    (f'{p()}aws ssm get-parameter --name /prod/api/jwt-secret --with-decryption --output text\nPARAMETER\tarn:aws:ssm:eu-west-1:{acct()}:parameter/prod/api/jwt-secret\ttext\t{date()}\t/prod/api/jwt-secret\tSecureString\t{AT[1]}\t7', AT[1]),
    (f'{p()}aws ssm get-parameter --name /prod/redis/auth_token --with-decryption --query Parameter.Value --output text\n{A[2]}', A[2]),
    (f"{p()}aws ssm get-parameter --name '/staging/billing/db-password' --with-decryption --query 'Parameter.Value' --output text\n{A[3]}\n{p()}", A[3]),
    (f'{p()}aws ssm get-parameters --names /prod/db/user /prod/db/password --with-decryption\n' + json.dumps({'Parameters': [ssm_json('/prod/db/password', A[4]), ssm_json('/prod/db/user', 'orders_rw', 'String', 1)], 'InvalidParameters': []}, indent=4), A[4]),
    (f'{p()}aws ssm get-parameters-by-path --path /prod/payments/ --recursive --with-decryption\n' + json.dumps({'Parameters': [ssm_json('/prod/payments/api_host', 'api.payments.internal', 'String', 2), ssm_json('/prod/payments/api_key', AT[2]), ssm_json('/prod/payments/webhook_secret', AT[3])]}, indent=4), [AT[2], AT[3]]),
    (f'{p()}aws ssm get-parameters-by-path --path /prod/mail --with-decryption --query "Parameters[*].[Name,Value]" --output text\n/prod/mail/smtp_host\tsmtp.eu.mailgun.org\n/prod/mail/smtp_password\t{A[5]}\n/prod/mail/smtp_user\tpostmaster@mg.nordhavn.example', A[5]),
    (f'{p()}aws secretsmanager get-secret-value --secret-id prod/orders/stripe\n' + json.dumps({'ARN': f'arn:aws:secretsmanager:eu-west-1:{acct()}:secret:prod/orders/stripe-Qw12Er', 'Name': 'prod/orders/stripe', 'VersionId': uuid(), 'SecretString': AT[4], 'VersionStages': ['AWSCURRENT'], 'CreatedDate': date()}, indent=4), AT[4]),
    (f'{p()}aws secretsmanager get-secret-value --secret-id prod/ledger/db\n' + json.dumps({'ARN': f'arn:aws:secretsmanager:us-east-1:{acct()}:secret:prod/ledger/db-Zx98Cv', 'Name': 'prod/ledger/db', 'VersionId': uuid(), 'SecretString': json.dumps({'engine': 'postgres', 'host': 'ledger.cluster-c1.us-east-1.rds.amazonaws.com', 'username': 'ledger', 'password': A[6], 'port': 5432}), 'VersionStages': ['AWSCURRENT'], 'CreatedDate': date()}, indent=4), A[6]),
    (f'{p()}aws secretsmanager get-secret-value --secret-id prod/search/opensearch --query SecretString --output text\n{A[7]}', A[7]),
    (f'{p()}aws secretsmanager get-secret-value --secret-id prod/crm/api --query SecretString --output text\n' + json.dumps({'client_id': 'crm-sync', 'client_secret': AT[5]}), AT[5]),
    (f'{p()}aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:eu-west-1:{acct()}:secret:rds-master-Tt55Yy --output text\narn:aws:secretsmanager:eu-west-1:{acct()}:secret:rds-master-Tt55Yy\t{date()}\trds-master\t{A[8]}\t{uuid()}\tAWSCURRENT', A[8]),
    (f'{p()}chamber read orders-api db_password\nKey\t\tValue\t\t\t\tVersion\t\tLastModified\t\tUser\ndb_password\t{A[9]}\t4\t\t2026-11-02 10:14:55\tarn:aws:iam::{acct()}:user/ci-deploy', A[9]),
    (f'{p()}chamber read -q billing stripe_secret_key\n{AT[6]}', AT[6]),
    (f'{p()}chamber export payments --format dotenv\nAPI_HOST="api.payments.internal"\nWEBHOOK_SECRET="{AT[7]}"', AT[7]),
    (f'{p()}chamber read orders-api smtp_password\nKey            Value                  Version    LastModified           User\nsmtp_password  {A[10]}   2          2026-10-11 08:02:19    arn:aws:iam::{acct()}:user/ana', A[10]),
]
add('cr65a', cr65a)

# cr65b: Bitwarden, pass, gopass, macOS security, keyring, secret-tool.
B = [pw() for _ in range(30)]
BT = [tok() for _ in range(8)]
bw_item = {'object': 'item', 'id': uuid(), 'organizationId': None, 'folderId': uuid(), 'type': 1, 'name': 'Grafana admin',
           'notes': None, 'favorite': False, 'fields': [{'name': 'api token', 'value': BT[0], 'type': 1}],
           'login': {'uris': [{'match': None, 'uri': 'https://grafana.nordhavn.example'}], 'username': 'admin', 'password': B[1], 'totp': None, 'passwordRevisionDate': None},
           'revisionDate': date(), 'creationDate': date(), 'deletedDate': None}
bw_item2 = {'object': 'item', 'id': uuid(), 'type': 1, 'name': 'backup-s3', 'notes': 'rotated quarterly',
            'fields': [{'name': 'region', 'value': 'eu-central-1', 'type': 0}, {'name': 'secret access key', 'value': BT[1], 'type': 1}],
            'login': {'username': 'AKIAQ' + corpus.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 15), 'password': None, 'totp': None}}
cr65b = [
    (f'{p()}bw get password github.com\n{B[0]}', B[0]),
    (f'{p()}bw get item "Grafana admin"\n' + json.dumps(bw_item), [B[1], BT[0]]),
    (f'{p()}bw get item backup-s3 | jq .\n' + json.dumps(bw_item2, indent=2), BT[1]),
    (f'{p()}bw get password "VPN (office)" --session "$BW_SESSION"\n{B[2]}\n{p()}', B[2]),
    (f'{p()}pass show email/work\n{B[3]}\nlogin: ana.petrova\nurl: https://mail.nordhavn.example', B[3]),
    (f'{p()}pass show infra/db/orders-prod\n{B[4]}\nuser: orders_rw\nhost: orders.cluster-x.eu-west-1.rds.amazonaws.com\nport: 5432', B[4]),
    (f'{p()}pass show -c servers/ops-02\nCopied servers/ops-02 to clipboard. Will clear in 45 seconds.\n{p()}pass show servers/ops-03\n{B[5]}', B[5]),
    (f'{p()}pass generate web/shop-admin 18\nThe generated password for web/shop-admin is:\n{B[6]}', B[6]),
    (f'{p()}gopass show websites/jira\nSecret: websites/jira\n\n{B[7]}\nusername: apetrova\nurl: https://jira.nordhavn.example', B[7]),
    (f'{p()}gopass show -o ci/registry-token\n{BT[2]}', BT[2]),
    (f'{p()}gopass show --password team/wifi-guest\n{B[8]}', B[8]),
    (f'{p()}security find-generic-password -s "github-token" -a ana -w\n{BT[3]}', BT[3]),
    (f'{p()}security find-generic-password -s db-prod -g\nkeychain: "/Users/ana/Library/Keychains/login.keychain-db"\nversion: 512\nclass: "genp"\nattributes:\n    0x00000007 <blob>="db-prod"\n    0x00000008 <blob>=<NULL>\n    "acct"<blob>="orders_rw"\n    "cdat"<timedate>=0x32303236313130323130313435355A00  "20261102101455Z\\000"\n    "svce"<blob>="db-prod"\npassword: "{B[9]}"', B[9]),
    (f'{p()}security find-internet-password -s smtp.nordhavn.example -w\n{B[10]}', B[10]),
    (f'{p()}keyring get nordhavn-cli ana.petrova\n{B[11]}', B[11]),
    (f'{p()}python3 -m keyring get twine https://upload.pypi.org/legacy/\npypi-' + BT[4], 'pypi-' + BT[4]),
    (f'{p()}secret-tool lookup service smtp user alerts@nordhavn.example\n{B[12]}', B[12]),
    (f'{p()}secret-tool lookup application nextcloud-desktop\n{B[13]}\n{p()}', B[13]),
]
add('cr65b', cr65b)

# cr65c: Vault, Infisical, sops, kubectl, berglas, teller.
C = [pw() for _ in range(30)]
CT = [tok() for _ in range(10)]


def vault_table(path, rows, version=3):
    meta = [('created_time', '2026-11-02T10:14:55.120993Z'), ('custom_metadata', '<nil>'), ('deletion_time', 'n/a'), ('destroyed', 'false'), ('version', str(version))]
    w = max(len(k) for k, _ in rows + meta) + 4
    out = ['== Secret Path ==', path, '', '======= Metadata =======', f'{"Key":<{w}}Value', f'{"---":<{w}}-----']
    out += [f'{k:<{w}}{v}' for k, v in meta]
    out += ['', '====== Data ======', f'{"Key":<{w}}Value', f'{"---":<{w}}-----']
    out += [f'{k:<{w}}{v}' for k, v in rows]
    return '\n'.join(out)


def box(rows, head=('SECRET NAME', 'SECRET VALUE', 'SECRET TYPE')):
    ws = [max(len(x[i]) for x in rows + [head]) + 2 for i in range(3)]
    top = '\u250c' + '\u252c'.join('\u2500' * w for w in ws) + '\u2510'
    mid = '\u251c' + '\u253c'.join('\u2500' * w for w in ws) + '\u2524'
    bot = '\u2514' + '\u2534'.join('\u2500' * w for w in ws) + '\u2518'
    line = lambda x: '\u2502' + '\u2502'.join(' ' + x[i].ljust(ws[i] - 1) for i in range(3)) + '\u2502'
    return '\n'.join([top, line(head), mid] + [line(x) for x in rows] + [bot])


cr65c = [
    (f'{p()}vault kv get secret/orders/db\n' + vault_table('secret/data/orders/db', [('password', C[0]), ('username', 'orders_rw')]), C[0]),
    (f'{p()}vault kv get -mount=kv payments/stripe\n' + vault_table('kv/data/payments/stripe', [('api_key', CT[0]), ('publishable', 'pk_live_' + corpus.rs(ALNUM, 24)), ('webhook_secret', CT[1])], 5), [CT[0], CT[1]]),
    (f'{p()}vault kv get kv/ci/registry\n' + vault_table('kv/data/ci/registry', [('registry', 'registry.nordhavn.example'), ('token', CT[2]), ('user', 'ci-bot')], 2), CT[2]),
    (f'{p()}vault kv get -format=json secret/smtp\n' + json.dumps({'request_id': uuid(), 'lease_id': '', 'lease_duration': 0, 'renewable': False, 'data': {'data': {'smtp_password': C[1], 'smtp_user': 'alerts'}, 'metadata': {'created_time': '2026-11-02T10:14:55.120993Z', 'custom_metadata': None, 'deletion_time': '', 'destroyed': False, 'version': 4}}, 'warnings': None}, indent=2), C[1]),
    (f'{p()}vault read -format=json database/creds/readonly\n' + json.dumps({'request_id': uuid(), 'lease_id': 'database/creds/readonly/' + corpus.rs(ALNUM, 24), 'lease_duration': 3600, 'renewable': True, 'data': {'password': C[2], 'username': 'v-token-readonly-' + corpus.rs(ALNUM, 20)}}, indent=2), C[2]),
    (f'{p()}vault read database/creds/app\nKey                Value\n---                -----\nlease_id           database/creds/app/{corpus.rs(ALNUM, 24)}\nlease_duration     1h\nlease_renewable    true\npassword           {C[3]}\nusername           v-root-app-{corpus.rs(ALNUM, 16)}', C[3]),
    (f'{p()}infisical secrets --env=prod\n' + box([('DB_HOST', 'db.internal', 'shared'), ('DB_PASSWORD', C[4], 'shared'), ('JWT_SECRET', CT[3], 'shared')]), [C[4], CT[3]]),
    (f'{p()}infisical secrets get STRIPE_API_KEY --env=prod\n' + box([('STRIPE_API_KEY', CT[4], 'shared')]), CT[4]),
    (f'{p()}infisical export --env=staging\nDB_PASSWORD=\'{C[5]}\'\nDB_USER=\'app\'\nSENTRY_DSN=\'https://{hexs(32)}@o12345.ingest.sentry.io/678\'', C[5]),
    (f'{p()}infisical secrets get SMTP_PASSWORD --plain\n{C[6]}', C[6]),
    (f'{p()}sops -d secrets/prod.enc.yaml\ndatabase:\n    host: orders.cluster-x.eu-west-1.rds.amazonaws.com\n    user: orders_rw\n    password: {C[7]}\nredis:\n    auth_token: {CT[5]}', [C[7], CT[5]]),
    (f'{p()}sops --decrypt config/secrets.json\n' + json.dumps({'stripe': {'secret_key': CT[6]}, 'admin_password': C[8]}, indent=2), [CT[6], C[8]]),
    (f'{p()}sops -d .env.enc\nDB_PASSWORD={C[9]}\nLOG_LEVEL=info', C[9]),
    (f"{p()}kubectl get secret orders-db -o jsonpath='{{.data.password}}' | base64 -d\n{C[10]}", C[10]),
    (f'{p()}kubectl -n payments get secret stripe -o jsonpath="{{.data.api-key}}" | base64 --decode; echo\n{CT[7]}', CT[7]),
    (f"{p()}kubectl get secret grafana -o jsonpath=\"{{.data['admin-password']}}\" | base64 -d ; echo\n{C[11]}", C[11]),
    (f'{p()}kubectl get secret/redis -n cache -o jsonpath={{.data.redis-password}} | base64 -d && echo\n{C[12]}', C[12]),
    (f'{p()}berglas access sm://nordhavn-prod/db-password\n{C[13]}', C[13]),
    (f'{p()}berglas access nordhavn-secrets/api-token\n{CT[8]}', CT[8]),
    (f'{p()}teller env\nexport DB_PASSWORD="{C[14]}"\nexport DB_USER="orders"', C[14]),
    (f'{p()}teller export yaml\nDB_PASSWORD: {C[15]}\nSTRIPE_KEY: {CT[9]}', [C[15], CT[9]]),
]
add('cr65c', cr65c)

# cr65d: commands continued over lines, or run after a prompt, their value after the last line.
D = [pw() for _ in range(12)]
DT = [tok() for _ in range(6)]
cr65d = [
    (f'{p()}gcloud secrets versions access latest \\\n    --secret=orders-db-password \\\n    --project=nordhavn-prod\n{D[0]}', D[0]),
    (f'{p()}aws ssm get-parameter \\\n  --name /prod/orders/db_password \\\n  --with-decryption \\\n  --query Parameter.Value --output text\n{D[1]}', D[1]),
    (f'{p()}az keyvault secret show \\\n    --vault-name kv-nordhavn-prod \\\n    --name stripe-secret \\\n    --query value -o tsv\n{DT[0]}', DT[0]),
    (f'{p()}aws secretsmanager get-secret-value \\\n    --secret-id prod/ledger/api \\\n    --query SecretString \\\n    --output text\n{DT[1]}\n{p()}', DT[1]),
    (f'{p()}kubectl get secret orders-db \\\n  -n orders \\\n  -o jsonpath="{{.data.password}}" | base64 -d\n{D[2]}', D[2]),
    (f'{p()}vault kv get -field=password \\\n    secret/orders/db\n{D[3]}', D[3]),
    (f'ana@bastion-01:~$ heroku config:get DATABASE_PASSWORD -a nordhavn-api\n{D[4]}\nana@bastion-01:~$ exit', D[4]),
    (f'root@ops-02:~# doppler secrets get STRIPE_SECRET_KEY --plain\n{DT[2]}\nroot@ops-02:~# history -c', DT[2]),
    (f'bash-5.2$ op read op://Ops/postgres-prod/password\n{D[5]}\nbash-5.2$ ', D[5]),
    (f'{p()}gcloud secrets versions access latest --secret=api-signing-key --project=nordhavn-prod\n{DT[3]}', DT[3]),
    (f'{p()}aws ssm get-parameter --name /prod/search/master_password --with-decryption --output yaml\nParameter:\n  ARN: arn:aws:ssm:eu-west-1:{acct()}:parameter/prod/search/master_password\n  DataType: text\n  LastModifiedDate: \'{date()}\'\n  Name: /prod/search/master_password\n  Type: SecureString\n  Value: {D[6]}\n  Version: 2', D[6]),
    (f'{p()}chamber env orders-api\nexport API_HOST=api.orders.internal\nexport DB_PASSWORD={D[7]}', D[7]),
    (f'{p()}gopass show -o \\\n    team/wifi-guest\n{D[8]}', D[8]),
    (f'{p()}bw get password \\\n  "Grafana admin" \\\n  --session "$BW_SESSION"\n{D[9]}', D[9]),
    (f'{p()}aws secretsmanager get-secret-value --secret-id prod/mq/rabbit --query SecretString --output text | jq .\n' + json.dumps({'user': 'orders', 'password': D[10], 'vhost': '/orders'}, indent=2), D[10]),
]
add('cr65d', cr65d)

# ok65a: AWS honest twins.
a1 = acct()
ok65a = [
    f'{p()}aws ssm describe-parameters --parameter-filters Key=Path,Values=/prod/orders\n' + json.dumps({'Parameters': [{'Name': '/prod/orders/db_password', 'Type': 'SecureString', 'KeyId': 'alias/aws/ssm', 'LastModifiedDate': date(), 'LastModifiedUser': f'arn:aws:iam::{a1}:user/ci-deploy', 'Version': 3, 'Tier': 'Standard', 'Policies': [], 'DataType': 'text'}]}, indent=4),
    f'{p()}aws ssm get-parameter --name /prod/orders/db_password\n' + json.dumps({'Parameter': ssm_json('/prod/orders/db_password', kms())}, indent=4),
    f'{p()}aws ssm get-parameter --name /prod/orders/db_host\n' + json.dumps({'Parameter': ssm_json('/prod/orders/db_host', 'orders.cluster-x.eu-west-1.rds.amazonaws.com', 'String', 2)}, indent=4),
    f'{p()}aws ssm get-parameter --name /prod/api/region --output table\n' + ssm_table('/prod/api/region', 'eu-west-1', 'String', 1),
    f'{p()}aws ssm get-parameter --name /prod/api/admin-password --with-decryption\n\nAn error occurred (ParameterNotFound) when calling the GetParameter operation: ',
    f'{p()}aws ssm get-parameter --name /prod/api/jwt-secret --with-decryption --query Parameter.Value --output text\n\nAn error occurred (AccessDeniedException) when calling the GetParameter operation: User: arn:aws:iam::{acct()}:user/ana is not authorized to perform: ssm:GetParameter',
    f'{p()}aws ssm get-parameters --names /prod/db/user /prod/db/port\n' + json.dumps({'Parameters': [ssm_json('/prod/db/port', '5432', 'String', 1), ssm_json('/prod/db/user', 'orders_rw', 'String', 1)], 'InvalidParameters': ['/prod/db/pasword']}, indent=4),
    f'{p()}aws ssm get-parameters-by-path --path /prod/flags --query "Parameters[*].[Name,Value]" --output text\n/prod/flags/checkout_v2\ttrue\n/prod/flags/max_retries\t5\n/prod/flags/region\teu-west-1',
    f'{p()}aws secretsmanager describe-secret --secret-id prod/orders/stripe\n' + json.dumps({'ARN': f'arn:aws:secretsmanager:eu-west-1:{a1}:secret:prod/orders/stripe-Qw12Er', 'Name': 'prod/orders/stripe', 'RotationEnabled': True, 'RotationLambdaARN': f'arn:aws:lambda:eu-west-1:{a1}:function:rotate-stripe', 'LastRotatedDate': date(), 'VersionIdsToStages': {uuid(): ['AWSCURRENT'], uuid(): ['AWSPREVIOUS']}, 'CreatedDate': date()}, indent=4),
    f'{p()}aws secretsmanager list-secrets --query "SecretList[].Name"\n' + json.dumps(['prod/orders/stripe', 'prod/ledger/db', 'prod/search/opensearch', 'staging/db-password'], indent=4),
    f'{p()}aws secretsmanager get-secret-value --secret-id prod/ledger/db\n\nAn error occurred (ResourceNotFoundException) when calling the GetSecretValue operation: Secrets Manager can\'t find the specified secret.',
    f'{p()}aws secretsmanager get-secret-value --secret-id prod/ledger/db | jq \'.SecretString | fromjson | .password = "<redacted>"\'\n' + json.dumps({'engine': 'postgres', 'host': 'ledger.cluster-c1.us-east-1.rds.amazonaws.com', 'username': 'ledger', 'password': '<redacted>', 'port': 5432}, indent=2),
    f'{p()}chamber list orders-api\nKey\t\t\tVersion\t\tLastModified\t\tUser\napi_host\t\t2\t\t2026-09-14 11:02:45\tarn:aws:iam::{a1}:user/ana\ndb_password\t\t4\t\t2026-11-02 10:14:55\tarn:aws:iam::{a1}:user/ci-deploy\nsmtp_password\t\t2\t\t2026-10-11 08:02:19\tarn:aws:iam::{a1}:user/ana',
    f'{p()}chamber history orders-api db_password\nEvent\t\tVersion\t\tDate\t\t\tUser\nCreated\t\t1\t\t2026-03-01 09:00:00\tarn:aws:iam::{a1}:user/ana\nUpdated\t\t4\t\t2026-11-02 10:14:55\tarn:aws:iam::{a1}:user/ci-deploy',
    f'{p()}chamber read orders-api db_password\nError: Failed to read: secret not found',
    'To read a parameter, run\n\n    aws ssm get-parameter --name /prod/orders/db_password --with-decryption --query Parameter.Value --output text\n\nand pass it to the migration as DB_PASSWORD. Never paste the output into tickets.',
    'Resources:\n  OrdersDb:\n    Type: AWS::RDS::DBInstance\n    Properties:\n      MasterUsername: orders\n      MasterUserPassword: "{{resolve:ssm-secure:/prod/orders/db_password:3}}"\n      DBInstanceClass: db.t4g.medium',
    'env:\n  DB_PASSWORD: ssm:/prod/orders/db_password\n  STRIPE_KEY: secretsmanager:prod/orders/stripe:SecretString:secret_key\n  API_TOKEN: vault:secret/data/api#token',
    f'{p()}aws ssm put-parameter --name /prod/orders/db_password --type SecureString --value "$NEW_PASSWORD" --overwrite\n' + json.dumps({'Version': 5, 'Tier': 'Standard'}, indent=4),
    f'{p()}aws ssm get-parameter help\nGET-PARAMETER()\n\nNAME\n       get-parameter -\n\nDESCRIPTION\n       Get information about a single parameter by specifying the parameter\n       name.\n\nOPTIONS\n       --name (string)\n       --with-decryption | --no-with-decryption (boolean)\n          Return decrypted values for secure string parameters.',
]
benign('ok65a', ok65a)

# ok65b: password managers' honest twins.
ok65b = [
    f'{p()}bw get username github.com\nana-petrova',
    f'{p()}bw list folders | jq -r ".[].name"\nInfra\nPersonal\nShared/Ops',
    f'{p()}bw status\n' + json.dumps({'serverUrl': 'https://vault.nordhavn.example', 'lastSync': date(), 'userEmail': 'ana@nordhavn.example', 'userId': uuid(), 'status': 'locked'}),
    f'{p()}bw get item backup-s3 | jq \'.login.password = "****"\'\n' + json.dumps({'object': 'item', 'id': uuid(), 'name': 'backup-s3', 'login': {'username': 'backup', 'password': '****', 'totp': None}}, indent=2),
    f'{p()}bw get password github.com\nNot found.',
    f'{p()}bw get item "Grafana admin"\n' + json.dumps({'object': 'item', 'id': uuid(), 'type': 2, 'name': 'Grafana admin', 'notes': 'see op://Ops/grafana-admin/credential', 'secureNote': {'type': 0}, 'login': None, 'fields': [{'name': 'owner', 'value': 'sre-team', 'type': 0}]}),
    f'{p()}pass ls infra\ninfra\n\u251c\u2500\u2500 db\n\u2502   \u251c\u2500\u2500 orders-prod\n\u2502   \u2514\u2500\u2500 ledger-prod\n\u2514\u2500\u2500 servers\n    \u251c\u2500\u2500 ops-02\n    \u2514\u2500\u2500 ops-03',
    f'{p()}pass show email/personal\nError: email/personal is not in the password store.',
    f'{p()}pass insert web/shop-admin\nEnter password for web/shop-admin:\nRetype password for web/shop-admin:\n[main 4f2a9c1] Add given password for web/shop-admin to store.',
    f'{p()}pass show -c servers/ops-02\nCopied servers/ops-02 to clipboard. Will clear in 45 seconds.',
    f'{p()}gopass list --flat\nci/registry-token\nteam/wifi-guest\nwebsites/jira',
    f'{p()}gopass show websites/jira\ngopass: Secret websites/jira not found',
    f'{p()}security find-generic-password -s db-prod\nkeychain: "/Users/ana/Library/Keychains/login.keychain-db"\nversion: 512\nclass: "genp"\nattributes:\n    0x00000007 <blob>="db-prod"\n    "acct"<blob>="orders_rw"\n    "svce"<blob>="db-prod"',
    f'{p()}security find-generic-password -s github-token -w\nsecurity: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.',
    f'{p()}keyring get nordhavn-cli ana.petrova\n{p()}',
    f'{p()}keyring --help\nusage: keyring [-h] [-p KEYRING_PATH] [-b KEYRING_BACKEND] [--list-backends]\n               [--disable] [--print-config] [{{get,set,del,diagnose}}] [service] [username]',
    f'{p()}secret-tool store --label="SMTP alerts" service smtp user alerts@nordhavn.example\nPassword: ',
    f'{p()}secret-tool search service smtp\n[/org/freedesktop/secrets/collection/login/12]\nlabel = SMTP alerts\nsecret = <hidden>\ncreated = 2026-11-02 10:14:55\nattribute.service = smtp\nattribute.user = alerts@nordhavn.example',
]
benign('ok65b', ok65b)

# ok65c: other stores' honest twins.
ok65c = [
    f'{p()}vault kv metadata get secret/orders/db\n' + '\n'.join(['======== Metadata Path ========', 'secret/metadata/orders/db', '', '========== Metadata ==========', 'Key                     Value', '---                     -----', 'cas_required            false', 'created_time            2026-03-01T09:00:00.120993Z', 'current_version         3', 'max_versions            0', 'oldest_version          0', 'updated_time            2026-11-02T10:14:55.120993Z']),
    f'{p()}vault kv list secret/orders\nKeys\n----\napi\ndb\nsmtp',
    f'{p()}vault kv get secret/orders/db\n' + vault_table('secret/data/orders/db', [('host', 'orders.cluster-x.eu-west-1.rds.amazonaws.com'), ('port', '5432'), ('username', 'orders_rw')]),
    f'{p()}vault kv get secret/orders/db\n' + vault_table('secret/data/orders/db', [('password', '<redacted>'), ('username', 'orders_rw')]),
    f'{p()}vault kv get secret/payments/stripe\nNo value found at secret/data/payments/stripe',
    f'{p()}vault kv get -format=json secret/smtp | jq \'.data.metadata\'\n' + json.dumps({'created_time': '2026-11-02T10:14:55.120993Z', 'custom_metadata': None, 'deletion_time': '', 'destroyed': False, 'version': 4}, indent=2),
    f'{p()}infisical secrets --env=prod\n' + box([('DB_HOST', 'db.internal', 'shared'), ('DB_PASSWORD', '***', 'shared'), ('JWT_SECRET', '***', 'shared')]),
    f'{p()}infisical secrets get DB_PASSWORD --env=prod\nsecret not found',
    f'{p()}infisical export --env=staging --format=dotenv-export\nexport DB_PASSWORD=\'${{DB_PASSWORD}}\'\nexport DB_USER=\'app\'',
    f'{p()}cat secrets/prod.enc.yaml\ndatabase:\n    host: orders.cluster-x.eu-west-1.rds.amazonaws.com\n    user: orders_rw\n    password: ENC[AES256_GCM,data:{b64(corpus.rs(ALNUM, 14))[:-2]},iv:{b64(corpus.rs(ALNUM, 24))},tag:{b64(corpus.rs(ALNUM, 12))},type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:eu-west-1:{acct()}:key/{uuid()}\n          created_at: "2026-11-02T10:14:55Z"\n    lastmodified: "2026-11-02T10:14:55Z"\n    mac: ENC[AES256_GCM,data:{b64(corpus.rs(ALNUM, 48))},iv:{b64(corpus.rs(ALNUM, 24))},tag:{b64(corpus.rs(ALNUM, 12))},type:str]\n    version: 3.9.1',
    f'{p()}sops -d secrets/prod.enc.yaml\nFailed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n  arn:aws:kms:eu-west-1:{acct()}:key/{uuid()}: FAILED\n    - | Error decrypting key: AccessDeniedException',
    f'{p()}kubectl get secret orders-db -o jsonpath=\'{{.data.username}}\' | base64 -d\norders_rw',
    f'{p()}kubectl describe secret orders-db\nName:         orders-db\nNamespace:    orders\nLabels:       app=orders\nAnnotations:  <none>\n\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  9 bytes',
    f'{p()}kubectl get secret orders-db -o jsonpath=\'{{.data.password}}\' | base64 -d\nchangeme',
    f'{p()}kubectl get secret orders-db -o jsonpath=\'{{.data.password}}\' | sha256sum\n{hexs(64)}  -',
    f'{p()}kubectl get secrets -n orders\nNAME                  TYPE                                  DATA   AGE\ndefault-token-x7k2p   kubernetes.io/service-account-token   3      212d\norders-db             Opaque                                2      41d\nregistry-pull         kubernetes.io/dockerconfigjson        1      41d',
    f'{p()}berglas list nordhavn-secrets\nNAME              GENERATION        UPDATED\napi-token         1701100000000000  2026-11-02T10:14:55Z\ndb-password       1699900000000000  2026-10-11T08:02:19Z',
    f'{p()}berglas access sm://nordhavn-prod/db-password\nfailed to access secret: rpc error: code = PermissionDenied desc = Permission \'secretmanager.versions.access\' denied',
    f'{p()}teller show\n-*- teller: loaded variables for orders-api using teller.yml -*-\n\n[vault secret/data/orders/db] DB_PASSWORD = Xk*****\n[ssm /prod/orders/stripe] STRIPE_KEY = sk*****',
    f'{p()}teller scan\n[high] .env (3,0): found match for vault/DB_PASSWORD (Xk*****)\nScanning for 2 entries: found 1 matches in 11.2ms',
]
benign('ok65c', ok65c)

# ok65d: a prompt or a continued command after the command, references, docs, gcloud's --secret=NAME.
ok65d = [
    f'ana@bastion-01:~$ gcloud secrets versions access latest --secret=orders-db-password\nana@bastion-01:~$ echo $?\n1',
    f'{p()}gcloud secrets versions access latest \\\n    --secret=orders-db-password \\\n    --project=nordhavn-prod',
    'gcloud secrets versions access latest \\\n  --secret=stripe-secret-key-v2 \\\n  --project=nordhavn-prod > /run/secrets/stripe\nchmod 400 /run/secrets/stripe',
    f'{p()}gcloud run deploy orders-api --image=eu.gcr.io/nordhavn/orders:4.2.1 --set-secrets=DB_PASSWORD=orders-db-password:latest,STRIPE_KEY=stripe-secret-key-v2:3 --region=europe-north1\nDeploying container to Cloud Run service [orders-api] in project [nordhavn-prod] region [europe-north1]\nOK Deploying... Done.',
    f'{p()}gcloud secrets versions list --secret=orders-db-password2\nNAME  STATE     CREATED              DESTROYED\n3     enabled   2026-11-02T10:14:55  -\n2     disabled  2026-10-11T08:02:19  -',
    f'{p()}gcloud secrets versions access latest --secret=api-signing-key9 --out-file=/tmp/key.pem\n{p()}ls -l /tmp/key.pem\n-r-------- 1 ana ana 1704 Nov  2 10:14 /tmp/key.pem',
    f'{p()}gcloud secrets describe db-pass-prod7\ncreateTime: \'2026-03-01T09:00:00.120993Z\'\netag: \'"16200a1b2c3d4e"\'\nname: projects/834120099145/secrets/db-pass-prod7\nreplication:\n  automatic: {{}}',
    f'{p()}gcloud functions deploy sync --set-secrets \'SYNC_TOKEN=projects/834120099145/secrets/sync-token-v4:latest\' --runtime=python312\nDeploying function (may take a while - up to 2 minutes)...done.',
    f'root@ops-02:~# heroku config:get DATABASE_PASSWORD -a nordhavn-api\nroot@ops-02:~# heroku config -a nordhavn-api --shell | wc -l\n14',
    f'{p()}vault kv get -field=password \\\n    -mount=secret \\\n    orders/db > /dev/null && echo ok\nok',
    f'{p()}aws ssm get-parameter \\\n  --name /prod/orders/db_password \\\n  --with-decryption \\\n  --query Parameter.Version --output text\n3',
    f'{p()}op read op://Ops/postgres-prod/password --out-file /run/pg-pass\n{p()}stat -c %a /run/pg-pass\n600',
    '## Reading secrets\n\n```\nop read op://Ops/postgres-prod/password\nvault kv get -field=password secret/orders/db\naws ssm get-parameter --name /prod/orders/db_password --with-decryption --query Parameter.Value --output text\nbw get password github.com\npass show infra/db/orders-prod\nsecurity find-generic-password -s db-prod -w\n```\n\nEach prints the value on standard output; pipe it, do not echo it.',
    f'{p()}doppler secrets get STRIPE_SECRET_KEY --plain --project orders --config prd \\\n  | wc -c\n41',
    f'{p()}security find-generic-password -s db-prod -w | shasum -a 256\n{hexs(64)}  -',
    f'{p()}vault kv get -field=password secret/orders/db | sha256sum\n{hexs(64)}  -',
    f'{p()}aws ssm get-parameter --name /prod/search/master_password --output yaml\nParameter:\n  ARN: arn:aws:ssm:eu-west-1:{acct()}:parameter/prod/search/master_password\n  DataType: text\n  Name: /prod/search/master_password\n  Type: SecureString\n  Value: {kms()}\n  Version: 2',
    f'{p()}chamber env orders-api\nexport API_HOST=api.orders.internal\nexport DB_PASSWORD=\'$(chamber read -q orders-api db_password)\'',
    f'{p()}gopass show -o \\\n    team/wifi-guest \\\n    | qrencode -t ansiutf8 -o wifi.png\n{p()}ls wifi.png\nwifi.png',
    f'{p()}bw get password \\\n  "Grafana admin" \\\n  --session "$BW_SESSION" | pbcopy\n{p()}echo copied\ncopied',
    f'{p()}aws secretsmanager get-secret-value --secret-id prod/mq/rabbit --query VersionStages --output text\nAWSCURRENT',
    f'{p()}pass show --help\nUsage:\n    pass show [--clip[=line-number],-c[line-number]] pass-name\n        Show existing password and optionally put it on the clipboard.',
    f'{p()}security find-generic-password -s db-prod -g\nkeychain: "/Users/ana/Library/Keychains/login.keychain-db"\nclass: "genp"\nattributes:\n    "acct"<blob>="orders_rw"\n    "svce"<blob>="db-prod"\npassword: <NULL>',
    f'{p()}vault kv get -format=json secret/smtp\n' + json.dumps({'request_id': uuid(), 'data': {'data': {'smtp_password': 'vault:v1:' + corpus.rs(ALNUM + '+/', 60) + '==', 'smtp_user': 'alerts'}}}, indent=2),
]
benign('ok65d', ok65d)

corpus.write('cases-65')
