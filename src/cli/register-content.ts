/**
 * Commander declarations for `judge content` and `judge scan`. Only declarations: the content
 * guard loads when one of them runs, so `judge --tool …` starts up exactly as before.
 */
import { Option, type Command } from 'commander';
import type { Io } from './io.js';
import { collect } from './root.js';

const CONTENT_HELP = `
Judges a text an agent reads (a tool result, a page, a file, a pasted prompt) with the content
questions: prompt_injection, credential_leak, card_number, personal_data, encoded_payload,
hidden_unicode, adversarial_url and verdict (pass/warn/fail/deny = allow/warn/ask/deny).
Findings carry UTF-16 offsets into the input; excerpts never show a detected secret.
With --judge-url the rules answer first and the HTTP judge only what they are unsure of, reading
the text after redaction; it can raise a rules answer, never lower it. See docs/content.md.
`;

export function registerContentCommands(program: Command, io: Io): void {
  program
    .command('content')
    .description('judge a text an agent is about to read (tool output, web page, file, prompt)')
    .requiredOption('--input <text>', 'the text: TEXT, @FILE or @- (stdin)')
    .addOption(
      new Option('--source <source>', 'where the text came from').choices(['tool_output', 'web', 'file', 'prompt']).default('tool_output'),
    )
    .option('--tool <name>', 'the tool whose result this is')
    .option('--redact', 'also print the text with every detected secret replaced by [REDACTED:<type>]')
    .option('--question <key>', 'ask only this question (repeatable)', collect)
    .option('--questions-file <file>', 'typed questions {key: {type, instructions, …}}')
    .option('--threshold <p>', 'the bar, a number in 0..1 (default: JUDGE_THRESHOLD, else the project config, else 0.5)')
    .option('--set-by <who>', 'who set the bar, as the receipts record it')
    .option('--config <file>', 'the project config (default: JUDGE_CONFIG, else .judge/project.json)')
    .addOption(new Option('--format <fmt>', 'output format').choices(['text', 'json']).default('text'))
    .option('--enforce', 'exit 10 on deny, 11 on ask')
    .option('--attest', 'sign receipts (digest, length and findings; never the text) into the store')
    .option('--subject <id>', 'with --attest outside a session: the receipt these are about')
    .option('--state-out <file>', 'write the canonical state (it holds the text) for replay')
    .option('--judge-url <url>', 'also ask this HTTP judge what the rules are unsure of')
    .option('--timeout <ms>', 'HTTP judge total deadline in milliseconds (default 10000)')
    .option('--max-body <bytes>', 'HTTP judge response body cap (default 1 MiB)')
    .option('--allow-insecure-url', 'allow http:// to a non-loopback judge')
    .option('--token-file <file>', 'file holding the bearer token for the HTTP judge (or JUDGE_TOKEN)')
    .addHelpText('after', CONTENT_HELP)
    .action(async (flags: Record<string, unknown>, cmd: Command) => {
      const { run } = await import('./commands/content.js');
      process.exitCode = await run(
        {
          ...flags,
          format: given(cmd, 'format'),
          threshold: given(cmd, 'threshold'),
          question: given(cmd, 'question'),
          setBy: given(cmd, 'setBy'),
          config: given(cmd, 'config'),
        } as never,
        io,
      );
    });
  program
    .command('scan')
    .description(
      'judge instruction and agent-config files: SKILL.md, CLAUDE.md, AGENTS.md, .cursorrules, .mcp.json, .claude/settings*.json',
    )
    .argument('<path...>', 'files, or directories walked for those names')
    .option('--question <key>', 'ask only this question (repeatable)', collect)
    .option('--threshold <p>', 'the bar, a number in 0..1 (default: JUDGE_THRESHOLD, else the project config, else 0.5)')
    .option('--config <file>', 'the project config (default: JUDGE_CONFIG, else .judge/project.json)')
    .addOption(new Option('--format <fmt>', 'output format').choices(['text', 'json', 'sarif']).default('text'))
    .option('--enforce', 'exit 10 when a file is denied, 11 when one needs a person')
    .action(async (paths: string[], flags: Record<string, unknown>, cmd: Command) => {
      const { run } = await import('./commands/scan.js');
      process.exitCode = await run(
        paths,
        {
          ...flags,
          format: given(cmd, 'format'),
          threshold: given(cmd, 'threshold'),
          question: given(cmd, 'question'),
          config: given(cmd, 'config'),
        } as never,
        io,
      );
    });
}

/** An option's value as typed: the root also declares --format, --threshold and --question. */
function given(cmd: Command, name: string): unknown {
  for (let c: Command | null = cmd; c; c = c.parent) {
    if (c.getOptionValueSource(name) === 'cli') return c.opts()[name];
  }
  return cmd.opts()[name];
}
