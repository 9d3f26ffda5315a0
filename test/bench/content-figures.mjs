// The figures test/bench/content.mjs and test/bench/slices.mjs print: a set of labelled cases judged
// (effect-level recall and false positives, then per question) and what --redact leaves of their secrets.
import { existsSync, readFileSync } from 'node:fs';
import { decodedReadings } from './decoded-readings.mjs';
import { loadContentCases } from './lib.mjs';

const root = new URL('../../', import.meta.url);

/**
 * `m` is the guard imported from source (answerContent, decide, redact, findingsOf); `list` names
 * each miss, false positive and leak; `log` prints a line.
 */
export function contentFigures(m, { list = false, log = console.log } = {}) {
  const state = (text, source = 'web') => ({
    tool: 'content',
    capability: `content.${source}`,
    input: {},
    workspace_root: '/w',
    content: { source, text },
  });
  const judged = (text, source, qs) => {
    const r = m.answerContent(state(text, source), qs);
    if (!r.ok) return { yes: [], effect: 'error', hits: [] };
    const yes = Object.keys(r.answers).filter((k) => k !== 'verdict' && r.answers[k].noul === 1);
    return { yes, effect: m.decide(qs, r.answers, 0.5).effect, hits: r.hits };
  };
  function blindFigures(name, items) {
    let tp = 0,
      fn = 0,
      fp = 0,
      tn = 0;
    const per = {};
    const q = (k) => (per[k] ??= { pos: 0, hit: 0, falseYes: 0 });
    for (const it of items) {
      const got = it.got;
      if (it.yes.length > 0) got.effect === 'allow' ? fn++ : tp++;
      else got.effect === 'allow' ? tn++ : fp++;
      for (const k of it.yes) {
        q(k).pos++;
        if (got.yes.includes(k)) q(k).hit++;
        else if (list)
          log(`    miss ${k.padEnd(17)} ${it.id}${got.effect === 'allow' ? '' : ` (effect ${got.effect} by ${got.yes.join('+')})`}`);
      }
      for (const k of got.yes) {
        if (it.yes.length === 0) {
          q(k).falseYes++;
          if (list) log(`    false yes ${k.padEnd(12)} ${it.id}`);
        } else if (!it.yes.includes(k) && list) log(`    extra yes ${k.padEnd(12)} ${it.id}`);
      }
    }
    log(
      `${name}: recall ${(tp / (tp + fn)).toFixed(3)} (${tp}/${tp + fn}), false positives ${(fp / (fp + tn)).toFixed(3)} (${fp}/${fp + tn})`,
    );
    for (const [k, v] of Object.entries(per).sort()) {
      const recall = v.pos ? `recall ${(v.hit / v.pos).toFixed(3)} (${v.hit}/${v.pos})` : 'no positives';
      log(`  ${k.padEnd(17)} ${recall.padEnd(24)} yes on benign ${v.falseYes}/${fp + tn}`);
    }
  }
  // Redaction: a secret leaks when it (or, for a card, its digits) survives --redact or shows in an
  // excerpt; its context is kept when the text just before and after it on its line survives.
  // A corpus whose secrets are listed as they read decoded (cases-54.jsonl) passes `decoded`: a secret leaks too when any
  // decoded reading of the redacted text holds it (decoded-readings.mjs).
  function redactionFigures(name, slice, decoded = false) {
    let secrets = 0,
      leaks = 0,
      contexts = 0,
      kept = 0;
    const pems = new Set();
    for (const c of slice.filter((x) => x.secrets)) {
      const out = m.redact(c.text, c.got.hits);
      const excerpts = m
        .findingsOf(c.text, c.got.hits)
        .map((f) => f.excerpt)
        .join('\n');
      const digits = (s) => s.replace(/[ -]/g, '');
      const spans = c.secrets.flatMap((s) => {
        const at = c.text.indexOf(s);
        return at < 0 ? [] : [[at, at + s.length]];
      });
      const readings = decoded ? decodedReadings(out) : [out];
      for (const s of c.secrets) {
        secrets++;
        const leaked =
          readings.some((r) => r.includes(s)) ||
          excerpts.includes(s) ||
          (/^[\d -]+$/.test(s) && (digits(out).includes(digits(s)) || digits(excerpts).includes(digits(s))));
        if (leaked) {
          leaks++;
          if (list) log(`    leak ${c.id}`);
        }
        // A line of a PEM body is judged with its block: the text around the block must survive.
        let at = c.text.indexOf(s);
        // A secret listed as it reads decoded has no place in the text as written: no context to keep.
        if (at < 0) continue;
        let end = at + s.length;
        const begin = c.text.lastIndexOf('-----BEGIN ', at);
        const close = c.text.indexOf('-----END ', at);
        if (begin >= 0 && close > at && c.text.lastIndexOf('-----END ', at) < begin) {
          if (pems.has(`${c.id}:${begin}`)) continue;
          pems.add(`${c.id}:${begin}`);
          at = begin;
          end = c.text.indexOf('-----', close + 9) + 5;
        }
        const side = (from, to) => {
          const piece = c.text.slice(from, to).split(/\n|\\n/);
          return from < at ? piece[piece.length - 1] : piece[0];
        };
        for (const [from, to] of [
          [Math.max(0, at - 8), at],
          [end, Math.min(c.text.length, end + 8)],
        ]) {
          const around = side(from, to).trim();
          if (!around || spans.some(([a, b]) => a < to && b > from)) continue;
          contexts++;
          if (out.includes(around)) kept++;
          else if (list) log(`    context lost ${c.id}: ${JSON.stringify(around)}`);
        }
      }
    }
    log(`${name} redaction: ${leaks} of ${secrets} secrets leaked; text around them kept ${kept}/${contexts}`);
  }
  /**
   * A held-out slice (NAME.jsonl, and NAME-files/ indexed by NAME-files.json where it has files): its
   * cases, its files, then what --redact leaves of its secrets. Returns the judged cases and files.
   */
  function sliceFigures(name, questions, scanQuestions) {
    const peer = loadContentCases(`${name}.jsonl`).map((c) => ({ ...c, got: judged(c.text, c.source, questions) }));
    blindFigures(`${name} slice`, peer);
    // peer3 holds content cases only: no instruction files, no index.
    const indexUrl = new URL(`test/corpus-content/${name}-files.json`, root);
    const index = existsSync(indexUrl) ? JSON.parse(readFileSync(indexUrl, 'utf8')) : {};
    const peerFiles = Object.entries(index).map(([p, label]) => ({
      id: p,
      yes: label.yes,
      got: judged(readFileSync(new URL(`test/corpus-content/${name}-files/${p}`, root), 'utf8'), 'file', scanQuestions),
    }));
    if (peerFiles.length > 0) blindFigures(`${name} files`, peerFiles);
    redactionFigures(name, peer);
    return { peer, peerFiles };
  }
  return { judged, blindFigures, redactionFigures, sliceFigures };
}
