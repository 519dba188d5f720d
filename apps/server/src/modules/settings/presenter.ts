import {
  DEFAULT_START_PAGE,
  DEFAULT_TIME_ZONE,
  defaultNotificationPrefs,
  menuEntryPaths,
  notificationEventKinds,
  startPages,
  type NotificationPrefs,
  type PersonMenu,
  type PersonSettings,
} from '@orbita/contracts/settings';
import type { personMenus, personSettings } from './schema';

type SettingsRow = typeof personSettings.$inferSelect;
type MenuRow = typeof personMenus.$inferSelect;

/** What a person who never saved has (version 0: nothing stored). */
export const defaultSettingsRow = () => ({
  timeZone: DEFAULT_TIME_ZONE,
  startPage: DEFAULT_START_PAGE,
  notifications: defaultNotificationPrefs(),
  version: 0,
});

const knownStartPages = new Set<string>(startPages.map((p) => p.path));
const knownEntries = new Set<string>(menuEntryPaths);

/**
 * Stored values are read against today's vocabularies: a kind added later gets its default,
 * a screen removed from the route table falls back to the default start page / drops out.
 */
export function presentSettings(row: SettingsRow | undefined): PersonSettings {
  if (!row) return defaultSettingsRow();
  const defaults = defaultNotificationPrefs();
  const notifications = Object.fromEntries(
    notificationEventKinds.map((k) => [k, row.notifications[k] ?? defaults[k]]),
  ) as NotificationPrefs;
  return {
    timeZone: row.timeZone,
    startPage: knownStartPages.has(row.startPage) ? row.startPage : DEFAULT_START_PAGE,
    notifications,
    version: row.version,
  };
}

export function presentMenu(row: MenuRow | undefined): PersonMenu {
  if (!row) return { order: [], hidden: [], shortcuts: [], version: 0 };
  return {
    order: row.entryOrder.filter((p) => knownEntries.has(p)),
    hidden: row.hidden.filter((p) => knownEntries.has(p)),
    shortcuts: row.shortcuts,
    version: row.version,
  };
}
