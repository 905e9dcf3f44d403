import { api } from '../../../lib/api-client';

/** Spec: an empty messages list means the number was stored; errors throw (ApiError). */
export const updateMob = (phone: string) =>
  api('POST /api/profile/update_mob/', { body: { phone } });

/** Spec: GET /?action=ajaxSendCode sends a code to the pending number (with the CSRF header). */
export const sendCode = () => api('GET /?action=ajaxSendCode');

export const confirmMob = (code: string) =>
  api('POST /api/profile/confirm_mob/', { body: { code } });
