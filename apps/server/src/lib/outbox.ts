/**
 * What the pluggable senders (SMS codes, account mail) share: the choice between `log` and
 * `outbox` from an environment variable, and the outbox itself, the latest messages in memory
 * for tests and development. A real gateway is an external boundary plugged in beside them.
 */
export const SENDER_KINDS = ['log', 'outbox'] as const;
export type SenderKind = (typeof SENDER_KINDS)[number];

/** `variable` (SMS_SENDER, MAIL_SENDER): outbox by default outside production, log in it. */
export function senderKind(variable: string, env: NodeJS.ProcessEnv = process.env): SenderKind {
  const value = env[variable]?.trim();
  if (!value) return env.NODE_ENV === 'production' ? 'log' : 'outbox';
  if ((SENDER_KINDS as readonly string[]).includes(value)) return value as SenderKind;
  throw new Error(`${variable} must be one of ${SENDER_KINDS.join(', ')}, got "${value}"`);
}

/** The last `capacity` messages, newest first. */
export class Outbox<T> {
  private readonly messages: T[] = [];
  constructor(private readonly capacity = 100) {}
  add(message: T) {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }
  list(): readonly T[] {
    return this.messages;
  }
}
