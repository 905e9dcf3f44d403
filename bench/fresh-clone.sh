#!/usr/bin/env bash
# Fresh clone -> `npm install && npm start` -> first bond page served; prints the seconds and
# the install size. Uses the npm cache as a new machine with the registry would.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/bondsight-fresh-XXXXXX)"
port="${PORT:-3300}"
# npm start runs in its own process group (setsid): killing npm alone leaves the server up.
trap 'kill -- -"$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

start=$(date +%s.%N)
git clone -q "$repo" "$work/bondsight"
cd "$work/bondsight"
npm install --no-audit --no-fund --loglevel=error >/dev/null
installed=$(date +%s.%N)
PORT="$port" setsid npm start >"$work/start.log" 2>&1 &
server=$!
until curl -fsS "http://localhost:$port/bonds/1/" -o /dev/null 2>/dev/null; do
  kill -0 "$server" 2>/dev/null || { cat "$work/start.log"; exit 1; }
  sleep 0.5
done
served=$(date +%s.%N)

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, $(uname -sr), node $(node --version)"
echo "date: $(date -u +%Y-%m-%d)"
printf 'clone + npm install: %.1f s\n' "$(echo "$installed - $start" | bc)"
printf 'npm start to first bond page (build, migrate, seed, listen): %.1f s\n' "$(echo "$served - $installed" | bc)"
printf 'fresh clone to first page: %.1f s\n' "$(echo "$served - $start" | bc)"
echo "node_modules size: $(du -sh node_modules | cut -f1)"
echo "data dir after first start: $(du -sh data | cut -f1)"
