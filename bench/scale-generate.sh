#!/usr/bin/env bash
# The scale run of issue #4: `npm run data -- generate --bonds N --years N` into a throwaway
# PostgreSQL cluster started from the machine's binaries, timed with /usr/bin/time (peak RSS of
# the generator), then the row counts and the on-disk size. Usage:
#   bench/scale-generate.sh [bonds=500000] [years=10]
# KEEP=1 leaves the cluster running (its URL is printed) for query benchmarks.
set -euo pipefail
bonds="${1:-500000}"
years="${2:-10}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
work="$(mktemp -d /tmp/bondsight-scale-XXXXXX)"
port="${PORT:-55432}"
as_pg=()
if [ "$(id -u)" = 0 ]; then
  id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$work"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
# Durable defaults (fsync on); a bigger WAL budget and sort memory for the index rebuilds.
"${as_pg[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w start -o \
  "-p $port -k $work -c listen_addresses=127.0.0.1 -c shared_buffers=2GB -c max_wal_size=16GB -c maintenance_work_mem=2GB -c work_mem=256MB" >/dev/null
stop() { "${as_pg[@]}" "$bin/pg_ctl" -D "$work/data" -m fast stop >/dev/null; rm -rf "$work"; }
[ "${KEEP:-0}" = 1 ] || trap stop EXIT
url="postgres://postgres@127.0.0.1:$port/postgres"

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, $(uname -sr), node $(node --version), PostgreSQL $(basename "$(dirname "$bin")")"
echo "date: $(date -u '+%Y-%m-%d %H:%M') UTC, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
cd "$repo"
DATABASE_URL="$url" /usr/bin/time -f 'wall %e s, peak RSS %M KB (generator process)' \
  npm run --silent data -- generate --bonds "$bonds" --years "$years"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin/psql" -X -q "$url" -c "select pg_size_pretty(pg_database_size('postgres')) as database_size,
  pg_size_pretty(pg_total_relation_size('trading_ticks')) as ticks_with_indexes"
if [ "${KEEP:-0}" = 1 ]; then echo "cluster kept: DATABASE_URL=$url (data in $work)"; fi
