import type { FastifyBaseLogger } from 'fastify';

/**
 * Where confirmation codes go. A real SMS gateway is an external boundary: plug one in by
 * implementing SmsSender. Chosen by SMS_SENDER=log|outbox; outbox is the default outside
 * production, log in production.
 *
 * - log: writes the text to the server log (an operator without a gateway reads it there).
 * - outbox: logs too, and keeps the latest messages in memory for the /dev/outbox page.
 */
export interface SmsSender {
  readonly kind: SmsSenderKind;
  send(phone: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: Date;
}

export const SMS_SENDER_KINDS = ['log', 'outbox'] as const;
export type SmsSenderKind = (typeof SMS_SENDER_KINDS)[number];

export function smsSenderKind(env: NodeJS.ProcessEnv = process.env): SmsSenderKind {
  const value = env.SMS_SENDER?.trim();
  if (!value) return env.NODE_ENV === 'production' ? 'log' : 'outbox';
  if ((SMS_SENDER_KINDS as readonly string[]).includes(value)) return value as SmsSenderKind;
  throw new Error(`SMS_SENDER must be one of ${SMS_SENDER_KINDS.join(', ')}, got "${value}"`);
}

export class LogSmsSender implements SmsSender {
  readonly kind: SmsSenderKind = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(phone: string, text: string) {
    this.log.info({ sms: { phone, text } }, 'sms');
  }
}

/** Keeps the last `capacity` messages, newest first. */
export class OutboxSmsSender extends LogSmsSender {
  override readonly kind: SmsSenderKind = 'outbox';
  private readonly messages: OutboxMessage[] = [];
  constructor(
    log: FastifyBaseLogger,
    private readonly capacity = 100,
  ) {
    super(log);
  }
  override async send(phone: string, text: string) {
    await super.send(phone, text);
    this.messages.unshift({ phone, text, sentAt: new Date() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }
  list(): readonly OutboxMessage[] {
    return this.messages;
  }
}

export function createSmsSender(kind: SmsSenderKind, log: FastifyBaseLogger): SmsSender {
  return kind === 'outbox' ? new OutboxSmsSender(log) : new LogSmsSender(log);
}
