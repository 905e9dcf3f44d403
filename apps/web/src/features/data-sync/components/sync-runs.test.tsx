import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataFreshnessResponse, SyncRun, SyncRunsResponse } from '@bondsight/contracts';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { DataFreshnessLine } from './data-freshness-line';
import { SyncRuns } from './sync-runs';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const run = (extra: Partial<SyncRun>): SyncRun => ({
  id: 1,
  source: 'moex',
  what: 'universe',
  trigger: 'schedule',
  status: 'ok',
  startedAt: '2026-11-27T16:30:00.000Z',
  finishedAt: '2026-11-27T16:32:05.000Z',
  seconds: 125,
  counts: {
    bonds: { read: 3000, inserted: 12, updated: 40, rejected: 0 },
    rows: { read: 9000, inserted: 3000, updated: 10, unchanged: 5990, rejected: 0 },
  },
  failures: [],
  failuresTotal: 0,
  requests: 9001,
  doctor: { problems: 0, findings: {}, failedChecks: [] },
  error: null,
  ...extra,
});

const RUNS: SyncRunsResponse = {
  items: [
    run({
      id: 3,
      status: 'partial',
      failures: [{ item: 'SU26444RMFS4', reason: 'answered 404 Not Found' }],
      failuresTotal: 1,
      doctor: { problems: 2, findings: { flows_after_end: 2 }, failedChecks: [] },
    }),
    run({ id: 2, source: 'ust', what: 'daily', status: 'failed', error: 'list unreadable' }),
    run({ id: 1 }),
  ],
  sources: [
    { source: 'moex', lastOk: '2026-11-27T16:32:05.000Z', stale: false },
    { source: 'ust', lastOk: null, stale: true },
  ],
};

describe('the admin data sync tab', () => {
  it('flags the stale sources first, then lists every run with its counts', async () => {
    stubApi(() => ({ body: RUNS }));
    await renderShell(<SyncRuns />);
    const rows = await screen.findAllByTestId('sync-run');
    expect(rows.map((r) => r.dataset.status)).toEqual(['partial', 'failed', 'ok']);
    expect(screen.getAllByTestId('sync-stale')).toHaveLength(1);
    expect(screen.getAllByTestId('sync-fresh')).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('3,000 / 12 / 40 / 0');
    expect(rows[0]!.textContent).toContain('flows_after_end 2');
    // The last run had nothing to show: no toggle.
    expect(within(rows[2]!).queryByTestId('sync-failures-toggle')).toBeNull();
  });

  it('expands a run to its failures with their reasons, and a crash to its error', async () => {
    stubApi(() => ({ body: RUNS }));
    await renderShell(<SyncRuns />);
    const rows = await screen.findAllByTestId('sync-run');
    expect(screen.queryByTestId('sync-failures')).toBeNull();
    fireEvent.click(within(rows[0]!).getByTestId('sync-failures-toggle'));
    expect(screen.getByTestId('sync-failures').textContent).toContain(
      'SU26444RMFS4: answered 404 Not Found',
    );
    fireEvent.click(within(rows[1]!).getByTestId('sync-failures-toggle'));
    expect(screen.getAllByTestId('sync-failures')[1]!.textContent).toContain('list unreadable');
    fireEvent.click(within(rows[0]!).getByTestId('sync-failures-toggle'));
    expect(screen.getAllByTestId('sync-failures')).toHaveLength(1);
  });
});

describe('the home page line on the data freshness', () => {
  it('says nothing when no sync ever ran (a demo world)', async () => {
    const none: DataFreshnessResponse = { dataAsOf: null, sources: [] };
    const calls = stubApi(() => ({ body: none }));
    const { container } = await renderShell(<DataFreshnessLine />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });

  it('names the data day and each source that synced (labels show as their keys here)', async () => {
    const some: DataFreshnessResponse = {
      dataAsOf: '2026-11-27',
      sources: [
        { source: 'moex', lastOk: '2026-11-27T16:32:05.000Z', stale: false },
        { source: 'ust', lastOk: null, stale: true },
      ],
    };
    stubApi(() => ({ body: some }));
    await renderShell(<DataFreshnessLine />);
    const line = await screen.findByTestId('data-freshness');
    // The day, then Moscow Exchange; the US Treasury never succeeded: not named.
    expect(line.textContent).toBe('home_as_ofhome_separatorhome_synced');
  });
});
