import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { FULL_ACCESS, renderWithRouter } from '../../../../test/render-with-router';
import { HoldingsXlsxButton, LadderXlsxButton } from './watchlist-xlsx';

beforeEach(() => {
  // The download is an anchor's click on a blob URL: recorded, not followed.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const buttons = (
  <>
    <HoldingsXlsxButton listId={3} />
    <LadderXlsxButton listId={3} />
  </>
);

describe("the watchlist's Excel buttons", () => {
  it('download the list and its ladder for full access, from the files the server writes', async () => {
    const calls = stubApi(() => ({ body: {} }));
    await renderWithRouter(buttons, FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('watchlist-xlsx-3'));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/watchlist/3/export.xlsx'));
    fireEvent.click(screen.getByTestId('watchlist-ladder-xlsx-3'));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/watchlist/3/ladder.xlsx'));
  });

  it('show the server refusal as a notice', async () => {
    stubApi(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'not_found' } },
    }));
    await renderWithRouter(buttons, FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('watchlist-xlsx-3'));
    expect((await screen.findByTestId('watchlist-xlsx-3-refused')).textContent).toContain(
      'not_found',
    );
  });

  it('are locked below full access and call nothing', async () => {
    const calls = stubApi(() => ({ body: {} }));
    await renderWithRouter(buttons, SIGNED_IN);
    fireEvent.click(await screen.findByTestId('watchlist-xlsx-3-locked'));
    expect((await screen.findByTestId('watchlist-xlsx-3-refused')).textContent).toContain(
      'access_denied_auth',
    );
    expect(screen.getByTestId('watchlist-ladder-xlsx-3-locked')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('.xlsx'))).toEqual([]);
  });
});
