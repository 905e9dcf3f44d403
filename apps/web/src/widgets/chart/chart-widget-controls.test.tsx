import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastOption } from './fake-echarts';
import { renderChart } from './test-harness';
import { fullscreenCookieName } from '../fullscreen/fullscreen-cookie';

vi.mock('./echarts-setup', () => import('./fake-echarts'));

const clearCookie = () => {
  document.cookie = `${fullscreenCookieName('price-chart')}=; max-age=0; path=/`;
};
beforeEach(clearCookie);
afterEach(() => {
  cleanup();
  clearCookie();
});

const seriesIds = () => lastOption().series.map((s: { id: string }) => s.id);

describe('chart widget: legend', () => {
  it('hides and shows a line, telling the page', async () => {
    const onSeriesToggle = vi.fn();
    await renderChart({ onSeriesToggle });
    fireEvent.click(screen.getByRole('button', { name: 'Hide OFZ 26238' }));
    expect(onSeriesToggle).toHaveBeenLastCalledWith('b1', false);
    expect(seriesIds()).toEqual(['i1']);
    fireEvent.click(screen.getByRole('button', { name: 'Show OFZ 26238' }));
    expect(onSeriesToggle).toHaveBeenLastCalledWith('b1', true);
    expect(seriesIds()).toEqual(['b1', 'i1']);
  });

  it('starts a line hidden when the page says so', async () => {
    await renderChart({
      series: [{ id: 'x', name: 'X', model: 'etf', visible: false, data: [[1, 1]] }],
    });
    expect(seriesIds()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Show X' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('offers remove only on removable lines and reports it', async () => {
    const onSeriesRemove = vi.fn();
    await renderChart({ onSeriesRemove });
    expect(screen.queryByRole('button', { name: 'Remove OFZ 26238' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove IMOEX' }));
    expect(onSeriesRemove).toHaveBeenCalledExactlyOnceWith('i1');
  });

  it('links a line to its entity page on this origin', async () => {
    await renderChart();
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'OFZ 26238' });
    expect(link.href).toBe(`${window.location.origin}/bonds/1/`);
    expect(screen.queryByRole('link', { name: 'IMOEX' })).toBeNull();
  });
});

describe('chart widget: view controls', () => {
  it('moves title, axis and legend sizes by 1 px with A+ and A-', async () => {
    await renderChart();
    expect(lastOption().title.textStyle.fontSize).toBe(16);
    expect(lastOption().xAxis[0].axisLabel.fontSize).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'font_larger' }));
    expect(lastOption().title.textStyle.fontSize).toBe(17);
    expect(lastOption().xAxis[0].axisLabel.fontSize).toBe(16);
    expect(screen.getByRole('list', { name: 'legend' }).style.fontSize).toBe('16px');
    fireEvent.click(screen.getByRole('button', { name: 'font_smaller' }));
    fireEvent.click(screen.getByRole('button', { name: 'font_smaller' }));
    expect(lastOption().title.textStyle.fontSize).toBe(15);
    expect(lastOption().yAxis[0].axisLabel.fontSize).toBe(14);
  });

  it('draws the logo until "Show logo" is unticked', async () => {
    await renderChart();
    const ids = () => lastOption().graphic.elements.map((e: { id: string }) => e.id);
    expect(ids()).toContain('logo');
    fireEvent.click(screen.getByRole('checkbox', { name: 'show_logo' }));
    expect(ids()).not.toContain('logo');
  });

  it('draws a trend of the chosen type and reports the choice', async () => {
    const onTrendChange = vi.fn();
    await renderChart({ onTrendChange });
    expect(seriesIds()).toEqual(['b1', 'i1']);
    fireEvent.change(screen.getByRole('combobox', { name: 'trend' }), {
      target: { value: 'linear' },
    });
    expect(onTrendChange).toHaveBeenCalledWith('linear');
    // IMOEX has one point: spec, a trend needs more than one.
    expect(seriesIds()).toEqual(['b1', 'b1__trend', 'i1']);
  });

  it('remembers full screen in a cookie named after the element id', async () => {
    const { container } = await renderChart();
    const section = () => container.querySelector('section')!;
    expect(section().classList.contains('is-fullscreen')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'fullscreen_on' }));
    expect(section().classList.contains('is-fullscreen')).toBe(true);
    expect(document.cookie).toContain(`${fullscreenCookieName('price-chart')}=1`);
    cleanup();
    const again = await renderChart();
    expect(again.container.querySelector('section')!.classList.contains('is-fullscreen')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fullscreen_off' }));
    expect(document.cookie).toContain(`${fullscreenCookieName('price-chart')}=0`);
  });

  it('shows the export menu only with export rights, with the five formats', async () => {
    await renderChart();
    expect(screen.queryByRole('button', { name: 'export' })).toBeNull();
    cleanup();
    await renderChart({ canExport: true });
    fireEvent.click(screen.getByRole('button', { name: 'export' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'export_print',
      'export_png',
      'export_jpeg',
      'export_pdf',
      'export_svg',
    ]);
  });
});
