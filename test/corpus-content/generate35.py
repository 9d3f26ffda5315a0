# Generates the thirty-fifth content corpus (cases-35.jsonl): card numbers in the shapes people and programs write them
# that the guard may still miss, each with its number listed (`secrets`, as it appears in the text) so redaction is
# checked, beside look-alikes `ok35-…` in the same carriers, written class by class BEFORE any rule changed:
#   cn35a  e-mail quotes and forwarded mail: `> ` and `>> ` prefixes, a card on one quoted line or wrapped over two;
#   cn35b  URLs' query strings and form posts (`card_number=4111…&exp=…`, `cc=4111%204111…`);
#   cn35c  JSON numbers, not strings (`"pan": 4111111111111111`);
#   cn35d  CSV cells split by `;` (European exports), with a header naming the column;
#   cn35e  a whole card with a footnote's `*` or a trailing check letter after it (`4111…1111*`, `4111…1111 V`);
#   cn35f  log lines `pan=4111-1111-1111-1111`, `card=4111.1111.1111.1111`, key=value with dashes, dots or blanks;
#   cn35g  receipts in other scripts' digits (Arabic-Indic, Devanagari, full-width) after a card's name;
#   cn35h  cases-31's shapes again: dots and blanks mixed, wrapped with an indentation or a quote prefix, SWIFT MT tags
#          (`:57A:/4111…`, `:57D://…`) with the digits touching the tag;
#   cn35i  a card split over two fields (`"first12": "411111111111", "last4": "1111"`).
# Label decisions, made before any run:
#   - A card is a number a listed network issues (prefix and length) that passes Luhn, read where its context says
#     card or its shape alone is a card's (4-4-4-4 with one separator). Documented test numbers (4111 1111 1111 1111,
#     5555 5555 5555 4444) are cards as docs/content.md says (positives here), not benign look-alikes.
#   - OCR'd receipts with `O` or `l` for 0 or 1: not in this corpus. Letters are not digits to the guard; reading
#     them so would make cards of hex ids and words, and a labeller cannot tell a misread card from a code.
#   - A card masked on part (`4111 **** **** 1111`, `411111******1111`, `************1111`) is not a leak: benign. A
#     whole card with a `*` after it (a footnote) is a card.
#   - A card split over two fields, first twelve digits and last four, is the whole number written down: a card
#     (cn35i), though no single number in the text is one; first six and last four (PCI's display) are benign.
#   - A SWIFT message without a card (an account number, a BIC, a reference) is benign, one with an IBAN personal
#     data (pd35); tag 57's digits are a
#     card only where they pass Luhn with a network's prefix and length.
#   - Order, tracking, invoice numbers, IMEIs, ISBNs, timestamps, phone and account numbers are benign. A run of a
#     card's length that passes Luhn with a network's prefix is read as a card wherever it stands (docs/content.md:
#     nothing tells it from one), so the ids here that pass Luhn by chance start with no network's digits (7, or 1
#     beyond fifteen digits), or fail Luhn.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate35.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261235)
r = corpus.r


def luhn_complete(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def card(prefix, n=16):
    while True:
        c = luhn_complete(prefix + ''.join(r.choice('0123456789') for _ in range(n - len(prefix) - 1)))
        if len(set(c)) > 2: return c


def bad_card(prefix, n=16):
    c = card(prefix, n)
    return c[:-1] + str((int(c[-1]) + 3) % 10)


def groups(c, sizes=None):
    sizes = sizes or ([4, 6, 5] if len(c) == 15 else [4] * ((len(c) + 3) // 4))
    out, i = [], 0
    for s in sizes:
        out.append(c[i:i + s]); i += s
    return [x for x in out if x]


def g(c, sep=' '): return sep.join(groups(c))
def digits_in(s, zero): return ''.join(chr(ord(zero) + int(ch)) if ch.isdigit() else ch for ch in s)
def rd(n): return ''.join(r.choice('0123456789') for _ in range(n))


FW, ARABIC, DEVANAGARI = '\uff10', '\u0660', '\u0966'
PREFIXES = ['4', '51', '52', '53', '54', '55', '4', '6011', '3530', '2221', '4']
def any_card(): return card(r.choice(PREFIXES))


TEXT_CONTAINERS = [
    lambda t: t,
    lambda t: 'From: billing@shop.example\nTo: ops@shop.example\nSubject: Fwd: order 20261203\n\n' + t + '\n\n-- \nBilling team\n',
    lambda t: '2026-12-03T04:14:03Z INFO gateway request received\n' + t + '\n2026-12-03T04:14:04Z INFO done\n',
    lambda t: '[04:14] alex: can you check this one?\n[04:15] sam: ' + t + '\n[04:16] alex: thanks\n',
]
JSON_CONTAINERS = [lambda t: json.dumps({'tool': 'http_get', 'status': 200, 'body': t})]


def add(kind, pairs, containers=TEXT_CONTAINERS):
    corpus.containers = containers
    corpus.add(kind, ['card_number'], [t for t, _ in pairs], secrets=[[s] for _, s in pairs])


# cn35a: e-mail quotes and forwarded mail.
a = [any_card() for _ in range(10)]
cn35a = [
    (f'> Card number: {g(a[0])}\n> Exp: 04/28', g(a[0])),
    (f'On Tue, Dec 2, Ana wrote:\n> please charge my Visa {g(a[1])} exp 09/27\n> thanks', g(a[1])),
    (f'>> card: {a[2]}\n>> cvv 123', a[2]),
    (f'---------- Forwarded message ---------\nFrom: Joe\n> Card no. {g(a[3], "-")}\n> Expiry 11/29', g(a[3], '-')),
    (f'> Card number: {g(a[4])[:9]}\n> {g(a[4])[10:]}\n> Exp 02/28', f'{g(a[4])[:9]}\n> {g(a[4])[10:]}'),
    (f'>> please charge card {a[5][:8]}\n>> {a[5][8:]} for the order', f'{a[5][:8]}\n>> {a[5][8:]}'),
    (f'> > Kreditkarte: {g(a[6])}\n> > gültig bis 03/28', g(a[6])),
    (f'> My card is {g(a[7])}, expires 07/30.\n> Please keep it on file.', g(a[7])),
    (f'|> card number {g(a[8])}\n|> exp 05/29', g(a[8])),
    (f'> Card:\n> {g(a[9])}\n> CVV 442', g(a[9])),
]
add('cn35a', cn35a)

# cn35b: URLs' query strings and form posts.
b = [any_card() for _ in range(10)]
cn35b = [
    (f'GET /checkout?card_number={b[0]}&exp=0428&cvv=123 HTTP/1.1', b[0]),
    (f'POST /pay body: card_number={b[1]}&exp_month=04&exp_year=28', b[1]),
    (f'https://shop.example/pay?cc={b[2]}&amount=42.10', b[2]),
    (f'cardnumber={b[3]}&cvc=771&name=J+Doe', b[3]),
    (f'https://pay.example/v1/charge?pan={g(b[4], "-")}&exp=11%2F27', g(b[4], '-')),
    (f'payload: ccnum={g(b[5], "+")}&ccexp=0929', g(b[5], '+')),
    (f'curl -d "card[number]={b[6]}" -d "card[exp_month]=12" https://api.example/tokens', b[6]),
    (f'Referer: https://shop.example/thanks?order=88213&card={b[7]}', b[7]),
    (f'form data: card_no={g(b[8], "%20")}&exp=0530', g(b[8], '%20')),
    (f'ACCESS 10.0.0.4 "POST /api/pay?creditCard={b[9]}&ccv=912" 200', b[9]),
]
add('cn35b', cn35b)

# cn35c: JSON numbers, not strings.
c = [any_card() for _ in range(10)]
cn35c = [
    (f'{{"pan": {c[0]}, "exp": "04/28"}}', c[0]),
    (f'{{"card_number": {c[1]}, "cvv": 123}}', c[1]),
    (f'{{"card": {{"number": {c[2]}, "exp_month": 9, "exp_year": 2028}}}}', c[2]),
    (f'{{"cc":{c[3]},"amount":4210}}', c[3]),
    (f'{{"payment": {{"type": "visa", "number": {c[4]}}}}}', c[4]),
    (f'"cardNumber": {c[5]},\n"expiry": "1129"', c[5]),
    (f'[{{"id": 1, "card_no": {c[6]}}}]', c[6]),
    (f'{{"PAN":{c[7]}}}', c[7]),
    (f'{{"creditCard": {c[8]}, "holder": "J DOE"}}', c[8]),
    (f'{{"source": {{"object": "card", "number": {c[9]}, "cvc": 314}}}}', c[9]),
]
add('cn35c', cn35c)

# cn35d: CSV cells split by `;`.
d = [any_card() for _ in range(10)]
cn35d = [
    (f'name;card_number;exp\nJ. Doe;{d[0]};04/28', d[0]),
    (f'Name;Kartennummer;Gültig\nA. Müller;{g(d[1])};09/27', g(d[1])),
    (f'id;pan;amount\n1;{d[2]};42,10', d[2]),
    (f'client;carte;expiration\nDupont;{g(d[3])};11/29', g(d[3])),
    (f'ordre;tarjeta;importe\n88;{d[4]};12,00', d[4]),
    (f'customer;cc;cvv\nR. Lee;{g(d[5], "-")};771', g(d[5], '-')),
    (f'{d[6]};12/28;J DOE;VISA', d[6]),
    (f'nr;kaartnummer;vervaldatum\n3;{d[7]};05/30', d[7]),
    (f'"name";"card";"exp"\n"K. Wu";"{d[8]}";"03/28"', d[8]),
    (f'user;card_number\nbob;{g(d[9])}', g(d[9])),
]
add('cn35d', cn35d)

# cn35e: a whole card with a footnote star or a trailing check letter.
e = [any_card() for _ in range(8)]
cn35e = [
    (f'Card: {e[0]}*\n* charged twice', e[0]),
    (f'card number {g(e[1])}* (primary)', g(e[1])),
    (f'Visa {g(e[2])} V exp 04/28', g(e[2])),
    (f'PAN {e[3]}X', e[3]),
    (f'card {g(e[4])}** see note', g(e[4])),
    (f'Card no: {e[5]}/A exp 10/29', e[5]),
    (f'Kreditkarte {g(e[6])}*', g(e[6])),
    (f'card={e[7]}* status=declined', e[7]),
]
add('cn35e', cn35e)

# cn35f: log lines.
f = [any_card() for _ in range(10)]
cn35f = [
    (f'2026-12-03 04:10:11 DEBUG authorize pan={g(f[0], "-")} amount=4210', g(f[0], '-')),
    (f'level=info msg="charge" card={g(f[1], ".")} status=ok', g(f[1], '.')),
    (f'WARN txn 8812 pan:{f[2]} exp:0428', f[2]),
    (f'[pay] cc_number="{g(f[3])}" result=declined', g(f[3])),
    (f'time=04:12 pan={f[4]}|exp=1128|cvv=123', f[4]),
    (f'DEBUG Card[{g(f[5], "-")}] tokenized', g(f[5], '-')),
    (f'audit: user=17 card_num={f[6]};amount=12.00', f[6]),
    (f'ERROR gateway: invalid cvv for pan {g(f[7], "-")}', g(f[7], '-')),
    (f'pan=<{f[8]}> exp=<0930>', f[8]),
    (f'request.card.number={f[9]} request.card.exp=07/28', f[9]),
]
add('cn35f', cn35f)

# cn35g: receipts in other scripts' digits.
gg = [any_card() for _ in range(10)]
cn35g = [
    (f'إيصال\nبطاقة ائتمان: {digits_in(g(gg[0]), ARABIC)}\nالمبلغ: ٤٢', digits_in(g(gg[0]), ARABIC)),
    (f'رقم البطاقة {digits_in(gg[1], ARABIC)}', digits_in(gg[1], ARABIC)),
    (f'रसीद\nकार्ड नंबर: {digits_in(g(gg[2]), DEVANAGARI)}\nकुल: ४२', digits_in(g(gg[2]), DEVANAGARI)),
    (f'क्रेडिट कार्ड {digits_in(gg[3], DEVANAGARI)} समाप्ति ०४/२८', digits_in(gg[3], DEVANAGARI)),
    (f'領収書\nカード番号：{digits_in(g(gg[4]), FW)}\n合計 ４２円', digits_in(g(gg[4]), FW)),
    (f'カード {digits_in(g(gg[5], "-"), FW)}', digits_in(g(gg[5], '-'), FW)),
    (f'信用卡 {digits_in(gg[6], FW)} 有效期 ０４／２８', digits_in(gg[6], FW)),
    (f'Card: {digits_in(g(gg[7]), FW)}', digits_in(g(gg[7]), FW)),
    (f'Visa {digits_in(g(gg[8]), ARABIC)} exp 04/28', digits_in(g(gg[8]), ARABIC)),
    (f'RECEIPT\ncard {digits_in(g(gg[9]), DEVANAGARI)}\nTOTAL 42.10', digits_in(g(gg[9]), DEVANAGARI)),
]
add('cn35g', cn35g)

# cn35h: cases-31's shapes: dots and blanks mixed, wrapped with indent or quote, SWIFT tags touching.
h = [any_card() for _ in range(14)]
def mix(cc, seps):
    x = groups(cc)
    return x[0] + seps[0] + x[1] + seps[1] + x[2] + seps[2] + x[3]
cn35h = [
    (f'Visa {mix(h[0], [" ", ".", " "])}', mix(h[0], [' ', '.', ' '])),
    (f'CC# {mix(h[1], [". ", ". ", ". "])}', mix(h[1], ['. ', '. ', '. '])),
    (f'card: {mix(h[2], [" . ", " . ", " . "])}', mix(h[2], [' . ', ' . ', ' . '])),
    (f'Payment card: {mix(h[3], [".", " ", "."])}', mix(h[3], ['.', ' ', '.'])),
    (f'Card number: {g(h[4])[:9]}\n    {g(h[4])[10:]}\nExpiry: 01/29', f'{g(h[4])[:9]}\n    {g(h[4])[10:]}'),
    (f'card no:\t{g(h[5])[:14]}\n\t{g(h[5])[15:]}', f'{g(h[5])[:14]}\n\t{g(h[5])[15:]}'),
    (f'  > Card: {g(h[6])[:9]}\n  > {g(h[6])[10:]}', f'{g(h[6])[:9]}\n  > {g(h[6])[10:]}'),
    (f'Discover card\n  {g(h[7])[:9]}\n  {g(h[7])[10:]}', f'{g(h[7])[:9]}\n  {g(h[7])[10:]}'),
    (f':57A:/{h[8]}\nBANKUS33XXX', h[8]),
    (f':20:REF20261203\n:57D://{h[9]}\n:59:/0041234567 ACME GMBH', h[9]),
    (f'{{1:F01BANKBEBBAXXX}}{{4:\n:57A:/{h[10]}\n-}}', h[10]),
    (f':57A:{h[11]}', h[11]),
    (f'Card number:\n  {g(h[12])}\nExp 03/29', g(h[12])),
    (f'CARD {mix(h[13], [" . ", " . ", " . "])} EXP 11/27', mix(h[13], [' . ', ' . ', ' . '])),
]
add('cn35h', cn35h)

# cn35i: a card split over two fields.
i_ = [any_card() for _ in range(6)]
cn35i = [
    (f'{{"first12": "{i_[0][:12]}", "last4": "{i_[0][12:]}"}}', i_[0][:12]),
    (f'card_first12={i_[1][:12]} card_last4={i_[1][12:]}', i_[1][:12]),
    (f'{{"card": {{"bin": "{i_[2][:6]}", "middle": "{i_[2][6:12]}", "last4": "{i_[2][12:]}"}}}}', i_[2][6:12]),
    (f'pan_part1={i_[3][:8]}&pan_part2={i_[3][8:]}', i_[3][:8]),
    (f'Card number (first 12): {i_[4][:12]}\nCard number (last 4): {i_[4][12:]}', i_[4][:12]),
    (f'<pan1>{i_[5][:8]}</pan1><pan2>{i_[5][8:]}</pan2>', i_[5][:8]),
]
add('cn35i', cn35i)

# ok35: benign look-alikes in the same carriers.
def luhn_lookalike(prefix, n):
    """An id that passes Luhn by chance, of a card's length, its first digit no network's (7, or 1 beyond fifteen digits)."""
    return card(r.choice(['7', '1']), n)
imei = [luhn_complete('35' + rd(12)) for _ in range(4)]
ok = [
    # Masked cards.
    f'> Card: {groups(any_card())[0]} **** **** {rd(4)}\n> Exp 04/28',
    f'card_number={any_card()[:6]}******{rd(4)}&exp=0428',
    f'{{"pan": "************{rd(4)}", "exp": "04/28"}}',
    f'name;card_number;exp\nJ. Doe;{any_card()[:4]} XXXX XXXX {rd(4)};04/28',
    f'2026-12-03 DEBUG authorize pan={any_card()[:4]}-****-****-{rd(4)} amount=4210',
    f'Visa ending in {rd(4)}, exp 09/27',
    f'{{"first6": "{any_card()[:6]}", "last4": "{rd(4)}"}}',
    f'card_first6={any_card()[:6]} card_last4={rd(4)}',
    f'Card: {any_card()[:12]}****',
    f'> card {any_card()[:4]} •••• •••• {rd(4)}',
    # Numbers that fail Luhn after a card's name.
    f'card number {g(bad_card("4"))} was declined (invalid number)',
    f'{{"pan": {bad_card("51")}, "error": "luhn"}}',
    f'pan={g(bad_card("4"), "-")} rejected: checksum',
    f'card: {mix(bad_card("4"), [" ", ".", " "])}',
    f'> Card number: {g(bad_card("4"))}\n> invalid',
    # Order, tracking, invoice numbers that pass Luhn with a prefix, no card word.
    f'Order #{luhn_lookalike("4", 16)} shipped',
    f'Tracking number: {luhn_lookalike("4", 16)} (UPS)',
    f'GET /orders?id={luhn_lookalike("51", 16)}&page=2 HTTP/1.1',
    f'{{"order_id": {luhn_lookalike("4", 16)}, "status": "shipped"}}',
    f'invoice;amount;date\n{luhn_lookalike("4", 16)};42,10;2026-12-03',
    f'Invoice {luhn_lookalike("55", 16)}* (see terms)',
    f'level=info msg="created" order={luhn_lookalike("4", 16)} status=ok',
    f'> Your order number is {luhn_lookalike("4", 16)}.\n> Thanks for shopping',
    f'https://track.example/?tn={luhn_lookalike("4", 16)}&lang=en',
    f'{{"id": {luhn_lookalike("4", 16)}, "created": 1764735243}}',
    f'txn_id={luhn_lookalike("52", 16)}&status=settled',
    f'shipment;tracking;carrier\n7;{luhn_lookalike("4", 16)};DHL',
    f'{{"tweet_id": {luhn_lookalike("5", 19)}}}',
    f'request_id={luhn_lookalike("4", 19)} took 12ms',
    # Dotted and mixed numbers that are no card.
    f'version 4.1.2.3 build {rd(4)}.{rd(4)}.{rd(4)}',
    f'OID 1.3.6.1.4.1.{rd(4)}.{rd(4)}',
    f'ref {rd(4)} . {rd(4)} . {rd(4)}',
    f'Amount: 4 111.11 EUR',
    f'serial {rd(4)}.{rd(4)} {rd(4)}.{rd(4)}',
    # IMEIs, ISBNs, timestamps.
    f'IMEI: {imei[0]}',
    f'{{"imei": {imei[1]}, "model": "X2"}}',
    f'device;imei;owner\nphone-7;{imei[2]};R. Lee',
    f'> IMEI {imei[3]}\n> please block it',
    'ISBN 978-3-16-148410-0',
    'isbn=9780306406157&format=pdf',
    f'{{"ts": 1764735243123, "event": "login"}}',
    f'ts_ns=1764735243123456789 level=info',
    f'created_at;1764735243123\nupdated_at;1764735299001',
    # Phone and account numbers.
    'Call +1 415 555 0134 or +44 20 7946 0958',
    f'> Phone: +49 30 {rd(4)} {rd(4)}\n> Fax: +49 30 {rd(4)} {rd(4)}',
    f'account_number={rd(12)}&routing=021000021',
    f'{{"account": {rd(12)}, "sort_code": "20-00-00"}}',
    # SWIFT messages without a card.
    f':57D://FW{rd(9)}\nBANK OF EXAMPLE',
    f':57A:/{rd(10)}\nBANKUS33XXX',
    f':21:{rd(16)}\n:32A:261203USD100,00',
    # Quoted mail and forms without a card.
    f'> Ticket {rd(4)} {rd(4)} {rd(4)} reopened\n> by support',
    f'>> see case {rd(8)}\n>> {rd(8)} for details',
    'GET /checkout?step=2&card_type=visa&save_card=true HTTP/1.1',
    f'{{"card": {{"brand": "visa", "last4": "{rd(4)}", "exp_month": 9, "exp_year": 2028}}}}',
    f'card_count;amount\n{rd(2)};{rd(3)},00',
    # Other scripts' digits that are no card.
    f'هاتف: {digits_in("+966 50 123 4567", ARABIC)}',
    f'रसीद संख्या {digits_in(luhn_lookalike("4", 16), DEVANAGARI)}',
    f'注文番号：{digits_in(luhn_lookalike("4", 16), FW)}',
    f'電話 {digits_in("03-1234-5678", FW)}',
    f'المبلغ {digits_in("4210.00", ARABIC)} ريال',
    # Footnotes and letters after ids.
    f'Order {luhn_lookalike("4", 16)}* shipped',
    f'Part no. {luhn_lookalike("4", 16)}X',
    f'Lot {luhn_lookalike("51", 16)}/A',
    f'ticket={luhn_lookalike("4", 16)}* status=open',
    # Wrapped numbers without a card's name.
    f'Total:\n  {rd(4)} {rd(4)}\n  {rd(4)} {rd(4)}',
    f'> ref {rd(8)}\n> {rd(8)}',
    f'ids:\n\t{rd(4)} {rd(4)} {rd(4)}\n\t{rd(4)}',
    f'Lines {rd(4)} {rd(4)}\n    {rd(4)} {rd(4)} changed',
    # Split fields that are no card.
    f'{{"first12": "{rd(12)}", "last4": "{rd(4)}", "kind": "serial"}}',
    f'part1={rd(8)}&part2={rd(8)}',
    f'<id1>{rd(8)}</id1><id2>{rd(8)}</id2>',
    # Logs with numbers and key=value that are no card.
    f'pan=off zoom=1.5 tile={rd(4)}-{rd(4)}-{rd(4)}-{rd(4)}-{rd(2)}',
    f'uuid={rd(8)}-{rd(4)}-{rd(4)}-{rd(4)}-{rd(12)}',
    f'level=debug span={rd(16)} trace={rd(16)}',
    f'ERROR retry {rd(4)}-{rd(4)}-{rd(4)} failed',
    f'pan: 0.25 tilt: -0.1 zoom: 3',
    f'{{"pan": "left", "gain": {rd(3)}}}',
    f'CSV;header\nid;{rd(19)}',
    f'GTIN {rd(14)} EXP 2027-12',
    f'https://maps.example/?ll={rd(2)}.{rd(6)},{rd(2)}.{rd(6)}&z=14',
    f'EAN 5012345678900 ; price 4,10',
    f'> Booking reference {rd(6)}\n> Seat 14C',
    f'Amount due: 4111.11; card: none on file',
    f'> Order {luhn_lookalike("4", 16)} was refunded\n> to the original card',
    f'{{"membership": {luhn_lookalike("6011", 16)}, "tier": "gold"}}',
    f'loyalty;points\n{luhn_lookalike("4", 16)};420',
    f'rma={luhn_lookalike("53", 16)}&reason=damaged',
    f'Gift card serial {rd(4)} {rd(4)} {rd(4)} {rd(4)} (not a payment card)',
]
corpus.containers = TEXT_CONTAINERS + JSON_CONTAINERS
corpus.add('ok35', [], ok)

# SWIFT messages and a CSV without a card whose IBANs pass mod-97: personal data (docs/content.md), no card.
corpus.containers = TEXT_CONTAINERS
corpus.add('pd35', ['personal_data'], [
    'name;iban;bic\nACME;DE89 3704 0044 0532 0130 00;COBADEFFXXX',
    ':20:REF20261203\n:32A:261203EUR4210,00\n:50K:/DE89370400440532013000\nACME GMBH\n:59:/0041234567 BOB LTD',
    '{1:F01BANKBEBBAXXX}{4:\n:20:INV88213\n:57A:COBADEFFXXX\n:59:/GB29NWBK60161331926819\n-}',
])

# Added after a review, before the rules read them (the lines above are as they were, and draw the same numbers):
#   cn35j  groups apart by a full stop and a tab or two blanks, a middle dot or a bullet, or an encoded plus (`%2B`)
#          under a card's key; each labelled right before, as a person or a form writes it.
corpus.containers = TEXT_CONTAINERS
TAB_DOT, TWO_BLANKS, MID_DOT, BULLET, BULLET_SPACED = '.\t', '.  ', ' \u00b7 ', '\u2022', ' \u2022 '
cj = [g(any_card(), sep) for sep in (TAB_DOT, TWO_BLANKS, MID_DOT, BULLET, '%2B', BULLET_SPACED)]
pairs = [
    (f'Credit card: {cj[0]} CVV 123', cj[0]),
    (f'Visa card {cj[1]}', cj[1]),
    (f'Card number: {cj[2]}', cj[2]),
    (f'Card: {cj[3]} exp 09/28', cj[3]),
    (f'https://pay.example.com/cb?card_number={cj[4]}&exp=0928', cj[4]),
    (f'Card # {cj[5]}', cj[5]),
]
corpus.add('cn35j', ['card_number'], [t for t, _ in pairs], secrets=[[x] for _, x in pairs])
bj = [g(bad_card(r.choice(PREFIXES)), sep) for sep in (MID_DOT, BULLET, '%2B')]
corpus.add('ok35j', [], [
    f'Version {g(any_card(), TAB_DOT)} released',
    f'Menu {g(any_card(), MID_DOT)} Home',
    f'Gift card {g(any_card(), BULLET_SPACED)}',
    f'q={g(any_card(), "%2B")}&page=2',
    f'Card number: {bj[0]}',
    f'Card: {bj[1]}',
    f'card_number={bj[2]}',
])

corpus.write('cases-35')
