import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web imports contracts' values only through the subpath exports (lint holds it to that);
 * if one of them, or a module it imports as a value, imports zod, zod (~100 kB) lands in the
 * browser bundle. Type-only imports are erased and do not count.
 */
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const exportsMap = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
  .exports as Record<string, string>;

/** The module and its value imports, transitively, that import zod. */
function zodUsers(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const own = /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(text) ? [file] : [];
  const relative = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*from\s+'(\.[^']+)'/gm)];
  return [
    ...own,
    ...relative.flatMap((m) => zodUsers(path.resolve(path.dirname(file), `${m[1]}.ts`), seen)),
  ];
}

const subpaths = Object.entries(exportsMap).filter(([name]) => name !== '.');

describe('zod-free subpath exports', () => {
  it('has subpaths to check', () => expect(subpaths.length).toBeGreaterThan(5));

  it.each(subpaths)('%s imports no zod, directly or through its imports', (_name, file) => {
    expect(zodUsers(path.join(packageDir, file))).toEqual([]);
  });

  it('catches a module that imports zod', () => {
    expect(zodUsers(path.join(packageDir, 'src/api/bonds.ts'))).not.toEqual([]);
  });
});
