import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagePdfBlock } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { ApiError } from '../../../lib/api-client';
import { PdfDialog } from './pdf-dialog';

afterEach(cleanup);

const SHOWN: PagePdfBlock[] = ['summary', 'chart', 'ratings', 'documents', 'similar'];

const open = (onDownload = vi.fn(async () => undefined), onClose = vi.fn()) =>
  renderShell(<PdfDialog open shown={SHOWN} onClose={onClose} onDownload={onDownload} />);

const box = (id: string) => screen.getByTestId(`page-pdf-block-${id}`) as HTMLInputElement;

describe('the page PDF dialog', () => {
  it('offers one checkbox per shown block, all checked (show and check)', async () => {
    await open();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.dataset.testid)).toEqual(SHOWN.map((id) => `page-pdf-block-${id}`));
    expect(boxes.every((b) => b.checked)).toBe(true);
    // A block the page does not show is not offered.
    expect(screen.queryByTestId('page-pdf-block-praams')).toBeNull();
    expect(screen.getByText('block_ratings')).toBeTruthy();
  });

  it('lays the choices out with the 4-column list class (page-export.css: 2 at 680 px)', async () => {
    await open();
    expect(screen.getByTestId('page-pdf-blocks').classList.contains('pdf-block-list')).toBe(true);
  });

  it('sends the checked blocks in page order and closes when the file is saved', async () => {
    const onDownload = vi.fn(async () => undefined);
    const onClose = vi.fn();
    await open(onDownload, onClose);
    fireEvent.click(box('ratings'));
    fireEvent.click(box('documents'));
    expect(box('ratings').checked).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    expect(onDownload).toHaveBeenCalledWith(['summary', 'chart', 'similar']);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows progress while the server prints', async () => {
    let finish!: () => void;
    const onDownload = vi.fn(
      () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    );
    await open(onDownload);
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    expect(screen.getByTestId('page-pdf-progress').textContent).toContain('preparing');
    expect((screen.getByTestId('page-pdf-download') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(screen.queryByTestId('page-pdf-progress')).toBeNull();
  });

  it("shows the printer's refusal in the dialog and stays open", async () => {
    const onDownload = vi.fn(async () => {
      throw new ApiError(429, 'page_pdf_busy', 'page_pdf_busy');
    });
    const onClose = vi.fn();
    await open(onDownload, onClose);
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    expect(screen.getByTestId('page-pdf-error').textContent).toBe('error_page_pdf_busy');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for at least one block instead of calling the server', async () => {
    const onDownload = vi.fn(async () => undefined);
    await open(onDownload);
    fireEvent.click(screen.getByTestId('page-pdf-none'));
    await act(async () => fireEvent.click(screen.getByTestId('page-pdf-download')));
    expect(onDownload).not.toHaveBeenCalled();
    expect(screen.getByTestId('page-pdf-error').textContent).toBe('no_blocks');
    fireEvent.click(screen.getByTestId('page-pdf-all'));
    expect(box('summary').checked).toBe(true);
  });
});
