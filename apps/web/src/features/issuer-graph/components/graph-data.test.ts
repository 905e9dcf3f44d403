import { describe, expect, it } from 'vitest';
import type { RelationItem } from '@bondsight/contracts';
import { graphData } from './graph-data';

const words = {
  main: 'this issuer',
  owner: 'owns a share',
  subsidiary: 'owned',
  ownerRole: (role: string, share: number | null) =>
    share === null ? `${role}: owns a share` : `${role}: owns ${share} %`,
  ownedRole: (role: string, share: number | null) =>
    share === null ? `${role}: owned` : `${role}: ${share} % owned`,
  share: (s: number) => `${s} %`,
};

const item = (over: Partial<RelationItem>): RelationItem => ({
  emitent_id: 1,
  emitent_name: 'A',
  rel_type: null,
  rel_type_name: null,
  share: null,
  direction: 'main',
  ...over,
});

describe('relations as graph nodes and links', () => {
  it('links every issuer to the main one, ownership pointing at what is owned', () => {
    const { nodes, links } = graphData(
      [
        item({ emitent_id: 5, emitent_name: 'Volga Energy' }),
        item({
          emitent_id: 7,
          rel_type: 'shareholder',
          rel_type_name: 'Shareholder',
          share: 25.5,
          direction: 'owner',
        }),
        item({
          emitent_id: 9,
          rel_type: 'subsidiary',
          rel_type_name: 'Subsidiary',
          share: 80,
          direction: 'subsidiary',
        }),
        item({
          emitent_id: 11,
          rel_type: 'spv',
          rel_type_name: 'Financing vehicle (SPV)',
          share: null,
          direction: 'subsidiary',
        }),
        item({ emitent_id: 13, rel_type_name: null, share: 10, direction: 'subsidiary' }),
      ],
      words,
    );
    // Each company's role is its own, seen from the issuer: who owns whom, and how much.
    expect(nodes.map((n) => [n.id, n.main, n.href, n.note])).toEqual([
      [5, true, '/company/5/', 'this issuer'],
      [7, false, '/company/7/', 'Shareholder: owns 25.5 %'],
      [9, false, '/company/9/', 'Subsidiary: 80 % owned'],
      [11, false, '/company/11/', 'Financing vehicle (SPV): owned'],
      [13, false, '/company/13/', 'owned'],
    ]);
    expect(links).toEqual([
      { source: 7, target: 5, label: '25.5 %' },
      { source: 5, target: 9, label: '80 %' },
      { source: 5, target: 11, label: '' },
      { source: 5, target: 13, label: '10 %' },
    ]);
  });

  it('has nothing to draw for an issuer alone or an empty answer', () => {
    expect(graphData([item({})], words).links).toEqual([]);
    expect(graphData([], words)).toEqual({ nodes: [], links: [] });
  });
});
