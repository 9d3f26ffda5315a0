/** Destruction the per-program rules cannot see: SQL and NoSQL statements handed to database clients. */
import { optionValues } from '../../facts/argv.js';
import { upstreamOf } from '../../facts/pipeline.js';
import { destructiveNoSql, destructiveSql } from '../../facts/sql.js';
import type { Check } from './index.js';

export const sqlDestructive: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) {
    const n = c.name;
    if (n === null || !f.env.setHas('db_clients', n)) continue;
    const p = f.parsed(c);
    const texts: string[] = [];
    if (c.spec.inline_opts) for (const v of optionValues(p, c.spec.inline_opts)) if (v) texts.push(v);
    const query = c.spec.query;
    if (query?.operands === 'after-first') for (const v of p.positionals.slice(1)) if (v) texts.push(v);
    if (query?.operands === 'joined') texts.push(p.positionals.filter((a): a is string => a !== null).join(' '));
    for (const r of c.inv.redirects) if (r.body !== undefined) texts.push(r.body);
    for (const u of upstreamOf(f, c))
      if (u.name === 'echo' || u.name === 'printf') texts.push(u.args.filter((a): a is string => a !== null).join(' '));
    const nosql = query?.language === 'nosql';
    for (const t of texts) {
      for (const finding of nosql ? destructiveNoSql(t) : destructiveSql(t)) out.push(`${n}: ${finding.kind}`);
    }
  }
  return out;
};
