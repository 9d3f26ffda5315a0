// Cold start of the main job against `node -e 0` (issue 2: target median ratio ≤ 1.4).
// Run after `npm run build`: node test/bench/startup.mjs
import { JUDGE, pairedRatio } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 30);
pairedRatio('startup: judge --tool Bash --input {"command":"ls"}', [JUDGE, '--tool', 'Bash', '--input', '{"command":"ls"}'], { runs });
