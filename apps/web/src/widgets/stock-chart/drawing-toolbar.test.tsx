import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingToolbar } from './drawing-toolbar';
import { availableTools } from './drawing-tools';

afterEach(cleanup);

const text = (key: string) => `[${key}]`;

describe('drawing toolbar', () => {
  it('has a labelled button per tool, the active one pressed', () => {
    render(
      <DrawingToolbar
        tools={availableTools(false)}
        active="fibonacci"
        drawings={0}
        text={text}
        onPick={() => undefined}
        onRemoveAll={() => undefined}
      />,
    );
    expect(screen.getByRole('toolbar', { name: '[toolbar_label]' })).toBeTruthy();
    expect(screen.getByTestId('stock-chart-tool-segment').textContent).toBe('[tool_segment]');
    expect(screen.getByTestId('stock-chart-tool-fibonacci').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByTestId('stock-chart-tool-segment').getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('reports picks, and offers removal only when something is drawn', () => {
    const onPick = vi.fn();
    const onRemoveAll = vi.fn();
    const { rerender } = render(
      <DrawingToolbar
        tools={availableTools(false)}
        active={null}
        drawings={0}
        text={text}
        onPick={onPick}
        onRemoveAll={onRemoveAll}
      />,
    );
    fireEvent.click(screen.getByTestId('stock-chart-tool-rectangle'));
    expect(onPick).toHaveBeenCalledWith('rectangle');
    const remove = screen.getByTestId('stock-chart-remove-all') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    rerender(
      <DrawingToolbar
        tools={availableTools(false)}
        active={null}
        drawings={2}
        text={text}
        onPick={onPick}
        onRemoveAll={onRemoveAll}
      />,
    );
    fireEvent.click(remove);
    expect(onRemoveAll).toHaveBeenCalledOnce();
  });

  it('leaves out the price-printing tools when values are hidden', () => {
    render(
      <DrawingToolbar
        tools={availableTools(true)}
        active={null}
        drawings={0}
        text={text}
        onPick={() => undefined}
        onRemoveAll={() => undefined}
      />,
    );
    expect(screen.queryByTestId('stock-chart-tool-price')).toBeNull();
    expect(screen.queryByTestId('stock-chart-tool-fibonacci')).toBeNull();
  });
});
