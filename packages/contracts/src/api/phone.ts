import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';

/** Phone confirmation: the number, the SMS code and its confirmation. */

export const UpdateMobRequest = z.strictObject({ phone: z.string().max(40) });
/** Spec: an empty messages list means success; errors come back in the list (label keys). */
export const UpdateMobResponse = z.object({ messages: z.array(z.string()) });
export const UpdateMobError = ErrorBody.extend({ messages: z.array(z.string()).optional() });
export const SendCodeResponse = z.object({
  sent: z.literal(true),
  /** The number the code went to, masked: +7 916 ***-**-67. */
  phone: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;
export const ConfirmMobRequest = z.strictObject({ code: z.string().max(12) });
export const ConfirmMobResponse = z.object({ phone: z.string(), confirmedAt: z.string() });
export type ConfirmMobResponse = z.infer<typeof ConfirmMobResponse>;

export const phoneEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/profile/update_mob/',
    operationId: 'updateMobile',
    summary: 'Store a (Russian mobile) number to confirm; then GET /?action=ajaxSendCode',
    description:
      'Accepts Russian mobile numbers only: +7 9xx xxx-xx-xx, written with +7, 7, 8 or ' +
      'as ten digits. Other country codes and +7 6xx/7xx (Kazakhstan) are phone_foreign; ' +
      'other +7 numbers are landlines (phone_not_mobile). An empty `messages` list means ' +
      'success. Problems come back as label keys both in `messages` and in the error ' +
      'body, with status 400 or 409; nothing is stored then.',
    tag: 'phone',
    access: 'phone.confirm',
    body: UpdateMobRequest,
    responses: { 200: UpdateMobResponse, 400: UpdateMobError, 409: UpdateMobError },
  }),
  endpoint({
    method: 'GET',
    path: '/?action=ajaxSendCode',
    operationId: 'sendPhoneCode',
    summary: 'Send a confirmation code by SMS to the pending number',
    description:
      "Called as `GET /?action=ajaxSendCode` (the spec puts it on the home page's path; " +
      'without the action, / is the page). Changes state, so it needs the CSRF header like a ' +
      'POST. One code per 30 s (`phone_code_wait`), five an hour per user and per number ' +
      '(`phone_code_too_many`); 409 `phone_not_set` without a pending number, ' +
      '`phone_already_confirmed` once confirmed.',
    tag: 'phone',
    access: 'signed-in',
    csrf: true,
    responses: { 200: SendCodeResponse, 409: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/profile/confirm_mob/',
    operationId: 'confirmMobile',
    summary: 'Confirm the pending number with the code sent to it',
    description:
      'A code is single use, valid 10 minutes, and allows five tries (then 429 ' +
      '`phone_code_attempts`).',
    tag: 'phone',
    access: 'phone.confirm',
    body: ConfirmMobRequest,
    responses: { 200: ConfirmMobResponse, 409: ErrorBody },
  }),
);
