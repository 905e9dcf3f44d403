import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, each shown refusing a deliberate violation (and
 * letting the allowed import through), so a config change that opens a zone fails here.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

const server = 'apps/server/src';
const web = 'apps/web/src';

// The first lint loads the whole config and its parsers: seconds on a busy 2-core machine.
describe('lint zones', { timeout: 60_000 }, () => {
  it.each([
    [
      'a module importing another module',
      `${server}/modules/bonds/x.ts`,
      `import { a } from '../auth/auth.service';`,
    ],
    [
      'a module importing the data tool inside',
      `${server}/modules/bonds/x.ts`,
      `import { a } from '../../data/demo-world/world/isin';`,
    ],
    [
      'a module importing the server entry',
      `${server}/modules/bonds/x.ts`,
      `import { a } from '../../server';`,
    ],
    [
      'a service importing drizzle',
      `${server}/modules/bonds/bonds.service.ts`,
      `import { eq } from 'drizzle-orm';`,
    ],
    [
      'a service importing the schema',
      `${server}/modules/bonds/bonds.service.ts`,
      `import { users } from '../../db/schema/index';`,
    ],
    [
      'routes importing a repository',
      `${server}/modules/bonds/bonds.routes.ts`,
      `import * as repo from './bonds.repository';`,
    ],
    [
      'a plugin importing a module',
      `${server}/plugins/x.ts`,
      `import { a } from '../modules/auth/auth.repository';`,
    ],
    [
      'lib importing a module',
      `${server}/lib/x.ts`,
      `import { a } from '../modules/bonds/bonds.service';`,
    ],
    [
      'the server importing the web',
      `${server}/modules/bonds/x.ts`,
      `import { a } from '@bondsight/web';`,
    ],
    [
      'a web feature importing another',
      `${web}/features/bond-list/x.ts`,
      `import { a } from '../bond-summary/api/get-bond-summary';`,
    ],
    [
      'a web feature importing another from a subfolder',
      `${web}/features/bond-list/components/x.tsx`,
      `import { a } from '../../bond-summary/api/get-bond-summary';`,
    ],
    [
      'a web feature importing another by its features/ path',
      `${web}/features/bond-list/api/x.ts`,
      `import { a } from '../../../features/bond-summary/api/get-bond-summary';`,
    ],
    [
      'the web importing a contracts value from the root',
      `${web}/lib/x.ts`,
      `import { SHELL_LIMITS } from '@bondsight/contracts';`,
    ],
    ['the web importing the server', `${web}/lib/x.ts`, `import { a } from '@bondsight/labels';`],
    [
      'a widget fetching',
      `${web}/widgets/pager/x.tsx`,
      `import { useQuery } from '@tanstack/react-query';`,
    ],
    ['bond-math importing a package', 'packages/bond-math/src/x.ts', `import { z } from 'zod';`],
    [
      'contracts importing more than zod',
      'packages/contracts/src/x.ts',
      `import { eq } from 'drizzle-orm';`,
    ],
  ])('refuses %s', async (_what, file, code) => {
    expect(
      await restricted(
        file,
        `${code}\nvoid [${code
          .match(/\{ (\w+) \}|\* as (\w+)/)!
          .slice(1)
          .find(Boolean)}];`,
      ),
    ).not.toEqual([]);
  });

  it.each([
    [
      'a module importing itself, lib, plugins and db',
      `${server}/modules/bonds/bonds.service.ts`,
      `import { a } from './bonds.repository';\nimport { b } from '../../lib/app-error';\nimport { c } from '../../plugins/endpoints';\nimport type { d } from '../../db/client';`,
    ],
    [
      'routes importing their service',
      `${server}/modules/bonds/bonds.routes.ts`,
      `import { a } from './bonds.service';`,
    ],
    [
      'the server entry importing the data door',
      `${server}/server.ts`,
      `import { a } from './data/index';`,
    ],
    [
      'the web importing a type from the contracts root',
      `${web}/lib/x.ts`,
      `import type { BondSummary } from '@bondsight/contracts';`,
    ],
    [
      'the web importing a zod-free subpath',
      `${web}/lib/x.ts`,
      `import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';`,
    ],
    [
      'a feature importing lib, widgets and itself',
      `${web}/features/bond-list/components/x.tsx`,
      `import { a } from '../../../lib/api-client';\nimport { b } from '../../../widgets/pager/pager';\nimport { c } from '../api/get-bonds';\nimport { d } from './bond-list';`,
    ],
  ])('allows %s', async (_what, file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});
