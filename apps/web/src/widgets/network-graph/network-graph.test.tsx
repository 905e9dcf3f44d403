import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberFullscreen } from '../fullscreen/fullscreen-cookie';
import { drawn, handlers } from './fake-echarts-graph';
import NetworkGraph from './network-graph';
import type { GraphNode } from './graph-types';

vi.mock('./echarts-graph', () => import('./fake-echarts-graph'));

const nodes = (count: number): GraphNode[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: i === 0 ? 'Volga Energy' : `Company number ${i + 1} with a long name`,
    main: i === 0,
    href: `/company/${i + 1}/`,
    note: i === 0 ? 'this issuer' : 'Shareholder',
  }));
const linksOf = (list: GraphNode[]) =>
  list.slice(1).map((n) => ({ source: n.id, target: 1, label: '25 %' }));
const texts = { title: 'Relationship network graph', nodesTitle: 'Companies in the graph' };

const draw = (count: number, onNodeClick = vi.fn()) => {
  const list = nodes(count);
  render(
    <NetworkGraph
      id="test-graph"
      nodes={list}
      links={linksOf(list)}
      texts={texts}
      onNodeClick={onNodeClick}
    />,
  );
  return onNodeClick;
};

beforeEach(() => {
  drawn.length = 0;
  handlers.clear();
  rememberFullscreen('test-graph', false);
});
afterEach(cleanup);

const canvas = () => screen.getByTestId('network-graph-canvas');
const series = () => drawn.at(-1).series[0];

describe('network graph widget', () => {
  it('draws a small graph with the larger markers, no dragging outside full screen', () => {
    draw(4);
    expect(canvas().dataset).toMatchObject({
      nodes: '4',
      symbolSize: '20',
      edgeLength: '35',
      draggable: 'false',
    });
    expect(series().draggable).toBe(false);
    expect(series().data[1].name).toBe('Company number 2 with …');
  });

  it('shrinks past 10 nodes; full screen enlarges and lets nodes drag', () => {
    draw(12);
    expect(canvas().dataset).toMatchObject({ symbolSize: '15', edgeLength: '25' });
    expect(series().labelLayout.hideOverlap).toBe(true);
    fireEvent.click(screen.getByTestId('network-graph-fullscreen'));
    expect(screen.getByTestId('network-graph').dataset.fullscreen).toBe('true');
    expect(canvas().dataset).toMatchObject({
      symbolSize: '20',
      edgeLength: '35',
      draggable: 'true',
    });
    expect(series().draggable).toBe(true);
    expect(series().labelLayout.hideOverlap).toBe(false);
  });

  it('lists the nodes as links with their pixel positions', () => {
    draw(3);
    const entries = screen.getAllByTestId('network-graph-node');
    expect(entries.map((a) => a.getAttribute('href'))).toEqual([
      '/company/1/',
      '/company/2/',
      '/company/3/',
    ]);
    expect(entries.map((a) => [a.dataset.x, a.dataset.y, a.dataset.main])).toEqual([
      ['100', '60', 'true'],
      ['150', '60', 'false'],
      ['200', '60', 'false'],
    ]);
  });

  it('reports a node chosen on the canvas or in the list', () => {
    const onNodeClick = draw(3);
    act(() => handlers.get('click')?.({ dataType: 'node', data: { id: '2' } }));
    expect(onNodeClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    act(() => handlers.get('click')?.({ dataType: 'edge', data: {} }));
    expect(onNodeClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByTestId('network-graph-node')[2]!);
    expect(onNodeClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
  });
});
