/*
 * Where the relationship graph puts its nodes, as a pure function of the nodes, the links, the
 * canvas size and the label widths. Issue 30: a force layout packed 14 nodes into 300×200 px of
 * a 934×420 canvas with labels over labels, and full screen did not spread them. The graph is
 * a star (every company is linked to the issuer), so it is laid out in columns, as a family
 * tree reads: the issuer in the middle, its owners in a column on the left (labels to their
 * left), what it owns in a column on the right (labels to their right), each column spread
 * over the canvas' height. A label then has its own row and its own side: none can overlap
 * while the rows are at least a label's height apart, which a 30-node group in full screen is.
 */
import type { GraphLink, GraphNode } from './graph-types';

/** Which side of its marker a node's label is drawn on (ECharts label positions). */
export type LabelSide = 'left' | 'right' | 'bottom';

export interface NodeSpot {
  x: number;
  y: number;
  side: LabelSide;
}

export interface LayoutInput {
  /** Unique nodes; the main one (or the first) goes in the middle. */
  nodes: readonly Pick<GraphNode, 'id' | 'main'>[];
  links: readonly GraphLink[];
  /** The label drawn for a node (its cut name), by id. */
  label(id: number): string;
  /** A label's width in px (the widget measures with the canvas' font; tests estimate). */
  measure(text: string): number;
  width: number;
  height: number;
  symbolSize: number;
  /** The spec's link length: the shortest distance from the issuer to a column. */
  edgeLength: number;
}

/** The label font (ECharts' graph label) and the room a label line takes, px. */
export const LABEL_FONT_SIZE = 12;
export const LABEL_FONT = `${LABEL_FONT_SIZE}px sans-serif`;
/** Rows closer than this would put one label's line over the next one's. */
export const MIN_ROW = 18;
/** A few nodes are not stretched over the whole height: they stay this close at most. */
const MAX_ROW = 64;
/** ECharts' label distance from its marker, px. */
export const LABEL_DISTANCE = 5;
/** The canvas' margin and the room between two columns of one side, px. */
const PADDING = 12;
const COLUMN_GAP = 24;

/** A label's width when no canvas measures it: a CJK character is twice a Latin one. */
export function estimateLabelWidth(text: string, fontSize = LABEL_FONT_SIZE): number {
  let units = 0;
  for (const char of text) units += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 2 : 1;
  return Math.ceil(units * fontSize * 0.6);
}

/** Cuts a side's nodes into columns of at most `rows` nodes. */
function columnsOf<T>(list: readonly T[], rows: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += rows) out.push(list.slice(i, i + rows));
  return out;
}

/** A column's nodes spread over the height around its middle, at most MAX_ROW apart. */
function rowsOf(count: number, height: number, top: number): number[] {
  if (count === 1) return [height / 2];
  const room = height - 2 * top;
  const pitch = Math.min(MAX_ROW, room / (count - 1));
  const first = height / 2 - (pitch * (count - 1)) / 2;
  return Array.from({ length: count }, (_, i) => first + i * pitch);
}

export function graphLayout(input: LayoutInput): Map<number, NodeSpot> {
  const { nodes, links, width, height, symbolSize } = input;
  const spots = new Map<number, NodeSpot>();
  const main = nodes.find((node) => node.main) ?? nodes[0];
  if (!main) return spots;
  // A company whose link runs to the issuer owns (a share of) it: the left. The rest: right.
  const owners = new Set(
    links.filter((link) => link.target === main.id).map((link) => link.source),
  );
  const others = nodes.filter((node) => node.id !== main.id);
  const left = others.filter((node) => owners.has(node.id));
  const right = others.filter((node) => !owners.has(node.id));

  // The top and bottom rows keep their marker and label inside the canvas.
  const top = Math.max(symbolSize / 2, MIN_ROW / 2) + PADDING / 2;
  const rows = Math.max(1, Math.floor((height - 2 * top) / MIN_ROW) + 1);
  const labelRoom = symbolSize / 2 + LABEL_DISTANCE;
  const widest = (list: readonly { id: number }[]) =>
    Math.max(0, ...list.map((node) => input.measure(input.label(node.id))));

  /** Columns from the canvas' edge inwards; returns the innermost column's x. */
  const place = (list: readonly { id: number }[], side: 'left' | 'right') => {
    let edge = side === 'left' ? PADDING : width - PADDING;
    let inner = edge;
    for (const column of columnsOf(list, rows)) {
      const reach = widest(column) + labelRoom;
      const x = side === 'left' ? edge + reach : edge - reach;
      rowsOf(column.length, height, top).forEach((y, i) =>
        spots.set(column[i]!.id, { x, y, side }),
      );
      inner = x;
      const step = reach + symbolSize / 2 + COLUMN_GAP;
      edge = side === 'left' ? edge + step : edge - step;
    }
    return inner;
  };
  // The outer columns first: with more nodes than a column holds, the inner ones take the rest.
  const leftX = left.length > 0 ? place(left, 'left') : null;
  const rightX = right.length > 0 ? place(right, 'right') : null;

  // The issuer between the two sides, its label under it (centred, so kept inside the canvas).
  const mainHalf = input.measure(input.label(main.id)) / 2;
  const from = leftX ?? PADDING + mainHalf;
  const to = rightX ?? width - PADDING - mainHalf;
  let x = (from + to) / 2;
  // One side only: the issuer nearer the free side, but never closer than the link length.
  if (leftX === null && rightX !== null) x = Math.min(x, rightX - input.edgeLength);
  if (rightX === null && leftX !== null) x = Math.max(x, leftX + input.edgeLength);
  spots.set(main.id, { x: Math.max(PADDING + mainHalf, x), y: height / 2, side: 'bottom' });
  return spots;
}
