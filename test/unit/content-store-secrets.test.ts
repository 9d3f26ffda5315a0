/**
 * The readings cases-61.jsonl brought, read both ways: store-secrets.ts (the value a secret store's command prints,
 * doppler's table, az keyvault's JSON, SECRET_KEY_BASE, `"--requirepass", "…"`, PagerDuty's key in an events URL),
 * label-secrets.ts's Icelandic, Estonian, Greek, Bulgarian and Serbian names and Danish and Norwegian verbs with a colon,
 * data-secrets.ts's Compose and React Native fields, ops-secrets.ts's block scalars, flow mappings and a Secret's
 * connectionString and credentials keys, configs.ts's `.pgpass` lines in more places — each value found alone, and
 * their look-alikes (names only, ids, digests, references, placeholders, product codes, policies) left alone.
 */
import { describe, expect, it } from 'vitest';
import { credentialsFound as found, judgeContent } from '../helpers/judge-content.js';
import { redact } from '../../src/content/guard.js';

const b64 = (s: string): string => Buffer.from(s).toString('base64');

describe('store, label and field secrets of cases-61: found', () => {
  const cases: Array<[string, string]> = [
    ['$ heroku config:get SESSION_SECRET -a shop-web\nc9Ub98P8oSt5QlZdWlSH3oU5Wokxnd4w', 'c9Ub98P8oSt5QlZdWlSH3oU5Wokxnd4w'],
    ['$ heroku config:get ADMIN_PASSWORD -a shop-web\nz1ah%9R3ZYkfh', 'z1ah%9R3ZYkfh'],
    [
      '$ az keyvault secret show --vault-name kv-prod --name api-key --query value -o tsv\n5MAgwGFYwXtymSC9p2xrbFaM',
      '5MAgwGFYwXtymSC9p2xrbFaM',
    ],
    ['$ gcloud secrets versions access latest --secret=db-password\nKm1KT4h#5RKray7V', 'Km1KT4h#5RKray7V'],
    ['$ op read "op://Production/Postgres/password"\nAeYspDA@z6aw', 'AeYspDA@z6aw'],
    ['$ doppler secrets get DB_PASSWORD --plain\nf9b3lLCMzd81uG', 'f9b3lLCMzd81uG'],
    ['{"stdout": "$ consul kv get config/payments/db_password\\nHjJrHrvQX6sp8i"}', 'HjJrHrvQX6sp8i'],
    ['$ consul kv get -detailed config/app/admin_password\nFlags            0\nValue            F6C6bU0jA+T', 'F6C6bU0jA+T'],
    ['$ etcdctl get /config/billing/smtp_password --print-value-only\nC7xu93x5nspzUIw', 'C7xu93x5nspzUIw'],
    ["$ kubectl get secret db -o go-template='{{.data.password | base64decode}}'\nN4xMLSygPr3B", 'N4xMLSygPr3B'],
    // 1Password's path quoted, an item's name with a blank in it.
    ['$ op read "op://Prod/Postgres Admin/password"\nay4W#pPm904hE\n$ ', 'ay4W#pPm904hE'],
    // A store's command that names no key, printing a generated value for a secret named otherwise.
    [
      '$ gcloud secrets versions access latest --secret=stripe\nAF4iCbSDsT4bvTvW6bpe27XiTCPmk5nFej\n$ ',
      'AF4iCbSDsT4bvTvW6bpe27XiTCPmk5nFej',
    ],
    [
      '$ doppler secrets\n\u2502 NAME        \u2502 VALUE            \u2502\n\u2502 DB_PASSWORD \u2502 jGpXN3g8qbe@eN5a \u2502\n\u2502 DOPPLER_CONFIG \u2502 prd \u2502',
      'jGpXN3g8qbe@eN5a',
    ],
    [
      '{"id": "https://kv-prod.vault.azure.net/secrets/db-password/0f3a", "name": "db-password", "tags": {}, "value": "wCQUArv7zCXU"}',
      'wCQUArv7zCXU',
    ],
    [
      'SECRET_KEY_BASE:   60ea99eb5a500c65de20c5c2b7d794ef14c3aca3e22fb8cd1deac15c959e1abc',
      '60ea99eb5a500c65de20c5c2b7d794ef14c3aca3e22fb8cd1deac15c959e1abc',
    ],
    ['"command": ["redis-server", "--requirepass", "vz0kFdkmjrP28~8"]', 'vz0kFdkmjrP28~8'],
    ['curl -X POST https://events.pagerduty.com/integration/l1uuuvj1xqspgvtnrdpzumwoj7xihqig/enqueue', 'l1uuuvj1xqspgvtnrdpzumwoj7xihqig'],
    ['"url": "https://events.pagerduty.com/x-ere/qd9ddu6ub7tjb8cu55j8143wwu1awxn5"', 'qd9ddu6ub7tjb8cu55j8143wwu1awxn5'],
    ['{"service_key": "f6p1cer81gunllv6dnollf3y9ajblct5", "event_type": "trigger"}', 'f6p1cer81gunllv6dnollf3y9ajblct5'],
    ['*:*:reporting:report_bot:ER80Q4O2+u\n(it lives in /home/report/.pgpass)', 'ER80Q4O2+u'],
    ['{"stdout": "$ sudo cat /root/.pgpass\\n[::1]:5432:app:app_owner:M0jkXqsz4z2qI8w"}', 'M0jkXqsz4z2qI8w'],
    ['Notandanafn: afgreidsla\nLykilor\u00f0: dUoDYaNdOtJI1', 'dUoDYaNdOtJI1'],
    ['Lykilor\u00f0inu hefur veri\u00f0 breytt \u00ed h~OqMQuxfH2n', 'h~OqMQuxfH2n'],
    ['Salas\u00f5na: J7coHZAmKk7', 'J7coHZAmKk7'],
    ['Parool on muudetud: IS1k6C7vBbmX9^0N', 'IS1k6C7vBbmX9^0N'],
    [
      '\u039a\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2: X3iBIEVsQq3QUFY',
      'X3iBIEVsQq3QUFY',
    ],
    [
      '\u041f\u0430\u0440\u043e\u043b\u0430\u0442\u0430 \u0435 \u0441\u043c\u0435\u043d\u0435\u043d\u0430 \u043d\u0430 hwQG~9H5ZDG',
      'hwQG~9H5ZDG',
    ],
    [
      '\u041b\u043e\u0437\u0438\u043d\u043a\u0430 \u0458\u0435 \u043f\u0440\u043e\u043c\u0435\u045a\u0435\u043d\u0430 \u0443 wWcY4BgWIexMrBg',
      'wWcY4BgWIexMrBg',
    ],
    ['Din nye adgangskode er: 5oBZvbQ!rs41j', '5oBZvbQ!rs41j'],
    ['Passordet ditt er n\u00e5: Z5g8sNhc19dw', 'Z5g8sNhc19dw'],
    ['var password by remember { mutableStateOf("gaP@cN3avNO6") }', 'gaP@cN3avNO6'],
    ['TextField(value = "Q~vHGjVTBG93r", onValueChange = {}, visualTransformation = PasswordVisualTransformation())', 'Q~vHGjVTBG93r'],
    ['val pin = remember { mutableStateOf("gZ1njQKyPF3") }\nPasswordField(state = pin)', 'gZ1njQKyPF3'],
    ['<TextInput secureTextEntry value="8suLweZ+8k" onChangeText={setPassword} />', '8suLweZ+8k'],
    ["const [password, setPassword] = useState('eJS*eNMZgkw4s3');", 'eJS*eNMZgkw4s3'],
    ['env:\n  - name: DB_PASSWORD\n    value: >-\n      UBVBSKT80eN@Ev7M', 'UBVBSKT80eN@Ev7M'],
    ['env: [{name: DB_PASSWORD, value: K2pnK+90ffp}, {name: LOG_LEVEL, value: info}]', 'K2pnK+90ffp'],
    [`apiVersion: v1\nkind: Secret\ndata:\n  credentials: ${b64('uploader:VmsIOGHz2n@qPV')}`, b64('uploader:VmsIOGHz2n@qPV')],
    [
      `apiVersion: v1\nkind: Secret\ndata:\n  connectionString: ${b64('Server=tcp:sql.example.net;User ID=app;Password=OSzKWIa8zQx1Gt#e;')}`,
      b64('Server=tcp:sql.example.net;User ID=app;Password=OSzKWIa8zQx1Gt#e;'),
    ],
  ];
  for (const [text, value] of cases)
    it(JSON.stringify(text), () => {
      expect(found(text)).toContain(value);
    });
  it('--redact replaces the value and keeps the line', () => {
    const text = '$ consul kv get config/payments/db_password\nHjJrHrvQX6sp8i\n$ echo done';
    const { hits } = judgeContent(text);
    expect(redact(text, hits)).toBe('$ consul kv get config/payments/db_password\n[REDACTED:password]\n$ echo done');
  });
});

describe('store, label and field secrets of cases-61: left alone', () => {
  const texts = [
    '$ heroku config:get NODE_ENV -a shop-web\nproduction',
    '$ az keyvault secret show --vault-name kv-prod --name api-key --query id -o tsv\nhttps://kv-prod.vault.azure.net/secrets/api-key/0f3a9c',
    '$ gcloud secrets versions list db-password\nNAME  STATE      CREATED\n3     enabled    2026-11-30T09:12:44',
    '$ op read "op://Production/Postgres/username"\norders_app',
    'DB_PASSWORD=op://Production/Postgres/password',
    '$ doppler secrets get DOPPLER_ENVIRONMENT --plain\nprd',
    '$ consul kv get config/payments/db_host\npg-primary.service.consul',
    '$ consul kv get -keys secret/smtp/\nsecret/smtp/host\nsecret/smtp/password',
    '$ etcdctl get /app/prod/api_token --print-value-only\n${API_TOKEN}',
    "$ kubectl get secret db -o go-template='{{.metadata.creationTimestamp}}'\n2026-11-30T09:12:44Z",
    '$ fly secrets list\nNAME               DIGEST            CREATED AT\nDATABASE_PASSWORD  e3b0c44298fc1c14  2026-11-30T09:12:44Z',
    'webhook_url: "https://events.pagerduty.com/integration/<INTEGRATION_KEY>/enqueue"',
    'Incident https://acme.pagerduty.com/incidents/Q2LM8XK4ZP1TRA acknowledged',
    '# hostname:port:database:username:password\n# e.g. db.example.com:5432:mydb:myuser:<your-password>',
    "cat > ~/.pgpass <<'EOF'\nlocalhost:5432:*:postgres:changeme\nEOF",
    'Lykilor\u00f0: ********',
    'Parool peab olema v\u00e4hemalt 12 m\u00e4rki pikk.',
    '\u039a\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c0\u03c1\u03bf\u03ca\u03cc\u03bd\u03c4\u03bf\u03c2: AX-4821B',
    '\u039a\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c0\u03b1\u03c1\u03b1\u03b3\u03b3\u03b5\u03bb\u03af\u03b1\u03c2: 7Q2K9M4T',
    '\u041d\u043e\u0432\u0430\u0442\u0430 \u043f\u0430\u0440\u043e\u043b\u0430 \u0435 \u0438\u0437\u043f\u0440\u0430\u0442\u0435\u043d\u0430 \u043d\u0430 \u0438\u043c\u0435\u0439\u043b\u0430 \u0432\u0438.',
    'Passordet er endret til: ********',
    'var password by remember { mutableStateOf("") }',
    'var username by remember { mutableStateOf("kiosk") }',
    '<TextInput secureTextEntry value={password} onChangeText={setPassword} placeholder="Password" />',
    "const [password, setPassword] = useState('');",
    'env:\n  - name: DB_PASSWORD\n    value: >-\n      ${DB_PASSWORD}',
    'env: [{name: DB_PASSWORD, valueFrom: {secretKeyRef: {name: db, key: password}}}]',
    '- { name: ADMIN_PASSWORD, value: "<your-password>" }',
    `apiVersion: v1\nkind: Secret\ndata:\n  credentials: ${b64('changeme')}`,
    'apiVersion: v1\nkind: ConfigMap\ndata:\n  connectionString: "Server=tcp:sql.example.net;Authentication=Active Directory Managed Identity;"',
  ];
  for (const text of texts)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
});

describe('the line after a store command that is no value it printed: left alone', () => {
  const texts = [
    // The command printed nothing: the next line is the next prompt.
    'ubuntu@ip-10-0-1-23:~$ heroku config:get DATABASE_PASSWORD -a acme-api\nubuntu@ip-10-0-1-23:~$\nubuntu@ip-10-0-1-23:~$ echo $?\n1',
    'root@db01:~# doppler secrets get STRIPE_SECRET_KEY --plain\nroot@db01:~#\nroot@db01:~# echo $?\n1',
    'deploy@web-prod-2:/srv/app$ consul kv get app/db/password\ndeploy@web-prod-2:/srv/app$',
    'bash-5.1$ etcdctl get /config/api/token --print-value-only\nbash-5.1$',
    'PS C:\\> op read op://Dev/db/password\nPS C:\\>',
    // A continued command: the next line holds its own flags.
    'etcdctl get /app/db/password --print-value-only \\\n  --endpoints=https://10.0.0.5:2379',
    'heroku config:get DATABASE_PASSWORD \\\n  --app=acme-prod2',
    'op read op://prod/postgres/password \\\n  --account=acme2024',
    "kubectl get secret pg -o go-template='{{.data.password | base64decode}}' \\\n  --context=gke-prod-eu1",
    // The next command, one word.
    'heroku config:get DB_PASSWORD\nnpm_run_build_2',
    // A store's command that names no key, printing a region, an account, a version, a name, an id, an address.
    '$ op read op://Work/AWS/region\neu-central-1\n$ ',
    '$ op read "op://Infra/db/account id"\nacct-8842-eu\n$ ',
    '$ op read op://Infra/app/version\nrelease-2024.11.3\n$ ',
    '$ op read op://Work/Slack/workspace\nacme-eng-2021\n$ ',
    '$ az keyvault secret show --vault-name kv01 --name storage-account-name --query value -o tsv\nacmestorage01prod\n$ ',
    '$ az keyvault secret show --vault-name kv01 --name tenant-id --query value -o tsv\n72f988bf-86f1-41af-91ab-2d7cd011db47\n$ ',
    // The command failed: its error line.
    '$ op read op://Dev/Redis/password\n[ERROR] 2024/05/01 10:11:12 could not read secret op://Dev/Redis/password: item not found\n$ ',
    // A Wi-Fi network's name after a Greek password label.
    '\u03a3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba\u03cc: Wi-Fi_5GHz',
  ];
  for (const text of texts)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
  // gcloud's `--secret=NAME` is read as a password by an older reading (a flag named secret): only the next line is asked.
  const printed: Array<[string, string]> = [
    ['```bash\ngcloud secrets versions access latest --secret=db-password \\\n    --project=acme-prod-42\n```', '--project=acme-prod-42'],
    ['$ gcloud secrets versions access latest --secret=deploy-region\neurope-west4\n$ ', 'europe-west4'],
    ['$ gcloud secrets versions access latest --secret=app-config\nfeature_flags_v2\n$ ', 'feature_flags_v2'],
    ['$ gcloud secrets versions access 2 --secret=build-tag\nv2.14.3-rc1\n$ ', 'v2.14.3-rc1'],
    [
      '$ gcloud secrets versions access latest --secret=service-account-email\nci-runner@acme-prod-42.iam.gserviceaccount.com\n$ ',
      'ci-runner@acme-prod-42.iam.gserviceaccount.com',
    ],
  ];
  for (const [text, line] of printed)
    it(JSON.stringify(text), () => {
      expect(found(text)).not.toContain(line);
    });
});
