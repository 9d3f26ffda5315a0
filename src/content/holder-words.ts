/**
 * personal_data: the words for an id's holder between its label and its number (docs/content-readings.md, "personal_data:
 * national ids", an id after its holder's words): "Rodné číslo majitele smlouvy:", "No. MyKad pemegang akaun:", "Số
 * CCCD của chủ thuê bao:", "เลขบัตรประชาชนของผู้ถือบัตร", "PESEL właściciela umowy:", "DNI del titular de la línea",
 * "NHS number of the account holder:". A support desk's customer names whose id it is (the account's, the line's, the
 * contract's or the card's holder or owner) where a form would write only the label. national-ids.ts reads its label
 * before these words; the number must still pass its kind's check. The same words before a phone number, an IMEI or
 * an account's number make none of them an id: no label stands before them.
 */

/** The holders' phrases (lower-case), each after a blank; Thai's joined to the label, as Thai writes words. */
const HOLDER = new RegExp(
  '(?:[ \\t]{1,2}(?:' +
    [
      // Czech and Slovak: the owner's or the holder's (any case), of the account, the contract, the line, the card.
      '(?:majitel|dr\u017eitel|dr\u017eite\u013e)[a-z\u00e1-\u017e]{0,3}(?:[ \\t]{1,2}(?:\u00fa\u010dtu|smlouvy|zmluvy|linky|karty|\u010d\u00edsla))?',
      // Malay and Indonesian: the holder or the owner of the account, the card, the line, the contract.
      '(?:pemegang|pemilik)(?:[ \\t]{1,2}(?:akaun|akun|kad|kartu|talian|rekening|nombor|nomor|kontrak|polisi))?',
      // Vietnamese: "(of) the subscriber", "the account's, the contract's, the card's owner", "the registered person".
      '(?:c\u1ee7a[ \\t]{1,2})?(?:ch\u1ee7[ \\t]{1,2}(?:thu\u00ea[ \\t]bao|t\u00e0i[ \\t]kho\u1ea3n|h\u1ee3p[ \\t]\u0111\u1ed3ng|th\u1ebb|sim)|ng\u01b0\u1eddi[ \\t]\u0111\u1ee9ng[ \\t]t\u00ean)',
      // Polish: the owner of the account, the contract, the number, the card.
      'w\u0142a\u015bciciel[a-z\u0105-\u017c]{0,3}(?:[ \\t]{1,2}(?:konta|umowy|numeru|karty|linii))?',
      // Spanish, Portuguese, French: the holder of the line, the account, the contract, the card.
      '(?:d(?:el|o|u)[ \\t]{1,2})?(?:titular|titulaire)(?:[ \\t]{1,2}(?:de[ \\t]la|da|do|du|de)[ \\t]{1,2}(?:l\u00ednea|linea|linha|ligne|cuenta|conta|compte|contrato|contrat|tarjeta|cart\u00e3o|carte))?',
      // German's compounds, Turkish's "of the line's or the account's owner", English's account or line holder.
      '(?:des[ \\t]{1,2})?(?:vertrags|konto|anschluss|karten)inhabers?',
      '(?:hat|hesap|abonelik)[ \\t]sahibinin|abonenin',
      "(?:of[ \\t]{1,2})?(?:the[ \\t]{1,2})?(?:account|line|card|contract|policy)[ \\t-]?(?:holder|owner)(?:['\u2019]s)?",
    ].join('|') +
    // Thai: "of" maybe, the holder or the owner, of the card, the number, the account, the contract.
    ')|(?:\u0e02\u0e2d\u0e07)?(?:\u0e1c\u0e39\u0e49\u0e16\u0e37\u0e2d|\u0e40\u0e08\u0e49\u0e32\u0e02\u0e2d\u0e07)(?:\u0e1a\u0e31\u0e15\u0e23|\u0e40\u0e1a\u0e2d\u0e23\u0e4c|\u0e1a\u0e31\u0e0d\u0e0a\u0e35|\u0e2a\u0e31\u0e0d\u0e0d\u0e32)?)' +
    '[ \\t]{0,2}[:\uff1a]?[ \\t]{0,3}["\']?$',
);

/** Where the holder's words that end `lower` (a lower-cased window before a number) start, or -1. */
export function holderStart(lower: string): number {
  if (lower.length < 4) return -1;
  const m = HOLDER.exec(lower.slice(-64));
  return m === null ? -1 : lower.length - Math.min(lower.length, 64) + m.index;
}
