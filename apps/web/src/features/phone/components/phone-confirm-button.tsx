import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Dialog } from '../../../widgets/dialog/dialog';
import { PhoneConfirmForm } from './phone-confirm-form';

/** For a signed-in user without a confirmed phone: opens the confirmation in a dialog. */
export function PhoneConfirmButton() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  if (session.globals.userId === 0 || (session.globals.mobileExists && !open)) return null;
  return (
    <>
      <button
        type="button"
        className="button small"
        onClick={() => setOpen(true)}
        data-testid="phone-confirm-open"
      >
        {t('phone_open')}
      </button>
      <Dialog
        open={open}
        title={t('phone_title')}
        closeLabel={t('dialog_close')}
        onClose={() => {
          setOpen(false);
          // The header learns of the confirmed number once the dialog is out of the way.
          if (confirmed) void session.refresh();
        }}
        testId="phone-dialog"
      >
        <PhoneConfirmForm onConfirmed={() => setConfirmed(true)} />
      </Dialog>
    </>
  );
}
