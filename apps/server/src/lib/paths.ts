import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders the server reads at run time, found from the package root rather than from the
 * calling file: the same code runs as TypeScript from src/ (tsx, vitest) and bundled into
 * dist/*.js (npm start), where every module shares the bundle's one import.meta.dirname.
 */
export const SERVER_DIR = findPackageRoot(import.meta.dirname, '@bondsight/server');
/** The repository (npm workspaces root): `./data` and the built web app live under it. */
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src', 'db', 'migrations');
export const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/** The nearest folder at or above `from` whose package.json is named `name`. */
export function findPackageRoot(from: string, name: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && readName(file) === name) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json of ${name} above ${from}`);
  }
}

function readName(file: string): unknown {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown }).name;
}
