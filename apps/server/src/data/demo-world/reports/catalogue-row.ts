/** A catalogue line: code, parent code, names in eng, rus and chn. */
export type CatalogueRow = [
  code: string,
  parent: string | null,
  eng: string,
  rus: string,
  chn: string,
];
