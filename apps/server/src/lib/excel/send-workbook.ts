import type { FastifyReply } from 'fastify';
import type { Language } from '@bondsight/contracts';
import type { ExcelSheet } from './workbook-writer';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file name safe in a Content-Disposition header: ASCII letters, digits, '.', '_' and '-'. */
export const safeFileName = (name: string) =>
  name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';

/**
 * Sends a workbook as the reply, written in a worker thread (plugins/workbooks.ts) so that
 * the event loop keeps answering while a long table is written. Refuse (access, bad input,
 * no data) before calling it.
 */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  sheets: readonly ExcelSheet[],
  lang: Language,
) {
  const file = await reply.server.workbooks.write(sheets, lang);
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}
