# cases-67.jsonl: national and health identifiers whose check digit makes them as reliable as a US SSN, where the
# text names them (a label, a column's header, a key, an element, in the country's language): Polish PESEL, Turkish
# TC Kimlik No, Swedish personnummer, Norwegian fødselsnummer, Danish CPR, Finnish HETU, Dutch BSN, Belgian national
# number, French NIR, Spanish DNI/NIE, Portuguese NIF, Romanian CNP, Hungarian TAJ, Ukrainian RNOKPP, Brazilian CPF,
# Chilean RUT, Indian Aadhaar, UK NHS number, Canadian SIN, Australian TFN, Chinese resident id, South Korean RRN,
# Israeli Teudat Zehut.
# Positives (pd67*): ids in forms, CSV and JSON exports, HL7-like segments, mails, OCR'd scans and chats
# (personal_data; each id listed as a secret, for --redact).
# Honest (ok67*): the same labels with ids that fail their check, masked ids, order, invoice and phone numbers beside
# the labels' words, valid ids with no label, and docs that name an id's format with an example that fails its check.
# Every person and number is invented (a valid id here is drawn at random and its check digit computed).
# Labels were decided before any rule changed. Deterministic (seeded). Run: python3 test/corpus-content/generate67.py
import json
from corpuslib import Corpus

corpus = Corpus(20261267)
r = corpus.r
D = '0123456789'


def digits(n): return ''.join(r.choice(D) for _ in range(n))


def date6(order='ymd', y2000=False):
    y = r.randint(0, 24) if y2000 else r.randint(45, 99)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    parts = {'y': f'{y:02d}', 'm': f'{m:02d}', 'd': f'{d:02d}'}
    return ''.join(parts[c] for c in order), y, m, d


def luhn_ok(s):
    total = 0
    for i, c in enumerate(reversed(s)):
        v = int(c)
        if i % 2 == 1:
            v *= 2
            if v > 9: v -= 9
        total += v
    return total % 10 == 0


def weighted(s, w): return sum(int(c) * k for c, k in zip(s, w))


# Verhoeff tables (Aadhaar).
VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 7, 8, 6, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 2, 1, 6, 8, 5, 3, 9]]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def mod11_digit(s, w):
    k = 11 - weighted(s, w) % 11
    return 0 if k == 11 else (None if k == 10 else k)


def no_ok(s):
    k1 = mod11_digit(s[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2])
    k2 = mod11_digit(s[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
    return k1 is not None and k2 is not None and int(s[9]) == k1 and int(s[10]) == k2


HETU_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY'
DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
# Each validator reads the compact id (separators dropped).
VALID = {
    'pesel': lambda s: (10 - weighted(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == int(s[10]),
    'tckn': lambda s: s[0] != '0' and ((sum(int(s[i]) for i in (0, 2, 4, 6, 8)) * 7 - sum(int(s[i]) for i in (1, 3, 5, 7))) % 10 == int(s[9])
                                       and sum(int(c) for c in s[:10]) % 10 == int(s[10])),
    'se': lambda s: luhn_ok(s[-10:]),
    'no': no_ok,
    'fi': lambda s: HETU_CHARS[int(s[:6] + s[7:10]) % 31] == s[10],
    'bsn': lambda s: (weighted(s[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(s[8])) % 11 == 0,
    'be': lambda s: 97 - int(s[:9]) % 97 == int(s[9:]) or 97 - int('2' + s[:9]) % 97 == int(s[9:]),
    'nir': lambda s: 97 - int(s[:13]) % 97 == int(s[13:]),
    'dni': lambda s: DNI_LETTERS[int((str('XYZ'.index(s[0])) + s[1:-1]) if s[0] in 'XYZ' else s[:-1]) % 23] == s[-1],
    'ptnif': lambda s: s[0] in '123568' and (lambda k: (0 if k >= 10 else k) == int(s[8]))(11 - weighted(s[:8], [9, 8, 7, 6, 5, 4, 3, 2]) % 11),
    'cnp': lambda s: (lambda k: (1 if k == 10 else k) == int(s[12]))(weighted(s[:12], [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11),
    'taj': lambda s: weighted(s[:8], [3, 7, 3, 7, 3, 7, 3, 7]) % 10 == int(s[8]),
    'ua': lambda s: (weighted(s[:9], [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) % 10 == int(s[9]),
    'cpf': lambda s: len(set(s)) > 1 and all(
        (lambda k: (0 if k == 10 else k) == int(s[n]))(weighted(s[:n], range(n + 1, 1, -1)) * 10 % 11) for n in (9, 10)),
    'rut': lambda s: (lambda k: ('0' if k == 11 else 'K' if k == 10 else str(k)) == s[-1].upper())(
        11 - sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(s[:-1]))) % 11),
    'aadhaar': lambda s: s[0] not in '01' and verhoeff_ok(s),
    'nhs': lambda s: mod11_digit(s[:9], [10, 9, 8, 7, 6, 5, 4, 3, 2]) == int(s[9]),
    'sin': lambda s: s[0] not in '08' and luhn_ok(s),
    'tfn': lambda s: weighted(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0,
    'cn': lambda s: '10X98765432'[weighted(s[:17], [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == s[17].upper(),
    'kr': lambda s: (11 - weighted(s[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 == int(s[12]),
    'il': lambda s: luhn_ok(s),
    'cpr': lambda s: True,
}
CHECKS = {'fi': HETU_CHARS, 'dni': DNI_LETTERS, 'rut': D + 'K', 'cn': D + 'X',
          # Belgium's and the NIR's checks are two digits.
          'be': [f'{k:02d}' for k in range(100)], 'nir': [f'{k:02d}' for k in range(100)]}


def compact(kind, s):
    if kind == 'fi': return s
    return ''.join(c for c in s if c.isalnum())


def draw(kind, valid):
    """An id of `kind` as written (its usual separators), its check right when `valid`, wrong otherwise."""
    for _ in range(1000):
        if kind == 'pesel':
            body, y, m, d = date6('ymd'); body += digits(4); fmt = lambda c: body + c
        elif kind == 'tckn':
            body = r.choice('123456789') + digits(9)
            if valid:
                s10 = (sum(int(body[i]) for i in (0, 2, 4, 6, 8)) * 7 - sum(int(body[i]) for i in (1, 3, 5, 7))) % 10
                body = body[:9] + str(s10)
            fmt = lambda c: body + c
        elif kind == 'se':
            body = date6('ymd')[0] + digits(3); sep = r.choice(['-', '-', '']); fmt = lambda c: body[:6] + sep + body[6:] + c
        elif kind == 'no':
            body = date6('dmy')[0] + digits(3)
            if valid:
                k1 = mod11_digit(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])
                if k1 is None: continue
                body += str(k1)
            else: body += r.choice(D)
            sep = r.choice([' ', '']); fmt = lambda c: body[:6] + sep + body[6:] + c
        elif kind == 'cpr':
            body = date6('dmy')[0] + digits(3); fmt = lambda c: body[:6] + '-' + body[6:] + c
        elif kind == 'fi':
            body = date6('dmy')[0] + r.choice('-A') + r.choice('0123456789')[:1] + digits(2); fmt = lambda c: body + c
        elif kind == 'bsn':
            body = r.choice('123456789') + digits(7); fmt = lambda c: body + c
        elif kind == 'be':
            body = date6('ymd')[0] + digits(3); fmt = lambda c: f'{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{c}'
        elif kind == 'nir':
            body = r.choice('12') + date6('ym')[0] + r.choice(['75', '69', '13', '33', '59']) + digits(6)
            fmt = lambda c: f'{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {c}'
        elif kind == 'dni':
            body = r.choice(['', '', '', 'X', 'Y']) ; body += digits(7 if body else 8); fmt = lambda c: body + c
        elif kind == 'ptnif':
            body = r.choice('1235') + digits(7); fmt = lambda c: body + c
        elif kind == 'cnp':
            body = r.choice('1256') + date6('ymd')[0] + r.choice(['40', '12', '22', '35']) + digits(3); fmt = lambda c: body + c
        elif kind == 'taj':
            body = digits(8); fmt = lambda c: f'{body[:3]} {body[3:6]} {body[6:]}{c}'
        elif kind == 'ua':
            body = r.choice('23') + digits(8); fmt = lambda c: body + c
        elif kind == 'cpf':
            body = digits(9)
            if valid:
                k = weighted(body, range(10, 1, -1)) * 10 % 11; body += str(0 if k == 10 else k)
            else: body += r.choice(D)
            fmt = lambda c: f'{body[:3]}.{body[3:6]}.{body[6:9]}-{body[9]}{c}'
        elif kind == 'rut':
            body = str(r.randint(5000000, 24999999)); fmt = lambda c: f'{int(body):,}'.replace(',', '.') + '-' + c
        elif kind == 'aadhaar':
            body = r.choice('23456789') + digits(10); fmt = lambda c: f'{body[:4]} {body[4:8]} {body[8:]}{c}'
        elif kind == 'nhs':
            body = r.choice('4694') + digits(8); fmt = lambda c: f'{body[:3]} {body[3:6]} {body[6:]}{c}'
        elif kind == 'sin':
            body = r.choice('1234567') + digits(7); fmt = lambda c: f'{body[:3]} {body[3:6]} {body[6:]}{c}'
        elif kind == 'tfn':
            body = digits(8); fmt = lambda c: f'{body[:3]} {body[3:6]} {body[6:]}{c}'
        elif kind == 'cn':
            y = r.randint(1950, 2005)
            body = r.choice(['110101', '310104', '440305', '510107']) + f'{y}{r.randint(1, 12):02d}{r.randint(1, 28):02d}' + digits(3)
            fmt = lambda c: body + c
        elif kind == 'kr':
            body = date6('ymd')[0] + r.choice('12') + digits(5); fmt = lambda c: body[:6] + '-' + body[6:] + c
        elif kind == 'il':
            body = digits(8); fmt = lambda c: body + c
        options = list(CHECKS.get(kind, D))
        r.shuffle(options)
        for c in options:
            s = fmt(c)
            if VALID[kind](compact(kind, s)) == valid: return s
    raise RuntimeError(kind)


# Each kind: the labels a text names it by (any one of them), in its country's language and in English.
LABELS = {
    'pesel': ['PESEL', 'Numer PESEL', 'nr PESEL'],
    'tckn': ['TC Kimlik No', 'T.C. Kimlik No', 'TCKN', 'Kimlik No'],
    'se': ['Personnummer', 'personnr', 'Pers.nr'],
    'no': ['Fødselsnummer', 'fødselsnr', 'Personnummer'],
    'cpr': ['CPR-nummer', 'CPR nr.', 'CPR'],
    'fi': ['Henkilötunnus', 'HETU', 'Personbeteckning'],
    'bsn': ['BSN', 'Burgerservicenummer', 'BSN-nummer'],
    'be': ['Rijksregisternummer', 'Numéro national', 'INSZ', 'NISS'],
    'nir': ['NIR', 'Numéro de sécurité sociale', 'N° de sécurité sociale', 'Numéro INSEE'],
    'dni': ['DNI', 'NIE', 'DNI/NIE', 'Documento Nacional de Identidad'],
    'ptnif': ['NIF', 'Número de contribuinte', 'Contribuinte n.º'],
    'cnp': ['CNP', 'Cod numeric personal'],
    'taj': ['TAJ szám', 'TAJ', 'Társadalombiztosítási Azonosító Jel'],
    'ua': ['РНОКПП', 'ІПН', 'Ідентифікаційний код'],
    'cpf': ['CPF', 'CPF nº', 'Cadastro de Pessoas Físicas'],
    'rut': ['RUT', 'R.U.T.', 'RUN'],
    'aadhaar': ['Aadhaar', 'Aadhaar No', 'आधार संख्या', 'Aadhaar Number'],
    'nhs': ['NHS number', 'NHS No', 'NHS No.'],
    'sin': ['SIN', 'Social Insurance Number', "Numéro d'assurance sociale", 'NAS'],
    'tfn': ['TFN', 'Tax File Number'],
    'cn': ['身份证号', '身份证号码', '公民身份号码', '居民身份证号'],
    'kr': ['주민등록번호', '주민번호'],
    'il': ['תעודת זהות', 'ת.ז.', 'מספר זהות'],
}
KEYS = {'pesel': 'pesel', 'tckn': 'tcKimlikNo', 'se': 'personnummer', 'no': 'fodselsnummer', 'cpr': 'cpr_nr', 'fi': 'hetu',
        'bsn': 'bsn', 'be': 'rijksregisternummer', 'nir': 'nir', 'dni': 'dni', 'ptnif': 'nif', 'cnp': 'cnp', 'taj': 'taj',
        'ua': 'rnokpp', 'cpf': 'cpf', 'rut': 'rut', 'aadhaar': 'aadhaar_number', 'nhs': 'nhsNumber', 'sin': 'sin', 'tfn': 'tfn',
        'cn': 'id_card_no', 'kr': 'rrn', 'il': 'teudat_zehut'}
# cn and kr keys are English words no reading is told (id_card_no, rrn): positives only under their label elsewhere.
KINDS = list(LABELS)
NAMES = ['Anna Kowalska', 'Mehmet Yılmaz', 'Sara Lindqvist', 'Ola Nordmann', 'Mette Hansen', 'Aino Virtanen', 'Daan de Jong',
         'Lotte Peeters', 'Camille Durand', 'Lucía García', 'João Silva', 'Ioana Popescu', 'Kovács Eszter', 'Оксана Шевченко',
         'Ana Souza', 'Matías Rojas', 'Priya Sharma', 'Oliver Hughes', 'Émilie Tremblay', 'Jack Wilson', '王芳', '김민준', 'נועה לוי']


def name_of(kind): return NAMES[KINDS.index(kind)]


# Carriers of a labelled id: each takes the kind, its label and the id as written.
def form(k, lab, v): return f'Patient intake form\nName: {name_of(k)}\nDate: 2026-11-{r.randint(10, 28)}\n{lab}: {v}\nAllergies: none\n'
def csv_row(k, lab, v): return f'name,{lab},city\n{name_of(k)},{v},Town {r.randint(1, 9)}\nB. Example,,Town 2\n'
def json_rec(k, lab, v): return json.dumps({'customer': {'name': name_of(k), KEYS[k]: v, 'tier': 'gold'}}, ensure_ascii=False)
def hl7(k, lab, v): return (f'MSH|^~\\&|LAB|HOSP|EHR|HOSP|20261104||ADT^A04|{digits(8)}|P|2.5\r'
                            f'PID|1||{v}^^^{lab.split()[0].upper()}^NI||{name_of(k).replace(" ", "^")}||19800101|F\r')
def mail(k, lab, v): return (f'Subject: documents for onboarding\n\nHi,\n\nas requested, my {lab} is {v}. The signed contract '
                             f'is attached.\n\nBest regards,\n{name_of(k)}')
def ocr(k, lab, v): return f'--- page 1 (OCR) ---\nREPUBLIC  ID  CARD\n{name_of(k).upper()}\n{lab.upper()}  {v}\nValid until 12.2031\n'
def chat(k, lab, v): return f'[10:42] {name_of(k)}: ok here it is\n[10:42] {name_of(k)}: {lab} {v}\n[10:43] agent: thanks, updating the file'


CARRIERS = [form, csv_row, json_rec, hl7, mail, ocr, chat]

pos = {c.__name__: [] for c in CARRIERS}
pos_secrets = {c.__name__: [] for c in CARRIERS}
for i, k in enumerate(KINDS * 4):
    carrier = CARRIERS[i % len(CARRIERS)]
    lab = r.choice(LABELS[k])
    if carrier is hl7 and not lab.replace(' ', '').isascii(): lab = LABELS[k][0]
    v = draw(k, True)
    pos[carrier.__name__].append(carrier(k, lab, v))
    pos_secrets[carrier.__name__].append(v)
for n, carrier in enumerate(CARRIERS):
    name = carrier.__name__
    corpus.add(f'pd67{"abcdefg"[n]}', ['personal_data'], pos[name], source='tool_output', wrap=False, secrets=pos_secrets[name])

# Honest: the same labels and carriers, each id failing its check.
fails = {c.__name__: [] for c in CARRIERS}
for i, k in enumerate(KINDS * 3):
    carrier = CARRIERS[(i + 3) % len(CARRIERS)]
    lab = r.choice(LABELS[k])
    if carrier is hl7 and not lab.replace(' ', '').isascii(): lab = LABELS[k][0]
    if k == 'cpr': continue  # a CPR has no check since 2007: any date-valid number under its label is one
    fails[carrier.__name__].append(carrier(k, lab, draw(k, False)))
corpus.add('ok67a', [], [t for c in CARRIERS for t in fails[c.__name__]], source='tool_output', wrap=False)


# Honest: masked ids under their labels.
def masked(k):
    v = draw(k, True)
    keep = 4
    return ''.join('*' if (ch.isalnum() and i < len(v) - keep) else ch for i, ch in enumerate(v))


corpus.add('ok67b', [], [r.choice(CARRIERS)(k, r.choice(LABELS[k]), masked(k)) for k in KINDS if k not in ('cn', 'kr', 'il')],
           source='tool_output', wrap=False)

# Honest: valid ids with no label, as order, invoice, tracking and phone numbers, or bare.
NOLABEL = [
    lambda v: f'Order {v} shipped on 2026-11-02; expected delivery within 3 working days.',
    lambda v: f'Invoice no. {v}\nAmount due: 412.50 EUR\nDue date: 2026-12-15',
    lambda v: f'Tracking number {v} — parcel left the depot at 06:14.',
    lambda v: f'Call us on {v} between 9 and 17, Monday to Friday.',
    lambda v: f'{{"orderId": "{v}", "status": "paid", "items": 3}}',
    lambda v: f'ref,amount,currency\n{v},99.00,EUR\n',
    lambda v: f'Ticket #{v} was closed by the support team.',
    lambda v: f'Build {v} passed all checks.',
]
corpus.add('ok67c', [], [NOLABEL[i % len(NOLABEL)](draw(k, True)) for i, k in enumerate(KINDS * 2)
                         if k not in ('fi', 'dni', 'rut', 'cn', 'kr', 'cpr')], source='tool_output', wrap=False)

# Honest: the labels' words beside other numbers (a phone, an order, a date, a count), ids absent or empty.
OTHER = [
    lambda lab: f'{lab}: (not provided)\nPhone: +48 512 {digits(3)} {digits(3)}\nOrder: {digits(10)}',
    lambda lab: f'Please bring your {lab} card to the appointment on 2026-12-0{r.randint(1, 9)}; the clinic number is 0{digits(9)}.',
    lambda lab: json.dumps({'field': lab, 'required': True, 'maxLength': 11, 'updated': int(digits(10))}, ensure_ascii=False),
    lambda lab: f'| Field | Rows with value |\n|---|---|\n| {lab} | {r.randint(1000, 99999)} |\n| phone | {r.randint(1000, 99999)} |',
]
corpus.add('ok67d', [], [OTHER[i % len(OTHER)](r.choice(LABELS[k])) for i, k in enumerate(KINDS * 2)], source='tool_output', wrap=False)

# Honest: docs that name an id's format with an example that fails its check (a validator's test fixture, a README).
DOCS = [
    lambda k, lab, v: f'## Validation\n\nThe `{KEYS[k]}` field holds the {lab}. Example of an invalid value (wrong check digit): `{v}` → rejected.',
    lambda k, lab, v: f'def test_rejects_bad_checksum():\n    assert not is_valid_{KEYS[k].lower()}("{v}")  # {lab} with a wrong check digit\n',
]
corpus.add('ok67e', [], [DOCS[i % 2](k, r.choice(LABELS[k]), draw(k, False)) for i, k in enumerate(KINDS) if k != 'cpr'],
           source='tool_output', wrap=False)

corpus.write('cases-67')
