import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Language } from '@bondsight/contracts';
import { writeWorkbook, type ExcelSheet } from './workbook-writer';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file name safe in a Content-Disposition header: ASCII letters, digits, '.', '_' and '-'. */
export const safeFileName = (name: string) =>
  name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';

/**
 * Streams a workbook as the reply: the headers go first and the rows follow as they are
 * written. Everything that can refuse (access, bad input, no data) must have run before this
 * is called: once the stream is sent, a failure can only cut the download short.
 */
export function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  sheets: readonly ExcelSheet[],
  lang: Language,
) {
  const stream = new PassThrough();
  reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`)
    .header('cache-control', 'private, no-store');
  writeWorkbook(stream, sheets, lang).catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx export failed while streaming');
    stream.destroy(error as Error);
  });
  // A stream is sent as is: the serializer never sees it.
  return reply.send(stream);
}
