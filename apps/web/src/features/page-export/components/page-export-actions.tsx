import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondSummary, PagePdfBlock } from '@bondsight/contracts';
import { ACTION_IDS, logUsage } from '../../../lib/action-log';
import { useFormatters, useLanguage } from '../../../lib/use-formatters';
import { downloadPagePdf } from '../api/download-page-pdf';
import { shownBlocks } from '../print-blocks';
import { buildCopyText, pageUrl, writeToClipboard } from './copy-text';
import { PdfDialog } from './pdf-dialog';
import '../page-export.css';

/** Spec (bond page, section 9): the copy success notice lasts 2 s. */
export const COPY_NOTICE_MS = 2_000;

/**
 * The bond page header's 'PDF' and 'Copy page' actions. PDF opens the block list (the blocks
 * the page shows, read from its sections when the dialog opens) and logs action 312 once a
 * file is saved; Copy page writes the bond's summary to the clipboard, shows a 2 s notice and
 * logs 313. A clipboard failure is only logged (spec section 8): no visible error.
 */
export function PageExportActions({
  bond,
  page,
}: {
  bond: BondSummary;
  page: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('page_export');
  const format = useFormatters();
  const language = useLanguage();
  const [shown, setShown] = useState<PagePdfBlock[] | null>(null);
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
        onClick={() => setShown(page.current ? shownBlocks(page.current) : ['summary'])}
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
      {shown && (
        <PdfDialog
          open
          shown={shown}
          onClose={() => setShown(null)}
          onDownload={async (blocks) => {
            await downloadPagePdf(bond.id, blocks);
            logUsage(ACTION_IDS.pdfDownload);
          }}
        />
      )}
    </div>
  );
}
