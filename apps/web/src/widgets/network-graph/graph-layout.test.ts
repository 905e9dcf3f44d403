import { describe, expect, it } from 'vitest';
import {
  estimateLabelWidth,
  graphLayout,
  LABEL_DISTANCE,
  LABEL_FONT_SIZE,
  type NodeSpot,
} from './graph-layout';
import { cutLabel, graphSizing } from './graph-rules';
import type { GraphLink } from './graph-types';

/**
 * Issue 30: a 14-node graph was packed into 300×200 px of a 934×420 canvas, labels over
 * labels. Every label of a 30-node group must be readable in full screen (1280 px wide: a
 * canvas of about 1240 × 756), and a small group still spread and inside the canvas.
 */

interface Group {
  nodes: { id: number; main: boolean }[];
  links: GraphLink[];
  names: Map<number, string>;
}

/** The issuer (id 1), `owners` companies owning it and `owned` companies it owns. */
function group(owners: number, owned: number, name = (i: number) => `Company ${i} Holding`) {
  const out: Group = { nodes: [{ id: 1, main: true }], links: [], names: new Map([[1, 'Issuer']]) };
  for (let i = 2; i < 2 + owners + owned; i++) {
    out.nodes.push({ id: i, main: false });
    out.names.set(i, name(i));
    out.links.push(
      i < 2 + owners
        ? { source: i, target: 1, label: '10 %' }
        : { source: 1, target: i, label: '10 %' },
    );
  }
  return out;
}

function layout(g: Group, width: number, height: number, fullscreen: boolean) {
  const sizing = graphSizing(g.nodes.length, fullscreen);
  const label = (id: number) => cutLabel(g.names.get(id) ?? '');
  const spots = graphLayout({
    nodes: g.nodes,
    links: g.links,
    label,
    measure: (text) => estimateLabelWidth(text),
    width,
    height,
    symbolSize: sizing.symbolSize,
    edgeLength: sizing.edgeLength,
  });
  return { spots, label, symbolSize: sizing.symbolSize };
}

/** The box a node's label is drawn in, as ECharts places a label beside or under a marker. */
function labelBox(spot: NodeSpot, text: string, symbolSize: number) {
  const width = estimateLabelWidth(text);
  const height = LABEL_FONT_SIZE + 2;
  const off = symbolSize / 2 + LABEL_DISTANCE;
  if (spot.side === 'bottom') return { x: spot.x - width / 2, y: spot.y + off, width, height };
  const x = spot.side === 'right' ? spot.x + off : spot.x - off - width;
  return { x, y: spot.y - height / 2, width, height };
}

type Box = ReturnType<typeof labelBox>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectReadable(g: Group, width: number, height: number, fullscreen: boolean) {
  const { spots, label, symbolSize } = layout(g, width, height, fullscreen);
  expect(spots.size).toBe(g.nodes.length);
  const boxes = g.nodes.map((node) => labelBox(spots.get(node.id)!, label(node.id), symbolSize));
  for (const [i, box] of boxes.entries()) {
    // Inside the canvas, whole.
    expect(box.x, `label ${i} left`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `label ${i} right`).toBeLessThanOrEqual(width);
    expect(box.y, `label ${i} top`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `label ${i} bottom`).toBeLessThanOrEqual(height);
    for (const [j, other] of boxes.entries())
      if (j > i) expect(overlap(box, other), `labels ${i} and ${j}`).toBe(false);
  }
  return spots;
}

describe('graph layout', () => {
  it('reads every label of a 30-node group in full screen', () => {
    expectReadable(group(3, 26), 1240, 756, true);
    // All on one side, with the longest names the label cut leaves.
    expectReadable(
      group(0, 29, (i) => `Northern Capital Bank of Siberia ${i}`),
      1240,
      756,
      true,
    );
  });

  it('spreads a 14-node group over the page’s canvas (not 300×200 px of it)', () => {
    const spots = expectReadable(group(1, 12), 934, 420, false);
    const ys = [...spots.values()].map((s) => s.y);
    const xs = [...spots.values()].map((s) => s.x);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(0.8 * 420);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(0.5 * 934);
  });

  it('keeps a small group readable, owners left of the issuer and holdings right', () => {
    const spots = expectReadable(group(1, 2), 934, 420, false);
    const main = spots.get(1)!;
    expect(main.side).toBe('bottom');
    expect(spots.get(2)!.x).toBeLessThan(main.x);
    expect(spots.get(2)!.side).toBe('left');
    expect(spots.get(3)!.x).toBeGreaterThan(main.x);
    expect(spots.get(3)!.side).toBe('right');
    // A few nodes are not stretched to the canvas' edges.
    expect(Math.abs(spots.get(3)!.y - spots.get(4)!.y)).toBeLessThanOrEqual(64);
    // Narrow screens (680 px: a canvas of about 620 px) too.
    expectReadable(group(1, 2), 620, 420, false);
    expectReadable(group(0, 9), 620, 420, false);
  });

  it('keeps the issuer at least the link length from a one-sided column', () => {
    const spots = layout(group(0, 3), 934, 420, false).spots;
    expect(spots.get(2)!.x - spots.get(1)!.x).toBeGreaterThanOrEqual(35);
  });

  it('puts the nodes a column cannot hold in a further column', () => {
    const spots = layout(group(0, 40), 1240, 420, false).spots;
    const columns = new Set([...spots.values()].filter((s) => s.side === 'right').map((s) => s.x));
    expect(columns.size).toBe(2);
  });

  it('estimates a Chinese label twice as wide as a Latin one of as many characters', () => {
    expect(estimateLabelWidth('伏尔加能源')).toBe(2 * estimateLabelWidth('Volga'));
  });
});
