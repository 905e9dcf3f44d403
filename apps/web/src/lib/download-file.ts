import { CSRF_HEADER } from '@bondsight/contracts/cookies';
import type { TableExportRequest } from '@bondsight/contracts';
import { apiError, apiUrl } from './api-client';
import { readCsrfToken } from './cookies';
import { saveBlob } from './save-blob';

/** The name the server gave the file (Content-Disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file the server may refuse (an Excel export: many_points, no_data_for_period,
 * need_auth...): fetched first, so a refusal comes back as an ApiError the page shows as a
 * notice instead of a saved error page. Success saves the file under the server's name.
 */
export async function downloadFile(url: string, init: RequestInit = {}, fallback = 'export.xlsx') {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  const token = readCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  const response = await fetch(url, { credentials: 'same-origin', ...init, headers });
  if (!response.ok) throw apiError(response.status, await response.json().catch(() => null));
  saveBlob(await response.blob(), fileNameOf(response, fallback));
}

/** Any shared data table as an Excel file: its visible columns and rows, written by the server. */
export function downloadTableXlsx(table: TableExportRequest) {
  return downloadFile(
    apiUrl('POST /api/export/table.xlsx', { body: table }),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(table),
    },
    `${table.fileName ?? 'table'}.xlsx`,
  );
}
