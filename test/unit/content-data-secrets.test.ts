/**
 * data-secrets.ts and spoken-secrets.ts's readings added with cases-52.jsonl, read both ways: verbs of change in thirteen
 * more languages and inflected names, values aligned under their label, a French label's no-break space, next-line
 * values in more languages, component inputs, `--requirepass=`, Apex and XML CRM fields, Spark secret keys and a
 * pandas frame's password column — each value found and redacted alone — and their look-alikes (a change without a
 * value, settings tables, bound inputs, commented-out or documented `requirepass`, references, hashes) left alone.
 */
import { describe, expect, it } from 'vitest';
import { credentialsFound as found } from '../helpers/judge-content.js';

describe('data-secrets: found', () => {
  const cases: Array<[string, string]> = [
    ['Heslo bylo změněno na Qx7kLm2pR9.', 'Qx7kLm2pR9'],
    ['Přihlaste se heslem Hw3Tz8qLp2 a pak si ho změňte.', 'Hw3Tz8qLp2'],
    ['Lösenordet har ändrats till Rg4D9QYKt1Rj.', 'Rg4D9QYKt1Rj'],
    ['Jag har bytt lösenordet till Ub1Cz8LuLEq', 'Ub1Cz8LuLEq'],
    ['Parola a fost schimbată în Xf5H3FpGtT.', 'Xf5H3FpGtT'],
    ['Ο κωδικός άλλαξε σε Nc8WP3okEt4J', 'Nc8WP3okEt4J'],
    ['Пароль был сброшен на Kx2Y8I60Mzq.', 'Kx2Y8I60Mzq'],
    ['Войдите с паролем qL3lHRCMQ7x и смените его.', 'qL3lHRCMQ7x'],
    ['비밀번호가 zr4uFEf0UFb(으)로 변경되었습니다.', 'zr4uFEf0UFb'],
    ['A jelszavad mostantól 9kFAh2b7Xq', '9kFAh2b7Xq'],
    ['Salasanasi on nyt 9vLP8Ht0qul3', '9vLP8Ht0qul3'],
    ['Mật khẩu đã được đổi thành K9qL8ug03O1s', 'K9qL8ug03O1s'],
    ['Kata sandi telah diubah menjadi xlrM0Rq3f9R6.', 'xlrM0Rq3f9R6'],
    ['पासवर्ड बदलकर Tq8Lm3Zx9Pw कर दिया गया है।', 'Tq8Lm3Zx9Pw'],
    ['تم تغيير كلمة المرور إلى Wz4Kp9Lq2Xv', 'Wz4Kp9Lq2Xv'],
    ['הסיסמה שונתה ל-Pq7Zt2Lm9Xw4', 'Pq7Zt2Lm9Xw4'],
    ['Zaloguj się hasłem Hb6Rt3Nq8Zs1, a potem je zmień.', 'Hb6Rt3Nq8Zs1'],
    ['Mot de passe\u00a0: Mv2Xc8Lk5Qp3', 'Mv2Xc8Lk5Qp3'],
    ['Mot de passe provisoire\u202f: Jj3d9k38LJq', 'Jj3d9k38LJq'],
    ['Host:          nas.local\nPassword:      Pw4U04XQd5z\nShare:         /bak', 'Pw4U04XQd5z'],
    ['Login\tkiosk02\nPassword\t\tZk3Wq8Rt5Lm', 'Zk3Wq8Rt5Lm'],
    ['Salasana:\nD7sQOGXVFm2', 'D7sQOGXVFm2'],
    ['Passwort (temporär):\njpM~c8GpYJ', 'jpM~c8GpYJ'],
    ['WiFi code: UeFxcGUnKvG*2r', 'UeFxcGUnKvG*2r'],
    ['Pre-shared key: U6Z@D07pFgGE9Vs', 'U6Z@D07pFgGE9Vs'],
    ['<Input type="password" defaultValue="myJLVl458cBnSa4j" />', 'myJLVl458cBnSa4j'],
    [`<input type="password" [value]="'eN0Y1fb3kaLunx'">`, 'eN0Y1fb3kaLunx'],
    ['<PasswordInput value="Y%3BdUX0zLmRqY" onChange={setPw} />', 'Y%3BdUX0zLmRqY'],
    ['redis-server --requirepass=Sm~wyFCbD2', 'Sm~wyFCbD2'],
    ["a.Portal_Password__c = 'P@XhHAgVfPc';", 'P@XhHAgVfPc'],
    ['<Portal_Password__c>sT1c@4OVMED</Portal_Password__c>', 'sT1c@4OVMED'],
    ['spark.hadoop.fs.s3a.secret.key   mheY0e5V1rxkDvXo78dv4FxrzT4PikE7', 'mheY0e5V1rxkDvXo78dv4FxrzT4PikE7'],
    [
      'spark.conf.set("fs.azure.account.key.dl01.dfs.core.windows.net", "OZCVrHcFNr4ahXMRQ1u2NzXgqrIJB78f")',
      'OZCVrHcFNr4ahXMRQ1u2NzXgqrIJB78f',
    ],
    ['>>> df.head()\n   id  username        password\n0   1     admin  tsefI1jclnkcmYE\n1   2    report  bZHrLTImmVlc55', 'bZHrLTImmVlc55'],
  ];
  for (const [text, value] of cases)
    it(JSON.stringify(text), () => {
      expect(found(text)).toContain(value);
    });
  it('only the value is taken', () => {
    expect(found('Passwort:      Ep7IP%Weps628Ok')).toEqual(['Ep7IP%Weps628Ok']);
  });
});

describe('data-secrets: left alone', () => {
  const benign = [
    // The review's: a device after a verb of change ("on" and "to" are one word there), a setting under a label.
    'Пароль был изменён на iPhone15 в Москве.',
    'Heslo bylo nastaveno na iPadOS17 včera.',
    'Password    PasswordExpired=False',
    'Kennwort       MinLength:12',
    'Mot de passe\u00a0: MinLength:12',
    'Heslo bylo změněno na žádost uživatele.',
    'Přihlaste se heslem, které jste dostali poštou.',
    'Jag har bytt lösenordet till det nya formatet.',
    'Lösenordet till SRV01abc är bytt.',
    'Пароль изменён на более надёжный.',
    '비밀번호가 변경되었습니다. 다시 로그인하세요.',
    'Salasanasi on nyt vaihdettu.',
    'Mật khẩu đã được đổi thành công.',
    'Kata sandi telah diubah menjadi lebih kuat.',
    'أرسل كلمة المرور إلى Admin01xYz',
    'הסיסמה שונתה בהצלחה',
    'Mot de passe\u00a0: ********',
    'Mot de passe oublié\u00a0? Cliquez ici.',
    'Timeout:       30s\nRetries:       5\nVersion:       4.2.1b7',
    'Password:      ********\nExpires:       2027-01-31',
    'Password policy:    12+ chars, 1 digit',
    'Server      10.4.2.8\nPassword    see vault entry OPS-17',
    'Column        Type          Nullable\npassword      varchar(255)  no',
    'Salasana:\nlähetetään erikseen',
    'WiFi code: ask the front desk',
    '<Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />',
    '<input type="password" [value]="password" (input)="onPw($event)">',
    '<input type="text" defaultValue="Pr0dUser22x" />',
    '# requirepass foobared',
    'command: redis-server --requirepass=${REDIS_PASSWORD}',
    'a.Portal_Password__c = passwordService.generate();',
    '<Portal_Password__c></Portal_Password__c>',
    'spark.hadoop.fs.s3a.secret.key   <your-secret-key>',
    '--conf spark.hadoop.fs.s3a.secret.key=${AWS_SECRET_ACCESS_KEY}',
    '   id  username  password_set\n0   1     admin          True',
    '   column_name  data_type\n0  password   text\n1  token      text',
  ];
  for (const text of benign)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
});
