/**
 * adversarial_url: two letters written for one in a registered label, as a person reads them at a glance — `rn` for
 * `m` (`hallrnoor` for `hallmoor`), `vv` for `w` (`skyvvays`) — under a link that asks what lures ask
 * (docs/content-readings.md, "Joined letters"). English spells neither pair after a consonant or at a word's start
 * before a vowel (`learn`, `modern`, `savvy` have a vowel before; `rnli`, `rnz` are acronyms, a consonant after); a `y`
 * before `rn` is a vowel (`Byrne`). Czech, Slovak and the South Slavic languages spell a syllable's `r` so (`Brno`,
 * `Trnava`): their countries' domains are not read.
 */
import { registeredLabel } from './named-hosts.js';
import { asksWhatLuresAsk } from './spelled-lures.js';

const VOWEL = /[aeiou]/;
const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;

/** Whether `label` (lower case ASCII) holds `rn` or `vv` where a person reads `m` or `w`. */
function joinsLetters(label: string): boolean {
  for (const pair of ['rn', 'vv']) {
    for (let at = label.indexOf(pair); at >= 0; at = label.indexOf(pair, at + 1)) {
      const after = label[at + 2] ?? '';
      if (!VOWEL.test(after)) continue;
      const before = at === 0 ? '' : label[at - 1]!;
      if (before === '' || before === '-' || CONSONANT.test(before) || (pair === 'vv' && before === 'y')) return true;
    }
  }
  return false;
}

/** Countries whose languages write a syllable's `r` between consonants. */
const SYLLABIC_R = /\.(?:cz|sk|hr|rs|si|ba|mk|me)$/;

/** Whether a host's (lower case ASCII) registered label joins two letters for one under a lure's path (`rest`). */
export function joinedLetterLure(host: string, rest: string): boolean {
  if ((!host.includes('rn') && !host.includes('vv')) || SYLLABIC_R.test(host)) return false;
  const own = registeredLabel(host);
  return own.length >= 5 && joinsLetters(own) && asksWhatLuresAsk(rest);
}
