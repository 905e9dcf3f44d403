#!/usr/bin/env bash
# Starts the built app on a fresh embedded database for the browser tests.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data_dir="$(mktemp -d /tmp/bondsight-e2e-XXXXXX)"
trap 'rm -rf "$data_dir"' EXIT
cd "$here/../../apps/server"
DATA_DIR="$data_dir" NODE_ENV=production LOG_LEVEL=warn exec npx tsx src/server.ts
