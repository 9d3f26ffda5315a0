/**
 * borrowed-secrets.ts: "password" borrowed into another language's sentence, Latvian's "parole" with a dative, a
 * meeting's passcode beside its meeting (letters alone scrambled too), a Wi-Fi's voucher or access code — each value
 * found; and the look-alikes (English phrases about a rule or a reset, "Parole program", words, pointers, capitalised
 * words run together, a voucher's duration) left alone.
 */
import { describe, expect, it } from 'vitest';
import { credentialsFound as found } from '../helpers/judge-content.js';

describe('borrowed-secrets: found', () => {
  const cases: Array<[string, string]> = [
    ['Password bilong akaun bilong yu: Hq7vTz2LmX9', 'Hq7vTz2LmX9'],
    ['Na password ni nomu akaude: Wp4kRt8ZqL2', 'Wp4kRt8ZqL2'],
    ['Nomu akaude password vou: Zx9Lq2Vb7Nm', 'Zx9Lq2Vb7Nm'],
    ['Parole sistēmai: Rk5Tq8Vz2Hm', 'Rk5Tq8Vz2Hm'],
    ['Parole jaunajam kontam: Lm3Qz7Xp4Tv', 'Lm3Qz7Xp4Tv'],
    ['Zoom meeting ID 845 1236 7890, Passcode: QwTrbLkA', 'QwTrbLkA'],
    ['Board call on Webex (pass code vTqRmLzK)', 'vTqRmLzK'],
    ['Meeting ID: 912 3456 7788\nPasscode: Hp3Kz9Qw', 'Hp3Kz9Qw'],
    ['Wi-Fi guest voucher for today: Tz8!qLm2Vx4', 'Tz8!qLm2Vx4'],
    ['Hotspot access code: Nb6Vq2Lz9Kt', 'Nb6Vq2Lz9Kt'],
    ['Code Wi-Fi du jour : Vr4Lp9Qz2Xm', 'Vr4Lp9Qz2Xm'],
  ];
  for (const [text, value] of cases)
    it(JSON.stringify(text), () => {
      expect(found(text)).toContain(value);
    });
});

describe('borrowed-secrets: left alone', () => {
  const benign = [
    'Password bilong akaun bilong yu: yu mas senisim',
    'Password hash algorithm used: bcrypt2024x',
    'Password reset link sent to: Qx7Lm2Vz9Tr',
    'Parole program: 2026-03-04 review',
    'Parole board hearing: adjourned',
    'Parole sistēmai: skatīt rokasgrāmatu',
    'Zoom meeting ID 845 1236 7890, Passcode: HarvestFestival',
    'Zoom meeting ID 845 1236 7890, Passcode: XXXXXXXX',
    'Zoom meeting ID 845 1236 7890, Passcode: see the invite',
    'Wi-Fi guest voucher for today: ask at reception',
    'Hotspot voucher: 24 hours',
    'Code Wi-Fi du jour : affiché à l’accueil',
  ];
  for (const text of benign)
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual([]);
    });
});
