#!/usr/bin/env bash
# walkthrough.sh — from a refused call, to a person's decision, to a sealed package verified offline.
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
# The ids of the escalations nobody has decided yet, space-separated.
open_ids() {
  "$JUDGE" log --open --format json | node -e '
    const { receipts } = JSON.parse(require("fs").readFileSync(0, "utf8"));
    process.stdout.write(receipts.map((r) => r.id).join(" "));
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
refused=$("$JUDGE" log --effect deny --format json | node -e '
  const { receipts } = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const hit = receipts.find((r) => r.question === "shell_destructive");
  if (!hit) { console.error("no refused shell_destructive judgement in judge log"); process.exit(1); }
  process.stdout.write(hit.id);
')
echo "the shell_destructive judgement: $refused"
# The same call also escalated a question (the path is outside the workspace): part of the refused call.
refused_open=$(open_ids)

step "3. The agent asks to force-push: escalated to a person (exit 11 under --enforce)"
status=0
run --tool Bash --input '{"command":"git push --force origin main"}' --attest --enforce || status=$?
[ "$status" -eq 11 ] || { echo "expected exit 11 (escalated), got $status" >&2; exit 1; }

step "4. The reviewer's queue: escalations nobody has decided yet (one per question that escalated)"
run log --open
push_open=
for id in $(open_ids); do
  case " $refused_open " in *" $id "*) ;; *) push_open="$push_open $id" ;; esac
done
[ -n "$push_open" ] || { echo "expected the force-push to be escalated" >&2; exit 1; }

step "5. Alice decides, signing with her own key: she confirms the refusal and allows the push"
run --resolve "$refused" --by human://alice --decision deny --reason "never the home folder"
for id in $refused_open; do
  run --resolve "$id" --by human://alice --decision deny --reason "part of rm -rf ~: never the home folder"
done
for id in $push_open; do
  run --resolve "$id" --by human://alice --decision allow --reason "release branch rebuilt on purpose"
done
run log --open

step "6. Close the session: a sealed package (with the states, so the rules can be replayed)"
run session close --out "$base/package" --with-states

step "7. Verify the package offline: signatures, chain, close record, every decision re-derived, rules replayed"
run package verify "$base/package" --strict

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
