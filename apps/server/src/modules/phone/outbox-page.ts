import { escapeHtml } from '../../lib/html-template';
import type { OutboxMessage } from './sms-sender';

/**
 * The development outbox: the codes the outbox sender "sent", newest first. A plain page
 * with no script, served only when SMS_SENDER is outbox (never in production by default).
 */
export function renderOutbox(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr data-testid="outbox-message"><td>${escapeHtml(m.sentAt.toISOString())}</td>` +
        `<td data-testid="outbox-phone">${escapeHtml(m.phone)}</td>` +
        `<td data-testid="outbox-text">${escapeHtml(m.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox — Bondsight</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.4rem .8rem;text-align:left}</style>
</head><body><h1>SMS outbox</h1>
<p>Development sender (SMS_SENDER=outbox): messages are kept in memory, newest first, and not delivered.</p>
<table><thead><tr><th>Sent at</th><th>Phone</th><th>Text</th></tr></thead><tbody>${rows}</tbody></table>
${messages.length === 0 ? '<p data-testid="outbox-empty">No messages yet.</p>' : ''}
</body></html>`;
}
