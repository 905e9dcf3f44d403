import { ColumnChoices, type SetSettingsRequest, type UserSettings } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './user-settings.repository';

/** Hints are on until the user turns them off. */
const DEFAULTS: UserSettings = { hints: true };

function toUserSettings(stored: Record<string, unknown>): UserSettings {
  const settings: UserSettings = {
    hints: typeof stored.hints === 'boolean' ? stored.hints : DEFAULTS.hints,
  };
  // What the store holds is read through the contract: a malformed value is left out.
  const columns = ColumnChoices.safeParse(stored.columns);
  if (columns.success) settings.columns = columns.data;
  return settings;
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
  const patch: Record<string, unknown> = Object.fromEntries(
    Object.entries(request.settings).filter(([, value]) => value !== undefined),
  );
  // jsonb || merges the top level only: one table's columns must not drop the others'.
  if (request.settings.columns) {
    const stored = ColumnChoices.safeParse((await repo.findSettings(db, userId)).columns);
    patch.columns = { ...(stored.success ? stored.data : {}), ...request.settings.columns };
  }
  return { settings: toUserSettings(await repo.mergeSettings(db, userId, patch)) };
}
