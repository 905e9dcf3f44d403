// Builds the server to plain JavaScript in dist/: production runs `node dist/server.js`, no
// TypeScript at run time (tsx is for `npm run dev` and the tests). The workspace packages
// (@bondsight/*, TypeScript source) are bundled in; every npm package stays external and is
// loaded from node_modules as usual. Run with plain node: `node build.mjs [--quiet]`.
// One self-contained file per entry point (no shared chunks), so rebuilding for `npm run
// data` or `npm run user` never pulls a file from under a server already running from dist/.
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');
const started = performance.now();

/** Bare imports other than @bondsight/* (npm packages, node: builtins) are left to node. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bondsight/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: root,
  entryPoints: [
    'src/server.ts',
    'src/data/cli.ts',
    'src/cli/user.ts',
    // The calculator's worker thread, beside server.js (modules/calculator/calculator-pool.ts).
    { in: 'src/modules/calculator/calculator.worker.ts', out: 'calculator.worker' },
    // The Excel writer's worker thread (lib/excel/workbook-pool.ts).
    { in: 'src/lib/excel/excel.worker.ts', out: 'excel.worker' },
    // The list's screens held in memory (modules/bonds/bond-list-memory.ts).
    { in: 'src/modules/bonds/bond-screen.worker.ts', out: 'bond-screen.worker' },
  ],
  outbase: 'src',
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
if (!process.argv.includes('--quiet'))
  console.log(
    `server built to ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms`,
  );
