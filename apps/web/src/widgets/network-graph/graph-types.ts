/** The widget's data-free input: the page turns its answer into nodes and links. */

export interface GraphNode {
  /** Unique in the graph (the issuer id). */
  id: number;
  /** The full name (the label cuts it; the tooltip and the list show it whole). */
  name: string;
  /** The main node, drawn blue; the others orange. */
  main: boolean;
  /** Where the node leads (its page), for the list under the graph. */
  href: string;
  /** A line under the name in the tooltip and the list (the link type, the share). */
  note?: string;
}

export interface GraphLink {
  source: number;
  target: number;
  /** Text on the link (spec: the share). */
  label: string;
}

/** Texts the widget shows, from the page's labels. */
export interface GraphTexts {
  /** The chart's accessible name and the full-screen button's tooltip. */
  title: string;
  /** The heading of the node list under the chart. */
  nodesTitle: string;
}
