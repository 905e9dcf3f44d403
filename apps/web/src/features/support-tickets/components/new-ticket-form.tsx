import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Notice } from '../../../widgets/data-state/notice';
import { useOpenTicket } from '../api/tickets';

export function NewTicketForm() {
  const { t } = useTranslation(['shell', 'errors']);
  const open = useOpenTicket();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) return;
    open.mutate(
      { subject, body },
      {
        onSuccess: () => {
          setSubject('');
          setBody('');
        },
      },
    );
  };
  const error = open.error instanceof ApiError ? open.error.labelKey : null;
  return (
    <form className="card form" onSubmit={submit} data-testid="new-ticket-form">
      <h2>{t('shell:tickets_new')}</h2>
      <label>
        {t('shell:ticket_subject')}
        <input
          name="subject"
          maxLength={200}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </label>
      <label>
        {t('shell:ticket_message')}
        <textarea
          name="body"
          rows={4}
          maxLength={5000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </label>
      {error && <Notice tone="error">{t([`shell:${error}`, `errors:${error}`])}</Notice>}
      <button
        type="submit"
        className="button primary"
        disabled={open.isPending || !subject.trim() || !body.trim()}
      >
        {t('shell:ticket_send')}
      </button>
    </form>
  );
}
