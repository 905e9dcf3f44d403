import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MultiplierGroup, MultipliersResponse } from '@bondsight/contracts';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { IssuerMultipliers } from './issuer-multipliers';
import { availablePeriods, methodologyHref, shownPeriod } from './multiplier-periods';

const group = (id: number, name: string, columns: string[]): MultiplierGroup => ({
  group_id: id,
  group_name: name,
  headers: columns.map((c) => c.slice(0, 4)),
  columns,
  body: [
    {
      code: `m${id}`,
      name: `${name} ratio, %`,
      formula: '100 × Net income / Equity',
      formula_code: '100 * msfo:profit_and_loss:net_income / msfo:balance_sheet:equity',
      unit: 'percent',
      level: 0,
      data: columns.map((_, i) => 10 + i + 0.123),
    },
    {
      code: `r${id}`,
      name: `${name} times`,
      formula: 'Current assets / Current liabilities',
      formula_code: 'msfo:balance_sheet:current_assets / msfo:balance_sheet:current_liabilities',
      unit: 'ratio',
      level: 0,
      data: columns.map((_, i) => (i === 0 ? null : 1.5)),
    },
  ],
  preview_rows: 1000,
  gate: null,
});
const QUARTERS = ['2026-09-30', '2026-06-30'];
const YEARS = ['2025-12-31'];
const both: MultipliersResponse = {
  1: [group(1, 'Profitability', QUARTERS), group(2, 'Leverage', QUARTERS)],
  2: [group(1, 'Profitability', YEARS), group(2, 'Leverage', YEARS), group(3, 'Liquidity', YEARS)],
};

afterEach(cleanup);

const render = async (answer: MultipliersResponse) => {
  stubApi(() => ({ body: answer }));
  await renderShell(<IssuerMultipliers emitentId={3} />);
};

describe('multipliers block', () => {
  it('offers Quarterly and Annual only when both have data, Quarterly first', async () => {
    await render(both);
    const tabs = await screen.findByTestId('multipliers-tabs');
    const ids = [...tabs.querySelectorAll('[role="tab"]')].map((t) =>
      t.getAttribute('data-tab-id'),
    );
    expect(ids).toEqual(['1', '2']);
    expect(tabs.querySelector('[aria-selected="true"]')?.getAttribute('data-tab-id')).toBe('1');
    expect(screen.getByTestId('multiplier-group-1')).toBeTruthy();
    fireEvent.click(tabs.querySelectorAll('[role="tab"]')[1]!);
    await waitFor(() =>
      expect(screen.getByTestId('multiplier-group-1').querySelectorAll('thead th').length).toBe(
        1 + YEARS.length,
      ),
    );
  });

  it('shows no tabs and the only period when one has data', async () => {
    await render({ 1: [], 2: both[2] });
    await screen.findByTestId('issuer-multipliers');
    expect(screen.queryByTestId('multipliers-tabs')).toBeNull();
    expect(screen.getByTestId('multiplier-group-1').querySelectorAll('thead th').length).toBe(2);
  });

  it('renders nothing when no period has data', async () => {
    const calls = stubApi(() => ({ body: { 1: [], 2: [] } }));
    const { container } = await renderShell(<IssuerMultipliers emitentId={3} />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('issuer-multipliers')).toBeNull();
    expect(container.querySelector('.issuer-multipliers')).toBeNull();
  });

  it('shows the first group, the rest behind Show more, and hides them again', async () => {
    await render(both);
    await screen.findByTestId('multiplier-group-1');
    expect(screen.queryByTestId('multiplier-group-2')).toBeNull();
    const more = screen.getByTestId('multiplier-groups-more');
    expect(more.textContent).toBe('show_more');
    fireEvent.click(more);
    expect(screen.getByTestId('multiplier-group-2')).toBeTruthy();
    expect(more.textContent).toBe('hide');
    fireEvent.click(more);
    expect(screen.queryByTestId('multiplier-group-2')).toBeNull();
  });

  it('puts the formula on the name and formats percentages and ratios with 2 decimals', async () => {
    await render(both);
    const table = await screen.findByTestId('multiplier-group-1');
    const names = table.querySelectorAll('[data-testid="multiplier-name"]');
    // The harness reads labels as their keys: the title is the 'formula' label of the formula.
    expect(names[0]!.getAttribute('title')).toBe('formula');
    expect(names[0]!.getAttribute('data-formula')).toBe('100 × Net income / Equity');
    const rows = table.querySelectorAll('tbody tr');
    const cells = (row: Element) =>
      [...row.querySelectorAll('[data-testid="multiplier-value"]')].map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['10.12%', '11.12%']);
    expect(cells(rows[1]!)).toEqual(['', '1.50']);
  });
});

describe('period rules', () => {
  it('defaults to the first period with data and keeps a choice only while it has data', () => {
    expect(availablePeriods(both)).toEqual([1, 2]);
    expect(availablePeriods({ 1: [], 2: both[2] })).toEqual([2]);
    expect(shownPeriod([1, 2], null)).toBe(1);
    expect(shownPeriod([1, 2], 2)).toBe(2);
    expect(shownPeriod([2], 1)).toBe(2);
    expect(shownPeriod([], null)).toBeNull();
  });
});

describe('multipliers methodology', () => {
  it('links the methodology PDF below the tables', async () => {
    await render(both);
    const link = await screen.findByTestId('multipliers-methodology-link');
    expect(link.getAttribute('href')).toBe('/api/methodology/financials/eng.pdf');
  });

  it('is the Russian PDF for the Russian and Ukrainian interfaces, none for central-bank ratios', () => {
    expect(methodologyHref(both, 'rus')).toBe('/api/methodology/financials/rus.pdf');
    expect(methodologyHref(both, 'ukr')).toBe('/api/methodology/financials/rus.pdf');
    expect(methodologyHref(both, 'chn')).toBe('/api/methodology/financials/eng.pdf');
    const bank = (g: MultiplierGroup): MultiplierGroup => ({
      ...g,
      body: g.body.map((r) => ({ ...r, formula_code: 'bank_rsbu:capital:n1_0' })),
    });
    expect(methodologyHref({ 1: both[1].map(bank), 2: both[2].map(bank) }, 'eng')).toBeNull();
  });
});
