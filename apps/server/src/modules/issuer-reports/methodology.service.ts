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
 * The methodology PDF, written from this module's rules and the stored multiplier formulas:
 * rus.pdf in Russian, eng.pdf in English.
 */
export async function methodologyPdf(db: Db, file: 'rus.pdf' | 'eng.pdf') {
  const multipliers = await findMultiplierFormulas(db);
  const language = file === 'rus.pdf' ? 'rus' : 'eng';
  const lines = methodologyLines(
    multipliers,
    { bankQuarters: BANK_QUARTERS_SHOWN, years: YEARS_SHOWN },
    language,
  );
  return {
    fileName: `bondsight-financials-methodology-${file}`,
    bytes: await recordPdf(METHODOLOGY_TITLE[language], lines, METHODOLOGY_NOTE[language]),
  };
}
