/*
 * The network graph's spec constants and sizing rules (spec, issuer blocks, section 9
 * "Network graph"), as pure functions: ECharts-free, so pages and tests import them cheaply.
 */

/** Spec: the main issuer's node is blue, the others orange. */
export const MAIN_NODE_COLOR = '#5eb6e2';
export const OTHER_NODE_COLOR = '#f8bc68';

/** Spec: past this many nodes the markers shrink and the links shorten. */
export const CROWDED_NODES = 10;

/** Spec: node labels are cut at 22 characters, then an ellipsis. */
export const LABEL_MAX_CHARS = 22;

/**
 * The graph's height in the page (px), and in full screen the window less the controls and
 * the first line of the node list; the spec leaves both open.
 */
export const GRAPH_HEIGHT = 420;
export const GRAPH_HEIGHT_FULLSCREEN = 'max(420px, calc(100vh - 9rem))';

export interface GraphSizing {
  /** Node marker diameter, px. */
  symbolSize: number;
  /** The spec's link length, px: the least distance from the issuer to a column (graph-layout). */
  edgeLength: number;
  /** Whether labels may overlap (otherwise ECharts hides the ones that would). */
  labelOverlap: boolean;
  /** Whether nodes can be dragged. */
  draggable: boolean;
}

/**
 * Spec: "more than 10 nodes gives smaller markers (15 or 20, 25 in full screen) and link
 * length 25 or 35 (35 or 45 in full screen)". Read as the links are: a crowded graph gets
 * the first of each pair, a small one the second; full screen adds one step (markers
 * 20 / 25, links 35 / 45). Labels may overlap with 10 nodes or fewer, or in full screen;
 * dragging only in full screen.
 */
export function graphSizing(nodeCount: number, fullscreen: boolean): GraphSizing {
  const crowded = nodeCount > CROWDED_NODES;
  if (fullscreen) {
    return {
      symbolSize: crowded ? 20 : 25,
      edgeLength: crowded ? 35 : 45,
      labelOverlap: true,
      draggable: true,
    };
  }
  return {
    symbolSize: crowded ? 15 : 20,
    edgeLength: crowded ? 25 : 35,
    labelOverlap: !crowded,
    draggable: false,
  };
}

/**
 * A node's label: the name cut at 22 characters plus an ellipsis. Counted in code points,
 * so a Chinese name or an emoji is never split in half.
 */
export function cutLabel(name: string, max = LABEL_MAX_CHARS): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
