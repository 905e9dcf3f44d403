/**
 * A tiny PDF writer for the chart export: one page holding one JPEG. The JPEG goes in as is
 * (a DCTDecode image XObject), so no PDF library is needed and the bundle stays small.
 */
import { PDF_SCALE } from './constants';

export interface JpegInfo {
  width: number;
  height: number;
  /** 1 grey, 3 RGB (canvas exports), 4 CMYK. */
  components: number;
}

/** Reads the size from the JPEG's start-of-frame segment; null if it is not a JPEG. */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
        components: bytes[at + 9]!,
      };
    }
    at += 2 + length;
  }
  return null;
}

const COLOUR_SPACES: Record<number, string> = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' };
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
const round = (n: number) => Number(n.toFixed(2));

/**
 * A one-page PDF showing the JPEG; the page is the image size times `scale` (spec: 1/1.5), in
 * points. Throws when the bytes are not a JPEG, so a broken export fails loudly.
 */
export function jpegToPdf(jpeg: Uint8Array, scale: number = PDF_SCALE): Uint8Array<ArrayBuffer> {
  const info = readJpegInfo(jpeg);
  if (!info) throw new Error('not a JPEG image');
  const w = round(info.width * scale);
  const h = round(info.height * scale);
  const content = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
  const colourSpace = COLOUR_SPACES[info.components] ?? 'DeviceRGB';
  const objects: (string | Uint8Array)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] ` +
        '/Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [
      `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} ` +
        `/ColorSpace /${colourSpace} /BitsPerComponent 8 /Filter /DCTDecode ` +
        `/Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    ],
  ];

  const chunks: Uint8Array[] = [];
  let size = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? ascii(part) : part;
    chunks.push(bytes);
    size += bytes.length;
  };
  // The binary comment line tells transfer tools the file is binary.
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  objects.forEach((parts, i) => {
    offsets.push(size);
    push(`${i + 1} 0 obj\n`);
    parts.forEach(push);
    push('\nendobj\n');
  });
  const xref = size;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
