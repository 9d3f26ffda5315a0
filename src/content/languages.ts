/**
 * prompt_injection in more languages, as data: Swedish, Norwegian, Danish, Finnish, Indonesian and
 * Malay, Vietnamese, Czech, Romanian, Hungarian, Tagalog, Ukrainian, Greek, Arabic, Persian, Hebrew,
 * Hindi and Thai — for each,
 * the override ("ignore all previous instructions"), "you are now … without restrictions", a
 * request to reveal the system prompt, "do not tell the user" and an address to the AI opening an
 * order ("Note for the AI:").
 *
 * Every text pays for each word scan (injection.ts), so these phrases are not in them. A language
 * is read only where it can be, within READ of a run of its letters or of a lead: a language
 * written in its own script around the runs outside Latin-1 that hold its letters (find.ts has
 * found those runs already); a language written in Latin letters around a lead — a word of its own
 * that its phrases hold (Swedish `instruktioner`, Indonesian `abaikan`), one of find.ts's literals,
 * found by the one pass of its index. Vietnamese, Romanian and Hungarian are both: written with
 * their marks, they hold letters outside Latin-1; typed without them, they have leads.
 *
 * Marks are often dropped (Swedish `glom` for `glöm`, Vietnamese `bo qua` for `bỏ qua`, Greek
 * without its accents, Arabic without hamza): `loose` lets each marked letter of a phrase match its
 * bare letter too. Like the other phrase tables, each pattern starts at a literal word and repeats
 * only within bounds, so matching stays linear.
 */
import { ascii, type Phrase } from './phrases.js';

interface Language {
  /**
   * Lower-case ASCII words, one of which lies within READ of every match typed in Latin letters.
   * Each starts with three letters rare in English and code (`nsning` of `begränsningar`, not
   * `begr`, whose `beg` starts `begin`): find.ts's index compares a literal wherever its first
   * three letters occur, so a lead starting like `the ` would cost every text.
   */
  leads: readonly string[];
  /** Ranges of code units outside Latin-1 (inclusive): the text is read around each run that holds one. */
  letters?: ReadonlyArray<readonly [number, number]>;
  phrases: Phrase[];
}

/** A letter with a mark, as a class that also takes it without (`ö` → `[öo]`, `ș` → `[șşs]`). */
function loose(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    const bare = c === 'đ' ? 'd' : c < '\u0080' ? c : c.normalize('NFD')[0]!;
    if (inClass || bare === c) out += c;
    else if (bare === 's' || bare === 't') out += `[${c}${bare === 's' ? 'șş' : 'țţ'}${bare}]`;
    else out += `[${c}${bare}]`;
  }
  return out;
}
const re = (source: string): RegExp => ascii(loose(source), 'i');
/** A phrase whose regexes are made when a text first reads its language: making them all cost a cold start 5-15 ms. */
function phrase(code: Phrase['code'], source: string, whose?: string): Phrase {
  let r: RegExp | undefined;
  let w: RegExp | undefined;
  const lazy: PropertyDescriptorMap = { re: { enumerable: true, get: () => (r ??= re(source)) } };
  if (whose !== undefined) lazy.whose = { enumerable: true, get: () => (w ??= re(whose)) };
  return Object.defineProperties({ code }, lazy) as Phrase;
}
const role = (source: string): Phrase => phrase('injection_role', source);
const override = (source: string, whose?: string): Phrase => phrase('injection_override', source, whose);
const reveal = (source: string): Phrase => phrase('injection_data_request', source);
const hide = (source: string): Phrase => phrase('injection_hidden_text', source);
/** A word that starts with a letter outside ASCII, where `\b` does not hold. */
const START = '(?<![\\wÀ-ÿĀ-ɏḀ-ỿ])';

export const LANGUAGES: readonly Language[] = [
  {
    // Swedish, Norwegian and Danish share most words and are one table. The nouns are definite or
    // not (`instruktioner`, `instruktionerna`, `instruksjonene`); the whose-words are a closed list,
    // so "ignorera varningen om instruktionerna" in a manual is not an override. Danish negation
    // follows the verb ("fortæl ikke brugeren"), Norwegian precedes it ("ikke fortell brukeren").
    leads: [
      ...['uktion', 'ksjon', 'riktlinjer', 'etningslinjer', 'nsning', 'systemprompt', 'daren', 'brukeren', 'brugeren'],
      ...['ai-assistent', 'ki-assistent', 'ai-agent', 'ki-agent', 'ai:', "ai'en", 'ki-en'],
    ],
    phrases: [
      override(
        '\\b(?:ignorera|ignorer|strunta\\s+i|glöm|glem|bortse\\s+fr(?:a|å)n?|hoppa\\s+över)\\s+(?:(?:alla|alle|all|dina|dine|tidigare|tidligere|ovanstående|ovenstående|ovennevnte|föregående|ursprungliga|opprinnelige|oprindelige|systemets|de|dem|det|den)\\s+){1,4}(?:instruktioner(?:na|ne)?|instruksjon(?:er|ene)|regler(?:na|ne)?|riktlinjer(?:na)?|retningslinjer(?:ne)?|anvisningar(?:na)?)',
        '\\b(?:alla|alle|dina|dine|tidigare|tidligere|ovanst|ovenst|ovennevnte|föregående|ursprungliga|opprinnelige|oprindelige|systemets)',
      ),
      override(
        '\\bdu\\s+(?:är|er)\\s+(?:nu|nå)\\s+[^.!?\\n]{0,40}?\\b(?:utan|uden|uten)\\s+(?:några\\s+|nogen\\s+|noen\\s+)?(?:begränsningar|begrænsninger|begrensninger|restriktioner|restriksjoner|filter|regler|censur)',
      ),
      reveal(
        '\\b(?:visa|vis|avslöja|avslør|afslør|skriv\\s+ut|upprepa|gjenta|gentag)\\s+(?:mig\\s+|meg\\s+)?(?:hela\\s+|hele\\s+)?(?:din\\s+|ditt\\s+|dina\\s+|dine\\s+)?(?:systemprompt(?:en)?|systeminstruktioner(?:na|ne)?|systeminstruksjon(?:er|ene))',
      ),
      hide(
        '\\b(?:berätta|säg|nämn|fortæl|sig|nævn)\\s+(?:inte|ikke|inget|ingenting|intet)\\s+(?:(?:om\\s+(?:detta|dette|det)|något|noget|det)\\s+)?(?:(?:för|for|til|till)\\s+)?(?:användaren|brugeren|brukeren)',
      ),
      hide(
        '\\bikke\\s+(?:fortell|fortæl|si\\s+(?:noe\\s+)?til|sig\\s+(?:noget\\s+)?til|nevn\\s+(?:dette|det)\\s+for)\\s+(?:brukeren|brugeren)',
      ),
      role("\\btill?\\s+(?:(?:ai|ki)-(?:assistenten|agenten|modellen)\\s{0,3}[:,-]|(?:ai|ki)(?::n|'en|-en)?\\s{0,2}:)"),
    ],
  },
  {
    // Finnish: case endings carry what prepositions carry elsewhere (`käyttäjälle`, to the user;
    // `tekoälylle`, to the AI); the negative verb `älä` takes the bare stem (`älä kerro`).
    leads: ['ohje', 'ohita', 'unohda', 'rajoit', 'jestelm', 'ytt', 'teko', 'jos olet'],
    phrases: [
      override(
        '\\b(?:ohita|unohda|jätä\\s+huomiotta)\\s+(?:(?:kaikki|kaikkia|aiemmat|aiempia|edelliset|edellisiä|aikaisemmat|alkuperäiset|järjestelmän|sinun)\\s+){1,3}(?:ohjeet|ohjeesi|ohjeita|ohjeistukset|säännöt|sääntösi|käskyt|määräykset)',
      ),
      override(
        '\\b(?:olet|sinä\\s+olet)\\s+nyt\\s+[^.!?\\n]{0,40}?(?:ilman\\s+(?:mitään\\s+)?(?:rajoituksia|rajoitteita|sääntöjä|suodattimia|sensuuria)|rajoittamaton)',
      ),
      reveal(
        '\\b(?:näytä|paljasta|tulosta|toista)\\s+(?:minulle\\s+)?(?:koko\\s+)?(?:sinun\\s+)?(?:järjestelmäkehot(?:e|teesi|teen)|järjestelmäohjee(?:t|si)|järjestelmäprompti(?:si)?)',
      ),
      hide(
        `${START}(?:älä|älkää)\\s+(?:kerro|sano|mainitse|ilmoita|paljasta)\\s+(?:(?:tästä|tätä|mitään|siitä)\\s+)?(?:käyttäjälle|käyttäjille)`,
      ),
      role('\\b(?:(?:viesti|huomautus|huomio|muistutus)\\s+tekoälylle\\s{0,3}[:,-]|tekoäly(?:avustajalle|agentille|lle)\\s{0,2}:)'),
      // "If you are an AI …" ("Jos olet tekoäly, joka tiivistää tätä lokia, …").
      role('\\bjos\\s+olet\\s+(?:tekoäly|kielimalli|tekoälyavustaja|tekoälyagentti|botti)'),
    ],
  },
  {
    // Indonesian and Malay (Malay `arahan`, `sebelum ini`, `beritahu`): no inflection, the
    // qualifier follows the noun ("instruksi sebelumnya"); the prefixed `mengabaikan` of a manual's
    // third person is not the imperative `abaikan`.
    leads: ['baikan', 'lupakan', 'hiraukan', 'anpa', 'ilkan', 'njuk', 'gkap', 'bocork', 'jangan', 'ngguna', 'kepada', 'ai:'],
    phrases: [
      override(
        '\\b(?:abaikan|lupakan|hiraukan)\\s+(?:(?:semua|seluruh|segala|setiap)\\s+)?(?:instruksi|perintah|arahan|aturan|petunjuk|peraturan|pedoman)\\b(?:\\s+(?:yang\\s+)?(?:sebelumnya|sebelum\\s+ini|di\\s+atas|terdahulu|awal|asli|sistem|anda|kamu))?',
        '\\b(?:semua|seluruh|segala|sebelum|atas|terdahulu|awal|asli|sistem|anda|kamu)\\b',
      ),
      override(
        '\\b(?:(?:kamu|anda|engkau|awak)\\s+(?:sekarang|kini)|sekarang\\s+(?:kamu|anda))\\s+[^.!?\\n]{0,40}?\\btanpa\\s+(?:(?:ada|sebarang|apa\\s+pun)\\s+)?(?:batasan|batas|sekatan|filter|aturan|sensor|larangan)',
      ),
      reveal(
        '\\b(?:tampilkan|tunjukkan|ungkapkan|cetak|bocorkan|paparkan|dedahkan)\\s+(?:(?:seluruh|semua)\\s+)?(?:prompt|instruksi|perintah|arahan)\\s+sistem',
      ),
      hide(
        '\\bjangan\\s+(?:beri\\s?tahu|memberi\\s?tahu|kasih\\s+tahu|katakan|bilang|ceritakan|informasikan|maklumkan)\\s+(?:(?:hal\\s+ini|ini|apa-apa)\\s+)?(?:(?:kepada|pada|ke)\\s+)?pengguna',
      ),
      role(
        '\\b(?:(?:catatan|pesan|nota|mesej|pemberitahuan|instruksi|arahan)\\s+(?:untuk|kepada|bagi)\\s+(?:(?:asisten|pembantu|agen|model)\\s+)?|kepada\\s+(?:asisten|pembantu|agen)\\s+)(?:ai|kecerdasan\\s+buatan)\\s{0,3}[:,-]',
      ),
    ],
  },
  {
    // Vietnamese: words of one syllable each, the qualifier after the noun ("hướng dẫn trước đó");
    // typed with its marks (letters outside Latin-1: read whole) or without (`bo qua`, `huong dan`: leads).
    leads: ['bo qua', 'huong dan', 'gioi han', 'guoi dung', 'loi nhac', 'hien thi', 'ai:'],
    letters: [
      [0x102, 0x103],
      [0x110, 0x111],
      [0x128, 0x129],
      [0x168, 0x169],
      [0x1a0, 0x1a1],
      [0x1af, 0x1b0],
      [0x1ea0, 0x1ef9],
    ],
    phrases: [
      override(
        '\\b(?:bỏ\\s+qua|phớt\\s+lờ|lờ\\s+đi|quên(?:\\s+đi)?)\\s+(?:(?:tất\\s+cả|toàn\\s+bộ|mọi|hết)\\s+)?(?:(?:các|những)\\s+)?(?:hướng\\s+dẫn|chỉ\\s+dẫn|chỉ\\s+thị|lệnh|quy\\s+tắc)\\s+(?:trước\\s+đó|trước\\s+đây|trước|ở\\s+trên|phía\\s+trên|ban\\s+đầu|gốc|hệ\\s+thống|của\\s+bạn)',
      ),
      override(
        '\\b(?:bây\\s+giờ|từ\\s+(?:bây\\s+)?giờ|giờ\\s+đây)\\s{0,2},?\\s{0,2}(?:bạn|mày)\\s+(?:là|đã\\s+là|sẽ\\s+là|trở\\s+thành)\\s+[^.!?\\n]{0,40}?(?:không\\s+(?:có\\s+|bị\\s+)?(?:giới\\s+hạn|hạn\\s+chế|ràng\\s+buộc|kiểm\\s+duyệt)|vô\\s+hạn)',
      ),
      reveal(
        '\\b(?:hiển\\s+thị|tiết\\s+lộ|in\\s+ra|cho\\s+(?:tôi\\s+)?xem|lặp\\s+lại)\\s+(?:(?:toàn\\s+bộ|đầy\\s+đủ)\\s+)?(?:lời\\s+nhắc|prompt|chỉ\\s+dẫn|hướng\\s+dẫn)\\s+(?:của\\s+)?hệ\\s+thống',
      ),
      hide(
        `${START}(?:đừng|chớ|không\\s+được)\\s+(?:(?:nói|kể|báo|tiết\\s+lộ)(?:\\s+(?:gì|điều\\s+này))?\\s+(?:với|cho)|cho)\\s+người\\s+dùng`,
      ),
      role(
        '\\b(?:gửi|gởi|lưu\\s+ý\\s+cho|ghi\\s+chú\\s+cho|tin\\s+nhắn\\s+cho)\\s+(?:(?:trợ\\s+lý|mô\\s+hình)\\s+)?(?:ai|trí\\s+tuệ\\s+nhân\\s+tạo)\\s{0,3}:',
      ),
    ],
  },
  {
    // Czech: the verb inflects for familiar and polite address (`ignoruj`, `ignorujte`); cases
    // mark the user (`uživateli`, to the user) and the whose-words agree with the noun.
    leads: ['ignoruj', 'zapome', 'pokyn', 'rukc', 'mezen', 'enzur', 'zobraz', 'vypi', 'ozra', 'odhal', 'ivatel', 'ai:', 'pokud'],
    phrases: [
      override(
        '\\b(?:ignoruj(?:te)?|zapomeň(?:te)?\\s+na|přeskoč(?:te)?)\\s+(?:(?:všechny|všech|veškeré|předchozí|předešlé|dosavadní|původní|systémové|své|svoje|tvoje|výše\\s+uvedené)\\s+){1,3}(?:instrukce|pokyny|pravidla|příkazy|směrnice)',
      ),
      override(
        '\\b(?:nyní|teď|odteď)\\s+(?:jsi|jste)\\s+[^.!?\\n]{0,40}?\\bbez\\s+(?:(?:jakýchkoliv?|žádných)\\s+)?(?:omezení|pravidel|filtrů|cenzury)',
      ),
      reveal(
        '\\b(?:zobraz|ukaž|vypiš|prozraď|zopakuj|odhal)(?:te)?\\s+(?:mi\\s+)?(?:(?:celý|celé|svůj|své|tvůj|tvé)\\s+){0,2}(?:systémový\\s+prompt|systémové\\s+(?:pokyny|instrukce)|systémovou\\s+výzvu)',
      ),
      hide('\\bne(?:říkej|prozrazuj|informuj|zmiňuj)(?:te)?\\s+(?:(?:o\\s+tom|nic|to|tohle)\\s+){0,2}uživatel(?:i|ům|ovi)'),
      role(
        '\\b(?:(?:zpráva|poznámka|pokyn|vzkaz|upozornění)\\s+pro\\s+(?:ai|umělou\\s+inteligenci)(?:\\s+(?:asistenta|agenta))?\\s{0,3}[:,-]|pro\\s+ai\\s+(?:asistenta|agenta)\\s{0,3}:)',
      ),
      role('\\bpokud\\s+(?:jsi|jste)\\s+(?:jazykový\\s+model|umělá\\s+inteligence|ai(?:\\s+(?:asistent|agent))?)\\b'),
    ],
  },
  {
    // Romanian: the article is a suffix (`instrucțiunile`, `promptul`) and the qualifier follows
    // (`anterioare`); ș and ț are written with a comma or, from older keyboards, a cedilla, or dropped.
    leads: ['ioare', 'tiuni', 'ictii', 'ptul', 'utilizator', 'ai:', 'dac'],
    letters: [
      [0x102, 0x103],
      [0x15e, 0x15f],
      [0x162, 0x163],
      [0x218, 0x21b],
    ],
    phrases: [
      override(
        '\\b(?:ignoră|ignorați|uită|uitați|nu\\s+ține\\s+cont\\s+de|treci\\s+peste)\\s+(?:(?:toate|orice)\\s+)?(?:instrucțiunile|indicațiile|regulile|comenzile|directivele)\\s+(?:anterioare|precedente|de\\s+mai\\s+sus|inițiale|originale|sistemului|tale)',
      ),
      override(
        '\\b(?:acum|de\\s+acum(?:\\s+înainte)?)\\s{0,2},?\\s{0,2}(?:tu\\s+)?(?:ești|sunteți)\\s+[^.!?\\n]{0,40}?(?:\\bfără\\s+(?:(?:nicio|niciun|vreo)\\s+)?(?:restricții|restricție|limite|limitări|reguli|filtre|cenzură)|nerestricționat)',
      ),
      reveal(
        '\\b(?:afișează|arată(?:-mi)?|dezvăluie|tipărește|repetă)\\s+(?:(?:întregul|tot)\\s+)?(?:promptul|instrucțiunile)\\s+(?:de\\s+sistem|sistemului)',
      ),
      hide(
        '\\bnu\\s+(?:(?:îi\\s+)?(?:spune|zice|dezvălui)|informa|menționa)(?:ți)?\\s+(?:(?:nimic|asta|acest\\s+lucru)\\s+)?utilizatorului',
      ),
      role(
        '\\b(?:(?:notă|mesaj|instrucțiune|atenție)\\s+(?:pentru|către)\\s+(?:asistentul\\s+)?|către\\s+asistentul\\s+)(?:ai|ia|inteligența\\s+artificială)\\s{0,3}[:,-]',
      ),
      role(
        '\\bdac(?:ă|a)\\s+(?:e(?:ș|ş|s)ti|sunte(?:ț|ţ|t)i)\\s+(?:un\\s+|o\\s+)?(?:agent\\s+ai|asistent\\s+ai|model\\s+(?:de\\s+limbaj|lingvistic)|inteligen(?:ț|ţ|t)(?:ă|a)\\s+artificial(?:ă|a)|ai)\\b',
      ),
    ],
  },
  {
    // Hungarian: the object takes `-t` (`utasítást`, `utasításokat`) and "ignore" is a phrase
    // (`hagyd figyelmen kívül`); ő and ű lie outside Latin-1, the other marks inside it.
    leads: ['utas', 'gyelmen', 'lejtsd', 'toz', 'dszer', 'lhaszn', 'mi-nek', 'ai-nak', 'sszisztens', 'ai:', 'mesters', 'nyelvi'],
    letters: [
      [0x150, 0x151],
      [0x170, 0x171],
    ],
    phrases: [
      override(
        '\\b(?:hagyd\\s+figyelmen\\s+kívül|felejtsd\\s+el|ne\\s+törődj)\\s+(?:(?:az?|összes|minden|korábbi|előző|fenti|eredeti|rendszer)\\s+){1,4}(?:utasítást|utasításokat|utasításaidat|szabályt|szabályokat|instrukciót|instrukciókat)',
        '\\b(?:összes|minden|korábbi|előző|fenti|eredeti|rendszer)',
      ),
      override('\\b(?:mostantól|most\\s+már)\\s+[^.!?\\n]{0,40}?(?:korlátozások|korlátok|szabályok|szűrők|cenzúra)\\s+nélkül'),
      reveal(
        '\\b(?:mutasd\\s+meg|írd\\s+ki|fedd\\s+fel|áruld\\s+el|ismételd\\s+meg)\\s+(?:nekem\\s+)?(?:a\\s+)?(?:teljes\\s+)?(?:rendszerprompt(?:ot|odat|ját)?|rendszerutasítás(?:okat|aidat|t)?)',
      ),
      hide('\\bne\\s+(?:szólj|mondd\\s+el|mondj|említsd|áruld\\s+el)\\s+(?:(?:erről|ezt|semmit)\\s+)?(?:a\\s+)?felhasználó(?:nak|knak)'),
      role(
        '\\b(?:megjegyzés|üzenet|utasítás)\\s+(?:az?\\s+)?(?:mi|ai)(?:-nek|-nak|-asszisztensnek|\\s+asszisztensnek|\\s+számára)\\s{0,3}[:,-]',
      ),
      role('\\bha\\s+(?:egy\\s+)?(?:mesterséges\\s+intelligencia|nyelvi\\s+modell|mi-asszisztens|ai-asszisztens|ai)\\s+vagy\\b'),
    ],
  },
  {
    // Tagalog: the verb comes first and takes `ang` before its object; `huwag` is the negative
    // imperative ("huwag sabihin", do not say), and English words (`user`, `system prompt`) are common.
    leads: ['huwag', 'gubilin', 'ksyon', 'lewala', 'imutan', 'ngayon', 'ipakita', 'unyag', 'paalala', 'ai:', 'ikaw ay'],
    phrases: [
      override(
        '\\b(?:huwag\\s+(?:pansinin|sundin|intindihin)|kalimutan|balewalain)\\s+(?:ang\\s+)?(?:(?:lahat|mga)\\s+(?:ng\\s+)?){0,2}(?:(?:naunang|nakaraang|dating|orihinal\\s+na|sistemang)\\s+)(?:mga\\s+)?(?:tagubilin|instruksyon|utos|panuto|patakaran)',
      ),
      override(
        '\\b(?:ikaw\\s+(?:na\\s+)?ngayon|ngayon\\s+ikaw)\\s+(?:ay\\s+)?[^.!?\\n]{0,40}?\\bwalang\\s+(?:anumang\\s+)?(?:limitasyon|restriksyon|paghihigpit|patakaran|filter)',
      ),
      reveal(
        '\\b(?:ipakita|ibunyag|ulitin)\\s+(?:sa\\s+akin\\s+)?(?:ang\\s+)?(?:buong\\s+)?(?:system\\s+prompt|mga\\s+tagubilin\\s+ng\\s+system)',
      ),
      hide(
        '\\bhuwag\\s+(?:mong\\s+)?(?:sabihin|ipaalam|banggitin|ikuwento)\\s+(?:(?:ito|iyon)\\s+)?(?:sa\\s+(?:user|gumagamit)|ang\\s+user)',
      ),
      role('\\b(?:paalala|mensahe|tala|abiso)\\s+(?:para\\s+sa|sa)\\s+(?:ai(?:\\s+(?:assistant|ahente))?|assistant)\\s{0,3}[:,-]'),
      role('\\bkung\\s+ikaw\\s+ay\\s+(?:isang\\s+)?(?:ai|language\\s+model|ahente\\s+ng\\s+ai|bot)\\b'),
    ],
  },
  {
    // Swahili: `puuza` (ignore) and `usimwambie` (do not tell him or her) are imperatives; `msaidizi wa AI`, an AI
    // assistant; "kama wewe ni …", if you are ….
    leads: ['puuza', 'msaidizi', 'wewe ni', 'usimwambie', 'maagizo'],
    phrases: [
      override('\\bpuuza\\s+(?:maagizo|maelekezo|amri|kanuni)\\s+(?:yote\\s+)?(?:ya\\s+)?(?:awali|zamani|iliyotangulia|ya\\s+mfumo)'),
      hide('\\busim(?:w)?ambie\\s+(?:chochote\\s+)?mtumiaji'),
      role(
        '\\b(?:(?:ujumbe|maelezo|tangazo|maagizo)\\s+kwa\\s+(?:msaidizi\\s+wa\\s+)?ai\\s{0,3}[:,-]|kama\\s+wewe\\s+ni\\s+(?:mfumo\\s+wa\\s+ai|msaidizi\\s+wa\\s+ai|modeli\\s+ya\\s+lugha|ai)\\b)',
      ),
    ],
  },
  {
    // Ukrainian (Cyrillic, as Russian, whose own phrases are in phrases.ts): і, ї and є are its
    // own letters; the imperative has a familiar and a polite form (`ігноруй`, `ігноруйте`).
    leads: [],
    letters: [[0x400, 0x4ff]],
    phrases: [
      override(
        '(?:ігноруй|проігноруй|забудь|не\\s+зважай)(?:те)?\\s+(?:на\\s+)?(?:(?:усі|всі|все|свої|твої|ваші|попередні|минулі|вищезазначені|початкові|системні)\\s+){1,3}(?:інструкції|вказівки|правила|команди|настанови)',
      ),
      override(
        '(?:тепер|відтепер)\\s+(?:ти|ви)\\s+[^.!?\\n]{0,40}?без\\s+(?:(?:жодних|будь-яких)\\s+)?(?:обмежень|правил|фільтрів|цензури)',
      ),
      reveal(
        '(?:покажи|виведи|розкрий|повтори|надрукуй)(?:те)?\\s+(?:мені\\s+)?(?:(?:свій|свої|твій|ваш|повний|весь)\\s+){0,2}(?:системний\\s+(?:промпт|запит)|системні\\s+(?:інструкції|вказівки))',
      ),
      hide(
        'не\\s+(?:кажи|кажіть|говори|говоріть|повідомляй|повідомляйте|розповідай|розповідайте|згадуй)\\s+(?:(?:про\\s+це|нічого|цього)\\s+){0,2}користувач',
      ),
      role(
        '(?:примітка|повідомлення|вказівка|інструкція|звернення)\\s+(?:для|до)\\s+(?:ші(?:-асистента)?|штучного\\s+інтелекту|асистента\\s+ші|ai)\\s{0,3}[:,-]',
      ),
      role('(?:якщо|коли)\\s+(?:ти|ви)\\s+(?:мовна\\s+модель|штучний\\s+інтелект|ші(?:-(?:асистент|агент))?)'),
    ],
  },
  {
    // Greek: accents are dropped in casual and capital text, so each accented vowel takes its bare one.
    leads: [],
    letters: [
      [0x370, 0x3ff],
      [0x1f00, 0x1fff],
    ],
    phrases: [
      override(
        '(?:αγνόησε|αγνοήστε|ξέχασε|ξεχάστε|παράβλεψε|παραβλέψτε)\\s+(?:(?:όλες|όλα|όλους|τις|τα|τους|τυχόν|προηγούμενες|προηγούμενα|παραπάνω|αρχικές)\\s+){1,4}(?:οδηγίες|εντολές|κανόνες)',
        '(?:όλ|προηγούμεν|παραπάνω|αρχικ)',
      ),
      override(
        '(?:τώρα|από\\s+τώρα|από\\s+εδώ\\s+και\\s+πέρα)\\s+(?:είσαι|είστε)\\s+[^.!?\\n]{0,40}?(?:χωρίς\\s+(?:(?:κανέναν|κανένα|κανενός)\\s+)?(?:περιορισμούς|περιορισμό|κανόνες|φίλτρα|λογοκρισία)|απεριόριστ)',
      ),
      reveal(
        '(?:αποκάλυψε|αποκαλύψτε|δείξε|δείξτε|εμφάνισε|εμφανίστε|τύπωσε|επανάλαβε)\\s+(?:μου\\s+)?(?:(?:το|τις|τα|ολόκληρο|ολόκληρες|όλες)\\s+){0,2}(?:(?:οδηγίες|εντολές)\\s+(?:του\\s+)?συστήματος|προτροπή\\s+συστήματος|system\\s+prompt)',
      ),
      hide(
        'μην\\s+(?:το\\s+|τα\\s+)?(?:πεις|πείτε|αναφέρεις|αναφέρετε|ενημερώσεις|ενημερώσετε|αποκαλύψεις)\\s+(?:(?:τίποτα|αυτό)\\s+)?(?:στον|στην|στους|τον|την|τους)\\s+χρήστ',
      ),
      role(
        '(?:σημείωση|μήνυμα|οδηγία)\\s+(?:για|προς)\\s+(?:το\\s+|τον\\s+|την\\s+)?(?:ai|τεχνητή\\s+νοημοσύνη|βοηθό\\s+(?:ai|τεχνητής\\s+νοημοσύνης))\\s{0,3}[:,-]',
      ),
    ],
  },
  {
    // Arabic: the article and prepositions are prefixes (`للمستخدم`, to the user); hamza is often
    // dropped (`انت` for `أنت`), so each hamza form takes the bare alif.
    leads: [],
    letters: [[0x600, 0x6ff]],
    phrases: [
      override(
        '(?:تجاهل|تجاهلي|تجاهلوا|انسَ|انس|انسى)\\s+(?:(?:جميع|كل|كافة)\\s+)?(?:التعليمات|الإرشادات|التوجيهات|القواعد|الأوامر)\\s+(?:السابقة|الأصلية|أعلاه|الماضية|القديمة|الخاصة\\s+بالنظام)',
      ),
      override(
        '(?:أنت|أنتِ)\\s+(?:الآن|من\\s+الآن)\\s+[^.!؟\\n]{0,40}?(?:بدون|بلا|دون|من\\s+غير)\\s+(?:(?:أي|أية)\\s+)?(?:قيود|حدود|قواعد|رقابة|فلاتر)',
      ),
      reveal('(?:اعرض|أظهر|اكشف|اطبع|كرر|أرني)\\s+(?:لي\\s+)?(?:(?:موجه|تعليمات|أوامر|توجيهات)\\s+النظام|البرومبت)'),
      hide('لا\\s+(?:تخبر|تخبري|تخبروا|تبلغ|تعلم|تقل|تذكر)\\s+(?:(?:أي\\s+شيء|شيئا)\\s+)?(?:لل|ال)مستخدم'),
      role(
        '(?:ملاحظة|رسالة|تعليمات|تنبيه|إلى)\\s+(?:لل|إلى\\s+ال)?(?:(?:مساعد|نموذج)\\s+ال)?ذكاء\\s+الاصطناعي(?:\\s+الذي\\s+[^:،\\n]{1,40})?\\s{0,3}[:،,-]',
      ),
    ],
  },
  {
    // Persian (Arabic script, its own ی and ک): the verb comes last ("… را نادیده بگیر"), the
    // object marked by `را`; plural `-ها` is joined with a zero-width non-joiner, or not.
    leads: [],
    letters: [[0x600, 0x6ff]],
    phrases: [
      override(
        '(?:همه|تمام|تمامی)\\s+(?:دستورالعمل|دستورات|دستور|قوانین|راهنمایی)\u200c?(?:ها|های)?\\s+(?:قبلی|پیشین|اصلی|سیستم)\\s+(?:(?:خود|را)\\s+){0,2}(?:نادیده\\s+بگیر|فراموش\\s+کن|کنار\\s+بگذار)',
      ),
      override(
        '(?:(?:تو|شما)\\s+(?:اکنون|الان|حالا)|(?:از\\s+این\\s+به\\s+بعد|اکنون|الان|حالا)\\s+(?:تو|شما))\\s+[^.!؟\\n]{0,40}?بدون\\s+(?:هیچ\\s+)?(?:محدودیت|قید|فیلتر|سانسور)',
      ),
      reveal(
        '(?:پرامپت|دستورالعمل|دستورات)\\s+(?:های\\s+)?سیستم(?:ی)?\\s+(?:(?:خود|را|کامل)\\s+){0,3}(?:نشان\\s+بده|فاش\\s+کن|بنویس|چاپ\\s+کن)',
      ),
      hide('به\\s+کاربر\\s+(?:(?:در\\s+این\\s+(?:باره|مورد)|درباره\\s+این|چیزی)\\s+){0,2}(?:نگو|نگویید|اطلاع\\s+نده|خبر\\s+نده)'),
      role('(?:یادداشت|پیام|توجه)\\s+(?:برای|به)\\s+(?:دستیار\\s+)?(?:هوش\\s+مصنوعی|ai)\\s{0,3}[:،,-]'),
    ],
  },
  {
    // Hebrew: prepositions and the article are prefixes (`מכל ההוראות`, from all the instructions;
    // `למשתמש`, to the user); the imperative has masculine, feminine and plural forms.
    leads: [],
    letters: [[0x590, 0x5ff]],
    phrases: [
      override(
        '(?:התעלם|התעלמי|התעלמו|שכח|שכחי|שכחו)\\s+(?:את\\s+)?מ?(?:כל\\s+)?מ?ה?(?:הוראות|הנחיות|כללים|פקודות)\\s+(?:ה)?(?:קודמות|קודמים|מקוריות|מקוריים|של\\s+המערכת)',
      ),
      override(
        '(?:אתה|את|אתם)\\s+(?:עכשיו|כעת|מעכשיו)\\s+[^.!?\\n]{0,40}?(?:ללא|בלי|בלא)\\s+(?:(?:שום|כל)\\s+)?(?:הגבלות|הגבלה|מגבלות|חוקים|כללים|סינון|צנזורה)',
      ),
      reveal('(?:הצג|הציגי|הראה|הראי|חשוף|חשפי|הדפס|גלה)\\s+(?:לי\\s+)?(?:את\\s+)?(?:כל\\s+)?(?:הנחיות|הוראות|פרומפט|הנחיית)\\s+המערכת'),
      hide('אל\\s+(?:תספר|תספרי|תספרו|תגיד|תגידי|תגידו|תדווח|תודיע|תזכיר)\\s+(?:(?:על\\s+זה|דבר|כלום)\\s+)?ל(?:משתמש|משתמשת|משתמשים)'),
      role('(?:(?:הערה|הודעה|הנחיה)\\s+(?:ל|אל\\s+)(?:ה?בינה\\s+ה?מלאכותית|עוזר\\s+ה-?ai|ה-?ai)|ל(?:עוזר|סוכן)\\s+ה-?ai)\\s{0,3}[:,-]'),
      role('אם\\s+(?:אתה|את|אתם)\\s+(?:סוכן|עוזר|עוזרת|מודל)\\s+(?:של\\s+)?(?:ה?בינה\\s+ה?מלאכותית|ai|שפה)'),
    ],
  },
  {
    // Hindi: the verb comes last, so a phrase starts at the words for whose instructions
    // ("पिछले सभी निर्देशों को अनदेखा करो"); nukta letters (ज़, फ़) are often written without the dot.
    leads: [],
    letters: [[0x900, 0x97f]],
    phrases: [
      override(
        '(?:पिछले|पहले\\s+के|ऊपर\\s+के|ऊपर\\s+दिए\\s+गए|पूर्व|मूल|सिस्टम\\s+के|अपने|सभी|सारे)\\s+(?:(?:सभी|सारे|पिछले|पुराने)\\s+)?(?:निर्देशों|निर्देश|नियमों|नियम|आदेशों|आदेश)\\s+(?:को\\s+)?(?:अनदेखा|नज़रअंदाज़|अनसुना|भूल|दरकिनार)',
      ),
      override(
        'अब\\s+(?:तुम|आप|तू)\\s+[^।.!?\\n]{0,40}?(?:बिना\\s+(?:किसी\\s+)?(?:भी\\s+)?(?:प्रतिबंध|सीमा|रोक|नियम|फ़िल्टर|पाबंदी)|असीमित|प्रतिबंध-मुक्त)',
      ),
      reveal(
        'सिस्टम\\s+(?:प्रॉम्प्ट|प्रोम्प्ट|निर्देश|संकेत)\\s+(?:को\\s+)?(?:दिखाओ|दिखाएं|दिखाएँ|दिखाइए|बताओ|बताएं|बताएँ|लिखो|प्रकट\\s+करो|प्रकट\\s+करें|उजागर\\s+करो)',
      ),
      hide(
        '(?:उपयोगकर्ता|यूज़र|प्रयोक्ता)\\s+को\\s+(?:(?:इस\\s+बारे\\s+में|इसके\\s+बारे\\s+में|यह|कुछ\\s+भी|कुछ)\\s+)?(?:मत|न|ना|नहीं)\\s+(?:बताओ|बताएं|बताएँ|बताना|बताइए|कहो|बोलो)',
      ),
      role(
        '(?:(?:ai|एआई)\\s+(?:(?:सहायक|असिस्टेंट|एजेंट|मॉडल)\\s+)?के\\s+लिए\\s{0,3}(?:(?:नोट|संदेश|निर्देश|सूचना)\\s{0,3})?|(?:नोट|संदेश|सूचना)\\s+(?:ai|एआई)\\s+के\\s+लिए\\s{0,3})[:-]',
      ),
      role('(?:यदि|अगर)\\s+आप\\s+(?:एक\\s+)?(?:एआई|ai)\\s+(?:एजेंट|सहायक|मॉडल)\\s+हैं'),
    ],
  },
  {
    // Thai: no spaces between words, so the phrases have none required (`อย่าบอกผู้ใช้`).
    leads: [],
    letters: [[0xe00, 0xe7f]],
    phrases: [
      override(
        '(?:เพิกเฉย(?:ต่อ)?|ละเว้น|ละเลย|ไม่ต้องสนใจ|ลืม)\\s?(?:(?:ทุก|ทั้งหมด)\\s?)?(?:คำสั่ง|คำแนะนำ|ข้อกำหนด|กฎ)(?:\\s?(?:ทั้งหมด|ทุกข้อ))?\\s?(?:ก่อนหน้า|ข้างต้น|ที่ผ่านมา|เดิม|ของระบบ)',
      ),
      override('(?:ตอนนี้|ต่อจากนี้|นับจากนี้|จากนี้ไป)\\s?(?:คุณ|เธอ)\\s?(?:คือ|เป็น)[^\\n]{0,30}?ไม่มี(?:ข้อจำกัด|ขีดจำกัด|กฎ|การจำกัด|ข้อห้าม)'),
      reveal('(?:แสดง|เปิดเผย|บอก|พิมพ์)\\s?(?:ให้ดู\\s?)?(?:พรอมต์|พรอมท์|พร้อมต์|คำสั่ง)\\s?(?:ของ)?ระบบ'),
      hide('(?:อย่า|ห้าม)\\s?(?:บอก|แจ้ง|เล่า|เปิดเผย)(?:ให้)?\\s?ผู้ใช้'),
      role('(?:ถึง|สำหรับ|หมายเหตุ(?:สำหรับ|ถึง)?|ข้อความ(?:สำหรับ|ถึง))\\s?(?:ผู้ช่วย\\s?|โมเดล\\s?)?(?:ai|เอไอ|ปัญญาประดิษฐ์)\\s{0,3}[:-]'),
      role('(?:หาก|ถ้า)คุณ(?:เป็น|คือ)\\s?(?:โมเดลภาษา|ผู้ช่วย\\s?(?:ai|เอไอ)|ai|เอไอ|ปัญญาประดิษฐ์)'),
    ],
  },
];

/** Every language's leads, for find.ts's literal index. */
export const LANGUAGE_LEADS: readonly string[] = [...new Set(LANGUAGES.flatMap((l) => l.leads))];
