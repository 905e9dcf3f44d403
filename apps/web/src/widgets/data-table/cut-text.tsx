import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog/dialog';
import { cutText } from './table-rules';

/**
 * Spec section 9: on a narrow screen a long cell shows its first 80 characters and "…", with a
 * show-more link opening the full text.
 */
export function CutText({
  text,
  title,
  max,
  render = (shown) => shown,
}: {
  text: string;
  title?: string | undefined;
  /** Characters kept (the spec's 80 unless a tighter cell asks for fewer). */
  max?: number | undefined;
  /** Wraps the text shown (e.g. in the row's link). */
  render?: (shown: string) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const cut = cutText(text, max);
  if (!cut.cut) return <>{render(text)}</>;
  return (
    <>
      {render(cut.text)}{' '}
      <button
        type="button"
        className="table-cut-more"
        data-testid="table-cut-more"
        onClick={() => setOpen(true)}
      >
        {t('common:show_more')}
      </button>
      <Dialog
        open={open}
        title={title ?? t('common:full_text')}
        closeLabel={t('common:close')}
        onClose={() => setOpen(false)}
        testId="table-full-text"
      >
        <p className="table-full-text">{text}</p>
      </Dialog>
    </>
  );
}
