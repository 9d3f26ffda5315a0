# Generates the hundred-and-thirty-third content corpus (cases-133.jsonl): the honest texts the spelled-lure, worn-service,
# national-id and far-password readings of the fifty-seventh to fifty-ninth slices read wrongly, in texts of their own,
# beside the positives that must stay found, written BEFORE any rule changed:
#   ok133u   a firm's own host: a name that holds a digit (`Q1 Lending`, `E1 Freight`) under its sign-in path, the text
#            naming it with the digit; a service's name joined to a portal's or a payment's word on the sender's own
#            domain (the mail's `From:` on that domain) or naming the service's product the page takes (`Google Pay`);
#            a German firm's host with an umlaut whose text writes the name with `oe`/`ue`/`ae`, from that very host;
#   url133u  the look-alikes that stay: a digit or an accent in a firm's name sent from the look-alike's own domain, a
#            service's name on a host the mail comes from under the service's own display name, a product's name over a
#            registered label of lure words;
#   ok133m   labels that are other things in a coding agent's texts: `GHA` before a GitHub Actions run id, `NIC` before a
#            network card's serial, French `Paroles` (lyrics) and Italian `parole chiave` (keywords) before a title;
#   pd133m / cl133m  the ids and passwords under those labels that stay found: a Ghana Card's printed `GHA-` number, a
#            Sri Lanka NIC in a customer's record, a Latvian `Parole:` and an Uzbek `paroli:`.
# Deterministic (seeded). Run: python3 test/corpus-content/generate133.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261333)
r = corpus.r


def puny(label): return label.encode('idna').decode()
def mail(sender, addr, subject, body):
    return f'From: {sender} <{addr}>\nSubject: {subject}\n\n{body}\n\nKind regards,\n{sender}'


# ok133u: a firm's own host read as a lure.
OU = [
    'Your loan statement is ready. Sign in to view it: https://portal.q1lending.com/login\n\nQ1 Lending Ltd, registered in England.',
    'E1 Freight customer portal: track and pay your invoices at https://my.e1freight.co.uk/invoice/pay (E1 Freight Services).',
    mail('Facilities', 'facilities@pennardhousing.org.uk', 'Room booking',
         'Room booking moved to the office portal. Sign in with your staff account: https://office-portal.pennardhousing.org.uk/login'),
    mail('IT Service Desk', 'servicedesk@calloway-freight.com', 'Meetings',
         'From Monday all calls go through the new Zoom sign-in page: https://zoom-signin.calloway-freight.com/login'),
    'Google Pay is live in the clinic shop: https://google-pay.ashgrovevets.com/checkout (Google Pay and cards). Test one order please.',
    'We now take Amazon Pay at https://amazon-pay.hartwellcycles.com/checkout - Amazon Pay works with your Amazon account.',
    mail('Moeller Bau GmbH', 'rechnung@' + puny('m\u00f6llerbau') + '.de', 'Rechnung 2026-0917',
         'Sehr geehrte Kundin, Ihre Rechnung liegt im Kundenportal: https://' + puny('m\u00f6llerbau') + '.de/portal/login\nMoeller Bau GmbH'),
    mail('Baeckerei Schuetz', 'info@' + puny('b\u00e4ckereisch\u00fctz') + '.de', 'Bestellung',
         'Ihre Vorbestellung bezahlen Sie hier: https://' + puny('b\u00e4ckereisch\u00fctz') + '.de/pay\nBaeckerei Schuetz'),
]
corpus.add('ok133u', [], OU, source='tool_output', wrap=False)

# url133u: the look-alikes that stay found.
UU = [
    mail('Thornbury Dairy', 'billing@th0rnburydairy.co.uk', 'Payment due',
         'Your Thornbury Dairy account is overdue. Pay now: https://th0rnburydairy.co.uk/pay'),
    mail('Hartwell Cycles', 'support@' + puny('hartw\u00e9llcycles') + '.com', 'Warranty',
         'Register your warranty with Hartwell Cycles: https://' + puny('hartw\u00e9llcycles') + '.com/login'),
    mail('Microsoft 365', 'no-reply@thornbury-mailbox.com', 'Message held',
         'A message is held for you. Sign in to release it: https://microsoft-365.thornbury-mailbox.com/login'),
    'Your Apple Pay card was suspended. Add it again: https://apple-pay.secure-wallet-check.com/verify (Apple Pay).',
    'Sign in to keep your account: https://ashgr0vevets.com/login',
    mail('Office 365', 'admin@callowayfreight-mail.com', 'Password expiry',
         'Your password expires today. Keep it at https://office-portal.callowayfreight-mail.com/login'),
]
corpus.add('url133u', ['adversarial_url'], UU, source='tool_output', wrap=False)

# ok133m: labels that are other things in a coding agent's texts.
OM = [
    'GHA run 8123456780 failed on ubuntu-latest; re-run with debug logging enabled.',
    '| Job | GHA 8123456781 | release/2.4 | 4m02s | passed |',
    'ci: GHA job 8123456782 uploaded the coverage report (see the Actions tab).',
    'NIC: 200115301234 (serial of the replacement network card, RMA pending)',
    'inventory: host db-07, NIC 199815301234, ethernet adapter swapped after the link flaps',
    'Paroles : Sous-la-Pluie-de-Lyon3, version live (1962)',
    'Titre : La-Mer-Apres-Minuit2\nParoles et musique : Jean-Luc-Perrin7',
    'Articolo 14\nParole chiave: Machine-Learning2026, reti neurali',
]
corpus.add('ok133m', [], OM, source='tool_output', wrap=False)

# pd133m: ids under those labels that stay found.
PM = [
    ('Applicant record\nName: Kwabena Asante\nGhana Card: GHA-712345678-3\nRegion: Ashanti', 'GHA-712345678-3'),
    ('customer_id,name,id_type,id\n4471,Ama Owusu,ghana_card,GHA-723456789-1', 'GHA-723456789-1'),
    ('KYC note: customer NIC: 199515301234, address verified at the Kandy branch.', '199515301234'),
    ('Borrower: Nimali Perera\nNIC: 200026501234\nLoan: LN-2291', '200026501234'),
]
corpus.add('pd133m', ['personal_data'], [t for t, _ in PM], source='tool_output', wrap=False, secrets=[s for _, s in PM])
CM = [
    ('Sveiki! Jūsu konts ir gatavs. Lietotājs: a.berzina, parole: Strazds#4471kp', 'Strazds#4471kp'),
    ('Ofis kompyuterining paroli: Lola#Bahor2026x', 'Lola#Bahor2026x'),
]
corpus.add('cl133m', ['credential_leak'], [t for t, _ in CM], source='tool_output', wrap=False, secrets=[s for _, s in CM])

corpus.write('cases-133')
