import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest, pageAssets, urlsLoadedBy } from './web-manifest';

/** A build as Vite writes it: the entry's shell chunk, two pages sharing a chunk. */
const manifest = {
  _shell: { file: 'assets/shell.js', css: ['assets/shell.css'], imports: ['_runtime'] },
  _runtime: { file: 'assets/runtime.js' },
  _shared: { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_shell'] },
  'src/app/pages/bond-page.tsx': {
    file: 'assets/bond-page.js',
    css: ['assets/bond-page.css'],
    imports: ['_shell', '_shared', '_runtime'],
  },
  'src/app/pages/home-page.tsx': { file: 'assets/home-page.js', imports: ['_shared'] },
};
const indexHtml =
  '<script type="module" crossorigin src="/assets/runtime.js"></script>' +
  '<script type="module" crossorigin src="/assets/shell.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/shell.css"><link rel="icon" href="/favicon.svg">';

describe('web manifest', () => {
  it('reads what index.html loads itself', () => {
    expect([...urlsLoadedBy(indexHtml)]).toEqual([
      '/assets/runtime.js',
      '/assets/shell.js',
      '/assets/shell.css',
    ]);
  });

  it("gives a page's chunk first, then its imports to the end, without the entry's own", () => {
    expect(pageAssets(manifest, 'src/app/pages/bond-page.tsx', urlsLoadedBy(indexHtml))).toEqual({
      scripts: ['/assets/bond-page.js', '/assets/shared.js'],
      styles: ['/assets/bond-page.css', '/assets/shared.css'],
    });
    expect(pageAssets(manifest, 'src/app/pages/home-page.tsx', urlsLoadedBy(indexHtml))).toEqual({
      scripts: ['/assets/home-page.js', '/assets/shared.js'],
      styles: ['/assets/shared.css'],
    });
  });

  it('gives nothing for an unknown page or an unbuilt app', () => {
    const none = { scripts: [], styles: [] };
    expect(pageAssets(manifest, 'src/app/pages/nope.tsx', new Set())).toEqual(none);
    expect(pageAssets(null, 'src/app/pages/bond-page.tsx', new Set())).toEqual(none);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-manifest-'));
    expect(loadManifest(empty)).toBeNull();
    fs.mkdirSync(path.join(empty, '.vite'));
    fs.writeFileSync(path.join(empty, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(loadManifest(empty)).toEqual(manifest);
    fs.rmSync(empty, { recursive: true });
  });
});
