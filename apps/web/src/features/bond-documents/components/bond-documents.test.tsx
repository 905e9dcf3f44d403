import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCS_DOWNLOAD_TARIFF, FULL_ACCESS_LEVEL } from '@bondsight/contracts/access';
import type { BondDocumentsResponse } from '@bondsight/contracts';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { BondDocuments } from './bond-documents';

const LIST: BondDocumentsResponse = {
  items: [
    {
      id: 17,
      title: 'Prospectus',
      type: 'prospectus',
      date: '2024-10-17',
      language: 'rus',
      mimetype: 'application/pdf',
      sizeBytes: 251_271,
      source: 'demo',
    },
  ],
};

beforeEach(() => {
  // No observer: the block counts as in view at once and loads.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('documents block', () => {
  it('lists the documents; a visitor gets the sign-in notice instead of the file', async () => {
    const calls = stubApi(() => ({ body: LIST }));
    await renderShell(<BondDocuments bondId={9} />);
    const row = await screen.findByTestId('document-row');
    expect(row.textContent).toContain('Prospectus');
    expect(row.textContent).toContain('type_prospectus');
    expect(calls.map((c) => c.path)).toEqual(['/api/bonds/9/documents/']);
    expect(screen.queryByTestId('document-download-17')).toBeNull();
    fireEvent.click(screen.getByTestId('document-download-17-locked'));
    expect(screen.getByTestId('document-download-17-refused').textContent).toBe('need_auth');
  });

  it('tells a signed-in user, and level 1077 without docsDownloadAccess, that access is needed', async () => {
    for (const globals of [SIGNED_IN, { ...SIGNED_IN, level: FULL_ACCESS_LEVEL }]) {
      stubApi(() => ({ body: LIST }));
      await renderShell(<BondDocuments bondId={9} />, { globals });
      fireEvent.click(await screen.findByTestId('document-download-17-locked'));
      expect(screen.getByTestId('document-download-17-refused').textContent).toBe(
        'access_denied_auth',
      );
      cleanup();
    }
  });

  it('links level 1077 with docsDownloadAccess straight to the file', async () => {
    stubApi(() => ({ body: LIST }));
    await renderShell(<BondDocuments bondId={9} />, {
      globals: { ...SIGNED_IN, level: FULL_ACCESS_LEVEL, tariffs: [DOCS_DOWNLOAD_TARIFF] },
    });
    const link = await screen.findByTestId('document-download-17');
    expect(link.getAttribute('href')).toMatch(/^\/api\/bonds\/9\/documents\/17\/file\/\?lang=/);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByTestId('document-download-17-locked')).toBeNull();
  });

  it('is hidden when the bond has no documents', async () => {
    stubApi(() => ({ body: { items: [] } }));
    const { container, queryClient } = await renderShell(<BondDocuments bondId={9} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
