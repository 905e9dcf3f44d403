import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The public samples beside the repository (../shared/reference, ../shared/data), read in
 * place and never copied in. Tests that need them skip with a warning when they are absent;
 * under BONDSIGHT_REQUIRE_REFERENCE=1 (set by .ci/run) a missing file fails the test file
 * instead, so CI cannot pass by skipping them.
 */
export const SHARED_DIR = fileURLToPath(new URL('../../../../../shared/', import.meta.url));

/** True when every file is there; else false with a warning, or an error when required. */
export function requireReference(files: readonly string[], what: string): boolean {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length === 0) return true;
  const message = `[server] ${what} missing: ${missing.join(', ')}`;
  if (process.env.BONDSIGHT_REQUIRE_REFERENCE === '1')
    throw new Error(`${message} (BONDSIGHT_REQUIRE_REFERENCE=1: these tests may not skip)`);
  console.warn(`${message}; real-data tests skipped`);
  return false;
}
