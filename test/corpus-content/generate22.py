# Generates the twenty-second content corpus (cases-22.jsonl): cards, social security numbers and IBANs in shapes
# docs/content.md did not read, as payment processors' test lists and DLP suites write them, each with its number listed
# so redaction is checked, beside look-alikes that hold none, written class by class BEFORE the rules changed:
#   cd22a  cards of networks the table did not hold: Dankort (5019), Australian BankCard (5610, 560221-560225),
#          Switch and Solo (6331, 6333, 6334, 6767), InstaPayment (637-639), InterPayment (636), UzCard (8600), Humo
#          (9860), Maestro's 67xx range, and UATP (1, fifteen digits) where the text says it is a card;
#   cd22b  cards where a path or an abbreviation touches them: `/cards/4111…/charge`, `No.4111…`, `#4111…/12-27`;
#   cd22c  cards laid out as OCR, tables and HTML do: two blanks or more between groups, `&nbsp;` between groups;
#   cd22t  cards with a tab between groups (left unwrapped: a JSON container would escape the tab);
#   ssn22  US social security numbers after their name written with blanks, dots or no separator (`SSN: 078 05 1120`,
#          `Social Security No. 219.09.9999`, `ssn=078051120`), or with en dashes;
#   iban22 IBANs written with dashes between groups, and of registry countries the table lacked (Vatican, Egypt,
#          Libya, Iraq, Russia, Seychelles, Saint Lucia, Sudan, El Salvador, Mongolia, Oman, Yemen ...);
#   ok22   the look-alikes: IMEIs (Luhn-valid, fifteen digits), Facebook-style fifteen-digit ids that start with 1,
#          snowflake ids in paths, tracking and order numbers, numbers with blanks that are no SSN and carry no SSN's
#          name (log columns, phone numbers, ZIP+4), masked SSNs and cards, an SSN's name before a number that fails
#          the issued ranges, bank routing numbers, ISBNs, IBAN-shaped strings failing mod-97.
# Labels, decided before any run:
#   - A fifteen-digit number starting with 1 that passes Luhn is a UATP card only where its line names a card or UATP
#     (an airline's travel card); the same number as a profile id or a counter is no card.
#   - An SSN with blanks, dots or no separator is one only after its name (SSN, SS#, social security, SSA); nine
#     digits or 3-2-4 groups on their own are phone numbers, routing numbers and log columns.
#   - A card whose number a path holds (`/v1/cards/5019…`) is a card: payment logs write them so.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate22.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261222)
r = corpus.r


def luhn_complete(body):
    """`body` with the check digit that makes it pass Luhn."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def card(prefix, n):
    while True:
        c = luhn_complete(prefix + ''.join(r.choice('0123456789') for _ in range(n - len(prefix) - 1)))
        if len(set(c)) > 2: return c


def grouped(c, sep=' ', size=4):
    return sep.join(c[i:i + size] for i in range(0, len(c), size))


def iban(country, length):
    """A mod-97-valid IBAN of `length` characters for `country`."""
    bban = ''.join(r.choice('0123456789') for _ in range(length - 4))
    moved = bban + country + '00'
    num = ''.join(str(int(ch, 36)) for ch in moved)
    check = 98 - int(num) % 97
    return f'{country}{check:02d}{bban}'


def ssn():
    while True:
        a, g, s = r.randint(1, 899), r.randint(1, 99), r.randint(1, 9999)
        if a != 666: return f'{a:03d}', f'{g:02d}', f'{s:04d}'


corpus.containers = [
    lambda t: t,
    lambda t: json.dumps({'tool': 'read_file', 'result': {'content': t}}),
    lambda t: 'Statement page 2 of 3\n------------------------------\n' + t + '\n------------------------------\n',
    lambda t: 'From: records@clinic.example\nSubject: intake form (scanned)\n\n' + t + '\n',
]

# cd22a: networks the table lacked.
a = [card('5019', 16), card('5610', 16), card('560223', 16), card('6331', 16), card('6767', 16), card('637', 16), card('638', 16),
     card('639', 16), card('636', 16), card('8600', 16), card('9860', 16), card('6799', 19), card('1354', 15), card('1220', 15)]
corpus.add('cd22a', ['card_number'], [
    f'Dankort: {grouped(a[0])}',
    f'"payment_method": {{"brand": "bankcard", "number": "{a[1]}"}}',
    f'BankCard test number {a[2]} exp 11/28',
    f'Switch card {grouped(a[3], "-")} start 01/26',
    f'Solo {a[4]} valid to 09/27',
    f'InstaPayment: {grouped(a[5])}',
    f'card number {a[6]}, CVV 412',
    f'pan={a[7]}&exp=0328',
    f'InterPayment card {grouped(a[8])}',
    f'UzCard {grouped(a[9])} amal qilish muddati 05/29',
    f'Humo karta: {grouped(a[10])}',
    f'Maestro {a[11]} (expiry 04/30)',
    f'UATP card {a[12][:4]} {a[12][4:9]} {a[12][9:]} for corporate travel',
    f'Airline travel card (UATP): {a[13]}',
], secrets=[[grouped(a[0])], [a[1]], [a[2]], [grouped(a[3], '-')], [a[4]], [grouped(a[5])], [a[6]], [a[7]], [grouped(a[8])],
            [grouped(a[9])], [grouped(a[10])], [a[11]], [f'{a[12][:4]} {a[12][4:9]} {a[12][9:]}'], [a[13]]])

# cd22b: cards a path or an abbreviation touches.
b = [card('4', 16), card('51', 16), card('37', 15), card('6011', 16), card('4', 16), card('55', 16), card('4', 16), card('3528', 16)]
corpus.add('cd22b', ['card_number'], [
    f'POST /v1/cards/{b[0]}/charge 200 OK',
    f'GET https://pay.example.com/api/tokens/{b[1]} 404',
    f'Card No.{b[2]} declined',
    f'card #{b[3]}/12-27 on file',
    f'INFO vault: stored /customers/8812/cards/{b[4]}',
    f'cc:{b[5]}/0927/331',
    f'Ref. card no.{grouped(b[6])}',
    f'redirect to /checkout/{b[7]}?retry=1',
], secrets=[[b[0]], [b[1]], [b[2]], [b[3]], [b[4]], [b[5]], [grouped(b[6])], [b[7]]])

# cd22c: cards laid out as OCR, tables and HTML do.
c = [card('4', 16), card('52', 16), card('34', 15), card('6011', 16), card('4', 16), card('35', 16), card('54', 16), card('4', 16)]
corpus.add('cd22c', ['card_number'], [
    f'Card number:  {grouped(c[0], "  ")}',
    f'<td>{grouped(c[1], "&nbsp;")}</td><td>08/29</td>',
    f'Cardholder: M. Okafor    Card: {grouped(c[3], "  ")}    Exp: 02/28',
    f'<span class="pan">{grouped(c[4], "&#160;")}</span>',
    f'CARD NO   {grouped(c[5], "   ")}',
    f'<p>Visa ending soon: {grouped(c[7], "&nbsp;")}</p>',
], secrets=[[grouped(c[0], "  ")], [grouped(c[1], "&nbsp;")], [grouped(c[3], "  ")],
            [grouped(c[4], "&#160;")], [grouped(c[5], "   ")], [grouped(c[7], "&nbsp;")]])
# Tabs stay tabs only unwrapped (a JSON container escapes them).
corpus.add('cd22t', ['card_number'], [
    f'AMEX\t{c[2][:4]}\t{c[2][4:10]}\t{c[2][10:]}',
    f'card\t{grouped(c[6], chr(9))}\texp 07/27',
], wrap=False, secrets=[[f'{c[2][:4]}\t{c[2][4:10]}\t{c[2][10:]}'], [grouped(c[6], chr(9))]])

# ssn22: social security numbers after their name, written with blanks, dots, no separator or en dashes.
s = [ssn() for _ in range(10)]
ssn_texts = [
    f'SSN: {s[0][0]} {s[0][1]} {s[0][2]}',
    f'Social Security No. {".".join(s[1])}',
    f'ssn={"".join(s[2])}',
    f'Employee SSN {"".join(s[3])} (verified)',
    f'SS# {s[4][0]} {s[4][1]} {s[4][2]}',
    f'social security number: {"–".join(s[5])}',
    f'"ssn": "{"".join(s[6])}"',
    f'Patient: J. Ruiz, DOB 04/11/1962, SSN {".".join(s[7])}',
    f'SSA number {s[8][0]} {s[8][1]} {s[8][2]}',
    f'Soc. Sec. #: {"".join(s[9])}',
]
ssn_secrets = [[f'{s[0][0]} {s[0][1]} {s[0][2]}'], ['.'.join(s[1])], [''.join(s[2])], [''.join(s[3])], [f'{s[4][0]} {s[4][1]} {s[4][2]}'],
               ['–'.join(s[5])], [''.join(s[6])], ['.'.join(s[7])], [f'{s[8][0]} {s[8][1]} {s[8][2]}'], [''.join(s[9])]]
corpus.add('ssn22', ['personal_data'], ssn_texts, secrets=ssn_secrets)

# iban22: IBANs with dashes, and of registry countries the table lacked.
i22 = [iban('GB', 22), iban('DE', 22), iban('VA', 22), iban('EG', 29), iban('LY', 25), iban('IQ', 23), iban('RU', 33), iban('SC', 31),
       iban('LC', 32), iban('SD', 18), iban('SV', 28), iban('MN', 20), iban('OM', 23), iban('YE', 30)]
iban_texts = [
    f'IBAN: {grouped(i22[0], "-")}',
    f'Bankverbindung {grouped(i22[1], "-")}',
    f'Vatican account {i22[2]}',
    f'Beneficiary IBAN {grouped(i22[3])}',
    f'IBAN {i22[4]} (Libya)',
    f'iban: "{i22[5]}"',
    f'Russian correspondent account IBAN {i22[6]}',
    f'Pay to {grouped(i22[7])}',
    f'IBAN LC: {i22[8]}',
    f'Sudan IBAN {i22[9]}',
    f'IBAN El Salvador {grouped(i22[10])}',
    f'Mongolia: {i22[11]}',
    f'Oman IBAN {i22[12]}',
    f'Yemen account (IBAN) {i22[13]}',
]
iban_secrets = [[grouped(i22[0], '-')], [grouped(i22[1], '-')], [i22[2]], [grouped(i22[3])], [i22[4]], [i22[5]], [i22[6]],
                [grouped(i22[7])], [i22[8]], [i22[9]], [grouped(i22[10])], [i22[11]], [i22[12]], [i22[13]]]
corpus.add('iban22', ['personal_data'], iban_texts, secrets=iban_secrets)

# ok22: the look-alikes.
imei = [card('35', 15), card('86', 15), card('01', 15)]
fbid = [card('1000', 15), card('1000', 15), card('1', 15)]
bad_iban = iban('DE', 22)
bad_iban = bad_iban[:2] + ('%02d' % ((int(bad_iban[2:4]) + 1) % 100)) + bad_iban[4:]
corpus.add('ok22', [], [
    f'IMEI: {imei[0]}',
    f'Device {imei[1]} registered to the fleet (IMEI)',
    f'imei={imei[2]}&model=SM-A546',
    f'https://www.facebook.com/profile.php?id={fbid[0]}',
    f'fbid {fbid[1]} liked the post',
    f'row {fbid[2]} of the export',
    'GET /status/1861234567890123456 200',
    'GET /channels/1098765432109876543/messages 200',
    'USPS tracking 9400 1000 0000 0000 0000 00',
    'Order #112-7654321-7654321 shipped',
    '10.0.3.7 - - [01/Dec/2026:09:12:01] "GET /a HTTP/1.1" 200 12 3456',
    'Call 555 12 3456 or +1 415 555 0134',
    'ZIP+4: 94105-1234',
    'SSN: ***-**-6789 (masked)',
    'SSN: XXX XX 4321',
    'SSN field is optional; format 9 digits without dashes',
    'SSN 000 12 3456 is invalid: area 000 was never issued',
    'SSN: 912 34 5678 is an ITIN, not a social security number',
    'ABA routing number 021000021',
    'ISBN 978-3-16-148410-0',
    'Card: 4111 **** **** 1111',
    'card ending in 4242',
    f'IBAN check failed for {bad_iban}: mod-97 mismatch',
    'Build 2026.12.0201 finished in 123 45 6789 ms',
    'Patient ID 123456789, ward 4B',
    'Timestamp 1733097600123 ms',
])

corpus.write('cases-22')
