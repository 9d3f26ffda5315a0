# Generates the seventeenth content corpus (cases-17.jsonl): secrets written as people write them rather than as
# generators make them, each with its secrets listed so redaction is checked, beside look-alikes, written BEFORE the
# rules changed:
#   cr17a  short and plain passwords under a password's name ("password=hunter2", "password: letmein1") and in prose
#          ("your temporary password is …", "the password was …");
#   cr17b  passwords as an XML element's text (Maven settings.xml, a Jenkins or Tomcat config) and as a CSV export's
#          column ("username,password" and its rows);
#   cr17c  more providers: ClickUp personal tokens (pk_ and digits), Facebook Graph tokens (EAA…), Pinecone keys
#          (pcsk_), a Microsoft Teams incoming webhook's path, Braintree access tokens, session cookies in a Cookie header;
#   ok17   the same names holding no secret: a type ("password: string"), a schema's "required", an empty element, a
#          reference, a column of hints, an error message, a length rule, publishable keys, a cookie of preferences.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate17.py
import functools, json, uuid
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import LOWER, UPPER, ALNUM, HEX, Corpus
corpus = Corpus(20261217)
r = corpus.r
rs = corpus.rs


mixed = corpus.mixed


CARRIERS = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'read_file', 'result': {'content': t}}),
    lambda t: 'Ticket HELP-' + str(r.randint(1000, 9999)) + '\n\n' + t + '\n\nThanks!',
    lambda t: '$ cat notes.txt\n' + t,
]
corpus.containers = CARRIERS

short = ['hunter2', 'letmein1', 'Summer24', 'abc123!', 'Tr0ub4dor&3', 'qwerty99', 'Winter#7', 'Passw0rd!']
corpus.add('cr17a', ['credential_leak'], [
    f'password={short[0]}',
    f'password: {short[1]}',
    f'DB_PASSWORD={short[2]}',
    f'mysql_password = "{short[3]}"',
    f'Your temporary password is {short[4]} — change it after your first login.',
    f'The Wi-Fi admin password was {short[5]} until the reset.',
    f'Login for the staging box: user deploy, password {short[6]}',
    f'"password": "{short[7]}"',
], secrets=short)

xml = [mixed(12, ALNUM + '#!%') for _ in range(3)]
csvpw = [mixed(10, ALNUM + '!#') for _ in range(4)]
corpus.add('cr17b', ['credential_leak'], [
    f'<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deploy</username>\n      <password>{xml[0]}</password>\n    </server>\n  </servers>\n</settings>',
    f'<tomcat-users>\n  <user username="admin" password="{xml[1]}" roles="manager-gui"/>\n</tomcat-users>',
    f'<datasource><user>app</user><secret>{xml[2]}</secret></datasource>',
    f'username,password,last_login\nalice,{csvpw[0]},2026-11-30\nbob,{csvpw[1]},2026-12-01',
    f'email;password\ncarol@ourco.example;{csvpw[2]}\ndave@ourco.example;{csvpw[3]}',
], secrets=[xml[0], xml[1], xml[2], [csvpw[0], csvpw[1]], [csvpw[2], csvpw[3]]])

clickup = 'pk_' + str(r.randint(10**7, 10**8 - 1)) + '_' + rs(UPPER + '0123456789', 32)
fb = 'EAA' + mixed(160)
pinecone = 'pcsk_' + mixed(6) + '_' + mixed(64)
teams_path = rs(HEX, 32) + '/' + str(uuid.UUID(int=r.getrandbits(128), version=4))
teams = 'https://ourco.webhook.office.com/webhookb2/' + str(uuid.UUID(int=r.getrandbits(128), version=4)) + '@' + str(uuid.UUID(int=r.getrandbits(128), version=4)) + '/IncomingWebhook/' + teams_path
braintree = 'access_token$production$' + rs(LOWER + '0123456789', 16) + '$' + rs(HEX, 32)
session = rs(LOWER + '0123456789', 32)
corpus.add('cr17c', ['credential_leak'], [
    f'clickup: {clickup}',
    f'graph api call failed, token={fb}',
    f'pinecone.init(api_key="{pinecone}")',
    f'teams notify url {teams}',
    f'BRAINTREE_TOKEN={braintree}',
    f'GET /account HTTP/1.1\nHost: shop.ourco.example\nCookie: theme=dark; sessionid={session}; lang=en',
], secrets=[clickup, fb, pinecone, teams_path, braintree, session])

corpus.add('ok17', [], [
    'interface Login { username: string; password: string; }',
    'properties:\n  password:\n    type: string\n    minLength: 12\nrequired: [username, password]',
    '<server><id>nexus</id><username>deploy</username><password></password></server>',
    '<password>${env.NEXUS_PASSWORD}</password>',
    'username,password_hint\nalice,first pet\nbob,street',
    'Error: the password is incorrect. Try again or reset it.',
    'The password is 12 characters or longer and must not reuse the last five.',
    'STRIPE_PUBLISHABLE_KEY=pk_live_51H8xYzAbCdEfGhIjKlMnOpQr',
    'Cookie: theme=dark; lang=en; consent=yes',
    'Teams webhooks look like https://<tenant>.webhook.office.com/webhookb2/<id>/IncomingWebhook/<secret>; keep them out of git.',
    'Your temporary password is sent to your phone by SMS.',
    'password: required',
])
corpus.write('cases-17')
