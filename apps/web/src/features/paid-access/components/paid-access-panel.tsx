import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAID_ACCESS_TARIFFS, TARIFF_LABELS } from '@bondsight/contracts/shell-rules';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Hint } from '../../../widgets/hint/hint';
import { Notice } from '../../../widgets/data-state/notice';
import { sendPaidAccessExpandRequest, sendPaidAccessRequest } from '../api/paid-access';

/**
 * Paid access: below full access, a request with a tariff (then paStatusConfirm is 0 and the
 * request waits for an administrator); with full access, a request to add a tariff (then
 * paSendExpand is 1).
 */
export function PaidAccessPanel() {
  const { t } = useTranslation(['shell', 'errors']);
  const session = useSession();
  const g = session.globals;
  const full = session.can('paid_access.expand');
  const offered = PAID_ACCESS_TARIFFS.filter((tariff) => !full || !g.tariffs.includes(tariff));
  const [tariff, setTariff] = useState<number>(offered[0] ?? PAID_ACCESS_TARIFFS[0]);
  const request = useMutation({
    mutationFn: () =>
      full
        ? sendPaidAccessExpandRequest({ tariff })
        : sendPaidAccessRequest({ tariff, contactPersonId: 0 }),
    onSuccess: () => session.refresh(),
  });

  if (!full && g.paStatusConfirm === 0)
    return <Notice testId="pa-pending">{t('shell:pa_pending')}</Notice>;
  if (full && g.paSendExpand === 1)
    return <Notice testId="pa-pending">{t('shell:pa_expand_pending')}</Notice>;
  if (full && offered.length === 0) return <Notice testId="pa-full">{t('shell:pa_full')}</Notice>;

  const error =
    request.error instanceof ApiError
      ? request.error.labelKey
      : request.error
        ? 'internal_error'
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate();
  };
  return (
    <form className="form" onSubmit={submit} data-testid="pa-form">
      <p className="muted">{t(full ? 'shell:pa_expand_intro' : 'shell:pa_intro')}</p>
      <Hint>{t('shell:hint_paid_access')}</Hint>
      <label>
        {t('shell:pa_tariff')}
        <select
          name="tariff"
          value={tariff}
          onChange={(event) => setTariff(Number(event.target.value))}
          data-testid="pa-tariff"
        >
          {offered.map((id) => (
            <option key={id} value={id}>
              {t(`shell:${TARIFF_LABELS[id]}`)}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <Notice tone="error" testId="pa-error">
          {t([`shell:${error}`, `errors:${error}`])}
        </Notice>
      )}
      <button
        type="submit"
        className="button primary"
        disabled={request.isPending}
        data-testid="pa-submit"
      >
        {t(full ? 'shell:pa_expand_submit' : 'shell:pa_submit')}
      </button>
    </form>
  );
}
