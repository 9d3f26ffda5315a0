/**
 * bare-keys.ts and the readings beside it for the spent slices' last secrets: keys named bare in prose or with a
 * bracketed scheme, ", it's" and a dash as the copula, Turkish first-person possessives, a URL's password starting with
 * a percent sign, Square's tokens — each value found; and the look-alikes (words, pointers, masks, template slots,
 * UUIDs, an example's key) left alone.
 */
import { describe, expect, it } from 'vitest';
import { credentialsFound as found } from '../helpers/judge-content.js';

describe('bare keys and dashes: found', () => {
  const cases: Array<[string, string]> = [
    ['App registration: client secret Qm7vTz2LmX9pRk4Wn8Hs3Jd6Fb1Yc5Ge, tenant 42', 'Qm7vTz2LmX9pRk4Wn8Hs3Jd6Fb1Yc5Ge'],
    ['Okta API token (SSWS): 00Lq8Rt2Vz7Nm4Xp9Kd3Hs6Wb1Jf5Gc0Ye_Tq', '00Lq8Rt2Vz7Nm4Xp9Kd3Hs6Wb1Jf5Gc0Ye_Tq'],
    ["the router admin PIN, it's Hq7!vTz2LmX9, is that normal?", 'Hq7!vTz2LmX9'],
    ['Пароль от почты — Wp4kRt8ZqL2x', 'Wp4kRt8ZqL2x'],
    ['Şifresi — Zx9Lq2Vb7Nm4', 'Zx9Lq2Vb7Nm4'],
    ['Şifrem Rk5Tq8Vz2Hm hesabıma bakar mısınız?', 'Rk5Tq8Vz2Hm'],
    ['mongodb://app:%Lm3Qz7Xp4TvKw@db.lan:27017/app', '%Lm3Qz7Xp4TvKw'],
    [
      'Riverside,T-02,EAAAq8Rt2Vz7Nm4Xp9Kd3Hs6Wb1Jf5Gc0Ye_Tq-Lm3Qz7Xp4TvKwHq7vTz2LmX9p',
      'EAAAq8Rt2Vz7Nm4Xp9Kd3Hs6Wb1Jf5Gc0Ye_Tq-Lm3Qz7Xp4TvKwHq7vTz2LmX9p',
    ],
  ];
  for (const [text, value] of cases)
    it(JSON.stringify(text), () => {
      expect(found(text)).toContain(value);
    });
});

describe('bare keys and dashes: left alone', () => {
  const benign = [
    'The client secret VaultReferenceRotatedQuarterly stays in the vault.',
    'the API key ExampleKeyForDocumentation2024 is fake',
    'e.g. API key Ab12Cd34Ef56Gh78Ij90Kl12Mn34 in the sample config',
    'The access token 3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f of the sample request',
    "the door PIN, it's changed every month",
    "my password, it's ExpiredYesterday - can you reset it?",
    'Пароль от почты — спросите у администратора',
    'Şifremi unuttum, sıfırlama bağlantısı gelmedi.',
    'mongodb://app:%DB_PASSWORD%@db.lan:27017/app',
    'postgres://svc:%(password)s@db.lan:5432/ledger',
    'Square production tokens start with EAAA; see EAAA<your-access-token>',
  ];
  for (const text of benign)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
});
