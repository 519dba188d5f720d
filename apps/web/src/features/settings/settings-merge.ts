import type { PersonSettings } from '@orbita/contracts/settings';
import { notificationEventKinds } from '@orbita/contracts/settings/values';
import type { SettingsDraft } from './api/mutations';

/** The form's state: what the person sees, the record it was last in step with, and the version to send. */
export interface SettingsFormState {
  draft: SettingsDraft;
  base: PersonSettings;
  /** The version the person's edits were made over (older than `base` while one clashes). */
  version: number;
}

export const openForm = (settings: PersonSettings): SettingsFormState => ({
  draft: settingsDraft(settings),
  base: settings,
  version: settings.version,
});

export const settingsDraft = ({ timeZone, startPage, notifications }: PersonSettings) => ({
  timeZone,
  startPage,
  notifications,
});

/**
 * A newer version arrived (another device, live) while the form is open: fields the person
 * has not touched take the newer value; touched ones keep the person's. When the other device
 * changed a field the person also changed, the form keeps the older version, so saving meets
 * the 409 and the conflict dialog shows both; otherwise it moves to the newer version.
 */
export function mergeNewer(state: SettingsFormState, next: PersonSettings): SettingsFormState {
  if (next.version === state.base.version) return state;
  const { draft, base } = state;
  let clash = false;
  const pick = <V>(mine: V, was: V, now: V): V => {
    if (mine === was) return now;
    if (now !== was) clash = true;
    return mine;
  };
  const notifications = { ...draft.notifications };
  for (const kind of notificationEventKinds)
    notifications[kind] = {
      inApp: pick(
        draft.notifications[kind].inApp,
        base.notifications[kind].inApp,
        next.notifications[kind].inApp,
      ),
      email: pick(
        draft.notifications[kind].email,
        base.notifications[kind].email,
        next.notifications[kind].email,
      ),
    };
  const merged = {
    timeZone: pick(draft.timeZone, base.timeZone, next.timeZone),
    startPage: pick(draft.startPage, base.startPage, next.startPage),
    notifications,
  };
  // A clash stays until the form holds exactly the newer version (saved, reapplied, discarded).
  const behind = clash || state.version !== base.version;
  return {
    draft: merged,
    base: next,
    version: behind && !sameSettings(merged, next) ? state.version : next.version,
  };
}

export function sameSettings(a: SettingsDraft, b: SettingsDraft): boolean {
  return (
    a.timeZone === b.timeZone &&
    a.startPage === b.startPage &&
    notificationEventKinds.every(
      (k) =>
        a.notifications[k].inApp === b.notifications[k].inApp &&
        a.notifications[k].email === b.notifications[k].email,
    )
  );
}
