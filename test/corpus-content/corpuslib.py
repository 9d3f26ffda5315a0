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
