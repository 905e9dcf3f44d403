import { useCallback, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FULLSCREEN_CLASS } from '../fullscreen/fullscreen-toggle';
import { useFullscreen } from '../fullscreen/use-fullscreen';
import { estimateLabelWidth, graphLayout, LABEL_FONT } from './graph-layout';
import { graphOption, uniqueNodes } from './graph-option';
import { cutLabel, GRAPH_HEIGHT, GRAPH_HEIGHT_FULLSCREEN, graphSizing } from './graph-rules';
import type { GraphLink, GraphNode, GraphTexts } from './graph-types';
import { useGraphChart, type GraphSize } from './use-graph-chart';
import '../fullscreen/fullscreen.css';
import './network-graph.css';

export interface NetworkGraphProps {
  /** The element id: names the full-screen cookie (spec: one per element). */
  id: string;
  nodes: readonly GraphNode[];
  links: readonly GraphLink[];
  texts: GraphTexts;
  /** A node chosen on the chart or in the list (spec: it opens the issuer's page). */
  onNodeClick: (node: GraphNode) => void;
}

/**
 * The relationship network graph (spec, issuer blocks, sections 2, 3 and 9): an ECharts force
 * graph in normal and full-screen modes, sized by graph-rules. Nodes drag only in full screen.
 * The canvas is mirrored by a list of the nodes' links under it: readable without the
 * picture, and each entry carries the node's pixel position (data-x, data-y) and the side of
 * its label (data-label-side) for tests. The nodes are placed by graph-layout over the
 * canvas' whole size, again when it changes.
 */
/** Before the canvas is measured: the page's usual width. */
const FIRST_SIZE: GraphSize = { width: 900, height: GRAPH_HEIGHT };

/** A label's width as the canvas draws it (ECharts' label font); estimated without a canvas. */
function labelMeasure(): (text: string) => number {
  const context =
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => estimateLabelWidth(text);
  context.font = LABEL_FONT;
  return (text) => Math.ceil(context.measureText(text).width);
}

export default function NetworkGraph({ id, nodes, links, texts, onNodeClick }: NetworkGraphProps) {
  const { t } = useTranslation('common');
  const root = useRef<HTMLDivElement>(null);
  const { fullscreen, toggleFullscreen } = useFullscreen(id, root);
  const unique = useMemo(() => uniqueNodes(nodes), [nodes]);
  const sizing = useMemo(() => graphSizing(unique.length, fullscreen), [unique.length, fullscreen]);
  const byId = useMemo(() => new Map(unique.map((node) => [node.id, node])), [unique]);
  const measure = useMemo(() => labelMeasure(), []);
  // Memoised: a new option lays the graph out afresh, so it changes only with its inputs.
  const optionFor = useCallback(
    (size: GraphSize) =>
      graphOption(
        unique,
        links,
        sizing,
        graphLayout({
          nodes: unique,
          links,
          label: (nodeId) => cutLabel(byId.get(nodeId)?.name ?? ''),
          measure,
          width: size.width,
          height: size.height,
          symbolSize: sizing.symbolSize,
          edgeLength: sizing.edgeLength,
        }),
      ),
    [unique, links, sizing, byId, measure],
  );
  const { host, pixels, option } = useGraphChart(
    optionFor,
    (nodeId) => {
      const node = byId.get(nodeId);
      if (node) onNodeClick(node);
    },
    FIRST_SIZE,
  );
  // Each node's label side, for the list (tests read where a label is drawn).
  const sides = useMemo(
    () => new Map(option.series[0]!.data.map((d) => [Number(d.id), d.label.position])),
    [option],
  );

  const follow = (event: MouseEvent<HTMLAnchorElement>, node: GraphNode) => {
    // A modified click (new tab, new window) stays the browser's.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNodeClick(node);
  };

  return (
    <div
      ref={root}
      id={id}
      className={fullscreen ? `network-graph ${FULLSCREEN_CLASS}` : 'network-graph'}
      data-testid="network-graph"
      data-fullscreen={fullscreen ? 'true' : 'false'}
    >
      <div className="network-graph-controls">
        <button
          type="button"
          className="fullscreen-toggle"
          aria-pressed={fullscreen}
          title={texts.title}
          data-testid="network-graph-fullscreen"
          onClick={toggleFullscreen}
        >
          <span aria-hidden="true">{fullscreen ? '⤡' : '⤢'}</span>{' '}
          {t(fullscreen ? 'common:fullscreen_off' : 'common:fullscreen_on')}
        </button>
      </div>
      <div
        ref={host}
        className="network-graph-canvas"
        role="img"
        aria-label={texts.title}
        data-testid="network-graph-canvas"
        data-nodes={unique.length}
        data-symbol-size={sizing.symbolSize}
        data-edge-length={sizing.edgeLength}
        data-draggable={sizing.draggable ? 'true' : 'false'}
        style={{ height: fullscreen ? GRAPH_HEIGHT_FULLSCREEN : GRAPH_HEIGHT }}
      />
      <h3 className="network-graph-list-title">{texts.nodesTitle}</h3>
      <ul className="network-graph-list" data-testid="network-graph-nodes">
        {unique.map((node) => {
          const spot = pixels.get(node.id);
          return (
            <li key={node.id} className={node.main ? 'is-main' : undefined}>
              <a
                href={node.href}
                data-testid="network-graph-node"
                data-node-id={node.id}
                data-main={node.main ? 'true' : 'false'}
                data-x={spot?.[0]}
                data-y={spot?.[1]}
                data-label-side={sides.get(node.id)}
                aria-current={node.main ? 'page' : undefined}
                onClick={(event) => follow(event, node)}
              >
                {node.name}
              </a>
              {node.note && <span className="network-graph-note"> · {node.note}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
