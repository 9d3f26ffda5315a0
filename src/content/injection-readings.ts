/**
 * prompt_injection's readings in the order the guard runs them (guard.ts): the phrase tables first, then outward
 * requests over the units none of their findings holds, forged turns; then, where nothing strong was found, the
 * readings of orders to the reader (setup text, the third person, a processor, a role, a set-aside, a task, the
 * record's evidence set aside, the reader's role reassigned, no address, an order after a premise to a reader named by its job), and last what the text says in disguised letters where it says nothing as written.
 */
import { detectChannelNotes } from './channel-notes.js';
import type { Hit } from './codes.js';
import { detectDisguised } from './disguise.js';
import { detectErrandReaders } from './errand-readers.js';
import { detectEvidenceOrders } from './evidence-orders.js';
import type { Text } from './find.js';
import { detectForgedDialogues } from './forged-dialogues.js';
import { detectForgedMarkers } from './forged-markers.js';
import { detectInjection } from './injection.js';
import { detectKeptOutOrders } from './kept-out-orders.js';
import { detectMachineAddress } from './machine-address.js';
import { detectMachinePassives } from './machine-passives.js';
import { detectMetadataFetch } from './metadata-fetch.js';
import { detectMixedOverrides } from './mixed-orders.js';
import { setAsideNamedAssistants } from './named-assistants.js';
import { setAsideRelayedRequests } from './relayed-requests.js';
import { setAsideAgreedOverrides } from './agreed-overrides.js';
import { setAsideVariableNames } from './variable-names.js';
import { detectOutward } from './outward.js';
import { detectPremisedOrders } from './premised-orders.js';
import { detectProcedureFrames } from './procedure-frames.js';
import { detectProcessorOrders } from './processor-orders.js';
import { detectReassignedRoles } from './reassigned-roles.js';
import { setAsideQuotedSpecimens } from './quoted-specimens.js';
import { setAsideRepositoryQuotes } from './test-reports.js';
import { detectReaderOrders } from './reader-orders.js';
import { detectReaderNotesFar } from './reader-notes-far.js';
import { detectRoleActs } from './role-acts.js';
import { detectSetAside } from './set-aside.js';
import { detectFarOverrides } from './set-aside-far.js';
import { detectSetupText } from './setup-text.js';
import { detectTaskClauses } from './task-clauses.js';
import { detectTaskOrders } from './task-orders.js';
import { detectThirdPerson } from './third-person.js';
import { detectTopicOverrides } from './topic-overrides.js';
import { detectTurns } from './turns.js';
import { detectUnaddressedOrders } from './unaddressed-orders.js';

/** Every prompt_injection reading over `t`, pushed to `out`. */
export function readInjection(t: Text, out: Hit[]): void {
  const own = out.length;
  detectInjection(t, out);
  detectOutward(t, out, own);
  detectTurns(t, out);
  detectSetupText(t, out, own);
  detectThirdPerson(t, out, own);
  detectProcessorOrders(t, out, own);
  detectReaderOrders(t, out, own);
  detectSetAside(t, out, own);
  detectFarOverrides(t, out, own);
  detectMixedOverrides(t, out, own);
  detectTopicOverrides(t, out, own);
  detectRoleActs(t, out, own);
  detectKeptOutOrders(t, out, own);
  detectMachinePassives(t, out, own);
  detectProcedureFrames(t, out, own);
  detectTaskOrders(t, out, own);
  detectEvidenceOrders(t, out, own);
  detectReassignedRoles(t, out, own);
  detectUnaddressedOrders(t, out, own);
  detectForgedDialogues(t, out, own);
  detectForgedMarkers(t, out, own);
  detectChannelNotes(t, out, own);
  detectTaskClauses(t, out, own);
  detectErrandReaders(t, out, own);
  detectMachineAddress(t, out, own);
  detectPremisedOrders(t, out, own);
  detectReaderNotesFar(t, out, own);
  detectMetadataFetch(t, out, own);
  detectDisguised(t, out, own);
  // A colleague called the assistant, named so on the line, asked for nothing at stake (named-assistants.ts).
  setAsideNamedAssistants(t.text, out, own);
  // The writer's own request passed on to a person through the assistant (relayed-requests.ts).
  setAsideRelayedRequests(t.text, out, own);
  // The parties' agreement to set aside their earlier drafts (agreed-overrides.ts).
  setAsideAgreedOverrides(t.text, out, own);
  // An environment variable named for the store its value comes from, read as a tool called (variable-names.ts).
  setAsideVariableNames(t.text, out, own);
  // Last: what any reading found inside a quotation the text holds up as a specimen (quoted-specimens.ts).
  setAsideQuotedSpecimens(t, out, own);
  // And what lies in a test report's quoted input or a diff's prompt string (test-reports.ts).
  setAsideRepositoryQuotes(t, out, own);
}
