import type { AccessSubject, Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ExcelSheet } from '../../lib/excel';
import { watchlistPage } from './holdings.service';
import * as repo from './holdings.repository';
import { ladder } from './ladder.service';
import { holdingsSheets, ladderSheets } from './watchlist-xlsx.sheets';

/**
 * The watchlist page's Excel files. Each reads what the page's API reads (the same service
 * calls, so the file and the page cannot disagree) and refuses before streaming: a list that
 * is not the user's, or does not exist, is 404, never 403.
 */

export interface WatchlistWorkbook {
  fileName: string;
  sheets: ExcelSheet[];
}

/** A file name of the list's id: list names are the user's free text, not ASCII. */
const fileName = (listId: number, kind: 'holdings' | 'ladder') =>
  `watchlist-${listId}-${kind}.xlsx`;

export async function holdingsWorkbook(
  db: Db,
  userId: number,
  subject: AccessSubject,
  listId: number,
  lang: Language,
): Promise<WatchlistWorkbook> {
  const page = await watchlistPage(db, userId, subject, lang);
  const list = page.lists.find((l) => l.id === listId);
  if (!list) throw notFound();
  return { fileName: fileName(listId, 'holdings'), sheets: holdingsSheets(page, list, lang) };
}

export async function ladderWorkbook(
  db: Db,
  userId: number,
  listId: number,
  months: number,
  lang: Language,
): Promise<WatchlistWorkbook> {
  // ladder() answers 404 for a list that is not the user's.
  const [answer, asOf] = await Promise.all([
    ladder(db, userId, listId, months, lang),
    repo.findDataAsOf(db),
  ]);
  return { fileName: fileName(listId, 'ladder'), sheets: ladderSheets(answer, asOf, lang) };
}
