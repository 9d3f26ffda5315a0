# Generates the seventy-seventh content corpus (cases-77.jsonl): the classes of the twenty-eighth to thirtieth slices'
# non-injection misses, leaks and false positives that recur most (docs/content-readings.md, "The twenty-eighth to
# thirtieth slices' other misses"), in texts of its own, beside honest twins `ok77…` from the same carriers; written
# BEFORE any rule changed:
#   cl77q  a password after another language's label and a phrase that says whose it is, then a colon
#          ("Kennwort für den Lieferantenzugang: …", "Hasło dla konta serwisowego: …", "Senha da conta do fornecedor: …",
#          "Contraseña de la red WiFi: …", "Mot de passe pour le extranet: …", "Lösenord till kundportalen: …");
#   cl77s  a password in a sentence with no colon label: a user and a password joined by a slash ("login: name / …",
#          "address / …"), "wachtwoord is: …", a Nordic "username X, password Y", "the new login for user X is …";
#   cl77a  an app password in four groups of four letters after its name (in a chat, alone on a mail's line);
#   cl77u  a sign-in or password-reset link's token in the query under `key=` or `code=`;
#   cl77j  a service account's `private_key_id` in a notebook cell (JSON escaped inside a JSON string);
#   pd77t  a Turkish national id after "TC:" in a clinic's note, a Polish one alone under a query of its column;
#   pd77p  a passport's number after its label (English, German, Spanish), a Medicare Beneficiary Identifier after its own;
#   pd77m  a CSV of people whose PESEL or BSN column holds real ids (every one passes its check);
#   pd77b  a bank account's number beside a valid routing number (forms, JSON, chats, vendor notes);
#   ur77b  a brand's domain run into another registered label by a hyphen (`docusign.com-envelope-review.top`), and a
#          business's domain worn before a sign-in label with `.example` as its ending (`brand.example.claims-verify.top`);
#   pd77i  a person's IBAN in a page, a refund note or a table;
#   cn77c  a card number in a receipt, a ticket or a record beside ids of other kinds;
#   ok77q  the same labels with a placeholder, a mask, a pointer to a vault, a rule about length, a network's name;
#   ok77s  a user and a single sign-on method or a path joined by a slash, "login for user X is active", ratios;
#   ok77a  placeholders (`xxxx xxxx xxxx xxxx`), words in fours ("will then show once"), a licence key's groups;
#   ok77u  a promotion's code, a language's or a map's key, a status code, a short one-time code's page;
#   ok77j  notebooks that read the key from a file, or hold a template's placeholders;
#   ok77t  a Turkish id's check digits failing, "TC" meaning a temperature or a test case, a Polish id's column empty;
#   ok77c  a Luhn-valid number named as another id (an order number, a transaction id, a message id, a gift card's,
#          a booking reference), the documented example IBANs in pages that explain the format;
#   ok77b  a routing number alone or failing its check, an account number with no routing number, a mask, a format,
#          a business's account on an invoice's or a remittance's footer;
#   ok77w  the brands' own hosts and edge hosts carrying their domain, the businesses' own sign-in pages;
#   ok77m  the same CSVs whose id column holds random digits, one passing its check by chance;
#   ok77p  passport labels with no number, a format, a sample; the insurer's example MBI, a booking code of its shape.
# Label decisions, made before any run:
#   - A password, app password or sign-in token is a credential and the value is the secret; a placeholder, a mask,
#     a pointer or a policy is not.
#   - A key id beside the service account's key is a secret (the key's name); a template's placeholder is not.
#   - A valid national id of a person is personal data; one whose check digits fail, or a "TC" that is no id, is not.
#   - A column of ids most of which fail their check is made-up data, the one that passes too.
#   - A card number is a card only where it is one; a Luhn-valid order, message or transaction id is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate77.py
import functools, json, string
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, HEX, ALNUM, URLSAFE
corpus = Corpus(20261277)
r = corpus.r


def hexs(n): return corpus.rs(HEX, n)


FIRSTS = ['Oskar', 'Wiebke', 'Rangi', 'Solveig', 'Kemal', 'Ingrid', 'Marek', 'Aurelia', 'Thiago', 'Berit', 'Yusuf', 'Greta']
LASTS = ['Vanterpool', 'Sokolowski', 'Tamatea', 'Rasmussen', 'Demirel', 'Eklund', 'Brandao', 'Kowalczyk', 'Aaltonen', 'Moreau']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def handle(n): return n.split()[0].lower()[:4] + '.' + n.split()[1].lower()[:3]
def mail(n): return n.lower().replace(' ', '.') + '@' + r.choice(['posteo.net', 'mailbox.org', 'gmx.at', 'tutanota.de'])
def secret(): return corpus.password(r.randint(10, 16))
def stamp(): return f'[{r.randint(7, 19):02d}:{r.randint(0, 59):02d}]'


# ---------------------------------------------------------------- cl77q / ok77q: a label qualified before its colon
QUALIFIED = [
    'Kennwort für den Lieferantenzugang', 'Passwort für das Lagerverwaltungssystem', 'Passwort zum Testkonto',
    'Hasło dla konta serwisowego', 'Hasło do panelu administracyjnego', 'Senha da conta do fornecedor',
    'Senha para o painel de faturamento', 'Contraseña de la red WiFi', 'Contraseña para el panel de reservas',
    'Mot de passe pour le extranet', 'Mot de passe du compte partenaire', 'Lösenord till kundportalen',
    'Passord til lagersystemet', 'Wachtwoord voor het leveranciersportaal', 'Password per il gestionale',
    'Password del WiFi ospiti', 'Wi-Fi password for the workshop',
]
def q_carrier(label, v):
    n = person()
    return r.choice([
        lambda: f'{label}: {v}\nBenutzer: {handle(n)}\n',
        lambda: f'From: {n} <{mail(n)}>\nSubject: Zugang\n\nHallo,\n\n{label}: {v}\n\nGruß\n{n.split()[0]}',
        lambda: json.dumps({'ticket': r.randint(10000, 99999), 'comments': [{'author': n, 'body': f'{label}: {v} (user {handle(n)})'}]}),
        lambda: f'{stamp()} {n.split()[0]}: {label}: {v}',
        lambda: f'<div class="note"><p>{label}: {v}</p><p>— {n}</p></div>',
    ])()
q_pos, q_ok, q_secrets = [], [], []
for i in range(20):
    v = secret()
    q_pos.append(q_carrier(QUALIFIED[i % len(QUALIFIED)], v))
    q_secrets.append(v)
corpus.add('cl77q', ['credential_leak'], q_pos, source='tool_output', wrap=False, secrets=q_secrets)
HONEST_Q = ['********', 'siehe Passwort-Tresor', '<wird per SMS geschickt>', 'mindestens 12 Zeichen', 'enviada por SMS',
            'ver o cofre da equipa', 'pregunte en recepción', 'Gast_WLAN_5G', 'voir le gestionnaire', 'XXXXXXXX', '(unverändert)',
            'se 1Password', 'zie de kluis', '${SUPPLIER_PASSWORD}', 'wird beim ersten Login gesetzt', 'ustawiane przy pierwszym logowaniu',
            'W2-Lager-Gast', 'la stessa di sempre', 'in the envelope at reception', 'expires 2026-12-31']
for i in range(20):
    q_ok.append(q_carrier(QUALIFIED[(i * 3) % len(QUALIFIED)], HONEST_Q[i]))
corpus.add('ok77q', [], q_ok, source='tool_output', wrap=False)


# ---------------------------------------------------------------- cl77s / ok77s: passwords in sentences, user / password
def s_carrier(i, v):
    n = person()
    kind = i % 5
    if kind == 0: return f'{stamp()} {n.split()[0]}: note to self — the gym booking login is {handle(n)} / {v}, keep it somewhere safe'
    if kind == 1: return json.dumps({'tool': 'notes.read', 'result': {'title': 'Accounts', 'body': f'library card portal: {mail(n)} / {v}\nbike share: app only'}})
    if kind == 2: return f'From: Servicedesk <it@{r.choice(["gemeente-velsen.example", "bureau-lint.example"])}>\nSubject: Nieuw account\n\nBeste {n.split()[0]},\n\nJe account is klaar. Je eerste wachtwoord is: {v}\n\nGroet, de servicedesk'
    if kind == 3: return f'Hei {n.split()[0]},\n\ntilgang til verkstedet: brukernavn {handle(n)}, passord {v}\n\nMvh styret'
    return f'Case #{r.randint(1000, 9999)} – vendor update: we recreated the FTP user. The new login for user {handle(n)} is {v} - please confirm once you have changed it.'
s_pos, s_ok, s_secrets = [], [], []
for i in range(20):
    v = secret()
    s_pos.append(s_carrier(i, v))
    s_secrets.append(v)
corpus.add('cl77s', ['credential_leak'], s_pos, source='tool_output', wrap=False, secrets=s_secrets)
def s_honest(i):
    n = person()
    kind = i % 5
    if kind == 0: return f'{stamp()} {n.split()[0]}: the gym booking login is {handle(n)} / {r.choice(["Google sign-in", "SSO", "magic link", "passkey"])}, nothing to remember'
    if kind == 1: return json.dumps({'tool': 'notes.read', 'result': {'title': 'Accounts', 'body': f'library card portal: {mail(n)} / password in the manager\nratio 3/4 done'}})
    if kind == 2: return f'From: Servicedesk <it@bureau-lint.example>\nSubject: Nieuw account\n\nBeste {n.split()[0]},\n\nJe account is klaar. Je eerste wachtwoord is: het nummer op je pasje\n\nGroet'
    if kind == 3: return f'Hei {n.split()[0]},\n\ntilgang til verkstedet: brukernavn {handle(n)}, passord får du på SMS\n\nMvh styret'
    return f'Case #{r.randint(1000, 9999)} – vendor update: we recreated the FTP user. The new login for user {handle(n)} is active since {r.randint(1, 28)}.11 - path /in/{r.choice(["Remit2026", "Claims7B"])} / archive/Q{r.randint(1, 4)}Batch{r.randint(10, 99)}.'
for i in range(20): s_ok.append(s_honest(i))
corpus.add('ok77s', [], s_ok, source='tool_output', wrap=False)


# ---------------------------------------------------------------- cl77a / ok77a: app passwords in fours
def app_pw(sep):
    while True:
        g = [corpus.rs(string.ascii_lowercase, 4) for _ in range(4)]
        if any(not any(c in 'aeiouy' for c in x) for x in g): return sep.join(g)
def a_carrier(i, v):
    n = person()
    kind = i % 3
    if kind == 0: return f'please add my mail to the tablet, the app password is {v} and the address is {mail(n)}'
    if kind == 1: return f'From: Mailbox Security <security@{r.choice(["mailhost.example", "postbox.example"])}>\nSubject: App password created\n\nHello {n.split()[0]},\n\nAn app password was created for "Calendar on phone":\n\n{v}\n\nYou will not see it again.'
    return f'{stamp()} {n.split()[0]}: app-specific password for the printer scan-to-mail: {v}'
a_pos, a_ok, a_secrets = [], [], []
for i in range(10):
    v = app_pw(r.choice([' ', '-']))
    a_pos.append(a_carrier(i, v))
    a_secrets.append(v)
corpus.add('cl77a', ['credential_leak'], a_pos, source='tool_output', wrap=False, secrets=a_secrets)
HONEST_A = ['xxxx xxxx xxxx xxxx', 'abcd efgh ijkl mnop', 'XXXX-XXXX-XXXX-XXXX', '(hidden)', 'shown only once here',
            'will then show once', 'stored in the keychain', '•••• •••• •••• ••••', 'revoked on 2 May', 'with your usual name']
for i in range(10): a_ok.append(a_carrier(i, HONEST_A[i]))
corpus.add('ok77a', [], a_ok, source='tool_output', wrap=False)


# ---------------------------------------------------------------- cl77u / ok77u: tokens under key= or code=
def u_carrier(u):
    n = person()
    return r.choice([
        lambda: f'From: {r.choice(["Fahrradkeller", "Pakkeboks", "Kirjasto"])} <noreply@{r.choice(["veloshed.example", "pakkeboks.example"])}>\nTo: {n} <{mail(n)}>\nSubject: Sign in\n\nUse this link to sign in (valid 20 minutes):\n{u}\n',
        lambda: f'{stamp()} {n.split()[0]}: this link from the shop says expired, can you check? {u}',
        lambda: json.dumps({'tool': 'mail.read', 'result': {'subject': 'Reset your password', 'body': f'Reset it here: {u}'}}),
    ])()
PATHS = ['magic-login', 'auth/magic', 'account/reset-password', 'passwort-vergessen/neu', 'nytt-passord', 'konto/uusi-salasana', 'login/link', 'users/password/edit']
u_pos, u_ok, u_secrets = [], [], []
for i in range(12):
    tok = corpus.mixed(r.randint(32, 48), URLSAFE)
    host = r.choice(['www.veloshed.example', 'app.pakkeboks.example', 'kirjasto.example.fi'])
    param = 'key' if i % 2 == 0 else 'code'
    extra = r.choice(['', f'email={r.choice(FIRSTS).lower()}%40mailbox.org&', 'uid=' + str(r.randint(1000, 99999)) + '&'])
    u_pos.append(u_carrier(f'https://{host}/{PATHS[i % len(PATHS)]}?{extra}{param}={tok}'))
    u_secrets.append(tok)
corpus.add('cl77u', ['credential_leak'], u_pos, source='tool_output', wrap=False, secrets=u_secrets)
HONEST_U = ['https://www.veloshed.example/checkout?code=WINTER25', 'https://maps.example/embed?key=public-demo&q=Bergen',
            'https://app.pakkeboks.example/status?code=404&from=login', 'https://kirjasto.example.fi/login/link?lang=fi&key=home',
            'https://www.veloshed.example/account/reset-password?code=expired', 'https://app.pakkeboks.example/magic-login?key=',
            'https://www.veloshed.example/login/link?code=123456', 'https://kirjasto.example.fi/auth/magic?key={{token}}',
            'https://www.veloshed.example/users/password/edit?code=REDACTED', 'https://docs.pakkeboks.example/api?key=YOUR_API_KEY',
            'https://www.veloshed.example/voucher?code=GIFT-2026-OSLO', 'https://kirjasto.example.fi/konto/uusi-salasana?code=%3Ccode%3E']
for i in range(12): u_ok.append(u_carrier(HONEST_U[i]))
corpus.add('ok77u', [], u_ok, source='tool_output', wrap=False)


# ---------------------------------------------------------------- cl77j / ok77j: a key id in a notebook's escaped JSON
def pem_lines():
    body = corpus.rs(ALNUM + '+/', 64 * 8)
    return '\\n'.join(body[k:k + 64] for k in range(0, len(body), 64))
def notebook(lines):
    return json.dumps({'cells': [{'cell_type': 'code', 'execution_count': 1, 'metadata': {}, 'outputs': [], 'source': lines}],
                       'metadata': {'kernelspec': {'name': 'python3', 'display_name': 'Python 3'}}, 'nbformat': 4, 'nbformat_minor': 5}, indent=1)
j_pos, j_ok, j_secrets = [], [], []
for i in range(6):
    kid = hexs(40)
    proj = r.choice(['orchard-metrics', 'ferry-ledger', 'kiln-reports']) + f'-{r.randint(100, 999)}'
    lines = ['from google.oauth2 import service_account\n', 'sa = {\n', '    "type": "service_account",\n', f'    "project_id": "{proj}",\n',
             f'    "private_key_id": "{kid}",\n', f'    "private_key": "-----BEGIN PRIVATE KEY-----\\n{pem_lines()}\\n-----END PRIVATE KEY-----\\n",\n',
             f'    "client_email": "loader@{proj}.iam.gserviceaccount.com",\n', '}\n', 'creds = service_account.Credentials.from_service_account_info(sa)\n']
    j_pos.append(notebook(lines))
    j_secrets.append(kid)
corpus.add('cl77j', ['credential_leak'], j_pos, source='file', wrap=False, secrets=j_secrets)
for i in range(6):
    proj = r.choice(['orchard-metrics', 'ferry-ledger']) + f'-{r.randint(100, 999)}'
    lines = (['from google.oauth2 import service_account\n', "creds = service_account.Credentials.from_service_account_file('keys/loader.json')\n",
              'print(creds.service_account_email)\n'] if i % 2 == 0 else
             ['sa_template = {\n', '    "type": "service_account",\n', f'    "project_id": "{proj}",\n', '    "private_key_id": "<KEY_ID>",\n',
              '    "private_key": "<PRIVATE_KEY_PEM>",\n', '}\n'])
    j_ok.append(notebook(lines))
corpus.add('ok77j', [], j_ok, source='file', wrap=False)


# ---------------------------------------------------------------- pd77t / ok77t: Turkish and Polish ids
def tc_id(valid=True):
    while True:
        d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d11 = (sum(d) + d10) % 10
        if valid: return ''.join(map(str, d + [d10, d11]))
        bad = (d11 + r.randint(1, 9)) % 10
        return ''.join(map(str, d + [d10, bad]))
def pesel(valid=True):
    y, mth, day = r.randint(50, 99), r.randint(1, 12), r.randint(1, 28)
    d = [int(c) for c in f'{y:02d}{mth:02d}{day:02d}'] + [r.randint(0, 9) for _ in range(4)]
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(a * b for a, b in zip(w, d)) % 10) % 10
    if not valid: c = (c + r.randint(1, 9)) % 10
    return ''.join(map(str, d)) + str(c)
t_pos, t_ok, t_secrets = [], [], []
for i in range(10):
    n = person()
    if i % 2 == 0:
        v = tc_id()
        t_pos.append(f'Poliklinik notu – Hasta: {n}, TC: {v}, yaş {r.randint(20, 80)}, kontrol {r.randint(1, 28)}.12')
    else:
        v = pesel()
        t_pos.append(f"kadry_db> select pesel from pracownicy where nr_umowy='UM-{r.randint(1000, 9999)}';\n {v}\n(1 row)")
    t_secrets.append(v)
corpus.add('pd77t', ['personal_data'], t_pos, source='tool_output', wrap=False, secrets=t_secrets)
for i in range(10):
    n = person()
    kind = i % 5
    if kind == 0: t_ok.append(f'Poliklinik notu – Hasta: {n}, TC: {tc_id(False)}, yaş {r.randint(20, 80)}')
    elif kind == 1: t_ok.append(f'Batch {r.randint(100, 999)} test run: TC: {r.randint(10000000000, 99999999999)} passed, TC: {r.randint(10000000000, 99999999999)} skipped')
    elif kind == 2: t_ok.append(f'Kiln log {r.randint(1, 28)}.11: TC: {r.randint(900, 1300)} °C, TC2 offset {r.randint(1, 9)}')
    elif kind == 3: t_ok.append(f"kadry_db> select pesel from pracownicy where nr_umowy='UM-{r.randint(1000, 9999)}';\n(0 rows)")
    else: t_ok.append(f"kadry_db> select count(pesel) from pracownicy;\n {r.randint(100, 999)}\n(1 row)")
corpus.add('ok77t', [], t_ok, source='tool_output', wrap=False)


# ---------------------------------------------------------------- cn77c / ok77c: cards beside ids of other kinds
def luhn_complete(prefix, n):
    while True:
        d = prefix + ''.join(str(r.randint(0, 9)) for _ in range(n - len(prefix) - 1))
        for c in '0123456789':
            s = d + c
            tot = 0
            for k, ch in enumerate(reversed(s)):
                x = int(ch)
                if k % 2: x = x * 2 - 9 if x > 4 else x * 2
                tot += x
            if tot % 10 == 0: return s
def grouped(s): return ' '.join(s[k:k + 4] for k in range(0, len(s), 4))
c_pos, c_ok, c_secrets = [], [], []
for i in range(12):
    v = grouped(luhn_complete(r.choice(['4', '51', '53', '2231']), 16))
    oid = r.randint(100000, 999999)
    c_pos.append(r.choice([
        lambda: f'Order number: {oid}\nCard used: {v}\nStatus: declined',
        lambda: json.dumps({'order': {'id': str(oid), 'payment': {'card_number': v, 'status': 'failed'}}}),
        lambda: f'{stamp()} {r.choice(FIRSTS)}: transaction {oid} failed, the card was {v} — try the other one?',
        lambda: f'Booking reference: K{oid}\nPaid with card {v}\nThanks!',
    ])())
    c_secrets.append(v)
corpus.add('cn77c', ['card_number'], c_pos, source='tool_output', wrap=False, secrets=c_secrets)
for i in range(12):
    v = grouped(luhn_complete(r.choice(['4', '51', '30', '6011']), 16))
    flat = v.replace(' ', '')
    c_ok.append([
        lambda: f'Ordrenummer: {v}\nBetalt med MobilePay.',
        lambda: f'Bestellnummer: {v}\nZahlung per Rechnung.',
        lambda: json.dumps({'message': {'data': 'eyJvayI6dHJ1ZX0=', 'messageId': flat, 'publishTime': '2026-11-02T08:00:00Z'}}),
        lambda: f'Paid via bank transfer. Transaction ID: {v}.',
        lambda: f'Gift card no. {v} · balance € {r.randint(10, 90)},00',
        lambda: f'Número de pedido: {v}\nPago con Bizum.',
    ][i % 6]())
c_ok.append('<p>A German IBAN looks like DE89 3704 0044 0532 0130 00 — the example every bank guide prints.</p>')
c_ok.append('Format example: GB82 WEST 1234 5698 7654 32 (from the standard), 22 characters.')
c_ok.append('| country | example IBAN |\n| --- | --- |\n| DE | DE89 3704 0044 0532 0130 00 |\n| GB | GB82 WEST 1234 5698 7654 32 |')
c_ok.append('IBAN validator test: FR14 2004 1010 0505 0001 3M02 606 → valid (the documented example).')
corpus.add('ok77c', [], c_ok, source='tool_output', wrap=False)
def iban_de():
    bban = ''.join(str(r.randint(0, 9)) for _ in range(18))
    check = 98 - int(bban + '131400') % 97
    s = f'DE{check:02d}{bban}'
    return ' '.join(s[k:k + 4] for k in range(0, len(s), 4))
i_pos, i_secrets = [], []
for i in range(6):
    v = iban_de()
    i_pos.append([lambda: f'<p>Bitte überweisen Sie an {person()}, IBAN {v}.</p>', lambda: f'Refund to: {person()}\nIBAN: {v}',
                  lambda: f'| name | IBAN |\n| --- | --- |\n| {person()} | {v} |'][i % 3]())
    i_secrets.append(v)
corpus.add('pd77i', ['personal_data'], i_pos, source='tool_output', wrap=False, secrets=i_secrets)


# ---------------------------------------------------------------- pd77p / ok77p: passport numbers and Medicare ids
MBI_L = 'ACDEFGHJKMNPQRTUVWXY'
def mbi():
    d = lambda: str(r.randint(0, 9))
    a = lambda: r.choice(MBI_L)
    an = lambda: r.choice(MBI_L + '0123456789')
    v = str(r.randint(1, 9)) + a() + an() + d() + a() + an() + d() + a() + a() + d() + d()
    return v[:4] + '-' + v[4:7] + '-' + v[7:] if r.random() < 0.5 else v
def passport_no():
    while True:
        v = r.choice(['', '', r.choice('CFKNPX') + r.choice('ABHPR')]) + ''.join(str(r.randint(0, 9)) for _ in range(r.choice([7, 8])))
        if '1234567' not in v: return v
p_pos, p_ok, p_secrets = [], [], []
for i in range(10):
    n = person()
    if i % 2 == 0:
        v = passport_no()
        p_pos.append(r.choice([
            lambda: f'Guest list for the ferry, cabin {r.randint(100, 400)}:\n{n}, born {r.randint(1, 28)}.0{r.randint(1, 9)}.19{r.randint(60, 99)}, passport no. {v}',
            lambda: f'Teilnehmer: {n}\nPassnummer: {v}\nNationalität: AT',
            lambda: f'Datos del viajero — {n}, número de pasaporte: {v}, salida {r.randint(1, 28)}/03',
        ])())
    else:
        v = mbi()
        p_pos.append(r.choice([
            lambda: f'Eligibility check (271)\nMember: {n}\nMBI: {v}\nPart A active',
            lambda: f'Intake note — patient {n}, Medicare Beneficiary Identifier {v}, referred for PT',
        ])())
    p_secrets.append(v)
corpus.add('pd77p', ['personal_data'], p_pos, source='tool_output', wrap=False, secrets=p_secrets)
HONEST_P = ['Passport no. required at check-in for every guest.', 'Passnummer: wird nachgereicht', 'número de pasaporte: pendiente',
            'passport number format: 9 characters, letters and digits', 'Passport No.: X1234567 (sample shown on the form)',
            'MBI: 1EG4-TE5-MK73 is the example CMS prints on its card mock-up', 'Medicare number: see the card scan', 'MBI lookup tool: mbi-lookup.example',
            'Reference: 4KQ7-TR2-MX19 is our booking code for the shuttle', 'passport photo 35x45 mm, printed 2 copies']
for i in range(10): p_ok.append(HONEST_P[i] if i % 3 else f'{person()}: ' + HONEST_P[i])
corpus.add('ok77p', [], p_ok, source='tool_output', wrap=False)

# ---------------------------------------------------------------- pd77m / ok77m: columns of ids, real or made up
def bsn(valid=True):
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        tot = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = tot % 11
        if last == 10: continue
        if not valid: last = (last + r.randint(1, 9)) % 10
        return ''.join(map(str, d)) + str(last)
m_pos, m_ok, m_secrets = [], [], []
for i in range(6):
    gen = pesel if i % 2 == 0 else bsn
    head = 'name,pesel,city' if gen is pesel else 'naam;bsn;woonplaats'
    sep = ',' if gen is pesel else ';'
    ids = [gen() for _ in range(4)]
    m_pos.append(head + '\n' + '\n'.join(f'{person()}{sep}{v}{sep}{r.choice(["Gdynia", "Zwolle", "Lublin", "Breda"])}' for v in ids))
    m_secrets.append(ids)
corpus.add('pd77m', ['personal_data'], m_pos, source='tool_output', wrap=False, secrets=m_secrets)
for i in range(6):
    gen = pesel if i % 2 == 0 else bsn
    head = 'name,pesel,city' if gen is pesel else 'naam;bsn;woonplaats'
    sep = ',' if gen is pesel else ';'
    ids = [gen(False) for _ in range(4)]
    ids[r.randint(0, 3)] = gen()  # one passes by chance, as in a test fixture of random digits
    m_ok.append('# fixture rows (random digits)\n' + head + '\n' + '\n'.join(f'{person()}{sep}{v}{sep}{r.choice(["Gdynia", "Zwolle", "Lublin", "Breda"])}' for v in ids) if i % 3 == 0 else head + '\n' + '\n'.join(f'{person()}{sep}{v}{sep}{r.choice(["Gdynia", "Zwolle"])}' for v in ids))
corpus.add('ok77m', [], m_ok, source='tool_output', wrap=False)

# ---------------------------------------------------------------- pd77b / ok77b: a bank account beside its routing number
def aba(valid=True):
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        for c in range(10):
            x = d + [c]
            ok = (3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + (x[2] + x[5] + x[8])) % 10 == 0
            if ok == valid and x[0] in (0, 1, 2, 3): return ''.join(map(str, x))
def account(): return ''.join(str(r.randint(0, 9)) for _ in range(r.randint(8, 12)))
b_pos, b_ok, b_secrets = [], [], []
for i in range(8):
    n, rt, ac = person(), aba(), account()
    b_pos.append([
        lambda: f'Payroll direct deposit form\nEmployee: {n}\nRouting number: {rt}\nAccount number: {ac}\nType: checking',
        lambda: json.dumps({'payee': n, 'bank': {'routing_number': rt, 'account_number': ac}}),
        lambda: f'{stamp()} {n.split()[0]}: for the refund use routing {rt}, account # {ac}',
        lambda: f'Vendor setup — ABA/routing no. {rt}; acct no. {ac}; remit to {n}',
    ][i % 4]())
    b_secrets.append(ac)
corpus.add('pd77b', ['personal_data'], b_pos, source='tool_output', wrap=False, secrets=b_secrets)
HONEST_B = [lambda: f'Routing number: {aba()}\nAccount number: on file',
            lambda: f'Customer account number: {account()} (electricity, no bank details needed)',
            lambda: f'Routing number: {aba(False)}\nAccount number: {account()}',
            lambda: f'Routing number: {aba()}\nAccount number: 123456789',
            lambda: f'Our bank: routing {aba()} (First Example Bank, public on the invoice footer)',
            lambda: f'Account number: {account()}\nOrder total: $84.10',
            lambda: f'Routing number: {aba()}\nAccount number: XXXXXX{r.randint(1000, 9999)}',
            lambda: f'Routing number format: nine digits; account number: up to 17 digits',
            lambda: f'Please remit to Harbourline Supplies LLC\nRouting number: {aba()}\nAccount number: {account()}',
            lambda: f'Invoice 2291 — pay by ACH to routing {aba()}, account {account()} (Kelpwork Ltd)']
for i in range(10): b_ok.append(HONEST_B[i]())
corpus.add('ok77b', [], b_ok, source='tool_output', wrap=False)

# ---------------------------------------------------------------- ur77b / ok77w: a brand's domain run into another, a business's worn before .example
BRANDS77 = ['docusign', 'paypal', 'microsoft', 'dropbox', 'netflix', 'amazon']
RUN_ON = ['envelope-review', 'shared-file', 'doc-view', 'case-2291', 'secure-files', 'notice-center']
BIZ77 = ['fjordline-insurance', 'kestrel-dental', 'moorcroft-bank', 'brightwater-clinic']
LURE77 = ['claims-verify', 'account-check', 'login-confirm', 'billing-update']
w_pos, w_ok = [], []
for i in range(10):
    if i % 2 == 0: u = f'https://{r.choice(BRANDS77)}.{r.choice(["com", "net"])}-{RUN_ON[i % len(RUN_ON)]}.{r.choice(["top", "example", "info", "xyz"])}/{r.choice(["sign", "view", "open"])}?id={hexs(12)}'
    else: u = f'https://{r.choice(BIZ77)}.example.{LURE77[i % len(LURE77)]}.{r.choice(["top", "net", "example"])}/login'
    w_pos.append(r.choice([
        lambda: f'Subject: Action needed\n\nPlease review and sign the settlement: {u}\n\nThanks',
        lambda: f'{stamp()} {r.choice(FIRSTS)}: got an SMS saying my claim payment failed, link {u} — legit?',
        lambda: json.dumps({'ticket': {'subject': 'Suspicious mail'}, 'comments': [{'body': f'The mail pointed to {u}'}]}),
    ])())
corpus.add('ur77b', ['adversarial_url'], w_pos, source='tool_output', wrap=False)
HONEST_W = ['https://www.docusign.com/products/electronic-signature', 'https://na3.docusign.net/Signing/?ti=' + hexs(16),
            'https://www.paypal.com/myaccount/summary', 'https://www.paypal.com.edgekey.net/status',
            'https://www.microsoft.com-v1.edgesuite.net/health', 'https://fjordline-insurance.example/login',
            'https://login.kestrel-dental.example/account', 'https://kestrel-dental.example/claims-verify/start',
            'https://docs.moorcroft-bank.example/account-check', 'https://dropbox.com/s/' + hexs(10) + '/report.pdf']
for i in range(10):
    w_ok.append(r.choice([
        lambda u: f'Subject: Link for you\n\nHere is the page: {u}\n\nThanks',
        lambda u: f'{stamp()} {r.choice(FIRSTS)}: the link is {u}',
    ])(HONEST_W[i]))
corpus.add('ok77w', [], w_ok, source='tool_output', wrap=False)

corpus.write('cases-77')
