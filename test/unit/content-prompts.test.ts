/**
 * The credential readings cases-19.jsonl brought, both ways: what a script types at a password prompt
 * (src/content/prompts.ts), passphrases of words (passphrases.ts), the tools and config formats command-lines.ts,
 * configs.ts and written-secrets.ts read for it; each beside the look-alike that holds no secret.
 */
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../src/content/codes.js';
import { detectCredentials } from '../../src/content/credentials.js';
import { Text } from '../../src/content/find.js';
import { redact } from '../../src/content/guard.js';

function redacted(text: string): string {
  const hits: Hit[] = [];
  detectCredentials(new Text(text), hits);
  return redact(text, hits);
}

describe('credentials typed at a prompt', () => {
  it.each([
    ['an expect send', 'spawn ssh admin@host\nexpect "assword:"\nsend "Kq7!Lm2Zx9\\r"\ninteract', 'Kq7!Lm2Zx9'],
    ['an expect block', 'expect "Password:" { send -- "Kq7!Lm2Zx9\\r" }', 'Kq7!Lm2Zx9'],
    ['pexpect', "child.expect('Enter passphrase')\nchild.sendline('Kq7!Lm2Zx9')", 'Kq7!Lm2Zx9'],
    ['an expect script inside JSON', '{"content": "expect \\"assword:\\"\\nsend \\"Kq7!Lm2Zx9\\\\r\\"\\n"}', 'Kq7!Lm2Zx9'],
    ["sshpass's environment", "SSHPASS='Kq7!Lm2Zx9' sshpass -e ssh deploy@host", 'Kq7!Lm2Zx9'],
    ['an echo into passwd', 'echo -e "Kq7!Lm2Zx9\\nKq7!Lm2Zx9" | passwd backup', 'Kq7!Lm2Zx9'],
    ['echoes into smbpasswd', '(echo "Kq7!Lm2Zx9"; echo "Kq7!Lm2Zx9") | smbpasswd -s -a alice', 'Kq7!Lm2Zx9'],
    ["chpasswd's pair", "echo 'deploy:Kq7!Lm2Zx9' | sudo chpasswd", 'Kq7!Lm2Zx9'],
    ['a here-document', 'passwd deploy <<EOF\nKq7!Lm2Zx9\nKq7!Lm2Zx9\nEOF', 'Kq7!Lm2Zx9'],
    ['a here-string into sudo -S', 'sudo -S systemctl restart nginx <<< "Kq7!Lm2Zx9"', 'Kq7!Lm2Zx9'],
    // The fifth review's leaks.
    ["openssl's pass phrase prompt", 'expect "Enter pass phrase for server.key:"\nsend "Kq7!Lm2Zx9\r"', 'Kq7!Lm2Zx9'],
    [
      'a prompt in an expect block',
      'expect {\n  "yes/no" { send "yes\\r"; exp_continue }\n  "password:" { send "Kq7!Lm2Zx9\\r" }\n}',
      'Kq7!Lm2Zx9',
    ],
    ['a bare Tcl word', 'expect "password:"\nsend -- Kq7!Lm2Zx9\\r\ninteract', 'Kq7!Lm2Zx9'],
    ["pexpect's expect_exact", "child.expect_exact('Password:')\nchild.sendline('Kq7!Lm2Zx9')", 'Kq7!Lm2Zx9'],
    ['an escaped dollar', 'expect "Password:"\nsend "Pa\\$\\$w0rd24\\r"', 'w0rd24'],
    ['a quote inside', 'expect "password:"\nsend "O\'Brien#2024\\r"', 'Brien#2024'],
    ['an unquoted echo into chpasswd', 'echo deploy:Kq7!Lm2Zx9 | chpasswd', 'Kq7!Lm2Zx9'],
    ['yes into passwd', "yes 'Kq7!Lm2Zx9' | passwd builder", 'Kq7!Lm2Zx9'],
    ['sudo --stdin', "echo 'Kq7!Lm2Zx9' | sudo --stdin systemctl restart nginx", 'Kq7!Lm2Zx9'],
    ['sudo -u … -S', "echo 'Kq7!Lm2Zx9' | sudo -u postgres -S psql -c 'select 1'", 'Kq7!Lm2Zx9'],
    [
      'a trigger URL in HTML',
      '<a href="https://prod-12.westus.logic.azure.com/workflows/1/triggers/manual/paths/invoke?api-version=2016-10-01&amp;sp=%2Ftriggers%2Fmanual%2Frun&amp;sig=Qx8dLm2Zk9vBn4Rt7YwPq1Sx3Uz6Ac5Fe0Hg">',
      'Qx8dLm2Zk9vBn4Rt7YwPq1Sx3Uz6Ac5Fe0Hg',
    ],
    [
      'a trigger URL in JSON',
      '{"value": "https://prod-12.westus.logic.azure.com/workflows/1/triggers/manual/paths/invoke?api-version=1\\u0026sig=Qx8dLm2Zk9vBn4Rt7YwPq1Sx3Uz6Ac5Fe0Hg"}',
      'Qx8dLm2Zk9vBn4Rt7YwPq1Sx3Uz6Ac5Fe0Hg',
    ],
    ['Key Content with no blank before its colon', 'Key Content: Kq7!Lm2Zx9\nCost settings', 'Kq7!Lm2Zx9'],
    ["Go's short declaration", '\tpassword := "Kq7!Lm2Zx9"\n\tdb, err := sql.Open("postgres", dsn)', 'Kq7!Lm2Zx9'],
    ['a passphrase under a camelCase key', '{"ssid": "Loft", "wifiPassword": "amber walrus tunnel beacon"}', 'amber walrus tunnel beacon'],
    ["a passphrase after Puppet's =>", "mysql::db { 'app': password => 'copper lantern ridge willow' }", 'copper lantern ridge willow'],
    ['a passphrase joined by hyphens', 'passphrase: harbor-quartz-meadow-tulip', 'harbor-quartz-meadow-tulip'],
    ['a Twilio token after "is:"', 'Twilio Auth Token is: 9f2c4e1ab07d3c58e6a1f0b2d9c7e4a5', '9f2c4e1ab07d3c58e6a1f0b2d9c7e4a5'],
    ['a Twilio AuthToken', 'TWILIO: AccountSid AC01 AuthToken 9f2c4e1ab07d3c58e6a1f0b2d9c7e4a5', '9f2c4e1ab07d3c58e6a1f0b2d9c7e4a5'],
    ['a redis AUTH at a selected database in lower case', '127.0.0.1:6379[2]> auth Kq7!Lm2Zx9\nOK', 'Kq7!Lm2Zx9'],
    ["schtasks' remote password", 'schtasks /create /s srv01 /u OURCO\\ops /p Kq7!Lm2Zx9 /tn Backup /tr C:\\b.cmd', 'Kq7!Lm2Zx9'],
    ["Django's create_user with no e-mail", "User.objects.create_user('kiosk', None, 'Kq7!Lm2Zx9')", 'Kq7!Lm2Zx9'],
    ["yarn's npmAuthIdent", 'npmRegistries:\n  "//npm.ourco.example":\n    npmAuthIdent: "ci-bot:Kq7!Lm2Zx9"', 'Kq7!Lm2Zx9'],
    ["pip's proxy in its config", 'pip config set global.proxy http://ops:Kq7!Lm2Zx9@proxy.ourco.example:3128', 'Kq7!Lm2Zx9'],
    [
      "rclone's key=value",
      'rclone config create s3prod s3 provider=AWS access_key_id=AKIA0000 secret_access_key=Kq7!Lm2Zx9/abc',
      'Kq7!Lm2Zx9/abc',
    ],
    ['openssl passwd -quiet', "openssl passwd -6 -quiet 'Kq7!Lm2Zx9'", 'Kq7!Lm2Zx9'],
    ['a passphrase before a full stop', 'The key file is encrypted. Password: glacier hammock tulip orbit.', 'glacier hammock tulip orbit'],
    ["a Wi-Fi QR code's payload", 'QR: WIFI:S:Loft;T:WPA;P:Kq7!Lm2Zx9;;', 'Kq7!Lm2Zx9'],
    ['a Twilio token on the next line', 'auth-token:\n  9f2c4e1ab07d3c58e6a1f0b2d9c7e4a5', '9f2c4e1ab07d3c58e6a1f0b2d9c7e4a5'],
  ])('redacts %s', (_, text, secret) => expect(redacted(text)).not.toContain(secret));
  it.each([
    'expect "login:"\nsend "deploy\\r"\nexpect "assword:"\nsend "$env(DEPLOY_PW)\\r"',
    'expect "Password:"\nsend "$password\\r"',
    'spawn ssh admin@switch\nexpect "assword:"\ninteract',
    'expect "continue connecting"\nsend "yes\\r"',
    "child.expect('Password:')\nchild.sendline(getpass.getpass())",
    'echo "$NEW_PW" | passwd --stdin deploy',
    'printf \'%s\\n\' "$PW" | passwd --stdin deploy',
    'Changing password for deploy.\nNew password:\nRetype new password:\npasswd: password updated successfully',
    'grep deploy /etc/passwd | cut -d: -f1',
    'expect "password changed"\nsend "exit 0\\r"',
    '\tpassword := os.Getenv("DB_PASSWORD")',
    '{"ssid": "Loft", "wifiPassword": "see the label under the router"}',
    'passphrase: none-set-yet',
    'Password: rotated quarterly through automation',
    'Example passphrase: "cobalt unwind spectrum huddle"',
    'user_id,password\n7,"expired 2024-03-01"\n8,"ask IT (ext. 4410)"',
    'Key Content            : Not present',
    'Password: must be changed every quarter.',
    'WIFI:S:Guest;T:nopass;;',
    'expect "Password:"\nsend "guest@\\r"',
    'send -- "$::env(DEPLOY_KEY_PASSPHRASE)\r"\nexpect "passphrase"',
    "printf 'Host bastion\\nPort 2222\\n' | tee ~/.ssh/config; passwd -S ops",
    'echo "rotation 2024-06 done" | logger -t ops && passwd -e alice',
  ])('leaves %j', (text) => expect(redacted(text)).toBe(text));
});

describe('passphrases of words', () => {
  it.each([
    ['a YAML value', 'password: correct horse battery staple'],
    ['a quoted assignment', 'passphrase = "purple monkey dishwasher"'],
    ['a shell variable', 'WIFI_PASSWORD="tangerine velvet harbor"'],
    ['a JSON value', '{"password": "lunar otter basket crimson"}'],
    ['a quoted phrase in prose', 'The guest wifi password is "orange bicycle lantern".'],
    ["ssh-keygen's -N", "ssh-keygen -t ed25519 -N 'silver maple orbit' -f key"],
    ["gpg's --passphrase", "gpg --batch --passphrase 'glacier hammock tulip' -d x.gpg"],
  ])('redacts %s', (_, text) => expect(redacted(text)).toMatch(/\[REDACTED:password\]/));
  it.each([
    'The password policy requires twelve characters.',
    'password: stored in the team vault',
    'password: must contain upper and lower case letters',
    'Password: same as your email login',
    'passphrase: leave empty for no passphrase',
    'password: ask the on call engineer',
    'the password is long enough for now',
    'password: correct horse battery staple and more',
    'xkcd\'s "correct horse battery staple" shows why length beats symbols.',
    'password_hint: name of first pet',
    'The compass points north east west',
  ])('leaves %j', (text) => expect(redacted(text)).toBe(text));
});

describe("more tools' and formats' credentials", () => {
  it.each([
    ['mysqladmin password', "mysqladmin -u root password 'Kq7!Lm2Zx9'", 'Kq7!Lm2Zx9'],
    ['mosquitto_passwd -b', 'mosquitto_passwd -b /etc/mosquitto/passwd sensor1 Kq7!Lm2Zx9', 'Kq7!Lm2Zx9'],
    ['openssl passwd', 'usermod -p "$(openssl passwd -6 \'Kq7!Lm2Zx9\')" alice', 'Kq7!Lm2Zx9'],
    ["redis' AUTH", 'cache:6379> AUTH Kq7!Lm2Zx9\nOK', 'Kq7!Lm2Zx9'],
    ['rclone', 'rclone config create b s3 provider AWS secret_access_key Kq7Lm2Zx9Vr4Wt8NKq7Lm2Zx9', 'Kq7Lm2Zx9Vr4Wt8NKq7Lm2Zx9'],
    ['cmdkey', 'cmdkey /add:fs01 /user:OURCO\\backup /pass:Kq7!Lm2Zx9', 'Kq7!Lm2Zx9'],
    ['schtasks /rp', 'schtasks /create /tn b /tr b.cmd /ru OURCO\\svc /rp Kq7!Lm2Zx9', 'Kq7!Lm2Zx9'],
    ["httpie's -a", 'http -a alice:Kq7!Lm2Zx9 GET https://api.example/me', 'Kq7!Lm2Zx9'],
    ["httpie's --auth", 'https --auth admin:Kq7!Lm2Zx9 POST https://api.example/jobs', 'Kq7!Lm2Zx9'],
    ["pip's proxy", 'pip install --proxy svc:Kq7!Lm2Zx9@proxy.example:3128 requests', 'Kq7!Lm2Zx9'],
    ["Django's set_password", "u.set_password('Kq7!Lm2Zx9')", 'Kq7!Lm2Zx9'],
    ["Django's create_superuser", "User.objects.create_superuser('admin', 'a@b.example', 'Kq7!Lm2Zx9')", 'Kq7!Lm2Zx9'],
    ["a form's confirmation", "User.create!(password: 'Kq7!Lm2Zx9', password_confirmation: 'Kq7!Lm2Zx9')", 'Kq7!Lm2Zx9'],
    ['a Wi-Fi profile', '<protected>false</protected>\n<keyMaterial>Kq7!Lm2Zx9</keyMaterial>', 'Kq7!Lm2Zx9'],
    ["netsh's Key Content", '    Key Content            : Kq7!Lm2Zx9\n', 'Kq7!Lm2Zx9'],
    [
      'a Logic Apps trigger',
      'https://prod-27.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=Kq7Lm2Zx9Vr4Wt8NKq7Lm2Zx9Vr4Wt8N',
      'Kq7Lm2Zx9Vr4Wt8NKq7Lm2Zx9Vr4Wt8N',
    ],
    ["npm's _auth", `_auth = ${Buffer.from('ci:Kq7!Lm2Zx9').toString('base64')}`, Buffer.from('ci:Kq7!Lm2Zx9').toString('base64')],
    ['a Twilio auth token in prose', `Twilio account, auth token ${'9f2c'.repeat(8)} (rotate it)`, '9f2c'.repeat(8)],
    ['a quoted CSV field holding a comma', '"username","password"\n"alice","Kq,7!Lm2Zx9"\n', 'Kq,7!Lm2Zx9'],
  ])('redacts %s', (_, text, secret) => expect(redacted(text)).not.toContain(secret));
  it.each([
    'mysqladmin -u root -p status',
    'mysql -u root appdb < schema.sql',
    'mosquitto_passwd -c /etc/mosquitto/passwd sensor1',
    'openssl passwd -6 -stdin < pw.txt',
    'AUTH <password>: authenticates the connection.',
    'rclone config create backups s3 provider AWS env_auth true',
    'schtasks /create /tn b /tr b.cmd /sc daily /ru SYSTEM',
    'http -a alice GET https://api.example/me',
    'http -a "$API_USER:$API_TOKEN" GET https://api.example/me',
    'pip install --proxy proxy.example:3128 requests',
    "user.set_password(form.cleaned_data['password1'])",
    'User.objects.create_user(username, email, password=password)',
    `<protected>true</protected>\n<keyMaterial>01000000D08C9DDF0115D1118C7A00C04FC297EB${'0A'.repeat(40)}</keyMaterial>`,
    '    Security key           : Present',
    'https://prod-00.westus.logic.azure.com/workflows/{id}/triggers/manual/paths/invoke?api-version=2016-10-01&sig={signature}',
    '_auth = ${NPM_AUTH}',
    'Your Twilio Auth Token is shown in the console; treat it like a password.',
    `CREATE ROLE reporting WITH LOGIN PASSWORD 'md5${'bd66'.repeat(8)}';`,
    'user_id,email,password_changed_at\n1,a@b.example,2026-11-30T10:00:00Z',
    '"username","password_hint"\n"alice","first pet, then year"',
  ])('leaves %j', (text) => expect(redacted(text)).toBe(text));
  it('reads a text without the shared index (one İ) as it reads one with it', () => {
    expect(redacted('İ password: correct horse battery staple')).toBe('İ password: [REDACTED:password]');
    expect(redacted('İ\nexpect "Password:"\nsend "Kq7!Lm2Zx9\\r"')).not.toContain('Kq7!Lm2Zx9');
    expect(redacted('İ cmdkey /add:fs01 /user:x /pass:Kq7!Lm2Zx9')).not.toContain('Kq7!Lm2Zx9');
  });
});
