// Imported by test/unit/content-exhaustive-redos.test.ts before content-redos.test.ts and content-redos-guard.test.ts: only
// the reads npm test leaves out.
import { redosScope } from './redos-scope.js';

redosScope.part = 'exhaustive';
