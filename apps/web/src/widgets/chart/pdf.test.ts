import { describe, expect, it } from 'vitest';
import { jpegToPdf, readJpegInfo } from './pdf';

/** A JPEG's head as far as the writer reads it: SOI, an APP0 segment, then SOF0 (1200×800). */
function fakeJpeg(): Uint8Array {
  return Uint8Array.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x20, 0x04,
    0xb0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
  ]);
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('JPEG reading', () => {
  it('finds the frame size past other segments', () => {
    expect(readJpegInfo(fakeJpeg())).toEqual({ width: 1200, height: 800, components: 3 });
  });

  it('refuses what is not a JPEG', () => {
    expect(readJpegInfo(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(() => jpegToPdf(Uint8Array.from([1, 2, 3]))).toThrow('not a JPEG');
  });
});

describe('PDF writer', () => {
  const jpeg = fakeJpeg();
  const text = latin1(jpegToPdf(jpeg));

  it('starts with the PDF header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const table = text.slice(startxref).split('\n');
    expect(table[1]).toBe('0 6');
    expect(table[2]).toBe('0000000000 65535 f ');
    for (let n = 1; n <= 5; n++) {
      const entry = table[2 + n]!;
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    expect(text).toContain('trailer\n<< /Size 6 /Root 1 0 R >>');
  });

  it('embeds the JPEG unchanged as a DCTDecode image on a page scaled by 1/1.5', () => {
    expect(text).toContain('/Subtype /Image /Width 1200 /Height 800');
    expect(text).toContain('/ColorSpace /DeviceRGB');
    expect(text).toContain(`/Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${latin1(jpeg)}`);
    expect(text).toContain('/MediaBox [0 0 800 533.33]');
    expect(text).toContain('q 800 0 0 533.33 0 0 cm /Im0 Do Q');
  });

  it('gives the content stream its true length', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([^\n]*)\nendstream/.exec(text)!;
    expect(Number(match[1])).toBe(match[2]!.length);
  });
});
