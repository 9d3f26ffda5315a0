/**
 * Literals of the index (literals.ts) that secrets' label readings start at, kept apart as data: said-secrets.ts's
 * password labels of more language families, door-codes.ts's names of a door's, a gate's or an alarm's code.
 */
export const SECRET_LABEL_LEADS: readonly string[] = [
  // Uzbek's and Azerbaijani's bare `parol`, Kinyarwanda, Sotho-Tswana, Swahili, Somali, Igbo, Gaelic, Breton, Romansh, Papiamento, Northern Sotho.
  ...['parol', 'ijambo', 'sephiri', 'neno la', 'erayga', 'okwuntughe', 'facal', 'tremen', 'pled', 'kontrase', 'phasewete'],
  // door-codes.ts ('kode' is a literal already).
  ...[' code', '-code', 'rcode', 'alarmcode', 'digicode', 'code de la porte', 'code du portail', 'digo de la puerta'],
  ...['digo do port', 'codice del cancello', 'kod', 'ovikoodi', 'kod do'],
];
