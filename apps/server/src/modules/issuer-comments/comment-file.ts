import { pickText } from '@bondsight/contracts';
import { recordPdf } from '../../lib/record-pdf';
import type { findComment } from './issuer-comments.repository';

type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** Latin-1 text prints in the PDF's built-in fonts; anything else would come out as '?'. */
const printable = (text: string) => /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014]*$/.test(text);

/** `comment-12.pdf`: the stored file's own name, made safe for a header. */
export function commentFileName(row: Pick<CommentRow, 'id' | 'filePath'>): string {
  const stored = row.filePath?.split(/[/\\]/).pop() ?? '';
  const base = stored.replace(/\.[A-Za-z0-9]+$/, '') || `comment-${row.id}`;
  return `${base}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * What this instance serves for a comment file it does not hold: a one-page PDF of the
 * comment's record, in English (the PDF's fonts have no Cyrillic or Chinese glyphs; a title
 * in those scripts is named by its number instead).
 */
export function commentRecordFile(row: CommentRow) {
  const title = printable(row.title) ? row.title : `Analytics comment ${row.id}`;
  const lines = [
    { label: 'Provider', value: pickText(row.providerNames, 'eng') },
    { label: 'Issuer', value: pickText(row.emitentNames, 'eng') || '-' },
    { label: 'Date', value: row.date },
    { label: 'Language', value: row.language },
    { label: 'Source', value: `${row.source}, as of ${row.asOf.toISOString().slice(0, 10)}` },
  ];
  const note =
    row.source === 'demo'
      ? 'Bondsight demo data: this instance keeps the record of the comment, not its file.'
      : 'This instance keeps the record of the comment, not its file.';
  return {
    fileName: commentFileName(row),
    mimetype: 'application/pdf',
    bytes: recordPdf(title, lines, note),
  };
}
