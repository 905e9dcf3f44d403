import type { ColumnMeta } from './columns';
import { textArrayLiteral } from './encode';

/**
 * PostgreSQL's binary COPY format, for PGlite. Text COPY makes the server parse every number
 * (strtod under WebAssembly costs microseconds a field: a 30-column row of doubles took
 * seven times longer as text than as binary), so rows are sent as binary tuples instead.
 */
const EPOCH_2000_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
const TEXT_OID = 25;
const HEADER = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** Days since 2000-01-01 of an ISO date; worlds reuse few dates, so they are remembered. */
const dayCache = new Map<string, number>();
function pgDate(s: string): number {
  let d = dayCache.get(s);
  if (d === undefined) {
    d = Math.round(
      (Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10))) -
        EPOCH_2000_MS) /
        DAY_MS,
    );
    if (dayCache.size > 100_000) dayCache.clear();
    dayCache.set(s, d);
  }
  return d;
}

const stampCache = new Map<string, bigint>();
function pgTimestamp(s: string): bigint {
  let t = stampCache.get(s);
  if (t === undefined) {
    t = BigInt(Date.parse(s) - EPOCH_2000_MS) * 1000n;
    if (stampCache.size > 1000) stampCache.clear();
    stampCache.set(s, t);
  }
  return t;
}

/** Element type ids of the array parameters (pg_type.oid). */
const OID: Record<ColumnMeta['kind'], number> = {
  int: 23,
  float: 701,
  text: 25,
  date: 1082,
  bool: 16,
  json: 3802,
  textArray: 25,
  time: 1083,
  timestamp: 1184,
};

/**
 * Binary values as PostgreSQL's send/recv functions lay them out: a COPY field and an array
 * element are the same bytes (a length, then the value), so one writer serves PGlite's
 * binary COPY and the binary array parameters sent to a PostgreSQL server.
 */
export class BinaryWriter {
  private buf: Buffer;
  private o = 0;

  private constructor(bytes: number) {
    this.buf = Buffer.allocUnsafe(Math.max(256, bytes));
  }

  /** A binary COPY stream of rows given column by column (values[k][i]: column k, row i). */
  static copy(columns: readonly ColumnMeta[], values: readonly unknown[][]): Buffer {
    const w = new BinaryWriter(21 + (values[0] ?? []).length * (2 + columns.length * 12));
    w.ensure(HEADER.length + 8);
    HEADER.copy(w.buf, 0);
    w.buf.writeInt32BE(0, 11);
    w.buf.writeInt32BE(0, 15);
    w.o = 19;
    const n = (values[0] ?? []).length;
    for (let i = 0; i < n; i++) {
      w.ensure(2);
      w.buf.writeInt16BE(columns.length, w.o);
      w.o += 2;
      for (let k = 0; k < columns.length; k++)
        w.value(columns[k] as ColumnMeta, (values[k] as unknown[])[i]);
    }
    w.ensure(2);
    w.buf.writeInt16BE(-1, w.o);
    w.o += 2;
    return w.buf.subarray(0, w.o);
  }

  /** A one-dimensional binary array of a column's values (an array of text for text[] columns). */
  static array(column: ColumnMeta, values: readonly unknown[]): Buffer {
    const w = new BinaryWriter(20 + values.length * 12);
    w.ensure(20);
    w.buf.writeInt32BE(1, 0);
    w.buf.writeInt32BE(values.some((v) => v === null || v === undefined) ? 1 : 0, 4);
    w.buf.writeInt32BE(OID[column.kind], 8);
    w.buf.writeInt32BE(values.length, 12);
    w.buf.writeInt32BE(1, 16);
    w.o = 20;
    const asText = column.kind === 'textArray';
    for (const v of values) {
      if (asText && v !== null && v !== undefined) w.text(textArrayLiteral(v as string[]));
      else w.value(column, v);
    }
    return w.buf.subarray(0, w.o);
  }

  private ensure(bytes: number) {
    if (this.o + bytes <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.o + bytes) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.o);
    this.buf = next;
  }

  private text(s: string) {
    this.ensure(4 + s.length * 3);
    const n = this.buf.write(s, this.o + 4, 'utf8');
    this.buf.writeInt32BE(n, this.o);
    this.o += 4 + n;
  }

  private value(c: ColumnMeta, v: unknown) {
    this.ensure(16);
    if (v === null || v === undefined) {
      this.buf.writeInt32BE(-1, this.o);
      this.o += 4;
      return;
    }
    switch (c.kind) {
      case 'int':
        this.buf.writeInt32BE(4, this.o);
        this.buf.writeInt32BE(v as number, this.o + 4);
        this.o += 8;
        return;
      case 'float':
        if (typeof v !== 'number' || !Number.isFinite(v))
          throw new Error(`column ${c.name}: ${String(v)} is not a finite number`);
        this.buf.writeInt32BE(8, this.o);
        this.buf.writeDoubleBE(v, this.o + 4);
        this.o += 12;
        return;
      case 'bool':
        this.buf.writeInt32BE(1, this.o);
        this.buf.writeUInt8(v ? 1 : 0, this.o + 4);
        this.o += 5;
        return;
      case 'date':
        this.buf.writeInt32BE(4, this.o);
        this.buf.writeInt32BE(pgDate(v as string), this.o + 4);
        this.o += 8;
        return;
      case 'timestamp':
        this.buf.writeInt32BE(8, this.o);
        // The writer's default is ISO text; a row may carry its own as a Date.
        this.buf.writeBigInt64BE(
          pgTimestamp(v instanceof Date ? v.toISOString() : (v as string)),
          this.o + 4,
        );
        this.o += 12;
        return;
      case 'time': {
        const [h, m, s] = (v as string).split(':').map(Number) as [number, number, number];
        this.buf.writeInt32BE(8, this.o);
        this.buf.writeBigInt64BE(BigInt(((h * 60 + m) * 60 + s) * 1_000_000), this.o + 4);
        this.o += 12;
        return;
      }
      case 'json': {
        const json = JSON.stringify(v);
        this.ensure(5 + json.length * 3);
        const n = this.buf.write(json, this.o + 5, 'utf8');
        this.buf.writeInt32BE(n + 1, this.o);
        this.buf.writeUInt8(1, this.o + 4);
        this.o += 5 + n;
        return;
      }
      case 'textArray':
        this.textArray(v as string[]);
        return;
      default:
        this.text(String(v));
    }
  }

  private textArray(items: readonly string[]) {
    const start = this.o;
    this.ensure(24);
    this.o += 4;
    this.buf.writeInt32BE(items.length > 0 ? 1 : 0, this.o);
    this.buf.writeInt32BE(0, this.o + 4);
    this.buf.writeInt32BE(TEXT_OID, this.o + 8);
    this.o += 12;
    if (items.length > 0) {
      this.buf.writeInt32BE(items.length, this.o);
      this.buf.writeInt32BE(1, this.o + 4);
      this.o += 8;
      for (const item of items) this.text(item);
    }
    this.buf.writeInt32BE(this.o - start - 4, start);
  }
}
