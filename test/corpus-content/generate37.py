# Generates the thirty-seventh content corpus (cases-37.jsonl): card numbers in the shapes the last reviews listed as
# left, and more that receipts, chats, tickets, exports and logs hold, each with its number listed (`secrets`, as it
# appears in the text) so redaction is checked, beside look-alikes `ok37-…` in the same carriers, written class by
# class BEFORE any rule changed:
#   cn37a  groups apart by commas (`4111,1111,1111,1111`, `4111, 1111, …`), labelled right before;
#   cn37b  a card wrapped over three or four lines, labelled on its first line or alone on the line before;
#   cn37c  `&middot;`, `&#183;`, `&#xB7;`, `・`, `∙`, `‧` between groups, labelled right before;
#   cn37d  labels that end in a verb or a possessive ("Card number is …", "the full card was …", "charged to card …",
#          "customer's card: …"), the digits in a shape that needs the label;
#   cn37e  a card's key in JSON, YAML, XML or a PHP array with separators inside the string (`"cardNo": "4111 · …"`);
#   cn37f  a card after a JSON-escaped break (`"Card number:\n4111 · …"`), whole or wrapped;
#   cn37g  HTML tables and definition lists: the label in the cell before (`<td>Card</td><td>4111 · …</td>`);
#   cn37h  CSV, TSV and markdown tables under a header "Card Number" (or "PAN", "Credit Card"), the digits of a network
#          that needs a card's name (Napas, BORICA, Maestro's nineteen digits, enRoute) or in a shape that needs one;
#   cn37i  fixed-width columns under such a header, the expiry one blank after the card;
#   cn37j  other languages' labels (numéro de carte, número de tarjeta, Kreditkartennummer, カード番号, 卡号, 카드번호,
#          номер карты, numer karty, kortnummer, kart numarası, nomor kartu, số thẻ) with such shapes.
# Label decisions, made before any run (docs/content.md's label rule):
#   - A card is a number a listed network issues (prefix and length) that passes Luhn, labelled right before its digits
#     (a card's name, then at most a colon, blanks, `#` or `-`; here also "is"/"was", a tag's or a cell's closing and
#     opening, a JSON string's escaped break) or standing under a whole card key (a JSON key, a column's header), unless
#     its shape alone is a card's. A label names the card's number only where "card" is a payment card: a gift, loyalty,
#     SIM or graphics card is not, nor a key that holds "card" with another noun (`card_count`, `cardId`).
#   - Documented test numbers are cards (positives), as docs/content.md says.
#   - A masked card (`4111 **** **** 1111`, `ending in 1111`) is no leak: benign.
#   - Order, tracking, invoice numbers, IMEIs, ICCIDs, ISBNs, timestamps, phone and account numbers, coordinates and
#     counts are benign, even when they pass Luhn with a network's prefix, where no card label stands right before them
#     or a header over them names something else; their separators are the same odd ones as the positives'.
# Nine look-alikes of the first draft were cards by docs/content.md's earlier rules (an expiry or a network's name
# beside the number, a card's 4-4-4-4 shape alone, Maestro's own 5018/5020/6759 of any length): they were rewritten
# without those before any rule changed, and Maestro's nineteen digits drawn from its wider ranges.
# Written before the detectors changed, without reading the held-out slices.
# Deterministic (seeded). Run: python3 test/corpus-content/generate37.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261237)
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


def groups(c, sizes=None):
    sizes = sizes or ([4, 6, 5] if len(c) == 15 else [4] * ((len(c) + 3) // 4))
    out, i = [], 0
    for s in sizes:
        out.append(c[i:i + s]); i += s
    return [x for x in out if x]


def g(c, sep=' '): return sep.join(groups(c))
def rd(n): return ''.join(r.choice('0123456789') for _ in range(n))


PREFIXES = ['4', '51', '52', '53', '54', '55', '4', '6011', '3530', '2221', '4']
def any_card(): return card(r.choice(PREFIXES))
def mix(cc, seps):
    x = groups(cc)
    return x[0] + seps[0] + x[1] + seps[1] + x[2] + seps[2] + x[3]
def napas(): return card('9704')
def borica(): return card('2205')
# Maestro's wider ranges (Dankort, BankCard, Solo …), whose nineteen digits need a card's name (5018, 5020, 6759 do not).
def maestro19(): return card(r.choice(['5612', '5701', '6771']), 19)
def enroute(): return card('2014', 15)
# An id of a card's length that passes Luhn with a network's prefix: what a label or a header must tell from a card.
def lookalike(): return card(r.choice(PREFIXES + ['9704', '2205']))


TEXT_CONTAINERS = [
    lambda t: t,
    lambda t: 'From: support@shop.example\nTo: ops@shop.example\nSubject: Re: ticket 88213\n\n' + t + '\n\n-- \nSupport\n',
    lambda t: '2026-12-03T05:50:03Z INFO export started\n' + t + '\n2026-12-03T05:50:04Z INFO export done\n',
    lambda t: '[05:50] kim: what did the customer send?\n[05:51] lee: ' + t + '\n[05:52] kim: ok, thanks\n',
]
BARE = [lambda t: t]


def add(kind, pairs, containers=TEXT_CONTAINERS):
    corpus.containers = containers
    corpus.add(kind, ['card_number'], [t for t, _ in pairs], secrets=[[s] for _, s in pairs])


MDOT, BUL, KATA, OPER, HYPH = ' \u00b7 ', '\u2022', '\u30fb', '\u2219', '\u2027'

# cn37a: commas between groups.
a = [any_card() for _ in range(7)] + [card('37', 15)]
cn37a = [
    (f'Card number: {g(a[0], ",")}', g(a[0], ',')),
    (f'card: {g(a[1], ", ")} exp 04/28', g(a[1], ', ')),
    (f'Visa {g(a[2], ",")} exp 09/27', g(a[2], ',')),
    (f'PAN: {g(a[3], ",")}', g(a[3], ',')),
    (f'Kreditkarte: {g(a[4], ",")} gültig bis 03/28', g(a[4], ',')),
    (f'Credit card - {g(a[5], ", ")}', g(a[5], ', ')),
    (f'CC# {g(a[6], ",")} CVV 771', g(a[6], ',')),
    (f'Amex {g(a[7], ",")}', g(a[7], ',')),
]
add('cn37a', cn37a)

# cn37b: wrapped over three or four lines.
b = [any_card() for _ in range(8)]
def lines(c, sizes, sep='\n'):
    out, i = [], 0
    for s in sizes:
        out.append(c[i:i + s]); i += s
    return out
cn37b = []
x = groups(b[0]); s = f'{x[0]}\n{x[1]}\n{x[2]} {x[3]}'; cn37b.append((f'Card number: {s}\nExp 04/28', s))
x = groups(b[1]); s = f'{x[0]} {x[1]}\n{x[2]}\n{x[3]}'; cn37b.append((f'Card: {s}', s))
x = groups(b[2]); s = f'{x[0]}\n{x[1]}\n{x[2]}\n{x[3]}'; cn37b.append((f'Card number:\n{s}\nCVV 123', s))
x = groups(b[3]); s = f'{x[0]}\n> {x[1]} {x[2]}\n> {x[3]}'; cn37b.append((f'> Card: {s}\n> exp 05/29', s))
p = lines(b[4], [6, 6, 4]); s = '\n'.join(p); cn37b.append((f'CC {s}\nthanks', s))
x = groups(b[5]); s = f'{x[0]}\n{x[1]}\n{x[2]}\n{x[3]}'; cn37b.append((f'my card is\n{s}', s))
x = groups(b[6]); s = f'{x[0]} {x[1]}\n  {x[2]}\n  {x[3]}'; cn37b.append((f'Card number: {s}', s))
x = groups(b[7]); s = f'{x[0]}\n{x[1]}\n{x[2]}\n{x[3]}'; cn37b.append((f'Visa:\n{s}\nexp 11/27', s))
add('cn37b', cn37b)

# cn37c: middle dots written as entities and other dots between groups.
c = [any_card() for _ in range(10)]
seps_c = ['&middot;', ' &middot; ', '&#183;', ' &#183; ', '&#xB7;', KATA, OPER, ' \u2219 ', HYPH, ' \u30fb ']
cn37c = [
    (f'Card number: {g(c[0], seps_c[0])}', g(c[0], seps_c[0])),
    (f'<p>Card: {g(c[1], seps_c[1])}</p>', g(c[1], seps_c[1])),
    (f'Visa {g(c[2], seps_c[2])} exp 04/28', g(c[2], seps_c[2])),
    (f'card no. {g(c[3], seps_c[3])}', g(c[3], seps_c[3])),
    (f'Credit card: {g(c[4], seps_c[4])}', g(c[4], seps_c[4])),
    (f'カード：{g(c[5], seps_c[5])}', g(c[5], seps_c[5])),
    (f'Card {g(c[6], seps_c[6])}', g(c[6], seps_c[6])),
    (f'PAN: {g(c[7], seps_c[7])}', g(c[7], seps_c[7])),
    (f'Card number {g(c[8], seps_c[8])}', g(c[8], seps_c[8])),
    (f'Mastercard {g(c[9], seps_c[9])}', g(c[9], seps_c[9])),
]
add('cn37c', cn37c)

# cn37d: labels that end in a verb or a possessive.
d = [any_card() for _ in range(10)]
cn37d = [
    (f'Card number is {g(d[0], MDOT)}', g(d[0], MDOT)),
    (f'The card number was {mix(d[1], [".", " ", "."])}', mix(d[1], ['.', ' ', '.'])),
    (f'the card ending 1111? no: the full card was {g(d[2], " " + BUL + " ")}', g(d[2], ' ' + BUL + ' ')),
    (f'Refund charged to card {g(d[3], MDOT)} on 12/01', g(d[3], MDOT)),
    (f'paid with card {g(d[4], ",")}', g(d[4], ',')),
    (f'Your card number is: {g(d[5], ". ")}', g(d[5], '. ')),
    (f'billed to Visa card {g(d[6], MDOT)}', g(d[6], MDOT)),
    (f'Card on file: {g(d[7], BUL)}', g(d[7], BUL)),
    (f"Customer's card number reads {g(d[8], MDOT)}", g(d[8], MDOT)),
    (f'her card was {g(d[9], ", ")}, expires 07/30', g(d[9], ', ')),
]
add('cn37d', cn37d)

# cn37e: a card's key with separators inside the string.
e = [any_card() for _ in range(10)]
cn37e = [
    (f'{{"card_number": "{g(e[0], MDOT)}", "exp": "04/28"}}', g(e[0], MDOT)),
    (f'{{"cardNo": "{mix(e[1], [".", " ", "."])}"}}', mix(e[1], ['.', ' ', '.'])),
    (f'{{"pan": "{g(e[2], ",")}", "amount": 4210}}', g(e[2], ',')),
    (f'{{"cardNumber":"{g(e[3], BUL)}"}}', g(e[3], BUL)),
    (f'{{"card_number" : "{g(e[4], " . ")}"}}', g(e[4], ' . ')),
    (f'{{"ccNumber": "{g(e[5], MDOT)}", "holder": "J DOE"}}', g(e[5], MDOT)),
    (f"{{'card_number': '{g(e[6], ', ')}', 'cvv': '123'}}", g(e[6], ', ')),
    (f'payment:\n  card_number: "{g(e[7], MDOT)}"\n  exp: "09/28"', g(e[7], MDOT)),
    (f'<payment><cardNumber>{g(e[8], ",")}</cardNumber></payment>', g(e[8], ',')),
    (f"$card = ['PAN' => '{g(e[9], KATA)}', 'exp' => '1129'];", g(e[9], KATA)),
]
add('cn37e', cn37e, BARE)

# cn37f: after a JSON-escaped break.
f = [any_card() for _ in range(8)]
x5 = groups(f[5]); x6 = groups(f[6])
cn37f = [
    (json.dumps({'log': f'Card number:\n{g(f[0], MDOT)}\nstatus: declined'}), g(f[0], MDOT)),
    (json.dumps({'body': f'Card:\n{g(f[1], ",")}'}), g(f[1], ',')),
    (json.dumps({'msg': f'charge ok\ncard {mix(f[2], [".", " ", "."])}'}), mix(f[2], ['.', ' ', '.'])),
    (json.dumps({'text': f'Hi,\nmy card number is\n{g(f[3], MDOT)}\nthanks'}), g(f[3], MDOT)),
    (json.dumps({'note': f'Visa\n{g(f[4], BUL)}'}), g(f[4], BUL)),
    (json.dumps({'ticket': f'Card number: {x5[0]} {x5[1]}\n  {x5[2]} {x5[3]}'}), f'{x5[0]} {x5[1]}\\n  {x5[2]} {x5[3]}'),
    (json.dumps({'chat': f'card:\n{x6[0]}\n{x6[1]}\n{x6[2]}\n{x6[3]}'}), f'{x6[0]}\\n{x6[1]}\\n{x6[2]}\\n{x6[3]}'),
    (json.dumps({'out': f'PAN\t{g(f[7], ", ")}'}), g(f[7], ', ')),
]
add('cn37f', cn37f, BARE)

# cn37g: HTML tables and definition lists.
h = [any_card() for _ in range(8)] + [napas(), maestro19()]
cn37g = [
    (f'<tr><td>Card</td><td>{g(h[0], MDOT)}</td></tr>', g(h[0], MDOT)),
    (f'<tr><th>Card number</th><td>{mix(h[1], [".", " ", "."])}</td></tr>', mix(h[1], ['.', ' ', '.'])),
    (f'<dl><dt>Card</dt><dd>{g(h[2], "&middot;")}</dd></dl>', g(h[2], '&middot;')),
    (f'<tr>\n  <td>Card number:</td>\n  <td>{g(h[3], ",")}</td>\n</tr>', g(h[3], ',')),
    (f'<b>Card:</b> {g(h[4], BUL)}', g(h[4], BUL)),
    (f'<td class="label">Credit card</td><td class="value">{g(h[5], " " + BUL + " ")}</td>', g(h[5], ' ' + BUL + ' ')),
    (f'<label for="cc">Card number</label><input id="cc" value="{g(h[6], MDOT)}">', g(h[6], MDOT)),
    (f'<tr><td>PAN</td><td>{g(h[7], ", ")}</td></tr>', g(h[7], ', ')),
    (f'<tr><td class="field-label">Card number</td><td class="field-value">{g(h[8])}</td></tr>', g(h[8])),
    (f'<tr><td class="field-label">Card number</td><td class="field-value">{h[9]}</td></tr>', h[9]),
]
add('cn37g', cn37g, BARE)

# cn37h: CSV, TSV and markdown tables under a card's header.
k = [napas(), maestro19(), any_card(), borica(), any_card(), any_card(), enroute(), napas(), maestro19(), borica()]
cn37h = [
    (f'Name,Card Number,Expiry\nJ. Doe,{g(k[0])},04/28', g(k[0])),
    (f'name,card number,exp\nA. Ruiz,{k[1]},09/27', k[1]),
    (f'"Name","Card Number"\n"K. Wu","{mix(k[2], [".", " ", "."])}"', mix(k[2], ['.', ' ', '.'])),
    (f'id;Card Number;valid\n1;{k[3]};05/29', k[3]),
    (f'Name\tCard Number\tExp\nJ. Doe\t{g(k[4], "  ")}\t04/28', g(k[4], '  ')),
    (f'Customer,Card Number,Amount\nR. Lee,"{g(k[5], ",")}",42.10', g(k[5], ',')),
    (f'Card Number|Holder\n{g(k[6])}|J DOE', g(k[6])),
    (f'| Holder | Card Number | Exp |\n|---|---|---|\n| J. Doe | {g(k[7])} | 04/28 |', g(k[7])),
    (f'holder,pan,exp\nM. Ito,{k[8]},1128', k[8]),
    (f'Date,Credit Card,Amount\n2026-12-01,{g(k[9])},12.00\n2026-12-02,none,0.00', g(k[9])),
]
add('cn37h', cn37h)

# cn37i: fixed-width columns under a card's header.
m = [any_card(), any_card(), napas(), maestro19(), any_card(), borica()]
cn37i = [
    (f'HOLDER          CARD NUMBER          EXP\nJ DOE           {g(m[0])} 0428', g(m[0])),
    (f'NAME      CARD NUMBER          EXP  CVV\nA RUIZ    {g(m[1])} 0927 123', g(m[1])),
    (f'NAME      CARD NUMBER         AMOUNT\nJ DOE     {m[2]}    42.10', m[2]),
    (f'ACCOUNT HOLDER   PAN                  EXP\nR LEE            {m[3]}  1128', m[3]),
    (f'Card Number         Exp   Amount\n{g(m[4])} 1229  42.10', g(m[4])),
    (f'TXN   CARD NUMBER        AMT\n0001  {g(m[5])}  12.00', g(m[5])),
]
add('cn37i', cn37i)

# cn37j: other languages' labels.
j = [any_card() for _ in range(12)]
cn37j = [
    (f'numéro de carte : {g(j[0], MDOT)}', g(j[0], MDOT)),
    (f'Número de tarjeta: {g(j[1], ",")}', g(j[1], ',')),
    (f'Kreditkartennummer: {mix(j[2], [".", " ", "."])}', mix(j[2], ['.', ' ', '.'])),
    (f'カード番号：{g(j[3], KATA)}', g(j[3], KATA)),
    (f'卡号：{g(j[4], MDOT)}', g(j[4], MDOT)),
    (f'카드번호: {g(j[5], BUL)}', g(j[5], BUL)),
    (f'номер карты: {mix(j[6], [".", " ", "."])}', mix(j[6], ['.', ' ', '.'])),
    (f'Numer karty: {g(j[7], MDOT)}', g(j[7], MDOT)),
    (f'Kortnummer: {g(j[8], ",")}', g(j[8], ',')),
    (f'Kart numarası: {g(j[9], MDOT)}', g(j[9], MDOT)),
    (f'Nomor kartu: {g(j[10], BUL)}', g(j[10], BUL)),
    (f'Số thẻ: {g(j[11], ". ")}', g(j[11], '. ')),
]
add('cn37j', cn37j)

# ok37: benign look-alikes in the same carriers, every id a card's length that passes Luhn with a network's prefix.
L = lookalike
imei = [luhn_complete('35' + rd(12)) for _ in range(3)]
iccid = [luhn_complete('8944' + rd(14)) for _ in range(3)]
ok = [
    # Commas: counts, coordinates, amounts, ids without a card's label.
    f'Card sales by quarter: {g(L(), ",")}',
    f'ids: {g(L(), ",")}',
    f'Gift card: {g(L(), ",")}',
    f'coordinates: 52.5200,13.4050',
    f'Card volume: 4,111,111,111,111,111 transactions since launch',
    f'row: 2026-12-03,{g(L(), ",")},ok',
    f'Visa transactions,{g(L(), ",")}',
    f'order {g(L(), ", ")} shipped',
    # Lines of numbers without a card's name.
    f'Totals:\n{g(L(), chr(10))}',
    f'Ticket {rd(4)}\n{rd(4)}\n{rd(4)} {rd(4)}',
    f'Tracking number:\n{g(L(), chr(10))}',
    f'> Order: {rd(4)}\n> {rd(4)} {rd(4)}\n> {rd(4)}',
    f'Gift card number:\n{g(L(), chr(10))}',
    # Middle dots and katakana dots in breadcrumbs, phone numbers, lists.
    f'Home &middot; {g(L(), "&middot;")}',
    f'電話：03{KATA}1234{KATA}5678',
    f'注文番号：{g(L(), KATA)}',
    f'Build {g(L(), OPER)}',
    f'Menu {g(L(), " &#183; ")}',
    f'Gift card {g(L(), HYPH)}',
    f'Loyalty card: {g(L(), MDOT)}',
    f'SIM card number: {g(iccid[0][:16], MDOT)}{iccid[0][16:]}',
    # Sentences that name a card but label another number.
    f'Card number is not stored; order number is {g(L(), MDOT)}',
    f'The gift card number was {mix(L(), [".", " ", "."])}',
    f'charged to order {g(L(), MDOT)}',
    f'The card ending 1111 was charged; reference {g(L(), " " + BUL + " ")}',
    f'card count is {g(L(), ",")}',
    f'paid with card ending 4242, invoice {g(L(), MDOT)}',
    f'Your loyalty card number is: {g(L(), ". ")}',
    f'Graphics card: driver {g(L(), MDOT)}',
    f"Customer's order number reads {g(L(), MDOT)}",
    # JSON, YAML, XML keys that are not a card's.
    f'{{"card_count": "{g(L(), MDOT)}"}}',
    f'{{"order_number": "{mix(L(), [".", " ", "."])}"}}',
    f'{{"gift_card_number": "{g(L(), MDOT)}"}}',
    f'{{"cardId": "{g(L(), ",")}"}}',
    f'{{"pan": "left", "tilt": "{g(L(), ",")}"}}',
    f'{{"card_last4": "1111", "order": "{g(L(), BUL)}"}}',
    f'{{"card_number": "{groups(any_card())[0]} **** **** {rd(4)}"}}',
    f'tracking:\n  number: "{g(L(), MDOT)}"',
    f'<order><number>{g(L(), ",")}</number></order>',
    f"$order = ['id' => '{g(L(), KATA)}'];",
    f'{{"sim_card": "{iccid[1]}"}}',
    # After escaped breaks.
    json.dumps({'log': f'Order number:\n{g(L(), MDOT)}\nstatus: shipped'}),
    json.dumps({'body': f'Tracking:\n{g(L(), ",")}'}),
    json.dumps({'msg': f'card declined\norder {mix(L(), [".", " ", "."])}'}),
    json.dumps({'chat': f'ticket:\n{g(L(), chr(10))}'}),
    json.dumps({'out': f'card ending 1111\nref {g(L(), MDOT)}'}),
    # HTML.
    f'<tr><td>Order</td><td>{g(L(), MDOT)}</td></tr>',
    f'<tr><td>Card</td><td>**** **** **** {rd(4)}</td></tr>',
    f'<tr><td>Gift card</td><td>{g(L(), MDOT)}</td></tr>',
    f'<tr><th>Card number</th><td>ending in {rd(4)}</td></tr>',
    f'<tr><td>Card</td><td>Visa</td><td>{g(L(), ",")}</td></tr>',
    f'<dl><dt>Tracking</dt><dd>{g(L(), "&middot;")}</dd></dl>',
    f'<b>Order:</b> {g(L(), BUL)}',
    f'<tr><td class="field-label">Order number</td><td class="field-value">{g(napas())}</td></tr>',
    f'<tr><td class="field-label">Card type</td><td class="field-value">none</td><td>{maestro19()}</td></tr>',
    # CSV and tables with other columns.
    f'Name,Card Number,Order Number\nJ. Doe,**** {rd(4)},{g(napas())}',
    f'name,tracking number,date\nA. Ruiz,{maestro19()},2026-09-27',
    f'id;Order Number;date\n1;{borica()};2029-05-01',
    f'Name\tInvoice\tDate\nJ. Doe\t{g(L(), "  ")}\t2026-12-01',
    f'Customer,Card Number,Amount\nR. Lee,"{groups(any_card())[0]},****,****,{rd(4)}",42.10',
    f'Card Type,Reference\nnone,{g(enroute())}',
    f'| Holder | Gift Card Number |\n|---|---|\n| J. Doe | {g(napas())} |',
    f'holder,loyalty card,points\nM. Ito,{maestro19()},420',
    f'Date,Card Count,Amount\n2026-12-01,{g(borica())},12.00',
    f'Card Number,Status\nmasked,ok\n\nOrder,Total\n{napas()},42.10',
    # Fixed-width columns with other headers.
    f'HOLDER          TRACKING NUMBER      QTY\nJ DOE           {napas()} 0428',
    f'NAME      ORDER NUMBER        AMOUNT\nJ DOE     {napas()}    42.10',
    f'ACCOUNT HOLDER   ACCOUNT NO           EXP\nR LEE            {maestro19()}  1128',
    f'Serial Number       Exp   Qty\n{borica()} 1229  42',
    f'TXN   CARD TYPE   REFERENCE\n0001  DEBIT       {g(borica())}  12.00',
    # Other languages' order, customer and phone numbers.
    f'numéro de commande : {g(L(), MDOT)}',
    f'Número de pedido: {g(L(), ",")}',
    f'Bestellnummer: {mix(L(), [".", " ", "."])}',
    f'注文番号：{g(L(), KATA)}',
    f'订单号：{g(L(), MDOT)}',
    f'주문번호: {g(L(), BUL)}',
    f'номер заказа: {mix(L(), [".", " ", "."])}',
    f'Numer zamówienia: {g(L(), MDOT)}',
    f'Ordernummer: {g(L(), ",")}',
    f'Sipariş numarası: {g(L(), MDOT)}',
    f'Nomor pesanan: {g(L(), BUL)}',
    f'Mã đơn hàng: {g(L(), ". ")}',
    f'Kundennummer: {g(L(), MDOT)}',
    # IMEIs, ICCIDs, ISBNs, timestamps, phones, accounts.
    f'IMEI: {imei[0]}',
    f'device,imei\nphone-7,{imei[1]}',
    f'ICCID {iccid[2]}',
    'ISBN 978-3-16-148410-0',
    '{"ts": 1764735243123, "event": "card_swipe"}',
    'Call +1 415 555 0134 or +44 20 7946 0958',
    f'account_number={rd(12)}&routing=021000021',
    f'Bank account: {rd(4)} {rd(4)} {rd(2)}',
    # Masked cards.
    f'Card number: {groups(any_card())[0]},****,****,{rd(4)}',
    f'Card: {groups(any_card())[0]} &middot; **** &middot; **** &middot; {rd(4)}',
    f'card was {any_card()[:6]}******{rd(4)}',
    f'<td>Card</td><td>{groups(any_card())[0]}{KATA}****{KATA}****{KATA}{rd(4)}</td>',
]
corpus.containers = TEXT_CONTAINERS
corpus.add('ok37', [], ok)

corpus.write('cases-37')
