/** Sectors of companies (the rest are kinds of issuer that are their own sector). */
export const CORPORATE_SECTOR_CODES = [
  'oil_gas',
  'metals_mining',
  'utilities',
  'telecom',
  'transport',
  'chemicals',
  'agriculture',
  'real_estate',
  'it',
  'retail',
  'leasing',
  'microfinance',
  'machinery',
  'infrastructure',
] as const;
/**
 * Issuer sectors: issuers store the code (emitents.sector); the web shows the label
 * `entities:sector_<code>`. Codes the catalogue does not know are shown as they are.
 */
export const SECTOR_CODES = [
  ...CORPORATE_SECTOR_CODES,
  'banks',
  'sovereign',
  'municipal',
  'finance_spv',
] as const;
export type SectorCode = (typeof SECTOR_CODES)[number];

export function isSectorCode(code: string): code is SectorCode {
  return (SECTOR_CODES as readonly string[]).includes(code);
}
