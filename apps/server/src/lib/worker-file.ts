import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A worker thread's file `name` beside the module at `moduleUrl`: from the bundle
 * (dist/server.js) dist/<name>.js, built as its own entry (build.mjs); from source (tests,
 * `npm run dev`) the .ts file, loaded through tsx.
 */
export function workerFile(
  moduleUrl: string,
  name: string,
): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(moduleUrl);
  const fromSource = here.endsWith('.ts');
  const filename = path.join(path.dirname(here), `${name}${fromSource ? '.ts' : '.js'}`);
  return { filename, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}
