// Imported by test/unit/content-exhaustive.test.ts before content-redos.test.ts: only the reads npm test leaves out.
import { redosScope } from './redos-scope.js';

redosScope.part = 'exhaustive';
