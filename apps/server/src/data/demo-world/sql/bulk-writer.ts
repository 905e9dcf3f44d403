import type { PgTable } from 'drizzle-orm/pg-core';
import { tableMeta, type TableMeta } from './columns';
import type { SqlSession } from './session';

export interface Sink<Row> {
  push(row: Row): void;
}

interface Buffer {
  meta: TableMeta;
  rows: Record<string, unknown>[];
  written: number;
}

/**
 * Buffers rows per table and writes them in big batches. Any full buffer flushes every
 * buffer in the order the sinks were opened, so parents (opened first) always reach the
 * database before rows that reference them. Writes are pipelined: up to `maxInFlight`
 * batches may be on their way while the caller computes the next ones; `settle()` is the
 * back-pressure point that keeps memory bounded.
 */
export class BulkWriter {
  private readonly buffers: Buffer[] = [];
  private inFlight: Promise<void>[] = [];
  private failure: unknown = null;
  private buffered = 0;

  constructor(
    private readonly session: SqlSession,
    private readonly defaults: Record<string, unknown>,
    private readonly batchRows = 20_000,
    private readonly maxInFlight = 2,
  ) {}

  /**
   * A sink writing `keys` of each row; `defaults` fill what a row leaves undefined (the
   * writer's own defaults are always there: source 'demo' and the world's as-of time).
   */
  sink<T extends PgTable>(
    table: T,
    keys: readonly (keyof T['$inferInsert'] & string)[],
    defaults: Partial<T['$inferInsert']> = {},
  ): Sink<T['$inferInsert']> {
    const meta = tableMeta(table, keys, { ...this.defaults, ...defaults });
    const buffer: Buffer = { meta, rows: [], written: 0 };
    this.buffers.push(buffer);
    return {
      push: (row) => {
        buffer.rows.push(row as Record<string, unknown>);
        if (++this.buffered >= this.batchRows || buffer.rows.length >= this.batchRows) this.flush();
      },
    };
  }

  /** Sends every buffered row (in sink order) without waiting for the database. */
  flush(): void {
    for (const buffer of this.buffers) {
      if (buffer.rows.length === 0) continue;
      const rows = buffer.rows;
      buffer.rows = [];
      buffer.written += rows.length;
      const done = this.session.load(buffer.meta, rows).catch((error: unknown) => {
        this.failure ??= error;
      });
      this.inFlight.push(done);
    }
    this.buffered = 0;
  }

  /** Waits until few enough batches are in flight; rethrows a failed write. */
  async settle(): Promise<void> {
    while (this.inFlight.length > this.maxInFlight) await this.inFlight.shift();
    if (this.failure) throw this.failure;
  }

  /** Writes everything and waits for the database. */
  async close(): Promise<void> {
    this.flush();
    await Promise.all(this.inFlight);
    this.inFlight = [];
    if (this.failure) throw this.failure;
  }

  /** Rows written per table so far. */
  counts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const b of this.buffers)
      counts[b.meta.name] = (counts[b.meta.name] ?? 0) + b.written + b.rows.length;
    return counts;
  }
}
