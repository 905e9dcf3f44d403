import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';

/**
 * Writes the OpenAPI document the server serves at /api/openapi.json to a file, without a
 * server or a stored database (an empty in-memory one): for the document lint in
 * `npm run check` and for client generators.
 *
 *   npm run openapi -w @bondsight/server -- [out.json]   (default dist/openapi.json)
 */
export async function openApiDocument(): Promise<unknown> {
  const database = await openDatabase({});
  const app = await buildApp({ database });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close(); // closes the database too
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(process.argv[2] ?? 'dist/openapi.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${out}`);
}
