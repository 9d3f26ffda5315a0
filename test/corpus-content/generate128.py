# Generates the hundred-and-twenty-eighth content corpus (cases-128.jsonl): the classes of the secrets and personal data
# the fifty-seventh to fifty-ninth spent slices leave after --redact, and the honest ids they flag, in texts of their own
# beside honest twins `ok128…` from the same carriers; written BEFORE any rule changed:
#   cl128p  a password right after a short word for it (`pw`, `pass`, `key`) beside what it signs in to: a network's name
#           ("the shop wifi is Harbour-Guest, pw …"), an account's mail ("cloud acct: ops@… pass …"), a user and a slash
#           ("user scan-op / pw …");
#   ok128p  the same words before a pointer, a mask, a phrase ("pass the gate"), a security mode (`key WPA2-Personal`);
#   cl128f  a password under its name in Hungarian, Azerbaijani, Armenian, Georgian, Kazakh, and French with an adjective
#           before its copula ("mot de passe temporaire est : …"), words between the name and the colon;
#   ok128f  the same names before a pointer, a mask, a policy, a length;
#   cl128t  a Twilio account SID and its auth token after the word "token" (not a table's separator);
#   ok128t  an account SID alone, its token masked or kept elsewhere;
#   pd128n  a UK National Insurance number (two letters, six digits, A to D) after "NI number", "NI no.", "NI",
#           "National Insurance number", "NINO", spaced in pairs or not;
#   ok128n  the same labels over HMRC's example (QQ …), a counted-up placeholder, a mask, prefixes never issued;
#   pd128c  a codice fiscale, an Aadhaar number, a PESEL whose check passes, its label followed by words saying whose and
#           what for before the colon ("Aadhaar of the guarantor for the KYC form: …");
#   ok128c  the same words over numbers failing the check, and grouped Aadhaar numbers failing theirs said to have failed
#           verification;
#   pd128w  ids with no public check under their own label: Pakistan's CNIC (5-7-1 with dashes) in English and Urdu,
#           Nigeria's NIN, Georgia's personal number, the Philippines' PhilSys card number;
#   ok128w  the same labels over a mask, the format's description, a counted-up placeholder, a wrong length;
#   cl128g  (added after the first readings, before its own) a password under its name in Uzbek, Latvian, Kazakh, Kyrgyz,
#           Hebrew, Arabic and a German compound;
#   ok128g  the same names before a pointer, a mask, a settings page, a parole board's hearing;
#   pd128i  (added after those readings, before its own) Sri Lanka's NIC, Bangladesh's NID, Egypt's national number and
#           the Ghana Card's number under their own labels;
#   ok128i  the same labels over a network card, masks, a pointer, a format, a firmware's version, a shelf's number;
#   pd128m  (added after the first NI reading) NI numbers after "N.I. No.", "Nat. Ins. No.", a bracket before the colon,
#           and in a table's column headed "NI number";
#   ok128m  the same labels over a pointer, HMRC's example, a part number's column, a pending or masked cell.
# Label decisions, made before any run:
#   - A chosen or generated password after a word for it beside what it signs in to is a credential; a pointer, a mask,
#     a mode's name or a verb's phrase is not.
#   - A national id whose check passes after its label is a person's, whatever stands between the label and its colon;
#     one failing its check and said to have failed is not. An id with no public check is a person's under its own
#     label in its shape; a mask, a format's description or a placeholder is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate128.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261328)
r = corpus.r

FIRSTS = ['Ngaire', 'Bartholomew', 'Ifeoma', 'Tuyet', 'Eilidh', 'Kwabena', 'Marisol', 'Oskar', 'Rangi', 'Zofia']
LASTS = ['Whitlock', 'Adeyemi', 'Nguyen', 'MacLeod', 'Boateng', 'Quintero', 'Lindqvist', 'Parata', 'Wozniak']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def num(a, b): return r.randint(a, b)
WORDS = ['heron', 'quartz', 'saffron', 'otter', 'juniper', 'cobalt', 'walrus', 'nettle', 'marram', 'ferry', 'tansy', 'lumen']
def chosen():
    """A chosen password: a capitalised word, a sign, a word, digits, a sign maybe (`Heron#quartz4821!`)."""
    return f'{r.choice(WORDS).capitalize()}{r.choice("#!%*.")}{r.choice(WORDS)}{num(1000, 9999)}{r.choice(["", "!", "$", "?"])}'

def c_rota(line): q = line.replace('|', '/'); return f'| day | open | close | note |\n|---|---|---|---|\n| Mon | {person()} | {person()} | |\n| Tue | {person()} | {person()} | {q} |\n'
def c_csv(line): q = line.replace('"', '""'); return f'job,date,crew,notes\nJ{num(1000, 9999)},2026-0{num(1, 9)}-1{num(0, 9)},{person()},\nJ{num(1000, 9999)},2026-0{num(1, 9)}-2{num(0, 8)},{person()},"{q}"\n'
def c_json(line): return json.dumps({'booking': f'BK-{num(100000, 999999)}', 'guest': person(), 'nights': num(1, 9), 'notes': line}, indent=2)
def c_mail(line): n = person(); return f'From: {n} <{n.split()[0].lower()}@{r.choice(["tarnview-lodge.example", "kilnworks.example"])}>\nSubject: {r.choice(["Handover", "Re: setup", "Paperwork"])}\n\nHi all,\n\n{line}\n\nCheers,\n{n.split()[0]}\n'
def c_html(line): return f'<html><body><h3>{person()} - Kilnworks studio</h3>\n<div class="comment">{line}</div>\n</body></html>'
def c_kv(line): return f'UNIT=KW-{num(10, 99)}\nSTATUS=ACTIVE\nREMARK={line}\nUPDATED=2026-0{num(1, 9)}-1{num(0, 9)}\n'
def c_form(line): return f'Site inspection - Kilnworks\nInspector: {person()}\n[x] Fire exits clear\n[ ] Kiln log signed\nComments: {line}\n'
CARRIERS = [c_rota, c_csv, c_json, c_mail, c_html, c_kv, c_form]
def carry(lines, offset=0): return [CARRIERS[(i + offset) % len(CARRIERS)](l) for i, l in enumerate(lines)]
def positives(kind, yes, tpls, value, offset=0):
    texts, secrets = [], []
    for i, tpl in enumerate(tpls):
        v = value(); texts.append(CARRIERS[(i + offset) % len(CARRIERS)](tpl.format(v=v))); secrets.append(v)
    corpus.add(kind, yes, texts, source='tool_output', wrap=False, secrets=secrets)

def hexs(n): return ''.join(r.choice('0123456789abcdef') for _ in range(n))

# cl128p / ok128p: pw / pass / key beside what it signs in to.
P_TPL = ['the shop wifi is Tarnview-Guest, pw {v} - not for customers', 'back office wifi is KW_Office, pw {v}',
         'print server cloud acct: studio@kilnworks.example pass {v}, pull the queue from there',
         'kiln controller acct: ops@tarnview-lodge.example pass {v} (change after the audit)',
         'shared login for the glaze PC: user glaze-op / pw {v}', 'scanner login: user frontdesk / pw {v}',
         "lodge wifi is 'Tarnview-5G', key {v} - please don't share with guests", 'the barn wifi is BarnNet, key {v}',
         'staff wifi is KW-Staff, pass {v}', 'booking portal acct: desk@tarnview-lodge.example pw {v}']
positives('cl128p', ['credential_leak'], P_TPL, chosen, 0)
p_ok = ['the shop wifi is Tarnview-Guest, pw on the sticker by the till', 'back office wifi is KW_Office, pw ********',
        'print server cloud acct: studio@kilnworks.example pass the request to IT', "lodge wifi is 'Tarnview-5G', key WPA2-Personal",
        'shared login for the glaze PC: user glaze-op / pw in the vault', 'staff wifi is KW-Staff, pass through the lobby to reach it',
        'the barn wifi is BarnNet, key rotation next Monday', 'scanner login: user frontdesk / pw [redacted]',
        'booking portal acct: desk@tarnview-lodge.example pw reset link sent', 'kiln controller acct: ops@tarnview-lodge.example pass <ask Rangi>']
corpus.add('ok128p', [], carry(p_ok, 1), source='tool_output', wrap=False)

# cl128f / ok128f: passwords under their names in other languages.
F_TPL = ['A műhely pénztárgépének jelszava a héten: {v} (hétfőn cseréljük).', 'A vendég wifi jelszava: {v}',
         'Emalatxananın Wi-Fi şifrəsi: {v}', 'Kassa sisteminin şifrəsi bu həftə: {v}',
         'Արհեստանոցի Wi-Fi-ի գաղտնաբառը՝ {v}', 'Դրամարկղի համակարգի գաղտնաբառը՝ {v}',
         'სახელოსნოს Wi-Fi-ის პაროლი: {v}', 'Шеберхананың Wi-Fi құпия сөзі: {v}',
         'Votre mot de passe temporaire est : {v}', 'Le mot de passe provisoire est : {v}']
positives('cl128f', ['credential_leak'], F_TPL, chosen, 2)
f_ok = ['A műhely pénztárgépének jelszava a széfben van.', 'A vendég wifi jelszava: ********', 'A jelszó legalább 12 karakter legyen.',
        'Emalatxananın Wi-Fi şifrəsi: resepsiyada soruşun', 'Kassa sisteminin şifrəsi: ********',
        'Արհեստանոցի Wi-Fi-ի գաղտնաբառը՝ ընդունարանում', 'სახელოსნოს Wi-Fi-ის პაროლი: ********',
        'Шеберхананың Wi-Fi құпия сөзі: ресепшеннен сұраңыз', 'Votre mot de passe temporaire est : envoyé par SMS',
        'Le mot de passe provisoire est : à demander au secrétariat']
corpus.add('ok128f', [], carry(f_ok, 3), source='tool_output', wrap=False)

# cl128t / ok128t: Twilio SID and token after "token".
T_TPL = ['SMS alerts: Twilio SID {v}', 'reminder texts use account {v}', 'paging: Twilio account SID {v} (rotate in June)',
         'Twilio {v} for the booking SMS']
tw_texts, tw_secrets = [], []
for i, tpl in enumerate(T_TPL):
    sid, tok = f'AC{hexs(32)}', hexs(32)
    line = tpl.format(v=f'{sid} token {tok}') if i % 2 == 0 else tpl.format(v=f'{sid} auth token {tok}')
    tw_texts.append(CARRIERS[(i + 4) % len(CARRIERS)](line)); tw_secrets.append(tok)
corpus.add('cl128t', ['credential_leak'], tw_texts, source='tool_output', wrap=False, secrets=tw_secrets)
t_ok = [f'SMS alerts: Twilio SID AC{hexs(32)} token ********', f'reminder texts use account AC{hexs(32)}; token in the vault',
        f'paging: Twilio account SID AC{hexs(32)} (token rotated in June)', f'Twilio AC{hexs(32)} token: see 1Password']
corpus.add('ok128t', [], carry(t_ok, 5), source='tool_output', wrap=False)

# pd128n / ok128n: UK National Insurance numbers.
FIRST_OK = 'ABCEGHJKLMNOPRSTWXYZ'
SECOND_OK = 'ABCEGHJKLMNPRSTWXYZ'
def nino(spaced):
    while True:
        p = r.choice(FIRST_OK) + r.choice(SECOND_OK)
        if p not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'): break
    d = ''.join(str(num(0, 9)) for _ in range(6)); s = r.choice('ABCD')
    return f'{p} {d[:2]} {d[2:4]} {d[4:]} {s}' if spaced else f'{p}{d}{s}'
N_TPL = ['New starter: {n}, NI number {v}, start date 2026-0{m}-14', 'payroll form - {n}, NI {v}, bank details to follow',
         'National Insurance number {v}', 'onboarding: NI no. {v}', 'NINO: {v}', '{n} (new glazer): NI number {v}, tax code 1257L',
         'Payroll onboarding: National Insurance number {v}', 'DBS check for {n}: NI {v}, date of birth on file']
n_texts, n_secrets = [], []
for i, tpl in enumerate(N_TPL + N_TPL[:4]):
    v = nino(i % 2 == 0)
    n_texts.append(CARRIERS[i % len(CARRIERS)](tpl.format(v=v, n=person(), m=num(1, 9)))); n_secrets.append(v)
corpus.add('pd128n', ['personal_data'], n_texts, source='tool_output', wrap=False, secrets=n_secrets)
n_ok = ['NI number format: QQ 12 34 56 C (two letters, six digits, a letter A to D)', 'New starter: NI number AB 12 34 56 C is the example on the form',
        'NI number XX XX XX XX X - to follow', 'NI no. ** ** ** ** * (masked)', 'payroll: NI number pending, temporary reference TN 31 12 58 F',
        'NI number: not yet issued', 'National Insurance number: QQ123456C (HMRC example)', 'NI number field left blank',
        'NI depot stock: part KW-1234567 on order', 'NINO: see the P45']
corpus.add('ok128n', [], carry(n_ok, 2), source='tool_output', wrap=False)

# pd128c / ok128c: checked ids with whose and what for before the colon.
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar(valid=True):
    while True:
        d = str(num(2, 9)) + ''.join(str(num(0, 9)) for _ in range(11))
        if verhoeff_ok(d) == valid: return f'{d[:4]} {d[4:8]} {d[8:]}'
ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
def even(c): return int(c) if c.isdigit() else ord(c) - 65
def cf(valid=True):
    cons = 'BCDFGHLMNPRSTVZ'
    body = ''.join(r.choice(cons) for _ in range(6)) + f'{num(50, 99)}' + r.choice('ABCDEHLMPRST') + f'{num(1, 28) + r.choice([0, 40]):02d}' + r.choice('ABCDEFGHLM') + f'{num(100, 999)}'
    k = chr(65 + sum(ODD[c] if i % 2 == 0 else even(c) for i, c in enumerate(body)) % 26)
    if not valid: k = chr(65 + (ord(k) - 65 + num(1, 25)) % 26)
    return body + k
def pesel(valid=True):
    while True:
        d = f'{num(60, 99)}{num(1, 12):02d}{num(1, 28):02d}' + ''.join(str(num(0, 9)) for _ in range(4))
        k = (10 - sum(int(x) * w for x, w in zip(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10
        if valid: return d + str(k)
        return d + str((k + num(1, 9)) % 10)
C_TPL = [("Ifeoma's codice fiscale for the Italian lease: {v}", cf), ("the tenant's codice fiscale on the deposit receipt: {v}", cf),
         ('codice fiscale of the new potter for the contract: {v}', cf), ('Aadhaar of the guarantor for the KYC form: {v}', aadhaar),
         ('Aadhaar of the sponsor Tuyet Nguyen for the donation receipt: {v}', aadhaar), ("Aadhaar number of the tour lead for the permit: {v}", aadhaar),
         ('PESEL of the new kiln assistant for payroll: {v}', pesel), ("Oskar's PESEL for the residence card form: {v}", pesel)]
c_texts, c_secrets = [], []
for i, (tpl, gen) in enumerate(C_TPL + C_TPL):
    v = gen(); c_texts.append(CARRIERS[(i + 3) % len(CARRIERS)](tpl.format(v=v))); c_secrets.append(v)
corpus.add('pd128c', ['personal_data'], c_texts, source='tool_output', wrap=False, secrets=c_secrets)
c_ok = [f"Ifeoma's codice fiscale for the Italian lease: {cf(False)}", f'codice fiscale of the new potter for the contract: {cf(False)}',
        f'Aadhaar {aadhaar(False)} failed verification on the portal - typo suspected', f'Aadhaar {aadhaar(False)} did not pass verification, asked for a scan',
        f'Aadhaar {aadhaar(False)} failed verification; the guest will bring the card', f'PESEL of the new kiln assistant for payroll: {pesel(False)}',
        f'Aadhaar of the guarantor for the KYC form: {aadhaar(False)} (failed the check, re-requested)', 'Aadhaar of the sponsor for the donation receipt: to follow',
        f"the tenant's codice fiscale on the deposit receipt: {cf(False)}", f'Aadhaar {aadhaar(False)} was rejected by the portal as invalid']
corpus.add('ok128c', [], carry(c_ok, 4), source='tool_output', wrap=False)

# pd128w / ok128w: ids with no public check under their own label.
def digits(n, first='123456789'): return r.choice(first) + ''.join(str(num(0, 9)) for _ in range(n - 1))
def cnic(): d = digits(13, '1234567'); return f'{d[:5]}-{d[5:12]}-{d[12]}'
W_TPL = [('CNIC: {v}', cnic), ('new technician CNIC {v}, joining Monday', cnic), ('شناختی کارڈ نمبر {v}', cnic), ('ملازم کا شناختی کارڈ نمبر: {v}', cnic),
         ('NIN {v}', lambda: digits(11)), ('staff record (2026-03-02): NIN {v}', lambda: digits(11)), ('Lambar NIN: {v}', lambda: digits(11)),
         ('პირადი ნომერი {v}', lambda: '0' + digits(10)), ('თანამშრომლის პირადი ნომერი: {v}', lambda: '0' + digits(10)),
         ('PhilSys Card Number {v}', lambda: digits(16)), ('PhilSys number: {v}', lambda: digits(16))]
w_texts, w_secrets = [], []
for i, (tpl, gen) in enumerate(W_TPL):
    v = gen(); w_texts.append(CARRIERS[(i + 6) % len(CARRIERS)](tpl.format(v=v))); w_secrets.append(v)
corpus.add('pd128w', ['personal_data'], w_texts, source='tool_output', wrap=False, secrets=w_secrets)
w_ok = ['CNIC: 12345-1234567-1 (format example)', 'CNIC format is 5-7-1 digits: XXXXX-XXXXXXX-X', 'شناختی کارڈ نمبر: *****-*******-*',
        'NIN: 11 digits, issued by NIMC', 'NIN 00000000000 (placeholder)', 'პირადი ნომერი: ***********', 'PhilSys Card Number: **** **** **** 4821',
        'NIN 4821 on the shelf label', f'CNIC {num(10000, 99999)} (partial, rest to follow)', 'PhilSys number: to be issued']
corpus.add('ok128w', [], carry(w_ok, 0), source='tool_output', wrap=False)

# cl128g / ok128g (added after the classes above were read, before its own reading): the same shape under the password's
# name in Uzbek's and Latvian's Latin letters, Kazakh's and Kyrgyz's Cyrillic, Hebrew, Arabic, and a German compound.
G_TPL = ['Kassaning paroli shu hafta: {v}', 'Kases parole šonedēļ: {v}', 'Касса паролі осы аптада: {v}', 'Кассанын сырсөзү: {v}',
         'סיסמת הקופה השבוע: {v}', 'كلمة مرور الكاشير هذا الأسبوع: {v}', 'Das Kassenpasswort diese Woche: {v}', 'Ofis Wi-Fi paroli: {v}']
positives('cl128g', ['credential_leak'], G_TPL, chosen, 1)
g_ok = ['Kassaning paroli: kassirdan so\'rang', 'Kases parole: ********', 'Касса паролі: ********', 'Кассанын сырсөзү: администратордо',
        'סיסמת הקופה: אצל המנהל', 'كلمة مرور الكاشير: ********', 'Das Kassenpasswort ändern: Einstellungen', 'Parole board hearing: 2026-05-14']
corpus.add('ok128g', [], carry(g_ok, 2), source='tool_output', wrap=False)

# pd128i / ok128i (added after the readings above, before their own): more ids with no public check under their own
# label: Sri Lanka's NIC (nine digits and V, or twelve, the birth year and the day of the year), Bangladesh's NID (ten,
# thirteen or seventeen digits), Egypt's national number (fourteen digits: the century, the birth date, the
# governorate), the Ghana Card's number (GHA-, nine digits, one).
def lk_nic():
    day = num(1, 366) + r.choice([0, 500])
    if r.random() < 0.5: return f'{num(60, 99)}{day:03d}{num(1000, 9999)}{r.choice("VX")}'
    return f'{num(1960, 2005)}{day:03d}{num(10000, 99999)}'
def bd_nid(): return digits(r.choice([10, 13, 17]))
def eg_id(): return f'{r.choice("23")}{num(60, 99):02d}{num(1, 12):02d}{num(1, 28):02d}{r.choice(["01", "02", "12", "21", "88"])}{num(1000, 9999)}{num(1, 9)}'
def gh_card(): return f'GHA-{digits(9)}-{num(0, 9)}'
I_TPL = [('NIC: {v}', lk_nic), ('new staff NIC number {v}, joining in May', lk_nic), ('NID: {v}', bd_nid), ('জাতীয় পরিচয়পত্র নম্বর: {v}', bd_nid),
         ('الرقم القومي: {v}', eg_id), ('بيانات الموظف: الرقم القومي {v}', eg_id), ('Ghana Card: {v}', gh_card), ('Ghana Card number {v} (new driver)', gh_card)]
i_texts, i_secrets = [], []
for i, (tpl, gen) in enumerate(I_TPL):
    v = gen(); i_texts.append(CARRIERS[(i + 2) % len(CARRIERS)](tpl.format(v=v))); i_secrets.append(v)
corpus.add('pd128i', ['personal_data'], i_texts, source='tool_output', wrap=False, secrets=i_secrets)
i_ok = ['NIC: eth0 (onboard), link up 1000 Mb/s', 'NIC: *********V', 'NID: to be collected at the office', 'NID format: 10, 13 or 17 digits',
        'الرقم القومي: **************', 'Ghana Card: GHA-XXXXXXXXX-X', 'NIC firmware 22.31.6 installed on the host', 'NID 4821 on the shelf label']
corpus.add('ok128i', [], carry(i_ok, 5), source='tool_output', wrap=False)

# pd128m / ok128m (added after the first NI reading, before its widening): the same numbers after "N.I. No.", "Nat. Ins.
# No.", a label with a bracket before its colon, and in a table's column headed "NI number" or `ni_number`.
def nino_rows(header, v):
    return f'{header}\n{person()},{nino(False)},2026-0{num(1, 9)}-0{num(1, 9)}\n{person()},{v},2026-0{num(1, 9)}-1{num(0, 9)}\n'
m_texts, m_secrets = [], []
for i, tpl in enumerate(['N.I. No. {v}', 'Nat. Ins. No.: {v}', 'NI number (for payroll): {v}', 'N.I. number: {v}']):
    v = nino(i % 2 == 0); m_texts.append(CARRIERS[(i + 1) % len(CARRIERS)](tpl.format(v=v))); m_secrets.append(v)
for header in ['name,ni_number,start', 'employee,NI number,joined']:
    v = nino(False); m_texts.append(nino_rows(header, v)); m_secrets.append(v)
corpus.add('pd128m', ['personal_data'], m_texts, source='tool_output', wrap=False, secrets=m_secrets)
m_ok = ['N.I. No. to follow from the new starter', 'Nat. Ins. No.: QQ 12 34 56 C (example)', 'name,part_no,start\nDepot,KW123456C,2026-01-02\nYard,KW654321A,2026-01-03\n',
        'employee,NI number,joined\nOskar,pending,2026-02-01\nRangi,XX XX XX XX X,2026-03-01\n']
corpus.add('ok128m', [], m_ok, source='tool_output', wrap=False)

corpus.write('cases-128')
