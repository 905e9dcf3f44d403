import type { PagePdfBlock } from '@bondsight/contracts';

/**
 * The bond page's blocks a PDF may hold, in page order: the contract's PAGE_PDF_BLOCKS (the
 * web imports no zod, so the list is written here and checked against the contract's type).
 */
export const PRINT_BLOCKS = [
  'summary',
  'resume',
  'quotes',
  'chart',
  'calculator',
  'ratings',
  'cash-flow',
  'documents',
  'placement',
  'ifrs',
  'ras',
  'analytics',
  'praams',
  'extras',
  'similar',
] as const satisfies readonly PagePdfBlock[];

// Fails to compile when the contract gains a block this list lacks.
type MissingBlock = Exclude<PagePdfBlock, (typeof PRINT_BLOCKS)[number]>;
export const PRINT_BLOCKS_COMPLETE: [MissingBlock] extends [never] ? true : never = true;

const KNOWN = new Set<string>(PRINT_BLOCKS);

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
  return PRINT_BLOCKS.filter((id) => {
    if (id === 'extras') return root.querySelector('section[id^="block-extra-"]') !== null;
    const section = root.querySelector(`#block-${id}`);
    return section !== null && section.childElementCount > 0 && section.textContent !== '';
  });
}
