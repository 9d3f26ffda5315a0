/**
 * prompt_injection's tool-call findings set aside where the "tool" is an environment variable named for where its value
 * comes from (docs/content-readings.md, "Variables named as tools"): "Use GH_TOKEN from your secrets store", "use
 * NPM_TOKEN from the CI secrets" advise people how to keep a token, they call nothing. The phrase tables read "use" and
 * a snake_case name as a tool called; a name all in capitals followed by "from" or "in" and a secrets store, a vault or
 * the environment is a variable's. Set aside: that finding alone. Left found: any other verb ("call SEND_EMAIL"), a name
 * in small letters (`use upload_file`), a capital name with no store after it. Forgeable: it lets through advice to use
 * a capitalised name from a store, which calls no tool.
 */
import type { Hit } from './codes.js';

/** The finding: "use" and a name in capitals with an underscore (`GH_TOKEN`, `AWS_SECRET_ACCESS_KEY`). */
const USED_VARIABLE = /^(?:use|Use|USE)\s{1,3}[`'"]?[A-Z][A-Z0-9]{1,20}_[A-Z0-9_]{2,40}$/;
/** What the name's value is taken from, right after it: a secrets store, a vault, the environment, a CI's settings. */
const FROM_STORE =
  /^[`'"]?\s{1,3}(?:from|in|out\s{1,3}of|via)\s{1,3}(?:(?:the|your|our|a|its)\s{1,3})?(?:[\w.-]{1,20}\s{1,3}){0,2}?(?:secrets?|vault|keychain|keyring|environment|env|\.env|settings|variables)\b/i;

/** Drops the tool-call findings from `own` on that name an environment variable taken from a store. */
export function setAsideVariableNames(text: string, out: Hit[], own: number): void {
  let w = own;
  for (let r = own; r < out.length; r++) {
    const h = out[r]!;
    const found = text.slice(h.start, h.end);
    const variable = h.code === 'injection_tool_coercion' && USED_VARIABLE.test(found) && FROM_STORE.test(text.slice(h.end, h.end + 80));
    if (!variable) out[w++] = h;
  }
  out.length = w;
}
