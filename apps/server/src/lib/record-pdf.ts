import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * A PDF that carries a record: what this instance serves for a file it does not hold (the demo
 * world stores records, not files), or a report it writes itself (the methodology, a period's
 * statements). Shared by modules (documents, comments' files, the praams report, report files).
 * Written with pdfkit and embedded fonts so that every interface language prints: DejaVu Sans
 * (npm dejavu-fonts-ttf) covers Latin, Cyrillic and Greek; Chinese text uses Noto Sans CJK from
 * Debian's fonts-noto-cjk when the machine has it. Text stays text (pdftotext reads it back);
 * a long record flows onto further A4 pages.
 */

export interface PdfLine {
  label: string;
  value: string;
}

const require = createRequire(import.meta.url);
const DEJAVU = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  regular: path.join(DEJAVU, 'DejaVuSans.ttf'),
  bold: path.join(DEJAVU, 'DejaVuSans-Bold.ttf'),
};
/** Debian's fonts-noto-cjk: a collection, so the face is named (Simplified Chinese). */
const CJK = {
  file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  face: 'NotoSansCJKsc-Regular',
};
const CJK_TEXT = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/** A4 portrait in points; the text starts about an inch from the top left. */
const PAGE = { size: 'A4', margin: 56 } as const;

/** Sets the font of a run of text: the CJK face when the text needs it and the machine has it. */
function useFont(doc: PDFKit.PDFDocument, text: string, weight: 'regular' | 'bold') {
  return CJK_TEXT.test(text) && existsSync(CJK.file)
    ? doc.font(CJK.file, CJK.face)
    : doc.font(FONTS[weight]);
}

/** The bytes of a record PDF: a title, `label: value` lines and a closing note. */
export function recordPdf(title: string, lines: readonly PdfLine[], note: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    info: { Title: title, Producer: 'Bondsight', Creator: 'Bondsight' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  useFont(doc, title, 'bold').fontSize(18).text(title);
  doc.moveDown(0.6).fontSize(11);
  for (const line of lines) {
    const text = `${line.label}: ${line.value}`;
    useFont(doc, text, 'regular').text(text, { lineGap: 2 });
  }
  useFont(doc.moveDown(1), note, 'regular').fontSize(9).text(note);
  doc.end();
  return done;
}
