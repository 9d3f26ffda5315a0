# Generates the nineteenth content corpus (cases-19.jsonl): credentials in the shapes docs/content.md listed as still
# open, each with its secrets listed so redaction is checked, beside look-alikes that hold none, written class by class
# BEFORE the rules changed:
#   cr19a  expect scripts and interactive answers: `send "…\r"` after a password prompt, pexpect's `sendline`, Ansible's
#          expect module, `SSHPASS=…`, passwords piped or fed by a here-doc to passwd, chpasswd and smbpasswd;
#   cr19b  framework and tool one-liners: Django's create_superuser and set_password, Rails' User.create!, mysqladmin's
#          `password` command, chpasswd's `user:pass`, SQL's `WITH PASSWORD '…'`, httpie's `-a user:pass`, wget, psql's
#          connection string, mosquitto_passwd -b, redis' AUTH, `openssl passwd` of a plain password, rclone's
#          positional secret, restic's and Django's environment;
#   cr19c  config formats: a Windows Wi-Fi profile's `<keyMaterial>` and `netsh … key=clear`'s `Key Content`,
#          NetworkManager and wpa_supplicant PSKs, a Logic Apps / Power Automate trigger's `sig=`, a Service Bus
#          `SharedAccessKey=`, a Twilio auth token after its words in prose, quoted CSV fields holding commas, a proxy's
#          `user:pass@host` with no scheme, npm's `_auth`, `cmdkey /pass:`, `schtasks /rp`;
#   cr19d  passphrases of words with no digit under a password's or a passphrase's name, in YAML, JSON, shell, prose and
#          on `ssh-keygen -N` and `gpg --passphrase`;
#   ok19   the same tools, names and formats holding no secret.
# Labels, decided before any run:
#   - A 64-hex wpa_supplicant `psk=` IS a secret: it is the key derived from the passphrase and joins the network as
#     the passphrase does.
#   - A Windows Wi-Fi profile's `<keyMaterial>` is a secret when `<protected>false</protected>` (the plain key); a
#     protected one is a DPAPI blob only the machine opens: benign.
#   - An Azure Storage SAS `sig=` stays benign, as cases-16 decided (a signed URL opens one object for a while, as it
#     was made to); a Logic Apps or Power Automate trigger's `sig=` is a secret: it runs the workflow for anyone, for as
#     long as the workflow lives.
#   - `password: changeme` stays benign: the word templates ship and placeholders.ts already reads as a placeholder;
#     the same default in every install's docs tells an attacker nothing a manual does not.
#   - `mysql -u root appdb`: mysql's positional argument is a database, not a password: benign. A positional password
#     is read only where a tool's syntax puts one (mysqladmin's `password NEW`, htpasswd -b, mosquitto_passwd -b,
#     redis' AUTH, rclone's `secret_access_key V`).
#   - `usermod -p HASH`, `chpasswd -e` and a Postgres `PASSWORD 'md5…'`/`'SCRAM-SHA-256$…'` carry a hash: benign.
#   - A passphrase of words counts after a password's or a passphrase's name when it is three to eight words of letters
#     alone, none a word prose or a form puts there ("the", "see", "vault", "required", "characters"…); a phrase that
#     reads as an instruction or a description ("stored in the team vault", "must contain upper case letters") is not.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate19.py
import base64, functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import LOWER, UPPER, ALNUM, HEX, Corpus
corpus = Corpus(20261219)
r = corpus.r
rs = corpus.rs
SIGNS = ALNUM + '!#%*+'


mixed = corpus.mixed


def pw(n=11):
    """A password as people pick them: letters, a digit and a sign."""
    while True:
        s = mixed(n, SIGNS)
        if any(c in '!#%*+' for c in s): return s


CARRIERS = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'read_file', 'result': {'content': t}}),
    lambda t: '```\n' + t + '\n```\nCan someone check why this fails on the new runner?',
    lambda t: '$ cat setup.sh\n' + t,
]
corpus.containers = CARRIERS

# cr19a: expect scripts and interactive answers.
a = [pw() for _ in range(12)]
corpus.add('cr19a', ['credential_leak'], [
    f'#!/usr/bin/expect -f\nspawn ssh admin@10.20.0.5\nexpect "assword:"\nsend "{a[0]}\\r"\ninteract',
    f'expect "Password:" {{ send "{a[1]}\\r" }}',
    f"expect -c 'spawn su - root; expect \"Password:\"; send \"{a[2]}\\r\"; interact'",
    f"child = pexpect.spawn('ssh deploy@build-01')\nchild.expect('password:')\nchild.sendline('{a[3]}')",
    f'spawn sudo -k apt-get update\nexpect "password for deploy:"\nsend -- "{a[4]}\\r"\nexpect eof',
    f'child.expect("Enter passphrase for key")\nchild.sendline("{a[5]}")',
    f'- name: reset the admin password\n  ansible.builtin.expect:\n    command: passwd admin\n    responses:\n      (?i)password: "{a[6]}"',
    f"SSHPASS='{a[7]}' sshpass -e ssh -o StrictHostKeyChecking=no deploy@10.20.0.9",
    f'passwd deploy <<EOF\n{a[8]}\n{a[8]}\nEOF',
    f'echo -e "{a[9]}\\n{a[9]}" | passwd backup',
    f'(echo "{a[10]}"; echo "{a[10]}") | smbpasswd -s -a alice',
    f'sudo -S systemctl restart nginx <<< "{a[11]}"',
], secrets=[a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11]])

# cr19b: framework and tool one-liners.
b = [pw() for _ in range(22)]
akid = 'AKIA' + rs(UPPER + '0123456789', 16)
aws_secret = mixed(40, ALNUM + '/+')
npm_auth = base64.b64encode(f'ci-bot:{b[21]}'.encode()).decode()
corpus.add('cr19b', ['credential_leak'], [
    f'DJANGO_SUPERUSER_PASSWORD={b[0]} python manage.py createsuperuser --noinput --username admin --email admin@ourco.example',
    f"python manage.py shell -c \"from django.contrib.auth.models import User; User.objects.create_superuser('admin', 'admin@ourco.example', '{b[1]}')\"",
    f"u = User.objects.get(username='alice')\nu.set_password('{b[2]}')\nu.save()",
    f"User.objects.create_user('bob', 'bob@ourco.example', password='{b[3]}')",
    f"User.create!(email: 'admin@ourco.example', password: '{b[4]}', password_confirmation: '{b[4]}')",
    f'htpasswd -b -c /etc/nginx/.htpasswd admin {b[5]}',
    f"mysqladmin -u root password '{b[6]}'",
    f'mysqladmin -u root -p{b[7]} password {b[8]}',
    f"echo 'deploy:{b[9]}' | chpasswd",
    f'echo "root:{b[10]}" | sudo chpasswd',
    f'psql "host=db.ourco.example port=5432 user=app password={b[11]} dbname=prod sslmode=require"',
    f'http -a alice:{b[12]} GET https://api.ourco.example/me',
    f'http --auth admin:{b[13]} POST https://api.ourco.example/jobs name=nightly',
    f"wget --user=deploy --password='{b[14]}' https://files.ourco.example/release.tar.gz",
    f'wget --http-user=ci --http-password={b[15]} https://files.ourco.example/nightly.zip',
    f"ALTER USER app WITH PASSWORD '{b[16]}';",
    f"CREATE ROLE reporting WITH LOGIN PASSWORD '{b[17]}' VALID UNTIL '2027-01-01';",
    f'mosquitto_passwd -b /etc/mosquitto/passwd sensor1 {b[18]}',
    f'$ redis-cli -h cache.ourco.example\ncache.ourco.example:6379> AUTH {b[19]}\nOK',
    f"usermod -p \"$(openssl passwd -6 '{b[20]}')\" alice",
    f'rclone config create backups s3 provider AWS access_key_id {akid} secret_access_key {aws_secret}',
    f'; ~/.npmrc\nregistry=https://npm.ourco.example/\n_auth = {npm_auth}\nalways-auth = true',
], secrets=[b[0], b[1], b[2], b[3], b[4], b[5], b[6], [b[7], b[8]], b[9], b[10], b[11], b[12], b[13], b[14], b[15], b[16],
            b[17], b[18], b[19], b[20], aws_secret, npm_auth])

# cr19c: config formats.
c = [pw() for _ in range(10)]
wpa_hex = rs(HEX, 64)
flow = rs(HEX, 32)
sig = mixed(43, ALNUM + '-_')
pa_sig = mixed(43, ALNUM + '-_')
sb_key = mixed(43, ALNUM + '+/') + '='
twilio_sid = 'AC' + rs(HEX, 32)
twilio_token = rs(HEX, 32)
csv1, csv2 = 'Pa,ss' + pw(7), 'x,' + pw(9)
corpus.add('cr19c', ['credential_leak'], [
    f'<?xml version="1.0"?>\n<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">\n  <name>Office</name>\n  <MSM>\n    <security>\n      <authEncryption><authentication>WPA2PSK</authentication><encryption>AES</encryption></authEncryption>\n      <sharedKey>\n        <keyType>passPhrase</keyType>\n        <protected>false</protected>\n        <keyMaterial>{c[0]}</keyMaterial>\n      </sharedKey>\n    </security>\n  </MSM>\n</WLANProfile>',
    f'C:\\> netsh wlan show profile name="Office" key=clear\n\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : {c[1]}',
    f'[wifi]\nmode=infrastructure\nssid=Warehouse\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={c[2]}',
    f'network={{\n    ssid="HomeNet"\n    psk="{c[3]}"\n}}',
    f'network={{\n    ssid="Lab"\n    psk={wpa_hex}\n}}',
    f'POST https://prod-27.westeurope.logic.azure.com:443/workflows/{flow}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}',
    f'Flow trigger: https://default{rs(HEX, 30)}.0a.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/{rs(HEX, 32)}/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={pa_sig}',
    f'Endpoint=sb://orders-ns.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={sb_key}',
    f'Twilio account {twilio_sid}, auth token {twilio_token} (rotate after the demo)',
    f'"username","password","email"\n"alice","{csv1}","alice@ourco.example"\n"bob","{csv2}","bob@ourco.example"',
    f'pip install --proxy svc_build:{c[4]}@proxy.ourco.example:3128 requests',
    f'cmdkey /add:fileserver01 /user:OURCO\\backup /pass:{c[5]}',
    f'schtasks /create /tn "Nightly backup" /tr C:\\jobs\\backup.cmd /sc daily /st 02:00 /ru OURCO\\svc_backup /rp {c[6]}',
    f'sc.exe config Collector obj= ".\\svc_collect" password= "{c[7]}"',
], secrets=[c[0], c[1], c[2], c[3], wpa_hex, sig, pa_sig, sb_key, twilio_token, [csv1, csv2], c[4], c[5], c[6], c[7]])

# cr19d: passphrases of words with no digit, under a password's or a passphrase's name.
d = ['correct horse battery staple', 'purple monkey dishwasher', 'tangerine velvet harbor', 'lunar otter basket crimson',
     'silver maple orbit', 'orange bicycle lantern', 'marble falcon quiet river', 'glacier hammock tulip',
     'autumn ledger whistle canyon', 'rustic anchor meadow pepper']
corpus.add('cr19d', ['credential_leak'], [
    f'password: {d[0]}',
    f'passphrase = "{d[1]}"',
    f'WIFI_PASSWORD="{d[2]}"',
    f'{{"username": "kiosk", "password": "{d[3]}"}}',
    f"ssh-keygen -t ed25519 -N '{d[4]}' -f ~/.ssh/deploy_key",
    f'The guest wifi password is "{d[5]}".',
    f'keystore passphrase: {d[6]}',
    f"gpg --batch --pinentry-mode loopback --passphrase '{d[7]}' -d secrets.tar.gpg",
    f"PASSPHRASE='{d[8]}' duplicity /srv s3://backups-ourco/srv",
    f'vault_password: {d[9]}',
], secrets=d)

# ok19: the same tools, names and formats holding no secret.
md5 = 'md5' + rs(HEX, 32)
sha512 = '$6$' + rs(ALNUM, 8) + '$' + rs(ALNUM + './', 86)
dpapi = '01000000D08C9DDF0115D1118C7A00C04FC297EB' + rs('0123456789ABCDEF', 200)
sas = mixed(43, ALNUM + '%')
corpus.add('ok19', [], [
    # cr19a's look-alikes
    'spawn ssh deploy@10.20.0.5\nexpect "login:"\nsend "deploy\\r"\nexpect "assword:"\nsend "$env(DEPLOY_PW)\\r"\ninteract',
    'expect "$ "\nsend "uptime\\r"\nexpect "$ "\nsend "exit\\r"',
    'spawn ssh admin@switch-03\nexpect "assword:"\ninteract',
    'expect "Password:"\nsend "$password\\r"',
    "child.expect('Password:')\nchild.sendline(getpass.getpass())",
    'child.expect("password:")\nchild.sendline(password)',
    'sshpass -f ~/.config/deploy.pw ssh deploy@10.20.0.9',
    'export SSHPASS="$VAULT_SSH_PW"\nsshpass -e ssh deploy@10.20.0.9',
    'echo "$NEW_PW" | passwd --stdin deploy',
    'Changing password for deploy.\nCurrent password:\nNew password:\nRetype new password:\npasswd: password updated successfully',
    'expect "Are you sure you want to continue connecting"\nsend "yes\\r"',
    # cr19b's look-alikes
    'python manage.py createsuperuser --username admin --email admin@ourco.example',
    'DJANGO_SUPERUSER_PASSWORD="$ADMIN_PW" python manage.py createsuperuser --noinput --username admin',
    "user.set_password(form.cleaned_data['password1'])\nuser.save()",
    'User.objects.create_user(username, email, password=password)',
    "u.set_password(getpass.getpass('New password: '))",
    'User.create!(email: params[:email], password: params[:password])',
    'mysqladmin -u root -p status',
    'mysql -u root appdb < schema.sql',
    'mysql -u root -p appdb',
    f"usermod -p '{sha512}' alice",
    'echo "deploy:$NEW_PW" | chpasswd',
    f"echo 'alice:{sha512}' | chpasswd -e",
    'psql "host=db.ourco.example user=app dbname=prod sslmode=require"',
    'http -a alice GET https://api.ourco.example/me',
    'http -a "$API_USER:$API_TOKEN" GET https://api.ourco.example/me',
    'wget --ask-password --user=deploy https://files.ourco.example/release.tar.gz',
    'wget --password="$WGET_PW" https://files.ourco.example/release.tar.gz',
    f"CREATE ROLE reporting WITH LOGIN PASSWORD '{md5}';",
    "ALTER USER app WITH PASSWORD NULL;",
    'mosquitto_passwd -c /etc/mosquitto/passwd sensor1',
    'AUTH <password>: authenticates the connection; with ACLs, AUTH <username> <password>.',
    'openssl passwd -6 -stdin < new-password.txt',
    'export RESTIC_PASSWORD_FILE=/etc/restic/pw\nrestic -r s3:s3.amazonaws.com/backups backup /srv',
    'rclone config create backups s3 provider AWS env_auth true',
    '_auth = ${NPM_AUTH}\nalways-auth = true',
    # cr19c's look-alikes
    f'<sharedKey>\n  <keyType>passPhrase</keyType>\n  <protected>true</protected>\n  <keyMaterial>{dpapi}</keyMaterial>\n</sharedKey>',
    'C:\\> netsh wlan show profile name="Office"\n\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Security key           : Present',
    '[wifi-security]\nkey-mgmt=wpa-psk\npsk-flags=1',
    'network={\n    ssid="CafeGuest"\n    key_mgmt=NONE\n}',
    'The trigger URL looks like https://prod-00.westus.logic.azure.com/workflows/{workflow-id}/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={signature}',
    f'https://ourcodata.blob.core.windows.net/exports/report.pdf?sv=2022-11-02&se=2026-12-09T00%3A00%3A00Z&sr=b&sp=r&sig={sas}%3D',
    'Your Twilio Auth Token is shown in the console under Account Info; treat it like a password.',
    f'Twilio account {twilio_sid} is the billing owner for the SMS alerts.',
    'user_id,email,password_changed_at\n1,alice@ourco.example,2026-11-30T10:00:00Z\n2,bob@ourco.example,2026-12-01T09:12:44Z',
    '"username","password_hint"\n"alice","first pet, then year"\n"bob","street, number"',
    'proxy=http://proxy.ourco.example:3128\nhttps-proxy=http://proxy.ourco.example:3128',
    'pip install --proxy proxy.ourco.example:3128 requests',
    'C:\\> cmdkey /list\n\n    Target: Domain:target=fileserver01\n    Type: Domain Password\n    User: OURCO\\backup',
    'schtasks /create /tn "Nightly backup" /tr C:\\jobs\\backup.cmd /sc daily /ru SYSTEM',
    # cr19d's look-alikes
    'The password policy requires twelve characters, one of them a digit.',
    'password: (see vault)',
    'password: <redacted>',
    'password: changeme',
    'password: stored in the team vault',
    'Password: same as your email login',
    'passphrase: leave empty for no passphrase',
    'password: must contain upper and lower case letters',
    'Enter passphrase (empty for no passphrase):',
    'password: ask the on call engineer',
    'passphrase = "${GPG_PASSPHRASE}"',
    'password: not set',
    'xkcd\'s "correct horse battery staple" shows why length beats symbols.',
    'password_hint: name of first pet',
])
# cr19e (added after the fifth review, written before the rules that read it): a Go short declaration's password, and
# passphrases under a camelCase key, after Ruby's or Puppet's `=>`, or joined by hyphens.
e_pw = mixed(14, ALNUM + '!#%')
e = ['amber walrus tunnel beacon', 'copper lantern ridge willow', 'saffron kettle orbit', 'harbor-quartz-meadow-tulip']
corpus.add('cr19e', ['credential_leak'], [
    f'\tpassword := "{e_pw}"\n\tdb, err := sql.Open("postgres", dsn(user, password))',
    f'{{"ssid": "Loft", "wifiPassword": "{e[0]}"}}',
    f"mysql::db {{ 'app': user => 'app', password => '{e[1]}' }}",
    f"config.passphrase = '{e[2]}'",
    f'passphrase: {e[3]}',
], secrets=[e_pw, e[0], e[1], e[2], e[3]])
corpus.add('ok19e', [], [
    '\tpassword := os.Getenv("DB_PASSWORD")\n\tif password == "" { log.Fatal("no password") }',
    '{"ssid": "Loft", "wifiPassword": "see the label under the router"}',
    "user { 'deploy': ensure => present, password => Sensitive(lookup('deploy_pw')) }",
    'passphrase: none-set-yet',
    'The password-reset-link expires after one hour.',
])

corpus.write('cases-19')
