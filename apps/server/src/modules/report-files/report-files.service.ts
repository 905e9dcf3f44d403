import {
  decideAccess,
  REPORT_FILE_LISTS,
  type AccessSubject,
  type ReportFileEntry,
  type ReportFileList,
  type ReportFilesResponse,
  type ReportFileYear,
  type TableGate,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './report-files.repository';
import { reportFileBytes, type ReportFileBody } from './report-file-body';

const isList = (code: string): code is ReportFileList =>
  (REPORT_FILE_LISTS as readonly string[]).includes(code);

/** The file route's address: what a link points at (never the stored address). */
export const reportFileLink = (fileId: number) => `/api/company/report-file/${fileId}/`;

/** Spec section 5: open report files and links only for paid access; others learn why. */
function gateFor(subject: AccessSubject): TableGate | null {
  const decision = decideAccess(subject, 'issuer.reports.files');
  if (decision === 'allowed') return null;
  return decision === 'need_auth' ? 'need_auth' : 'need_get_access';
}

/** One list's files by year (newest first) and quarter (I..IV), in Russian and English. */
export async function listReportFiles(
  db: Db,
  listCode: string,
  emitentId: number,
  subject: AccessSubject,
): Promise<ReportFilesResponse> {
  if (!isList(listCode)) throw notFound();
  if (!(await repo.emitentExists(db, emitentId))) throw notFound();
  const rows = await repo.findFiles(db, emitentId, listCode);
  const gate = gateFor(subject);
  const years = new Map<number, ReportFileYear>();
  for (const row of rows) {
    const year = years.get(row.year) ?? {
      year: row.year,
      monthArray: [1, 2, 3, 4].map((quarter) => ({ quarter, rus: null, eng: null })),
    };
    years.set(row.year, year);
    const quarter = year.monthArray[row.quarter - 1];
    if (!quarter) continue;
    const entry: ReportFileEntry = {
      link: gate === null ? reportFileLink(row.id) : null,
      mimetype: row.mimetype,
    };
    // One file per language and quarter; should two exist, the first (lowest id) stands.
    quarter[row.language] ??= entry;
  }
  return { list: listCode, items: [...years.values()], gate };
}

/**
 * A report file's bytes. Access is the route's (full access, checked before this runs, so a
 * refusal says nothing about which files exist). The instance holds no original files: it
 * writes the period's statements (see report-file-body).
 */
export async function downloadReportFile(db: Db, fileId: number): Promise<ReportFileBody> {
  const row = await repo.findFile(db, fileId);
  if (!row || !isList(row.file.listCode)) throw notFound();
  return reportFileBytes(db, row, row.file.listCode);
}
