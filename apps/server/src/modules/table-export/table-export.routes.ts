import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLabels } from '@bondsight/labels';
import { sendWorkbook } from '../../lib/excel';
import { route } from '../../plugins/endpoints';

/**
 * Any shared data table as an Excel file: the page sends the columns and rows it shows
 * (titles and values, bounded by the contract), the server writes them with the column kinds'
 * number formats. It holds no data of its own, so it reveals nothing the page did not have;
 * the permission is still the server's (excel.export).
 */
const tableExportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'POST /api/export/table.xlsx',
    async (request, reply) => {
      const table = request.body;
      const ex = readLabels(request.language, 'exports') ?? {};
      return sendWorkbook(
        reply,
        `${table.fileName ?? 'table'}.xlsx`,
        [
          {
            name: table.title,
            title: table.title,
            source: table.source || (ex.source_page ?? 'Bondsight'),
            asOf: table.asOf ?? new Date().toISOString().slice(0, 10),
            columns: table.columns,
            rows: table.rows,
          },
        ],
        request.language,
      );
    },
    { share: 'export' },
  );
};

export default tableExportRoutes;
