import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Dialog } from '../../../widgets/dialog/dialog';
import { PaidAccessPanel } from './paid-access-panel';

/** The toolbar button that opens the paid-access dialog (signed-in users only). */
export function PaidAccessButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  if (session.globals.userId === 0) return null;
  // With full access the button asks for more tariffs.
  const full = session.can('paid_access.expand');
  return (
    <button type="button" className="button small" onClick={onOpen} data-testid="pa-open">
      {t(full ? 'pa_expand_open' : 'pa_open')}
    </button>
  );
}

export function PaidAccessDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const full = session.can('paid_access.expand');
  return (
    <Dialog
      open={open && session.globals.userId > 0}
      title={t(full ? 'pa_expand_title' : 'pa_title')}
      closeLabel={t('dialog_close')}
      onClose={onClose}
      testId="pa-dialog"
    >
      <PaidAccessPanel />
    </Dialog>
  );
}
