/**
 * The project config for a gate call (docs/configuration.md): read from the event's workspace,
 * with the questions it names checked here, so that a config the gate cannot use is a problem that
 * refuses every call, naming the file and field (docs/gate-behaviour.md), and never a call judged
 * with half of it.
 */
import { loadProject, readSmallFile } from '../config/load.js';
import { selectQuestions } from '../questions/select.js';
import { defaultQuestionKeys, ruleQuestions } from '../rules/index.js';
import { parseJsonBytes } from '../state/build.js';
import type { StoreLocation } from '../store/index.js';
import type { ProjectLoad } from './config.js';

export function loadGateProject(workspaceRoot: string, env: NodeJS.ProcessEnv, store: StoreLocation | null): ProjectLoad {
  try {
    const { config, rules } = loadProject({ workspaceRoot, cwd: workspaceRoot, env, store });
    if (!config) return rules ? { rules } : undefined;
    let questionsFile: { where: string; content: unknown } | undefined;
    if (config.questionsFile !== undefined) {
      const where = `${config.path}: $.questions_file ${config.questionsFile}`;
      questionsFile = { where, content: parseJsonBytes(readSmallFile(config.questionsFile, where, false)!, where) };
    } else if (config.questionDefs) {
      questionsFile = { where: `${config.path}: $.questions`, content: config.questionDefs };
    }
    if (questionsFile || config.questionKeys) {
      selectQuestions({ known: ruleQuestions(), defaults: defaultQuestionKeys(), file: questionsFile, keys: config.questionKeys });
    }
    return { config, questionsFile, rules };
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    return { problem: `the project config cannot be used: ${msg.split('\n')[0]!.slice(0, 400)}` };
  }
}
