import crypto from 'node:crypto';
import {
  PHONE_CODE,
  SHELL_LIMITS,
  type Language,
  type SendCodeResponse,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { maskPhone, parseRussianMobile } from './phone-number';
import type { SmsSender } from './sms-sender';
import * as repo from './phone.repository';

const HOUR_MS = 3_600_000;

/** Only a hash is stored; salting with the user and number ties a code to both. */
const hashCode = (userId: number, phone: string, code: string) =>
  crypto.createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');

const newCode = () =>
  String(crypto.randomInt(0, 10 ** PHONE_CODE.length)).padStart(PHONE_CODE.length, '0');

/** Spec: update_mob stores the number; errors come back as label keys and nothing changes. */
export async function updateMobile(db: Db, userId: number, input: string): Promise<void> {
  const parsed = parseRussianMobile(input);
  if (!parsed.ok)
    throw new AppError('validation_failed', parsed.problem, { 'body.phone': parsed.problem });
  await inTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    const current = await repo.findUserPhone(tx, userId);
    if (current?.phone === parsed.e164 && current.phoneConfirmedAt)
      throw new AppError('conflict', 'phone_already_confirmed');
    if (await repo.findOtherConfirmedOwner(tx, parsed.e164, userId))
      throw new AppError('conflict', 'phone_taken', { 'body.phone': 'phone_taken' });
    if (current?.phone !== parsed.e164) await repo.setPendingPhone(tx, userId, parsed.e164);
  });
}

/** The SMS text in the user's language: the `shell` module's template with the code. */
export function codeText(lang: Language) {
  const template = readLabels(lang, 'shell')?.sms_code_text ?? '{{code}}';
  return (code: string) =>
    template.replace('{{code}}', code).replace('{{minutes}}', String(PHONE_CODE.ttlMinutes));
}

/**
 * Sends a fresh code to the user's pending number. Limits: one code per 30 s (the page's
 * resend countdown), five an hour per user and five an hour per number.
 */
export async function sendCode(
  db: Db,
  sender: SmsSender,
  userId: number,
  text: (code: string) => string,
  now = new Date(),
): Promise<SendCodeResponse> {
  const { phone, code } = await inTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    const current = await repo.findUserPhone(tx, userId);
    if (!current?.phone) throw new AppError('conflict', 'phone_not_set');
    if (current.phoneConfirmedAt) throw new AppError('conflict', 'phone_already_confirmed');
    const last = await repo.latestCode(tx, userId);
    if (last && now.getTime() - last.createdAt.getTime() < SHELL_LIMITS.codeResendSeconds * 1000)
      throw new AppError('rate_limited', 'phone_code_wait');
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if (
      (await repo.countCodesSince(tx, { userId }, hourAgo)) >= PHONE_CODE.perUserPerHour ||
      (await repo.countCodesSince(tx, { phone: current.phone }, hourAgo)) >=
        PHONE_CODE.perPhonePerHour
    )
      throw new AppError('rate_limited', 'phone_code_too_many');
    const code = newCode();
    await repo.insertCode(tx, {
      userId,
      phone: current.phone,
      codeHash: hashCode(userId, current.phone, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE.ttlMinutes * 60_000),
    });
    return { phone: current.phone, code };
  });
  // Sent after the commit: a rolled-back code is never delivered.
  await sender.send(phone, text(code));
  return {
    sent: true,
    phone: maskPhone(phone),
    resendAfterSeconds: SHELL_LIMITS.codeResendSeconds,
  };
}

type Outcome = { ok: true; phone: string } | { ok: false; error: AppError };

const fail = (error: AppError): Outcome => ({ ok: false, error });
const wrong = () =>
  fail(new AppError('validation_failed', 'phone_code_wrong', { 'body.code': 'phone_code_wrong' }));

/** Checks a code: single use, 10 minutes, five tries; a match confirms the number. */
export async function confirmCode(db: Db, userId: number, input: string, now = new Date()) {
  const code = input.trim();
  if (code === '')
    throw new AppError('validation_failed', 'phone_code_required', {
      'body.code': 'phone_code_required',
    });
  // The transaction commits a failed attempt's count; the refusal is thrown after it.
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    await repo.lockUser(tx, userId);
    const current = await repo.findUserPhone(tx, userId);
    const last = await repo.latestCode(tx, userId);
    if (!last || !current?.phone)
      return fail(new AppError('validation_failed', 'phone_code_not_sent'));
    const matches = hashCode(userId, last.phone, code) === last.codeHash;
    if (last.usedAt) return matches ? fail(new AppError('conflict', 'phone_code_used')) : wrong();
    if (last.attempts >= PHONE_CODE.maxAttempts)
      return fail(new AppError('rate_limited', 'phone_code_attempts'));
    if (last.phone !== current.phone)
      return fail(new AppError('validation_failed', 'phone_code_not_sent'));
    if (!matches) {
      await repo.countFailedAttempt(tx, last.id);
      return wrong();
    }
    if (now.getTime() > last.expiresAt.getTime())
      return fail(new AppError('validation_failed', 'phone_code_expired'));
    if (await repo.findOtherConfirmedOwner(tx, last.phone, userId))
      return fail(new AppError('conflict', 'phone_taken'));
    if (!(await repo.useCode(tx, last.id, now)))
      return fail(new AppError('conflict', 'phone_code_used'));
    await repo.confirmPhone(tx, userId, last.phone, now);
    return { ok: true, phone: last.phone };
  });
  if (!outcome.ok) throw outcome.error;
  return { phone: maskPhone(outcome.phone), confirmedAt: now.toISOString() };
}
