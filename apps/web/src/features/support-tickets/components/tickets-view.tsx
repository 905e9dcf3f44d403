import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Hint } from '../../../widgets/hint/hint';
import { Notice } from '../../../widgets/data-state/notice';
import { useTickets } from '../api/tickets';
import { NewTicketForm } from './new-ticket-form';
import { TicketCard } from './ticket-card';
import './tickets.css';

/** The /tickets/ page: open a ticket, read answers, reply. */
export function TicketsView() {
  const { t } = useTranslation(['shell', 'errors', 'common']);
  const decision = useSession().access('support.tickets');
  const tickets = useTickets(decision === 'allowed');
  return (
    <div className="tickets-page">
      <h1>{t('shell:tickets_title')}</h1>
      {decision !== 'allowed' ? (
        <Notice tone="warning" testId="tickets-denied">
          {t(`errors:${decision}`)}
        </Notice>
      ) : (
        <>
          <Hint>{t('shell:hint_tickets')}</Hint>
          <div className="tickets-layout">
            <NewTicketForm />
            <section aria-label={t('shell:tickets_title')}>
              {tickets.isPending && <Notice>{t('common:loading')}</Notice>}
              {tickets.data?.tickets.length === 0 && <Notice>{t('shell:tickets_empty')}</Notice>}
              {tickets.data?.tickets.map((ticket) => (
                <TicketCard key={ticket.id} ticket={ticket} />
              ))}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
