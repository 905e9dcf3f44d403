import { describe, expect, it } from 'vitest';
import {
  CROWDED_NODES,
  cutLabel,
  graphSizing,
  LABEL_MAX_CHARS,
  MAIN_NODE_COLOR,
  OTHER_NODE_COLOR,
} from './graph-rules';
import { graphOption, graphTooltip, uniqueNodes } from './graph-option';
import type { GraphNode } from './graph-types';

describe('network graph sizing (spec section 9)', () => {
  it('keeps the larger markers and links up to 10 nodes', () => {
    expect(graphSizing(CROWDED_NODES, false)).toEqual({
      symbolSize: 20,
      edgeLength: 35,
      labelOverlap: true,
      draggable: false,
    });
    expect(graphSizing(2, true)).toEqual({
      symbolSize: 25,
      edgeLength: 45,
      labelOverlap: true,
      draggable: true,
    });
  });

  it('shrinks markers and links past 10 nodes, and hides overlapping labels in the page', () => {
    expect(graphSizing(CROWDED_NODES + 1, false)).toEqual({
      symbolSize: 15,
      edgeLength: 25,
      labelOverlap: false,
      draggable: false,
    });
    // Full screen: one step larger, labels may overlap, nodes drag.
    expect(graphSizing(40, true)).toEqual({
      symbolSize: 20,
      edgeLength: 35,
      labelOverlap: true,
      draggable: true,
    });
  });

  it('lets nodes drag only in full screen', () => {
    for (const count of [1, 10, 11, 100]) {
      expect(graphSizing(count, false).draggable).toBe(false);
      expect(graphSizing(count, true).draggable).toBe(true);
    }
  });
});

describe('node labels (spec: 22 characters plus an ellipsis)', () => {
  it('keeps a name of 22 characters or fewer whole', () => {
    expect(cutLabel('Volga Energy')).toBe('Volga Energy');
    const exact = 'x'.repeat(LABEL_MAX_CHARS);
    expect(cutLabel(exact)).toBe(exact);
  });

  it('cuts a longer name at 22 characters and adds an ellipsis', () => {
    expect(cutLabel('Northern Capital Bank of Siberia')).toBe('Northern Capital Bank …');
    expect(cutLabel('x'.repeat(23))).toBe(`${'x'.repeat(22)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const name = '伏尔加能源股份有限公司'.repeat(3); // 33 characters
    expect(cutLabel(name)).toBe(`${name.slice(0, 22)}…`);
    const emoji = '😀'.repeat(23);
    expect(Array.from(cutLabel(emoji))).toHaveLength(23);
  });
});

describe('graph option', () => {
  const nodes: GraphNode[] = [
    { id: 5, name: 'Volga Energy', main: true, href: '/company/5/' },
    { id: 7, name: 'Northern Capital Bank', main: false, href: '/company/7/', note: 'Shareholder' },
    { id: 7, name: 'Northern Capital Bank', main: false, href: '/company/7/', note: 'Parent' },
  ];
  const links = [
    { source: 5, target: 7, label: '25.5 %' },
    { source: 5, target: 7, label: '10 %' },
  ];

  const spots = new Map([
    [5, { x: 300, y: 210, side: 'bottom' as const }],
    [7, { x: 700, y: 180, side: 'right' as const }],
  ]);

  it('colours the main node blue and the others orange, once per issuer', () => {
    const option = graphOption(uniqueNodes(nodes), links, graphSizing(2, false), spots);
    const series = option.series[0]!;
    expect(series.type).toBe('graph');
    expect(series.layout).toBe('none');
    expect(series.data.map((d) => [d.id, d.itemStyle.color])).toEqual([
      ['5', MAIN_NODE_COLOR],
      ['7', OTHER_NODE_COLOR],
    ]);
    expect(series.links.map((l) => l.value)).toEqual(['25.5 %', '10 %']);
    expect(series.edgeLabel.show).toBe(true);
  });

  it('applies the sizing: markers, link length, overlap and dragging', () => {
    const crowded = graphOption(nodes, links, graphSizing(11, false), spots).series[0]!;
    expect(crowded.symbolSize).toBe(15);
    expect(crowded.labelLayout.hideOverlap).toBe(true);
    expect(crowded.draggable).toBe(false);
    const full = graphOption(nodes, links, graphSizing(11, true), spots).series[0]!;
    expect(full.labelLayout.hideOverlap).toBe(false);
    expect(full.draggable).toBe(true);
  });

  it('draws each node at its spot: the series box is the nodes’ box, its label on its side', () => {
    const series = graphOption(nodes, links, graphSizing(2, false), spots).series[0]!;
    expect(series.data.map((d) => [d.x, d.y, d.label.position])).toEqual([
      [300, 210, 'bottom'],
      [700, 180, 'right'],
    ]);
    expect([series.left, series.top, series.width, series.height]).toEqual([300, 180, 400, 30]);
    // The share sits next to the company, away from the issuer, whichever way the link runs.
    expect(series.links.map((l) => l.label.position)).toEqual(['insideEndTop', 'insideEndTop']);
    const owned = graphOption(
      nodes,
      [{ source: 7, target: 5, label: '1 %' }],
      graphSizing(2, false),
      spots,
    );
    expect(owned.series[0]!.links[0]!.label.position).toBe('insideStartTop');
    // One node: a box of no size is widened as ECharts widens it.
    const alone = graphOption(nodes.slice(0, 1), [], graphSizing(1, false), spots).series[0]!;
    expect([alone.left, alone.top, alone.width, alone.height]).toEqual([299, 209, 2, 2]);
  });

  it('escapes names in the tooltip', () => {
    expect(graphTooltip({ dataType: 'node', data: { fullName: '<b>A&B</b>', note: 'x' } })).toBe(
      '&lt;b&gt;A&amp;B&lt;/b&gt;<br/>x',
    );
    expect(graphTooltip({ dataType: 'edge', data: { value: '25 %' } })).toBe('25 %');
  });
});
