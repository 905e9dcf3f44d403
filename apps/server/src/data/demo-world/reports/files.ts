import type { reportFiles } from '../../../db/schema/index';
import { stream, weighted } from '../random';
import type { IssuerPlan } from '../world/types';
import type { ReportPeriods } from './periods';

export type ReportFileRow = typeof reportFiles.$inferInsert;

const MIME = {
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;

/**
 * Report files by year and quarter (I..IV), in Russian and English, under /files/demo/. The
 * instance writes each file from the statements when asked (a PDF, or a ZIP holding it), so
 * the demo world lists only kinds it can write: no RAR (an importer's real files may be RAR).
 */
export function reportFileRows(
  seed: number,
  issuer: IssuerPlan,
  periods: ReportPeriods,
): ReportFileRow[] {
  const random = stream(seed, 'report-files', issuer.id);
  const rows: ReportFileRow[] = [];
  for (const list of issuer.reports) {
    for (const end of periods.quarters) {
      const year = Number(end.slice(0, 4));
      const quarter = Math.ceil(Number(end.slice(5, 7)) / 3);
      for (const language of ['rus', 'eng'] as const) {
        if (language === 'eng' && list !== 'msfo' && random() < 0.5) continue;
        const ext = weighted(random, [
          ['pdf', 75],
          ['zip', 25],
        ] as const);
        rows.push({
          emitentId: issuer.id,
          listCode: list,
          year,
          quarter,
          language,
          url: `/files/demo/reports/${issuer.id}/${list}-${year}-q${quarter}-${language}.${ext}`,
          mimetype: MIME[ext],
        });
      }
    }
  }
  return rows;
}
