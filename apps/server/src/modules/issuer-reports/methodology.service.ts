import type { Db } from '../../db/client';
import { recordPdf } from '../../lib/record-pdf';
import { findMultiplierFormulas } from './issuer-reports.repository';
import {
  METHODOLOGY_NOTE,
  METHODOLOGY_TITLE,
  methodologyLines,
} from './methodology/methodology-text';
import { BANK_QUARTERS_SHOWN, YEARS_SHOWN } from './periods';

/**
 * The methodology PDF (rus.pdf or eng.pdf), written from this module's rules and the stored
 * multiplier formulas. Both files carry the English text for now: the shared record PDF
 * prints with the built-in Helvetica, which has no Cyrillic glyphs (a Russian edition needs
 * an embedded font in lib/record-pdf.ts).
 */
export async function methodologyPdf(db: Db, file: 'rus.pdf' | 'eng.pdf') {
  const multipliers = await findMultiplierFormulas(db);
  const lines = methodologyLines(multipliers, {
    bankQuarters: BANK_QUARTERS_SHOWN,
    years: YEARS_SHOWN,
  });
  return {
    fileName: `bondsight-financials-methodology-${file}`,
    bytes: recordPdf(METHODOLOGY_TITLE, lines, METHODOLOGY_NOTE),
  };
}
