import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedZip } from './stored-zip';

/** Reads a stored ZIP back through its central directory, as an unzip tool does. */
function readZip(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const entries: { name: string; bytes: Buffer; crc: number; date: number }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.readUInt16LE(local + 8)).toBe(0);
    const size = zip.readUInt32LE(local + 22);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({
      name,
      bytes: zip.subarray(dataAt, dataAt + size),
      crc: zip.readUInt32LE(at + 16),
      date: zip.readUInt16LE(at + 14),
    });
    at += 46 + nameLength;
  }
  return entries;
}

describe('storedZip', () => {
  const modified = new Date('2026-11-20T10:30:00Z');

  it('starts with a local file header and reads back entry by entry, CRC included', () => {
    const files = [
      { name: 'msfo-2026-q3-rus.pdf', bytes: Buffer.from('%PDF-1.4\nhello'), modified },
      { name: 'отчёт/readme.txt', bytes: Buffer.from('second'), modified },
    ];
    const zip = storedZip(files);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    entries.forEach((entry, i) => {
      expect(entry.bytes).toEqual(files[i]!.bytes);
      expect(entry.crc).toBe(crc32(files[i]!.bytes));
      // MS-DOS date: years since 1980, month, day.
      expect(entry.date).toBe(((2026 - 1980) << 9) | (11 << 5) | 20);
    });
  });

  it('writes an empty archive as its end record alone', () => {
    expect(storedZip([])).toEqual(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]),
    );
  });
});
