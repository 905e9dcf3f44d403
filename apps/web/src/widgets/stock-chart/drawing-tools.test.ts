import { describe, expect, it } from 'vitest';
import {
  availableTools,
  DRAWING_TOOLS,
  drawingReducer,
  INITIAL_DRAWING_STATE,
  type DrawingAction,
  type DrawingState,
} from './drawing-tools';

const run = (...actions: DrawingAction[]): DrawingState =>
  actions.reduce(drawingReducer, INITIAL_DRAWING_STATE);

describe('drawing tools', () => {
  it('offers trend line, horizontal line, ray, price line, Fibonacci and rectangle', () => {
    expect(DRAWING_TOOLS.map((tool) => tool.overlay)).toEqual([
      'segment',
      'horizontalStraightLine',
      'rayLine',
      'priceLine',
      'fibonacciLine',
      'bondsightRectangle',
    ]);
  });

  it('withholds the tools that print prices when values are hidden', () => {
    expect(availableTools(false)).toHaveLength(6);
    expect(availableTools(true).map((tool) => tool.id)).toEqual([
      'segment',
      'horizontal',
      'ray',
      'rectangle',
    ]);
  });
});

describe('drawing reducer', () => {
  it('highlights the picked tool and cancels it when picked again', () => {
    expect(run({ type: 'pick', tool: 'ray' }).active).toBe('ray');
    expect(run({ type: 'pick', tool: 'ray' }, { type: 'pick', tool: 'ray' }).active).toBeNull();
    expect(run({ type: 'pick', tool: 'ray' }, { type: 'pick', tool: 'price' }).active).toBe(
      'price',
    );
  });

  it('counts a finished drawing and releases the tool', () => {
    const state = run(
      { type: 'pick', tool: 'segment' },
      { type: 'started', id: 'o1' },
      { type: 'finished', id: 'o1' },
    );
    expect(state).toEqual({ active: null, pendingId: null, drawnIds: ['o1'] });
  });

  it('counts a drawing once even if the chart reports its end twice', () => {
    const state = run({ type: 'finished', id: 'o1' }, { type: 'finished', id: 'o1' });
    expect(state.drawnIds).toEqual(['o1']);
  });

  it('drops a drawing removed on the chart (right-click)', () => {
    const state = run(
      { type: 'finished', id: 'o1' },
      { type: 'finished', id: 'o2' },
      { type: 'removed', id: 'o1' },
    );
    expect(state.drawnIds).toEqual(['o2']);
  });

  it('forgets a half-placed drawing cancelled by switching tools, keeping the new pick', () => {
    const state = run(
      { type: 'pick', tool: 'segment' },
      { type: 'started', id: 'o1' },
      { type: 'removed', id: 'o1' },
      { type: 'pick', tool: 'ray' },
      { type: 'started', id: 'o2' },
    );
    expect(state).toEqual({ active: 'ray', pendingId: 'o2', drawnIds: [] });
  });

  it('clears everything on remove all', () => {
    const state = run(
      { type: 'finished', id: 'o1' },
      { type: 'pick', tool: 'ray' },
      { type: 'cleared' },
    );
    expect(state).toEqual(INITIAL_DRAWING_STATE);
  });
});
