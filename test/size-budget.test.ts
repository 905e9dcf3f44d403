import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  initialScripts,
  measureInitialJs,
  pageScripts,
} from '../apps/web/scripts/size-budget.mjs';

/**
 * The web build's size budget (apps/web/scripts/size-budget.mjs) on a tiny built page
 * (apps/web/scripts/fixtures/built): what it counts as the page's initial JavaScript, how it
 * sums it, and that a page over budget fails the build.
 */
const scripts = path.resolve(import.meta.dirname, '../apps/web/scripts');
const built = path.join(scripts, 'fixtures/built');
const gzipOf = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(built, file)), { level: 9 }).length;

describe('size budget', () => {
  it('reads the entry script, the modulepreloads and classic scripts, each once', () => {
    const html = fs.readFileSync(path.join(built, 'index.html'), 'utf8');
    expect(initialScripts(html)).toEqual([
      '/assets/entry.js',
      '/assets/shared.js',
      '/assets/classic.js',
    ]);
  });

  it('ignores stylesheets, icons and lazily loaded chunks', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"><link rel="icon" href="/i.svg">' +
      '<link rel="preload" as="fetch" href="/api/shell/"><div data-src="/x.js"></div>';
    expect(initialScripts(html)).toEqual([]);
  });

  it("adds the bond page's chunk and its static imports from the manifest, not other pages", () => {
    expect(pageScripts(built)).toEqual([
      '/assets/bond-page.js',
      '/assets/shared.js',
      '/assets/page-part.js',
    ]);
    expect(pageScripts(path.join(built, 'assets'))).toEqual([]); // no manifest there
  });

  it('sums the gzip sizes of those files, each once', () => {
    const measured = measureInitialJs(built);
    const files = ['entry.js', 'shared.js', 'classic.js', 'bond-page.js', 'page-part.js'];
    expect(measured.files.map((f) => f.src)).toEqual(files.map((f) => `/assets/${f}`));
    expect(measured.gzip).toBe(files.map((f) => gzipOf(`assets/${f}`)).reduce((a, b) => a + b));
    expect(measured.bytes).toBe(
      files.map((f) => fs.statSync(path.join(built, 'assets', f)).size).reduce((a, b) => a + b),
    );
  });

  it('passes within the budget and fails the build above it', () => {
    expect(BUDGET_BYTES).toBe(250_000);
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [path.join(scripts, 'size-budget.mjs'), built], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    const within = run({});
    expect(within.status).toBe(0);
    expect(within.stdout).toContain('/assets/shared.js');
    const over = run({ SIZE_BUDGET_BYTES: '100' });
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('size budget exceeded');
  });
});
