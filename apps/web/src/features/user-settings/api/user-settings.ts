import type { SetSettingsRequest } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

export const USER_SETTINGS_KEY = 'user-settings';

export const getUserSettings = () => api('GET /api/user/settings/');

/** Spec: POST /api/user/set-settings/ with sid and a nested settings object. */
export const saveUserSettings = (sid: number, settings: SetSettingsRequest['settings']) =>
  api('POST /api/user/set-settings/', { body: { sid, settings } });
