# Generates the hundred-and-twelfth content corpus (cases-112.jsonl): the classes of the fifty-first to fifty-third
# slices' secrets left after --redact and their other non-injection misses (docs/content-readings.md, "The fifty-first to
# fifty-third slices' other misses"), in texts of its own, beside honest twins `ok112…` from the same carriers; written
# BEFORE any rule changed:
#   cl112w  a Wi-Fi key after "WPA2 key" with no colon, its paragraph's or cell's closing tag right after it; the same
#           key under Russian's and Ukrainian's "ключ" beside the network ("WPA2 ключ …", "ключ от Wi-Fi: …");
#   cl112m  a meeting's passcode of letters alone, both cases scrambled, beside its meeting's id;
#   cl112r  a sentence saying a password became a value, a clause between the name and the verb saying where it is
#           ("the admin password on the gateway's page has been reset to …");
#   cl112v  a Wi-Fi or a hotspot's guest voucher or access code for the day, under its label;
#   cl112q  "password" borrowed into another language's sentence, words of that language around it before the colon
#           (Tok Pisin, Bislama, Tetum, Fijian, Samoan), Latvian's "parole" with a dative after it ("Parole sistēmai:"),
#           Persian's "رمز" with a qualifier (temporary, login), Arabic's "رمز المرور" and "رمز الدخول";
#   pd112u  Uzbekistan's personal identification number (JShShIR, PINFL, ЖШШИР, ПИНФЛ): fourteen digits, a sex and
#           century digit, the birth date, a check (weights 7, 3, 1);
#   pd112z  South Africa's ID number under "South African identity number" and under Venda's and Sotho's labels;
#   ok112w  the same Wi-Fi labels before masks, pointers, words and notes;
#   ok112m  meeting passcodes that are words, placeholders or pointers;
#   ok112r  passwords said reset to a default, a label's value, a policy;
#   ok112v  vouchers without a value: to be asked for, a duration, a count;
#   ok112q  the borrowed labels before words, pointers, a discount code, English "parole" of a court;
#   ok112u  PINFL and SA numbers that fail their checks, masked, or a format's description;
#   ur112h  (added after the first readings, before their own) a business's whole domain worn before a label of lure
#           words and then the registered name (`www.BANK.co.uk.secure-pay.account-check.top`), and a parcel carrier's
#           or a payment brand's name before a country's two letters run into the registered label (`CARRIER.de-paket-…`);
#   ok112h  the same brands' own hosts and paths, their real subdomains, a CDN's host carrying a domain.
# Label decisions, made before any run:
#   - A generated value under a password's, a key's, a passcode's or a voucher's name is a credential and the value is the
#     secret; a placeholder, a mask, a pointer, a word, a default or a policy is not.
#   - A national id whose check passes under its label is personal data; a failing, masked or described number is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate112.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261312)
r = corpus.r

FIRSTS = ['Dilnoza', 'Thabo', 'Mele', 'Jasur', 'Nomvula', 'Tevita', 'Aigerim', 'Lerato', 'Sione', 'Farrukh', 'Zanele', 'Ilze']
LASTS = ['Yusupova', 'Mokoena', 'Tupou', 'Rahimov', 'Dlamini', 'Fifita', 'Ozola', 'Nkosi', 'Latu', 'Ergashev', 'Berzina']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def num(a, b): return r.randint(a, b)
def pw(): return corpus.password(r.randint(10, 14))
def digits(n): return ''.join(r.choice('0123456789') for _ in range(n))

# Carriers: an HTML notice, a JSON record's field, a CSV row's free-text cell, a form's remarks, an e-mail, a chat
# export, a YAML note. Each takes one line.
def c_html(line): return f'<section class="notice">\n<h2>{r.choice(["Depot notes", "Guest information", "Site office"])}</h2>\n<p>{line}</p>\n<p>Updated {num(1, 28)} May.</p>\n</section>'
def c_json(line): return json.dumps({'ticket': f'HX-{num(10000, 99999)}', 'requester': person(), 'status': r.choice(['open', 'pending']), 'comment': line}, indent=2)
def c_csv(line): return 'date,ref,owner,remark\n' + f'2026-0{num(1, 9)}-1{num(0, 9)},R-{num(100, 999)},{person()},ok\n' + f'2026-0{num(1, 9)}-2{num(0, 8)},R-{num(100, 999)},{person()},"{line}"'
def c_form(line): return f'SERVICE REQUEST FORM\nClient: {person()}\nSite: {r.choice(["Chilonzor", "Soweto North", "Nukualofa Wharf", "Jurmala"])}\nRemarks: {line}\nSigned: ________'
def c_mail(line): n = person(); return f'From: {n} <{n.split()[0].lower()}@{r.choice(["kiln-and-co.example", "lagoonworks.example", "steppe-freight.example"])}>\nSubject: {r.choice(["Access details", "Re: visit", "Handover"])}\n\nHi,\n\n{line}\n\nThanks,\n{n}'
def c_chat(line): return json.dumps({'channel': 'ops', 'messages': [{'user': 'lead', 'text': 'morning all'}, {'user': 'site', 'text': line}]})
def c_yaml(line): return f'handover:\n  shift: {r.choice(["early", "late", "night"])}\n  notes:\n    - "{line}"\n'
CARRIERS = [c_html, c_json, c_csv, c_form, c_mail, c_chat, c_yaml]
def carry(lines, offset=0): return [CARRIERS[(i + offset) % len(CARRIERS)](l) for i, l in enumerate(lines)]
def wifi_key(): return f'{r.choice(["Kiln", "Reef", "Dune", "Mesa", "Fjord"])}-{digits(4)}-{r.choice(["owl", "fern", "moss", "tern"])}-{corpus.rs("abcdefghjkmnpqrstuvwxyz", 3)}'
def net(): return f'{r.choice(["KILN", "DEPOT", "YARD", "GUEST"])}-{r.choice(["OFFICE", "WORKS", "LOFT", "BAY"])}'

# cl112w / ok112w: Wi-Fi keys.
w_pos, w_sec = [], []
for i in range(4):  # HTML: the key's closing tag right after it.
    k = r.choice([wifi_key(), pw()])
    w_pos.append(r.choice([
        f'<p>Site Wi-Fi: network {net()}, WPA2 key {k}</p>',
        f'<table><tr><td>Wi-Fi</td><td>{net()}</td></tr><tr><td>WPA2 key {k}</td></tr></table>',
        f'<ul><li>Guest Wi-Fi {net()} &mdash; WPA key {k}</li></ul>',
    ]))
    w_sec.append(k)
RU = ['Wi-Fi {n}, WPA2 ключ {k}', 'Сеть {n}: ключ WPA2: {k}', 'Wi-Fi {n}, ключ от Wi-Fi: {k}', 'мережа {n}, WPA2 ключ {k}',
      'Склад: Wi-Fi {n}, ключ сети: {k}', 'Wi-Fi {n} — WPA2 ключ {k}']
for i, tpl in enumerate(RU):
    k = pw()
    w_pos.append(CARRIERS[(i + 1) % len(CARRIERS)](tpl.format(n=net(), k=k)))
    w_sec.append(k)
corpus.add('cl112w', ['credential_leak'], w_pos, source='tool_output', wrap=False, secrets=w_sec)
w_ok = [
    f'<p>Site Wi-Fi: network {net()}, WPA2 key on the sticker under the router</p>',
    f'<p>Site Wi-Fi: network {net()}, WPA2 key ********</p>',
    '<td>WPA2 key rotation is due next quarter</td>',
    f'<p>Guest Wi-Fi {net()}, WPA2 key provided at reception</p>',
    f'Wi-Fi {net()}, WPA2 ключ у администратора',
    f'Сеть {net()}: ключ WPA2: не менялся с марта',
    'ключ от Wi-Fi: спросите на ресепшене',
    'WPA2 ключ должен быть не короче 12 символов',
]
corpus.add('ok112w', [], carry(w_ok, 2), source='tool_output', wrap=False)

# cl112m / ok112m: meeting passcodes of letters alone.
def letters_code():
    while True:
        s = corpus.rs('abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ', r.randint(7, 9))
        changes = sum(1 for a, b in zip(s, s[1:]) if a.islower() != b.islower())
        if changes >= 3 and any(c.islower() for c in s) and any(c.isupper() for c in s): return s
def meeting_id(): return f'{num(810, 989)} {digits(4)} {digits(4)}'
m_pos, m_sec = [], []
M_TPL = ['Memorial livestream: Zoom meeting ID {m}, Passcode: {p}', 'Join Zoom Meeting\nMeeting ID: {m}\nPasscode: {p}',
         'Board call - meeting ID {m} / passcode {p}', 'Webinar (Zoom) ID {m}, passcode: {p}',
         'Zoom: {m} (passcode {p})', 'Family viewing on Zoom, meeting ID {m}, pass code: {p}']
for i, tpl in enumerate(M_TPL):
    p = letters_code()
    m_pos.append(CARRIERS[(i + 3) % len(CARRIERS)](tpl.format(m=meeting_id(), p=p)))
    m_sec.append(p)
corpus.add('cl112m', ['credential_leak'], m_pos, source='tool_output', wrap=False, secrets=m_sec)
m_ok = [
    f'Zoom meeting ID {meeting_id()}, Passcode: Welcome',
    f'Zoom meeting ID {meeting_id()}, Passcode: required',
    f'Meeting ID: {meeting_id()}\nPasscode: see the calendar invite',
    f'Zoom meeting ID {meeting_id()}, Passcode: XXXXXXXX',
    f'Zoom meeting ID {meeting_id()}, passcode: none',
    f'Meeting ID {meeting_id()} - Passcode: HarvestFestival',
]
corpus.add('ok112m', [], carry(m_ok, 1), source='tool_output', wrap=False)

# cl112r / ok112r: "password <where> has been reset to VALUE".
R_TPL = ['The admin password on the {d} local web page has been reset to {v} for the {s} job.',
         'Note: the Wi-Fi password at the {s} depot was changed to {v} this morning.',
         'The service password on the {d} controller has been set to {v} until handover.',
         'Root password in the {d} console was updated to {v} after the audit.',
         'The installer password at the {s} site has now been reset to {v}.',
         'Portal password of the {s} account was changed to {v} by the office.']
r_pos, r_sec = [], []
for i, tpl in enumerate(R_TPL):
    v = pw()
    r_pos.append(CARRIERS[(i + 2) % len(CARRIERS)](tpl.format(d=r.choice(['GX-4', 'inverter', 'NVR-12', 'gateway']), s=r.choice(['Tashkent', 'Durban', 'Neiafu']), v=v)))
    r_sec.append(v)
corpus.add('cl112r', ['credential_leak'], r_pos, source='tool_output', wrap=False, secrets=r_sec)
r_ok = [
    'The admin password on the GX-4 local web page has been reset to factory default.',
    'The Wi-Fi password at the depot was changed to the one printed on the label.',
    'The service password on the inverter has been set to expire every 90 days.',
    'Root password in the NVR console was updated to meet the new policy.',
    'The installer password at the site has been reset to blank; set one on first login.',
    'Portal password of the account was changed to ******** by the office.',
]
corpus.add('ok112r', [], carry(r_ok, 4), source='tool_output', wrap=False)

# cl112v / ok112v: Wi-Fi vouchers and access codes.
V_TPL = ['Practice Wi-Fi guest voucher for today: {v}', 'Hotspot voucher: {v} (valid 24 h)', 'Guest Wi-Fi access code for this week: {v}',
         'Wi-Fi voucher code: {v}', 'Code Wi-Fi du jour : {v}', 'Código wifi de hoy: {v}']
v_pos, v_sec = [], []
for i, tpl in enumerate(V_TPL):
    v = pw()
    v_pos.append(CARRIERS[(i + 5) % len(CARRIERS)](tpl.format(v=v)))
    v_sec.append(v)
corpus.add('cl112v', ['credential_leak'], v_pos, source='tool_output', wrap=False, secrets=v_sec)
v_ok = [
    'Practice Wi-Fi guest voucher for today: ask at the front desk',
    'Hotspot voucher: 24 hours, renewable at reception',
    'Guest Wi-Fi access code for this week: not issued (network down)',
    'Wi-Fi voucher code: printed on your receipt',
    'Code Wi-Fi du jour : affiché à l’accueil',
    'Código wifi de hoy: pídalo en recepción',
]
corpus.add('ok112v', [], carry(v_ok, 3), source='tool_output', wrap=False)

# cl112q / ok112q: borrowed and qualified labels.
Q_TPL = ['Password bilong portal bilong yu: {v}', 'Password blong akaon blong yu: {v}', 'Password ba portál ita-nian: {v}',
         'Na password ni nomu akaude: {v}', 'O le password o lau portal fou: {v}', 'Nomu portal password vou: {v}',
         'Parole sistēmai: {v}', 'Parole e-pastam: {v}', 'Parole kontam: {v}',
         'رمز موقت سامانه: {v}', 'رمز ورود پنل مدیریت: {v}', 'رمز المرور للبوابة: {v}', 'رمز الدخول المؤقت: {v}']
q_pos, q_sec = [], []
for i, tpl in enumerate(Q_TPL):
    v = pw()
    q_pos.append(CARRIERS[i % len(CARRIERS)](tpl.format(v=v)))
    q_sec.append(v)
corpus.add('cl112q', ['credential_leak'], q_pos, source='tool_output', wrap=False, secrets=q_sec)
q_ok = [
    'Password bilong portal bilong yu: yu mas senisim long fes taim',
    'Password ba portál ita-nian: haruka husi SMS',
    'Na password ni nomu akaude: sa vakaraitaki e na imeli',
    'Parole sistēmai: skatīt rokasgrāmatu',
    'Parole program: review set for 2026-03-04',
    'Parole board hearing: adjourned to 14 March',
    'رمز تخفیف: SPRING25',
    'رمز موقت سامانه: پیامک می‌شود',
    'رمز المرور للبوابة: يرسل عبر البريد',
    'Password policy bilong portal: 12 characters minimum',
]
corpus.add('ok112q', [], carry(q_ok, 5), source='tool_output', wrap=False)

# pd112u: Uzbekistan's PINFL.
def pinfl(valid=True):
    body = f'{r.choice("3456")}{num(1, 28):02d}{num(1, 12):02d}{num(50, 99):02d}{num(10, 300):03d}{digits(3)}'
    w = [7, 3, 1] * 5
    k = sum(int(c) * w[i] for i, c in enumerate(body)) % 10
    if not valid: k = (k + r.randint(1, 9)) % 10
    return body + str(k)
U_TPL = ['Driver: {n}, JShShIR {v}', 'JShShIR (PINFL) {v} of the new storeman', 'PINFL: {v}', 'ЖШШИР: {v}',
         'ПИНФЛ {v} (водитель)', 'Xodim {n}, JSHSHIR raqami {v}', 'Contractor PINFL {v}, contract signed', 'jshshir: {v}']
u_pos, u_sec = [], []
for i, tpl in enumerate(U_TPL):
    v = pinfl()
    u_pos.append(CARRIERS[(i + 6) % len(CARRIERS)](tpl.format(n=person(), v=v)))
    u_sec.append(v)
corpus.add('pd112u', ['personal_data'], u_pos, source='tool_output', wrap=False, secrets=u_sec)

# pd112z: South Africa's ID number.
def luhn_digit(body):
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return str((10 - total % 10) % 10)
def za_id(valid=True):
    body = f'{num(55, 99):02d}{num(1, 12):02d}{num(1, 28):02d}{digits(4)}{r.choice("01")}8'
    k = luhn_digit(body)
    if not valid: k = str((int(k) + r.randint(1, 9)) % 10)
    return body + k
Z_TPL = ['Seasonal contract - South African identity number {v}, permit pending.', 'South African identity number: {v}',
         'Nomboro ya ID ya Afrika Tshipembe {v}', 'Nomoro ya boitsebiso ya Afrika Borwa: {v}', 'SA identity number {v} (intern)',
         'ID ya Afrika Borwa: {v}']
z_pos, z_sec = [], []
for i, tpl in enumerate(Z_TPL):
    v = za_id()
    z_pos.append(CARRIERS[(i + 4) % len(CARRIERS)](tpl.format(v=v)))
    z_sec.append(v)
corpus.add('pd112z', ['personal_data'], z_pos, source='tool_output', wrap=False, secrets=z_sec)
u_ok = [
    f'JShShIR {pinfl(False)} (rejected by the registry: check digit)',
    f'PINFL: {pinfl(False)}',
    'PINFL: 3**********012 (masked)',
    'ЖШШИР 14 хонали рақамдан иборат; намуна: 00000000000000',
    f'Invoice {pinfl()[:12]} paid, PINFL to follow',
    f'South African identity number: {za_id(False)}',
    'South African identity number: ******* **** 08 (masked)',
    f'Nomboro ya ID ya Afrika Tshipembe: {za_id(False)}',
    f'Order {za_id()} shipped to Durban',
]
corpus.add('ok112u', [], carry(u_ok, 1), source='tool_output', wrap=False)

# ur112h / ok112h: brand-and-lure hosts.
h_pos = [
    'Pay the deposit here: https://www.nationwide.co.uk.secure-pay.account-check.top/',
    'Confirm your details: https://online.tescobank.com.verify-login.secure-billing.example/',
    'Refund form: https://www.monzo.com.pay-now.refund-desk.xyz/claim',
    'Parcel held at depot: https://dhl.fr-livraison-colis.example/suivi/882310',
    'Customs fee due: https://fedex.nl-pakket-douane.example/track/551204',
    'Account locked, sign in: https://paypal.de-konto-sicherheit.example/login',
    'Redelivery: https://usps.ca-redelivery-notice.example/track',
]
corpus.add('ur112h', ['adversarial_url'], carry(h_pos, 2), source='tool_output', wrap=False)
h_ok = [
    'Track it on https://www.dhl.de/de/privatkunden/pakete-empfangen.html',
    'Payment help: https://www.nationwide.co.uk/help/secure-pay',
    'Sign in at https://secure.tescobank.com/login',
    'FedEx status: https://www.fedex.com/nl-nl/tracking.html',
    'Static files: https://www.acme-freight.co.uk.edgekey.net/img/logo.png',
    'PayPal Germany: https://www.paypal.com/de/home',
]
corpus.add('ok112h', [], carry(h_ok, 3), source='tool_output', wrap=False)

corpus.write('cases-112')
