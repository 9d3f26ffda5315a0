/**
 * ops-secrets.ts, label-secrets.ts and the readings data-secrets.ts took with cases-55.jsonl, read both ways: an
 * incident agent's carriers (a container's `name:`/`value:` pair, `kubectl describe`'s environment, a Terraform plan, a
 * `-var`, a pager's routing key, a field printed under `jsonpath` or `vault kv get -field=`, an etcd key's value, a
 * Secret's base64 `data:`, a Go DSN), other names aligned, French labels, verbs of change in ten more languages,
 * Angular, Svelte, Flutter, SwiftUI and Android password fields, `--masterauth=`, CRM fields named otherwise and other
 * stores' keys — each value found alone — and their look-alikes (masks, references, byte counts, ciphertexts, paths,
 * placeholders encoded, settings, bound fields) left alone.
 */
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../src/content/codes.js';
import { Text } from '../../src/content/find.js';
import { detectOpsCredentials } from '../../src/content/ops-secrets.js';
import { isPlaceholder } from '../../src/content/placeholders.js';
import { credentialsFound as found } from '../helpers/judge-content.js';

const b64 = (s: string): string => Buffer.from(s).toString('base64');

describe('ops and label secrets: found', () => {
  const cases: Array<[string, string]> = [
    [
      'receivers:\n- name: pd\n  pagerduty_configs:\n  - routing_key: 7c1e0b9a4d2f48e6a3b5c9d07e1f2a64\n',
      '7c1e0b9a4d2f48e6a3b5c9d07e1f2a64',
    ],
    ['        - name: PGPASSWORD\n          value: "Vq7#nLx2Wd9k"\n', 'Vq7#nLx2Wd9k'],
    ["$ kubectl get secret db -o jsonpath='{.data.password}' | base64 --decode; echo\nKt4%mWz8Rq2x", 'Kt4%mWz8Rq2x'],
    [
      'env:\n  - name: JWT_SECRET\n    value: "wCFGkyByc4Ebmn4OngugKVwmwecNKtWx"\n  - name: LOG_LEVEL\n    value: info',
      'wCFGkyByc4Ebmn4OngugKVwmwecNKtWx',
    ],
    ['[{"name": "DB_PASSWORD", "value": "Rq7Lm2Xk9Pz4"}, {"name": "PORT", "value": "8080"}]', 'Rq7Lm2Xk9Pz4'],
    ['Environment:\n      DB_HOST:            pg-primary\n      DB_PASSWORD:        Hk3Zq9Lm2Rx7\n', 'Hk3Zq9Lm2Rx7'],
    ['  + resource "aws_db_instance" "main" {\n      + password            = "KuoBiQNxEmL6"\n    }', 'KuoBiQNxEmL6'],
    ['terraform apply -var "db_password=Tz8Kq3Lm9Wx2" -auto-approve', 'Tz8Kq3Lm9Wx2'],
    ['{"routing_key": "R4kq8Lm2Zx9Pw3Tn7Vb5Hc1Jd6Fg0Qs", "event_action": "trigger"}', 'R4kq8Lm2Zx9Pw3Tn7Vb5Hc1Jd6Fg0Qs'],
    ['$ kubectl get secret mq -o jsonpath="{.data.rabbitmq-password}" | base64 -d\nrHSRy2MsRyfIazkF', 'rHSRy2MsRyfIazkF'],
    ['$ vault kv get -field=api_token secret/ci/statuspage\nMfP9bpFsGSlU1VUaIXQ6VuDa7a4GJ8gB', 'MfP9bpFsGSlU1VUaIXQ6VuDa7a4GJ8gB'],
    ['$ etcdctl get /config/billing --prefix\n/config/billing/smtp_password\n87aSYeT1dSNq', '87aSYeT1dSNq'],
    [
      `apiVersion: v1\ndata:\n  POSTGRES_PASSWORD: ${b64('V7Z40NP1sUSlH1Y')}\n  POSTGRES_USER: ${b64('orders')}\nkind: Secret`,
      b64('V7Z40NP1sUSlH1Y'),
    ],
    ['[Service]\nEnvironment="DATA_SOURCE_NAME=exporter:Wq4Lz8Kp3Rt@(localhost:3306)/"', 'Wq4Lz8Kp3Rt'],
    ['Användare:     reception\nLösenord:      HC6G8q*Vegbu', 'HC6G8q*Vegbu'],
    ['Hasło:      nAXbc8eRk4AFO+T', 'nAXbc8eRk4AFO+T'],
    ['Vartotojas:    kasa\nSlaptažodis:   QzxB3Z5kKi~g', 'QzxB3Z5kKi~g'],
    ['{"text": "Användare:     reception\\nLösenord:      HC6G8q*Vegbu", "ts": "1"}', 'HC6G8q*Vegbu'],
    ["Code d'accès : Qx7Tr2mKp9Lw", 'Qx7Tr2mKp9Lw'],
    ['Code d’accès : P8#TbbekEW', 'P8#TbbekEW'],
    ['Phrase secrète : Qx7Tr2mKp9Lw', 'Qx7Tr2mKp9Lw'],
    ['Adgangskoden er ændret til Lp4Xz8Qw2Rk', 'Lp4Xz8Qw2Rk'],
    ['Passordet ble byttet til Mz3Kq7Lw9Tp', 'Mz3Kq7Lw9Tp'],
    ['Hasło zostało zmienione na Nq5Zx2Lk8Wr.', 'Nq5Zx2Lk8Wr'],
    ['Şifre Vk4Lq9Zx2Pm olarak değiştirildi.', 'Vk4Lq9Zx2Pm'],
    ['La password è stata cambiata in Wr6Kz3Lq8Xp', 'Wr6Kz3Lq8Xp'],
    ['A senha foi redefinida para Xp2Lq7Kz4Wm', 'Xp2Lq7Kz4Wm'],
    ['Пароль змінено на Qx7Tr2mKp9Lw', 'Qx7Tr2mKp9Lw'],
    ['Prihláste sa heslom Tq3Lk8Zx5Wp a hneď ho zmeňte.', 'Tq3Lk8Zx5Wp'],
    ['Prijavite se lozinkom Zk2Wq7Lx4Rp i promijenite je.', 'Zk2Wq7Lx4Rp'],
    ['Password:\n\n\nQx7Tr2mKp9Lw', 'Qx7Tr2mKp9Lw'],
    [`<input type="password" name="pw" [ngModel]="'Lq8Zx3Kp7Wr'">`, 'Lq8Zx3Kp7Wr'],
    ['<input type="password" bind:value={"Kp4Wz9Lq2Xr"} />', 'Kp4Wz9Lq2Xr'],
    ["TextFormField(\n  initialValue: 'Wz7Lq3Kx8Pr',\n  obscureText: true,\n)", 'Wz7Lq3Kx8Pr'],
    ['SecureField("Password", text: .constant("Xr5Kq9Lz2Wp"))', 'Xr5Kq9Lz2Wp'],
    ['<EditText android:password="true" android:text="Pz6Lw2Kq9Xr" />', 'Pz6Lw2Kq9Xr'],
    ['binding.etPassword.setText("upZRszX2%8")', 'upZRszX2%8'],
    ['redis-server --port 6380 --masterauth=Lk9Wq4Zx7Rp --replicaof 10.0.3.4 6379', 'Lk9Wq4Zx7Rp'],
    ["acct.Portal_Pwd__c = 'Qw3Lz8Kx5Rp';", 'Qw3Lz8Kx5Rp'],
    ['<Integration_Secret__c>Zr7Kq2Lw9Xp</Integration_Secret__c>', 'Zr7Kq2Lw9Xp'],
    ['fs.obs.secret.key=Kq8Zx3Lw7Rp2Tn5Vb9Hc4Jd', 'Kq8Zx3Lw7Rp2Tn5Vb9Hc4Jd'],
    ['<property><name>fs.oss.accessKeySecret</name><value>Lw2Kq9Zx4Rp7Tn3Vb8Hc</value></property>', 'Lw2Kq9Zx4Rp7Tn3Vb8Hc'],
    ['   id  service      secret\n0   1  billing  bHLYtNU6K0x\n', 'bHLYtNU6K0x'],
  ];
  for (const [text, value] of cases)
    it(JSON.stringify(text), () => {
      expect(found(text)).toContain(value);
    });
  it('only the value is taken', () => {
    expect(found('env:\n  - name: JWT_SECRET\n    value: "wCFGkyByc4Ebmn4OngugKVwmwecNKtWx"')).toEqual([
      'wCFGkyByc4Ebmn4OngugKVwmwecNKtWx',
    ]);
  });
});

describe('ops and label secrets: left alone', () => {
  const texts = [
    'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password',
    'env:\n  - name: SECRET_NAME\n    value: prod-db-credentials',
    'env:\n  - name: TOKEN_URL\n    value: https://auth.example.com/token',
    '[{"name": "DB_PASSWORD_FILE", "value": "/run/secrets/db"}]',
    '{"name": "next_page_token", "value": "Zr4mK8nQw3Ye"}',
    '{"name": "DB_PASSWORD", "value": "gAAAAABlZr4mK8nQw3YeTq8Lz3Vm"}',
    '{"name": "STRIPE_API_KEY", "value": "pk_live_51HxZr4mK8nQw3Ye"}',
    "      DB_PASSWORD:        <set to the key 'password' in secret 'db-credentials'>  Optional: false",
    'Name:         db-credentials\nType:  Opaque\n\nData\n====\npassword:  16 bytes\nusername:  3 bytes',
    '  + password            = (sensitive value)\n  + password_length     = 24',
    '  ~ token_ttl           = "3600" -> "7200"',
    'terraform apply -var "db_password=${DB_PASSWORD}" -auto-approve',
    '{"routing_key": "<integration-key>", "event_action": "trigger"}',
    '{"incident_key": "4f1c0a9b8e7d6c5b4a39281706f5e4d3", "title": "Auth failures"}',
    '$ kubectl get secret mq -o jsonpath="{.data.rabbitmq-password}" | base64 -d | wc -c\n24',
    '$ vault kv get -field=password secret/db\nError: no value found at secret/data/db',
    '$ etcdctl get /config/billing --prefix --keys-only\n/config/billing/smtp_user\n/config/billing/smtp_password',
    `apiVersion: v1\ndata:\n  username: ${b64('app')}\n  host: ${b64('pg-primary.payments.svc')}\nkind: Secret`,
    `apiVersion: v1\nkind: ConfigMap\ndata:\n  api_token_url: ${b64('https://example.com')}`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('changeme')}\n`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('TODO: rotate')}\n`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('see vault')}\n`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('set-me')}\n`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('test1234')}\n`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('AGE-ENCRYPTED')}\n`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('pending-rotation')}\n`,
    `$ kubectl get secret app -o jsonpath='{.data.password}'\n${b64('${DB_PASSWORD}')}`,
    'receivers:\n- name: pd\n  pagerduty_configs:\n  - routing_key: ${PAGERDUTY_ROUTING_KEY}\n',
    'bindings:\n  - exchange: orders\n    routing_key: orders.created.v2\n',
    '  - routing_key: <32-character integration key>\n',
    '        - name: PGPASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: pg\n',
    "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 --decode; echo\nError from server (NotFound)",
    'root:${MYSQL_PASSWORD}@tcp(db:3306)/app',
    'user:pass@tcp(localhost:3306)/db',
    'Användare:     reception\nLösenord:      (se lösenordshanteraren)',
    'Jelszó:        lejárt',
    'Lösenordslängd:        12 tecken',
    'Passord utløper:       90 dager',
    "Code d'accès : voir la fiche jointe",
    "Code d'accès oublié ? Contactez le support.",
    'Mot de passe provisoire : envoyé par SMS',
    'Hasło zostało zmienione na nowe.',
    'La password è stata cambiata in data 2 dicembre.',
    'Şifre Windows11 olarak değiştirildi mi?',
    'Lozinka je promijenjena u ponedjeljak.',
    'Prijavite se lozinkom AAI@EduHr računa.',
    'Přihlaste se heslom iCloud+Mail.',
    'Parolă:    ROeID-2FA',
    'Parole\teParaksts2',
    'Yeni şifreniz: e-Devlet2 üzerinden gönderilir',
    'Heslo bolo zmenené na eID-karte2.',
    'Lozinka je promijenjena u AAI@EduHr sustavu.',
    'Password:\n\n\nPlease ask the service desk for a new one.',
    '<input type="password" name="pw" [(ngModel)]="password">',
    '<input type="password" bind:value={password} />',
    'TextFormField(obscureText: true, controller: _passwordController)',
    'TextFormField(obscureText: true, initialValue: widget.password)',
    'SecureField("Password", text: $password)',
    'SecureField("Password", text: .constant(""))',
    '<EditText android:password="true" android:hint="Password" />',
    'passwordField.setText("");',
    'binding.etPassword.setText(viewModel.password.value)',
    'redis-server --masterauth "$REDIS_MASTER_PASSWORD" --replicaof 10.0.3.4 6379',
    'String p = acct.Portal_Pwd__c;',
    '<fields><fullName>Client_Secret__c</fullName><type>EncryptedText</type></fields>',
    'fs.obs.secret.key=${OBS_SECRET_KEY}',
    '<property><name>fs.oss.accessKeySecret</name><value>${env.OSS_SECRET}</value></property>',
    '   id  service  secret_set\n0   1  billing        True\n1   2  reports       False',
  ];
  for (const text of texts)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
});

// Other readings (a YAML `password:` pair) take some of these base64 strings as they stand; the Secret's own reading
// reads them decoded and leaves a placeholder, a reference, prose, and a ConfigMap in another YAML document.
describe("ops secrets: a Secret's data read decoded", () => {
  const texts = [
    `apiVersion: v1\nkind: Secret\ndata:\n  password: ${b64('TODO: fill in from vault')}\n  token: ${b64('{{ .Values.db.password }}')}\n  db_password: ${b64('$(cat /run/secrets/db)')}\n  api_key: ${b64('not-a-real-secret')}`,
    `apiVersion: v1\nkind: Secret\ntype: Opaque\nmetadata:\n  name: app\n---\napiVersion: v1\nkind: ConfigMap\ndata:\n  session_token: ${b64('Zq8mWv2LpX4aRt7K')}`,
  ];
  for (const text of texts)
    it(JSON.stringify(text), () => {
      const out: Hit[] = [];
      detectOpsCredentials(new Text(text), out, isPlaceholder);
      expect(out).toEqual([]);
    });
});
