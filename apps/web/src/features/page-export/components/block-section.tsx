import { useContext, type ComponentProps } from 'react';
import type { PagePdfBlock } from '@bondsight/contracts/page-pdf-blocks';
import { PrintedBlocksContext } from '../../../widgets/in-view/printed-blocks';

export { PrintedBlocksContext };

/** A bond-page block's section (`id="block-<id>"`), left out of a printed copy without it. */
export function BlockSection({ id, ...props }: { id: PagePdfBlock } & ComponentProps<'section'>) {
  const printed = useContext(PrintedBlocksContext);
  return printed && !printed.has(id) ? null : <section id={`block-${id}`} {...props} />;
}
