import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALCULATOR_LIMITS, DEFAULT_BODY_LIMIT } from '@bondsight/contracts';
import type { App } from '../src/app';
import { explicitBatch } from './support/calculator-fixtures';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';

/**
 * Issue 11 item 5: the batch holds what it promises (1,000 requests with their explicit MOEX-like
 * schedules) while every other route keeps the small body limit, and a 413 says which limit.
 */

describe.skipIf(databaseMissing)(`calculator body limits on ${databaseKind}`, () => {
  let app: App;
  let client: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = new TestClient(app);
  });
  afterAll(() => app?.close());

  it('answers a 1,000-request batch with 60 explicit flows each', async () => {
    const batch = explicitBatch();
    expect(JSON.stringify(batch).length).toBeGreaterThan(DEFAULT_BODY_LIMIT * 2);
    const response = await client.post('/api/calculator/batch/', batch);
    expect(response.statusCode).toBe(200);
    const answers = response.json() as { yield?: number; error?: unknown }[];
    expect(answers).toHaveLength(1000);
    for (const answer of answers) {
      expect(answer.error).toBeUndefined();
      expect(answer.yield).toBeGreaterThan(8);
    }
  });

  it('refuses 10 MB with 413, naming the batch limit', async () => {
    const body = JSON.stringify([{ padding: 'x'.repeat(10 * 1_048_576) }]);
    const response = await client.post('/api/calculator/batch/', body, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'payload_too_large',
      message: 'payload_too_large',
      limit: CALCULATOR_LIMITS.batchBodyBytes,
    });
  });

  it('keeps the small limit on every other route', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(2 * 1_048_576) });
    const response = await client.post('/api/calculator/', body, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      limit: DEFAULT_BODY_LIMIT,
    });
  });
});
