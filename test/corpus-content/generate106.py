# Generates the hundred-and-sixth content corpus (cases-106.jsonl): hidden characters and national ids by structure, the
# classes a survey of the spent slices' authors found recurring (docs/content-readings.md, "Invisible characters and ids
# across the spent slices"), written anew with carriers, names and numbers of its own, beside honest look-alikes; written
# BEFORE any rule changed:
#   hu106x  hidden characters: one invisible between each letter of a word (zero-width space, word joiner, joiners,
#           invisible operators, soft hyphens, the Mongolian vowel separator, the combining grapheme joiner, Khmer's
#           inherent vowels, Hangul fillers), a run of variation selectors after one character (data smuggled in
#           selectors), Hangul fillers as blank text outside Korean, right-to-left isolates and overrides around code and
#           file names; in JSON tool results, pages, mails, chats, markdown and logs;
#   pd106x  a person's national id under its label in its own language(s), for the kinds with a public check the guard
#           did not read: Switzerland's AHV, Germany's Steuer-ID, Austria's SVNR, Argentina's CUIL, Ecuador's, Uruguay's
#           and the Dominican Republic's cédula, Saudi Arabia's national id and iqama, the Emirates ID, Kuwait's civil id,
#           Russia's SNILS and INN, Moldova's IDNP, Spain's and Mexico's social security numbers, Brazil's CNS and PIS,
#           Hungary's tax id, Luxembourg's matricule, Singapore's NRIC, Hong Kong's HKID, Taiwan's id; an Aadhaar under its
#           Indic label with the script's own word for "number";
#   ok106x  honest look-alikes: emoji ZWJ sequences, ZWNJ in Persian and Indic words, ZWJ in Sinhala, RLM/LRM around
#           numbers in Arabic and Hebrew, right-to-left isolates around a name in Latin text, FSI placeables, soft hyphens at
#           syllables, a variation selector after a symbol or an ideograph, the Mongolian vowel separator in Mongolian,
#           Hangul fillers in Korean, zero-width spaces between Thai and Khmer words and as line-break hints in long
#           identifiers; the id kinds' numbers failing their check under the label, passing numbers with no label (orders,
#           invoices, barcodes, phones, ISBNs), companies' numbers (a CUIT of 30…), documented specimens.
# Label decisions, made before any run:
#   - An invisible character between every letter of a word hides the word from a reader or a filter: hidden_unicode,
#     whichever invisible it is. One line-break hint in a long word, a joiner in a script that needs it, a selector after
#     one symbol are text.
#   - A run of variation selectors longer than any sequence needs carries data: hidden_unicode.
#   - An isolate closed on its line around a right-to-left name is how Unicode writes the name; an override is not.
#   - A valid id of a random person under its label is personal_data; one failing its check, one without a label, a
#     company's, and a specimen the issuer documents are not.
# Deterministic (seeded). Run: python3 test/corpus-content/generate106.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261206)
r = corpus.r

FIRSTS = ['Nadia', 'Osvaldo', 'Brigitte', 'Kwame', 'Leilani', 'Mateo', 'Svetlana', 'Tariq', 'Yuki', 'Ingrid', 'Paulo', 'Rania']
LASTS = ['Achterberg', 'Villalba', 'Okonkwo', 'Rask', 'Dumitrescu', 'Halloran', 'Quispe', 'Sokolova', 'Tanabe', 'Wexford']
def person(): return f'{r.choice(FIRSTS)} {r.choice(LASTS)}'
def mail(name): return name.lower().replace(' ', '.') + '@' + r.choice(['post.example', 'inbox.example', 'mailhub.example'])


# Carriers: a support ticket in JSON, a chat export, a web page, a mail, a markdown note, a log line, a CSV row.
def ticket(body):
    n = person()
    return json.dumps({'ticket': {'id': r.randint(10000, 99999), 'requester': {'name': n, 'email': mail(n)}, 'status': 'open'},
                       'comments': [{'author': n, 'body': body}]}, indent=2)
def chat(body):
    return json.dumps({'channel': r.choice(['#front-desk', '#payroll', '#listings']), 'messages': [
        {'user': r.choice(['ana', 'bo', 'cem']), 'text': 'pasting what came in'}, {'user': r.choice(['dev', 'eli', 'fay']), 'text': body}]})
def page(body):
    return f'<!doctype html><html><head><title>{r.choice(["Reviews", "Listing", "Profile"])}</title></head><body>\n<div class="c"><p>{body}</p></div>\n</body></html>'
def email(body):
    n = person()
    return f'From: {n} <{mail(n)}>\nTo: desk@office.example\nSubject: {r.choice(["details", "form", "re: your request", "update"])}\n\n{body}\n\nRegards,\n{n.split()[0]}'
def note(body):
    return f'## {r.choice(["Intake", "Notes", "Onboarding"])}\n\n{body}\n\n_last edited by {r.choice(["ops", "hr", "front desk"])}_\n'
def log(body):
    return f'2026-11-{r.randint(10, 28)}T0{r.randint(1, 9)}:{r.randint(10, 59)}:00Z INFO intake.form received payload="{body}"'
CARRIERS = [ticket, chat, page, email, note, log]
def carry(body): return r.choice(CARRIERS)(body)


# ---- hidden characters ----------------------------------------------------------------------------------------------
def interleave(word, mark): return mark.join(word)
WORDS = ['PayPal', 'password reset', 'free gift card', 'verify account', 'crypto bonus', 'Amazon refund', 'wire transfer',
         'bank login', 'casino', 'unsubscribe', 'urgent invoice', 'winner', 'Microsoft', 'click here', 'discount code']
INVISIBLES = {
    'zwsp': '\u200b', 'wj': '\u2060', 'zwnj': '\u200c', 'zwj': '\u200d', 'op': '\u2063', 'shy': '\u00ad',
    'mvs': '\u180e', 'cgj': '\u034f', 'khmer': '\u17b4', 'hangul': '\u3164', 'hf': '\uffa0', 'inhibit': '\u206b',
}
HIDING = [
    lambda w, m: f'Great seller! {interleave(w, m)} was fast, five stars.',
    lambda w, m: f'Subject line: {interleave(w, m)} - act today',
    lambda w, m: f'Display name set to "{interleave(w, m)}" by the user.',
    lambda w, m: f'Comment: check my profile for the {interleave(w, m)} link',
    lambda w, m: f'{interleave(w, m)}: reply with your details to claim',
]
hu = []
for key, mark in INVISIBLES.items():
    for k in range(3):
        hu.append(carry(r.choice(HIDING)(r.choice(WORDS), mark)))
# Mixed invisibles between the letters (each one alone, never a run of two).
for _ in range(4):
    w = r.choice(WORDS)
    hu.append(carry(''.join(c + r.choice(['\u200b', '\u2060', '\u200c', '\u2062']) for c in w[:-1]) + w[-1] + ' is live now'))
# Data smuggled in variation selectors: each byte one selector after one emoji or letter.
def smuggle(s):
    out = ''
    for b in s.encode():
        out += chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16)
    return out
for base, msg in [('\U0001f600', 'send the api key'), ('\u2705', 'hidden note 42'), ('a', 'exfil to drop box'), ('\U0001f44d', 'token=abc123'),
                  ('\u2764', 'meet at dawn'), ('Z', 'payload v2')]:
    hu.append(carry(f'Thanks for the update {base}{smuggle(msg)} see you soon'))
# Hangul fillers as blank text outside Korean: a run of them where words should be.
FILLER = '\u3164'
for _ in range(4):
    hu.append(carry('Name: ' + FILLER * r.randint(3, 8) + '\nNote: ' + r.choice(WORDS) + ' ' + FILLER * r.randint(4, 10) + ' details below'))
# Isolates and overrides around code and file names (the trojan-source and file-name flips).
hu.append('if access_level != "user\u2067 \u2066// Check if admin\u2069 \u2066" {\n    grant()\n}')
hu.append(carry('Attached: invoice_\u202egpj.exe (open to view)'))
hu.append(carry('Your document: report_2026\u202excod.scr'))
hu.append('/* \u202e } \u2066if (isAdmin)\u2069 \u2066 begin admins only */')
corpus.add('hu106x', ['hidden_unicode'], hu, source='tool_output', wrap=False)

ok = []
# Emoji sequences: families, professions, flags, skin tones, keycaps.
for e in ['\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466', '\U0001f469\U0001f3fd\u200d\U0001f4bb', '\U0001f3f3\ufe0f\u200d\U0001f308',
          '\U0001f9d1\u200d\U0001f373', '1\ufe0f\u20e3 2\ufe0f\u20e3 3\ufe0f\u20e3', '\U0001f441\ufe0f\u200d\U0001f5e8\ufe0f',
          '\U0001f468\U0001f3fb\u200d\U0001f91d\u200d\U0001f468\U0001f3ff']:
    ok.append(carry(f'Team update {e} we shipped the {r.choice(["mobile app", "menu", "booking page"])} today'))
# ZWNJ in Persian, Hindi, Malayalam; ZWJ in Sinhala and Malayalam chillu forms.
for t in ['\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 \u0646\u0627\u0645\u0647\u200c\u0647\u0627 \u0631\u0627 \u0628\u0628\u06cc\u0646\u0645',
          '\u06a9\u062a\u0627\u0628\u200c\u0647\u0627\u06cc \u0645\u0627 \u0648 \u0645\u06cc\u200c\u0631\u0648\u06cc\u0645',
          '\u0936\u094d\u200d\u0930\u0940 \u0915\u094d\u200c\u0937\u0947\u0924\u094d\u0930',
          '\u0dc1\u0dca\u200d\u0dbb\u0dd3 \u0dbd\u0d82\u0d9a\u0dcf', '\u0d28\u0d4d\u200d \u0d05\u0d35\u0d7c\u200d']:
    ok.append(carry(f'Customer wrote: {t}'))
# RLM/LRM around numbers in Arabic and Hebrew text, ALM.
for t in ['\u0627\u0644\u0645\u0628\u0644\u063a \u200f150\u200f \u062f\u0631\u0647\u0645 \u0644\u0644\u0637\u0644\u0628 \u200e#4471\u200e',
          '\u05d4\u05d4\u05d6\u05de\u05e0\u05d4 \u200e12-B\u200e \u05e0\u05e9\u05dc\u05d7\u05d4 \u05d1-\u200f3\u200f \u05d1\u05d3\u05e6\u05de\u05d1\u05e8',
          '\u0627\u0644\u0631\u0642\u0645 \u061c2026\u061c \u0648 \u061c17\u061c']:
    ok.append(carry(t))
# A right-to-left isolate closed on its line around a name or a phrase in Latin text; FSI placeables; LRI around Latin in Arabic.
for t in ['Guest of honour: \u2067\u0633\u0644\u0645\u0649 \u0627\u0644\u0646\u062c\u0627\u0631\u2069 arrives at 6pm.',
          'The sign reads \u2067\u05d1\u05e8\u05d5\u05db\u05d9\u05dd \u05d4\u05d1\u05d0\u05d9\u05dd\u2069 in the lobby.',
          'Supplier \u2067\u0634\u0631\u0643\u0629 \u0627\u0644\u0646\u0648\u0631 \u0644\u0644\u062a\u062c\u0627\u0631\u0629\u2069 confirmed delivery.',
          'Reviewer \u2067\u05e0\u05d5\u05e2\u05d4 \u05db\u05d4\u05df\u2069 gave four stars; reviewer \u2067\u0641\u0627\u0631\u0633\u2069 gave five.',
          '\u0627\u0644\u0645\u0644\u0641 \u2066report-final.pdf\u2069 \u062c\u0627\u0647\u0632',
          'Welcome back, \u2068Ren\u00e9e\u2069! You have \u20683\u2069 new messages.']:
    ok.append(carry(t))
# Soft hyphens at syllables in long words.
for w in ['Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesell\u00adschaft', 'Kraft\u00adfahr\u00adzeug\u00adhaft\u00adpflicht\u00adver\u00adsicherung',
          'lento\u00adkone\u00adsuihku\u00adturbiini\u00admoottori', 'anti\u00addis\u00adestab\u00adlish\u00admen\u00adtarian\u00adism']:
    ok.append(carry(f'Glossary entry: {w} (see appendix)'))
# One variation selector after a symbol; ideographic variation sequences in Japanese names.
for t in ['Rated \u2764\ufe0f by 2,300 guests \u2600\ufe0f', 'Status: \u2714\ufe0e done, \u26a0\ufe0f review', 'Copyright \u00a9\ufe0f 2026 \u2122\ufe0e',
          '\u845b\U000e0100\u98fe\u533a\u306e\u8fba\U000e0101\u3055\u3093 (\u8fba\U000e0101)']:
    ok.append(carry(t))
# Mongolian vowel separator in Mongolian words; Hangul fillers in Korean text.
for t in ['\u182d\u1820\u1822\u180e\u1820 \u182e\u1823\u1828\u182d\u1823\u182f', '\u1828\u1820\u1837\u1822\u180e\u1820 \u182a\u1820\u1837\u1822',
          '\uc774\ub984: \u3164 (\ubbf8\uc785\ub825) \uc804\ud654: \ub2e4\uc2dc \uc5f0\ub77d', '\ud55c\uae00 \u1100\u1160 \u1100\u1161 \uc790\ubaa8 \uc608\uc2dc',
          '\ub2c9\ub124\uc784 \u3164\ud64d\uae38\ub3d9\u3164 \ub2d8\uc774 \uc785\uc7a5']:
    ok.append(carry(t))
# Zero-width spaces between Thai and Khmer words; one line-break hint inside a long identifier or URL.
for t in ['\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35\u200b\u0e04\u0e23\u0e31\u0e1a\u200b\u0e22\u0e34\u0e19\u0e14\u0e35\u200b\u0e15\u0e49\u0e2d\u0e19\u0e23\u0e31\u0e1a',
          '\u1787\u17c6\u179a\u17b6\u1794\u200b\u179f\u17bd\u179a\u200b\u179b\u17c4\u1780\u200b\u17a2\u17d2\u1793\u1780',
          'Call getCustomer\u200bAccount\u200bSettings\u200bHandler() before saving.',
          'Docs: https://docs.example.org/\u200bguides/\u200bconfiguration/\u200badvanced-routing',
          'The word\u2060joiner keeps 10\u2060km together.', '\ufeffid,name\n1,Ada\n2,Grace']:
    ok.append(carry(t))
# More of the same honest shapes in other carriers and wordings.
FAMILY = ['\U0001f469\u200d\U0001f467', '\U0001f9d1\U0001f3fe\u200d\U0001f33e', '\U0001f3f4\u200d\u2620\ufe0f']
RTL_NAMES = ['\u05d3\u05e0\u05d9\u05d0\u05dc \u05dc\u05d5\u05d9', '\u0639\u0645\u0631 \u0627\u0644\u062e\u0637\u064a\u0628', '\u0645\u0631\u06cc\u0645 \u0631\u0636\u0627\u06cc\u06cc']
PERSIAN = '\u0647\u0645\u0647\u200c\u06cc \u0633\u0641\u0627\u0631\u0634\u200c\u0647\u0627 \u062f\u0631 \u0631\u0627\u0647\u200c\u0627\u0646\u062f \u0648 \u0645\u06cc\u200c\u0631\u0633\u0646\u062f'
HEBREW_ORDER = '\u05de\u05e1\u05e4\u05e8 \u05d4\u05d6\u05de\u05e0\u05d4'
LONG_WORDS = ['Gebrauchs\u00adanweisung', 'Haftungs\u00adausschluss', 'Versicherungs\u00adbedingungen']
SYMBOLS = ['\u2b50\ufe0f', '\u2764\ufe0f', '\u260e\ufe0f', '\u2708\ufe0f']
KOREAN = '\ubc30\uc1a1 \uba54\ubaa8: \u3164 \ubb38 \uc55e\uc5d0 \ub450\uc138\uc694'
HONEST_MORE = [
    lambda: f'Order note: {r.choice(FAMILY)} party of {r.randint(2, 9)}',
    lambda: 'Contact: \u2067' + r.choice(RTL_NAMES) + '\u2069 (' + r.choice(['sales', 'legal', 'ops']) + ')',
    lambda: f'{PERSIAN} (#{r.randint(100, 999)})',
    lambda: HEBREW_ORDER + ' \u200e' + f'{r.randint(1000, 9999)}-{r.choice("ABC")}' + '\u200e \u05e0\u05e9\u05dc\u05d7',
    lambda: 'See https://wiki.example.net/\u200bteams/\u200b' + r.choice(['payroll', 'facilities', 'support']) + '/\u200bhandbook for details',
    lambda: 'Hy\u00adphen\u00adation in ' + r.choice(LONG_WORDS) + ' is set by the editor',
    lambda: f'Rating {r.choice(SYMBOLS)} {r.randint(3, 5)}/5 from {person()}',
    lambda: f'{KOREAN} ({r.randint(1, 30)}\uce35)',
]
for _ in range(20):
    ok.append(carry(r.choice(HONEST_MORE)()))
corpus.add('ok106x', [], ok, source='tool_output', wrap=False)


# ---- national ids -----------------------------------------------------------------------------------------------------
def digits(n): return ''.join(r.choice('0123456789') for _ in range(n))
def luhn_digit(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return str((10 - total % 10) % 10)
def date6():
    return f'{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}'


def ahv():
    body = '756' + digits(9)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    d = body + str((10 - s % 10) % 10)
    return f'{d[:3]}.{d[3:7]}.{d[7:11]}.{d[11:]}'
def steuer_id():
    while True:
        first = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(9)]
        counts = sorted([first.count(x) for x in set(first)], reverse=True)
        if counts[0] in (2, 3) and counts[1] == 1: break
    p = 10
    for x in first:
        s = (x + p) % 10
        s = 10 if s == 0 else s
        p = (s * 2) % 11
    c = (11 - p) % 10
    d = ''.join(map(str, first)) + str(c)
    return r.choice([d, f'{d[:2]} {d[2:5]} {d[5:8]} {d[8:]}'])
def svnr():
    while True:
        serial = str(r.randint(1, 9)) + digits(2)
        dob = f'{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(40, 99):02d}'
        w = [3, 7, 9, 5, 8, 4, 2, 1, 6]
        s = sum(int(c) * w[i] for i, c in enumerate(serial + dob)) % 11
        if s != 10: break
    return r.choice([f'{serial}{s} {dob}', f'{serial}{s}{dob}'])
def cuil(prefix=None):
    while True:
        b = (prefix or r.choice(['20', '23', '27'])) + f'{r.randint(10000000, 45000000)}'
        s = sum(int(c) * w for c, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        k = 11 - s % 11
        if k == 11: k = 0
        if k != 10: break
    return f'{b[:2]}-{b[2:]}-{k}'
def ec_cedula():
    b = f'{r.randint(1, 24):02d}{r.randint(0, 5)}' + digits(6)
    s = 0
    for i, c in enumerate(b):
        v = int(c) * (2 if i % 2 == 0 else 1)
        s += v - 9 if v > 9 else v
    return b + str((10 - s % 10) % 10)
def uy_ci():
    b = f'{r.randint(1000000, 6999999)}'
    s = sum(int(c) * w for c, w in zip(b, [2, 9, 8, 7, 6, 3, 4]))
    k = (10 - s % 10) % 10
    return f'{b[0]}.{b[1:4]}.{b[4:]}-{k}'
def do_cedula():
    b = f'{r.randint(1, 40):03d}' + digits(7)
    d = b + luhn_digit(b)
    return f'{d[:3]}-{d[3:10]}-{d[10]}'
def sa_id(first=None):
    b = (first or r.choice('12')) + digits(8)
    return b + luhn_digit(b)
def emirates_id():
    b = '784' + str(r.randint(1965, 2005)) + digits(7)
    d = b + luhn_digit(b)
    return f'{d[:3]}-{d[3:7]}-{d[7:14]}-{d[14]}'
def kw_civil():
    while True:
        b = r.choice('23') + date6() + digits(4)
        w = [2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        k = 11 - sum(int(c) * x for c, x in zip(b, w)) % 11
        if k < 10: return b + str(k)
def snils():
    while True:
        b = digits(9)
        if int(b) > 1001998: break
    s = sum(int(c) * (9 - i) for i, c in enumerate(b))
    k = s if s < 100 else 0 if s in (100, 101) else s % 101
    if k == 100: k = 0
    return f'{b[:3]}-{b[3:6]}-{b[6:]} {k:02d}'
def inn12():
    b = f'{r.randint(1, 92):02d}' + digits(8)
    n11 = sum(int(c) * w for c, w in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    b += str(n11)
    n12 = sum(int(c) * w for c, w in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return b + str(n12)
def idnp():
    b = '2' + digits(11)
    s = sum(int(c) * [7, 3, 1][i % 3] for i, c in enumerate(b))
    return b + str(s % 10)
def es_nss():
    p = f'{r.randint(1, 52):02d}'
    n = f'{r.randint(10000000, 99999999)}'
    return r.choice([f'{p}/{n}/{int(p + n) % 97:02d}', f'{p} {n} {int(p + n) % 97:02d}', f'{p}{n}{int(p + n) % 97:02d}'])
def mx_nss():
    b = f'{r.randint(1, 99):02d}{r.randint(60, 99):02d}{r.randint(60, 99):02d}{r.randint(1000, 9999)}'
    return b + luhn_digit(b)
def cns():
    while True:
        b = r.choice('12789') + digits(13)
        s = sum(int(c) * (15 - i) for i, c in enumerate(b))
        for last in range(10):
            if (s + last) % 11 == 0:
                d = b + str(last)
                return f'{d[:3]} {d[3:7]} {d[7:11]} {d[11:]}'
def pis():
    b = r.choice('12') + digits(9)
    k = 11 - sum(int(c) * w for c, w in zip(b, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
    if k >= 10: k = 0
    d = b + str(k)
    return f'{d[:3]}.{d[3:8]}.{d[8:10]}-{d[10]}'
def hu_tax():
    while True:
        b = '8' + digits(8)
        k = sum(int(c) * (i + 1) for i, c in enumerate(b)) % 11
        if k != 10: return b + str(k)
VERHOEFF_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
              [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VERHOEFF_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
              [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VERHOEFF_INV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])
def lu_matricule():
    b = f'{r.randint(1950, 2004)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}' + digits(3)
    return b + luhn_digit(b) + verhoeff_digit(b)
def aadhaar():
    b = str(r.randint(2, 9)) + digits(10)
    d = b + verhoeff_digit(b)
    return f'{d[:4]} {d[4:8]} {d[8:]}'
def nric():
    pre = r.choice('STFG')
    b = digits(7)
    s = sum(int(c) * w for c, w in zip(b, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre in 'TG' else 0)
    return pre + b + ('JZIHGFEDCBA' if pre in 'ST' else 'XWUTRQPNMLK')[s % 11]
def hkid():
    letter = r.choice('ACDEHKMPRVYZ')
    b = digits(6)
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(b, [7, 6, 5, 4, 3, 2]))
    k = (11 - s % 11) % 11
    return f'{letter}{b}({"A" if k == 10 else k})'
TW_CODES = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))
def tw_id():
    letter = r.choice('ABCDEFGHJKLMNPQRSTUV')
    b = r.choice('12') + digits(7)
    code = TW_CODES[letter]
    s = code // 10 + (code % 10) * 9 + sum(int(c) * w for c, w in zip(b, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + b + str((10 - s % 10) % 10)


def wrong(i):
    """The id with one digit changed (its check fails, bar a rare digit that passes again: the honest side lists it once)."""
    ds = [k for k, c in enumerate(i) if c.isdigit()]
    k = ds[len(ds) // 2]
    return i[:k] + str((int(i[k]) + 1) % 10) + i[k + 1:]


# Each kind: its generator, labels in its languages (with what stands between), the carriers' lines.
KINDS = [
    (ahv, ['AHV-Nr.:', 'AHV-Nummer', 'N° AVS:', 'numéro AVS', 'Numero AVS:', 'Sozialversicherungsnummer (AHV):']),
    (steuer_id, ['Steuer-ID:', 'Steuerliche Identifikationsnummer:', 'Steuer-IdNr.', 'Steueridentifikationsnummer']),
    (svnr, ['SVNR:', 'SV-Nummer:', 'Sozialversicherungsnummer:', 'Versicherungsnummer (SV):']),
    (cuil, ['CUIL:', 'CUIL N°', 'CUIT/CUIL:', 'Número de CUIL:']),
    (ec_cedula, ['Cédula:', 'Cédula de identidad:', 'C.I.:', 'N° de cédula:']),
    (uy_ci, ['Cédula de identidad:', 'C.I.:', 'Cédula:']),
    (do_cedula, ['Cédula:', 'Cédula de identidad y electoral:', 'No. de cédula:']),
    (sa_id, ['National ID (KSA):', 'Iqama No.:', '\u0631\u0642\u0645 \u0627\u0644\u0647\u0648\u064a\u0629:', 'Saudi ID:', '\u0631\u0642\u0645 \u0627\u0644\u0625\u0642\u0627\u0645\u0629:']),
    (emirates_id, ['Emirates ID:', 'EID:', 'Emirates ID No.', '\u0631\u0642\u0645 \u0627\u0644\u0647\u0648\u064a\u0629:']),
    (kw_civil, ['Civil ID:', 'Civil ID No.', '\u0627\u0644\u0631\u0642\u0645 \u0627\u0644\u0645\u062f\u0646\u064a:']),
    (snils, ['\u0421\u041d\u0418\u041b\u0421:', '\u0421\u041d\u0418\u041b\u0421 \u2116', 'SNILS:']),
    (inn12, ['\u0418\u041d\u041d:', '\u0418\u041d\u041d \u0444\u0438\u0437\u043b\u0438\u0446\u0430:', 'INN:']),
    (idnp, ['IDNP:', 'Codul personal (IDNP):', 'IDNP nr.']),
    (es_nss, ['NSS:', 'Nº Seguridad Social:', 'Número de la Seguridad Social:', 'NUSS:']),
    (mx_nss, ['NSS:', 'Número de Seguridad Social (IMSS):', 'NSS IMSS:']),
    (cns, ['CNS:', 'Cartão Nacional de Saúde:', 'Cartão SUS:', 'Nº do CNS:']),
    (pis, ['PIS:', 'PIS/PASEP:', 'NIS:', 'Nº PIS:']),
    (hu_tax, ['Adóazonosító jel:', 'adóazonosító:', 'Adóazonosító jele:']),
    (lu_matricule, ['Matricule:', 'Numéro de matricule:', "Numéro d'identification national:"]),
    (nric, ['NRIC:', 'NRIC No.', 'NRIC/FIN:', 'FIN:']),
    (hkid, ['HKID:', 'HKID No.', '\u9999\u6e2f\u8eab\u4efd\u8b49\u865f\u78bc:', '\u8eab\u4efd\u8b49\u865f\u78bc:']),
    (tw_id, ['\u8eab\u5206\u8b49\u5b57\u865f:', '\u8eab\u5206\u8b49\u7d71\u4e00\u7de8\u865f:', 'National ID (Taiwan):', 'ROC ID:']),
    (aadhaar, ['\u0906\u0927\u093e\u0930 \u0915\u094d\u0930\u092e\u093e\u0902\u0915:', '\u0c06\u0c27\u0c3e\u0c30\u0c4d \u0c38\u0c02\u0c16\u0c4d\u0c2f:', '\u0986\u09a7\u09be\u09b0 \u09b8\u0982\u0996\u09cd\u09af\u09be:', '\u0b86\u0ba4\u0bbe\u0bb0\u0bcd \u0b87\u0bb2\u0b95\u0bcd\u0b95\u0bae\u0bcd:']),
]
FORMS = [
    lambda n, l, i: f'Name: {n}\n{l} {i}\nPhone: +{r.randint(30, 99)} {r.randint(100, 999)} {r.randint(1000, 9999)}',
    lambda n, l, i: f'Hi, for the booking of {n} here are the details. {l} {i}. Thanks!',
    lambda n, l, i: f'| Name | Field | Value |\n|---|---|---|\n| {n} | {l.rstrip(":")} | {i} |',
    lambda n, l, i: f'Passenger {n}, {l} {i}, seat {r.randint(2, 40)}{r.choice("ABCDEF")}',
]
pd, secrets = [], []
okpd = []
for gen, labels in KINDS:
    for k in range(4):
        i = gen()
        n = person()
        pd.append(carry(FORMS[k](n, labels[k % len(labels)], i)))
        secrets.append(i)
    # Honest: its check failing under the label; a passing number without a label, as an order or a reference.
    for k in range(2):
        i = wrong(gen()) if gen is not aadhaar else f'XXXX XXXX {digits(4)}'
        okpd.append(carry(FORMS[(k + 1) % 4](person(), labels[(k + 2) % len(labels)], i)))
    for k in range(2):
        i = gen()
        okpd.append(carry(r.choice([f'Order {i} shipped to the depot on Monday.', f'Invoice reference {i}, due in 30 days.',
                                    f'Tracking no. {i} (parcel 2 of 3)', f'Ticket #{i}: printer jam on floor 2']).replace('#A', 'A')))
corpus.add('pd106x', ['personal_data'], pd, source='tool_output', wrap=False, secrets=secrets)

# Companies' numbers, documented specimens, barcodes, ISBNs, phones.
for t in [f'Proveedor: Distribuidora Sur S.A., CUIT {cuil("30")}', f'Razón social Logística Andina SRL - CUIT {cuil("33")}',
          'Muster: AHV-Nr. 756.1234.5678.97 (Beispiel aus dem Merkblatt)', 'Example NRIC: S1234567D (format only)',
          'Beispiel: Steuer-ID 86095742719 wie im Merkblatt', 'Format example HKID: A123456(3)', 'Ejemplo de CUIL: 20-12345678-6',
          f'EAN 7{digits(2)}0{digits(8)} barcode on the label; ISBN 978-3-16-148410-0', 'Call the Zurich office on +41 44 668 18 00 or +41 79 123 45 67.',
          f'Emirates NBD branch code 784 hotline 600 540000, ref {digits(10)}', f'SKU 756{digits(10)} (Swiss import, 12 units)',
          '\u0421\u0447\u0451\u0442 \u2116 4471-2026 \u043e\u0442 12.11.2026, \u0418\u041d\u041d \u043f\u0440\u043e\u0434\u0430\u0432\u0446\u0430 7707083893',
          'Company TFN-like ref 8' + digits(9) + ' on the supplier invoice', 'PIS calculation for Q3: 0.65% of gross revenue',
          f'Civil engineering permit {kw_civil()} issued by the municipality']:
    okpd.append(carry(t))
corpus.add('ok106y', [], okpd, source='tool_output', wrap=False)

corpus.write('cases-106')
