// Brotli and gzip copies of the built assets (issue 13: the page drawn in under 1 s). The
// server sends `x.js.br` or `x.js.gz` to a browser that accepts them (@fastify/static's
// preCompressed), so no request pays for compressing a 440 kB script: on two cores that cost
// hundreds of milliseconds of the first draw while the page's own data was being computed.
// Run at the end of the web build (`npm run build -w @bondsight/web`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Texts worth compressing; source maps are left to on-the-fly compression (rarely asked). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
/** The server's own threshold for on-the-fly compression (@fastify/compress). */
const MIN_BYTES = 1024;

/**
 * Brotli quality 7: the assets in 0.2 s, 8 % larger than at the maximum quality 11, which takes
 * 4–6 s here; every `npm start` on a fresh clone builds them (issue 19: first page ≤ 90 s).
 */
const BROTLI_QUALITY = 7;

const CODINGS = [
  {
    ext: '.br',
    compress: (content) =>
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { ext: '.gz', compress: (content) => zlib.gzipSync(content, { level: 9 }) },
];

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `file.br` and `file.gz` beside each compressible file of `dir` of at least MIN_BYTES,
 * when the copy is smaller. Returns what it wrote: { file, ext, bytes, compressed }.
 */
export function precompress(dir) {
  const written = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    for (const { ext, compress } of CODINGS) {
      const compressed = compress(content);
      if (compressed.length >= content.length) continue;
      fs.writeFileSync(file + ext, compressed);
      written.push({ file, ext, bytes: content.length, compressed: compressed.length });
    }
  }
  return written;
}

function main() {
  const assets = path.resolve(
    process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist', 'assets'),
  );
  const started = performance.now();
  const brotli = precompress(assets).filter((w) => w.ext === '.br');
  const kB = (key) => `${(brotli.reduce((total, w) => total + w[key], 0) / 1000).toFixed(0)} kB`;
  console.log(
    `precompressed ${brotli.length} assets in ${Math.round(performance.now() - started)} ms ` +
      `(${kB('bytes')}, brotli ${kB('compressed')})`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
