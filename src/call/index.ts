/** The call pipeline (see pipeline.ts): the one way a tool call is judged, for the CLI and every gate. */
export {
  factsToKeep,
  judgeCall,
  prepareCall,
  recordCall,
  recordUnjudged,
  type CallRequest,
  type JudgeChoice,
  type JudgedCall,
  type PreparedCall,
  type RecordOptions,
  type Recorded,
} from './pipeline.js';
export { servedRulesJudge } from './served.js';
