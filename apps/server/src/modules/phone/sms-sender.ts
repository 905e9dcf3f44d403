import type { FastifyBaseLogger } from 'fastify';
import { Outbox, senderKind, SENDER_KINDS, type SenderKind } from '../../lib/outbox';

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

export const SMS_SENDER_KINDS = SENDER_KINDS;
export type SmsSenderKind = SenderKind;
export const smsSenderKind = (env: NodeJS.ProcessEnv = process.env) =>
  senderKind('SMS_SENDER', env);

export class LogSmsSender implements SmsSender {
  readonly kind: SmsSenderKind = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(phone: string, text: string) {
    this.log.info({ sms: { phone, text } }, 'sms');
  }
}

/** Logs each message and keeps the latest in memory (lib/outbox.ts). */
export class OutboxSmsSender extends LogSmsSender {
  override readonly kind: SmsSenderKind = 'outbox';
  private readonly outbox = new Outbox<OutboxMessage>();
  override async send(phone: string, text: string) {
    await super.send(phone, text);
    this.outbox.add({ phone, text, sentAt: new Date() });
  }
  list(): readonly OutboxMessage[] {
    return this.outbox.list();
  }
}

export function createSmsSender(kind: SmsSenderKind, log: FastifyBaseLogger): SmsSender {
  return kind === 'outbox' ? new OutboxSmsSender(log) : new LogSmsSender(log);
}
