import type { SetSettingsRequest, UserSettings } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './user-settings.repository';

/** Hints are on until the user turns them off. */
const DEFAULTS: UserSettings = { hints: true };

function toUserSettings(stored: Record<string, unknown>): UserSettings {
  return { hints: typeof stored.hints === 'boolean' ? stored.hints : DEFAULTS.hints };
}

export async function getSettings(db: Db, userId: number): Promise<UserSettings> {
  return toUserSettings(await repo.findSettings(db, userId));
}

/** `sid` must be the session's user: a page left open from another account cannot write. */
export async function setSettings(db: Db, userId: number, request: SetSettingsRequest) {
  if (request.sid !== userId)
    throw new AppError('access_denied_auth', 'settings_sid_mismatch', {
      'body.sid': 'settings_sid_mismatch',
    });
  const patch = Object.fromEntries(
    Object.entries(request.settings).filter(([, value]) => value !== undefined),
  );
  return { settings: toUserSettings(await repo.mergeSettings(db, userId, patch)) };
}
