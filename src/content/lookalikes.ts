/**
 * Letters of other scripts that look like Latin ones, as the Latin letter they pass for: one table for
 * urls.ts (a host that imitates another) and disguise.ts (an order or a key in disguised letters).
 */
/** Pairs written as a letter then the Latin letter it reads as, separated by blanks ("аa еe"). */
export const pairs = (list: string): Array<[string, string]> => list.split(' ').map((pair) => [pair[0]!, pair[1]!]);

/** Lower-case Cyrillic and Greek look-alikes. */
export const LOWER_LOOKALIKES: ReadonlyArray<readonly [string, string]> = pairs(
  'аa еe оo рp сc уy хx іi јj ѕs ԁd ӏl ԛq ԝw οo αa ρp τt υu νv κk ιi εe',
);
/** Upper-case Cyrillic and Greek look-alikes. */
export const UPPER_LOOKALIKES: ReadonlyArray<readonly [string, string]> = pairs(
  'АA ВB ЕE КK МM НH ОO РP СC ТT ХX ІI ЈJ ЅS ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX',
);
