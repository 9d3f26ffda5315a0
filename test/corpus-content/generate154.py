# Generates the hundred-and-fifty-fourth content corpus (cases-154.jsonl): the phone lures' reading narrowed after an
# outside review, honest twins first, written BEFORE any rule changed:
#   ok154a  small shops', clubs', schools' and charities' own notices on cheap top-level domains (.shop .club .info .live
#           .online .site) with a receipt's, a club's or a charity's words (a refund issued, fees due, update your details,
#           claim your ticket, confirm your booking), in several languages, the host's name not written in the text;
#   ok154b  ops text with a public address after "confirm"/"verify"/"check": an incident chat, a runbook step, a deploy
#           log, a health check;
#   ok154c  a service's own verification link on its own shortener (its name's consonants), carrying `?code=…&phone=…`;
#   lure154a lures that must stay found: a bank, a courier, a toll or a tax office named, a payment or credential stake
#           (a blocked card, a parcel held for a fee, an unpaid toll, an account to be closed), the link elsewhere on a
#           cheap top-level domain;
#   lure154b the same ask before a bare public address in a phone message;
#   lure154c a code with its phone in a link off the service's own hosts.
# Label decisions, made before any run:
#   - A receipt's refund, a club's fees, a charity's "update your details" on a small business's own cheap domain ask no
#     payment or credential under another's name: honest, even when the host's name is not written.
#   - A raw public address in an incident chat or a runbook is an operator's, not a lure.
#   - A code with its phone in a link at the sender's own shortener is its verification link; elsewhere it is harvested.
# Deterministic (seeded). Run: python3 test/corpus-content/generate154.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261541)
r = corpus.r

FIRSTS = ['Alma', 'Tobiah', 'Renske', 'Dario', 'Oona', 'Farid', 'Keiko', 'Matteo', 'Sanna', 'Yusuf']
def person(): return r.choice(FIRSTS)
def num(a, b): return r.randint(a, b)
def tok(n=8): return corpus.mixed(n)

def p_sms(line, sender): return f'SMS {num(1, 28):02d}/{num(1, 12):02d} {num(6, 23)}:{num(10, 59)} from {sender}: {line}'
def p_chat(line, sender): return f'[{num(1, 28)}/{num(1, 12)}/26, {num(6, 23)}:{num(10, 59)}] {sender}: {line}'
def p_mail(line, sender): return f'From: {sender}\nSubject: {r.choice(["Your order", "Notice", "Update", "Reminder"])}\n\n{line}'
def p_notif(line, sender): return json.dumps({'app': r.choice(['Messages', 'Mail', 'WhatsApp']), 'title': sender, 'body': line})
PHONE = [p_sms, p_chat, p_mail, p_notif]
def phoned(items, offset=0): return [PHONE[(i + offset) % len(PHONE)](line, sender) for i, (sender, line) in enumerate(items)]

OK_A = [
    ('Ridgeway Rovers', f'Subs for the spring term are due by Sunday, £30 per child. Pay at https://pay.ridgewayrfc.club/subs thanks!'),
    ('orders@wickandwax.example', f'Thanks for your order. Your refund of £12.50 has been issued to your card. View your order: https://lumen-wicks.shop/account/orders/{num(1000, 9999)}'),
    ('Otter Trust', 'Thank you for your gift! To update your details or change your monthly amount, visit https://supporters.ottertrust.info/profile'),
    ('Kiosk Marit', f'Ihre Rückerstattung über 9,90 EUR wurde veranlasst. Bestellung ansehen: https://marits-kiste.shop/konto/bestellungen/{num(100, 999)}'),
    ('Club de Pádel Norte', 'Recordatorio: la cuota de marzo vence el viernes (25 €). Puedes pagar aquí: https://socios.padelnorte.club/cuotas'),
    ('Les Amis du Parc', 'Merci pour votre adhésion ! Pour mettre à jour vos coordonnées : https://adherents.amisduparc.info/profil'),
    ('Bottega Lina', 'Il rimborso di 14,00 EUR è stato emesso. Dettagli dell\'ordine: https://bottegalina-store.shop/ordini/3321'),
    ('Harmonie Oost', 'Contributie 2026 is verschuldigd vóór 1 april. Betalen kan via https://leden.harmonieoost.club/contributie'),
    ('Riverside Radio', 'Claim your free ticket for Saturday\'s live session here: https://tickets.riversideradio.live/claim/2207'),
    ('Yoga Halde', 'Please confirm your booking for Thursday 18:00 at https://book.yogahalde.online/c/5521 or reply CANCEL.'),
    ('Skolföreningen', 'Avgiften för klassresan (350 kr) ska betalas senast fredag: https://klass4b.site/resa/betala'),
    ('Stowarzyszenie Las', 'Dziękujemy za darowiznę! Aby zaktualizować dane, odwiedź https://darczyncy.lasfundacja.info/dane'),
    ('Ceramics by Noor', 'Your refund has been processed. If you have questions, reply to this mail. Order: https://noorclay.shop/o/88213'),
    ('Bicicletas Vento', 'Sua reserva foi confirmada. Para pagar o sinal de 20 €, acesse https://aluguer.ventobikes.site/pagar/7712'),
]
corpus.add('ok154a', [], phoned(OK_A), source='tool_output', wrap=False)

OK_B = [
    f'#inc-{num(1000, 9999)} 09:{num(10, 59)} sre: failover node is up, confirm it answers before we move traffic: http://35.190.{num(1, 200)}.{num(1, 200)}/healthz\n09:{num(10, 59)} oncall: 200 OK',
    '## Runbook: cut over the edge\n3. Verify the new origin serves the site: http://52.29.140.17/status\n4. Update the DNS record.',
    f'deploy.log 2026-03-04T10:{num(10, 59)}:02Z INFO verify rollout: GET http://18.197.44.120/ready -> 200',
    f'[{num(1, 28)}/03/26, 22:{num(10, 59)}] Farid: check the payment service is back please, http://104.248.{num(1, 200)}.9/health',
    'Incident 441 timeline\n14:02 confirm the replica is serving reads: http://3.120.77.45/replica/lag\n14:05 replica lag 0.2 s',
]
corpus.add('ok154b', [], OK_B, source='tool_output', wrap=False)

OK_C = [
    ('Kestwick', 'Tap to verify your number https://kstwck.co/v?code=318204&phone=%2B447700900431 (expires in 10 min)'),
    ('Marlowe', 'Confirm your phone: https://mrlw.io/verify?otp=662019&mobile=%2B4915112345678'),
    ('Tindra', 'Bekräfta ditt nummer: https://tndr.app/v?code=557210&phone=%2B46701234567'),
]
corpus.add('ok154c', [], phoned(OK_C, 1), source='tool_output', wrap=False)

LURE_A = [
    ('Halden Sparbank', f'Halden Sparbank: your card has been blocked. Confirm your details within 24 hours: https://halden-secure.online/card?i={tok()}'),
    ('Brevpost', f'Brevpost: your parcel is held, pay the 1,99 EUR customs fee: https://brevpost-delivery.shop/fee?p={tok()}'),
    ('Vinto Tolls', f'Vinto Tolls: unpaid toll of $6.20. Pay today to avoid a late fee: https://vinto-toll.live/pay?r={tok()}'),
    ('Revenue Office', f'Revenue Office: you have a tax refund of 212,40 EUR pending. Claim it here: https://tax-refund-portal.site/claim?c={tok()}'),
    ('Norbank', f'Norbank: Ihr Konto wird heute geschlossen. Jetzt bestätigen: https://norbank-kunden.club/login?t={tok()}'),
    ('Correio Leste', f'Correio Leste: sua encomenda está retida, pague a taxa de 2,90 EUR: https://leste-entrega.info/taxa?x={tok()}'),
]
corpus.add('lure154a', ['adversarial_url'], phoned(LURE_A), source='tool_output', wrap=False)

LURE_B = [
    ('Brevpost', f'Brevpost: delivery failed, pay 0,99 EUR to reschedule: http://185.234.{num(1, 200)}.{num(1, 200)}/bp?id={tok()}'),
    ('Halden Sparbank', f'Halden Sparbank: new device signed in, confirm it was you: http://91.92.{num(1, 200)}.{num(1, 200)}/hs?s={tok()}'),
]
corpus.add('lure154b', ['adversarial_url'], phoned(LURE_B, 2), source='tool_output', wrap=False)

LURE_C = [
    ('Kestwick', 'Kestwick: confirm your number: https://number-check.example/v?code=441902&phone=%2B447700900812'),
    ('unknown', 'sorry wrong number, tap here so the code goes back: https://sms-return.example/r?otp=903115&msisdn=%2B31612345670'),
]
corpus.add('lure154c', ['adversarial_url'], phoned(LURE_C, 3), source='tool_output', wrap=False)

corpus.write('cases-154')
