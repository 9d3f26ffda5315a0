# cases-69.jsonl: honest texts where a word the national-id reading (cases-67) takes for a label and a number that
# passes a check stand together, yet no person's id is disclosed; and the shapes of a person's id cases-67's reading
# left. A check passes one random number in ten or eleven, so every honest number here is drawn to PASS the check of
# the kind its label names (the risk measured is the label's context, not the check).
# Honest (ok69*): validator source code and unit tests, format docs and regex docs quoting an example, the issuers'
# test ranges and synthetic fixtures, form templates, count and flag columns whose header ends with a label, HL7
# identifiers of organisations and providers, company numbers (TFN of a company or trust, a firm's ids beside a
# person's label), other languages' capitals (SIN IVA, NIE), NIR the spectroscopy, CSV exports with ids masked.
# Positives (pd69*): the label on the line before the id, `cpf_cnpj`-style keys, a few person words between label and
# id ("PESEL pacjenta:", "numéro de sécurité sociale de l'assuré :"), the Italian codice fiscale, key:value exports
# with quotes. Every person and number is invented. Labels decided before any rule changed. Deterministic (seeded).
# Run: python3 test/corpus-content/generate69.py
import json, os
from corpuslib import Corpus, HERE

corpus = Corpus(20261269)
r = corpus.r
# The checks and draw() of generate67.py (its helpers, read from its source so the two stay one), with this corpus's
# random: the part between its imports and its labels.
_src = open(os.path.join(HERE, 'generate67.py'), encoding='utf8').read()
exec(_src[_src.index("D = '0123456789'"):_src.index('# Each kind: the labels')], globals())


def valid(kind):
    # A Portuguese NIF from 5 on is a company's: a person's starts with 1 to 3.
    while True:
        v = draw(kind, True)
        if kind != 'ptnif' or v[0] in '123': return v


def compact_digits(v): return ''.join(c for c in v if c.isalnum())


# --- Italian codice fiscale: 6 letters, year, month letter, day (+40 for women), place, check letter.
CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
def cf_val(c, odd): return (CF_ODD if odd else list(range(26)))[int(c) if c.isdigit() else ord(c) - 65]
def cf_check(s): return chr(65 + sum(cf_val(c, i % 2 == 0) for i, c in enumerate(s[:15])) % 26)
def codice_fiscale():
    body = (''.join(r.choice('BCDFGHLMNPRSTVZ') for _ in range(3)) + ''.join(r.choice('BCDFGLMNPRSTVAEIO') for _ in range(3))
            + f'{r.randint(45, 99):02d}' + r.choice('ABCDEHLMPRST') + f'{r.randint(1, 28) + r.choice([0, 40]):02d}'
            + r.choice('ABCDEFGHLMZ') + f'{r.randint(100, 999)}')
    return body + cf_check(body)


KIND_LABEL = {'pesel': 'PESEL', 'tckn': 'TC Kimlik No', 'se': 'personnummer', 'no': 'fødselsnummer', 'fi': 'HETU', 'bsn': 'BSN',
              'be': 'rijksregisternummer', 'nir': 'NIR', 'dni': 'DNI', 'ptnif': 'NIF', 'cnp': 'CNP', 'taj': 'TAJ', 'cpf': 'CPF',
              'rut': 'RUT', 'aadhaar': 'Aadhaar', 'nhs': 'NHS number', 'sin': 'SIN', 'tfn': 'TFN', 'kr': '주민등록번호', 'il': 'תעודת זהות',
              'cn': '身份证号'}
FN = {'pesel': 'pesel', 'tckn': 'tckn', 'se': 'personnummer', 'no': 'fodselsnummer', 'fi': 'hetu', 'bsn': 'bsn', 'be': 'rijksregisternummer',
      'nir': 'nir', 'dni': 'dni', 'ptnif': 'nif', 'cnp': 'cnp', 'taj': 'taj', 'cpf': 'cpf', 'rut': 'rut', 'aadhaar': 'aadhaar',
      'nhs': 'nhs_number', 'sin': 'social_insurance_number', 'tfn': 'tfn', 'kr': 'rrn', 'il': 'teudat_zehut', 'cn': 'resident_id'}
HK = [k for k in KIND_LABEL if k not in ('kr', 'il', 'cn')]
def camel(s): return ''.join(p.capitalize() if i else p for i, p in enumerate(s.split('_')))


honest = {}
def ok(group, text): honest.setdefault(group, []).append(text)


# a: validator source code and unit tests, valid ids as fixtures.
CODE = [
    lambda k, v: f'def test_accepts_valid_{FN[k]}():\n    assert is_valid_{FN[k]}("{v}")\n',
    lambda k, v: f"it('accepts a valid {KIND_LABEL[k]}', () => {{\n  expect(validate{camel(FN[k]).capitalize()}('{v}')).toBe(true);\n}});\n",
    lambda k, v: f'@Test\nvoid valid{camel(FN[k]).capitalize()}() {{\n    assertTrue({camel(FN[k])}Validator.isValid("{v}"));\n}}\n',
    lambda k, v: f'>>> from stdnum import {FN[k]}\n>>> {FN[k]}.validate(\'{v}\')\n\'{compact_digits(v)}\'\n',
    lambda k, v: f'func TestCheck{camel(FN[k]).capitalize()}(t *testing.T) {{\n\tif !Check{camel(FN[k]).capitalize()}("{v}") {{\n\t\tt.Fatal("want valid")\n\t}}\n}}\n',
    lambda k, v: f'VALID_{FN[k].upper()}S = [\n    "{v}",\n    "{valid(k)}",\n]  # fixtures: generated, check digit computed\n',
]
for i, k in enumerate(HK * 3): ok('ok69a', CODE[i % len(CODE)](k, valid(k)))

# b: format docs, READMEs and regex docs quoting an example.
DOCS = [
    lambda k, v: f'## {KIND_LABEL[k]} format\n\nThe {KIND_LABEL[k]} has a check digit. Example: {KIND_LABEL[k]} {v} (a made-up number that passes the check).',
    lambda k, v: f'| Field | Format | Example |\n|---|---|---|\n| {KIND_LABEL[k]} | digits, check digit last | {v} |\n',
    lambda k, v: f'Regex for the {KIND_LABEL[k]}: `^[0-9]{{{len(compact_digits(v))}}}$`, e.g. {KIND_LABEL[k]}: {v} — the pattern alone does not validate the checksum.',
    lambda k, v: f'/**\n * Normalises a {KIND_LABEL[k]} (strips blanks and dashes).\n * @example normalise{camel(FN[k]).capitalize()}("{v}")\n */',
    lambda k, v: f'API docs — POST /customers\nSample request body:\n{{"name": "Jane Example", "{FN[k]}": "{v}"}}\n(sample data; use your own test values)',
]
for i, k in enumerate(HK * 3): ok('ok69b', DOCS[i % len(DOCS)](k, valid(k)))

# c: the issuers' test ranges and synthetic fixtures.
def nhs_test():
    while True:
        s = '999' + digits(6)
        d = mod11_digit(s, [10, 9, 8, 7, 6, 5, 4, 3, 2])
        if d is not None: return f'{s[:3]} {s[3:6]} {s[6:]}{d}'
def bsn_test():
    while True:
        s = '9999' + digits(4)
        for c in D:
            if VALID['bsn'](s + c): return s + c
def se_synthetic():
    return r.choice(['19121212-1212', '191212121212', '121212-1212'])
TESTS = [
    lambda: f'Synthetic test patient (NHS test range 999):\nNHS number: {nhs_test()}\nName: TEST, Patient\n',
    lambda: f'Testdata voor de acceptatieomgeving\nBSN: {bsn_test()}\nNaam: Testpersoon {r.randint(1, 99)}\n',
    lambda: f'# Skatteverkets testpersonnummer (Tolvan Tolvansson)\npersonnummer: {se_synthetic()}\n',
    lambda: f'FIXTURE patient_{r.randint(1, 999)}: NHS No. {nhs_test()} (test data, not a real person)',
]
for i in range(24): ok('ok69c', TESTS[i % len(TESTS)]())

# d: form templates and placeholders beside a valid example.
FORMS = [
    lambda k, v: f'{KIND_LABEL[k]}: ____________ (e.g. {v})\nSignature: ____________',
    lambda k, v: f'<label for="{FN[k]}">{KIND_LABEL[k]}</label>\n<input id="{FN[k]}" name="{FN[k]}" placeholder="{v}">',
    lambda k, v: f'Enter your {KIND_LABEL[k]} in the box below, for example {v}. Do not include spaces.',
]
for i, k in enumerate(HK * 2): ok('ok69d', FORMS[i % len(FORMS)](k, valid(k)))

# e: count and flag columns whose header ends with a label; masked exports.
def bignum(k):
    # a count or a byte total of the label's id length that passes the check
    return compact_digits(valid(k))
COUNTS = [
    lambda k: f'region,patients,missing_{FN[k]},records_with_{FN[k]}\nNorth,{r.randint(1000, 9999)},{r.randint(10, 99)},{bignum(k)}\n',
    lambda k: f'| metric | value |\n|---|---|\n| rows | {r.randint(100, 999)} |\n| count_{FN[k]} | {bignum(k)} |\n| invalid_{FN[k]} | {r.randint(0, 9)} |',
    lambda k: f'table,bytes_{FN[k]},null_{FN[k]}\ncustomers,{bignum(k)},0\n',
    lambda k: f'name;{KIND_LABEL[k]};phone\nA. Nowak;***********;{bignum(k)}\n',
]
for i, k in enumerate(HK * 2): ok('ok69e', COUNTS[i % len(COUNTS)](k))

# f: HL7 identifiers of organisations and providers (XX, PRN, DN), ODS-like codes.
def nhs_valid(): return compact_digits(valid('nhs'))
HL7S = [
    lambda: f'ORC|NW|{digits(8)}|||||||20261104|||{nhs_valid()}^Smith^John^^^Dr^^^NHS^DN\r',
    lambda: f'PV1|1|O|CLINIC1|||||{nhs_valid()}^^^NHS^PRN|||||||||||\r',
    lambda: f'ORC|RE|{digits(8)}||||||||||||||||||North Leeds Practice^^{nhs_valid()}^^^NHS^XX\r',
    lambda: f'PRD|RP|Dr Jones^Amy|1 High St^^Leeds||||{nhs_valid()}^^^NHS^DN\r',
]
for i in range(12): ok('ok69f', HL7S[i % len(HL7S)]())

# g: company numbers, other languages' capitals, NIR the spectroscopy.
COMPANY = [
    lambda: f'Company details\nABN: 51 824 753 556\nCompany TFN: {valid("tfn")}\nTrading name: Example Pty Ltd',
    lambda: f'Trust TFN: {valid("tfn")}\nTrustee: Example Nominees Pty Ltd (ACN 123 456 780)',
    lambda: f'FACTURA\nTOTAL SIN IVA {valid("sin").replace(" ", ".")} COP\nIVA 19%\n',
    lambda: f'Czy dane są kompletne? NIE {compact_digits(valid("dni"))[:-1]}{r.choice("ABCDEFGH")} rekordów pominięto',
    lambda: f'NIR spectrometer reading: NIR {compact_digits(valid("nir"))} counts at 1450 nm',
    lambda: f'Organisation: Example BV\nKvK: {digits(8)}\nRSIN: {valid("bsn")}\nBtw-id: NL{digits(9)}B01',
    lambda: f'Empresa: Exemplo Lda\nNIF (pessoa coletiva): 5{digits(8)}\nNIPC: 5{digits(8)}',
]
for i in range(21): ok('ok69g', COMPANY[i % len(COMPANY)]())


# --- positives
pos, sec = {}, {}
def yes(group, text, secret): pos.setdefault(group, []).append(text); sec.setdefault(group, []).append(secret)


PK = ['pesel', 'tckn', 'se', 'no', 'fi', 'bsn', 'be', 'nir', 'dni', 'ptnif', 'cnp', 'taj', 'cpf', 'aadhaar', 'nhs', 'sin', 'tfn']
# a: the label on the line before.
BEFORE = [
    lambda k, v: f'Patient record\n{KIND_LABEL[k]}:\n{v}\nBlood type: A+\n',
    lambda k, v: f'{KIND_LABEL[k]} ({FN[k].upper()})\n{v}\n',
    lambda k, v: f'<dt>{KIND_LABEL[k]}</dt>\n<dd>{v}</dd>',
]
for i, k in enumerate(PK):
    v = valid(k); yes('pd69a', BEFORE[i % len(BEFORE)](k, v), v)
# b: cpf_cnpj style keys and pairs.
for i in range(10):
    v = valid('cpf')
    t = [f'{{"cliente": "Ana Souza", "cpf_cnpj": "{v}"}}', f'nome,cpf_cnpj,cidade\nAna Souza,{v},Recife\n',
         f'CPF/CNPJ: {v}', f'"documento_cpf_cnpj":"{compact_digits(v)}"', f'dni_nie: {valid("dni")}'][i % 5]
    yes('pd69b', t, v if i % 5 != 4 else t.split(': ')[1])
# c: a few words between label and id.
BETWEEN = [
    ('pesel', 'PESEL pacjenta:'), ('pesel', 'Numer PESEL ucznia:'), ('nir', "numéro de sécurité sociale de l'assuré :"),
    ('nir', "N° de sécurité sociale du patient :"), ('cpf', 'CPF do titular:'), ('cpf', 'Cpf do cliente'),
    ('dni', 'DNI del paciente:'), ('dni', 'DNI del titular'), ('bsn', 'BSN van de patiënt:'), ('nhs', 'NHS number of the patient:'),
    ('tckn', 'TC Kimlik No (hasta):'), ('ptnif', 'NIF do cliente:'), ('aadhaar', 'Aadhaar number of the applicant:'),
    ('sin', 'SIN of the employee:'), ('be', "Rijksregisternummer van de patiënt:"),
]
for k, lab in BETWEEN:
    v = valid(k); yes('pd69c', f'Dossier {r.randint(100, 999)}\n{lab} {v}\nStatut: ouvert\n', v)
# d: Italian codice fiscale.
CFS = [lambda v: f'Paziente: Mario Rossi\nCodice fiscale: {v}\nMedico: dott. Bianchi',
       lambda v: f'{{"nome": "Giulia Verdi", "codice_fiscale": "{v}"}}',
       lambda v: f'cognome;nome;codice fiscale\nRossi;Mario;{v}\n',
       lambda v: f'Il sottoscritto Luca Neri, C.F. {v}, dichiara quanto segue.',
       lambda v: f'CF: {v}']
for i in range(10):
    v = codice_fiscale(); yes('pd69d', CFS[i % len(CFS)](v), v)
# e: key:value exports with quotes.
KV = [
    lambda k, v: f"{{'name': 'A. Example', '{FN[k]}': '{v}', 'active': True}}",
    lambda k, v: f'{FN[k].upper()}="{v}"\nCITY="Town"\n',
    lambda k, v: f'- name: "B. Example"\n  "{FN[k]}": "{v}"\n',
    lambda k, v: f'{FN[k]} => "{v}",',
]
for i, k in enumerate(PK):
    v = valid(k); yes('pd69e', KV[i % len(KV)](k, v), v)

for g in sorted(pos): corpus.add(g, ['personal_data'], pos[g], source='tool_output', wrap=False, secrets=sec[g])
for g in sorted(honest): corpus.add(g, [], honest[g], source='tool_output', wrap=False)
corpus.write('cases-69')
