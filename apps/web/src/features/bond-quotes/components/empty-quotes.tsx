import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BondSummary } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { useOpenQuotesTicket } from '../api/open-quotes-ticket';

/**
 * No market participant quotes the bond (spec: empty_quotes_text). With full access the
 * empty_quotes_btn asks support to find quotes: a support ticket about this bond.
 */
export function EmptyQuotes({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation(['errors', 'quotes']);
  const session = useSession();
  const ticket = useOpenQuotesTicket();
  const ask = () =>
    ticket.mutate({
      subject: t('quotes:ticket_subject', { name: bond.name }),
      body: t('quotes:ticket_body', {
        name: bond.name,
        isin: bond.isin ?? '—',
        url: `${window.location.origin}/bonds/${bond.id}/`,
      }),
    });
  return (
    <div className="quotes-empty" data-testid="quotes-empty">
      <p>{t('errors:empty_quotes_text')}</p>
      {session.can('support.tickets') && !ticket.data && (
        <button
          type="button"
          className="button small"
          disabled={ticket.isPending}
          onClick={ask}
          data-testid="quotes-empty-button"
        >
          {t('errors:empty_quotes_btn')}
        </button>
      )}
      {ticket.data && (
        <Notice testId="quotes-ticket-sent">
          {t('quotes:ticket_sent')} <Link to="/tickets/">{t('quotes:tickets_link')}</Link>
        </Notice>
      )}
      {ticket.isError && <Notice tone="error">{t('errors:internal_error')}</Notice>}
    </div>
  );
}
