import { crc32 } from 'node:zlib';

/*
 * A ZIP archive of stored (uncompressed) entries: PKWARE APPNOTE 6.3.10, §4.3 (local file
 * headers, central directory, end of central directory record). What the server writes when a
 * listed file is an archive: no ZIP library is a dependency of the server, and stored entries
 * need no more than the headers and a CRC-32 (node:zlib computes it). Entries under 4 GiB and
 * fewer than 65,535 of them: no ZIP64.
 */

export interface ZipEntry {
  /** The path inside the archive, '/'-separated (UTF-8, flagged as such). */
  name: string;
  bytes: Buffer;
  /** The modification time recorded (MS-DOS format: 1980..2107, two-second steps). */
  modified: Date;
}

/** General purpose flag bit 11: names are UTF-8 (§4.4.4). */
const UTF8_NAMES = 0x0800;
/** Version needed to extract: 2.0 (§4.4.3). */
const VERSION = 20;

/** MS-DOS time and date of a moment, read in UTC (§4.4.6). */
function dosDateTime(moment: Date): { time: number; date: number } {
  const year = Math.min(Math.max(moment.getUTCFullYear(), 1980), 2107);
  return {
    time:
      (moment.getUTCHours() << 11) |
      (moment.getUTCMinutes() << 5) |
      Math.floor(moment.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate(),
  };
}

/** The bytes of a ZIP archive holding `entries` uncompressed, in order. */
export function storedZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.bytes);
    const { time, date } = dosDateTime(entry.modified);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // method 0: stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.bytes.length, 18); // compressed size = size
    local.writeUInt32LE(entry.bytes.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field
    locals.push(local, name, entry.bytes);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4); // made by: MS-DOS, 2.0
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.bytes.length, 20);
    central.writeUInt32LE(entry.bytes.length, 24);
    central.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal and external attributes: none (0).
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8); // entries on this disk
  end.writeUInt16LE(entries.length, 10); // entries in all
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
