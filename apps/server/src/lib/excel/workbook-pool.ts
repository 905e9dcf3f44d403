import { Piscina } from 'piscina';
import type { Language } from '@bondsight/contracts';
import { SPARE_CORES } from '../spare-cores';
import { workerFile } from '../worker-file';
import type { WorkbookTask } from './excel.worker';
import type { ExcelSheet } from './workbook-writer';

export interface WorkbookPool {
  /** The .xlsx file of `sheets`, written in a worker thread. */
  write(sheets: readonly ExcelSheet[], lang: Language): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Excel files written off the event loop (issue 31 item 3): a piscina pool of one fewer
 * thread than the cores (at least one), started on the first export. How many exports run
 * at once is the fair share's business (plugins/heavy-work.ts); the pool only queues them.
 */
export function createWorkbookPool(): WorkbookPool {
  let pool: Piscina<WorkbookTask, Uint8Array> | undefined;
  return {
    async write(sheets, lang) {
      pool ??= new Piscina({
        ...workerFile(import.meta.url, 'excel.worker'),
        minThreads: 0,
        maxThreads: SPARE_CORES,
        // A thread and its memory go back when no export came for a minute.
        idleTimeout: 60_000,
      });
      // Rows are read here, once: a worker takes plain arrays, not iterators.
      const plain = sheets.map((sheet) => ({ ...sheet, rows: [...sheet.rows] }));
      const file = await pool.run({ sheets: plain, lang });
      return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    },
    async close() {
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}
