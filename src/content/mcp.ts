/**
 * An `.mcp.json` server's command line as a shell would see it: `"command": "npx"` with `"args":
 * ["-y", "https://…/x.tgz"]` is `npx -y https://…/x.tgz`, which supply_chain reads like any line
 * (supply.ts). Read from the text, without parsing the file: a scan judges any text, and a
 * half-written config is still worth reading.
 */

/** A JSON string's body (escapes kept), at most 400 code units. */
const STRING = /"((?:[^"\\\n]|\\.){0,400})"/g;
const ARGS = /"args"\s{0,8}:\s{0,8}\[/g;
const COMMAND = /"command"\s{0,8}:\s{0,8}"([^"\\\n]{1,200})"/g;
/** How far from its `args` a server's `command` is looked for, either side. */
const REACH = 600;

export interface CommandLine {
  /** Where the `args` array starts in the text. */
  start: number;
  end: number;
  line: string;
}

/** Each `args` array with the nearest `command` around it, joined into one command line. */
export function mcpCommandLines(text: string): CommandLine[] {
  const out: CommandLine[] = [];
  if (!text.includes('"args"') || !text.includes('"command"')) return out;
  ARGS.lastIndex = 0;
  for (let m = ARGS.exec(text); m; m = ARGS.exec(text)) {
    const open = m.index + m[0].length;
    const close = text.indexOf(']', open);
    const end = close < 0 || close - open > 4000 ? Math.min(text.length, open + 4000) : close;
    const args: string[] = [];
    STRING.lastIndex = open;
    for (let s = STRING.exec(text); s && s.index < end; s = STRING.exec(text)) args.push(s[1]!);
    // The command of the same server: the nearest before or after the array, within REACH.
    let command: string | undefined;
    let distance = Infinity;
    const from = Math.max(0, m.index - REACH);
    COMMAND.lastIndex = from;
    for (let c = COMMAND.exec(text); c && c.index < end + REACH; c = COMMAND.exec(text)) {
      const d = c.index < m.index ? m.index - c.index : c.index - end;
      if (d < distance) {
        distance = d;
        command = c[1];
      }
    }
    if (command !== undefined && args.length > 0) out.push({ start: m.index, end: end + 1, line: `${command} ${args.join(' ')}` });
    ARGS.lastIndex = Math.max(ARGS.lastIndex, end);
  }
  return out;
}
