import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagePdfBlock } from '@bondsight/contracts';
import { ApiError } from '../../../lib/api-client';
import { Dialog } from '../../../widgets/dialog/dialog';
import { Hint } from '../../../widgets/hint/hint';
import { PAGE_PDF_BLOCKS } from '@bondsight/contracts/page-pdf-blocks';

interface Props {
  open: boolean;
  onClose(): void;
  /** The blocks this page shows (spec: "show"); the others are not offered. */
  shown: readonly PagePdfBlock[];
  /** Prints the checked blocks and saves the file; rejects with the server's refusal. */
  onDownload(blocks: PagePdfBlock[]): Promise<void>;
}

const PRINTER_CODES = new Set(['page_pdf_busy', 'page_pdf_timeout', 'page_pdf_unavailable']);

/**
 * The PDF export's block list (spec section 4: each block has check and show; section 9:
 * 4 columns of choices): one checkbox per shown block, all checked at first. Printing takes
 * seconds, so the dialog shows a spinner and stays open until the file is saved or refused.
 */
export function PdfDialog({ open, onClose, shown, onDownload }: Props) {
  const { t } = useTranslation('page_export');
  const [checked, setChecked] = useState<ReadonlySet<PagePdfBlock>>(() => new Set(shown));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offered = PAGE_PDF_BLOCKS.filter((id) => shown.includes(id));
  const chosen = offered.filter((id) => checked.has(id));

  const toggle = (id: PagePdfBlock) =>
    setChecked((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const download = async () => {
    if (chosen.length === 0) return setError(t('no_blocks'));
    setBusy(true);
    setError(null);
    try {
      await onDownload(chosen);
      onClose();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      setError(t(PRINTER_CODES.has(code) ? `error_${code}` : 'error_other'));
    } finally {
      setBusy(false);
    }
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
            onClick={() => setChecked(new Set(offered))}
          >
            {t('select_all')}
          </button>
          <button
            type="button"
            className="link-button"
            data-testid="page-pdf-none"
            onClick={() => setChecked(new Set())}
          >
            {t('select_none')}
          </button>
        </div>
        <ul className="pdf-block-list" data-testid="page-pdf-blocks">
          {offered.map((id) => (
            <li key={id}>
              <label>
                <input
                  type="checkbox"
                  checked={checked.has(id)}
                  onChange={() => toggle(id)}
                  data-testid={`page-pdf-block-${id}`}
                />{' '}
                {t(`block_${id}`)}
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
      <div className="pdf-dialog-actions">
        {busy && (
          <span className="pdf-progress" role="status" data-testid="page-pdf-progress">
            <span className="pdf-spinner" aria-hidden="true" /> {t('preparing')}
          </span>
        )}
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => void download()}
          data-testid="page-pdf-download"
        >
          {t('download')}
        </button>
      </div>
    </Dialog>
  );
}
