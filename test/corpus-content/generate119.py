# Generates the hundred-and-nineteenth content corpus (cases-119.jsonl): the classes of the secrets and personal data the
# fifty-fourth to fifty-sixth spent slices leave after --redact, and the honest ids they flag, in texts of their own
# beside honest twins `ok119…` from the same carriers; written BEFORE any rule changed:
#   cl119h  a connection written in prose with bare words, no colon or `=`: "host H user U pass P" (sftp, ftp, ssh, a
#           NAS, a camera), the password last;
#   ok119h  the same words before no password: "pass through", "pass: see the vault", a mask, a policy;
#   cl119a  a sign-in set or reset to a user and a password after a verb ("I set it to admin / …", "reset the login to
#           ops / …", "changed it to root / …");
#   ok119a  the same verbs before a slash between two words or modes (admin / user mode, on / off, A / B), a mask;
#   cl119w  a Wi-Fi key with an underscore inside (`Harbour_gull42!`) after "WPA2 key", "Wi-Fi key:", "network key";
#   ok119w  the same names before a pointer, a snake_case setting's name with no digit, a mask;
#   pd119s  a Canadian SIN (Luhn-valid, grouped by three) whose label says what it is given for before its colon ("SIN
#           for the payroll slip: …", "SIN for the co-op dividend:");
#   ok119s  the same label before a number failing the check, an example's, a rejected one without a colon;
#   pd119b  Belgium's national number in its printed shape (`YY.MM.DD-XXX.CC`, its mod-97 check passing) after a colon
#           and a label of any language (Walloon, German, Luxembourgish, a made-up form's own words);
#   ok119b  the same shape failing its check, a build's or a ticket's number with no colon, an example's;
#   ok119e  the SSNs forms and references print as the format's example (counted up, the wallet card's, the advertised
#           ones) written alone in a note, no SSN named;
#   pd119e  an issued-looking SSN written alone in the same notes (read by its shape, as before).
#   cl119l  (added after the classes above were read, before its own reading) a host's page listing its Wi-Fi: a key of
#           lower-case letters alone under its label with the network named, closed by the element's tag
#           (`<li>Clave WiFi: …</li>`, `<td>…</td>`);
#   ok119l  the same elements over a pointer or a word ("recepción", "information", "see the card").
# Label decisions, made before any run:
#   - A generated or chosen password after a user name in a described sign-in is a credential and the password is the
#     secret; a pointer, a mask or words are not.
#   - A national id whose check passes after a label is a person's, whatever the label's language; one failing its check,
#     an example's or a document's number is not. An example SSN nobody is issued is no person's, wherever it stands.
# Deterministic (seeded). Run: python3 test/corpus-content/generate119.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261319)
r = corpus.r

FIRSTS = ['Aroha', 'Benedikt', 'Inès', 'Tavita', 'Mireille', 'Okoro', 'Ludivine', 'Hemi', 'Anouk', 'Siosaia']
LASTS = ['Tapsell', 'Wauters', 'Ngata', 'Dethier', 'Fonoti', 'Lambrecht', 'Okonkwo', 'Vandamme']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def num(a, b): return r.randint(a, b)
WORDS = ['harbour', 'gull', 'kumara', 'tide', 'fern', 'basalt', 'kelp', 'mangrove', 'puriri', 'lagoon', 'ember', 'quince']
def chosen(sep):
    """A chosen password: a capitalised word, digits, `sep`, a word, digits (`Basalt31#fern07`)."""
    return f'{r.choice(WORDS).capitalize()}{num(10, 99)}{sep}{r.choice(WORDS)}{num(10, 99)}'

def c_board(line): return f'Depot notice board - week {num(1, 52)}\n08:10 van 2 loading\n09:40 van 4 out\nNotice: {line}\n'
def c_csv(line): q = line.replace('"', '""'); return f'date,item,qty,note\n2026-0{num(1, 9)}-1{num(0, 9)},crate,{num(1, 20)},\n2026-0{num(1, 9)}-2{num(0, 8)},pallet,{num(1, 9)},"{q}"\n'
def c_json(line): return json.dumps({'ticket': f'HD-{num(10000, 99999)}', 'reporter': person(), 'status': 'open', 'remarks': line}, indent=2)
def c_log(line): return f'[2026-0{num(1, 9)}-1{num(0, 9)}T0{num(1, 9)}:{num(10, 59)}:00Z] unit 3: cycle done\n[2026-0{num(1, 9)}-1{num(0, 9)}T1{num(0, 9)}:{num(10, 59)}:00Z] unit 3: {line}\n'
def c_html(line): return f'<div class="review" data-stars="{num(3, 5)}">\n  <p class="author">{person()}</p>\n  <p>{line}</p>\n</div>'
def c_mail(line): n = person(); return f'From: {n} <{n.split()[0].lower()}@{r.choice(["kowhai-freight.example", "meuse-atelier.example"])}>\nSubject: {r.choice(["Access", "Notes", "Form"])}\n\nHi,\n\n{line}\n\nThanks,\n{n}\n'
CARRIERS = [c_board, c_csv, c_json, c_log, c_html, c_mail]
def carry(lines, offset=0): return [CARRIERS[(i + offset) % len(CARRIERS)](l) for i, l in enumerate(lines)]
def positives(kind, yes, tpls, value, offset=0, fmt=lambda v: v):
    texts, secrets = [], []
    for i, tpl in enumerate(tpls):
        v = value(); texts.append(CARRIERS[(i + offset) % len(CARRIERS)](tpl.format(v=fmt(v), h=host(), u=user()))); secrets.append(fmt(v))
    corpus.add(kind, yes, texts, source='tool_output', wrap=False, secrets=secrets)

def host(): return f'{r.choice(["sftp", "ftp", "files", "nas"])}.{r.choice(["kowhai-freight", "meuse-atelier", "tidewater"])}.example'
def user(): return r.choice(['depotops', 'kowhai', 'scanner', 'mdethier', 'backup'])

# cl119h / ok119h: "host H user U pass P".
H_TPL = ['sftp drop for the manifests: host {h} user {u} pass {v}', 'camera NVR login - user {u} pass {v}',
         'ftp for the price files, host {h}, user {u}, pass {v}', 'ssh to the label printer: host {h} user {u} pass {v} (temporary)',
         'NAS share: {h} user {u} pass {v}', 'the backup box is host {h} user {u} pass {v} until Friday',
         'Upload via sftp: host {h} user {u} password {v}', 'host {h} user {u} pass {v} - do not share']
positives('cl119h', ['credential_leak'], H_TPL, lambda: chosen(r.choice('*&#%')), 0)
h_ok = ['sftp drop: host sftp.kowhai-freight.example user depotops pass: see the vault entry',
        'camera NVR login - user scanner pass ********', 'ssh to the printer: host files.tidewater.example user backup pass through the jump host',
        'the user must pass the induction before the ftp account is made', 'NAS share: user kowhai pass the key check at the door first',
        'host files.meuse-atelier.example user mdethier pass phrase rotated quarterly', 'vans pass the depot gate at 08:10; user notes below',
        'ftp host and user are in the runbook; pass word policy: 14 characters']
corpus.add('ok119h', [], carry(h_ok, 1), source='tool_output', wrap=False)

# cl119a / ok119a: set or reset to user / password.
A_TPL = ['The camera admin page is back to factory settings. I set it to admin / {v} so we can get in tomorrow.',
         'Router admin login reset - I changed it to root / {v} for now.', 'reset the console login to ops / {v} after the firmware update',
         'Label printer web admin: set to admin / {v} (change it later)', 'I reset the NAS admin to backup / {v} this morning.',
         'the kiosk portal login is now set to kiosk / {v}']
positives('cl119a', ['credential_leak'], A_TPL, lambda: chosen(r.choice('.*_!')), 2)
a_ok = ['The camera admin page: I set it to admin / user mode so staff can see the feed.', 'Router admin: I changed it to on / off schedule.',
        'reset the console login to ops / ******** after the update', 'Web admin theme set to light / dark by the system.',
        'I set the admin view to Week / Month in the portal.', 'login page layout changed to two-column / single-column for phones']
corpus.add('ok119a', [], carry(a_ok, 3), source='tool_output', wrap=False)

# cl119w / ok119w: Wi-Fi keys with an underscore.
W_TPL = ['Wi-Fi for the climate controller: SSID GH-CTRL-{n}, WPA2 key {v}', 'Wi-Fi key: {v}', 'Guest network key {v} (lounge)',
         'SSID Depot-Office, WPA2 key {v}', 'office wifi - network key is {v}']
W_TPL = [t.replace('{n}', str(num(1, 9))) for t in W_TPL]
positives('cl119w', ['credential_leak'], W_TPL, lambda: chosen('_') + r.choice(['!', '', '#']), 4)
w_ok = ['Wi-Fi key: on the sticker inside the cabinet door', 'WPA2 key rotation_policy applies to all sites', 'Guest network key ********',
        'SSID Depot-Office, WPA2 key stored_in_vault', 'Wi-Fi key: wifi_key_ref (see the config)']
corpus.add('ok119w', [], carry(w_ok, 5), source='tool_output', wrap=False)

# pd119s / ok119s: SIN with a purpose before its colon.
def luhn_ok(d):
    t = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9: x -= 9
        t += x
    return t % 10 == 0
def sin(valid=True):
    while True:
        d = str(num(1, 7)) + ''.join(str(num(0, 9)) for _ in range(8))
        if luhn_ok(d) == valid: return f'{d[:3]} {d[3:6]} {d[6:]}'
S_TPL = ['Joined in May. SIN for the credit-union dividend slip: {v}.', 'SIN for the payroll T4: {v}', 'Her SIN for the tax receipt: {v}',
         'SIN for the pension form: {v}. Thanks!', 'Contractor SIN for the year-end slip: {v}', 'SIN for the grant application: {v}']
positives('pd119s', ['personal_data'], S_TPL, sin, 0)
s_ok = [f'SIN for the payroll T4: {sin(False)}', f'Example SIN for the help text: {sin(False)}', f'The SIN entered ({sin(False)}) was rejected by the form',
        'SIN for the tax receipt: on file', f'SIN for the pension form: ask the member ({num(3, 9)} forms pending)',
        f'SIN for the grant application: {sin(False)} (failed the check)']
corpus.add('ok119s', [], carry(s_ok, 2), source='tool_output', wrap=False)

# pd119b / ok119b: Belgium's national number in its printed shape.
def be_nn(valid=True):
    while True:
        y, m, d, s = num(40, 99), num(1, 12), num(1, 28), num(1, 998)
        base = int(f'{y:02d}{m:02d}{d:02d}{s:03d}')
        ck = 97 - base % 97
        if not valid: ck = (ck + num(1, 50)) % 97 or 5
        v = f'{y:02d}.{m:02d}.{d:02d}-{s:03d}.{ck:02d}'
        return v
B_TPL = ['Nonmerô do rejisse\u202f: {v}', 'Nationalregisternummer: {v}', 'Nummer vum Nationalregister: {v}',
         'Numer nacionåle : {v}', 'Identifiant du registre: {v}', 'Nationalnummer des Patienten: {v}',
         'Rîjsnumero: {v}', 'Nr. rejestru belgijskiego: {v}']
positives('pd119b', ['personal_data'], B_TPL, be_nn, 1)
b_ok = [f'Build {be_nn()} passed all checks', f'Ticket #{be_nn()} was closed', f'Nationalregisternummer: {be_nn(False)}',
        f'Nonmerô do rejisse\u202f: {be_nn(False)}', 'Example: 85.07.30-033.28', f'Identifiant du registre: {be_nn(False)} (rejected)',
        f'Order no.: {be_nn()}', f'Version: {be_nn()}']
corpus.add('ok119b', [], carry(b_ok, 4), source='tool_output', wrap=False)

# ok119e / pd119e: example SSNs alone in notes; issued-looking ones alone stay read.
e_ok = ['Donor typed a number in the notes: 123-45-6789', 'Caller read out 078-05-1120 from a wallet insert.',
        'Entered on the kiosk: 219-09-9999', 'Someone wrote 457-55-5462 in the comments box.', 'number scribbled on the form: 123-45-6789']
corpus.add('ok119e', [], carry(e_ok, 0), source='tool_output', wrap=False)
def ssn():
    while True:
        a, g, s = num(101, 665), num(10, 99), num(1000, 9999)
        if a != 666: return f'{a:03d}-{g:02d}-{s:04d}'
E_TPL = ['Donor typed a number in the notes: {v}', 'Caller read out {v} from a wallet card.', 'Entered on the kiosk: {v}']
positives('pd119e', ['personal_data'], E_TPL, ssn, 0)

# cl119l / ok119l: a host's page, the key in an element.
def letters(): return corpus.rs('abcdefghijkmnopqrstuvwxyz', num(10, 14))
def page(items): return '<!doctype html><html><body>\n<h2>' + r.choice(['Guest info', 'Info huéspedes', 'Infos pratiques']) + '</h2><ul>' + ''.join(f'<li>{i}</li>' for i in items) + '</ul>\n</body></html>'
L_TPL = [('Red WiFi: Casa_{n}', 'Clave WiFi: {v}'), ('Wi-Fi: Loft{n}', 'Wi-Fi password: {v}'), ('Réseau WiFi : Gite{n}', 'Mot de passe WiFi: {v}'),
         ('WLAN: Ferienhaus{n}', 'WLAN-Passwort: {v}'), ('Rede Wi-Fi: Quinta{n}', 'Senha do Wi-Fi: {v}')]
l_pos, l_sec = [], []
for a, b in L_TPL:
    v = letters(); n = num(2, 9)
    l_pos.append(page([a.format(n=n), b.format(v=v), 'Check-out 11:00'])); l_sec.append(v)
corpus.add('cl119l', ['credential_leak'], l_pos, source='tool_output', wrap=False, secrets=l_sec)
l_ok = [page(['Red WiFi: Casa_3', 'Clave WiFi: en la recepción', 'Check-out 11:00']), page(['Wi-Fi: Loft4', 'Wi-Fi password: information', 'Check-out 11:00']),
        page(['Réseau WiFi : Gite2', 'Mot de passe WiFi: voir la carte', 'Parking gratuit']), page(['WLAN: Ferienhaus5', 'WLAN-Passwort: Rezeption', 'Brötchen 8 Uhr']),
        page(['Rede Wi-Fi: Quinta7', 'Senha do Wi-Fi: complimentary', 'Check-out 11:00'])]
corpus.add('ok119l', [], l_ok, source='tool_output', wrap=False)

corpus.write('cases-119')
