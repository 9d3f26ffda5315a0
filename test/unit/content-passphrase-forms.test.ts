/**
 * The forms a review of cases-71's readings found too broad or left (docs/content-readings.md, "Shapes still left after
 * --redact"): a dash or a bare "is" after a passphrase's name only, PowerShell's continuation prompts, `(Get-Secret …)`,
 * pass's hyphenated passphrases, "Password Is:", TOML passphrases of words. Every person and value is invented.
 */
import { describe, expect, it } from 'vitest';
import { credentialsFound as found } from '../helpers/judge-content.js';

describe('passphrase and PowerShell forms: found', () => {
  const cases: Array<[string, string]> = [
    ['for the offsite disk wifi passphrase - lantern nickel copper indigo\n', 'lantern nickel copper indigo'],
    ['the vault passphrase is cobalt meadow harbor willow\n', 'cobalt meadow harbor willow'],
    ['The Password Is: velvet harbor cobalt lantern\n', 'velvet harbor cobalt lantern'],
    ['PASSWORD IS: mango quartz tundra whistle\n', 'mango quartz tundra whistle'],
    ['$ pass show web/bank\nglacier-hammock-tulip-orbit\n', 'glacier-hammock-tulip-orbit'],
    ["PS C:\\> Set-Secret -Name ApiKey `\n>> -Secret 'Vn4kQ8zRx2Lp7w'\n", 'Vn4kQ8zRx2Lp7w'],
    ["PS C:\\> Set-Secret -Name ApiKey -Secret `\n 'Vn4kQ8zRx2Lp7w'\n", 'Vn4kQ8zRx2Lp7w'],
    ['PS C:\\> (Get-Secret -Name ApiKey -AsPlainText)\nVn4kQ8zRx2Lp7w\n', 'Vn4kQ8zRx2Lp7w'],
    ['PS C:\\> Get-Secret `\n>>   -Name ApiKey `\n>>   -AsPlainText\nVn4kQ8zRx2Lp7w\n', 'Vn4kQ8zRx2Lp7w'],
    ['[backup]\npassphrase = """\namber falcon river stone\n"""\n', 'amber falcon river stone'],
  ];
  for (const [text, secret] of cases)
    it(JSON.stringify(text.slice(0, 60)), () => {
      expect(found(text).join('\n')).toContain(secret);
    });
});

describe('passphrase forms: headings, subjects and prose left alone', () => {
  const texts = [
    '# Password - Quick Start Guide\n',
    '## Passphrase - Recovery Flow Diagram\n',
    'Wiki > Security > Password \u2013 Policy Review Notes\n',
    'a1b2c3d auth/password - fix modal focus trap\n',
    '- password - drop legacy hashes\n',
    'PROJ-412  Password - Modal Focus Trap Broken\n',
    'fix passphrase - Restore Legacy Prompt Order\n',
    'a1b2c3d fix passphrase - restore legacy prompt order\n',
    'the password is orange juice carton lid\n',
    'the password is Apple Banana Cherry Grape\nThat is a meme, not a secret.\n',
    'passphrase - see vault entry infra/backup\n',
    '[docs]\ndescription = """\nThe backup job runs nightly\n"""\n',
  ];
  for (const text of texts)
    it(JSON.stringify(text.slice(0, 60)), () => {
      expect(found(text)).toEqual([]);
    });
});
