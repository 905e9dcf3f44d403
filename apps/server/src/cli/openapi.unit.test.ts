import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@bondsight/contracts';
import { openApiDocument } from './openapi';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}
interface Document {
  servers?: unknown[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

/** The document must serve client generators: every operation complete, and a client compiles. */
describe('the OpenAPI document', () => {
  let document: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    document = (await openApiDocument()) as Document;
    operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]): [string, Operation] => [`${method} ${url}`, op]),
    );
  }, 60_000); // an embedded database opens slowly on a busy machine

  it('documents every declared endpoint, with an id, a summary, security and its 4xx', () => {
    expect(operations).toHaveLength(Object.keys(ENDPOINTS).length);
    const ids = new Set(operations.map(([, op]) => op.operationId));
    expect(ids.size).toBe(operations.length);
    for (const [name, op] of operations) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, name).toBeTruthy();
      expect(op.security, name).not.toHaveLength(0);
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('4')),
        name,
      ).toBe(true);
    }
    expect(document.servers).not.toHaveLength(0);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['csrf', 'session']);
  });

  it('declares the session and CSRF on what needs them', () => {
    const op = (name: string) => operations.find(([key]) => key === name)![1];
    expect(op('post /api/auth/sign-out').security).toEqual([
      { csrf: [] },
      { session: [], csrf: [] },
    ]);
    expect(op('get /api/admin/requests/').security).toEqual([{ session: [] }]);
    expect(op('post /api/calculator/').security).toEqual([{}, { session: [] }]);
  });

  it('generates a typed client (openapi-typescript) that compiles a call, and refuses a wrong one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-openapi-'));
    fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
    const call = (body: string) => {
      const file = path.join(dir, `call-${Math.random().toString(36).slice(2)}.ts`);
      fs.writeFileSync(
        file,
        `import type { paths } from './api';
type Get = paths['/api/bonds/{id}/']['get'];
type Bond = Get['responses'][200]['content']['application/json'];
export function call(params: Get['parameters']['path'], bond: Bond) {
${body}
}
`,
      );
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
      });
      return ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    };
    expect(
      call(
        `  const id: number = params.id;\n  const isin: string | null = bond.isin;\n  return [id, isin];`,
      ),
    ).toEqual([]);
    expect(call(`  const isin: number = bond.isin;\n  return [params.id, isin];`)).not.toEqual([]);
  }, 60_000);
});
