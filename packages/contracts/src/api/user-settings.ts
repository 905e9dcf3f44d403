import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { Int4Id } from './common';

/** User settings: the hints switch and tables' columns, kept on the server for signed-in users. */

/**
 * The columns a user chose per table (spec section 3, column settings): a table's id, its
 * shown columns' ids in order. A table not in it shows its default columns.
 */
export const ColumnChoices = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
    z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)).max(60),
  )
  .refine((tables) => Object.keys(tables).length <= 50)
  .meta({ description: 'Per table id, the ids of the columns shown (at most 50 tables)' });
export type ColumnChoices = z.infer<typeof ColumnChoices>;

export const UserSettings = z.object({
  hints: z.boolean(),
  columns: ColumnChoices.optional().meta({ description: 'Absent until a table is set' }),
});
export type UserSettings = z.infer<typeof UserSettings>;
/** `sid` is the page's user id: a page left open from another account cannot write. */
export const SetSettingsRequest = z.strictObject({
  sid: Int4Id,
  settings: z.strictObject({
    hints: z.boolean().optional(),
    /** Merged per table: the tables not sent keep their columns. */
    columns: ColumnChoices.optional(),
  }),
});
export type SetSettingsRequest = z.infer<typeof SetSettingsRequest>;
export const SetSettingsResponse = z.object({ settings: UserSettings });

export const userSettingsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/user/settings/',
    operationId: 'getUserSettings',
    summary: "The user's settings object (hints; on until turned off)",
    description: 'Visitors keep their settings in a cookie: this answers them 401.',
    tag: 'user-settings',
    access: 'account.settings',
    responses: { 200: UserSettings },
  }),
  endpoint({
    method: 'POST',
    path: '/api/user/set-settings/',
    operationId: 'setUserSettings',
    summary: "Save settings: sid (the page's user id) and a nested settings object",
    description:
      "Merged into what is stored: keys not sent are kept. A `sid` other than the session's " +
      'user answers 403 `settings_sid_mismatch` and changes nothing.',
    tag: 'user-settings',
    access: 'account.settings',
    body: SetSettingsRequest,
    responses: { 200: SetSettingsResponse },
  }),
);
