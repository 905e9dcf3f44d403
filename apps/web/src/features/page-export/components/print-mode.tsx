import { useEffect, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import type { PagePdfBlock } from '@bondsight/contracts/page-pdf-blocks';
import { ForceInViewContext } from '../../../widgets/in-view/use-in-view';
import { PrintedBlocksContext } from './block-section';
import '../page-export.css';

/** No query may fetch for this long before the page counts as drawn. */
export const PRINT_QUIET_MS = 300;
/** How long the chart may take to appear (its code loads lazily) and to end its animation. */
const CHART_APPEAR_MS = 4_000;
const CHART_SETTLE_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Waits for the chart block's drawing (a canvas or an svg) when the block shows a chart. */
async function chartDrawn(): Promise<void> {
  const section = document.getElementById('block-chart');
  if (!section || section.childElementCount === 0) return;
  const started = Date.now();
  while (!section.querySelector('canvas, svg') && Date.now() - started < CHART_APPEAR_MS)
    await wait(100);
  await wait(CHART_SETTLE_MS);
}

/**
 * The bond page as the server prints it (`?print=`): every block loads at once (no waiting to
 * be scrolled to), and once no query has fetched for PRINT_QUIET_MS (and the chart has drawn)
 * the page sets `data-print-ready="1"` on <html>: the server's printer waits for that flag.
 */
export function PrintMode({
  blocks,
  children,
}: {
  blocks: ReadonlySet<PagePdfBlock>;
  children: ReactNode;
}) {
  const fetching = useIsFetching();
  const chart = blocks.has('chart');
  useEffect(() => {
    const root = document.documentElement;
    if (fetching > 0) {
      delete root.dataset.printReady;
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void (chart ? chartDrawn() : Promise.resolve()).then(() => {
        if (!cancelled) root.dataset.printReady = '1';
      });
    }, PRINT_QUIET_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [fetching, chart]);
  return (
    <PrintedBlocksContext.Provider value={blocks}>
      <ForceInViewContext.Provider value>{children}</ForceInViewContext.Provider>
    </PrintedBlocksContext.Provider>
  );
}
