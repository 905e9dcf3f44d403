import type { Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ExcelSheet } from '../../lib/excel';
import { cashFlowSheets } from './cash-flow-export';
import { findBondTitle } from './cash-flow-export.repository';
import { getCashFlow } from './cash-flow.service';

/** The bond the export names, or 404: the link checks it before the browser follows. */
export async function exportedBond(db: Db, id: number) {
  const bond = await findBondTitle(db, id);
  if (!bond) throw notFound();
  return bond;
}

/** The cash flow workbook: the page API's answer (`getCashFlow`) as two sheets. */
export async function exportCashFlow(
  db: Db,
  id: number,
  lang: Language,
  today: string,
): Promise<{ fileName: string; sheets: ExcelSheet[] }> {
  const bond = await exportedBond(db, id);
  const cashFlow = await getCashFlow(db, bond.id, lang, today);
  return {
    fileName: `${bond.isin ?? `bond-${bond.id}`}-cash-flow.xlsx`,
    sheets: cashFlowSheets(bond, cashFlow, lang),
  };
}
