/**
 * Run by content-redos.test.ts in a child process (bundled by esbuild, started with V8 flags of the test's choosing):
 * reads a JSON list of texts on stdin, judges each with every question and prints the CPU milliseconds of each judgement.
 */
import { readFileSync } from 'node:fs';
import { CONTENT_QUESTIONS } from '../../src/content/codes.js';
import { guard } from '../../src/content/guard.js';

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const texts = JSON.parse(readFileSync(0, 'utf8')) as string[];
const times = texts.map((text) => {
  const started = cpu();
  if (!guard(text, CONTENT_QUESTIONS).ok) throw new Error('not judged');
  return cpu() - started;
});
process.stdout.write(JSON.stringify(times));
