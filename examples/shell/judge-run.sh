# judge-run.sh — run a shell command only after `judge --enforce` allows it.
#
#   . examples/shell/judge-run.sh
#   judge_run 'ls -la'            # judged, allowed, runs
#   judge_run 'rm -rf ~'          # judged, refused, does not run (status 10)
#
# Works in bash and zsh. The command is judged exactly as it will run: the same string goes to
# the judge (as the Bash tool's {"command": …}) and then to `bash -c`.
#
# Exit status: the command's own status when it ran; otherwise judge's: 10 refused, 11 a person
# must decide and did not say yes, 2..5 or 70 judge could not judge it (usage, judge unavailable,
# bad answer, store, internal). Every status but an allow means the command did NOT run: a shell
# gate that wants the decision fails closed.
#
# Settings (environment):
#   JUDGE            the judge command (default: `judge` from PATH, else the bin/judge of the
#                    repository this file is in, found when it is sourced)
#   JUDGE_RUN_ARGS   extra judge flags, e.g. "--attest" or "--network-scope github.com --threshold 0.7"
#   JUDGE_RUN_ASK    what to do when a person must decide: "tty" (default) asks on the terminal,
#                    "deny" refuses without asking (for scripts and CI)

# Where this file is, when sourced: bash names it in BASH_SOURCE, zsh in the %x prompt escape.
if [ -n "${BASH_VERSION:-}" ]; then
  _jr_here=${BASH_SOURCE[0]}
elif [ -n "${ZSH_VERSION:-}" ]; then
  eval '_jr_here=${(%):-%x}'
else
  _jr_here=
fi
if [ -n "$_jr_here" ] && ! command -v judge >/dev/null 2>&1; then
  _jr_judge="$(cd "$(dirname "$_jr_here")/../.." && pwd)/bin/judge"
else
  _jr_judge=judge
fi
unset _jr_here

judge_run() {
  if [ "$#" -ne 1 ] || [ -z "$1" ]; then
    printf 'usage: judge_run COMMAND-STRING\n' >&2
    return 2
  fi
  local _jr_cmd _jr_input _jr_out _jr_status _jr_yes
  _jr_cmd=$1
  # JSON-encode with node (judge needs it anyway): no quoting mistakes, any bytes.
  _jr_input=$(node -e 'process.stdout.write(JSON.stringify({command: process.argv[1]}))' -- "$_jr_cmd") || return 2
  # Word-splitting JUDGE_RUN_ARGS is intended: it holds flags.
  # shellcheck disable=SC2086
  _jr_out=$(${JUDGE:-$_jr_judge} --tool Bash --input "$_jr_input" --enforce ${JUDGE_RUN_ARGS:-} 2>&1)
  _jr_status=$?
  case $_jr_status in
    0)
      bash -c "$_jr_cmd"
      return $?
      ;;
    11)
      printf '%s\n' "$_jr_out" >&2
      if [ "${JUDGE_RUN_ASK:-tty}" = tty ] && [ -r /dev/tty ] && [ -w /dev/tty ] && (: </dev/tty) 2>/dev/null; then
        printf 'judge escalated this to you. Run it? [y/N] ' >/dev/tty
        IFS= read -r _jr_yes </dev/tty || _jr_yes=
        case $_jr_yes in
          y|Y|yes|YES)
            bash -c "$_jr_cmd"
            return $?
            ;;
        esac
      fi
      printf 'judge_run: not run (a person must decide)\n' >&2
      return 11
      ;;
    10)
      printf '%s\n' "$_jr_out" >&2
      printf 'judge_run: not run (refused)\n' >&2
      return 10
      ;;
    *)
      printf '%s\n' "$_jr_out" >&2
      printf 'judge_run: not run (judge could not judge it, exit %s)\n' "$_jr_status" >&2
      return "$_jr_status"
      ;;
  esac
}
