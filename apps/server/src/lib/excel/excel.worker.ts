import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Piscina } from 'piscina';
import type { Language } from '@bondsight/contracts';
import { writeWorkbook, type ExcelSheet } from './workbook-writer';
import { lowerThisThreadPriority } from '../process-priority';

// Below the event loop's priority: the server keeps answering while this thread works.
lowerThisThreadPriority();

export interface WorkbookTask {
  sheets: readonly ExcelSheet[];
  lang: Language;
}

/**
 * The Excel writer's worker thread (piscina): sheets in, the .xlsx file's bytes out, moved
 * (not copied) back. Writing a 5,000-row table is half a second of CPU: here, not on the
 * event loop. Built to dist/excel.worker.js beside dist/server.js.
 */
export default async function excelWorker(task: WorkbookTask) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeWorkbook(sink, task.sheets, task.lang);
  await finished(sink);
  // A buffer of its own (not a slice of Node's shared pool), so it can be moved.
  const file = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    file.set(chunk, at);
    at += chunk.length;
  }
  return Piscina.move(file);
}
