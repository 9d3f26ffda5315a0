/**
 * spoken-secrets.ts: passwords after a verb of change, a password's name in thirteen more languages, a network's key, a
 * password input's value and a value on the line after its label, read both ways — each value found and redacted alone,
 * and the look-alikes (policies, UI strings, i18n files, a change without a value, empty inputs) left alone.
 */
import { describe, expect, it } from 'vitest';
import { credentialsFound as found } from '../helpers/judge-content.js';

describe('spoken-secrets: found', () => {
  const cases: Array<[string, string]> = [
    ['Das neue Passwort heißt Qx7kLm2pR9.', 'Qx7kLm2pR9'],
    ['Das Kennwort wurde in Hw3Tz8qLp2 geändert.', 'Hw3Tz8qLp2'],
    ['Le mot de passe a été changé en Rg4D9QYKt1Rj.', 'Rg4D9QYKt1Rj'],
    ['La contraseña ha cambiado a Ub1Cz8LuLEq.', 'Ub1Cz8LuLEq'],
    ['A senha foi alterada para Xf5H3FpGtT.', 'Xf5H3FpGtT'],
    ['Your password has been reset to Nc8WP3okEt4J.', 'Nc8WP3okEt4J'],
    // In curly quotes, closed as every other reading closes them.
    ['Your password has been reset to \u201cNc8WP3okEt4J\u201d.', 'Nc8WP3okEt4J'],
    ['I reset the password to Kx2Y8I60Mzq, change it after you log in.', 'Kx2Y8I60Mzq'],
    ['Heslo k wifi je qL3lHRCMQ7x', 'qL3lHRCMQ7x'],
    ['Lösenordet är zr4uFEf0UFb', 'zr4uFEf0UFb'],
    ['Ο κωδικός πρόσβασης είναι 9kFAh2b7Xq', '9kFAh2b7Xq'],
    ['пароль от wifi 9vLP8Ht0qul3', '9vLP8Ht0qul3'],
    ['임시 비밀번호는 K9qL8ug03O1s 입니다.', 'K9qL8ug03O1s'],
    ['A jelszavad xlrM0Rq3f9R6', 'xlrM0Rq3f9R6'],
    ['Mật khẩu wifi là XXBhzx0zzH4', 'XXBhzx0zzH4'],
    ['Kata sandi baru Anda adalah I3hvjGC3jGV2Y', 'I3hvjGC3jGV2Y'],
    ['आपका नया पासवर्ड Tq8Lm3Zx9Pw है।', 'Tq8Lm3Zx9Pw'],
    ['كلمة المرور الجديدة هي Wz4Kp9Lq2Xv', 'Wz4Kp9Lq2Xv'],
    ['SSID: Gaeste\nWLAN-Schlüssel: Pq7Zt2Lm9Xw4', 'Pq7Zt2Lm9Xw4'],
    ['WiFi: StudioNet, key: Hb6Rt3Nq8Zs1', 'Hb6Rt3Nq8Zs1'],
    ['WPA2-PSK: Mv2Xc8Lk5Qp3', 'Mv2Xc8Lk5Qp3'],
    ['<input type="password" name="pass" value="Jj3d9k38LJq">', 'Jj3d9k38LJq'],
    ['the `redis.conf` has `requirepass Pw4U04XQd5z`;', 'Pw4U04XQd5z'],
    ['Mot de passe :\nZk3Wq8Rt5Lm', 'Zk3Wq8Rt5Lm'],
  ];
  for (const [text, value] of cases)
    it(JSON.stringify(text), () => {
      expect(found(text)).toContain(value);
    });
});

describe('spoken-secrets: left alone', () => {
  const benign = [
    'Das Passwort wurde geändert.',
    'Das Passwort heißt bei uns Kennwort.',
    'Le mot de passe a été changé en urgence.',
    'La contraseña ha cambiado a las 10:00.',
    'Your password has been reset to its default.',
    'Password was reset to ${DEFAULT_PASSWORD} by the script.',
    'I reset the password to what we agreed on the phone.',
    'Heslo musí mít alespoň 12 znaků.',
    'Lösenordet måste innehålla minst en siffra.',
    'Пароль должен содержать не менее 12 символов.',
    '비밀번호는 8자 이상이어야 합니다.',
    'Kata sandi minimal 8 karakter.',
    '{"password": "סיסמה", "passwordLabel": "הזן סיסמה"}',
    '{"password": "كلمة المرور", "confirmPassword": "تأكيد كلمة المرور"}',
    'Security: WPA2-PSK',
    'The Wi-Fi key is on the back of the router.',
    'WPA key length must be 8 to 63 characters.',
    '<input type="password" name="password" value="" required>',
    '<input type="password" name="pw" value="********">',
    'Mot de passe :\nvoir le coffre-fort',
    'Heslo: ********',
    // Named by a review: another attribute naming a password, a model's name, an asset tag, a record id.
    '<input type="text" name="csrf" value="a8Fk29dLq0Zx" data-type="password">',
    '<input value="Pr0dUser22" name="user" data-input-type="password-manager">',
    "the WPA2 key is AX3000v2's only difference from the older model",
    "Network key is F9K1102v2's default, printed on the label.",
    'SSID: Office\nKey: 2231A5001234x',
    '{"Api_Password__c": "a0B5f00000AbCdE"}',
  ];
  for (const text of benign)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
});
