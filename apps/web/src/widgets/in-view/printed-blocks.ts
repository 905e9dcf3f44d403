import { createContext } from 'react';
import type { PagePdfBlock } from '@bondsight/contracts/page-pdf-blocks';

/**
 * The blocks a printed copy of the bond page holds (`?print=`); undefined on the page a person
 * reads. Beside ForceInViewContext: the print mode's other word to the blocks (the page
 * export's sections and the extra blocks' cards read it).
 */
export const PrintedBlocksContext = createContext<ReadonlySet<PagePdfBlock> | undefined>(undefined);
