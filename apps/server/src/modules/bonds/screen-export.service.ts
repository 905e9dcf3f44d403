import {
  EXCEL_EXPORT_MAX_POINTS,
  type Language,
  type ParsedBondListFilter,
  type ScreenColumn,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findDataAsOf } from '../../lib/data-as-of';
import type { ExcelSheet } from '../../lib/excel';
import { countScreen, groundNameOf, readScreen } from './bond-list.service';
import { screenCsv, screenSheet } from './screen-export';
import type { ScreenLabels } from './screen-export-columns';

/** The screen's parsed query: its filter, order and the file's columns. */
export type ScreenExportQuery = ParsedBondListFilter & { columns: ScreenColumn[] };

function labelsIn(lang: Language): ScreenLabels {
  return {
    home: readLabels(lang, 'home_list') ?? {},
    common: readLabels(lang, 'common') ?? {},
    statuses: readLabels(lang, 'bond', 'statuses') ?? {},
    own: readLabels(lang, 'screen_export') ?? {},
  };
}

/**
 * The screen as the Excel file's sheet. The spec's cap: a screen of 2,500 bonds or more is
 * refused (many_points, as the archive's export refuses 2,500 points) before a byte is written.
 */
export async function exportScreenSheet(
  db: Db,
  query: ScreenExportQuery,
  lang: Language,
): Promise<ExcelSheet> {
  const [screen, asOf, groundName] = await Promise.all([
    readScreen(db, query, lang, EXCEL_EXPORT_MAX_POINTS, 0),
    findDataAsOf(db),
    query.ground === undefined ? undefined : groundNameOf(db, query.ground, lang),
  ]);
  if (screen.total >= EXCEL_EXPORT_MAX_POINTS)
    throw new AppError('validation_failed', 'many_points', { querystring: 'many_points' });
  return screenSheet(
    { ...screen, asOf, ...(groundName ? { groundName } : {}) },
    query,
    query.columns,
    labelsIn(lang),
  );
}

/** A slice of the screen as CSV, with the screen's total. */
export async function exportScreenCsv(
  db: Db,
  query: ScreenExportQuery & { limit: number; offset: number },
  lang: Language,
): Promise<{ csv: string; total: number }> {
  const screen = await readScreen(db, query, lang, query.limit, query.offset);
  // A program pages by the total: it gets the exact one, not the page's estimate.
  const total = screen.totalExact ? screen.total : (await countScreen(db, query)).total;
  return { csv: screenCsv(screen.items, query.columns), total };
}
