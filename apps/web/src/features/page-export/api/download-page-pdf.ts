import type { PagePdfBlock } from '@bondsight/contracts';
import { apiUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/**
 * Asks the server to print the bond page with these blocks and saves the PDF under the
 * server's name (bond-<ISIN>.pdf). A refusal comes back as an ApiError (page_pdf_busy...);
 * `signal` cancels the wait (the dialog's cancel).
 */
export function downloadPagePdf(
  bondId: number,
  blocks: readonly PagePdfBlock[],
  signal?: AbortSignal,
) {
  const body = { blocks: [...blocks] };
  return downloadFile(
    apiUrl('POST /api/bonds/:id/page.pdf', { params: { id: bondId }, body }),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
      body: JSON.stringify(body),
      signal,
    },
    `bond-${bondId}.pdf`,
  );
}
