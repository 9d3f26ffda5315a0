#!/usr/bin/env bash
# walkthrough.sh — an escalated call, a person's one-step decision, a sealed package verified offline against pinned keys.
#
#   bash examples/walkthrough.sh [DIR]
#
# Uses the command in $JUDGE, else `judge` from PATH, else this repository's own bin/judge (built
# by `npm ci`), so it runs from a clone with nothing installed. Everything happens in DIR (default: a new
# temporary folder): a workspace with its store, and a person's key folder outside it. Nothing
# in your home folder is touched. Each step prints the command it runs.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -n "${JUDGE:-}" ]; then
  # A relative path is read from where the script was started, before it moves into DIR.
  case $JUDGE in */*) JUDGE="$(cd "$(dirname "$JUDGE")" && pwd)/$(basename "$JUDGE")" ;; esac
elif command -v judge >/dev/null 2>&1; then
  JUDGE=judge
else
  JUDGE="$here/../bin/judge"
fi
base=${1:-$(mktemp -d "${TMPDIR:-/tmp}/judge-walkthrough.XXXXXX")}
mkdir -p "$base/workspace" "$base/alice"
cd "$base/workspace"

# Alice's key lives outside the workspace (the agent being judged has a shell in it); its
# passphrase comes from a file here so the walkthrough runs unattended — on a terminal, judge asks.
export JUDGE_USER_KEYS="$base/alice/keys"
export JUDGE_PASSPHRASE_FILE="$base/alice/passphrase"
(umask 077 && printf 'correct horse battery staple\n' >"$JUDGE_PASSPHRASE_FILE")

step() { printf '\n== %s\n' "$*"; }
run() {
  printf '$ judge'
  printf ' %q' "$@"
  printf '\n'
  "$JUDGE" "$@"
}
# The calls that still wait for a person (`judge log --open`), space-separated.
open_calls() {
  "$JUDGE" log --open --format json | node -e '
    const { receipts } = JSON.parse(require("fs").readFileSync(0, "utf8"));
    process.stdout.write([...new Set(receipts.map((r) => r.call))].join(" "));
  '
}

step "1. A store for this workspace, a session, and a key for Alice (a person who decides)"
run init
run session start
run keys new human://alice

step "2. The agent asks to run 'rm -rf ~': refused (exit 10 under --enforce), and signed"
status=0
run --tool Bash --input '{"command":"rm -rf ~"}' --attest --enforce || status=$?
[ "$status" -eq 10 ] || { echo "expected exit 10 (refused), got $status" >&2; exit 1; }
# What else the refused call escalated is moot: the call never ran, so nobody is asked.
[ -z "$(open_calls)" ] || { echo "expected nothing open after a refused call" >&2; exit 1; }

step "3. The agent asks to force-push: escalated to a person (exit 11 under --enforce)"
status=0
run --tool Bash --input '{"command":"git push --force origin main"}' --attest --enforce || status=$?
[ "$status" -eq 11 ] || { echo "expected exit 11 (escalated), got $status" >&2; exit 1; }

step "4. The reviewer's queue: the escalations nobody has decided yet, and their call"
run log --open
call=$(open_calls)
case $call in call_*) ;; *) echo "expected one open call, got '$call'" >&2; exit 1 ;; esac

step "5. Alice decides the whole call in one step, signing with her own key"
run --resolve "$call" --by human://alice --decision allow --reason "release branch rebuilt on purpose"
run log --open

step "6. Close the session: a sealed package (with the states, so the rules can be replayed)"
run session close --out "$base/package" --with-states

step "7. Verify the package offline, pinning the keys exported from this store"
# Whoever verifies gets trust.json from the store's owner by a channel they trust, not with the package.
printf '$ judge keys export > %q\n' "$base/trust.json"
"$JUDGE" keys export >"$base/trust.json"
run package verify "$base/package" --strict --trust "$base/trust.json"

step "7b. What the decisions say: per-question counts, and a dry run of the current rules"
run stats "$base/package"
run replay "$base/package"

step "8. Change one byte of the package and verify again: it fails (exit 6)"
cp -R "$base/package" "$base/tampered"
node -e '
  const fs = require("fs");
  const file = process.argv[1];
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const env = JSON.parse(lines[0]);
  const body = Buffer.from(env.payload, "base64").toString("utf8").replace("\"deny\"", "\"allow\"");
  env.payload = Buffer.from(body).toString("base64");
  lines[0] = JSON.stringify(env);
  fs.writeFileSync(file, lines.join("\n"));
' "$base/tampered/receipts.jsonl"
status=0
run package verify "$base/tampered" || status=$?
[ "$status" -eq 6 ] || { echo "expected exit 6 (verification failed), got $status" >&2; exit 1; }

printf '\nDone. Everything is in %s\n' "$base"
