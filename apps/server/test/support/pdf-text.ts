import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text a reader gets out of a PDF, by poppler's pdftotext (Debian poppler-utils, which
 * .ci/run installs): the server's PDFs embed fonts and compress their pages, so their words are
 * not in the raw bytes. Also checks the file is a PDF at all.
 */
export function pdfText(bytes: Buffer): string {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
