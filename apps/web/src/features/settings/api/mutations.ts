import type {
  PersonMenu,
  PersonSettings,
  UpdateMenuBody,
  UpdateSettingsBody,
} from '@orbita/contracts/settings';
import { versionConflictCode } from '@orbita/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { settingsQueries } from './queries';
import { settingsApi } from './settings-api';

/** The record as it is now, when the save met a newer version (409 `conflict` with `current`). */
function currentOf<T>(error: unknown): T | undefined {
  if (!(error instanceof HttpError) || error.status !== 409 || error.code !== versionConflictCode)
    return undefined;
  return (error.body as { current?: T } | undefined)?.current;
}

export const MENU_CONFLICT_MESSAGE =
  'Seu menu foi alterado em outro aparelho. Mostramos a versão atual: refaça a alteração.';
export const SETTINGS_CONFLICT_MESSAGE =
  'Suas configurações foram alteradas em outro aparelho. Mostramos a versão atual: revise e salve de novo.';

/**
 * Saves the side menu (order, hidden entries, shortcuts) on the version in cache. The menu
 * changes at once (optimistic); a 409 shows the newer menu from the other device instead,
 * any other failure puts the saved one back. Both with the reason.
 */
export function useSaveMenu() {
  const client = useQueryClient();
  const key = settingsQueries.menu().queryKey;
  return useMutation({
    mutationFn: (body: UpdateMenuBody) => settingsApi.saveMenu(body),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PersonMenu>(key);
      if (before)
        client.setQueryData<PersonMenu>(key, { ...before, ...body, version: before.version });
      return { before };
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
    onError: (error, _body, context) => {
      const current = currentOf<PersonMenu>(error);
      if (current) {
        client.setQueryData(key, current);
        notify.error(MENU_CONFLICT_MESSAGE);
        return;
      }
      if (context?.before) client.setQueryData(key, context.before);
      notify.error(error.message);
    },
  });
}

/** Saves the settings form; a 409 puts the newer settings in the form and says so. */
export function useSaveSettings() {
  const client = useQueryClient();
  const key = settingsQueries.settings().queryKey;
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => settingsApi.save(body),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      notify.success('Configurações salvas.');
    },
    onError: (error) => {
      const current = currentOf<PersonSettings>(error);
      if (current) {
        client.setQueryData(key, current);
        notify.error(SETTINGS_CONFLICT_MESSAGE);
        return;
      }
      notify.error(error.message);
    },
  });
}
