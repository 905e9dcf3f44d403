import { PAGE_PDF_BLOCKS, type PagePdfBlock } from '@bondsight/contracts/page-pdf-blocks';
import { sectionTitle } from '../../widgets/block-menu/find-blocks';

const KNOWN = new Set<string>(PAGE_PDF_BLOCKS);

/** A block the PDF dialog offers: its id and the very title the page gives it. */
export interface PrintableBlock {
  id: PagePdfBlock;
  title: string;
}

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

/** Whether a printed copy holds any of the extra blocks (the '...' list's). */
export const printsAnyExtra = (printed: ReadonlySet<PagePdfBlock>) =>
  [...printed].some((id) => id.startsWith('extra-'));

/**
 * The blocks the page shows, in page order, each titled as the page titles it: every
 * `section[id="block-<id>"]` that rendered something (the main blocks, each extra block of
 * the '...' list, similar bonds), named by the section menu's own rule (`data-menu-title`,
 * else the block's heading), so the dialog's names are the menu's and the headings' words.
 */
export function printableBlocks(root: ParentNode): PrintableBlock[] {
  const found: PrintableBlock[] = [];
  for (const section of root.querySelectorAll<HTMLElement>('section[id^="block-"]')) {
    const id = section.id.slice('block-'.length);
    if (!KNOWN.has(id) || section.hidden || section.childElementCount === 0) continue;
    if (section.textContent === '') continue;
    const title = sectionTitle(section);
    if (title) found.push({ id: id as PagePdfBlock, title });
  }
  return found;
}
