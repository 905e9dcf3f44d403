import { PAGE_PDF_BLOCKS, type PagePdfBlock } from '@bondsight/contracts/page-pdf-blocks';

const KNOWN = new Set<string>(PAGE_PDF_BLOCKS);

/**
 * The `?print=` search value: comma-separated block ids (unknown ones dropped). Undefined
 * when the page is not printed; an empty set when every id was unknown.
 */
export function parsePrintParam(value: unknown): ReadonlySet<PagePdfBlock> | undefined {
  if (typeof value !== 'string') return undefined;
  return new Set(value.split(',').filter((id): id is PagePdfBlock => KNOWN.has(id)));
}

/** The router's validation of the bond page's search: only `print`, a string when present. */
export function parseBondPageSearch(search: Record<string, unknown>): { print?: string } {
  return typeof search.print === 'string' ? { print: search.print } : {};
}

/** Which blocks the page's sections show: the section rendered something. */
export function shownBlocks(root: ParentNode): PagePdfBlock[] {
  return PAGE_PDF_BLOCKS.filter((id) => {
    if (id === 'extras') return root.querySelector('section[id^="block-extra-"]') !== null;
    const section = root.querySelector(`#block-${id}`);
    return section !== null && section.childElementCount > 0 && section.textContent !== '';
  });
}
