import { useEffect, useState, type RefObject } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BondSummary } from '@bondsight/contracts';
import { ACTION_IDS, logUsage } from '../../../lib/action-log';
import { useFormatters, useLanguage } from '../../../lib/use-formatters';
import { downloadPagePdf } from '../api/download-page-pdf';
import { printableBlocks, type PrintableBlock } from '../print-blocks';
import { buildCopyText, pageUrl, writeToClipboard } from './copy-text';
import { PdfDialog } from './pdf-dialog';
import '../page-export.css';

/** Spec (bond page, section 9): the copy success notice lasts 2 s. */
export const COPY_NOTICE_MS = 2_000;

/**
 * The blocks the page shows under `root`, kept up to date while `watching` (lazy blocks draw
 * their data after the dialog opened). Equal lists keep the same array: no re-render.
 */
function useShownBlocks(root: RefObject<HTMLElement | null>, watching: boolean) {
  const [blocks, setBlocks] = useState<PrintableBlock[]>([]);
  useEffect(() => {
    const element = root.current;
    if (!watching || !element) return;
    const read = () =>
      setBlocks((was) => {
        const now = printableBlocks(element);
        const same =
          now.length === was.length &&
          now.every((b, i) => b.id === was[i]?.id && b.title === was[i]?.title);
        return same ? was : now;
      });
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [root, watching]);
  return blocks;
}

/**
 * The bond page header's 'PDF' and 'Copy page' actions. PDF asks the page to load every block
 * (`onOpen`) and opens the block list: the blocks the page shows, named as the page names
 * them, joined by the lazy ones as they draw; it logs action 312 once a file is saved; Copy page writes the bond's summary to the clipboard, shows a 2 s notice and
 * logs 313. A clipboard failure is only logged (spec section 8): no visible error.
 */
export function PageExportActions({
  bond,
  page,
  onOpen,
}: {
  bond: BondSummary;
  page: RefObject<HTMLElement | null>;
  /** The dialog opens: the page loads every block now, not when scrolled to. */
  onOpen?(): void;
}) {
  const { t } = useTranslation('page_export');
  const format = useFormatters();
  const language = useLanguage();
  const [dialogOpen, setDialogOpen] = useState(false);
  const shown = useShownBlocks(page, dialogOpen);
  const fetching = useIsFetching();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      const url = pageUrl(window.location.origin, bond.id, language);
      await writeToClipboard(buildCopyText(bond, format, t, url));
      setCopied(true);
      logUsage(ACTION_IDS.copyPage);
    } catch (error) {
      console.warn('copy page failed', error);
    }
  };

  return (
    <div className="page-export-actions" data-testid="page-export-actions">
      <button
        type="button"
        className="button small"
        data-testid="page-pdf-button"
        onClick={() => {
          onOpen?.();
          setDialogOpen(true);
        }}
      >
        {t('pdf_button')}
      </button>
      <button
        type="button"
        className="button small"
        data-testid="copy-page-button"
        onClick={() => void copy()}
      >
        {t('copy_button')}
      </button>
      {copied && (
        <span className="copy-notice" role="status" data-testid="copy-page-notice">
          {t('copied')}
        </span>
      )}
      {dialogOpen && (
        <PdfDialog
          open
          blocks={shown}
          finding={fetching > 0}
          onClose={() => setDialogOpen(false)}
          onDownload={async (blocks, signal) => {
            await downloadPagePdf(bond.id, blocks, signal);
            logUsage(ACTION_IDS.pdfDownload);
          }}
        />
      )}
    </div>
  );
}
