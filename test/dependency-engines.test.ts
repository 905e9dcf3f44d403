import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every installed package admits the Node versions we declare (issue 36): a dependency whose
 * `engines` excludes the oldest Node of our range warns on every install (EBADENGINE) and may
 * use that newer Node at its next patch. docs/adr/0026-node-range.md says how we keep it so.
 */
const root = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const manifest = JSON.parse(fs.readFileSync(root('package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(root('package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/** The packages of the lock whose `engines.node` does not admit `node`. */
function refusing(node: string): string[] {
  return Object.entries(lock.packages).flatMap(([where, p]) => {
    const range = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
    if (!where || !range) return [];
    return semver.satisfies(node, range) ? [] : [`${where}@${p.version} wants node ${range}`];
  });
}

describe('the dependencies and our Node range', () => {
  it('admit the oldest Node we declare, and the one running the tests', () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version;
    expect(oldest).toBeDefined();
    expect(refusing(oldest!)).toEqual([]);
    expect(refusing(process.versions.node)).toEqual([]);
  });

  it('would catch one that does not (the check can fail)', () => {
    expect(refusing('4.0.0').length).toBeGreaterThan(0);
  });
});
