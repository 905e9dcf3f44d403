import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../apps/web/scripts/precompress.mjs';

/** The web build's brotli and gzip copies of its assets (apps/web/scripts/precompress.mjs). */
describe('precompress', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text asset, decompressing to the same bytes', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'nested'));
    const script = 'export const answer = () => 42;\n'.repeat(200);
    const style = '.block { color: red; }\n'.repeat(100);
    fs.writeFileSync(path.join(dir, 'page-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'nested', 'page-abc.css'), style);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};'); // under 1 kB: left alone
    fs.writeFileSync(path.join(dir, 'page-abc.js.map'), script); // source map: left alone
    fs.writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7)); // already packed

    const written = precompress(dir);

    expect(written.map((w) => path.relative(dir, w.file) + w.ext).sort()).toEqual([
      'nested/page-abc.css.br',
      'nested/page-abc.css.gz',
      'page-abc.js.br',
      'page-abc.js.gz',
    ]);
    const read = (name: string) => fs.readFileSync(path.join(dir, name));
    expect(zlib.brotliDecompressSync(read('page-abc.js.br')).toString()).toBe(script);
    expect(zlib.gunzipSync(read('page-abc.js.gz')).toString()).toBe(script);
    expect(zlib.brotliDecompressSync(read('nested/page-abc.css.br')).toString()).toBe(style);
    for (const w of written) expect(w.compressed).toBeLessThan(w.bytes);
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'page-abc.js.map.br'))).toBe(false);
  });

  it('writes no copy that would be larger than the file', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    // Random bytes do not compress: a copy would only cost the server a bigger send.
    fs.writeFileSync(
      path.join(dir, 'noise.js'),
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );
    expect(precompress(dir)).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(['noise.js']);
  });
});
