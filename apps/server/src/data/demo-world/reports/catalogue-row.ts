/**
 * A catalogue line: code, parent code, names in eng, rus and chn. The other seven languages
 * live beside the catalogue in names/<standard>.ts, keyed by table and line code.
 */
export type CatalogueRow = [
  code: string,
  parent: string | null,
  eng: string,
  rus: string,
  chn: string,
];
