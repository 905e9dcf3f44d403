/**
 * The bond page's blocks a PDF may hold, in page order: the `id="block-<id>"` sections of the
 * bond page (zod-free: the web's print mode reads it too).
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
  'extras',
  'similar',
] as const;
export type PagePdfBlock = (typeof PAGE_PDF_BLOCKS)[number];
