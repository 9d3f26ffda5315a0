# Generates the twenty-eighth content corpus (cases-28.jsonl): cards and social security numbers in the shapes an earlier
# review found left after `--redact`, in payment receipts, OCR'd statements, chat, CSV exports, logs, payment APIs'
# JSON, e-mails and forms, each with its number listed (`secrets`, as it appears in the text) so redaction is checked,
# beside look-alikes `ok28-…` in the same carriers, written class by class BEFORE any rule changed:
#   cd28n  networks the table does not list: Napas (9704; 16 and 19 digits), BORICA (2205; 16), DinaCard (9891; 16),
#          Belkart (9112; 16), ArCa (9051; 16), Diners Club enRoute (2014, 2149; 15, after a card's name); and networks
#          listed already, kept here so their readings stay (BC Global 6541/6556, Troy, Mir, Verve, RuPay, Elo, Hipercard);
#   cd28d  a card's groups apart by full stops (4-4-4-4, 4-6-5 and 4-4-4-4-3), as some receipts and OCR write them;
#   cd28u  full-width digits (U+FF10-FF19) and other scripts' decimal digits (Arabic-Indic, Persian, Devanagari, Thai,
#          Bengali), alone or with blanks, ideographic spaces or full-width hyphens between groups;
#   cd28l  letters touching the number where they are a card's own field names: `PAN5137…EXP1227`, `CARD4111…`,
#          `cc4111…`, `4111…EXP0927`, `4111…CVV123`, and track-1 data `%B4111…^DOE/JOHN^…`;
#   cd28s  a number split over two lines, a card's name before it on the first line (a line break in place of one
#          separator, or a run of digits wrapped), with LF, CRLF or a JSON string's `\n` escape;
#   cd28o  others: track-2 data, payment APIs' JSON, a card column of a CSV export, a chat message, a gateway's log;
#   ssn28a a US social security number (blanks, full stops or none between its groups) whose name comes after it:
#          `078051120 (SSN)`, `078 05 1120 - social security number`, `… is my SSN`;
#   ssn28b its name far before it: a form's label and dot leaders or a run of blanks, a label naming whose number it is
#          (`SSN of the applicant:`), the header of its column in a CSV, TSV or markdown table.
# Label decisions, made before any run:
#   - A card is a number a listed network issues (its prefix and length) that passes Luhn; a network whose numbers do
#     not pass Luhn (enRoute issued some) is labelled a card only where its number passes Luhn and its line names a
#     card: a fifteen-digit number starting 2014 is a timestamp's shape.
#   - Groups apart by full stops are a card where the groups are a card's grouping (4-4-4-4, 4-6-5, 4-4-4-4-3):
#     versions, addresses, OIDs and dates group otherwise. Three groups of four, a decimal amount, an IP are not.
#   - Unicode digits are read as their ASCII digits: a card in full-width digits is a card; a phone number, a postal
#     code, an amount or a number failing Luhn in them is not.
#   - Letters touching a number make it a card only where they are a card's field names (PAN, CC, CARD, CARDNO, VISA,
#     AMEX before it; EXP, EXPIRY, CVV, CVC after it; `%B` of track 1): an invoice's or a SKU's letters before
#     digits, hex and an id's letters make no card, whatever Luhn says.
#   - A number split over two lines is a card where its first line names a card; without the name, numbers ending one
#     line and starting the next are a table's columns.
#   - An SSN's name after its number counts where it labels that number alone: in parentheses closed after the name,
#     or after a dash with nothing but a full stop after it, or `… is my SSN`. `123456789 (SSN redacted)` and
#     `Account 123456789, SSN: on file` name no number.
#   - A column headed SSN holds SSNs in its cells (nine digits, or 3-2-4 with blanks or full stops); another column's
#     nine digits (a routing number) and masked or never-issued values are none.
#   - Other countries' national ids: docs/content.md's personal_data claims none, so this corpus holds none.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate28.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261228)
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


def luhn_ok(s):
    return luhn_complete(s[:-1]) == s


def card(prefix, n):
    while True:
        c = luhn_complete(prefix + ''.join(r.choice('0123456789') for _ in range(n - len(prefix) - 1)))
        if len(set(c)) > 2: return c


def bad_card(prefix, n):
    """A number of the network's shape whose check digit is wrong (a test card mistyped)."""
    c = card(prefix, n)
    return c[:-1] + str((int(c[-1]) + 3) % 10)


def grouped(c, sep=' ', sizes=None):
    sizes = sizes or [4] * ((len(c) + 3) // 4)
    out, i = [], 0
    for s in sizes:
        out.append(c[i:i + s]); i += s
    return sep.join(x for x in out if x)


AMEX = [4, 6, 5]


def digits_in(s, zero):
    """`s` with its ASCII digits written in the script whose zero is `zero`."""
    return ''.join(chr(ord(zero) + int(ch)) if ch.isdigit() else ch for ch in s)


FW = '\uff10'  # full-width
ARABIC = '\u0660'
PERSIAN = '\u06f0'
DEVANAGARI = '\u0966'
THAI = '\u0e50'
BENGALI = '\u09e6'


def ssn():
    while True:
        a, g, s = r.randint(1, 899), r.randint(1, 99), r.randint(1, 9999)
        if a != 666: return f'{a:03d}', f'{g:02d}', f'{s:04d}'


JSON_CONTAINERS = [
    lambda t: json.dumps({'tool': 'http_get', 'status': 200, 'body': t}),
    lambda t: json.dumps({'messages': [{'from': 'customer', 'text': t}]}),
]
TEXT_CONTAINERS = [
    lambda t: t,
    lambda t: 'RECEIPT (scanned, OCR)\n=======================\n' + t + '\n=======================\nThank you for your purchase\n',
    lambda t: 'From: billing@shop.example\nTo: ops@shop.example\nSubject: fwd: customer details\n\n' + t + '\n\n-- \nBilling team\n',
    lambda t: '2026-12-02T10:14:03Z INFO gateway request received\n' + t + '\n2026-12-02T10:14:04Z INFO done\n',
    lambda t: '[10:14] alex: can you check this one?\n[10:15] sam: ' + t + '\n[10:16] alex: thanks\n',
]
corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS

# cd28n: networks the table does not list, and listed ones kept.
n = [card('9704', 16), card('9704', 19), card('2205', 16), card('9891', 16), card('9112', 16), card('9051', 16),
     card('2014', 15), card('2149', 15), card('9704', 16), card('2205', 16), card('9891', 16), card('9112', 16), card('9051', 16),
     card('6541', 16), card('6556', 16), card('9792', 16), card('2201', 16), card('506102', 16), card('6521', 16),
     card('636368', 16), card('606282', 16)]
cd28n = [
    (f'Napas card: {grouped(n[0])}', grouped(n[0])),
    (f'The ATM card (Napas) number is {grouped(n[1], " ", [4, 4, 4, 4, 3])}', grouped(n[1], ' ', [4, 4, 4, 4, 3])),
    (f'BORICA debit card {grouped(n[2])} valid thru 08/29', grouped(n[2])),
    (f'DinaCard {n[3]} exp 03/28', n[3]),
    (f'Belkart card number: {grouped(n[4], "-")}', grouped(n[4], '-')),
    (f'ArCa card {grouped(n[5])}, expires 10/27', grouped(n[5])),
    (f'Diners Club enRoute card {n[6][:4]} {n[6][4:11]} {n[6][11:]}', f'{n[6][:4]} {n[6][4:11]} {n[6][11:]}'),
    (f'enRoute card no. {n[7]}', n[7]),
    (f'{{"payment_method": {{"type": "card", "number": "{n[8]}", "exp": "11/28"}}}}', n[8]),
    (f'Pay with: {grouped(n[9])}  CVV 771', grouped(n[9])),
    (f'number,exp\n{n[10]},07/30', n[10]),
    (f'{grouped(n[11])} 09/28 Belkart', grouped(n[11])),
    (f'ПЛАТЕЖ ArCa {grouped(n[12])} 12/27', grouped(n[12])),
    (f'BC Global card {grouped(n[13])}', grouped(n[13])),
    (f'card: {n[14]}', n[14]),
    (f'Troy kart {grouped(n[15])}', grouped(n[15])),
    (f'Карта МИР {grouped(n[16])}', grouped(n[16])),
    (f'Verve card {n[17]}', n[17]),
    (f'RuPay {grouped(n[18])}', grouped(n[18])),
    (f'Cartão Elo {grouped(n[19])}', grouped(n[19])),
    (f'Hipercard {grouped(n[20])} validade 06/29', grouped(n[20])),
]
corpus.add('cd28n', ['card_number'], [t for t, _ in cd28n], secrets=[[s] for _, s in cd28n])

# cd28d: groups apart by full stops.
d = [card('4', 16), card('54', 16), card('37', 15), card('6011', 16), card('4', 19), card('3530', 16), card('2221', 16), card('4', 16)]
d8, d9 = card('4', 16), card('34', 15)
cd28d = [
    (f'Card: {grouped(d[0], ".")}', grouped(d[0], '.')),
    (f'MASTERCARD {grouped(d[1], ".")} EXP 04/28', grouped(d[1], '.')),
    (f'AMEX {grouped(d[2], ".", AMEX)}', grouped(d[2], '.', AMEX)),
    (f'Karten-Nr. {grouped(d[3], ".")}', grouped(d[3], '.')),
    (f'{grouped(d[4], ".", [4, 4, 4, 4, 3])} (visa debit)', grouped(d[4], '.', [4, 4, 4, 4, 3])),
    (f'my card is {grouped(d[5], ".")} can u charge it', grouped(d[5], '.')),
    (f'"card_number": "{grouped(d[6], ".")}"', grouped(d[6], '.')),
    (f'TOTAL 42.10 EUR\nVISA {grouped(d[7], ".")}\nAUTH 118832', grouped(d[7], '.')),
    (f'Statement (OCR) card no {grouped(d8, ".")} page 1', grouped(d8, '.')),
    (f'{{"brand": "amex", "pan": "{grouped(d9, ".", AMEX)}"}}', grouped(d9, '.', AMEX)),
]
corpus.add('cd28d', ['card_number'], [t for t, _ in cd28d], secrets=[[s] for _, s in cd28d])

# cd28u: full-width and other scripts' digits.
u = [card('4', 16), card('53', 16), card('3540', 16), card('4', 16), card('62', 16), card('4', 16), card('53', 16), card('4', 16),
     card('37', 15), card('4', 16), card('2200', 16)]
u11 = card('4', 16)
cd28u = [
    f'カード番号：{digits_in(u[0], FW)}',
    f'カード番号 {digits_in(grouped(u[1]), FW)} 有効期限 ０９/２８',
    f'クレジットカード {digits_in(grouped(u[2], chr(0x3000)), FW)}',
    f'card {digits_in(grouped(u[3], chr(0xff0d)), FW).replace("-", chr(0xff0d))}',
    f'银行卡号：{digits_in(grouped(u[4]), FW)}',
    f'رقم البطاقة: {digits_in(grouped(u[5]), ARABIC)}',
    f'شماره کارت {digits_in(grouped(u[6]), PERSIAN)}',
    f'कार्ड संख्या {digits_in(u[7], DEVANAGARI)}',
    f'บัตรเครดิต {digits_in(grouped(u[8], " ", AMEX), THAI)}',
    f'card {u[9][:8]}{digits_in(u[9][8:], FW)}',
    f'কার্ড {digits_in(grouped(u[10]), BENGALI)}',
    f'{{"お支払い": {{"カード番号": "{digits_in(u11, FW)}"}}}}',
]
cd28u_secrets = [digits_in(u[0], FW), digits_in(grouped(u[1]), FW), digits_in(grouped(u[2], chr(0x3000)), FW),
                 digits_in(grouped(u[3], chr(0xff0d)), FW).replace('-', chr(0xff0d)), digits_in(grouped(u[4]), FW),
                 digits_in(grouped(u[5]), ARABIC), digits_in(grouped(u[6]), PERSIAN), digits_in(u[7], DEVANAGARI),
                 digits_in(grouped(u[8], ' ', AMEX), THAI), u[9][:8] + digits_in(u[9][8:], FW), digits_in(grouped(u[10]), BENGALI), digits_in(u11, FW)]
corpus.add('cd28u', ['card_number'], cd28u, secrets=[[s] for s in cd28u_secrets])

# cd28l: letters touching the number where they are a card's field names.
l = [card('51', 16), card('4', 16), card('4', 16), card('37', 15), card('55', 16), card('4', 16), card('6011', 16), card('4', 16),
     card('4', 16)]
l9 = card('52', 16)
cd28l = [
    (f'TRACE PAN{l[0]}EXP1227 AMT000000004210', l[0]),
    (f'%B{l[1]}^DOE/JOHN^2712101000000000000000?', l[1]),
    (f'RAW CARD{l[2]} STATUS APPROVED', l[2]),
    (f'AMEX{l[3]} EXP 0928', l[3]),
    (f'cc{l[4]} plz', l[4]),
    (f'{l[5]}EXP0927 CVV 118', l[5]),
    (f'stored: {l[6]}CVV412', l[6]),
    (f'CARDNO{l[7]};NAME=K WU', l[7]),
    (f'VISA{l[8]}EXPIRY0428', l[8]),
    (f'Pan{l9}Exp0131', l9),
]
corpus.add('cd28l', ['card_number'], [t for t, _ in cd28l], secrets=[[s] for _, s in cd28l])

# cd28s: split over two lines, named on the first (unwrapped: a JSON container would escape the break; one is escaped here).
s = [card('4', 16), card('51', 16), card('4', 16), card('37', 15), card('6011', 16), card('4', 16), card('3560', 16)]
cd28s = [
    (f'Card number: {s[0][:4]} {s[0][4:8]}\n{s[0][8:12]} {s[0][12:]}\nExpiry: 04/28', f'{s[0][:4]} {s[0][4:8]}\n{s[0][8:12]} {s[0][12:]}'),
    (f'Please charge my card {grouped(s[1])[:14]}\n{grouped(s[1])[15:]} for the deposit.', f'{grouped(s[1])[:14]}\n{grouped(s[1])[15:]}'),
    (f'CARD NO {s[2][:10]}\r\n{s[2][10:]}\r\nNAME J SMITH', f'{s[2][:10]}\r\n{s[2][10:]}'),
    (f'Amex card: {s[3][:4]} {s[3][4:10]}\n{s[3][10:]}', f'{s[3][:4]} {s[3][4:10]}\n{s[3][10:]}'),
    (f'card {s[4][:4]}-{s[4][4:8]}-{s[4][8:12]}\n{s[4][12:]} exp 01/29', f'{s[4][:4]}-{s[4][4:8]}-{s[4][8:12]}\n{s[4][12:]}'),
    (f'> Card number is {s[5][:8]}\n{s[5][8:]}', f'{s[5][:8]}\n{s[5][8:]}'),
]
corpus.add('cd28s', ['card_number'], [t for t, _ in cd28s], wrap=False, secrets=[[x] for _, x in cd28s])
esc = f'{grouped(s[6])[:9]}\\n{grouped(s[6])[10:]}'
corpus.add('cd28e', ['card_number'], [json.dumps({'note': f'card {grouped(s[6])[:9]}\n{grouped(s[6])[10:]} exp 05/27'})], wrap=False,
           secrets=[[esc]])

# cd28o: others.
o = [card('4', 16), card('52', 16), card('4', 16), card('37', 15), card('4', 16), card('4', 16), card('52', 16)]
cd28o = [
    (f';{o[0]}=27121010000000000000?', o[0]),
    (f'{{"source": {{"object": "card", "number": "{o[1]}", "exp_month": 4, "exp_year": 2029}}}}', o[1]),
    (f'order_id,card_number,amount\n10045,{o[2]},42.10\n10046,,12.00', o[2]),
    (f'hey can u use my amex {grouped(o[3], " ", AMEX)} thx', grouped(o[3], ' ', AMEX)),
    (f'2026-12-02 10:14:03 DEBUG authorize pan={o[4]} amount=4210', o[4]),
    (f'Card ending 4242 was declined; please try {grouped(o[5], "-")} instead', grouped(o[5], '-')),
    (f'<input name="cc" value="{o[6]}">', o[6]),
]
corpus.add('cd28o', ['card_number'], [t for t, _ in cd28o], secrets=[[x] for _, x in cd28o])

# ssn28a: the name after the number.
sa = [ssn() for _ in range(7)]
ssn28a = [
    (f'{"".join(sa[0])} (SSN)', ''.join(sa[0])),
    (f'J. Ruiz, {" ".join(sa[1])} (social security number)', ' '.join(sa[1])),
    (f'{".".join(sa[2])} - SSN', '.'.join(sa[2])),
    (f'the number is {"".join(sa[3])} (SSN#)', ''.join(sa[3])),
    (f'hi, {" ".join(sa[4])} is my SSN, please update the form', ' '.join(sa[4])),
    (f'Employee 4471: {"".join(sa[5])} (Soc. Sec. No.)', ''.join(sa[5])),
    (f'{" ".join(sa[6])} – social security number.', ' '.join(sa[6])),
]
corpus.add('ssn28a', ['personal_data'], [t for t, _ in ssn28a], secrets=[[x] for _, x in ssn28a])

# ssn28b: the name far before (unwrapped where the layout is lines and columns).
sb = [ssn() for _ in range(8)]
sb8 = ssn()
ssn28b = [
    (f'Social Security Number ............................ {" ".join(sb[0])}', ' '.join(sb[0])),
    (f'SSN:                                    {"".join(sb[1])}', ''.join(sb[1])),
    (f'SSN of the applicant: {" ".join(sb[2])}', ' '.join(sb[2])),
    (f'name,dob,ssn,plan\nJ. Ruiz,1962-04-11,{"".join(sb[3])},gold\nA. Chen,1980-09-02,,silver', ''.join(sb[3])),
    (f'Name\tSSN\tStart\nK. Wu\t{" ".join(sb[4])}\t2024-01-08', ' '.join(sb[4])),
    (f'| Employee | SSN | Dept |\n|---|---|---|\n| M. Okafor | {".".join(sb[5])} | Ops |', '.'.join(sb[5])),
    (f'"employee_name";"employee_ssn"\n"P. Novak";"{"".join(sb[6])}"', ''.join(sb[6])),
    (f'Social security number of the insured: {"".join(sb[7])}', ''.join(sb[7])),
    (f'ID|Name|Soc Sec No|Hired\n7|L. Park|{" ".join(sb8)}|2019', ' '.join(sb8)),
]
corpus.add('ssn28b', ['personal_data'], [t for t, _ in ssn28b], wrap=False, secrets=[[x] for _, x in ssn28b])

# ok28: the look-alikes, in the same carriers.
imei = card('35', 15)
fw_bad = bad_card('4', 16)
ok = [
    # Dots: versions, addresses, OIDs, dates, amounts, three groups.
    'Version 10.0.19045.4170 installed',
    'Build 2026.1203.0114.0001 deployed to staging',
    'OID 1.3.6.1.4.1.311.21.8.4111111.1111111',
    'Client 192.168.101.44 connected from 10.20.30.40',
    'Interface Gi0/1 mac 0050.5689.1a2b',
    'Subtotal 4111.11 EUR, tax 780.11',
    'ref 4111.1111.1111 (three groups)',
    f'Card: {grouped(bad_card("4", 16), ".")} rejected (check digit)',
    'Tel. 0412.345.678 or 02.345.67.89',
    'Date 2026.12.02 time 10.14.03',
    # Full-width and other scripts' digits that are no card.
    '電話番号：０３－１２３４－５６７８',
    '〒１００－０００１ 東京都千代田区',
    '合計 ￥１２，３４５（税込）',
    f'注文番号：{digits_in(fw_bad, FW)}',
    'تاريخ ٢٠٢٦/١٢/٠٢ رقم الطلب ٤٥٦٧٨',
    'شماره تماس ۰۹۱۲ ۳۴۵ ۶۷۸۹',
    'वर्ष २०२६ में ४५ लाख',
    f'IMEI：{digits_in(imei, FW)}',
    'カード末尾 ＊＊＊＊ １１１１',
    '金額 ４１１１ 円、数量 １１１１ 個',
    # Letters touching numbers that name no card field.
    'INV4539578763621486 paid',
    'SKU5105105105105100X in stock',
    'UPS 1Z999AA10123456784 delivered',
    'instance i-0a41111111111111111 running',
    'event 1733097600123ms after start',
    'sha d41d8c4111111111111111e98ecf8427e',
    'ORDER4012888888881881 shipped',
    'lot L4111111111111111 best before 2027',
    'https://cdn.example/img/v4111111111111111/photo.jpg',
    'tx 0x4111111111111111aa in block 99',
    # Numbers ending one line and starting the next with no card's name; names with Luhn failing; masked.
    'Ports in use:\n5432 6379\n8080 9090',
    'Q1 Q2\n4111 1111\n1111 1111\nQ3 Q4',
    f'Card ending in 1111\n{grouped(bad_card("4", 16))}',
    'Card: **** **** ****\n1111 (masked)',
    'card reader count\n4\n1111 readers shipped',
    'ICCID on the SIM card 8944 1100\n0000 1234 567',
    'Years:\n2019 2020\n2021 2022',
    # Tracking numbers, order ids, timestamps, ISBNs, phone numbers, BIN tables, amounts.
    'USPS tracking 9400 1118 9922 3344 5566 77',
    'Order #112-7654321-7654321 shipped',
    'Timestamp 1733097600123',
    'ISBN 978-3-16-148410-0',
    'Call +1 415 555 0134 or 0044 20 7946 0958',
    'BIN table: 411111 Visa, 510510 Mastercard, 378282 Amex, 970400 Napas',
    'Card: 4111 **** **** 1111',
    'Test card 4111 1111 1111 1112 (fails Luhn: use it to test declines)',
    'Amount: 4,111,111.11 USD',
    f'IMEI {imei}',
    'Napas BIN 970436 belongs to Vietcombank',
    'enRoute cards used prefixes 2014 and 2149',
    'Invoice 2014 0615 1230 045 dated 2014-06-15',
    'Belkart processing centre phone 9112 3456',
    # SSN's name after a number that it does not label; far before with another key or no value.
    'Order 123456789 (SSN redacted)',
    'Account 123456789, SSN: on file',
    'ticket 123456789 (not the SSN)',
    'Case 123456789 - SSN verification pending',
    '912 34 5678 (SSN)',
    '000 12 3456 - SSN',
    'ITIN 912345678 (SSN not issued)',
    'Routing number ............................ 021000021',
    'SSN ......................... see attached',
    'SSN: ________   Routing: 021000021',
    'SSN requirements for form 941: 123456789 is an example',
    'name,ssn,routing\nA. Chen,,021000021\nJ. Ruiz,,322271627',
    'name,ssn_last4,zip\nA. Chen,1120,94105',
    'name,ssn\nA. Chen,***-**-1120\nJ. Ruiz,XXXXX1120',
    'name,has_ssn,member_id\nA. Chen,true,123456789',
    'name,ssn\nA. Chen,000000000\nJ. Ruiz,912345678',
    '| Field | Format |\n|---|---|\n| SSN | 9 digits |\n| Routing | 021000021 |',
    'Name\tSSN\tPhone\nK. Wu\t\t415 555 0134',
    'SSN of the applicant is optional; call 415 555 0134',
    'Phone 415 555 0134 (SSN desk)',
    # Same carriers, plain.
    '{"payment_method": {"type": "card", "last4": "4242", "brand": "visa", "exp": "11/28"}}',
    'order_id,card_last4,amount\n10045,4242,42.10\n10046,1881,12.00',
    '2026-12-02 10:14:03 DEBUG authorize pan=************4242 amount=4210',
    '<input name="cc" value="" autocomplete="cc-number">',
    '[10:15] sam: card got declined again, ending 0005',
    'RECEIPT\nVISA ************1111\nAUTH 118832\nTOTAL 42.10',
    'Napas card ending 7788 linked',
    'Track data removed: %B****^DOE/JOHN^****',
    'PAN masked as 411111XXXXXX1111 per PCI DSS',
    'GTIN 04006381333931 EXP 2027-12',
    'Serial 4111-1111-1111-1111-4 registered',
    '4111111111111111111111 (22 digits)',
    'id=97041234567890123 session=88',
    'Payment 2205 EUR received on 2026-12-02',
    'Belkart 2024 annual report, page 9112',
]
corpus.add('ok28', [], ok)

corpus.write('cases-28')
