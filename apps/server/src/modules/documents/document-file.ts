import { pickText } from '@bondsight/contracts';
import type { findDocument } from './documents.repository';
import { recordPdf } from '../../lib/record-pdf';

type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

const LANGUAGE_NAMES: Record<string, string> = {
  rus: 'Russian',
  eng: 'English',
  chn: 'Chinese',
  deu: 'German',
  fra: 'French',
  esp: 'Spanish',
  ita: 'Italian',
  pol: 'Polish',
  tur: 'Turkish',
  ukr: 'Ukrainian',
};

/** `RU000A0JX0J2-prospectus-rus.pdf`: the bond's ISIN and the stored file's own name. */
function fileNameOf(row: DocumentRow, bondId: number): string {
  const stored = row.document.url.split(/[/\\]/).pop() ?? '';
  const base = stored.replace(/\.[A-Za-z0-9]+$/, '') || `document-${row.document.id}`;
  return `${row.isin ?? `bond-${bondId}`}-${base}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * What this instance serves for a document whose file it does not hold: a one-page PDF of
 * the document's record, with English labels whatever the interface language.
 */
export async function documentRecordFile(row: DocumentRow, bondId: number) {
  const { document } = row;
  const size = document.sizeBytes === null ? null : `${(document.sizeBytes / 1e6).toFixed(1)} MB`;
  const lines = [
    { label: 'Bond', value: pickText(row.bondNames, 'eng') },
    { label: 'ISIN', value: row.isin ?? '-' },
    { label: 'Issuer', value: pickText(row.emitentNames, 'eng') },
    { label: 'Document type', value: document.kind },
    { label: 'Date', value: document.date },
    { label: 'Language', value: LANGUAGE_NAMES[document.language] ?? document.language },
    ...(size ? [{ label: 'Original file size', value: size }] : []),
    {
      label: 'Source',
      value: `${document.source}, as of ${document.asOf.toISOString().slice(0, 10)}`,
    },
  ];
  const note =
    document.source === 'demo'
      ? 'Bondsight demo data: this instance keeps the record of the document, not its file.'
      : 'This instance keeps the record of the document, not its file.';
  return {
    fileName: fileNameOf(row, bondId),
    mimetype: 'application/pdf',
    bytes: await recordPdf(pickText(document.names, 'eng'), lines, note),
  };
}
