import type { FastifyBaseLogger } from 'fastify';

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
  kind: 'welcome' | 'sign_up_existing';
  language: string;
  sentAt: Date;
}

export interface MailSender {
  readonly kind: MailSenderKind;
  send(message: Omit<MailMessage, 'sentAt'>): Promise<void>;
}

export const MAIL_SENDER_KINDS = ['log', 'outbox'] as const;
export type MailSenderKind = (typeof MAIL_SENDER_KINDS)[number];

export function mailSenderKind(env: NodeJS.ProcessEnv = process.env): MailSenderKind {
  const value = env.MAIL_SENDER?.trim();
  if (!value) return env.NODE_ENV === 'production' ? 'log' : 'outbox';
  if ((MAIL_SENDER_KINDS as readonly string[]).includes(value)) return value as MailSenderKind;
  throw new Error(`MAIL_SENDER must be one of ${MAIL_SENDER_KINDS.join(', ')}, got "${value}"`);
}

export class LogMailSender implements MailSender {
  readonly kind: MailSenderKind = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(message: Omit<MailMessage, 'sentAt'>) {
    this.log.info({ mail: message }, 'mail');
  }
}

/** Keeps the last `capacity` messages, newest first. */
export class OutboxMailSender extends LogMailSender {
  override readonly kind: MailSenderKind = 'outbox';
  private readonly messages: MailMessage[] = [];
  constructor(
    log: FastifyBaseLogger,
    private readonly capacity = 100,
  ) {
    super(log);
  }
  override async send(message: Omit<MailMessage, 'sentAt'>) {
    await super.send(message);
    this.messages.unshift({ ...message, sentAt: new Date() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }
  list(): readonly MailMessage[] {
    return this.messages;
  }
}

export function createMailSender(kind: MailSenderKind, log: FastifyBaseLogger): MailSender {
  return kind === 'outbox' ? new OutboxMailSender(log) : new LogMailSender(log);
}
