import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagePdfBlock } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { ApiError } from '../../../lib/api-client';
import type { PrintableBlock } from '../print-blocks';
import { PdfDialog } from './pdf-dialog';

afterEach(cleanup);

const SHOWN: PrintableBlock[] = [
  { id: 'summary', title: 'Bond summary' },
  { id: 'chart', title: 'Chart and archive' },
  { id: 'ratings', title: 'Credit ratings' },
  { id: 'documents', title: 'Documents' },
  { id: 'extra-identifiers', title: 'Identifiers' },
  { id: 'similar', title: 'Similar bonds' },
];

type Download = (blocks: PagePdfBlock[], signal: AbortSignal) => Promise<void>;

const open = (
  onDownload: Download = vi.fn(async () => undefined),
  onClose = vi.fn(),
  blocks = SHOWN,
) => renderShell(<PdfDialog open blocks={blocks} onClose={onClose} onDownload={onDownload} />);

const box = (id: string) => screen.getByTestId(`page-pdf-block-${id}`) as HTMLInputElement;

describe('the page PDF dialog', () => {
  it("offers one checkbox per shown block, all checked, named with the page's own titles", async () => {
    await open();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.dataset.testid)).toEqual(SHOWN.map((b) => `page-pdf-block-${b.id}`));
    expect(boxes.every((b) => b.checked)).toBe(true);
    expect(screen.getAllByTestId('page-pdf-block-title').map((t) => t.textContent)).toEqual(
      SHOWN.map((b) => b.title),
    );
    // A block the page does not show is not offered.
    expect(screen.queryByTestId('page-pdf-block-praams')).toBeNull();
  });

  it('checks a block that joins the list later (a lazy block drew), unless "none" was chosen', async () => {
    const onDownload = vi.fn<Download>(async () => undefined);
    const view = await open(onDownload, vi.fn(), SHOWN.slice(0, 2));
    fireEvent.click(box('chart'));
    view.rerender(<PdfDialog open blocks={SHOWN} onClose={vi.fn()} onDownload={onDownload} />);
    expect(box('similar').checked).toBe(true);
    expect(box('extra-identifiers').checked).toBe(true);
    expect(box('chart').checked).toBe(false);
    fireEvent.click(screen.getByTestId('page-pdf-none'));
    view.rerender(
      <PdfDialog
        open
        blocks={[...SHOWN, { id: 'praams', title: 'PRAAMS' }]}
        onClose={vi.fn()}
        onDownload={onDownload}
      />,
    );
    expect(box('praams').checked).toBe(false);
  });

  it('lays the choices out with the 4-column list class (page-export.css: 2 at 680 px)', async () => {
    await open();
    expect(screen.getByTestId('page-pdf-blocks').classList.contains('pdf-block-list')).toBe(true);
  });

  it('sends the checked blocks in page order and closes when the file is saved', async () => {
    const onDownload = vi.fn<Download>(async () => undefined);
    const onClose = vi.fn();
    await open(onDownload, onClose);
    fireEvent.click(box('ratings'));
    fireEvent.click(box('documents'));
    expect(box('ratings').checked).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    expect(onDownload.mock.calls[0]![0]).toEqual([
      'summary',
      'chart',
      'extra-identifiers',
      'similar',
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a progress bar with the seconds spent while the server prints, and a cancel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let finish!: () => void;
      const onDownload = vi.fn<Download>(
        () => new Promise<void>((resolve) => (finish = () => resolve())),
      );
      await open(onDownload);
      await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
      expect(screen.getByTestId('page-pdf-progress').textContent).toContain('preparing');
      expect(screen.getByRole('progressbar')).toBeTruthy();
      expect((screen.getByTestId('page-pdf-download') as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByTestId('page-pdf-cancel')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(2_100));
      // The test harness shows label keys; the seconds are the label's value.
      expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('elapsed');
      await act(async () => finish());
      expect(screen.queryByTestId('page-pdf-progress')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancel stops waiting: the signal aborts, the dialog stays open without an error', async () => {
    let signal!: AbortSignal;
    const onDownload = vi.fn<Download>(
      (_, s) =>
        new Promise<void>((_resolve, reject) => {
          signal = s;
          s.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const onClose = vi.fn();
    await open(onDownload, onClose);
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-cancel')));
    expect(signal.aborted).toBe(true);
    expect(screen.queryByTestId('page-pdf-progress')).toBeNull();
    expect(screen.queryByTestId('page-pdf-error')).toBeNull();
    expect((screen.getByTestId('page-pdf-download') as HTMLButtonElement).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the page is still loading blocks while it is', async () => {
    await renderShell(
      <PdfDialog open finding blocks={SHOWN} onClose={vi.fn()} onDownload={vi.fn()} />,
    );
    expect(screen.getByTestId('page-pdf-finding').textContent).toContain('finding_blocks');
  });

  it("shows the printer's refusal in the dialog and stays open", async () => {
    const onDownload = vi.fn<Download>(async () => {
      throw new ApiError(429, 'page_pdf_busy', 'page_pdf_busy');
    });
    const onClose = vi.fn();
    await open(onDownload, onClose);
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    expect(screen.getByTestId('page-pdf-error').textContent).toBe('error_page_pdf_busy');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for at least one block instead of calling the server', async () => {
    const onDownload = vi.fn<Download>(async () => undefined);
    await open(onDownload);
    fireEvent.click(screen.getByTestId('page-pdf-none'));
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    expect(onDownload).not.toHaveBeenCalled();
    expect(screen.getByTestId('page-pdf-error').textContent).toBe('no_blocks');
    fireEvent.click(screen.getByTestId('page-pdf-all'));
    expect(box('summary').checked).toBe(true);
  });
});
