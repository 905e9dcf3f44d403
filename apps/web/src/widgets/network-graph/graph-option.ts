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

/**
 * The ECharts option of the relationship graph (series-graph, force layout), a pure function
 * of the nodes, links and sizing. ECharts ids are strings; links address nodes by id.
 */
export function graphOption(
  nodes: readonly GraphNode[],
  links: readonly GraphLink[],
  sizing: GraphSizing,
) {
  return {
    tooltip: { trigger: 'item' as const, formatter: graphTooltip },
    series: [
      {
        type: 'graph' as const,
        layout: 'force' as const,
        draggable: sizing.draggable,
        roam: false,
        symbolSize: sizing.symbolSize,
        force: {
          edgeLength: sizing.edgeLength,
          repulsion: 8 * sizing.edgeLength,
          gravity: 0.1,
          // In the page the nodes are placed at once (they stay where a click finds them). A
          // draggable graph animates: ECharts' drag handler runs the layout before it fixes the
          // dragged node, and a layout run to its end at once would lay that node back.
          layoutAnimation: sizing.draggable,
        },
        labelLayout: { hideOverlap: !sizing.labelOverlap },
        label: { show: true, position: 'right' as const, fontSize: 12 },
        edgeLabel: { show: true, fontSize: 11, formatter: '{c}' },
        lineStyle: { color: '#9aa5b1', width: 1.2 },
        emphasis: { focus: 'adjacency' as const },
        data: uniqueNodes(nodes).map((node) => ({
          id: String(node.id),
          name: cutLabel(node.name),
          fullName: node.name,
          note: node.note,
          itemStyle: { color: node.main ? MAIN_NODE_COLOR : OTHER_NODE_COLOR },
        })),
        links: links.map((link) => ({
          source: String(link.source),
          target: String(link.target),
          value: link.label,
        })),
      },
    ],
  };
}

export type GraphOption = ReturnType<typeof graphOption>;
