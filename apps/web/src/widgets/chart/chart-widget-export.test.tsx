import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawn, init } from './fake-echarts';
import { renderChart } from './test-harness';

vi.mock('./echarts-setup', () => import('./fake-echarts'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const choose = (format: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'export' }));
  fireEvent.click(screen.getByRole('menuitem', { name: `export_${format}` }));
};

describe('chart widget: export', () => {
  it('draws the export offscreen at 800 px, without zoom or animation, and saves chart.png', async () => {
    const onExport = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await renderChart({ canExport: true, zoom: true, onExport });
    init.mockClear();
    choose('png');
    await waitFor(() => expect(onExport).toHaveBeenCalledWith('png'));
    expect(init).toHaveBeenCalledWith(expect.any(HTMLDivElement), null, {
      renderer: 'canvas',
      width: 680,
      height: 800,
    });
    const option = drawn.at(-1) as { animation: boolean; dataZoom: unknown[] };
    expect(option.animation).toBe(false);
    expect(option.dataZoom).toEqual([]);
    expect(clicked).toEqual(['chart.png']);
  });

  it('reports a failed export and says so', async () => {
    const onExportError = vi.fn();
    await renderChart({ canExport: true, onExportError });
    // The fake canvas answers a PNG, which the PDF writer refuses: the export fails.
    choose('pdf');
    await waitFor(() => expect(onExportError).toHaveBeenCalledWith('pdf', expect.any(Error)));
    expect(screen.getByRole('alert').textContent).toBe('export_failed');
  });
});
