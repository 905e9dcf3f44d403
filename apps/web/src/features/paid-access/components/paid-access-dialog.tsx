import { useTranslation } from 'react-i18next';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import { Dialog } from '../../../widgets/dialog/dialog';
import { PaidAccessPanel } from './paid-access-panel';

/** The toolbar button that opens the paid-access dialog (signed-in users only). */
export function PaidAccessButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('shell');
  const { globals } = useSession();
  if (globals.userId === 0) return null;
  const full = globals.userLevel >= FULL_ACCESS_LEVEL;
  return (
    <button type="button" className="button small" onClick={onOpen} data-testid="pa-open">
      {t(full ? 'pa_expand_open' : 'pa_open')}
    </button>
  );
}

export function PaidAccessDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const { globals } = useSession();
  const full = globals.userLevel >= FULL_ACCESS_LEVEL;
  return (
    <Dialog
      open={open && globals.userId > 0}
      title={t(full ? 'pa_expand_title' : 'pa_title')}
      closeLabel={t('dialog_close')}
      onClose={onClose}
      testId="pa-dialog"
    >
      <PaidAccessPanel />
    </Dialog>
  );
}
