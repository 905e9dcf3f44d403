import type { FastifyBaseLogger } from 'fastify';
import { Outbox, senderKind, SENDER_KINDS, type SenderKind } from '../../lib/outbox';

/**
 * Where account notices go (ADR 0017). A real mail service is an external boundary: plug one
 * in by implementing MailSender. Chosen by MAIL_SENDER=log|outbox; outbox is the default
 * outside production, log in production — the same pattern as the SMS sender.
 *
 * - log: writes the message to the server log (an operator without a mail service reads it).
 * - outbox: logs too, and keeps the latest messages in memory (tests and development read them).
 */
export interface MailMessage {
  to: string;
  /** What the notice is about; the text follows from it and the language. */
  kind: 'verify_email' | 'sign_up_existing';
  /**
   * The link the notice carries, as a path of the site (verify_email: /verify-email/?token=…);
   * a real mail sender puts the site's public address before it.
   */
  path?: string;
  language: string;
  sentAt: Date;
}

export interface MailSender {
  readonly kind: MailSenderKind;
  send(message: Omit<MailMessage, 'sentAt'>): Promise<void>;
}

export const MAIL_SENDER_KINDS = SENDER_KINDS;
export type MailSenderKind = SenderKind;
export const mailSenderKind = (env: NodeJS.ProcessEnv = process.env) =>
  senderKind('MAIL_SENDER', env);

export class LogMailSender implements MailSender {
  readonly kind: MailSenderKind = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(message: Omit<MailMessage, 'sentAt'>) {
    this.log.info({ mail: message }, 'mail');
  }
}

/** Logs each message and keeps the latest in memory (lib/outbox.ts). */
export class OutboxMailSender extends LogMailSender {
  override readonly kind: MailSenderKind = 'outbox';
  private readonly outbox = new Outbox<MailMessage>();
  override async send(message: Omit<MailMessage, 'sentAt'>) {
    await super.send(message);
    this.outbox.add({ ...message, sentAt: new Date() });
  }
  list(): readonly MailMessage[] {
    return this.outbox.list();
  }
}

export function createMailSender(kind: MailSenderKind, log: FastifyBaseLogger): MailSender {
  return kind === 'outbox' ? new OutboxMailSender(log) : new LogMailSender(log);
}
