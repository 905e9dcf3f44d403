import type { ConfirmMobResponse, SendCodeResponse } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { csrfGet } from '../../../lib/csrf-get';

/** Spec: an empty messages list means the number was stored; errors throw (ApiError). */
export const updateMob = (phone: string) =>
  apiFetch<{ messages: string[] }>('/api/profile/update_mob/', {
    method: 'POST',
    body: { phone },
  });

/** Spec: GET /?action=ajaxSendCode sends a code to the pending number. */
export const sendCode = async () => (await csrfGet<SendCodeResponse>('/?action=ajaxSendCode')).body;

export const confirmMob = (code: string) =>
  apiFetch<ConfirmMobResponse>('/api/profile/confirm_mob/', { method: 'POST', body: { code } });
