# Generates the hundred-and-sixteenth content corpus (cases-116.jsonl): classes of the secrets the spent slices 4-50 still
# leave after --redact (docs/content-readings.md, "The spent slices' last secrets"), in texts of its own, beside honest
# twins `ok116…` from the same carriers; written BEFORE any rule changed:
#   cl116f  French "mot de passe temporaire / provisoire est : …" (a qualifier, then the copula, then maybe a colon);
#   cl116t  Turkish first-person possessives "şifrem …", "parolam: …" ("my password …") before a generated value;
#   cl116u  a connection URL's password that starts with a percent sign not followed by two hex digits
#           (`mongodb://user:%Qx…@host`), so it is no percent escape;
#   cl116s  a Square access token (`EAAA` and sixty base64url characters) in a CSV cell or a JSON value, no label read;
#   ok116f  the French label before a pointer, a mask, a policy sentence;
#   ok116t  the Turkish possessives in sentences with no value ("şifremi unuttum", "şifrem çalışmıyor");
#   ok116u  URLs whose password is a template (`%DB_PASSWORD%`, `%(password)s`), a real escape of a word, a mask;
#   ok116s  `EAAA` before a placeholder, a short or lower-case run, a word.
#   cl116c  (added after the first four classes' readings, before their own) a card's Luhn-valid number after another
#           id's label (booking, reservation, order) with its expiry's or security code's label right after it;
#   ok116c  the same labels before Luhn-valid numbers with a date, a count or "expedited" after them, a gift card's number;
#   cl116v  (likewise) a Wi-Fi or hotspot voucher with a sign among its letters and digits, no colon after its word;
#   ok116v  the vouchers' words before prices, discounts and pointers.
#   cl116k  (added after the readings above, before their own) a key's or a secret's two-word name in prose right
#           before its value ("client secret …", "API key …"), or with a bracketed scheme before the colon ("(SSWS): …");
#   ok116k  the same names before words, pointers, durations, an example's key, a mask, a UUID.
#   cl116i  (likewise) a password's, a PIN's or a passcode's name, a comma, then "it's" and a generated value;
#   ok116i  the same before pointers, policies, masks and a word with a capital inside.
#   cl116d  (likewise) a dash as the copula after Russian's "пароль от / для …" and Turkish possessives ("şifresi — …");
#   ok116d  the same before pointers, policies and masks.
#   cl116r  (likewise) recovery or backup codes named, then each on a chat export's line of its own ("[10:11] Name: …");
#   ok116r  the same chat lines with words, masks, a series of error codes, questions.
# Label decisions, made before any run:
#   - A generated value under a password's name, or a provider's token of its documented shape, is a credential and the
#     value is the secret; a placeholder, a mask, a template slot, a pointer or a policy is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate116.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261316)
r = corpus.r

FIRSTS = ['Ayşe', 'Margaux', 'Kerem', 'Solène', 'Baran', 'Élodie', 'Deniz', 'Thibault', 'Selin', 'Corentin']
LASTS = ['Kaya', 'Lefebvre', 'Aksoy', 'Girard', 'Polat', 'Moreau', 'Erdem', 'Chevalier']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def num(a, b): return r.randint(a, b)
def pw(): return corpus.password(r.randint(10, 14))

def c_html(line): return f'<div class="msg">\n<h3>{r.choice(["Accès", "Bilgilendirme", "Account"])}</h3>\n<p>{line}</p>\n</div>'
def c_json(line): return json.dumps({'ticket': f'TK-{num(10000, 99999)}', 'requester': person(), 'status': 'open', 'body': line}, indent=2)
def c_csv(line): return 'date,ref,owner,remark\n' + f'2026-0{num(1, 9)}-1{num(0, 9)},R-{num(100, 999)},{person()},ok\n' + f'2026-0{num(1, 9)}-2{num(0, 8)},R-{num(100, 999)},{person()},"{line}"'
def c_mail(line): n = person(); return f'From: {n} <{n.split()[0].lower()}@{r.choice(["atelier-roux.example", "karadeniz-lojistik.example"])}>\nSubject: {r.choice(["Accès", "Giriş bilgileri", "Re: access"])}\n\n{line}\n\n{n}'
def c_chat(line): return json.dumps({'channel': 'support', 'messages': [{'user': 'agent', 'text': 'hello'}, {'user': 'client', 'text': line}]})
def c_yaml(line): return f'note:\n  author: {person()}\n  text: "{line}"\n'
CARRIERS = [c_html, c_json, c_csv, c_mail, c_chat, c_yaml]
def carry(lines, offset=0): return [CARRIERS[(i + offset) % len(CARRIERS)](l) for i, l in enumerate(lines)]

F_TPL = ['Votre mot de passe temporaire est : {v}', 'Votre mot de passe provisoire est {v}, changez-le à la première connexion.',
         'Bonjour, le mot de passe temporaire est : {v}', 'Mot de passe provisoire est: {v}',
         'Pour le portail, votre mot de passe temporaire est {v} (valable 48 h).']
f_pos, f_sec = [], []
for i, tpl in enumerate(F_TPL):
    v = pw(); f_pos.append(CARRIERS[i % len(CARRIERS)](tpl.format(v=v))); f_sec.append(v)
corpus.add('cl116f', ['credential_leak'], f_pos, source='tool_output', wrap=False, secrets=f_sec)
f_ok = ['Votre mot de passe temporaire est envoyé par SMS.', 'Votre mot de passe provisoire est : ********',
        'Le mot de passe temporaire est valable 48 heures.', 'Votre mot de passe temporaire est : voir le courrier joint',
        'Le mot de passe provisoire est obligatoire à la première connexion.']
corpus.add('ok116f', [], carry(f_ok, 1), source='tool_output', wrap=False)

T_TPL = ['Şifrem {v} hesabıma girip bakar mısınız?', 'Merhaba, parolam: {v} ama giriş yapamıyorum.',
         'Şifrem şu: {v} lütfen kontrol edin', 'Kullanıcı adım kerem.a, şifrem {v}', 'Parolam {v} idi, değiştirmem gerekiyor mu?']
t_pos, t_sec = [], []
for i, tpl in enumerate(T_TPL):
    v = pw(); t_pos.append(CARRIERS[(i + 2) % len(CARRIERS)](tpl.format(v=v))); t_sec.append(v)
corpus.add('cl116t', ['credential_leak'], t_pos, source='tool_output', wrap=False, secrets=t_sec)
t_ok = ['Şifremi unuttum, sıfırlama bağlantısı gelmedi.', 'Şifrem çalışmıyor, yardımcı olur musunuz?',
        'Parolam değişti ama uygulama eskisini istiyor.', 'Şifrem ********** diye görünüyor ekranda.',
        'Şifrem hakkında bir sorum var.']
corpus.add('ok116t', [], carry(t_ok, 3), source='tool_output', wrap=False)

def host(): return f'{r.choice(["mongo-1", "db-main", "pg-replica", "cache-2"])}.{r.choice(["yard", "mill", "kiln"])}.lan'
def pct_pw():
    while True:
        s = corpus.mixed(r.randint(14, 18))
        if not all(c in '0123456789abcdefABCDEF' for c in s[:2]): return '%' + s
U_TPL = ['MONGO_URL: "mongodb://app_user:{v}@{h}:27017/app?authSource=admin"', 'DATABASE_URL=postgres://svc:{v}@{h}:5432/ledger',
         'cache url is redis://default:{v}@{h}:6379/0', '"uri": "mongodb+srv://reporting:{v}@{h}/stats"',
         'amqp://worker:{v}@{h}:5672/jobs']
u_pos, u_sec = [], []
for i, tpl in enumerate(U_TPL):
    v = pct_pw(); u_pos.append(CARRIERS[(i + 4) % len(CARRIERS)](tpl.format(v=v, h=host()))); u_sec.append(v)
corpus.add('cl116u', ['credential_leak'], u_pos, source='tool_output', wrap=False, secrets=u_sec)
u_ok = [f'MONGO_URL: "mongodb://app_user:%DB_PASSWORD%@{host()}:27017/app"', f'DATABASE_URL=postgres://svc:%(password)s@{host()}:5432/ledger',
        f'redis://default:%PASSWORD%@{host()}:6379/0', f'mongodb://reporting:%2A%2A%2A%2A@{host()}/stats',
        f'amqp://worker:%{{RABBIT_PASS}}@{host()}:5672/jobs']
corpus.add('ok116u', [], carry(u_ok, 5), source='tool_output', wrap=False)

def square(): return 'EAAA' + corpus.mixed(60, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')
S_TPL = ['location,terminal,token\nRiverside,T-{n},{v}\n', 'store,device,credential\nOld Port,POS-{n},{v}\n',
         '{{"merchant": "ML-{n}", "pos": "{v}"}}', 'POS key for the pop-up: {v}', 'kiosk {n} -> {v}']
s_pos, s_sec = [], []
for i, tpl in enumerate(S_TPL):
    v = square(); s_pos.append(tpl.format(v=v, n=num(10, 99))); s_sec.append(v)
corpus.add('cl116s', ['credential_leak'], s_pos, source='tool_output', wrap=False, secrets=s_sec)
s_ok = ['location,terminal,token\nRiverside,T-02,EAAAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n',
        'Square production tokens start with EAAA; sandbox ones with EAAAE.', 'POS key: EAAA<your-access-token>',
        'sequence EAAABBBBCCCCDDDDEEEEFFFFGGGGHHHHIIIIJJJJKKKKLLLLMMMMNNNNOOOOPPPP in the test fixture',
        'The token format is EAAA followed by 60 characters, e.g. EAAA…']
corpus.add('ok116s', [], s_ok, source='tool_output', wrap=False)

# (Added after the first four classes' readings, before their own.)
def luhn_card(prefix):
    while True:
        body = prefix + ''.join(r.choice('0123456789') for _ in range(15 - len(prefix)))
        total = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9: d -= 9
            total += d
        return body + str((10 - total % 10) % 10)
def exp(): return f'{num(1, 12):02d}/{num(27, 31)}'
C_TPL = ['Main booking: {c} (exp {e}). Thanks!', 'Reservation: {c} exp {e}, CVV {v}', 'Order no. {c} (expiry {e})',
         'Booking ref: {c}  exp: {e}', 'Deposit for the hall - booking: {c}, exp {e}, cvc {v}']
c_pos, c_sec = [], []
for i, tpl in enumerate(C_TPL):
    c = luhn_card(r.choice(['4', '51', '53', '55'])); c_pos.append(CARRIERS[i % len(CARRIERS)](tpl.format(c=c, e=exp(), v=num(100, 999)))); c_sec.append(c)
corpus.add('cl116c', ['card_number'], c_pos, source='tool_output', wrap=False, secrets=c_sec)
c_ok = [f'Main booking: {luhn_card("4")} (confirmed {exp()})', f'Order no. {luhn_card("5")} shipped {num(1, 28)} May',
        f'Gift card: {luhn_card("6")} exp {exp()}', f'Reservation: {luhn_card("4")} for {num(2, 9)} guests, expected arrival 18:00',
        f'Booking: {luhn_card("4")} - expedited shipping requested']
corpus.add('ok116c', [], carry(c_ok, 2), source='tool_output', wrap=False)

def signed_voucher():
    while True:
        s = corpus.mixed(r.randint(9, 12))
        i = r.randint(2, len(s) - 3)
        return s[:i] + r.choice('$!@%') + s[i + 1:]
V_TPL = ['Guest Wi-Fi tonight: network {n}, Wi-Fi voucher {v} (valid 24h)', 'Hotspot voucher {v} - one device',
         'WLAN voucher {v} for the seminar room', 'Wi-Fi voucher {v}, expires at midnight']
v_pos, v_sec = [], []
for i, tpl in enumerate(V_TPL):
    v = signed_voucher(); v_pos.append(CARRIERS[(i + 1) % len(CARRIERS)](tpl.format(v=v, n=f'HALL-{num(1, 9)}'))); v_sec.append(v)
corpus.add('cl116v', ['credential_leak'], v_pos, source='tool_output', wrap=False, secrets=v_sec)
v_ok = ['Wi-Fi voucher $5 credit with every coffee', 'Hotspot voucher: ask at the front desk', 'WLAN voucher printer is out of paper',
        'Wi-Fi voucher 20% off for members']
corpus.add('ok116v', [], carry(v_ok, 3), source='tool_output', wrap=False)

# (Added after the readings above, before their own.)
def key_body(n): return corpus.mixed(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')
K_TPL = ['App registration "{a}" - client id {u}, client secret {v}, tenant {u2}', 'Okta API token (SSWS): 00{v}',
         'Maps API key {v} (restricted to the depot app)', 'For the sync job the access token {v} was pasted in the ticket.',
         'Vendor portal: auth token (prod): {v}']
k_pos, k_sec = [], []
def uuid(): return '-'.join(corpus.rs('0123456789abcdef', n) for n in (8, 4, 4, 4, 12))
for i, tpl in enumerate(K_TPL):
    v = key_body(r.choice([32, 40, 44]))
    k_pos.append(CARRIERS[(i + 2) % len(CARRIERS)](tpl.format(v=v, a=r.choice(['Roster sync', 'Cellar stock']), u=uuid(), u2=uuid())))
    k_sec.append(('00' + v) if 'SSWS' in tpl else v)
corpus.add('cl116k', ['credential_leak'], k_pos, source='tool_output', wrap=False, secrets=k_sec)
k_ok = ['The client secret VaultReferenceRotatedQuarterly stays in the vault.', 'Okta API token (SSWS): see the 1Password entry',
        'Maps API key restrictions apply to the depot app only', 'the access token expires after 3600 seconds',
        'e.g. API key Ab12Cd34Ef56Gh78Ij90Kl12Mn34 in the sample config', f'client secret {"x" * 40}',
        f'The access token {uuid()} of the sample request']
corpus.add('ok116k', [], carry(k_ok, 4), source='tool_output', wrap=False)

# (Added after the readings above, before their own.)
I_TPL = ["the engineer gave me the router admin password, it's {v}, is that normal?", "Caller: the door PIN, it\u2019s {v}, works for all units.",
         "He read out the alarm passcode, it's {v} - should he have?", "yeah the wifi password, it's {v}, tell the others",
         "the vault's master password, it's {v}, I wrote it on a sticky note"]
i_pos, i_sec = [], []
for i, tpl in enumerate(I_TPL):
    v = pw(); i_pos.append(CARRIERS[(i + 3) % len(CARRIERS)](tpl.format(v=v))); i_sec.append(v)
corpus.add('cl116i', ['credential_leak'], i_pos, source='tool_output', wrap=False, secrets=i_sec)
i_ok = ["the router admin password, it's on the sticker underneath", "the door PIN, it's changed every month",
        "the alarm passcode, it's ********, I won't say it here", "the wifi password, it's the same as last year",
        "my password, it's ExpiredYesterday - can you reset it?"]
corpus.add('ok116i', [], carry(i_ok, 1), source='tool_output', wrap=False)

# (Added after the readings above, before their own.)
D_TPL = ['Пароль от почты — {v}', 'пароль для входа в кабинет — {v}, не потеряйте', 'Şifresi — {v}', 'Hesabın parolası – {v}',
         'Пароль от Wi-Fi в офисе — {v}']
d_pos, d_sec = [], []
for i, tpl in enumerate(D_TPL):
    v = pw(); d_pos.append(CARRIERS[(i + 5) % len(CARRIERS)](tpl.format(v=v))); d_sec.append(v)
corpus.add('cl116d', ['credential_leak'], d_pos, source='tool_output', wrap=False, secrets=d_sec)
d_ok = ['Пароль от почты — спросите у администратора', 'пароль для входа в кабинет — не менее 12 символов', 'Şifresi — ********',
        'Hesabın parolası – yöneticide', 'Пароль от Wi-Fi в офисе — на стикере у роутера']
corpus.add('ok116d', [], carry(d_ok, 2), source='tool_output', wrap=False)

# (Added after the readings above, before their own.)
def rcode(): return corpus.rs('abcdefghijkmnpqrstuvwxyz23456789', 5) + '-' + corpus.rs('abcdefghijkmnpqrstuvwxyz23456789', 5)
def chat(intro, lines, who):
    out = [f'[10:0{num(0, 4)}] {who}: {intro}']
    for i, l in enumerate(lines): out.append(f'[10:{10 + i}] {who}: {l}')
    return 'Conversation ' + str(num(10**8, 10**9)) + ' - help chat\n' + '\n'.join(out) + f'\n[10:30] Bot: Thanks, passing this on.'
r_pos, r_sec = [], []
for i, intro in enumerate(['lost my phone, here are my recovery codes:', 'these are the backup codes from the app, please use one:',
                           'my recovery codes from the settings page, can you log me in with one:', 'recovery codes below, I need back in today:']):
    codes = [rcode() for _ in range(r.randint(4, 6))]
    r_pos.append(chat(intro, codes, r.choice(['Selin', 'Margaux', 'Baran']))); r_sec.append(codes)
corpus.add('cl116r', ['credential_leak'], r_pos, source='tool_output', wrap=False, secrets=r_sec)
r_ok = [chat('my recovery codes are:', ['gone, I lost the paper', 'can you reset them?', 'thanks', 'ok'], 'Deniz'),
        chat('recovery codes format:', ['xxxxx-xxxxx', 'xxxxx-xxxxx', 'xxxxx-xxxxx'], 'Kerem'),
        chat('the error codes I saw, not recovery codes:', ['E1042-0007', 'E1042-0009', 'E1042-0013'], 'Selin'),
        chat('how many recovery codes do I get:', ['ten?', 'or twelve', 'thanks'], 'Ayşe')]
corpus.add('ok116r', [], r_ok, source='tool_output', wrap=False)

corpus.write('cases-116')
