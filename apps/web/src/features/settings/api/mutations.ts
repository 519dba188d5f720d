import { authRoutes } from '@orbita/contracts/routes';
import {
  notificationEventKinds,
  notificationEventLabels,
  startPages,
  type NotificationPrefs,
  type PersonMenu,
  type PersonSettings,
  type Shortcut,
  type UpdateMenuBody,
} from '@orbita/contracts/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useVersionedSave, versionConflictOf } from '../../../platform/concurrency';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { timeZoneLabel } from '../time-zones';
import { settingsQueries } from './queries';
import { settingsApi } from './settings-api';

/**
 * The shared concurrency piece knows records by `id`; the person's two records have none
 * (one each per person), so the answers and a 409's `current` get a fixed one here.
 */
type Identified<T> = T & { id: string };
export type MenuRecord = Identified<PersonMenu>;
export type SettingsRecord = Identified<PersonSettings>;

async function identified<T extends object>(id: string, answer: Promise<T>) {
  try {
    return { ...(await answer), id };
  } catch (error) {
    const current = (error as HttpError | undefined)?.body as { current?: T } | undefined;
    if (!(error instanceof HttpError) || !current?.current) throw error;
    throw new HttpError(error.message, {
      status: error.status,
      code: error.code,
      fields: error.fields,
      body: { ...current, current: { ...current.current, id } },
    });
  }
}

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;

const pageTitle = new Map<string, string>(authRoutes.map((r) => [r.path, r.title]));
const titles = (paths: string[]) =>
  paths.length ? paths.map((p) => pageTitle.get(p) ?? p).join(', ') : 'Nenhum';

/** What a menu field reads as in the conflict dialog: screens and shortcuts by name. */
function menuFormat(field: string, value: unknown): string | undefined {
  if (field === 'order' || field === 'hidden') return titles(value as string[]);
  if (field === 'shortcuts') {
    const list = value as Shortcut[];
    return list.length ? list.map((s) => s.name).join(', ') : 'Nenhum';
  }
  return undefined;
}

/** A menu change: only the parts the person touched; the rest is taken from the newest menu. */
export type MenuChange = Partial<Omit<UpdateMenuBody, 'version'>>;

/**
 * Saves the side menu at once (optimistic) on the version in cache. Only the changed part
 * is sent over the newest menu, so a stale save that the person reapplies keeps what the
 * other device changed elsewhere. A 409 puts the other device's menu in place and opens the
 * shared conflict dialog; any other failure puts the saved one back and says why.
 */
export function useSaveMenu(menu: PersonMenu) {
  const client = useQueryClient();
  const key = settingsQueries.menu().queryKey;
  return useVersionedSave<MenuRecord, MenuChange>({
    record: menu,
    send: async ({ version, ...change }) => {
      const before = client.getQueryData<PersonMenu>(key) ?? menu;
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<PersonMenu>(key, { ...before, ...change });
      try {
        const saved = await identified(
          'menu',
          settingsApi.saveMenu({
            order: before.order,
            hidden: before.hidden,
            shortcuts: before.shortcuts,
            ...change,
            version,
          }),
        );
        client.setQueryData(key, withoutId(saved));
        return saved;
      } catch (error) {
        if (!versionConflictOf(error)) {
          client.setQueryData(key, before);
          notify.error((error as Error).message);
        }
        throw error;
      }
    },
    writeCurrent: (current) => client.setQueryData(key, withoutId(current)),
    labels: { order: 'Ordem do menu', hidden: 'Itens ocultos', shortcuts: 'Atalhos' },
    format: menuFormat,
  });
}

/** The notification switches as a sentence: which ones are off (all on is the default). */
function notificationsText(prefs: NotificationPrefs): string {
  const off = notificationEventKinds.flatMap((k) => {
    const channels = [!prefs[k].inApp && 'no Orbita', !prefs[k].email && 'por e-mail'].filter(
      Boolean,
    );
    return channels.length ? [`${notificationEventLabels[k]} (${channels.join(' e ')})`] : [];
  });
  return off.length ? `Desligadas: ${off.join('; ')}` : 'Todas ligadas';
}

function settingsFormat(field: string, value: unknown): string | undefined {
  if (field === 'startPage') return startPages.find((p) => p.path === value)?.title;
  if (field === 'timeZone') return timeZoneLabel(String(value));
  if (field === 'notifications') return notificationsText(value as NotificationPrefs);
  return undefined;
}

export type SettingsDraft = Omit<PersonSettings, 'version'>;

/**
 * Saves the settings form on the version its edits were made over (`version`). A 409 puts
 * the newer settings in the cache and opens the shared conflict dialog (reapply mine, or
 * discard them: `onDiscarded`).
 */
export function useSaveSettings(version: number, onDiscarded: (current: PersonSettings) => void) {
  const client = useQueryClient();
  const key = settingsQueries.settings().queryKey;
  return useVersionedSave<SettingsRecord, SettingsDraft>({
    record: { version },
    send: async (body) => {
      try {
        const saved = await identified('settings', settingsApi.save(body));
        client.setQueryData(key, withoutId(saved));
        notify.success('Configurações salvas.');
        return saved;
      } catch (error) {
        if (!versionConflictOf(error)) notify.error((error as Error).message);
        throw error;
      }
    },
    writeCurrent: (current) => client.setQueryData(key, withoutId(current)),
    labels: {
      startPage: 'Página inicial',
      timeZone: 'Fuso horário',
      notifications: 'Notificações',
    },
    format: settingsFormat,
    onDiscarded: (current) => onDiscarded(withoutId(current)),
  });
}
