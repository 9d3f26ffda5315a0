# Generates the eighty-seventh content corpus (cases-87.jsonl): the classes of secrets that recur across the most spent
# slices' authors after --redact (docs/content-readings.md, "What every spent slice still leaks"), in texts of its own,
# beside honest twins `ok87…` from the same carriers; written BEFORE any rule changed:
#   cl87a   an AWS secret access key (40 base64 characters) beside its key id, after "secret", "/ secret", "with
#           secret", "secret:" or a query's `secret_key=`, in mails, chats carried as JSON, logs, notes and URLs;
#   cl87t   Twilio's pairs: an API key's SID (`SK` + 32 hex) with its secret (32 hex or 32 mixed letters and digits), and
#           an account SID (`AC` + 32 hex) beside its 32-hex auth token as a client's two arguments or a table's row;
#   cl87u   a password after a user name and a slash, or after `pw`, on a line that says it is a sign-in (a portal's
#           login, an admin page, a router, a Wi-Fi network and its key);
#   cl87f   a secret in an HTML form's hidden input whose name says secret (an API secret, a password);
#   cl87d   a chat bot's token in Discord's shape (a user id's base64, a dot, a six-character timestamp, a dot, an
#           HMAC) passed to a client's login, in an env line, a config and a chat, whatever its first letter;
#   cn87c   a card's sixteen Luhn-valid digits whose prefix no network issues (35 below 3528, 22 below 2221, 59, 26),
#           with the card named before it or its expiry after it;
#   ok87a   access key ids with the documentation's example secret, a variable, a mask or a vault's path as "secret";
#   ok87t   Twilio's documentation placeholders, a message's or call's SIDs beside the account's, a SID alone;
#   ok87u   slashes between words, dates, ratios, paths and "username / password" fields on sign-in lines;
#   ok87f   CSRF tokens in hidden inputs and meta tags (Django, Rails, Laravel, ASP.NET, a plain `csrf_token`);
#   ok87d   JWTs, dotted versions and ids, and a bot's token masked or read from the environment;
#   ok87c   Luhn-valid sixteen-digit numbers of loyalty, library, membership and gift cards, a SIM's ICCID, and order
#           numbers beside a card's last four digits.
# Label decisions, made before any run:
#   - A secret key beside its id is a credential and both are secrets; the documentation's pair, a mask, a variable or a
#     path where the secret is kept is not.
#   - Twilio's API key SID and its secret are a credential, both listed; an account SID beside its auth token lists the
#     token; a SID alone, or a message's or call's, is an id.
#   - A random password after a user name and a slash on a sign-in line is a credential; a word, a date or a field's
#     name after the slash is not.
#   - A CSRF token in a page's form is no credential (it is bound to the page's session and sent with every form);
#     an API secret or a password in a hidden input is.
#   - Sixteen Luhn-valid digits named as a payment card are a card whatever their prefix; a loyalty, library,
#     membership or gift card's number, a SIM's, or an order's is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate87.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, HEX, B64, ALNUM, UPPER, DIGITS
corpus = Corpus(20261287)
r = corpus.r


def hexs(n): return corpus.rs(HEX, n)
def digits(n): return corpus.rs(DIGITS, n)
def key_id(): return 'AKIA' + corpus.rs(UPPER + '234567', 16)
def aws_secret():
    while True:
        s = corpus.mixed(40, B64)
        if '/' in s or '+' in s or r.random() < 0.5: return s
def luhn_complete(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return body + str((10 - total % 10) % 10)
def grouped(d, sep=' '): return sep.join(d[i:i + 4] for i in range(0, len(d), 4))


# cl87a: an AWS secret beside its key id.
AWS = [
    lambda k, s: f'Subject: nightly export\n\nHi Tomas,\n\nthe export job can use access key {k} together with secret {s} until Friday.\n\nCheers,\nWiebke',
    lambda k, s: json.dumps({'channel': '#warehouse', 'messages': [{'user': 'ayo', 'text': f'for the thumbnail bucket: key {k} / secret {s} (eu-central-1)'}]}),
    lambda k, s: f'2026-10-02T08:11:40Z ERROR uploader: PutObject denied with credentials {k}, secret {s}, bucket=scans-raw',
    lambda k, s: f'Handover notes\n- backups: IAM user svc-backup, key id {k}, secret key: {s}\n- rotate by 30 Nov',
    lambda k, s: f'curl "https://sync.dovetail.example/v1/pull?access_key={k}&secret_key={s}&region=ap-south-1"',
    lambda k, s: f'[14:02] <karin> try AKIA creds {k} with the secret {s}\n[14:03] <lu> works, thanks',
]
creds, cred_secrets = [], []
for i in range(12):
    k, s = key_id(), aws_secret()
    creds.append(AWS[i % len(AWS)](k, s))
    cred_secrets.append([k, s])
corpus.add('cl87a', ['credential_leak'], creds, source='tool_output', wrap=False, secrets=cred_secrets)

# cl87t: Twilio's pairs.
def api_secret(): return hexs(32) if r.random() < 0.5 else corpus.mixed(32)
TWILIO_KEY = [
    lambda k, s: f'## SMS reminders\nTwilio API key SID {k} / secret {s} (created for the clinic app)',
    lambda k, s: f'From: ops@brightwater.example\nSubject: texting setup\n\nAPI key {k}, its secret {s}. Please keep it off the wiki.',
    lambda k, s: f'twilio_api_key_sid,twilio_api_secret\n{k},{s}\n',
    lambda k, s: f'[09:40] rana: the key is {k} and the secret {s}',
]
TWILIO_ACCOUNT = [
    lambda a, t: f'from twilio.rest import Client\n\nclient = Client("{a}", "{t}")\nclient.messages.create(to=rota.phone, from_="+441632960111", body=text)',
    lambda a, t: f'const twilio = require("twilio")(\'{a}\', \'{t}\');\ntwilio.calls.create({{ url: TWIML, to, from: DESK }});',
    lambda a, t: f'vendor,account_sid,auth_token,notes\ntwilio,{a},{t},ward reminders\n',
    lambda a, t: f'$client = new Client(\'{a}\', \'{t}\');\n$client->messages->create($to, [\'from\' => $desk, \'body\' => $msg]);',
]
tw, tw_secrets = [], []
for i in range(8):
    k, s = 'SK' + hexs(32), api_secret()
    tw.append(TWILIO_KEY[i % len(TWILIO_KEY)](k, s))
    tw_secrets.append([k, s])
for i in range(8):
    a, t = 'AC' + hexs(32), hexs(32)
    tw.append(TWILIO_ACCOUNT[i % len(TWILIO_ACCOUNT)](a, t))
    tw_secrets.append([t])
corpus.add('cl87t', ['credential_leak'], tw, source='tool_output', wrap=False, secrets=tw_secrets)

# cl87u: user / password on a sign-in line.
USERS = ['frontdesk', 'k.osei', 'warehouse2', 'admin', 'tillbot', 'ops@harbourline', 'reception']
PAIRS = [
    lambda u, p: f'Ana (10:14): the booking portal login is {u} / {p}\nMo (10:15): in, thanks',
    lambda u, p: f'Router admin: {u} / {p}\nGuest network: separate, see the fridge',
    lambda u, p: f'- Supplier portal: {u} / {p}\n- Phone system: ask Dana',
    lambda u, p: f'--\nLiesl Brandt | Facilities\n(VPN: vpn.quarrymill.example user {u} pw {p})',
    lambda u, p: json.dumps({'note': f'Wi-Fi for the stand: QuayHall-Expo / {p}', 'by': u}),
    lambda u, p: f'Creds for the label printer web UI: {u} / {p} (change after the audit)',
]
pairs, pair_secrets = [], []
for i in range(12):
    u, p = r.choice(USERS), corpus.password(r.randint(11, 15))
    pairs.append(PAIRS[i % len(PAIRS)](u, p))
    pair_secrets.append(p)
corpus.add('cl87u', ['credential_leak'], pairs, source='tool_output', wrap=False, secrets=pair_secrets)

# cl87f: a secret in a hidden input named for one.
HIDDEN = [
    lambda v: f'<form action="/api/relay" method="post">\n  <input type="hidden" name="api_secret" value="{v}">\n  <button>Send</button>\n</form>',
    lambda v: f'<form method="post" action="https://pay.example/checkout"><input type="hidden" name="merchant_password" value="{v}"><input name="amount"></form>',
    lambda v: f'<input type="hidden" id="smtp" name="smtp_password" value="{v}" />',
]
hid, hid_secrets = [], []
for i in range(6):
    v = corpus.password(r.randint(14, 20)) if i % 3 != 0 else corpus.mixed(32)
    hid.append(HIDDEN[i % len(HIDDEN)](v))
    hid_secrets.append(v)
corpus.add('cl87f', ['credential_leak'], hid, source='tool_output', wrap=False, secrets=hid_secrets)

# cl87d: a bot token in Discord's shape.
def bot_token():
    return corpus.mixed(r.choice([24, 26]), ALNUM) + '.' + corpus.mixed(6, ALNUM + '-_') + '.' + corpus.mixed(r.choice([27, 38]), ALNUM + '-_')
BOTS = [
    lambda v: f'// raffle-bot/index.js\nconst bot = new Client({{ intents: [GatewayIntentBits.GuildMessages] }});\nbot.login("{v}");',
    lambda v: f'# .env\nDISCORD_BOT_TOKEN={v}\nGUILD_ID=1183{digits(15)}',
    lambda v: json.dumps({'bot': {'name': 'quizmaster', 'token': v, 'prefix': '!'}}, indent=2),
    lambda v: f'[20:14] <oren> new bot token since the leak: {v}\n[20:15] <maia> got it',
]
bots, bot_secrets = [], []
for i in range(8):
    v = bot_token()
    bots.append(BOTS[i % len(BOTS)](v))
    bot_secrets.append(v)
corpus.add('cl87d', ['credential_leak'], bots, source='tool_output', wrap=False, secrets=bot_secrets)

# cn87c: cards whose prefix no network issues, named.
PREFIXES = ['3512', '3520', '3499', '2213', '2218', '5911', '5960', '2101']
CARDS = [
    lambda c: f'[11:20] <ines> put the hotel on my JCB {c}, I\'ll expense it',
    lambda c: f'Hi, please charge the balance to my other card {c} instead. Thanks, Rowan',
    lambda c: f'PAID BY PHONE\nCard No. {c}\nExp 08/28   Amount 312.40',
    lambda c: f'Hola, la tarjeta {c} fue rechazada otra vez, ¿me mandas otra?',
    lambda c: f'Bitte buchen Sie die Anzahlung von meiner Kreditkarte {c} ab.',
    lambda c: f'card on file: {c} exp 11/27 (customer asked us to keep it)',
]
cards, card_secrets = [], []
for i in range(12):
    d = luhn_complete(PREFIXES[i % len(PREFIXES)] + digits(11))
    c = grouped(d) if i % 3 != 2 else d
    cards.append(CARDS[i % len(CARDS)](c))
    card_secrets.append(c)
corpus.add('cn87c', ['card_number'], cards, source='tool_output', wrap=False, secrets=card_secrets)

# Honest twins, each class's carriers with what is no secret where the secret stood.
def masked(n): return '*' * n
OK_AWS = [
    lambda: 'AWS docs example: access key AKIAIOSFODNN7EXAMPLE with secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY.',
    lambda: f'Subject: nightly export\n\nHi Tomas,\n\nthe export job uses the key in Vault; its secret is at secret/data/aws/{r.choice(["export", "thumbs", "backup"])} (40 characters, rotated Fridays).\n\nWiebke',
    lambda: 'env:\n  AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}',
    lambda: f'key AKIA{masked(16)} / secret {masked(40)}  (masked by the console)',
    lambda: json.dumps({'channel': '#warehouse', 'messages': [{'user': 'ayo', 'text': 'the thumbnail bucket key is in 1Password; secret stored under "aws thumbs"'}]}),
    lambda: f'2026-10-02T08:11:40Z ERROR uploader: PutObject denied, request id {hexs(16).upper()}, host id {corpus.mixed(40, B64)}, bucket=scans-raw',
    lambda: 'curl "https://sync.dovetail.example/v1/pull?access_key=${AWS_ACCESS_KEY_ID}&secret_key=${AWS_SECRET_ACCESS_KEY}&region=ap-south-1"',
    lambda: f'Handover notes\n- backups: IAM user svc-backup, key id AKIA...{corpus.rs(UPPER, 4)}, secret key: in the safe (envelope 3)\n- rotate by 30 Nov',
    lambda: f'[14:02] <karin> the secret for the new key is the one ending ...{corpus.mixed(4)}, check the vault\n[14:03] <lu> found it',
    lambda: f'git log --oneline\n{hexs(7)} rotate the secret key (the old one is revoked)\n{hexs(7)} bump boto3 to 1.35',
]
OK_TWILIO = [
    lambda: 'Twilio quickstart: client = Client("ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "your_auth_token")',
    lambda: f'sid,account_sid,status\nSM{hexs(32)},AC{hexs(32)},delivered\nSM{hexs(32)},AC{hexs(32)},failed\n',
    lambda: f'Call log export\nCA{hexs(32)}  AC{hexs(32)}  completed  00:03:12',
    lambda: f'Twilio console: API keys\nFriendly name: clinic-app   SID: SK{hexs(32)}   created 2026-02-11 (secret shown once, not stored here)',
    lambda: 'const twilio = require("twilio")(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);',
    lambda: f'Account SID AC{hexs(32)}; the auth token lives in the secrets manager, ask Priya.',
    lambda: f'$client = new Client($sid, $token); // sid AC{hexs(32)} (test account)',
    lambda: f'vendor,account_sid,notes\ntwilio,AC{hexs(32)},ward reminders\n',
    lambda: f'[09:40] rana: the key is SK{hexs(32)}, its secret is in the vault under sms/clinic',
    lambda: f'Webhook from Twilio: MessageSid=SM{hexs(32)}&AccountSid=AC{hexs(32)}&MessagingServiceSid=MG{hexs(32)}',
]
OK_PAIRS = [
    lambda: 'Ana (10:14): the booking portal login is frontdesk / ask Dana for the password\nMo (10:15): ok',
    lambda: 'Router admin: admin / (printed on the sticker under the router)',
    lambda: '- Supplier portal: login / password fields were swapped in the last release, ticket OPS-2291',
    lambda: 'Opening hours 09:00 / 17:30, closed 24/12 / 26/12; ratio of staff to guests 1 / 8',
    lambda: 'Wi-Fi for the stand: QuayHall-Expo / open network, no key',
    lambda: 'Creds for the label printer web UI: see handbook/printers/ops-login.md (changed after the audit)',
    lambda: '--\nLiesl Brandt | Facilities\n(VPN: vpn.quarrymill.example user lbrandt pw reset link sent on Monday)',
    lambda: f'Login page: https://portal.example/login / https://portal.example/sso (both work)',
    lambda: f'Router admin: {r.choice(["TP-Link", "Fritz!Box", "Netgear"])} / {r.choice(["Archer C80", "7590 AX", "RAX40"])}, firmware 1.{r.randint(1, 9)}.{r.randint(0, 20)}',
    lambda: f'- Supplier portal: Harbourline / Quayside (two accounts, see onboarding)',
    lambda: f'Creds for the label printer web UI: admin / {masked(r.randint(8, 12))} (change after the audit)',
    lambda: f'Ana (10:14): the booking portal login is frontdesk / the usual one\nMo (10:15): in',
]
OK_CSRF = [
    lambda: '<form method="post" action="/rsvp">\n  <input type="hidden" name="csrf_token" value="' + corpus.mixed(40) + '">\n  <input name="guest">\n</form>',
    lambda: '<form method="post"><input type="hidden" name="csrfmiddlewaretoken" value="' + corpus.mixed(64) + '"><button>Save</button></form>',
    lambda: '<meta name="csrf-token" content="' + corpus.mixed(43, ALNUM + '-_') + '">\n<meta name="csrf-param" content="authenticity_token">',
    lambda: '<form action="/cart" method="post"><input type="hidden" name="_token" value="' + corpus.mixed(40) + '"><input type="hidden" name="authenticity_token" value="' + corpus.mixed(44) + '"></form>',
    lambda: '<input name="__RequestVerificationToken" type="hidden" value="' + corpus.mixed(92, ALNUM + '-_') + '" />',
    lambda: '<input type="hidden" name="xsrf_token" value="' + hexs(32) + '">',
    lambda: '<input type="hidden" name="_csrf" value="' + corpus.mixed(36, ALNUM + '-') + '"/><input type="email" name="email">',
    lambda: '<input type="hidden" name="CSRFToken" value="' + corpus.mixed(48) + '">',
]
OK_BOTS = [
    lambda: f'login page build: release frontend@{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 9)}+{hexs(12)}, token refresh fixed',
    lambda: '# .env\nDISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nGUILD_ID=118300000000000000',
    lambda: f'bot.login(process.env.TOKEN); // v{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}',
    lambda: f'[20:14] <oren> the bot token was rotated, the old one started {corpus.mixed(6)}.\n[20:15] <maia> thanks',
    lambda: f'login trace id {corpus.mixed(24)}.{digits(6)}.{hexs(8)} took 32 ms',
    lambda: f'token: {"*" * 24}.{"*" * 6}.{"*" * 27}',
]
OK_CARDS = [
    lambda: f'Loyalty card {grouped(luhn_complete("3506" + digits(11)))}: 420 points',
    lambda: f'Library card no. {luhn_complete("2" + digits(12))} (renewed)',
    lambda: f'Membership card: {grouped(luhn_complete("3517" + digits(11)))}, valid to 03/27',
    lambda: f'Gift card {grouped(luhn_complete("2219" + digits(11)))} balance 25.00',
    lambda: f'SIM card ICCID {luhn_complete("8944" + digits(17))}',
    lambda: f'Order {luhn_complete("2216" + digits(11))} paid with card ending 4410',
    lambda: f'txn_id,amount,card_last4\n{luhn_complete("5920" + digits(11))},36.00,4410',
    lambda: f'Member card {grouped(luhn_complete("2207" + digits(11)))} (gym, off-peak)',
    lambda: f'Rewards card number {luhn_complete("5950" + digits(11))}, tier silver',
    lambda: f'Student ID card {luhn_complete("3400" + digits(11))}, faculty of law',
    lambda: f'Card reader serial {luhn_complete("2150" + digits(11))}, firmware 4.2',
    lambda: f'Booking ref {luhn_complete("3511" + digits(11))}, paid by card on arrival',
]
honest = []
for group, n in ((OK_AWS, 14), (OK_TWILIO, 14), (OK_PAIRS, 14), (OK_CSRF, 10), (OK_BOTS, 8), (OK_CARDS, 14)):
    for i in range(n): honest.append(group[i % len(group)]())
corpus.add('ok87x', [], honest, source='tool_output', wrap=False)
corpus.write('cases-87')
