import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagePdfBlock } from '@bondsight/contracts';
import { PAGE_PDF_BLOCKS } from '@bondsight/contracts/page-pdf-blocks';
import { ApiError } from '../../../lib/api-client';
import { Dialog } from '../../../widgets/dialog/dialog';
import { Hint } from '../../../widgets/hint/hint';
import type { PrintableBlock } from '../print-blocks';

interface Props {
  open: boolean;
  onClose(): void;
  /**
   * The blocks this page shows (spec: "show"), in page order, titled as the page titles them;
   * the list grows while the page's lazy blocks load. The others are not offered.
   */
  blocks: readonly PrintableBlock[];
  /** The page is still loading blocks: more may join the list. */
  finding?: boolean;
  /** Prints the checked blocks and saves the file; rejects with the server's refusal. */
  onDownload(blocks: PagePdfBlock[], signal: AbortSignal): Promise<void>;
}

const PRINTER_CODES = new Set(['page_pdf_busy', 'page_pdf_timeout', 'page_pdf_unavailable']);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Whole seconds since `started`, counted on while `running`. */
function useElapsedSeconds(started: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (started === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [started]);
  return started === null ? 0 : Math.max(0, Math.floor((now - started) / 1000));
}

/**
 * The PDF export's block list (spec section 4: each block has check and show; section 9:
 * 4 columns of choices): one checkbox per block the page shows, named as the page names it
 * (the section menu's and the headings' words), all checked at first, blocks that load later
 * included. While the server prints, an indeterminate bar with the seconds spent and a
 * cancel; a refusal is shown in the dialog, which stays open.
 */
export function PdfDialog({ open, onClose, blocks, finding = false, onDownload }: Props) {
  const { t } = useTranslation('page_export');
  // What the reader unchecked: a block that joins the list later comes checked.
  const [unchecked, setUnchecked] = useState<ReadonlySet<PagePdfBlock>>(() => new Set());
  const [started, setStarted] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const printing = useRef<AbortController | null>(null);
  const elapsed = useElapsedSeconds(started);
  const busy = started !== null;
  const isChecked = (id: PagePdfBlock) => !unchecked.has(id);
  const chosen = blocks.filter((b) => isChecked(b.id)).map((b) => b.id);

  // Closing the dialog (or leaving the page) stops waiting for the file.
  useEffect(() => () => printing.current?.abort(), []);

  const toggle = (id: PagePdfBlock) =>
    setUnchecked((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const download = async () => {
    if (chosen.length === 0) return setError(t('no_blocks'));
    const controller = new AbortController();
    printing.current = controller;
    setStarted(Date.now());
    setError(null);
    try {
      await onDownload(chosen, controller.signal);
      if (!controller.signal.aborted) onClose();
    } catch (failure) {
      if (controller.signal.aborted || isAbort(failure)) return;
      const code = failure instanceof ApiError ? failure.code : '';
      setError(t(PRINTER_CODES.has(code) ? `error_${code}` : 'error_other'));
    } finally {
      if (printing.current === controller) {
        printing.current = null;
        setStarted(null);
      }
    }
  };

  const cancel = () => {
    printing.current?.abort();
    printing.current = null;
    setStarted(null);
  };

  return (
    <Dialog
      open={open}
      title={t('dialog_title')}
      closeLabel={t('close')}
      onClose={onClose}
      testId="page-pdf-dialog"
      wide
    >
      <Hint>{t('hint')}</Hint>
      <p className="muted">{t('dialog_intro')}</p>
      <fieldset className="pdf-blocks-fieldset" disabled={busy}>
        <legend>{t('blocks_legend')}</legend>
        <div className="pdf-block-tools">
          <button
            type="button"
            className="link-button"
            data-testid="page-pdf-all"
            onClick={() => setUnchecked(new Set())}
          >
            {t('select_all')}
          </button>
          <button
            type="button"
            className="link-button"
            data-testid="page-pdf-none"
            // Blocks still loading come unchecked too.
            onClick={() => setUnchecked(new Set(PAGE_PDF_BLOCKS))}
          >
            {t('select_none')}
          </button>
          {finding && (
            <span className="pdf-finding muted" role="status" data-testid="page-pdf-finding">
              <span className="pdf-spinner" aria-hidden="true" /> {t('finding_blocks')}
            </span>
          )}
        </div>
        <ul className="pdf-block-list" data-testid="page-pdf-blocks">
          {blocks.map(({ id, title }) => (
            <li key={id}>
              <label>
                <input
                  type="checkbox"
                  checked={isChecked(id)}
                  onChange={() => toggle(id)}
                  data-testid={`page-pdf-block-${id}`}
                />{' '}
                <span data-testid="page-pdf-block-title">{title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error && (
        <p className="pdf-error" role="alert" data-testid="page-pdf-error">
          {error}
        </p>
      )}
      {busy && (
        <div className="pdf-progress" role="status" data-testid="page-pdf-progress">
          <span
            className="pdf-progress-bar"
            role="progressbar"
            aria-label={t('preparing')}
            aria-valuetext={t('elapsed', { seconds: elapsed })}
          >
            <span />
          </span>
          <span className="pdf-progress-text">
            {t('preparing')}{' '}
            <span className="pdf-elapsed" data-testid="page-pdf-elapsed">
              {t('elapsed', { seconds: elapsed })}
            </span>
          </span>
        </div>
      )}
      <div className="pdf-dialog-actions">
        {busy && (
          <button type="button" className="button" onClick={cancel} data-testid="page-pdf-cancel">
            {t('cancel')}
          </button>
        )}
        <button
          type="button"
          className="button primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void download()}
          data-testid="page-pdf-download"
        >
          {t('download')}
        </button>
      </div>
    </Dialog>
  );
}
