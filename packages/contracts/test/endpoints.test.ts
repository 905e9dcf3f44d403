import { describe, expect, it } from 'vitest';
import * as contracts from '../src/index';
import { ENDPOINTS, type EndpointDeclaration } from '../src/index';

/** Every feature's group is in the registry once: a forgotten or shadowed endpoint fails here. */
const groups = Object.entries(contracts).filter(
  ([name, value]) => name.endsWith('Endpoints') && typeof value === 'object',
) as [string, Record<string, EndpointDeclaration>][];

describe('the endpoint registry', () => {
  it('holds every declared group, without one endpoint shadowing another', () => {
    expect(groups.length).toBeGreaterThan(5);
    const declared = groups.flatMap(([, group]) => Object.keys(group));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...declared].sort());
  });

  it('keys each endpoint by its method and path, with a unique operation id', () => {
    const ids = Object.values(ENDPOINTS).map((e: EndpointDeclaration) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, e] of Object.entries(ENDPOINTS) as [string, EndpointDeclaration][]) {
      expect(key).toBe(`${e.method} ${e.path}`);
      expect(e.summary.length).toBeGreaterThan(5);
      expect(Object.keys(e.responses).some((status) => Number(status) < 300)).toBe(true);
    }
  });
});
