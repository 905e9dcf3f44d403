import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { useDecisions } from '../api/admin-review';
import { formatMoment } from '../../../lib/format';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/** Every decision with who made it and when. */
export function DecisionsLog() {
  const { t } = useTranslation(['shell', 'common']);
  const language = useLanguage();
  const decisions = useDecisions();
  return (
    <section className="card" data-testid="admin-log">
      <h2>{t('shell:admin_log')}</h2>
      {decisions.isPending && <Notice>{t('common:loading')}</Notice>}
      {decisions.data?.items.length === 0 && <Notice>{t('shell:admin_empty')}</Notice>}
      {(decisions.data?.items.length ?? 0) > 0 && (
        <TableScroller>
          <table className="data-table">
            <thead>
              <tr>
                <th>{t('shell:col_decided')}</th>
                <th>{t('shell:col_admin')}</th>
                <th>{t('shell:col_action')}</th>
                <th>{t('shell:col_note')}</th>
              </tr>
            </thead>
            <tbody>
              {decisions.data?.items.map((d) => (
                <tr key={d.id} data-testid="admin-decision">
                  <td>{formatMoment(d.createdAt, language)}</td>
                  <td>{d.adminEmail}</td>
                  <td>
                    {t(`shell:action_${d.action}`)}
                    {d.requestId !== null && <span className="muted"> #{d.requestId}</span>}
                  </td>
                  <td>{d.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
