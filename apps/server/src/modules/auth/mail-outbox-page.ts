import { escapeHtml } from '../../lib/html-template';
import type { MailMessage } from './mail-sender';

/**
 * The development mail outbox (/dev/mail, MAIL_SENDER=outbox): the notices kept in memory,
 * newest first, each link as a link of this site, so that a sign-up can be proven without a
 * mail service.
 */
export function renderMailOutbox(messages: readonly MailMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr data-testid="mail-message"><td>${escapeHtml(m.sentAt.toISOString())}</td>` +
        `<td data-testid="mail-to">${escapeHtml(m.to)}</td>` +
        `<td data-testid="mail-kind">${escapeHtml(m.kind)}</td>` +
        `<td>${m.path ? `<a data-testid="mail-link" href="${escapeHtml(m.path)}">${escapeHtml(m.path)}</a>` : ''}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox — Bondsight</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.4rem .8rem;text-align:left}</style>
</head><body><h1>Mail outbox</h1>
<p>Development sender (MAIL_SENDER=outbox): notices are kept in memory, newest first, and not delivered.</p>
<table><thead><tr><th>Sent at</th><th>To</th><th>Notice</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>
${messages.length === 0 ? '<p data-testid="mail-empty">No messages yet.</p>' : ''}
</body></html>`;
}
