/**
 * The web project shares one module registry per worker (vitest.config.ts): a test file that
 * mocks a module, initialises i18next with real labels or starts klinecharts would leak into
 * the files after it, failing them by the order they happen to run in. Such a file must be in
 * the isolated list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webIsolatedTests } from '../apps/web/test/isolated-tests';

const root = path.resolve(import.meta.dirname, '..');
const LEAKS = [/\bvi\.mock\(/, /\binitI18n\(/, /from 'klinecharts'/, /\/stock-chart['/]/];

function webTests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return webTests(file);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : [];
  });
}

describe('the web tests that need a module registry of their own', () => {
  const files = webTests(path.join(root, 'apps/web/src'));

  it('are all in the isolated list', () => {
    const leaking = files.filter((file) =>
      LEAKS.some((leak) => leak.test(fs.readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(leaking.length).toBeGreaterThan(5);
    expect(leaking.filter((file) => !webIsolatedTests.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(webIsolatedTests.filter((file) => !files.includes(file))).toEqual([]);
  });
});
