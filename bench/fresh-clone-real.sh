#!/usr/bin/env bash
# Issue 34: the README's "Run it on real data" followed on a fresh clone, as a new user would,
# with the local ISS standing in for the exchange. The clone goes beside this repository (the
# stand-in reads ../shared/data there); then `npm install`, `npx tsx bench/local-iss.ts`, and
# `DEMO_WORLD=off SYNC=moex SYNC_ON_START=1 SYNC_MOEX_URL=… npm start`, each as the README
# writes it. Waits for the start-up run, then finds a synced bond on its page, in the search,
# in the screener and on its issuer's page, and prints the times. Exit 1 on any miss.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
clone="$(mktemp -d "$(dirname "$repo")/bondsight-fresh-real-XXXXXX")"
work="$(mktemp -d /tmp/bondsight-fresh-real-logs-XXXXXX)"
port="${PORT:-3310}"
iss_port="${ISS_PORT:-4471}"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -- -"$pid" 2>/dev/null || true; done
  rm -rf "$work" "$clone"
}
trap cleanup EXIT
seconds() { printf '%.1f' "$(echo "$(date +%s.%N) - $1" | bc)"; }
# A value of the JSON on stdin; empty when it is not JSON (the server not up yet).
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{let v;try{v=JSON.parse(s)}catch{return}console.log($1)})"; }

start=$(date +%s.%N)
git clone -q "$repo" "$clone"
cd "$clone"
npm install --no-audit --no-fund --loglevel=error >/dev/null
echo "clone + npm install: $(seconds "$start") s"

setsid npx tsx bench/local-iss.ts "$iss_port" >"$work/iss.log" 2>&1 &
pids+=($!)
until grep -q "A local ISS at" "$work/iss.log"; do
  kill -0 "${pids[0]}" 2>/dev/null || { cat "$work/iss.log"; exit 1; }
  sleep 0.5
done
head -1 "$work/iss.log"

started=$(date +%s.%N)
PORT="$port" DEMO_WORLD=off SYNC=moex SYNC_ON_START=1 SYNC_MOEX_URL="http://127.0.0.1:$iss_port" \
  setsid npm start >"$work/start.log" 2>&1 &
pids+=($!)
origin="http://127.0.0.1:$port"
# The start-up run is done when health names the exchange's last successful run.
until [ "$(curl -fsS "$origin/api/health" 2>/dev/null | json "(v.sync??[]).find(s=>s.source==='moex')?.lastOk??''")" != "" ]; do
  kill -0 "${pids[1]}" 2>/dev/null || { tail -30 "$work/start.log"; exit 1; }
  sleep 2
done
echo "npm start to the first run's success: $(seconds "$started") s"

fail() { echo "MISSING: $1"; tail -20 "$work/start.log"; exit 1; }
# The screener (refreshed after the run): every bond, the most traded first, with our yield.
list=$(curl -fsS "$origin/api/bonds/?limit=30&sort=liquidity&order=desc")
total=$(echo "$list" | json 'v.total')
[ "$total" -gt 0 ] || fail "no bonds in the screener"
id=$(echo "$list" | json 'v.items[0].id')
isin=$(echo "$list" | json 'v.items[0].isin')
emitent=$(echo "$list" | json 'v.items[0].emitentId')
echo "screener: $total bonds; the first: id $id, $isin, yield $(echo "$list" | json 'v.items[0].yield') %, G-spread $(echo "$list" | json 'v.items[0].gSpread') bp"
# Its page (the API and the HTML), the search, the issuer's page.
page=$(curl -fsS "$origin/api/bonds/$id/") || fail "the bond's API page"
source=$(echo "$page" | json 'v.provenance?.source')
[ "$source" != demo ] || fail "a real bond (its page says demo)"
echo "its page: provenance $source (no demo badge)"
curl -fsS "$origin/bonds/$id/" | grep -q '<div id="root"' || fail "the bond's page"
found=$(curl -fsS "$origin/api/search/bonds/?q=$isin" | json "v.items.some(i=>i.id===$id)")
[ "$found" = true ] || fail "the bond in the search"
echo "the search finds it by its ISIN"
curl -fsS "$origin/company/$emitent/" >/dev/null || fail "the issuer's page"
echo "its issuer's page: /company/$emitent/"
echo "health: $(curl -fsS "$origin/api/health" | json 'JSON.stringify(v.sync)')"
# The README's next line: the runs, from the data tool (embedded PGlite: the server stopped).
kill -- -"${pids[1]}"
while kill -0 "${pids[1]}" 2>/dev/null; do sleep 0.5; done
npm run --silent data -- sync status | head -20
echo "fresh clone to a synced bond found everywhere: $(seconds "$start") s"
