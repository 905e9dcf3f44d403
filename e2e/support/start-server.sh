#!/usr/bin/env bash
# Starts the built app on a fresh embedded database for the browser tests. When the public
# MOEX samples are beside the repository (../shared, never copied in), the real OFZ 26219 and
# 26230 history is imported over the demo world first, as an operator would, for the
# imported-history journey (which is skipped without them).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data_dir="$(mktemp -d /tmp/bondsight-e2e-XXXXXX)"
trap 'rm -rf "$data_dir"' EXIT
samples="$here/../../../shared/reference/moex"
cd "$here/../../apps/server"
export DATA_DIR="$data_dir" NODE_ENV=production LOG_LEVEL=warn
if [ -f "$samples/ofz_cashflows.csv" ] && [ -f "$samples/ofz_history.csv" ]; then
  npx tsx src/data/cli.ts generate
  npx tsx src/data/cli.ts import moex-bondization "$samples/ofz_cashflows.csv"
  npx tsx src/data/cli.ts import moex-history "$samples/ofz_history.csv"
else
  echo "e2e: no MOEX samples in $samples; the imported-history journey will be skipped" >&2
fi
exec npx tsx src/server.ts
