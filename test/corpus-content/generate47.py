# Generates the forty-seventh content corpus (cases-47.jsonl): credentials left in office mail, documents, wikis and
# tickets, and passwords said with more verbs, brackets and quotes, in the shapes the reviews listed as still missed,
# each with every secret listed (`secrets`, exactly as it appears in the text) so redaction is checked, beside
# look-alikes `ok47…` in the same carriers; written class by class BEFORE any rule changed, without reading the
# held-out slices, and none a shape generate31.py, generate36.py, generate39.py or generate43.py already wrote:
#   cr47a  verbs other than "is": French "reste", "devient", "restera"; German "bleibt", "lautete", "hat gelautet",
#          "wird … lauten"; Polish "brzmi", "brzmiało"; Dutch "blijft"; Spanish "sigue siendo", "queda"; Italian
#          "rimane", "diventa"; Portuguese "continua", "passa a ser"; Turkish possessives "şifresi", "parolası" with the
#          value after them (no colon) or after "-dir"/"-tır" suffixes ("parolası X'tir");
#   cr47b  brackets and quotes not read yet: `⟨…⟩`, `【…】`, `「…」`, `『…』`, `‹…›`, after a password's name in English,
#          German, French, Japanese and Chinese;
#   cr47c  office carriers: a form filled in ("Password: ____ p", "Password: ..... p"), two-line handovers ("user: x" then
#          "pass: y" on the next line of a table or a signature), quoted replies (`> password: p`, `> > Passwort: p`), PPTX
#          speaker notes, OCR'd scans whose label is misread ("Passw0rd :", "Pa5sword:", "Passvvord:", "P assword:"),
#          tables extracted from DOCX/XLSX (a label cell, then the value cell after tabs or a pipe);
#   cr47d  calendar invites' DESCRIPTION (a meeting passcode, a host key, a moderator PIN), Wi-Fi vouchers, temporary
#          passwords in onboarding mails, recovery codes listed under their name.
# Label decisions, made before any run:
#   - A meeting PASSCODE or PASSWORD (Zoom's "Passcode:", Teams' "Passcode:", Webex's "Meeting password:") is a
#     credential: whoever holds it joins a meeting its host meant to keep to the invited, and `--redact` removing it
#     keeps the invite readable. So are a host key, a moderator, leader or chairperson PIN (they give the host's
#     controls). A meeting ID, a conference ID, a webinar ID, a dial-in number, an "access code" that is the meeting's
#     number and a participant's PIN are NOT (they name the meeting; the passcode guards it): benign.
#   - A Wi-Fi voucher or guest code under a name that says so ("Voucher:", "Guest Wi-Fi code:") is a credential; a
#     voucher for a discount, a gift card's reference and a coupon code are benign.
#   - Recovery codes (backup codes) under their name are credentials, every one listed; a sentence that says where they
#     are kept, how many are left or that they were regenerated is benign.
#   - A form's label with only its blank (`Password: ________`), a placeholder, a mask, "(sent separately)", "in the
#     vault", "see letter", a policy, "password changed", a ticket, order or reference number, a date, a hash and a UI
#     string are benign, as are a misread OCR label with no value and a table's header without a value row.
# Deterministic (seeded). Run: python3 test/corpus-content/generate47.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import DIGITS, Corpus
corpus = Corpus(20261247)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 15))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


def digits(n): return corpus.rs(DIGITS, n)


# Carriers: a mail, a forwarded mail, a Confluence page, a Jira comment, a Zendesk ticket, a SharePoint list's export,
# a Notion page, a bare text.
TEXT = [
    lambda t: t,
    lambda t: 'From: office@bellfoundry-restoration.example\nTo: n.kowal@bellfoundry-restoration.example\nSubject: RE: access\n\nHi,\n\n' + t + '\n\nKind regards,\nOffice\n',
    lambda t: '---------- Forwarded message ---------\nFrom: IT Desk <it@coachhire.example>\nDate: Tue, 1 Dec 2026 at 10:02\n\n' + t + '\n',
    lambda t: 'h1. Site handover\n\n' + t + '\n\n_Last updated by m.ferris_\n',
    lambda t: 'SUP-4417 Access for new starter\nComment by Dana Roe (2026-12-02 14:11):\n' + t + '\n',
    lambda t: 'Ticket #88213 | Status: Pending\nAgent reply:\n' + t + '\n-- \nHelp Centre\n',
    lambda t: '# Onboarding\n\n' + t + '\n\n> Owner: People Ops\n',
]
JSONC = [
    lambda t: json.dumps({'id': '8f3c2a', 'type': 'page', 'properties': {'Notes': {'rich_text': [{'plain_text': t}]}}}),
    lambda t: json.dumps({'Title': 'Handover', 'Body': t, 'Modified': '2026-12-01T09:10:00Z'}),
]


def add(kind, pairs, containers):
    corpus.containers = containers
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts, containers):
    corpus.containers = containers
    corpus.add(kind, [], texts)


# cr47a: verbs other than "is", in other languages.
A = [pw() for _ in range(40)]
cr47a = [
    (f'Le mot de passe reste {A[0]} jusqu\'à la migration.', A[0]),
    (f'Pour l\'instant le mot de passe du wifi reste {A[1]}', A[1]),
    (f'Après la mise à jour, le mot de passe devient {A[2]}.', A[2]),
    (f'Le mot de passe administrateur restera {A[3]} pendant les travaux.', A[3]),
    (f'Das Passwort bleibt {A[4]}, bis die neue Anlage läuft.', A[4]),
    (f'Das WLAN-Passwort bleibt vorerst {A[5]}', A[5]),
    (f'Das alte Passwort lautete {A[6]}.', A[6]),
    (f'Das Kennwort hat {A[7]} gelautet, wurde aber gestern geändert.', A[7]),
    (f'Das neue Passwort wird {A[8]} lauten.', A[8]),
    (f'Hasło brzmi {A[9]}', A[9]),
    (f'Hasło do skrzynki brzmiało {A[10]}, teraz jest inne.', A[10]),
    (f'Het wachtwoord blijft {A[11]} tot vrijdag.', A[11]),
    (f'Het wifi-wachtwoord blijft gewoon {A[12]}', A[12]),
    (f'La contraseña sigue siendo {A[13]}', A[13]),
    (f'La contraseña del wifi sigue siendo {A[14]} hasta el lunes.', A[14]),
    (f'La contraseña queda {A[15]} hasta nuevo aviso.', A[15]),
    (f'La password rimane {A[16]} fino alla migrazione.', A[16]),
    (f'Da lunedì la password diventa {A[17]}.', A[17]),
    (f'A senha continua {A[18]} até sexta.', A[18]),
    (f'A partir de amanhã a senha passa a ser {A[19]}.', A[19]),
    (f'Modemin şifresi {A[20]}', A[20]),
    (f'Sunucunun root parolası {A[21]} olarak değişti.', A[21]),
    (f'E-posta hesabının şifresi {A[22]}\'dir.', A[22]),
    (f'VPN parolası: {A[23]}', A[23]),
    (f'Misafir ağının şifresi {A[24]}, cuma gününe kadar geçerli.', A[24]),
    (f'Yönetici parolası {A[25]}\'tir, lütfen kimseyle paylaşmayın.', A[25]),
    (f'Le code d\'accès du portail devient {A[26]} lundi.', A[26]),
    (f'Das Passwort für den Kundenbereich bleibt {A[27]}.', A[27]),
    (f'Hasło administratora brzmi teraz {A[28]}', A[28]),
    (f'Het tijdelijke wachtwoord blijft {A[29]} tot de reset.', A[29]),
]
add('cr47a', cr47a, TEXT + JSONC)

# cr47b: brackets and quotes not read yet.
B = [pw() for _ in range(30)]
cr47b = [
    (f'Password ⟨{B[0]}⟩', B[0]),
    (f'The VPN password is ⟨{B[1]}⟩.', B[1]),
    (f'パスワード【{B[2]}】', B[2]),
    (f'Wi-Fiのパスワードは「{B[3]}」です。', B[3]),
    (f'初期パスワード：『{B[4]}』', B[4]),
    (f'密码【{B[5]}】', B[5]),
    (f'管理员密码是「{B[6]}」', B[6]),
    (f'Passwort: ‹{B[7]}›', B[7]),
    (f'Das Passwort lautet ‹{B[8]}›.', B[8]),
    (f'Mot de passe : ‹ {B[9]} ›', B[9]),
    (f'password: 「{B[10]}」', B[10]),
    (f'Temporary password 【{B[11]}】 (change at first login)', B[11]),
    (f'ログインパスワード「{B[12]}」を入力してください。', B[12]),
    (f'Kennwort ⟨{B[13]}⟩', B[13]),
    (f'临时密码：『{B[14]}』', B[14]),
    (f'the admin password is ‹{B[15]}›', B[15]),
]
add('cr47b', cr47b, TEXT + JSONC)

# cr47c: forms, two-line handovers, quoted replies, speaker notes, OCR'd labels, extracted tables.
C = [pw() for _ in range(60)]
U = ['j.hale', 'reception', 'admin', 'm.okafor', 'svc-print', 'workshop', 'frontdesk', 'k.lund']
cr47c = [
    (f'Username: ____{U[0]}____\nPassword: ____{C[0]}____', C[0]),
    (f'Password: __________ {C[1]}', C[1]),
    (f'Login ID: {U[1]}\nPassword: ........ {C[2]}', C[2]),
    (f'Kennwort: ______ {C[3]} ______', C[3]),
    (f'user: {U[2]}\npass: {C[4]}', C[4]),
    (f'| System | Portal |\n| user | {U[3]} |\n| pass | {C[5]} |', C[5]),
    (f'Jo Baines\nSite Office\nlogin {U[4]}\npw {C[6]}', C[6]),
    (f'Benutzer: {U[5]}\nKennw.: {C[7]}', C[7]),
    (f'utilisateur : {U[6]}\nmdp : {C[8]}', C[8]),
    (f'On Mon, 30 Nov 2026 at 16:20, Dana Roe wrote:\n> Here you go:\n> password: {C[9]}\n> Let me know if it works.', C[9]),
    (f'> > Passwort: {C[10]}\n> > Gruß, Jan\n> Danke, klappt.', C[10]),
    (f'> The portal login is {U[7]} and the password is {C[11]}\nThanks, that worked.', C[11]),
    (f'>> pw: {C[12]}\n>> (expires Friday)', C[12]),
    (f'> mot de passe : {C[13]}\nMerci !', C[13]),
    (f'Slide 7 - Live demo\nSpeaker notes:\nLog in as demo-admin, password {C[14]}, then open the dashboard.', C[14]),
    (f'[Slide 3 notes] Demo tenant creds: user demo / pass {C[15]}', C[15]),
    (f'Notes: remember the kiosk password is {C[16]} - do not show it on screen.', C[16]),
    (f'Passw0rd : {C[17]}', C[17]),
    (f'Pa5sword: {C[18]}', C[18]),
    (f'Passvvord: {C[19]}', C[19]),
    (f'P assword : {C[20]}', C[20]),
    (f'Usemame: {U[0]}\nPassword : {C[21]}', C[21]),
    (f'Pas sword: {C[22]}', C[22]),
    (f'Passwort\t{C[23]}', C[23]),
    (f'Password\t\t{C[24]}\nExpires\t\t31/12/2026', C[24]),
    (f'Account\tUser\tPassword\nPortal\t{U[3]}\t{C[25]}', C[25]),
    (f'Password | {C[26]}', C[26]),
    (f'Item | Value\nServer | files01\nPassword | {C[27]}', C[27]),
    (f'Kennwort\t|\t{C[28]}', C[28]),
    (f'Mot de passe\t{C[29]}', C[29]),
    (f'Service;Login;Passwort\nNAS;{U[5]};{C[30]}', C[30]),
    (f'Sheet1\nSystem\tUsername\tPassword\tNotes\nAlarm panel\tinstaller\t{C[31]}\tfront door\nCCTV\tadmin\t{C[32]}\tDVR in loft', [C[31], C[32]]),
    (f'Temp password\t{C[33]}', C[33]),
    (f'Contraseña\t{C[34]}', C[34]),
    (f'Admin password: {C[35]}\n\n[Scanned with OCR — page 2 of 3]', C[35]),
    (f'Password:\t{C[36]}', C[36]),
    (f'| Field | Value |\n|---|---|\n| Username | {U[1]} |\n| Password | {C[37]} |', C[37]),
    (f'Login: {U[2]} Password: {C[38]}', C[38]),
    (f'username {U[6]}\npassword {C[39]}', C[39]),
    (f'Wachtwoord\t{C[40]}', C[40]),
]
add('cr47c', cr47c, TEXT + JSONC)

# cr47d: invites, vouchers, onboarding mails, recovery codes.
D = [pw() for _ in range(40)]
N = [digits(6) for _ in range(20)]


def ics(desc):
    return ('BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:' + digits(10) + '@cal.example\nSUMMARY:Quarterly review\n'
            'DTSTART:20261210T100000Z\nDTEND:20261210T110000Z\nDESCRIPTION:' + desc + '\nEND:VEVENT\nEND:VCALENDAR\n')


codes = [[f'{digits(4)}-{digits(4)}' for _ in range(5)] for _ in range(4)]
codes2 = [[corpus.rs('abcdefghjkmnpqrstuvwxyz23456789', 5) + ' ' + corpus.rs('abcdefghjkmnpqrstuvwxyz23456789', 5) for _ in range(4)] for _ in range(2)]
cr47d = [
    (ics(f'Join Zoom Meeting\\nhttps://us02web.zoom.example/j/84322198765\\nMeeting ID: 843 2219 8765\\nPasscode: {N[0]}'), N[0]),
    (ics(f'Microsoft Teams meeting\\nMeeting ID: 312 448 920 116\\nPasscode: {D[0][:6]}\\nDial in: +44 20 3855 0000'), D[0][:6]),
    (ics(f'Webex meeting\\nMeeting number: 2634 118 9930\\nMeeting password: {D[1]}'), D[1]),
    (ics(f'Zoom\\nMeeting ID: 991 0043 2210\\nPasscode: {N[1]}\\nHost key: {N[2]}'), [N[1], N[2]]),
    (ics(f'Conference bridge +1 555 0100 0199\\nModerator PIN: {N[3]}\\nParticipant PIN: 4471#'), N[3]),
    (f'Join Zoom Meeting\nhttps://zoom.example/j/81234567890\n\nMeeting ID: 812 3456 7890\nPasscode: {N[4]}\n', N[4]),
    (f'Teams meeting\nMeeting ID: 255 118 004 7\nPasscode: {D[2][:7]}\n', D[2][:7]),
    (f'Leader PIN: {N[5]}\nDial-in: 0800 123 4567', N[5]),
    (f'Zoom-Meeting beitreten\nMeeting-ID: 934 5512 0087\nKenncode: {N[6]}', N[6]),
    (f'Réunion Zoom\nID de réunion : 873 1120 4456\nCode secret : {N[7]}', N[7]),
    (f'Guest Wi-Fi voucher: {digits(4)}-{digits(4)}'.replace('voucher: ', 'voucher: '), None),
    (f'Your Wi-Fi voucher code is {D[3][:8]}. Valid 24 hours.', D[3][:8]),
    (f'WLAN-Gastzugang\nVoucher: {N[8]}\nGültig bis 05.12.2026', N[8]),
    (f'Hotspot access code: {D[4][:8]} (valid for one device)', D[4][:8]),
    (f'Wi-Fi: TradeFair-Guest\nVoucher code: {D[5][:10]}', D[5][:10]),
    (f'Welcome aboard! Your laptop login is your e-mail address and your temporary password is {D[6]}. You will be asked to change it.', D[6]),
    (f'Hi Sam,\n\nyour account has been created.\nUsername: s.patel\nTemporary password: {D[7]}\n\nIT Service Desk', D[7]),
    (f'Day 1 checklist\n1. Log in with the initial password {D[8]}\n2. Set up MFA', D[8]),
    (f'Willkommen! Dein Einmalpasswort lautet {D[9]}.', D[9]),
    (f'Bienvenue ! Votre mot de passe temporaire : {D[10]}', D[10]),
    (f'Starter pack for K. Lund: e-mail k.lund@wallpaper-print.example, one-time password {D[11]}', D[11]),
    (f'Your recovery codes:\n' + '\n'.join(codes[0]), codes[0]),
    (f'Backup codes for the finance mailbox (keep safe):\n' + '\n'.join(f'{i + 1}. {c}' for i, c in enumerate(codes[1])), codes[1]),
    (f'Recovery codes: ' + ', '.join(codes[2]), codes[2]),
    (f'GitHub recovery codes\n\n' + '\n'.join(codes2[0]) + '\n\nKeep them somewhere safe.', codes2[0]),
    (f'Wiederherstellungscodes:\n' + '\n'.join(codes[3]), codes[3]),
    (f'2FA backup codes: ' + ' '.join(codes2[1]), codes2[1]),
    (f'Meeting password: {D[12]}', D[12]),
    (f'Zoom passcode {N[9]} - same as last week', N[9]),
    (f'Host key: {N[10]}', N[10]),
]
cr47d = [p for p in cr47d if p[1] is not None]
add('cr47d', cr47d, TEXT)

# cr47e: more of the same carriers with the other verbs and handovers, mixed.
E = [pw() for _ in range(40)]
cr47e = [
    (f'> Das Passwort bleibt {E[0]}.\nOk, danke.', E[0]),
    (f'> > le mot de passe reste {E[1]}\n> d\'accord', E[1]),
    (f'Speaker notes: Wi-Fi for the demo room is "DemoNet", password ‹{E[2]}›.', E[2]),
    (f'Name\tValue\nWLAN\tOffice-5G\nKey\t{E[3]}\nPasswort\t{E[4]}', E[4]),
    (f'Hasło | {E[5]}', E[5]),
    (f'Parola\t{E[6]}', E[6]),
    (f'Şifre\t{E[7]}', E[7]),
    (f'login: {U[2]}\npassword: ____ {E[8]}', E[8]),
    (f'On 1 Dec, Lena wrote:\n> Het wachtwoord blijft {E[9]}', E[9]),
    (f'Passw0rd: {E[10]}\nUser: {U[4]}', E[10]),
    (f'Pass\u00adword: {E[11]}', E[11]),
    (f'Notes for presenter: the sandbox password is {E[12]}', E[12]),
    (f'Temporary password (valid 48 h): {E[13]}', E[13]),
    (f'Your new starter password: {E[14]}', E[14]),
    (f'Hasło tymczasowe brzmi {E[15]}.', E[15]),
    (f'Parolanız {E[16]} olarak belirlendi.', E[16]),
    (f'Wi-Fi parolası {E[17]}', E[17]),
    (f'La clave sigue siendo {E[18]}', E[18]),
    (f'De code blijft {E[19]}', None),
    (f'Das Passwort für das Gäste-WLAN lautete bis gestern {E[20]}.', E[20]),
    (f'Username\tj.hale\nPassword\t{E[21]}', E[21]),
    (f'user name: frontdesk\npassword: {E[22]}', E[22]),
    (f'ID: {U[1]}\nPW: {E[23]}', E[23]),
    (f'Mailbox: accounts@skiphire.example\nPassword\n{E[24]}', E[24]),
    (f'Meeting passcode: {E[25][:8]}', E[25][:8]),
    (f'Zoom Passcode: {E[26][:6]}', E[26][:6]),
    (f'Guest network voucher {N[11]}', N[11]),
    (f'Recovery code: {E[27][:10]}', E[27][:10]),
    (f'one-time password: {E[28]}', E[28]),
    (f'initial password\t{E[29]}', E[29]),
    (f'Kennwort bleibt {E[30]}', E[30]),
    (f'Mot de passe provisoire\t{E[31]}', E[31]),
    (f'| Benutzer | Passwort |\n|---|---|\n| empfang | {E[32]} |', E[32]),
    (f'Voucher für das Gäste-WLAN: {E[33][:8]}', E[33][:8]),
    (f'PowerPoint notes (slide 12): password for the booth tablet is {E[34]}', E[34]),
    (f'Notizen: Das Demo-Passwort bleibt {E[35]}', E[35]),
    (f'Şifresi {E[36]} olan hesap kilitlendi, lütfen kontrol edin.', E[36]),
    (f'> Hasło brzmi {E[37]}\nDzięki!', E[37]),
    (f'Le mot de passe devient «{E[38]}» après la réinitialisation.', E[38]),
    (f'Password\t「{E[39]}」', E[39]),
]
cr47e = [p for p in cr47e if p[1] is not None]
add('cr47e', cr47e, TEXT + JSONC)

# ok47: look-alikes in the same carriers.
ok47a = [
    'Le mot de passe reste confidentiel : ne le partagez avec personne.',
    'Le mot de passe devient obligatoire pour tous les comptes à partir de janvier.',
    'Das Passwort bleibt gültig, bis Sie es selbst ändern.',
    'Das Passwort bleibt unverändert.',
    'Die Frage lautete, ob das Passwort geändert werden muss.',
    'Das neue Passwort wird per Brief zugestellt.',
    'Hasło brzmi podobnie jak poprzednie, ale jest dłuższe.',
    'Hasło musi mieć co najmniej 12 znaków.',
    'Het wachtwoord blijft geheim; deel het niet.',
    'Het wachtwoord blijft 90 dagen geldig.',
    'La contraseña sigue siendo la misma que te mandé por SMS.',
    'La contraseña sigue siendo obligatoria para acceder al portal.',
    'La password rimane invariata.',
    'La password diventa scaduta dopo 90 giorni.',
    'A senha continua a mesma.',
    'A senha passa a ser obrigatória a partir de segunda.',
    'Modemin şifresi değiştirildi.',
    'Sunucunun root parolası kasada duruyor.',
    'E-posta hesabının şifresi en az 12 karakter olmalıdır.',
    'VPN parolası: ayrıca gönderilecek',
    'Misafir ağının şifresi resepsiyondan alınabilir.',
    'Yönetici parolası sıfırlandı.',
    'Das Kennwort hat acht Zeichen gelautet, jetzt sind zwölf Pflicht.',
    'Le mot de passe restera le même après la migration.',
    'Het tijdelijke wachtwoord blijft 24 uur geldig.',
    'Hasło administratora brzmi tak samo jak login? Proszę to zmienić.',
    'Das Passwort wird Passwort123 lauten dürfen? Nein, das ist nicht erlaubt.',
    'Parolanız en az bir rakam içermelidir.',
    'Wi-Fi parolası değişti, yeni parolayı resepsiyon verecek.',
    'La clave sigue siendo un problema para los usuarios mayores.',
]
benign('ok47a', ok47a, TEXT + JSONC)

ok47b = [
    'Password ⟨required⟩',
    'Enter your password in the field marked 【必須】.',
    'パスワード【必須】',
    'Wi-Fiのパスワードは「受付でお尋ねください」です。',
    '密码【请联系管理员】',
    'Passwort: ‹wird separat versendet›',
    'Mot de passe : ‹ voir le coffre ›',
    'password: 「********」',
    'Kennwort ⟨siehe Brief⟩',
    '初期パスワード：『別途通知』',
    'Section ⟨3.2⟩ Password policy',
    '【お知らせ】パスワード変更のお願い',
    '「パスワードを忘れた場合」をクリックしてください。',
    'Label ‹Password› is shown above the field.',
    '管理员密码是「在保险柜里」',
    'the admin password is ‹redacted›',
]
benign('ok47b', ok47b, TEXT + JSONC)

ok47c = [
    'Username: ______________\nPassword: ______________\nSignature: ______________',
    'Password: __________ (to be filled in by IT)',
    'Login ID: ........\nPassword: ........',
    'user: j.hale\npass: (sent separately)',
    '| System | Portal |\n| user | m.okafor |\n| pass | in the vault |',
    'Jo Baines\nSite Office\nTel 01632 960 112\nMob 07700 900 441',
    'Benutzer: werkstatt\nKennw.: siehe Tresor',
    'On Mon, 30 Nov 2026 at 16:20, Dana Roe wrote:\n> Here you go:\n> password: see the vault entry "Portal"\n> Let me know if it works.',
    '> > Passwort: ********\n> > Gruß, Jan',
    '> the password is in the shared 1Password vault\nThanks, found it.',
    '>> pw: changed\n>> (ticket SUP-4417)',
    'Slide 7 - Live demo\nSpeaker notes:\nLog in as the demo admin (password in the vault), then open the dashboard.',
    '[Slide 3 notes] Remind people to never write passwords on sticky notes.',
    'Passw0rd : ____________',
    'Pa5sword:',
    'Passvvord: [illegible]',
    'P assword : (see letter)',
    'Usemame: j.hale\nPassword : sent by SMS',
    'Passwort\t(leer)',
    'Password\t\tExpires\t\tOwner',
    'Account\tUser\tPassword\nPortal\tm.okafor\t(in vault)',
    'Password | Reset required',
    'Item | Value\nServer | files01\nPassword | see KeePass',
    'Service;Login;Passwort\nNAS;werkstatt;(Tresor)',
    'Sheet1\nSystem\tUsername\tPassword\tNotes\nAlarm panel\tinstaller\t********\tfront door',
    'Password:\tN/A',
    '| Field | Value |\n|---|---|\n| Username | reception |\n| Password | ******** |',
    'Login: admin Password: [REDACTED]',
    'username j.hale\npassword changed 2026-12-01',
    'Password\tLast changed\tPolicy\nportal\t2026-11-14\t90 days',
    'Password reset ticket INC0048812 closed.',
    'Password: PIN: see letter',
    'Password must be at least 12 characters and contain a digit.',
    'Kennwort\t|\tgeändert am 01.12.2026',
    'Mot de passe\toublié ?',
    'Password strength: Strong',
    'Password | Last rotated | 2026-11-30',
    'Password hint: first pet',
    'Order ID\t4471-2210-88\nReference\tPO-99812',
    'Password\tsha256:9f2c4e1a7b3d5f6e8a0c1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
]
benign('ok47c', ok47c, TEXT + JSONC)

ok47d = [
    ics('Join Zoom Meeting\\nhttps://us02web.zoom.example/j/84322198765\\nMeeting ID: 843 2219 8765\\nOne tap mobile: +441314601196,,84322198765#'),
    ics('Microsoft Teams meeting\\nMeeting ID: 312 448 920 116\\nPasscode: shared separately\\nDial in: +44 20 3855 0000'),
    ics('Webex meeting\\nMeeting number: 2634 118 9930\\nMeeting password: see the invite from the host'),
    ics('Conference bridge +1 555 0100 0199\\nParticipant PIN: 4471#\\nConference ID: 998 112 440#'),
    'Join Zoom Meeting\nhttps://zoom.example/j/81234567890\n\nMeeting ID: 812 3456 7890\nPasscode: (none)\n',
    'Phone Conference ID: 118 004 772#\nFind a local number | Reset PIN',
    'Webinar ID: 884 1120 3345\nRegistration required.',
    'Meeting ID: 843 2219 8765\nAccess code: 843 2219 8765',
    'Zoom-Meeting beitreten\nMeeting-ID: 934 5512 0087\nKenncode: wird am Vortag verschickt',
    'Réunion Zoom\nID de réunion : 873 1120 4456',
    'Guest Wi-Fi vouchers are available at reception.',
    'Your discount voucher code is SPRING25. Valid until 31 March.',
    'Gift voucher ref GV-2026-00481, value £50.',
    'Voucher: see reception',
    'Coupon code: WELCOME10',
    'Welcome aboard! Your temporary password will be sent by SMS on your first day.',
    'Hi Sam,\n\nyour account has been created.\nUsername: s.patel\nTemporary password: sent separately by your manager\n\nIT Service Desk',
    'Day 1 checklist\n1. Collect your initial password from IT\n2. Set up MFA',
    'Willkommen! Dein Einmalpasswort kommt per Brief.',
    'Bienvenue ! Votre mot de passe temporaire vous sera communiqué par votre responsable.',
    'Your recovery codes were regenerated on 1 Dec 2026. Store them in the vault.',
    'Backup codes: 3 of 10 left. Generate new ones under Settings > Security.',
    'Recovery codes: stored in the safe (envelope 7)',
    'Meeting password: not required',
    'Host key: ask the room owner',
    'Zoom passcode - same as last week',
    'Ticket #88213: user cannot find the meeting passcode',
    'Order 4471-2210 shipped on 2026-12-01, tracking 1Z999AA10123456784.',
    'PIN: see letter',
    'Temporary password expires after 24 hours. Change it at first login.',
    'Meeting passcode required: yes',
    'The host can set a passcode in Settings > Meeting.',
    'Invoice INV-20931, due 15.12.2026, reference RF18 5390 0754 7034',
    'Leader PIN: reset via the portal',
    'Your one-time password has expired. Request a new one.',
    'Recovery code format: XXXX-XXXX',
    'Wi-Fi: TradeFair-Guest (open network, no voucher needed)',
    'Kenncode vergessen? Wenden Sie sich an den Host.',
    'DTSTART:20261210T100000Z\nDTEND:20261210T110000Z\nSUMMARY:Passcode rotation meeting',
    'Initial password: your date of birth (DDMMYYYY) - change it at first login.',
]
benign('ok47d', ok47d, TEXT)

ok47e = [
    '> Das Passwort bleibt geheim.\nOk, danke.',
    '> > le mot de passe reste à définir\n> d\'accord',
    'Speaker notes: Wi-Fi for the demo room is "DemoNet", ask the venue for the key.',
    'Name\tValue\nWLAN\tOffice-5G\nPasswort\tam Router',
    'Hasło | nie ustawiono',
    'Parola\t(boş)',
    'Şifre\tdeğiştirildi',
    'login: admin\npassword: ____',
    'On 1 Dec, Lena wrote:\n> Het wachtwoord blijft hetzelfde',
    'Passw0rd: see attachment',
    'Notes for presenter: do not reveal the sandbox password on stream.',
    'Temporary password (valid 48 h): will be texted to you',
    'Hasło tymczasowe brzmi jak zwykłe słowo, ale nim nie jest.',
    'Parolanız başarıyla değiştirildi.',
    'La clave sigue siendo secreta.',
    'Username\tj.hale\nPassword\t(unchanged)',
    'ID: reception\nPW: unchanged',
    'Mailbox: accounts@skiphire.example\nPassword\nReset on 2026-12-01',
    'Meeting passcode: enabled',
    'Guest network voucher printer is out of paper.',
    'one-time password: sent to your phone',
    'initial password\tset by HR',
    'Kennwort bleibt unverändert.',
    '| Benutzer | Passwort |\n|---|---|\n| empfang | ******** |',
    'PowerPoint notes (slide 12): the booth tablet password is on the back of the stand.',
    'Şifresi unutulan hesaplar için yardım masasını arayın.',
    '> Hasło brzmi dobrze?\nDzięki!',
    'Le mot de passe devient «expiré» après 90 jours.',
    'Password\t「未設定」',
    'Wachtwoord\tzie kluis',
    'Password hash: $2b$12$KIX0b5Yh8vQe1mR2sT3uVeWxYz0a1b2c3d4e5f6g7h8i9j0k1l2m3',
    'Ref: PW-2026-00412 (password reset request)',
    'Mot de passe : ●●●●●●●●',
    'Wi-Fi voucher: printed on your receipt',
    'Recovery codes: 0 remaining',
]
benign('ok47e', ok47e, TEXT + JSONC)

corpus.write('cases-47')
