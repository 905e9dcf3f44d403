import { LABEL_DISTANCE, LABEL_FONT_SIZE, type NodeSpot } from './graph-layout';
import { cutLabel, MAIN_NODE_COLOR, OTHER_NODE_COLOR, type GraphSizing } from './graph-rules';
import type { GraphLink, GraphNode } from './graph-types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface TooltipParams {
  dataType?: string;
  data?: { value?: unknown; note?: string; fullName?: string };
}

/** The tooltip: a node's whole name and its note; a link's share. Names are data: escaped. */
export function graphTooltip(params: TooltipParams): string {
  const data = params.data ?? {};
  if (params.dataType === 'edge') return escapeHtml(String(data.value ?? ''));
  const name = escapeHtml(data.fullName ?? '');
  return data.note ? `${name}<br/>${escapeHtml(data.note)}` : name;
}

/** Nodes repeated in the input (two links to one issuer) are drawn once. */
export const uniqueNodes = (nodes: readonly GraphNode[]) => [
  ...new Map(nodes.map((node) => [node.id, node])).values(),
];

/** Where a link's share sits: along the link, next to the company (away from the issuer). */
const shareNear = (link: GraphLink, mainId: number | undefined) =>
  link.target === mainId ? ('insideStartTop' as const) : ('insideEndTop' as const);

/**
 * The ECharts option of the relationship graph, a pure function of the nodes, links, sizing
 * and the spots graph-layout placed them at (canvas pixels). ECharts fits the nodes' box into
 * the series' box: both are the same rectangle, so a spot is where the node is drawn. ECharts
 * ids are strings; links address nodes by id.
 */
export function graphOption(
  nodes: readonly GraphNode[],
  links: readonly GraphLink[],
  sizing: GraphSizing,
  spots: ReadonlyMap<number, NodeSpot>,
) {
  const unique = uniqueNodes(nodes);
  const placed = unique.map((node) => spots.get(node.id) ?? { x: 0, y: 0, side: 'right' as const });
  const xs = placed.map((spot) => spot.x);
  const ys = placed.map((spot) => spot.y);
  // ECharts widens a box of no width or height by 1 px each way: the series box does too.
  const box = (values: number[]) => {
    const min = values.length > 0 ? Math.min(...values) : 0;
    const max = values.length > 0 ? Math.max(...values) : 0;
    return max > min ? { start: min, size: max - min } : { start: min - 1, size: 2 };
  };
  const across = box(xs);
  const down = box(ys);
  const mainId = unique.find((node) => node.main)?.id ?? unique[0]?.id;
  return {
    tooltip: { trigger: 'item' as const, formatter: graphTooltip },
    series: [
      {
        type: 'graph' as const,
        layout: 'none' as const,
        left: across.start,
        width: across.size,
        top: down.start,
        height: down.size,
        draggable: sizing.draggable,
        roam: false,
        symbolSize: sizing.symbolSize,
        labelLayout: { hideOverlap: !sizing.labelOverlap },
        label: { show: true, fontSize: LABEL_FONT_SIZE, distance: LABEL_DISTANCE },
        edgeLabel: { show: true, fontSize: 11, formatter: '{c}' },
        lineStyle: { color: '#9aa5b1', width: 1.2 },
        emphasis: { focus: 'adjacency' as const },
        data: unique.map((node, i) => ({
          id: String(node.id),
          name: cutLabel(node.name),
          fullName: node.name,
          note: node.note,
          x: placed[i]!.x,
          y: placed[i]!.y,
          label: { position: placed[i]!.side },
          itemStyle: { color: node.main ? MAIN_NODE_COLOR : OTHER_NODE_COLOR },
        })),
        links: links.map((link) => ({
          source: String(link.source),
          target: String(link.target),
          value: link.label,
          label: { position: shareNear(link, mainId) },
        })),
      },
    ],
  };
}

export type GraphOption = ReturnType<typeof graphOption>;
