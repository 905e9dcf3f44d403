import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import { getUserSettings, saveUserSettings, USER_SETTINGS_KEY } from '../api/user-settings';
import { readVisitorColumns, writeVisitorColumns } from '../columns-cookie';

export interface ColumnChoice {
  /** The ids of the columns shown, in order; undefined: the table's defaults. */
  chosen: readonly string[] | undefined;
  choose(ids: string[]): void;
}

/**
 * A table's chosen columns (spec section 3, column settings), kept as the hints are: on the
 * server for a signed-in user (shown at once, put back if the save fails), in a cookie for a
 * visitor. `table` is the table's id (snake case).
 */
export function useColumnChoice(table: string): ColumnChoice {
  const { globals } = useSession();
  const userId = globals.userId;
  const signedIn = userId > 0;
  const queryClient = useQueryClient();
  const key = [USER_SETTINGS_KEY, userId];
  const settings = useQuery({ queryKey: key, queryFn: getUserSettings, enabled: signedIn });
  const [visitorColumns, setVisitorColumns] = useState(() => readVisitorColumns(table));

  const save = useMutation({
    mutationFn: (ids: string[]) => saveUserSettings(userId, { columns: { [table]: ids } }),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData<UserSettings>(key);
      if (previous)
        queryClient.setQueryData<UserSettings>(key, {
          ...previous,
          columns: { ...previous.columns, [table]: ids },
        });
      return { previous };
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (answer) => queryClient.setQueryData(key, answer.settings),
  });

  if (!signedIn)
    return {
      chosen: visitorColumns,
      choose: (ids) => {
        writeVisitorColumns(table, ids);
        setVisitorColumns(ids);
      },
    };
  return { chosen: settings.data?.columns?.[table], choose: (ids) => save.mutate(ids) };
}
