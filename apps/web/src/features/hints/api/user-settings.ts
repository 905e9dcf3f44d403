import type { SetSettingsRequest, UserSettings } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';

export const USER_SETTINGS_KEY = 'user-settings';

export const getUserSettings = () => apiFetch<UserSettings>('/api/user/settings/');

/** Spec: POST /api/user/set-settings/ with sid and a nested settings object. */
export const saveUserSettings = (sid: number, settings: SetSettingsRequest['settings']) =>
  apiFetch<{ settings: UserSettings }>('/api/user/set-settings/', {
    method: 'POST',
    body: { sid, settings } satisfies SetSettingsRequest,
  });
