import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_UNREAD } from '@bondsight/contracts/shell-rules';
import type { AdminTicket } from '@bondsight/contracts';
import { useLanguage } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { useAdminMarkRead, useAdminReply, useAdminTickets } from '../api/admin-tickets';
import { formatMoment } from '../../../lib/format';
import './tickets.css';

/** Users' tickets for staff (a tab of /admin/): read the thread, answer it. */
export function AdminTickets() {
  const { t } = useTranslation(['shell', 'common']);
  const tickets = useAdminTickets();
  return (
    <section className="card" data-testid="admin-tickets">
      <h2>{t('shell:admin_tickets')}</h2>
      {tickets.isPending && <Notice>{t('common:loading')}</Notice>}
      {tickets.data?.tickets.length === 0 && <Notice>{t('shell:tickets_empty')}</Notice>}
      {tickets.data?.tickets.map((ticket) => (
        <AdminTicketItem key={ticket.id} ticket={ticket} />
      ))}
    </section>
  );
}

function AdminTicketItem({ ticket }: { ticket: AdminTicket }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const reply = useAdminReply();
  const markRead = useAdminMarkRead();
  const unread = ticket.messages.filter(
    (m) => !m.fromStaff && m.status_id === MESSAGE_UNREAD,
  ).length;

  const toggle = () => {
    setOpen(!open);
    if (!open && unread > 0) markRead.mutate(ticket.id);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    reply.mutate({ id: ticket.id, body }, { onSuccess: () => setBody('') });
  };

  return (
    <article className="admin-ticket" data-testid="admin-ticket" data-email={ticket.email}>
      <button type="button" className="ticket-head" aria-expanded={open} onClick={toggle}>
        <span className="ticket-subject">{ticket.subject}</span>
        {unread > 0 && <span className="tickets-unread">{unread}</span>}
        <span className="muted">{ticket.email}</span>
      </button>
      {open && (
        <>
          <ol className="ticket-thread">
            {ticket.messages.map((m) => (
              <li
                key={m.id}
                className={m.fromStaff ? 'ticket-message from-staff' : 'ticket-message'}
              >
                <div className="ticket-meta">
                  <strong>{m.fromStaff ? t('ticket_from_staff') : ticket.email}</strong>{' '}
                  <span className="muted">{formatMoment(m.createdAt, language)}</span>
                </div>
                <p>{m.body}</p>
              </li>
            ))}
          </ol>
          <form className="form" onSubmit={submit} data-testid="admin-reply-form">
            <label>
              {t('ticket_reply')}
              <textarea
                rows={3}
                maxLength={5000}
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
            </label>
            <button
              type="submit"
              className="button primary"
              disabled={reply.isPending || !body.trim()}
            >
              {t('ticket_reply_send')}
            </button>
          </form>
        </>
      )}
    </article>
  );
}
