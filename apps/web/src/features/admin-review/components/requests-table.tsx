import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TARIFF_LABELS } from '@bondsight/contracts/shell-rules';
import type { AdminRequest } from '@bondsight/contracts';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { useAdminRequests, useDecide } from '../api/admin-review';
import { formatMoment } from '../../../lib/format';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/** Access requests of every kind; waiting ones can be approved or rejected. */
export function RequestsTable() {
  const { t } = useTranslation(['shell', 'errors', 'common']);
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const requests = useAdminRequests(showAll ? 'all' : 'sent');
  const decide = useDecide();
  const error = decide.error instanceof ApiError ? decide.error.labelKey : null;

  const about = (r: AdminRequest) =>
    [r.tariff ? t(`shell:${TARIFF_LABELS[r.tariff] ?? 'tariff_unknown'}`) : null, r.subjectName]
      .filter(Boolean)
      .join(' · ');

  return (
    <section className="card" data-testid="admin-requests">
      <div className="card-header">
        <h2>{t('shell:admin_requests')}</h2>
        <label className="admin-filter">
          <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />{' '}
          {t('shell:admin_show_all')}
        </label>
      </div>
      {error && <Notice tone="error">{t([`shell:${error}`, `errors:${error}`])}</Notice>}
      {requests.isPending && <Notice>{t('common:loading')}</Notice>}
      {requests.data?.items.length === 0 && <Notice>{t('shell:admin_empty')}</Notice>}
      {(requests.data?.items.length ?? 0) > 0 && (
        <TableScroller>
          <table className="data-table">
            <thead>
              <tr>
                <th>{t('shell:col_kind')}</th>
                <th>{t('shell:col_user')}</th>
                <th>{t('shell:col_subject')}</th>
                <th>{t('shell:col_created')}</th>
                <th>{t('shell:col_status')}</th>
                <th>{t('shell:col_action')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data?.items.map((r) => (
                <tr key={r.id} data-testid="admin-request" data-email={r.email} data-kind={r.kind}>
                  <td>{t(`shell:kind_${r.kind}`)}</td>
                  <td>
                    {r.email} <span className="muted">({r.level})</span>
                  </td>
                  <td>{about(r)}</td>
                  <td>{formatMoment(r.createdAt, language)}</td>
                  <td>
                    {t(`shell:status_${r.status}`)}
                    {r.decidedBy && (
                      <div className="muted admin-decided">
                        {r.decidedBy}, {formatMoment(r.decidedAt, language)}
                      </div>
                    )}
                  </td>
                  <td className="admin-actions">
                    {r.status === 'sent' && (
                      <>
                        <button
                          type="button"
                          className="button small primary"
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}
                          data-testid="approve-request"
                        >
                          {t('shell:admin_approve')}
                        </button>
                        <button
                          type="button"
                          className="button small"
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ id: r.id, decision: 'reject' })}
                          data-testid="reject-request"
                        >
                          {t('shell:admin_reject')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
