import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

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

/**
 * A plain worker thread running the file `name` beside `moduleUrl` (as workerFile finds it).
 * From source its first step registers tsx's loader: a worker's own `--import tsx` does not
 * reach its entry file (piscina imports the file after its own start, so it can).
 */
export function startWorker(moduleUrl: string, name: string): Worker {
  const { filename, execArgv } = workerFile(moduleUrl, name);
  if (execArgv.length === 0) return new Worker(filename);
  const url = JSON.stringify(pathToFileURL(filename).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${url}); })`,
    { eval: true },
  );
}
