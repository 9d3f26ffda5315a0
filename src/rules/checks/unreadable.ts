/** Calls the rules cannot read: commands not resolvable statically, partly readable shell text. */
import { nameOf, type Cmd } from '../../facts/cmd.js';
import { SHELL_REFUSES, shellTextOf, type Facts } from '../../facts/facts.js';
import { childrenOf } from '../../facts/pipeline.js';
import type { Check } from './index.js';

/**
 * `eval "$(ssh-agent -s)"` and `"$(npm bin)/eslint"` are everyday: the text evaluated or run
 * is the output of a local environment tool named in the pack, fully resolved. Anything else
 * that cannot be resolved stays unresolved.
 */
function trustedProduct(f: Facts, c: Cmd): boolean {
  if (c.inv.unresolved !== 'eval-dynamic' && c.inv.unresolved !== 'substitution-command') return false;
  // The reader lists `eval "$(x)"` as the eval, its substitution, and an unresolved child of the eval.
  const holder = c.inv.context === 'eval' && c.inv.parent !== null ? f.cmds[c.inv.parent] : undefined;
  const kids = [...childrenOf(f, c), ...(holder ? childrenOf(f, holder) : [])].filter((d) => d.inv.context === 'substitution');
  if (kids.length === 0) return false;
  return kids.every(
    (d) =>
      d.inv.unresolved === undefined &&
      f.env.setHas('trusted_producers', d.name) &&
      d.args.every((a) => a !== null) &&
      d.inv.redirects.every((r) => r.op !== '<'),
  );
}

export const unresolved: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) {
    if (c.truncated) out.push(`${nameOf(c)} has more arguments than the rules read`);
    if (c.inv.unresolved && !trustedProduct(f, c))
      out.push(
        c.dynamicVia
          ? `inline code calls ${c.dynamicVia} with a value that is not a literal`
          : `command not resolvable statically (${c.inv.unresolved})`,
      );
  }
  return out;
};

/** Issues that leave what runs readable: an unterminated quote or substitution (bash runs nothing of that line), a here-document without its end (it still runs, as read). */
const READABLE_ISSUES: ReadonlySet<string> = new Set([...SHELL_REFUSES, 'unterminated-heredoc']);

export const partialParse: Check = (f) => {
  if (!f.shell || f.shell.status !== 'partial') return [];
  const text = shellTextOf(f.state.input ?? {}) ?? '';
  if (f.shell.issues.length > 0 && f.shell.issues.every((i) => READABLE_ISSUES.has(i.code) || strayLineStart(i, text))) return [];
  const codes = [...new Set(f.shell.issues.map((i) => i.code))].join(', ');
  return [`shell command only partly readable (${codes || 'partial'})`];
};

/**
 * `npm test\nfi`: a keyword or closer bash does not expect, first on a line after the first.
 * bash runs the lines before it (read in full) and stops there, so what runs is read.
 */
function strayLineStart(issue: { code: string; detail?: string }, text: string): boolean {
  if (issue.code !== 'syntax' || !issue.detail?.startsWith('unexpected ')) return false;
  const at = issue.detail.lastIndexOf(' at offset ');
  const offset = at < 0 ? Number.NaN : Number(issue.detail.slice(at + 11));
  if (!Number.isInteger(offset) || offset <= 0 || offset > text.length) return false;
  const nl = text.lastIndexOf('\n', offset - 1);
  return nl > 0 && text.slice(nl + 1, offset).trim() === '' && text.slice(0, nl).trim() !== '';
}
