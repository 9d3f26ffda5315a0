/**
 * capability (instruction files): what a file declares the agent may do. Unrestricted shell —
 * `Bash`, `Bash(*)` or `Bash(*:*)` in a skill's `allowed-tools` or a settings allow list — a
 * permission mode that skips prompts, and hooks that run a command on every matching tool call
 * are high; narrow grants (`Bash(git:*)`) and read-only tools are low and not reported, and so is a hook that runs a
 * fixed formatter or linter on the project's files (formatter-hooks.ts); a guide that says in prose to approve every call
 * is read by prompt-skipping.ts.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { formatterCommand } from './formatter-hooks.js';
import { detectPromptSkipping, namedNotUsed } from './prompt-skipping.js';

/** `allowed-tools:` in YAML front matter, as a flow list, a comma list or a block list. */
const ALLOWED_TOOLS = /^allowed[-_]tools\s*:[ \t]*([^\n]*)((?:\n[ \t]+-[^\n]*){0,200})/gim;
/** A shell grant with no command restriction, as a list item or a JSON string. */
const UNRESTRICTED = /(?:^|[\s,["'])(?:Bash|Shell|shell|bash)(?:\(\s*\*?\s*(?::\s*\*)?\s*\))?(?=$|[\s,\]"'])/g;
const SKIP_PROMPTS =
  /"(?:defaultMode|permission_mode|permissionMode)"\s*:\s*"(?:bypassPermissions|dangerously-skip-permissions|yolo)"|--dangerously-skip-permissions\b|"dangerouslySkipPermissions"\s*:\s*true/g;
const HOOK_COMMAND = /"hooks"\s*:\s*\{/g;
const HOOK_CMD_ITEM = /"type"\s*:\s*"command"\s*,\s*"command"\s*:\s*"/g;
const PERMISSIONS_ALLOW = /"allow"\s*:\s*\[([^\]]{0,20000})\]/g;

/** A double quote earlier on the match's line: a JSON string's value (a settings file's command), no prose. */
function inJsonString(text: string, at: number): boolean {
  const line = text.lastIndexOf('\n', at - 1) + 1;
  return text.slice(line, at).includes('"');
}

export function detectCapability(t: Text, out: Hit[]): void {
  const text = t.text;
  detectPromptSkipping(t, out);
  if (!t.has('allowed', '"allow"', 'permission', 'skip', '"hooks"')) return;
  ALLOWED_TOOLS.lastIndex = 0;
  for (let m = ALLOWED_TOOLS.exec(text); m; m = ALLOWED_TOOLS.exec(text)) {
    const list = `${m[1]}${m[2]}`;
    UNRESTRICTED.lastIndex = 0;
    if (UNRESTRICTED.test(list)) out.push({ code: 'capability_unrestricted_shell', start: m.index, end: m.index + m[0].length });
  }
  PERMISSIONS_ALLOW.lastIndex = 0;
  for (let m = PERMISSIONS_ALLOW.exec(text); m; m = PERMISSIONS_ALLOW.exec(text)) {
    UNRESTRICTED.lastIndex = 0;
    if (UNRESTRICTED.test(m[1]!)) out.push({ code: 'capability_unrestricted_shell', start: m.index, end: m.index + m[0].length });
  }
  SKIP_PROMPTS.lastIndex = 0;
  for (let m = SKIP_PROMPTS.exec(text); m; m = SKIP_PROMPTS.exec(text)) {
    // The flag named in a guide's prose to say it is not used here ("the --dangerously-skip-permissions flag exists,
    // but it is for throwaway containers only"), not in a settings file's string or a command.
    if (m[0].startsWith('--') && !inJsonString(text, m.index) && namedNotUsed(text, m.index, m.index + m[0].length)) continue;
    out.push({ code: 'capability_skip_prompts', start: m.index, end: m.index + m[0].length });
  }
  HOOK_COMMAND.lastIndex = 0;
  const hooks = HOOK_COMMAND.exec(text);
  if (hooks) {
    HOOK_CMD_ITEM.lastIndex = hooks.index;
    for (let m = HOOK_CMD_ITEM.exec(text); m; m = HOOK_CMD_ITEM.exec(text)) {
      const close = text.indexOf('"', m.index + m[0].length);
      if (close >= 0 && formatterCommand(text, m.index + m[0].length)) continue;
      out.push({ code: 'capability_hook_command', start: m.index, end: close < 0 ? m.index + m[0].length : close + 1 });
    }
  }
}
