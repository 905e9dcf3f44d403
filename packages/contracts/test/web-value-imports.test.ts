import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app imports constants and small functions from contracts as values; when any of
 * them lives in a module with zod schemas, zod (~100 kB) lands in the browser bundle. This
 * guard finds every value the web imports, the contracts module that defines it, and checks
 * that neither it nor what it imports (type-only imports aside) pulls in zod.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const contractsSrc = path.join(root, 'packages/contracts/src');

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

function webValueImports(): Set<string> {
  const names = new Set<string>();
  const sources = files(path.join(root, 'apps/web/src'), /^(?!.*\.test\.).*\.tsx?$/);
  for (const file of sources) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@bondsight\/contracts'/g,
    )) {
      if (m[1]) continue;
      for (const spec of (m[2] ?? '').split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const modules = files(contractsSrc, /\.ts$/);
const definingModule = (name: string) =>
  modules.find((file) =>
    new RegExp(`export (const|function|class) ${name}\\b`).test(fs.readFileSync(file, 'utf8')),
  );

/** A module and its value imports, transitively, that import zod. */
function zodUsers(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const own = /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(text) ? [file] : [];
  const relative = [...text.matchAll(/^import\s+(?!type\b)[^;]*from\s+'(\.[^']+)'/gm)].map((m) =>
    path.resolve(path.dirname(file), `${m[1]}.ts`),
  );
  return [...own, ...relative.flatMap((dep) => zodUsers(dep, seen))];
}

describe('web value imports from contracts', () => {
  const names = [...webValueImports()];

  it('finds the values the web app imports', () => {
    expect(names).toContain('SHELL_LIMITS');
    expect(names.length).toBeGreaterThan(10);
  });

  it.each(names)('%s comes from a module without zod', (name) => {
    const file = definingModule(name);
    expect(file, `${name} is not exported by a contracts module`).toBeDefined();
    expect(zodUsers(file!).map((f) => path.relative(contractsSrc, f))).toEqual([]);
  });
});
