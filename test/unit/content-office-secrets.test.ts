/**
 * office-secrets.ts: passwords as office mail, documents and tickets leave them, read both ways — each value found and
 * redacted alone, and the look-alikes in the same carriers left alone.
 */
import { describe, expect, it } from 'vitest';
import { credentialsFound as found } from '../helpers/judge-content.js';

describe('office-secrets: found', () => {
  const cases: Array<[string, string[]]> = [
    ['Le mot de passe devient Qx7kLm2pR9 lundi.', ['Qx7kLm2pR9']],
    ['Das Passwort bleibt vorerst Hw3Tz8qLp2, bis die Anlage läuft.', ['Hw3Tz8qLp2']],
    ['Das Kennwort hat Rg4D9QYKt1Rj gelautet, wurde aber geändert.', ['Rg4D9QYKt1Rj']],
    ['Hasło brzmi Ub1Cz8LuLEq', ['Ub1Cz8LuLEq']],
    ['Het wachtwoord blijft Xf5H3FpGtT tot vrijdag.', ['Xf5H3FpGtT']],
    ['La contraseña sigue siendo Xj7Sn4pJiB', ['Xj7Sn4pJiB']],
    ['A senha passa a ser Nc8WP3okEt4J.', ['Nc8WP3okEt4J']],
    ["Yönetici parolası Kx2Y8I60Mzq'tir, paylaşmayın.", ['Kx2Y8I60Mzq']],
    ['Wi-Fiのパスワードは「qL3%lHRCMQ」です。', ['qL3%lHRCMQ']],
    ['Passwort: ‹zr4uFEf0UFb›', ['zr4uFEf0UFb']],
    ['密码【9kFAh2%b7X】', ['9kFAh2%b7X']],
    ['Password: __________ 9vLP8Ht0qul3', ['9vLP8Ht0qul3']],
    ['Item | Value\nPassword | K9qL8ug03O1s', ['K9qL8ug03O1s']],
    ['Kennwort\t|\txlrM0Rq3f9R6', ['xlrM0Rq3f9R6']],
    ['Pa5sword: XXBhzx0zzH4', ['XXBhzx0zzH4']],
    ['Meeting ID: 843 2219 8765\nPasscode: 482913', ['482913']],
    ['Host key: 329712', ['329712']],
    ['WLAN-Voucher: 097360', ['097360']],
    ['Your recovery codes:\n0467-2564\n1545-1087\n7868-4755', ['0467-2564', '1545-1087', '7868-4755']],
    ['{"Body": "user: admin\\npass: I3hvjGC3jGV2Y"}', ['I3hvjGC3jGV2Y']],
    // Six digits after "PIN" that no address line holds, or whose own field names what the PIN opens.
    ['Strongroom 2, PIN 730518', ['730518']],
    ['Address: 3 Hill Road; gate PIN 561274', ['561274']],
    // A password with letters outside ASCII and a sign after a copula (a motto is one word and its year).
    ['Passordet til felles-kontoen er Bl\u00e5!Fjord-5531, ikke del det.', ['Bl\u00e5!Fjord-5531']],
    // A terminal line's password in clear or as type 7; letters scrambled in both cases after "password:"; labels whose
    // colon is Khmer's or Armenian's, Kazakh's name written as one word, Zulu's name.
    ['line vty 0 4\n password 0 Hq4mZ8tLwe\n transport input ssh', ['Hq4mZ8tLwe']],
    ['line con 0\n exec-timeout 5 0\n password 7 094F471A1A0A\n login', ['094F471A1A0A']],
    ['Shared kiosk login: user frontdesk, password: tRkWmHzQpLvd', ['tRkWmHzQpLvd']],
    ['\u1796\u17b6\u1780\u17d2\u1799\u179f\u1798\u17d2\u1784\u17b6\u178f\u17cb\u17d6 Lm7#qRt2Wz', ['Lm7#qRt2Wz']],
    ['\u0533\u0561\u0572\u057f\u0576\u0561\u0562\u0561\u057c\u055d Pz6!wKd3Nj', ['Pz6!wKd3Nj']],
    ['\u049a\u04b1\u043f\u0438\u044f\u0441\u04e9\u0437: Tb5&hXv9Rm', ['Tb5&hXv9Rm']],
    ['Iphasiwedi: Gk8@zLp4Yc', ['Gk8@zLp4Yc']],
  ];
  for (const [text, values] of cases)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual(expect.arrayContaining(values));
    });
});

describe('office-secrets: left alone', () => {
  const benign = [
    'Le mot de passe devient obligatoire pour tous les comptes.',
    'Das Passwort bleibt gültig, bis Sie es ändern.',
    'Das neue Passwort wird per Brief zugestellt.',
    'Hasło brzmi podobnie jak poprzednie.',
    'Het wachtwoord blijft 90 dagen geldig.',
    'La contraseña sigue siendo obligatoria.',
    'Modemin şifresi değiştirildi.',
    'パスワード【必須】',
    'Password ⟨required⟩',
    '初期パスワード：『別途通知』',
    'Password: __________ (to be filled in by IT)',
    'Password | Last rotated | 2026-11-30',
    'Password\t\tExpires\t\tOwner',
    'Passvvord: [illegible]',
    'Meeting ID: 843 2219 8765\nPasscode: shared separately',
    'Meeting passcode: enabled',
    'Participant PIN: 4471#\nConference ID: 998 112 440#',
    'Your discount voucher code is SPRING25.',
    // Reviewed: a network named elsewhere on the line or the one before is a hotel's or café's text, not the voucher's.
    'Wi-Fi café: show voucher SUMMER24 at the till for 10% off coffee.',
    'Your booking includes free Wi-Fi in all rooms.\nVoucher: 8812934412 (breakfast, show at reception)',
    // Codes a log or an inventory lists under the words: error codes, tapes, key ids.
    'Common backup codes:\n0x80070005\n0x8007000e\n0x80042302',
    'Backup code list for the server room tapes: TAPE0001 TAPE0002 TAPE0003 TAPE0004',
    'BitLocker recovery codes (key IDs): 3F2A1B4C, 7D8E9F01, A1B2C3D4',
    'パスワードは「Passw0rd!2024」のような推測しやすいものを避けてください。',
    'Gift voucher ref GV-2026-00481',
    'Recovery code format: XXXX-XXXX',
    'Backup codes: 3 of 10 left.',
    'Recovery codes: stored in the safe (envelope 7)',
    'Backup codes: 40001, 40002, 40003 are the job error codes',
    'パスワード「Abc12345xy」のように入力してください (例)',
    'Passcode: 20261210',
    'Passcode: TeamsMeet',
    'Leader PIN: 123456',
    // India's postal code in an address line, after "PIN" or "PIN code".
    'Address: 21 Nehru Marg, Jaipur, PIN 302001, Rajasthan',
    'Ship to: 9 Lake Road, Chennai \u2014 PIN code 600028',
    'Pune, PIN 411001, Maharashtra',
    // A terminal line's password left to be set, a hash's type; a password named without a value.
    'line vty 0 4\n password 0 <set-locally>\n login',
    'line vty 0 4\n password 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0',
    'password: ChangeMeSoon',
    'Backup codes:\nabc12 def34 ghi56 (example)',
  ];
  for (const text of benign)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
});
