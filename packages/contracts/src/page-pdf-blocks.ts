import { EXTRA_BLOCKS } from './extra-blocks';

/**
 * The bond page's blocks a PDF may hold, in page order: the `id="block-<id>"` sections of the
 * bond page (zod-free: the web's print mode reads it too). Each extra block (the section
 * menu's '...' list, `block-extra-<kind>`) is a block of its own, as on the page (issue 30).
 */
export const PAGE_PDF_BLOCKS = [
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
  ...EXTRA_BLOCKS.map((kind) => `extra-${kind}` as const),
  'similar',
] as const;
export type PagePdfBlock = (typeof PAGE_PDF_BLOCKS)[number];

/** The page block of an extra block (`extra-<kind>`), the id of its `block-extra-<kind>` section. */
export const extraPdfBlock = (kind: (typeof EXTRA_BLOCKS)[number]) => `extra-${kind}` as const;
