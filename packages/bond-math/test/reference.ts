/**
 * Locates the shared reference data (../shared/reference relative to the repository root).
 * Tests read it at run time and skip, with a warning naming the path, when it is absent.
 * The files are never copied into the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REFERENCE_DIR = fileURLToPath(
  new URL('../../../../shared/reference/', import.meta.url),
);

export function referencePath(name: string): string {
  return REFERENCE_DIR + name;
}

export function hasReference(name: string): boolean {
  const ok = existsSync(referencePath(name));
  if (!ok)
    console.warn(`[bond-math] reference file missing, tests skipped: ${referencePath(name)}`);
  return ok;
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
