/**
 * capability: a hook whose command runs a fixed formatter or linter on the project's files (`npx prettier --write src/`,
 * `gofmt -w ./pkg`, `black app/`, `ruff format .`, `cargo fmt`, `npm run lint`, the repository's own `./scripts/format.sh`)
 * is a narrow grant, as `Bash(npm run lint)` in an allow list is (docs/content.md, capability): low, not reported
 * (docs/content-readings.md, "Formatter hooks"). Only a command of one such program with flags and the project's paths
 * is set aside: a pipe, a second command (`;`, `&&`), a substitution (`$(…)`, a variable but the edited files'), a
 * redirection, a link, a path from the home directory, `/tmp` or above the project keeps the hook reported, as a path
 * or as a flag's value (`--plugin=/tmp/p.mjs`, `--rulesdir=../../x`, `-c ~/cfg.js`: a plugin, a config or a rules
 * directory is code the formatter loads). What it lets through: what the formatter's configuration or the repository's
 * script does, which the scan does not read (as it does not read what `npm test` runs).
 */

/** The formatters and linters, as run directly, through a package runner, or from the project's `node_modules`. */
const FORMATTER =
  /^(?:(?:npx|bunx|pnpm(?:[ \t]exec)?|yarn)[ \t]{1,3}|\.\/node_modules\/\.bin\/)?(?:prettier|@biomejs\/biome|biome|eslint|stylelint|black|ruff|isort|autopep8|yapf|gofmt|goimports|rustfmt|cargo[ \t]fmt|clang-format|shfmt|terraform[ \t]fmt|dprint|standard)(?=$|[ \t])/;
/** A package script that formats or lints (`npm run format`, `npm run -s lint`, `pnpm lint:fix`). */
const SCRIPT =
  /^(?:npm[ \t]{1,3}run|pnpm(?:[ \t]{1,3}run)?|yarn(?:[ \t]{1,3}run)?)(?:[ \t]{1,3}-s|[ \t]{1,3}--silent)?[ \t]{1,3}(?:format|fmt|lint|prettier)(?::[\w-]{1,20})?(?=$|[ \t])/;
/** The repository's own format or lint script, by a relative path, its name saying nothing else (not `format-and-upload.sh`). */
const OWN_SCRIPT =
  /^(?:(?:sh|bash)[ \t]{1,3})?\.\/(?:scripts\/|bin\/|tools\/)?(?:format|fmt|lint|prettier)(?:[-_](?:all|code|files|docs|check|fix))?\.sh(?=$|[ \t])/;
/**
 * An argument: a flag, its value a path inside the project maybe, a path inside the project (quoted maybe), or the
 * edited files' variable, quoted maybe. A path inside the project starts at none of `/`, `~` and `..`.
 */
const ARG = /^(?:-{1,2}[\w-]{1,30}(?:=(?!\/|~)[\w./-]{1,60})?|(["']?)(?!\/|~)[\w./*@-]{1,120}\1|"?\$\{?CLAUDE_FILE_PATHS\}?"?)$/;
/** A path that climbs out of the project after a first directory (`src/../../tmp`), or a value that starts there. */
const CLIMBS = /(?:^|[/=])\.\.(?:\/|$)/;

/** Whether the JSON string starting at `from` (a hook's command) is a formatter's or a linter's run alone. */
export function formatterCommand(text: string, from: number): boolean {
  let end = from;
  while (end < text.length && end - from < 300 && !(text[end] === '"' && text[end - 1] !== '\\')) end++;
  if (text[end] !== '"') return false;
  const cmd = text.slice(from, end).replace(/\\"/g, '"').trim();
  const head = FORMATTER.exec(cmd) ?? SCRIPT.exec(cmd) ?? OWN_SCRIPT.exec(cmd);
  if (head === null) return false;
  const rest = cmd.slice(head[0].length).trim();
  return rest === '' || rest.split(/[ \t]+/).every((a) => ARG.test(a) && !CLIMBS.test(a));
}
