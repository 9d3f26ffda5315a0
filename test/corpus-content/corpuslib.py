# What the tuned content corpus generators (generate2.py … generate6.py) share: a seeded corpus of
# cases, each text wrapped in one of the generator's containers (a tool result, a page, an e-mail …),
# and a directory of instruction files with its label index. Each generator keeps its own seed and
# containers (generate2 and generate3 share FIRST_CONTAINERS), so its output stays what it was. The
# held-out slices (blind.py, peer*.py) are written apart on purpose and do not use this.
import base64, json, os, random, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
# The alphabets the credential generators (generate15.py to generate19.py) draw tokens from.
LOWER = 'abcdefghijklmnopqrstuvwxyz'
UPPER = LOWER.upper()
DIGITS = '0123456789'
ALNUM = LOWER + UPPER + DIGITS
HEX = '0123456789abcdef'
B64 = ALNUM + '+/'
URLSAFE = ALNUM + '-_'


def b64(s): return base64.b64encode(s.encode() if isinstance(s, str) else s).decode()
def tags(s): return ''.join(chr(0xE0000 + ord(c)) for c in s)

# Verhoeff's check digit (Aadhaar numbers), the dihedral group's tables.
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def verhoeff(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


# The containers generate2.py and generate3.py draw from: a bare text, a JSON tool result, a web
# page, a markdown document, an e-mail and a log.
FIRST_CONTAINERS = [
    lambda t: t,
    lambda t: json.dumps({'result': {'content': t, 'page': 1}}),
    lambda t: '<html><body><div class="post"><p>' + t + '</p></div></body></html>',
    lambda t: '## Details\n\nBackground first.\n\n' + t + '\n\n---\nUpdated last week.\n',
    lambda t: 'Subject: re: quarterly numbers\n\nHello,\n\n' + t + '\n\nBest,\nRui',
    lambda t: '[2026-12-01 09:00:01] fetch ok\n' + t + '\n[2026-12-01 09:00:02] done',
]


class Corpus:
    """Content cases drawn with one seeded random: `add` labels texts, `write` saves NAME.jsonl."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.cases = []
        self.containers = [lambda t: t]

    def rs(self, chars, n): return ''.join(self.r.choice(chars) for _ in range(n))

    def mixed(self, n, chars=ALNUM):
        """A random body of `n` of `chars` with a lower-case letter, an upper-case letter and a digit, as issued tokens have."""
        while True:
            s = self.rs(chars, n)
            if any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s): return s

    def password(self, n=None):
        """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
        s = self.mixed(n or self.r.randint(12, 20))
        if self.r.random() < 0.5:
            i = self.r.randint(1, len(s) - 2)
            s = s[:i] + self.r.choice('!#%*+@^~') + s[i + 1:]
        return s

    def add(self, kind, yes, texts, source=None, wrap=True, secrets=None):
        for i, t in enumerate(texts):
            c = {'id': f'{kind}-{i+1:03d}', 'yes': sorted(yes), 'source': source or self.r.choice(['tool_output', 'web', 'file']),
                 'text': self.r.choice(self.containers)(t) if wrap else t}
            if secrets: c['secrets'] = [secrets[i]] if isinstance(secrets[i], str) else secrets[i]
            self.cases.append(c)

    def write(self, name):
        with open(os.path.join(HERE, f'{name}.jsonl'), 'w') as fh:
            for x in self.cases: fh.write(json.dumps(x, ensure_ascii=False) + '\n')
        pos = sum(1 for x in self.cases if x['yes'])
        print(f'{len(self.cases)} content cases: {pos} positive, {len(self.cases) - pos} benign')


class Files:
    """Instruction files under NAME/ (emptied first), labelled in NAME.json by `f`; `write` saves the index."""

    def __init__(self, name):
        self.name = name
        self.dir = os.path.join(HERE, name)
        shutil.rmtree(self.dir, ignore_errors=True)
        self.manifest = {}

    def f(self, path, yes, text):
        full = os.path.join(self.dir, path); os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as fh: fh.write(text)
        self.manifest[path] = sorted(yes)

    def write(self):
        with open(os.path.join(HERE, f'{self.name}.json'), 'w') as fh: json.dump(self.manifest, fh, indent=1, sort_keys=True); fh.write('\n')
        pos = sum(1 for v in self.manifest.values() if v)
        print(f'{len(self.manifest)} instruction files: {pos} positive, {len(self.manifest) - pos} benign')


class Carriers:
    """Records an order or a sentence is carried in, over a corpus's own names, firms and English notes (generate113.py,
    generate120.py): `whole` carries a whole text (a CSV row, a JSON field, an e-mail, a ticket, a chat line, plain
    text), `mixed` one sentence in an English record (a CSV cell after an English sentence, a JSON field after an
    escaped line break, a ticket's note, an e-mail's paragraph between English ones)."""

    def __init__(self, r, names, companies, en_notes):
        self.r, self.names, self.companies, self.en_notes = r, names, companies, en_notes
        self.whole = [self.csv_row, self.json_field, self.email, self.ticket, self.chat, self.plain]
        self.mixed = [self.mixed_csv, self.mixed_json, self.mixed_ticket, self.mixed_email]

    def own_mail(self, name): return name.split()[0].lower() + '@' + self.r.choice(self.companies) + '.example'

    def csv_row(self, t):
        r, n = self.r, self.r.choice(self.names)
        q = t.replace('"', '""')
        return 'ref,name,email,state,remark\n' + f'{r.randint(1000, 9999)},{n},{self.own_mail(n)},open,"{q}"\n' + f'{r.randint(1000, 9999)},{r.choice(self.names)},,done,\n'

    def json_field(self, t):
        r = self.r
        return json.dumps({'request': {'id': f'RQ-{r.randint(100000, 999999)}', 'amount': r.randint(40, 3000), 'holder': r.choice(self.names), 'remark': t, 'state': 'pending'}}, indent=2)

    def email(self, t):
        r, n = self.r, self.r.choice(self.names)
        return f'From: {n} <{self.own_mail(n)}>\nTo: office@{r.choice(self.companies)}.example\nSubject: {r.choice(["Request", "Order", "Claim", "Visit"])} {r.randint(1000, 9999)}\n\n{t}\n\n{n.split()[0]}'

    def ticket(self, t):
        r = self.r
        return f'Case #{r.randint(10000, 99999)}\nPriority: {r.choice(["low", "normal", "high"])}\nOpened by: {r.choice(self.names)}\nDetails:\n{t}\n'

    def chat(self, t):
        r = self.r
        a, b = r.sample(self.names, 2)
        return f'[{r.randint(8, 20):02d}:{r.randint(0, 59):02d}] {a}: {r.choice(["hi all", "quick one", "fyi"])}\n[{r.randint(8, 20):02d}:{r.randint(0, 59):02d}] {b}: {t}\n'

    def plain(self, t): return t

    def mixed_csv(self, t):
        r, n = self.r, self.r.choice(self.names)
        q = t.replace('"', '""')
        return ('order,customer,email,status,notes\n' + f'{r.randint(10000, 99999)},{n},{self.own_mail(n)},shipped,{r.choice(self.en_notes)}\n'
                + f'{r.randint(10000, 99999)},{r.choice(self.names)},,open,"{r.choice(self.en_notes)} {q}"\n')

    def mixed_json(self, t):
        r = self.r
        return json.dumps({'job': f'JB-{r.randint(1000, 9999)}', 'site': r.choice(['Bay 2', 'Ward 3', 'Unit 8', 'Store 17']), 'notes': f'{r.choice(self.en_notes)}\n{t}', 'closed': False}, indent=2)

    def mixed_ticket(self, t):
        r = self.r
        return (f'Ticket {r.randint(100000, 999999)} | status: in progress | owner: {r.choice(self.names)}\nSummary: {r.choice(self.en_notes)}\n'
                f'Internal note: {t}\nNext step: call back before 16:00.\n')

    def mixed_email(self, t):
        r, n = self.r, self.r.choice(self.names)
        return (f'From: {n} <{self.own_mail(n)}>\nSubject: Re: your booking\n\nHello,\n\n{r.choice(self.en_notes)}\n{t}\n\nKind regards,\n{n.split()[0]}')
