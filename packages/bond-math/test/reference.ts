/**
 * Locates the shared reference data beside the repository (../shared/reference and
 * ../shared/data). Tests read it at run time and skip, with a warning naming the path, when it
 * is absent; under BONDSIGHT_REQUIRE_REFERENCE=1 (set by .ci/run) a missing file fails the test
 * file instead, so CI cannot pass by skipping. The files are never copied into the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHARED_DIR = fileURLToPath(new URL('../../../../shared/', import.meta.url));
export const REFERENCE_DIR = `${SHARED_DIR}reference/`;
export const SHARED_DATA_DIR = `${SHARED_DIR}data/`;

export function referencePath(name: string): string {
  return REFERENCE_DIR + name;
}

/** True when every file is there; else false with a warning, or an error when required. */
export function requireReference(files: readonly string[], what: string): boolean {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length === 0) return true;
  const message = `[bond-math] ${what} missing: ${missing.join(', ')}`;
  if (process.env.BONDSIGHT_REQUIRE_REFERENCE === '1')
    throw new Error(`${message} (BONDSIGHT_REQUIRE_REFERENCE=1: these tests may not skip)`);
  console.warn(`${message}; tests skipped`);
  return false;
}

export function hasReference(name: string): boolean {
  return requireReference([referencePath(name)], 'reference file');
}

export function readReference(name: string): string {
  return readFileSync(referencePath(name), 'utf8');
}

export interface Vector {
  readonly id: string;
  readonly kind: string;
  readonly subkind: string | null;
  readonly source: string;
  readonly inputs: Record<string, unknown>;
  readonly expected: Record<string, unknown>;
  readonly tolerance: Record<string, unknown>;
}

export function readVectors(): Vector[] {
  return JSON.parse(readReference('bond-math-vectors.json')) as Vector[];
}
