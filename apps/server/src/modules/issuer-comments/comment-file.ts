import { pickText } from '@bondsight/contracts';
import { recordPdf } from '../../lib/record-pdf';
import type { findComment } from './issuer-comments.repository';

type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** `comment-12.pdf`: the stored file's own name, made safe for a header. */
export function commentFileName(row: Pick<CommentRow, 'id' | 'filePath'>): string {
  const stored = row.filePath?.split(/[/\\]/).pop() ?? '';
  const base = stored.replace(/\.[A-Za-z0-9]+$/, '') || `comment-${row.id}`;
  return `${base}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * What this instance serves for a comment file it does not hold: a PDF of the comment's
 * record under the comment's own title (any script prints: lib/record-pdf.ts embeds fonts).
 */
export async function commentRecordFile(row: CommentRow) {
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
    bytes: await recordPdf(row.title, lines, note),
  };
}
