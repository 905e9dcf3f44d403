/**
 * The Excel file beside a statement's CSV export: the server answers both on sibling paths
 * (`…/export/` the CSV, `…/export.xlsx` the workbook) with the same query.
 */
export const xlsxHref = (csvHref: string) => csvHref.replace(/\/export\/(?=\?|$)/, '/export.xlsx');
