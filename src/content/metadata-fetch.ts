/**
 * prompt_injection read from an order to fetch the cloud's instance metadata service and hand back what it returns
 * (docs/content-readings.md, "Orders to the machine that decide for the user or the record"): a ticket, a form or a chat
 * asks the reader's own machinery ("have your system fetch …", "use your browser tool to open …") to request the
 * metadata address (169.254.169.254, metadata.google.internal, the IPv6 fd00:ec2::254, Alibaba's 100.100.100.200) and
 * to attach, paste or reply with the response. From inside a cloud that response holds the instance's credentials; the
 * link alone is adversarial_url's, the order to fetch it and return the response is an order to the machine reading the
 * text. A runbook's "curl … and check the instance id" names the host with no hand-back, and a bare "fetch … and paste
 * the result here" names no machine (a colleague may be asked it: the link stays adversarial_url's); the order is read
 * where it names the reader's machinery ("have your system fetch", "Agent, use your browser tool"). Found by the hosts'
 * native search; each place's sentence read once, bounded. An agent alone ("use the SSM agent on the node to fetch …") is a
 * host's software, read only where it is sent to the credentials' or a token's path.
 */
import { type Hit, strongSince } from './codes.js';
import type { Text } from './find.js';

/** The metadata service's hosts, as they stand in a link. */
const HOSTS: readonly string[] = ['169.254.169.254', 'metadata.google.internal', 'fd00:ec2::254', '100.100.100.200'];
/** How far before the host its verb of fetching may stand, and after it the hand-back. */
const BEFORE = 90;
const AFTER = 220;
/** A verb of fetching, before the host in its sentence. */
const FETCH = /\b(?:fetch|get|open|visit|load|request|call|query|curl|wget|browse|navigate|go\s+to|read|retrieve|hit)\b[^.!?\n]{0,70}$/;
/** The response handed back: attached, pasted, included, replied with, posted. */
const HAND_BACK =
  /\b(?:attach|paste|include|return|post|send|reply\s+with|respond\s+with|add|put|share|copy|print|show|forward)\b[^.!?\n]{0,50}?\b(?:what\s+(?:it|they)\s+returns?|what\s+(?:you|it)\s+gets?|the\s+(?:full\s+|whole\s+|raw\s+)?(?:response|output|result|contents?|body|json|token|credentials)|its\s+(?:response|output|contents?|body))/;
/**
 * The reader's machinery named: "your system", "your browser tool", the assistant, the AI. Not an agent alone: the SSM,
 * CloudWatch or monitoring agent on a host is ops software a colleague is asked to use.
 */
const AT_STAKE =
  /\byour\s+(?:own\s+)?(?:system|tools?|browser|agent|assistant|bot|fetch(?:er)?|http|web|server)\b|\b(?:the\s+|an?\s+)?(?:assistant|bot|ai|llm|model)\b|(?:^|[.!?]\s{1,3})(?:ai\s+)?agent,/;
/**
 * An agent named alone, and a path to the service's credentials or tokens: what is at stake for whatever agent is asked
 * to fetch it and hand it back (with no agent named at all, "Fetch … and include the result", a colleague may be asked).
 */
const AGENT = /\bagents?\b/;
const CREDENTIAL_PATH = /^[^\s"'<>]{0,120}?\/(?:[\w-]{0,20}credentials|token|user-data)\b/;

/** Orders to fetch the metadata service and hand back its response in `t`, pushed to `out` (the first). */
export function detectMetadataFetch(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  for (const host of HOSTS) {
    for (let p = text.indexOf(host); p >= 0; p = text.indexOf(host, p + host.length)) {
      const before = text.slice(Math.max(0, p - BEFORE), p).toLowerCase();
      if (!FETCH.test(before)) continue;
      const after = text.slice(p, p + AFTER).toLowerCase();
      const around = `${before} ${after}`;
      if (!HAND_BACK.test(after) || !(AT_STAKE.test(around) || (AGENT.test(around) && CREDENTIAL_PATH.test(after)))) continue;
      out.push({ code: 'injection_tool_coercion', start: Math.max(0, p - BEFORE), end: Math.min(text.length, p + AFTER) });
      return;
    }
  }
}
