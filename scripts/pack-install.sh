#!/usr/bin/env bash
# The install path a user takes, end to end: `npm pack` → install the tarball globally into a
# temporary prefix → run the installed `judge` outside the repository, with no build step (the
# tarball ships dist/; prepack built it): --version, a judged call, the Claude Code gate installed
# and checked by judge doctor (when the build has them). Then npx from the tarball, and uninstall. Exit 0 only if
# every step did what the README's Install section says.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d "${TMPDIR:-/tmp}/judge-pack.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() { echo "pack-install: FAILED: $*" >&2; exit 1; }

name=$(node -p 'require("./package.json").name')
version=$(node -p 'require("./package.json").version')

echo "-- npm pack"
npm pack --silent --pack-destination "$tmp" >/dev/null
tgz="$tmp/$name-$version.tgz"
[ -f "$tgz" ] || fail "npm pack made no $name-$version.tgz"
listing=$(tar -tzf "$tgz")
for f in package/bin/judge package/bin/load.cjs package/bin/agent-client.cjs package/dist/judge.cjs package/dist/gate.cjs package/dist/agent.cjs package/dist/build-id package/dist/vendor/undici.cjs package/package.json; do
  grep -qx "$f" <<<"$listing" || fail "the tarball lacks $f"
done
if grep -q '^package/\(src\|test\)/' <<<"$listing"; then fail "the tarball carries src/ or test/"; fi
echo "   $(wc -l <<<"$listing") files, $(du -k "$tgz" | cut -f1) KiB"

echo "-- npm install -g the tarball (temporary prefix)"
prefix="$tmp/prefix"
npm install -g "$tgz" --prefix "$prefix" --no-audit --no-fund --prefer-offline >/dev/null
[ ! -e "$prefix/lib/node_modules/$name/node_modules/esbuild" ] || fail "a build tool was installed"
bin="$prefix/bin"
[ -x "$bin/judge" ] || fail "no judge in $bin"

work="$tmp/work"
mkdir -p "$work"
cd "$work"
export PATH="$bin:$PATH"
[ "$(command -v judge)" = "$bin/judge" ] || fail "judge on the PATH is not the installed one"

echo "-- judge --version"
got=$(judge --version)
[ "$got" = "$version" ] || fail "judge --version printed '$got', expected $version"

echo "-- a judged call"
set +e
judge --tool Bash --input '{"command":"rm -rf /"}' --enforce >"$tmp/deny.txt"
deny=$?
judge --tool Bash --input '{"command":"ls -la"}' --enforce >/dev/null
allow=$?
set -e
[ "$deny" = 10 ] || fail "rm -rf / under --enforce exited $deny, expected 10"
grep -q 'refused: .*shell_destructive' "$tmp/deny.txt" || fail "the refusal does not name shell_destructive"
[ "$allow" = 0 ] || fail "ls -la under --enforce exited $allow, expected 0"

echo "-- judge gate install claude-code, then judge doctor"
# With a HOME of its own, so neither reads nor writes the real user's Claude Code settings.
jhome="$tmp/home"
mkdir -p "$jhome"
isolated() { env -u CLAUDE_CONFIG_DIR -u CLAUDE_PROJECT_DIR -u JUDGE_HOME HOME="$jhome" "$@"; }
if ! judge doctor --help 2>/dev/null | grep -q '^Usage: judge doctor'; then
  echo "   skipped: this build has no judge doctor"
else
  isolated judge gate install claude-code | sed 's/^/   /'
  set +e
  doctor=$(isolated judge doctor 2>&1)
  status=$?
  set -e
  printf '%s\n' "$doctor" | sed 's/^/   /'
  [ "$status" = 0 ] || fail "judge doctor exited $status after judge gate install claude-code"
fi

echo "-- npx from the tarball"
got=$(npx --yes --prefer-offline --package "$tgz" judge --version)
[ "$got" = "$version" ] || fail "npx judge --version printed '$got'"

echo "-- npm uninstall -g"
npm uninstall -g "$name" --prefix "$prefix" >/dev/null
[ ! -e "$bin/judge" ] || fail "judge is still installed after uninstall"

echo "pack-install: ok ($name $version)"
