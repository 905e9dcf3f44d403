import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createWorkbookPool, type WorkbookPool } from '../lib/excel/workbook-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes .xlsx files in worker threads (every Excel export, through sendWorkbook). */
    workbooks: WorkbookPool;
  }
}

export default fp(async function workbooks(app: FastifyInstance) {
  const pool = createWorkbookPool();
  app.decorate('workbooks', pool);
  app.addHook('onClose', () => pool.close());
});
