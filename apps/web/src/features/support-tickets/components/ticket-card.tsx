import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countUnreadReplies } from '@bondsight/contracts/shell-rules';
import type { SupportTicket } from '@bondsight/contracts';
import { useLanguage } from '../../../lib/use-formatters';
import { useMarkTicketRead, useReplyTicket } from '../api/tickets';
import { formatMoment } from '../../../lib/format';

/** One ticket: opening it marks the answers read; the thread and a reply form. */
export function TicketCard({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const markRead = useMarkTicketRead();
  const reply = useReplyTicket();
  const threadId = useId();
  const unread = countUnreadReplies([ticket]);

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
    <article className="card ticket" data-testid="ticket">
      <button
        type="button"
        className="ticket-head"
        aria-expanded={open}
        aria-controls={threadId}
        onClick={toggle}
      >
        <span className="ticket-subject">{ticket.subject}</span>
        {unread > 0 && (
          <span className="tickets-unread" data-testid="ticket-unread">
            {unread}
          </span>
        )}
        <span className="muted ticket-date">{formatMoment(ticket.createdAt, language)}</span>
      </button>
      {open && (
        <div id={threadId}>
          <ol className="ticket-thread">
            {ticket.messages.map((message) => (
              <li
                key={message.id}
                className={message.fromStaff ? 'ticket-message from-staff' : 'ticket-message'}
                data-testid="ticket-message"
              >
                <div className="ticket-meta">
                  <strong>{t(message.fromStaff ? 'ticket_from_staff' : 'ticket_from_you')}</strong>{' '}
                  <span className="muted">{formatMoment(message.createdAt, language)}</span>
                </div>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
          {ticket.status === 'open' && (
            <form className="form ticket-reply" onSubmit={submit}>
              <label>
                {t('ticket_reply')}
                <textarea
                  rows={3}
                  maxLength={5000}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                />
              </label>
              <button type="submit" className="button" disabled={reply.isPending || !body.trim()}>
                {t('ticket_reply_send')}
              </button>
            </form>
          )}
        </div>
      )}
    </article>
  );
}
