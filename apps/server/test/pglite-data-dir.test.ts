import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { databaseKind } from './support/test-app';

// Issue 31 item 7: the embedded database's files are readable by their owner alone.
describe.skipIf(databaseKind !== 'pglite')('the embedded database directory', () => {
  it('is created 0700, parents included', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-dir-'));
    const dataDir = path.join(root, 'data', 'db');
    try {
      const database = await openDatabase({ dataDir });
      await database.close();
      for (const dir of [path.join(root, 'data'), dataDir])
        expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe('700');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
