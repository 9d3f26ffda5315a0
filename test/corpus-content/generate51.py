# Generates the fifty-first content corpus (cases-51.jsonl): credentials in the shapes the review of cases-47.jsonl's
# readings listed as missed, and credentials as agents' tool results carry them, each with every secret listed
# (`secrets`, exactly as it appears in the text) so redaction is checked, beside look-alikes `ok51…` in the same
# carriers; written class by class BEFORE any rule changed, without reading the held-out slices, and none a shape
# generate31.py, generate36.py, generate39.py, generate43.py or generate47.py already wrote:
#   cr51a  verbs of change: German "heißt", "wurde geändert auf/in", "ist jetzt"; French "a été changé en", "est
#          désormais", "a été réinitialisé à"; Spanish "ha cambiado a", "se cambió a"; Italian "è stata cambiata in";
#          Portuguese "foi alterada para"; Dutch "is gewijzigd in"; English "is now", "has been reset to", "was changed
#          to", "got changed to", "has been updated to";
#   cr51b  a password's name in Czech (heslo), Swedish (lösenord), Romanian (parola/parolă), Greek (κωδικός), Russian
#          (пароль), Korean (비밀번호/암호), Hungarian (jelszó), Finnish (salasana), Vietnamese (mật khẩu), Indonesian
#          (kata sandi), Hindi (पासवर्ड), Arabic (كلمة المرور), Hebrew (סיסמה), with a colon, a copula or that
#          language's verb;
#   cr51c  Wi-Fi codes without "voucher": "WLAN-Schlüssel", "Wi-Fi key", "network key", "WPA2 key", "WPA2-PSK",
#          "Netzwerkschlüssel", "clé WiFi", "clave WiFi", "wifi pass", a router's sticker as text;
#   cr51d  a value on the line after its label: the label alone on a line ending with a colon, the value alone on the
#          next, in mail, tickets, chat and markdown tables (a cell below its header);
#   cr51e  agents' tool results: MCP JSON-RPC results with nested "pwd", "passwd", "secretKey", "client_secret",
#          "x-api-key" (a logged request's headers), search snippets and RAG chunks cut mid-line, a browser snapshot's
#          password input with its `value=`, a sub-agent's report quoting a config, CRM and issue-tracker fields.
# Label decisions, made before any run:
#   - A literal value beside a name that says it is a password, a key to a network, a token or a client secret (in the
#     carrier's syntax or language) is a credential_leak; the value is the secret. A sentence that says what it was
#     changed to, reset to or is now gives it. A value on the line right after a label that ends with a colon is that
#     label's value (mail, tickets and chat write it so).
#   - A label without a value, a sentence that says a password was changed or reset without saying to what, a
#     placeholder (`********`, `<password>`, `changeme`, `xxxx`, `●●●●`), a reference (`${SECRET}`, "see vault",
#     `{{ secrets.x }}`, `vault:…`), a hash, a policy (length, classes), a Wi-Fi network's NAME (SSID) without a key, an
#     error code, a ticket or order number, a schema (`"password": {"type": "string"}`), a UI string or an i18n file
#     mapping a key to the word for password in any language, a form's empty password input (`value=""`) and a word of
#     a sentence are benign.
#   - A value is a secret only when it reads as one: letters and digits mixed (generated), not a word of the language.
# Deterministic (seeded). Run: python3 test/corpus-content/generate51.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import ALNUM, Corpus
corpus = Corpus(20261251)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


def tok(prefix, n):
    return prefix + mixed(n)


# Carriers: a bare text, a mail, a ticket, a chat line, a wiki page, a log line.
TEXT = [
    lambda t: t,
    lambda t: 'From: servicedesk@lutherie.example\nTo: p.varga@lutherie.example\nSubject: Re: access\n\n' + t + '\n\nRegards,\nService Desk\n',
    lambda t: 'Ticket HD-58213 (Access request)\nPriority: P3\n\nComment by R. Ilves:\n' + t + '\n',
    lambda t: '[14:02] ana: any news?\n[14:03] tomek: ' + t + '\n[14:03] ana: thanks\n',
    lambda t: '# Site notes\n\n' + t + '\n\n_Last edited by kiosk-admin_\n',
]
JSONC = [
    lambda t: json.dumps({'jsonrpc': '2.0', 'id': 17, 'result': {'content': [{'type': 'text', 'text': t}], 'isError': False}}),
    lambda t: json.dumps({'ticket': {'id': 48211, 'subject': 'Access', 'comments': [{'author': 'agent', 'body': t}]}}),
    lambda t: json.dumps({'messages': [{'user': 'U02KIT', 'text': t, 'ts': '1764760000.000200'}]}),
]
# Next-line carriers: plain text only (a JSON string would hold the break as \n, and is written in cr51e).
LINES = [
    lambda t: t,
    lambda t: 'From: it@ropeworks.example\nTo: new.starter@ropeworks.example\nSubject: Your access\n\nHi,\n\n' + t + '\n\nIT\n',
    lambda t: 'Ticket SR-77120 (Onboarding)\n\nInternal note:\n' + t + '\n',
    lambda t: '[09:12] lead: here are the details\n' + t + '\n[09:13] new: got it',
]


def add(kind, pairs, containers):
    corpus.containers = containers
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts, containers):
    corpus.containers = containers
    corpus.add(kind, [], texts)


# cr51a: verbs of change.
A = [pw() for _ in range(40)]
cr51a = [
    (f'Das neue Passwort heißt {A[0]}.', A[0]),
    (f'Das WLAN-Passwort heisst jetzt {A[1]}', A[1]),
    (f'Das Passwort wurde geändert auf {A[2]}.', A[2]),
    (f'Das Kennwort wurde in {A[3]} geändert.', A[3]),
    (f'Passwort wurde auf {A[4]} zurückgesetzt', A[4]),
    (f'Das Passwort ist jetzt {A[5]}', A[5]),
    (f'Le mot de passe a été changé en {A[6]}.', A[6]),
    (f'Le mot de passe est désormais {A[7]}', A[7]),
    (f'Ton mot de passe a été réinitialisé à {A[8]}', A[8]),
    (f'Le mdp a été modifié en {A[9]} ce matin.', A[9]),
    (f'La contraseña ha cambiado a {A[10]}.', A[10]),
    (f'La contraseña se cambió a {A[11]} ayer.', A[11]),
    (f'Tu contraseña ha sido restablecida a {A[12]}', A[12]),
    (f'La password è stata cambiata in {A[13]}.', A[13]),
    (f'La password è stata reimpostata a {A[14]}', A[14]),
    (f'A senha foi alterada para {A[15]}.', A[15]),
    (f'A senha foi redefinida para {A[16]}', A[16]),
    (f'Het wachtwoord is gewijzigd in {A[17]}.', A[17]),
    (f'Het wachtwoord is veranderd naar {A[18]}', A[18]),
    (f'The password is now {A[19]} - please update your saved logins.', A[19]),
    (f'Your password has been reset to {A[20]}.', A[20]),
    (f'The admin password was changed to {A[21]} yesterday.', A[21]),
    (f'wifi password got changed to {A[22]}', A[22]),
    (f'The kiosk password has been updated to {A[23]}.', A[23]),
    (f'I reset the password to {A[24]}, change it after you log in.', A[24]),
    (f'Password changed to {A[25]} per your request.', A[25]),
    (f'The shared mailbox password has been changed to "{A[26]}".', A[26]),
    (f'Das Passwort für den Drucker wurde geändert in {A[27]}', A[27]),
    (f'Le mot de passe du routeur a été changé en « {A[28]} ».', A[28]),
    (f'Password was reset to {A[29]} by the helpdesk.', A[29]),
    (f'we set the new password to {A[30]}', A[30]),
    (f'La contraseña del wifi ha cambiado a {A[31]}', A[31]),
]
add('cr51a', cr51a, TEXT + JSONC)

# cr51b: passwords labelled in thirteen more languages.
B = [pw() for _ in range(50)]
cr51b = [
    (f'Heslo: {B[0]}', B[0]),
    (f'Heslo k wifi je {B[1]}', B[1]),
    (f'Nové heslo je {B[2]}, změňte ho po přihlášení.', B[2]),
    (f'Lösenord: {B[3]}', B[3]),
    (f'Lösenordet är {B[4]}', B[4]),
    (f'Ditt tillfälliga lösenord är {B[5]}.', B[5]),
    (f'Parola: {B[6]}', B[6]),
    (f'Parola este {B[7]}', B[7]),
    (f'Parola nouă este {B[8]}.', B[8]),
    (f'Κωδικός: {B[9]}', B[9]),
    (f'Ο κωδικός πρόσβασης είναι {B[10]}', B[10]),
    (f'Κωδικός πρόσβασης: {B[11]}', B[11]),
    (f'Пароль: {B[12]}', B[12]),
    (f'Ваш новый пароль: {B[13]}', B[13]),
    (f'пароль от wifi {B[14]}', B[14]),
    (f'비밀번호: {B[15]}', B[15]),
    (f'임시 비밀번호는 {B[16]} 입니다.', B[16]),
    (f'암호: {B[17]}', B[17]),
    (f'Jelszó: {B[18]}', B[18]),
    (f'Az új jelszó: {B[19]}', B[19]),
    (f'A jelszavad {B[20]}', B[20]),
    (f'Salasana: {B[21]}', B[21]),
    (f'Uusi salasana on {B[22]}', B[22]),
    (f'Mật khẩu: {B[23]}', B[23]),
    (f'Mật khẩu wifi là {B[24]}', B[24]),
    (f'Mật khẩu mới của bạn là {B[25]}.', B[25]),
    (f'Kata sandi: {B[26]}', B[26]),
    (f'Kata sandi baru Anda adalah {B[27]}', B[27]),
    (f'Kata sandi wifi: {B[28]}', B[28]),
    (f'पासवर्ड: {B[29]}', B[29]),
    (f'आपका नया पासवर्ड {B[30]} है।', B[30]),
    (f'كلمة المرور: {B[31]}', B[31]),
    (f'كلمة المرور الجديدة هي {B[32]}', B[32]),
    (f'كلمة السر: {B[33]}', B[33]),
    (f'סיסמה: {B[34]}', B[34]),
    (f'הסיסמה החדשה היא {B[35]}', B[35]),
    (f'סיסמא: {B[36]}', B[36]),
    (f'Heslo pro VPN: {B[37]}', B[37]),
    (f'WiFi-lösenord: {B[38]}', B[38]),
    (f'Пароль администратора — {B[39]}', B[39]),
    (f'Parolă: {B[40]}', B[40]),
    (f'Wifi salasana: {B[41]}', B[41]),
]
add('cr51b', cr51b, TEXT + JSONC)

# cr51c: Wi-Fi keys without "voucher".
C = [pw(r.randint(12, 20)) for _ in range(30)]
cr51c = [
    (f'WLAN-Schlüssel: {C[0]}', C[0]),
    (f'SSID: Gaeste-Buero\nWLAN-Schlüssel: {C[1]}', C[1]),
    (f'Wi-Fi key: {C[2]}', C[2]),
    (f'Network: Harbour-Guest\nNetwork key: {C[3]}', C[3]),
    (f'WPA2 key: {C[4]}', C[4]),
    (f'WPA2-PSK: {C[5]}', C[5]),
    (f'Netzwerkschlüssel: {C[6]}', C[6]),
    (f'Clé WiFi : {C[7]}', C[7]),
    (f'Clave WiFi: {C[8]}', C[8]),
    (f'wifi pass {C[9]}', C[9]),
    (f'Router sticker:\nSSID: FRITZ!Box 7590 XY\nWLAN-Netzwerkschlüssel (WPA2): {C[10]}', C[10]),
    (f'Guest Wi-Fi: Ferry-Lounge / key {C[11]}', C[11]),
    (f'WiFi: StudioNet, key: {C[12]}', C[12]),
    (f'The Wi-Fi key is {C[13]}', C[13]),
    (f'Network security key: {C[14]}', C[14]),
    (f'WPA key: {C[15]}', C[15]),
    (f'PSK: {C[16]}', C[16]),
    (f'Wireless key: {C[17]}', C[17]),
    (f'Der WLAN-Schlüssel lautet {C[18]}', C[18]),
    (f'WLAN: Werkstatt-5G\nSchlüssel: {C[19]}', C[19]),
    (f'wpa_passphrase={C[20]}', C[20]),
    (f'Wi-Fi network "Atelier", WPA2 passphrase {C[21]}', C[21]),
]
add('cr51c', cr51c, TEXT + JSONC)

# cr51d: a value on the line after its label.
D = [pw() for _ in range(40)]
U = ['j.hale', 'reception', 'm.okafor', 'admin', 'kiosk01', 'frontdesk', 'p.varga', 'werkstatt']
cr51d = [
    (f'Username:\n{U[0]}\nPassword:\n{D[0]}', D[0]),
    (f'Your temporary password:\n{D[1]}\n\nPlease change it at first login.', D[1]),
    (f'Password:\n{D[2]}', D[2]),
    (f'Passwort:\n{D[3]}\n\nBitte nach dem ersten Login ändern.', D[3]),
    (f'Mot de passe :\n{D[4]}', D[4]),
    (f'Contraseña:\n{D[5]}', D[5]),
    (f'Login details\nUser:\n{U[1]}\nPassword:\n{D[6]}\n', D[6]),
    (f'The new password is:\n{D[7]}', D[7]),
    (f'Wi-Fi password:\n{D[8]}', D[8]),
    (f'| Username | Password |\n|---|---|\n| {U[2]} | {D[9]} |', D[9]),
    (f'| Service | Login | Password |\n| --- | --- | --- |\n| NAS | {U[3]} | {D[10]} |\n| Printer | {U[4]} | {D[11]} |', [D[10], D[11]]),
    (f'Password:\n\n{D[12]}', D[12]),
    (f'Initial password:\n    {D[13]}', D[13]),
    (f'Admin password:\n`{D[14]}`', D[14]),
    (f'Kennwort:\n{D[15]}', D[15]),
    (f'Wachtwoord:\n{D[16]}', D[16]),
    (f'Hasło:\n{D[17]}', D[17]),
    (f'Here is the password:\n{D[18]}\nDelete this message after use.', D[18]),
    (f'**Password:**\n{D[19]}', D[19]),
    (f'API key:\n{tok("sk_live_", 24)}', None),
    (f'Temporary password:\r\n{D[20]}\r\n', D[20]),
    (f'Passcode for the door:\n{D[21][:8]}', None),
    (f'pw:\n{D[22]}', D[22]),
    (f'Senha:\n{D[23]}', D[23]),
    (f'VPN password:\n{D[24]}\n(expires in 7 days)', D[24]),
    (f'| Account | Passwort |\n|:--|:--|\n| empfang | {D[25]} |', D[25]),
]
cr51d = [p for p in cr51d if p[1] is not None]
add('cr51d', cr51d, LINES)

# cr51e: agents' tool results.
E = [pw() for _ in range(50)]
K = [mixed(32) for _ in range(10)]


def rpc(result):
    return json.dumps({'jsonrpc': '2.0', 'id': r.randint(2, 99), 'result': result})


cr51e = [
    (rpc({'structuredContent': {'db': {'host': 'pg.internal', 'user': 'app', 'pwd': E[0]}}}), E[0]),
    (rpc({'structuredContent': {'smtp': {'server': 'mail.example', 'passwd': E[1]}}}), E[1]),
    (rpc({'structuredContent': {'storage': {'accessKey': 'AKIA' + corpus.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), 'secretKey': K[0]}}}), None),
    (rpc({'structuredContent': {'oauth': {'client_id': 'app-7731', 'client_secret': K[1]}}}), K[1]),
    (rpc({'content': [{'type': 'text', 'text': json.dumps({'request': {'method': 'GET', 'url': 'https://api.partner.example/v2/orders', 'headers': {'accept': 'application/json', 'x-api-key': K[2]}}})}]}), K[2]),
    (rpc({'structuredContent': {'integration': {'name': 'crm-sync', 'apiKey': K[3]}}}), K[3]),
    (rpc({'structuredContent': {'items': [{'name': 'router', 'creds': {'user': 'admin', 'passwd': E[2]}}]}}), E[2]),
    (json.dumps({'results': [{'title': 'Setup notes - internal wiki', 'url': 'https://wiki.example/setup', 'snippet': f'...the staging box. password: {E[3]} and the user is deploy ...'}]}), E[3]),
    (json.dumps({'results': [{'title': 'Forum thread', 'snippet': f'... ssh in with root / pass: {E[4]} then run the ...'}]}), E[4]),
    (json.dumps({'chunks': [{'id': 'doc-12#4', 'score': 0.82, 'text': f'ed the router. The admin password is {E[5]} and the SSID is Ferry-Ops. After th'}]}), E[5]),
    (json.dumps({'chunks': [{'id': 'kb-3#1', 'text': f'…pw: {E[6]} (rotate monthly) …'}]}), E[6]),
    (f'- textbox "Password" [ref=e14]: {E[7]}', None),
    (f'<form><input type="text" name="user" value="{U[0]}"><input type="password" name="pass" value="{E[8]}"></form>', E[8]),
    (f'<input id="pwd" type="password" value="{E[9]}" autocomplete="current-password">', E[9]),
    (json.dumps({'snapshot': f'<label>Passwort</label><input type="password" value="{E[10]}">'}), E[10]),
    (f'Sub-agent report: I read config/app.yaml. It has database.password: {E[11]} in plain text, which should be moved to the vault.', E[11]),
    (f'## Findings\n- `.env` sets `SMTP_PASSWORD={E[12]}`\n- no other secrets found', E[12]),
    (f'Summary from the config reviewer: the `redis.conf` has `requirepass {E[13]}`; recommend rotating it.', E[13]),
    (json.dumps({'record': {'Type': 'Customer', 'Name': 'Chestnut Co', 'Portal_Password__c': E[14]}}), E[14]),
    (json.dumps({'issue': {'key': 'OPS-311', 'fields': {'summary': 'Kiosk login', 'customfield_10042': None, 'description': f'Kiosk user kiosk01, password {E[15]}'}}}), E[15]),
    (json.dumps({'fields': {'Password': E[16], 'Username': U[5]}}), E[16]),
    (rpc({'structuredContent': {'connection': {'uri': 'amqp://mq.internal:5672', 'username': 'svc', 'pass': E[17]}}}), E[17]),
    (rpc({'structuredContent': {'headers': {'X-API-Key': K[4], 'User-Agent': 'mcp-fetch/1.2'}}}), K[4]),
    (f'POST /v1/sync HTTP/1.1\nHost: api.example\nx-api-key: {K[5]}\nContent-Type: application/json', K[5]),
    (rpc({'content': [{'type': 'text', 'text': f'Found 1 secret in settings.json: "secretKey": "{K[6]}"'}]}), K[6]),
    (json.dumps({'page_content': f'VPN access\nUser: ops\nPassword: {E[18]}', 'metadata': {'source': 'handbook.pdf', 'page': 14}}), E[18]),
    (rpc({'structuredContent': {'user': {'login': 'jhale', 'password': E[19], 'mfa': False}}}), E[19]),
    (json.dumps({'rows': [{'id': 4, 'service': 'ftp', 'login': 'upload', 'passwd': E[20]}]}), E[20]),
    (f'Result of read_file("deploy/values.yaml"):\nauth:\n  adminPassword: {E[21]}\n', E[21]),
    (rpc({'structuredContent': {'client': {'clientSecret': K[7]}}}), K[7]),
    (json.dumps({'contact': {'name': 'K. Ilves', 'notes': f'Customer portal pwd: {E[22]}'}}), E[22]),
    (f'web_search: "... the default WLAN key {E[23]} printed on the ..."', None),
    (f'[tool:fetch] 200 OK\n<input type=password name=pw value={E[24]}>', E[24]),
    (json.dumps({'results': [{'snippet': f'... Kennwort: {E[25]} ...'}]}), E[25]),
]
cr51e = [p for p in cr51e if p[1] is not None]
add('cr51e', cr51e, [lambda t: t])

# ok51a: verbs of change without a value.
ok51a = [
    'Das Passwort heißt bei uns Kennwort.',
    'Wie heißt das neue Passwort? Ich habe die Mail nicht bekommen.',
    'Das Passwort wurde geändert.',
    'Das Kennwort wurde auf Wunsch des Nutzers geändert.',
    'Das Passwort wurde auf die Standardrichtlinie zurückgesetzt.',
    'Das Passwort ist jetzt länger als zwölf Zeichen.',
    'Le mot de passe a été changé en urgence.',
    'Le mot de passe est désormais obligatoire.',
    'Votre mot de passe a été réinitialisé à votre demande.',
    'La contraseña ha cambiado a las 10:00.',
    'La contraseña se cambió ayer.',
    'La password è stata cambiata in seguito all\'incidente.',
    'A senha foi alterada para sua segurança.',
    'Het wachtwoord is gewijzigd in verband met het beleid.',
    'The password is now required for all accounts.',
    'Your password has been reset to its default.',
    'Your password has been reset to the value in the letter.',
    'The admin password was changed to comply with the policy.',
    'wifi password got changed to something longer',
    'The password has been updated to meet the new requirements.',
    'I reset the password to what we agreed on the phone.',
    'Password changed to a 20-character passphrase.',
    'The password has been reset. You will receive the new one by SMS.',
    'Password was reset to ${DEFAULT_PASSWORD} by the script.',
    'Password changed to ******** on 2026-12-01.',
    'The password is now stored in the vault.',
    'The password is now 16 characters minimum.',
    'Password has been reset to <new password>.',
    'we set the new password to expire in 90 days',
    'La contraseña del wifi ha cambiado a una más segura.',
    'Das Passwort heißt nicht umsonst geheim.',
    'Le mot de passe a été changé en décembre 2026.',
    'The password was changed to 2FA-only login on Friday.',
]
benign('ok51a', ok51a, TEXT + JSONC)

# ok51b: the thirteen languages' words without a value, policies, UI strings and i18n files.
ok51b = [
    'Heslo musí mít alespoň 12 znaků.',
    'Zapomněli jste heslo?',
    'Heslo: ********',
    'Lösenordet måste innehålla minst en siffra.',
    'Glömt lösenord?',
    'Lösenord: (skickas separat)',
    'Parola trebuie să aibă cel puțin 10 caractere.',
    'Ați uitat parola?',
    'Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 8 χαρακτήρες.',
    'Ξεχάσατε τον κωδικό;',
    'Пароль должен содержать не менее 12 символов.',
    'Забыли пароль?',
    'Пароль: см. хранилище',
    '비밀번호는 8자 이상이어야 합니다.',
    '비밀번호를 잊으셨나요?',
    'A jelszónak legalább 12 karakterből kell állnia.',
    'Elfelejtette a jelszavát?',
    'Salasanan on oltava vähintään 12 merkkiä pitkä.',
    'Unohditko salasanasi?',
    'Mật khẩu phải có ít nhất 8 ký tự.',
    'Quên mật khẩu?',
    'Kata sandi minimal 8 karakter.',
    'Lupa kata sandi?',
    'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
    'पासवर्ड भूल गए?',
    'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
    'نسيت كلمة المرور؟',
    'הסיסמה חייבת להכיל לפחות 8 תווים.',
    'שכחת את הסיסמה?',
    json.dumps({'login.password': 'Heslo', 'login.forgot': 'Zapomněli jste heslo?'}),
    json.dumps({'password': 'Lösenord', 'confirm_password': 'Bekräfta lösenord'}),
    json.dumps({'auth': {'password': 'Пароль', 'password_hint': 'Минимум 12 символов'}}),
    json.dumps({'password': '비밀번호', 'password_confirm': '비밀번호 확인'}),
    json.dumps({'password': 'Jelszó', 'newPassword': 'Új jelszó'}),
    json.dumps({'password': 'Salasana', 'passwordRepeat': 'Salasana uudelleen'}),
    json.dumps({'password': 'Mật khẩu', 'show_password': 'Hiện mật khẩu'}),
    json.dumps({'password': 'Kata sandi', 'password_placeholder': 'Masukkan kata sandi'}),
    json.dumps({'password': 'पासवर्ड', 'password_label': 'अपना पासवर्ड दर्ज करें'}),
    json.dumps({'password': 'كلمة المرور', 'confirmPassword': 'تأكيد كلمة المرور'}),
    json.dumps({'password': 'סיסמה', 'passwordLabel': 'הזן סיסמה'}),
    json.dumps({'password': 'Κωδικός', 'passwordLabel': 'Κωδικός πρόσβασης'}),
    json.dumps({'password': 'Parolă', 'parola_noua': 'Parolă nouă'}),
    'msgid "Password"\nmsgstr "Lösenord"\n\nmsgid "Forgot password?"\nmsgstr "Glömt lösenord?"',
    'password=Jelszó\npassword.confirm=Jelszó megerősítése\n',
    'login.password: Salasana\nlogin.submit: Kirjaudu\n',
    '<string name="password">Пароль</string>\n<string name="password_hint">Введите пароль</string>',
    'Heslo bylo změněno.',
    'Lösenordet har ändrats.',
    'Пароль был изменён.',
    '비밀번호가 변경되었습니다.',
    'A jelszó megváltozott.',
    'Salasana on vaihdettu.',
    'Mật khẩu đã được thay đổi.',
    'Kata sandi telah diubah.',
    'كلمة المرور: انظر الخزنة',
    'סיסמה: נשלחה בנפרד',
    'Parola: trimisă separat',
    'Κωδικός: ********',
    'Пароль — не менее 12 символов и одна цифра.',
]
benign('ok51b', ok51b, TEXT + JSONC)

# ok51c: Wi-Fi names without a key, keys withheld.
ok51c = [
    'SSID: Gaeste-Buero\nWLAN-Schlüssel: an der Rezeption erhältlich',
    'Wi-Fi: Harbour-Guest (ask staff for the key)',
    'Network: Ferry-Lounge\nNetwork key: see the card at your table',
    'WPA2 key: printed on the router',
    'Security: WPA2-PSK',
    'Encryption: WPA2/WPA3 mixed mode',
    'Der WLAN-Schlüssel wurde geändert.',
    'Netzwerkschlüssel: ********',
    'Clé WiFi : voir l\'étiquette au dos de la box',
    'Clave WiFi: pídela en recepción',
    'WiFi: StudioNet (open)',
    'The Wi-Fi key is on the back of the router.',
    'Network security key mismatch (error 0x80070005).',
    'WPA key length must be 8 to 63 characters.',
    'PSK: ${WIFI_PSK}',
    'Wireless key: not set',
    'WLAN: Werkstatt-5G\nSchlüssel: beim Chef',
    'wpa_passphrase=${WPA_PASS}',
    'Router model FRITZ!Box 7590, firmware 7.57, WLAN-Schlüssel im Handbuch Seite 12.',
    'SSID list: Atelier, Atelier-5G, Atelier-Guest',
    'Wi-Fi network "Atelier" is down for maintenance.',
    'WPA2 Enterprise (802.1X) - log in with your own account.',
    'Guest Wi-Fi: Ferry-Lounge / no key needed',
    'Wi-Fi key rotation: every 30 days (next: 2026-12-31)',
    'Network key (WPA2): xxxxxxxxxxxx',
]
benign('ok51c', ok51c, TEXT + JSONC)

# ok51d: labels alone on a line followed by something that is no value.
ok51d = [
    'Username:\nj.hale\nPassword:\n(sent separately)',
    'Your temporary password:\nwill be sent by SMS.',
    'Password:\n\nPlease contact the service desk.',
    'Passwort:\nsiehe Tresor',
    'Mot de passe :\nvoir le coffre-fort',
    'Password:\n********',
    'Password requirements:\nAt least 12 characters\nOne digit',
    'Password:\nDescription\nThe password of the service account.',
    '| Username | Password |\n|---|---|\n| j.hale | ******** |',
    '| Service | Login | Password |\n| --- | --- | --- |\n| NAS | admin | (vault) |',
    'Password:\n${DB_PASSWORD}',
    'Kennwort:\nBitte beim Administrator erfragen.',
    'Changed fields:\nPassword\nEmail',
    'Password:\nReset required',
    'Wi-Fi password:\nAsk at reception.',
    'The new password is:\n[REDACTED]',
    'Password:\nPasswordHash',
    'Password:\nstring',
    'Password:\n<password>',
    'Password:\nN/A',
    'Initial password:\n    see the welcome letter',
    'Admin password:\n`{{ vault.admin_password }}`',
    'Status:\nResolved\nPassword:\nnot needed',
    '| Field | Type |\n|---|---|\n| password | string |',
    'Ticket:\nINC0048812\nCategory:\nPassword reset',
    'Error code:\n0x8007052E\nMessage:\nLogon failure: unknown user name or bad password.',
    'Password:\nchangeme',
    'Hasło:\nwysłane SMS-em',
    'VPN password:\nsame as your Windows login',
    'Order number:\nPO-2026-00481',
]
benign('ok51d', ok51d, LINES)

# ok51e: tool results with the same fields and no secret.
ok51e = [
    rpc({'structuredContent': {'db': {'host': 'pg.internal', 'user': 'app', 'pwd': '${DB_PWD}'}}}),
    rpc({'structuredContent': {'smtp': {'server': 'mail.example', 'passwd': '********'}}}),
    rpc({'structuredContent': {'oauth': {'client_id': 'app-7731', 'client_secret': None}}}),
    rpc({'structuredContent': {'oauth': {'client_id': 'app-7731', 'client_secret': '<redacted>'}}}),
    rpc({'content': [{'type': 'text', 'text': json.dumps({'request': {'method': 'GET', 'url': 'https://api.partner.example/v2/orders', 'headers': {'accept': 'application/json', 'x-api-key': '[REDACTED]'}}})}]}),
    rpc({'structuredContent': {'integration': {'name': 'crm-sync', 'apiKey': 'vault:crm/api-key'}}}),
    json.dumps({'type': 'object', 'properties': {'password': {'type': 'string', 'minLength': 12}, 'username': {'type': 'string'}}}),
    json.dumps({'inputSchema': {'type': 'object', 'properties': {'pwd': {'type': 'string', 'description': 'The password'}, 'apiKey': {'type': 'string'}}}}),
    rpc({'tools': [{'name': 'login', 'description': 'Log in with a username and password', 'inputSchema': {'type': 'object', 'properties': {'password': {'type': 'string'}}}}]}),
    json.dumps({'results': [{'title': 'How to reset your password', 'snippet': '...password: must be at least 12 characters and include a digit ...'}]}),
    json.dumps({'results': [{'title': 'Forum thread', 'snippet': '... ssh in with root / pass: the one from the vault then run the ...'}]}),
    json.dumps({'chunks': [{'id': 'doc-12#4', 'score': 0.82, 'text': 'ed the router. The admin password is printed on the label and the SSID is Ferry-Ops. After th'}]}),
    json.dumps({'chunks': [{'id': 'kb-3#1', 'text': '…pw: see KeePass (rotate monthly) …'}]}),
    '<form><input type="text" name="user" value=""><input type="password" name="pass" value=""></form>',
    '<input id="pwd" type="password" placeholder="Password" autocomplete="current-password">',
    '<input type="password" name="password" value="" required minlength="12">',
    json.dumps({'snapshot': '<label>Passwort</label><input type="password" value="">'}),
    '- textbox "Password" [ref=e14]\n- button "Sign in" [ref=e15]',
    'Sub-agent report: I read config/app.yaml. database.password is read from ${DB_PASSWORD}; no secret is in the file.',
    '## Findings\n- `.env.example` sets `SMTP_PASSWORD=changeme`\n- no real secrets found',
    'Summary from the config reviewer: `requirepass` is commented out in redis.conf; recommend enabling it.',
    json.dumps({'record': {'Type': 'Customer', 'Name': 'Chestnut Co', 'Portal_Password__c': None}}),
    json.dumps({'issue': {'key': 'OPS-311', 'fields': {'summary': 'Password reset for kiosk01', 'description': 'User cannot log in; password reset requested.'}}}),
    json.dumps({'fields': {'Password': '', 'Username': 'frontdesk'}}),
    rpc({'structuredContent': {'headers': {'X-API-Key': '***', 'User-Agent': 'mcp-fetch/1.2'}}}),
    'POST /v1/sync HTTP/1.1\nHost: api.example\nx-api-key: <redacted>\nContent-Type: application/json',
    rpc({'content': [{'type': 'text', 'text': 'No secrets found in settings.json (checked "secretKey", "password", "token").'}]}),
    json.dumps({'page_content': 'VPN access\nUser: ops\nPassword: your domain password', 'metadata': {'source': 'handbook.pdf', 'page': 14}}),
    rpc({'structuredContent': {'user': {'login': 'jhale', 'passwordLastChanged': '2026-11-30', 'mfa': True}}}),
    json.dumps({'rows': [{'id': 4, 'service': 'ftp', 'login': 'upload', 'passwd_hash': '5f4dcc3b5aa765d61d8327deb882cf99'}]}),
    'Result of read_file("deploy/values.yaml"):\nauth:\n  adminPassword: ""\n  existingSecret: app-admin\n',
    rpc({'structuredContent': {'client': {'clientSecret': {'secretKeyRef': {'name': 'oauth', 'key': 'secret'}}}}}),
    json.dumps({'contact': {'name': 'K. Ilves', 'notes': 'Customer forgot portal pwd, sent reset link.'}}),
    json.dumps({'error': {'code': -32602, 'message': 'Invalid params: password is required'}}),
    json.dumps({'error': {'code': 'AUTH_401', 'message': 'Invalid password for user jhale'}}),
    rpc({'structuredContent': {'secret': {'name': 'prod/db', 'arn': 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf', 'versionId': 'a1b2c3d4-5678-90ab-cdef-EXAMPLE11111'}}}),
    json.dumps({'results': [{'snippet': '... Kennwort: vergessen? Hier zurücksetzen ...'}]}),
    json.dumps({'audit': [{'event': 'password_changed', 'user': 'jhale', 'at': '2026-12-01T09:12:00Z'}]}),
    rpc({'structuredContent': {'token': {'type': 'Bearer', 'expires_in': 3600, 'scope': 'read'}}}),
    json.dumps({'fields': {'passwordPolicy': 'min 12, 1 digit, 1 symbol', 'passwordExpiryDays': 90}}),
    '<input type="password" name="pw" value="********">',
    json.dumps({'ticket': {'id': 48213, 'subject': 'Password reset', 'status': 'solved', 'tags': ['password', 'reset']}}),
    json.dumps({'sha256': '9f2c4e1a7b3d5f6e8a0c1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f', 'file': 'passwords.txt'}),
]
benign('ok51e', ok51e, [lambda t: t])

corpus.write('cases-51')
