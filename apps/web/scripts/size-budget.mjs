// The bond page's initial JavaScript budget (issue 19): what the browser loads before the bond
// page is drawn (dist/index.html's entry script and the chunks it modulepreloads, then the bond
// page's own chunk and its static imports, which the server preloads with the page, found in
// Vite's manifest), gzipped, must stay within 250 kB (1 kB = 1,000 bytes, as Vite reports
// sizes). Run at the end of the web build (`npm run build -w @bondsight/web`): over budget, it
// exits 1 and the build fails. Chunks loaded later (charts, exports, dialogs) are not counted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const BUDGET_BYTES = 250_000;
/** The page the budget is for: its module in the web app (the manifest's key). */
export const BUDGET_PAGE = 'src/app/pages/bond-page.tsx';
/** Another budget for this run only (bytes): the script's own test proves the failing exit. */
const budget = Number(process.env.SIZE_BUDGET_BYTES ?? BUDGET_BYTES);

/**
 * The JavaScript a page built from this index.html loads at once, in document order, each
 * once: every `<script src>` (Vite writes the entry as a module) and every
 * `<link rel="modulepreload" href>` (the chunks the entry imports statically).
 */
export function initialScripts(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('src')) found.push(attr('src'));
    else if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href'))
      found.push(attr('href'));
  }
  return [...new Set(found)];
}

/**
 * The chunks of the page module `page` and its static imports, followed to the end, as URLs,
 * from Vite's build manifest (`.vite/manifest.json`); none without a manifest or that page.
 */
export function pageScripts(distDir, page = BUDGET_PAGE) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const found = [];
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || found.includes(`/${chunk.file}`)) return;
    found.push(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) walk(next);
  };
  walk(page);
  return found;
}

/** Each initial script of `distDir` with its size and gzip size (zlib level 9), and the sums. */
export function measureInitialJs(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [...new Set([...initialScripts(html), ...pageScripts(distDir)])];
  const files = sources.map((src) => {
    const content = fs.readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { src, bytes: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
  });
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, bytes: sum('bytes'), gzip: sum('gzip') };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function main() {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const { files, bytes, gzip } = measureInitialJs(distDir);
  if (files.length === 0) {
    console.error(`size budget: no initial script in ${path.join(distDir, 'index.html')}`);
    process.exit(1);
  }
  const width = Math.max(...files.map((f) => f.src.length));
  console.log(`Initial JavaScript of the pages (gzip, budget ${kB(budget)}):`);
  for (const f of files)
    console.log(
      `  ${f.src.padEnd(width)}  ${kB(f.bytes).padStart(9)}  gzip ${kB(f.gzip).padStart(8)}`,
    );
  console.log(`  ${'total'.padEnd(width)}  ${kB(bytes).padStart(9)}  gzip ${kB(gzip).padStart(8)}`);
  if (gzip > budget) {
    console.error(
      `size budget exceeded: ${kB(gzip)} gzip > ${kB(budget)}: split the code the first page does not need`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
