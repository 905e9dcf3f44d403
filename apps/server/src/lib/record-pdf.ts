/**
 * A one-page PDF (PDF 1.4, ISO 32000-1 §7.5 file structure) that carries a record: what this
 * instance serves for a file it does not hold (the demo world stores records, not files), or a
 * report it writes itself. Shared by modules (documents, comments' files, the praams report).
 * No PDF library is in the stack, and none is needed for one page of
 * text: the standard Type 1 fonts (Helvetica) need no embedding. They cover WinAnsiEncoding
 * (Latin-1) only, so callers write English and other characters print as '?'.
 */

export interface PdfLine {
  label: string;
  value: string;
}

/** Latin-1 text safe inside a PDF string literal (§7.3.4.2: \, ( and ) escaped). */
function pdfText(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A4 portrait in points; the text starts an inch from the top left. */
const PAGE = { width: 595, height: 842, margin: 56 };

function contentStream(title: string, lines: readonly PdfLine[], note: string): string {
  const top = PAGE.height - PAGE.margin - 18;
  return [
    'BT',
    `/F1 18 Tf ${PAGE.margin} ${top} Td (${pdfText(title)}) Tj`,
    '/F2 11 Tf 16 TL 0 -14 Td',
    ...lines.map((l) => `T* (${pdfText(`${l.label}: ${l.value}`)}) Tj`),
    '/F2 9 Tf 13 TL T* T*',
    `(${pdfText(note)}) Tj`,
    'ET',
  ].join('\n');
}

/** The bytes of a one-page PDF: a title, `label: value` lines and a closing note. */
export function recordPdf(title: string, lines: readonly PdfLine[], note: string): Buffer {
  const stream = contentStream(title, lines, note);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Bondsight) >>`,
  ];
  // A binary comment after the header tells transfer tools the file is binary (§7.5.2).
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes, its end of line included (§7.5.4).
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
