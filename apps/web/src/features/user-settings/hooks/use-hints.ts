import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import { getUserSettings, saveUserSettings, USER_SETTINGS_KEY } from '../api/user-settings';
import { readVisitorHints, writeVisitorHints } from '../hints-cookie';

export interface HintsSetting {
  enabled: boolean;
  setEnabled(on: boolean): void;
}

/**
 * Hints on or off, saved (spec section 4): on the server for a signed-in user (shown at once,
 * put back if the save fails), in a cookie for a visitor.
 */
export function useHints(): HintsSetting {
  const { globals } = useSession();
  const userId = globals.userId;
  const signedIn = userId > 0;
  const queryClient = useQueryClient();
  const key = [USER_SETTINGS_KEY, userId];
  const settings = useQuery({ queryKey: key, queryFn: getUserSettings, enabled: signedIn });
  const [visitorHints, setVisitorHints] = useState(readVisitorHints);

  const save = useMutation({
    mutationFn: (hints: boolean) => saveUserSettings(userId, { hints }),
    onMutate: (hints) => {
      const previous = queryClient.getQueryData<UserSettings>(key);
      queryClient.setQueryData<UserSettings>(key, { ...previous, hints });
      return { previous };
    },
    onError: (_error, _hints, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (answer) => queryClient.setQueryData(key, answer.settings),
  });

  if (!signedIn)
    return {
      enabled: visitorHints,
      setEnabled: (on) => {
        writeVisitorHints(on);
        setVisitorHints(on);
      },
    };
  return { enabled: settings.data?.hints ?? true, setEnabled: (on) => save.mutate(on) };
}
