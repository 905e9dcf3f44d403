import { createContext, useContext, type ComponentProps } from 'react';
import type { PagePdfBlock } from '@bondsight/contracts/page-pdf-blocks';

/** The blocks a printed copy holds (`?print=`); undefined on the page a person reads. */
export const PrintedBlocksContext = createContext<ReadonlySet<PagePdfBlock> | undefined>(undefined);

/** A bond-page block's section (`id="block-<id>"`), left out of a printed copy without it. */
export function BlockSection({ id, ...props }: { id: PagePdfBlock } & ComponentProps<'section'>) {
  const printed = useContext(PrintedBlocksContext);
  return printed && !printed.has(id) ? null : <section id={`block-${id}`} {...props} />;
}
