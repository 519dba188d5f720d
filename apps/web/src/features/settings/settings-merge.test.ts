import { defaultNotificationPrefs, type PersonSettings } from '@orbita/contracts/settings';
import { describe, expect, it } from 'vitest';
import { mergeNewer, openForm } from './settings-merge';

const v1: PersonSettings = {
  timeZone: 'America/Sao_Paulo',
  startPage: '/me/home',
  notifications: defaultNotificationPrefs(),
  version: 1,
};

describe('mergeNewer (a newer version while the settings form is open)', () => {
  it('takes the newer value of untouched fields and moves to its version', () => {
    const form = openForm(v1);
    form.draft = { ...form.draft, timeZone: 'America/Manaus' };
    const merged = mergeNewer(form, { ...v1, startPage: '/flow/listas', version: 2 });
    expect(merged.draft).toMatchObject({ timeZone: 'America/Manaus', startPage: '/flow/listas' });
    expect(merged.version).toBe(2);
  });

  it('keeps my value and the older version when the other device changed the same field', () => {
    const form = openForm(v1);
    form.draft = { ...form.draft, startPage: '/flow/processos' };
    const merged = mergeNewer(form, { ...v1, startPage: '/flow/listas', version: 2 });
    expect(merged.draft.startPage).toBe('/flow/processos');
    // Saving on version 1 meets the 409 and the dialog shows both.
    expect(merged.version).toBe(1);
    // A later, unrelated change does not hide the clash.
    const later = mergeNewer(merged, { ...v1, startPage: '/flow/listas', version: 3 });
    expect(later.version).toBe(1);
    // Once the form holds exactly the newer version (e.g. after my reapplied save), it moves on.
    const saved = mergeNewer(later, { ...v1, startPage: '/flow/processos', version: 4 });
    expect(saved.version).toBe(4);
  });

  it('merges notification switches one by one', () => {
    const form = openForm(v1);
    const mine = defaultNotificationPrefs();
    mine.mentioned = { inApp: true, email: false };
    form.draft = { ...form.draft, notifications: mine };
    const theirs = defaultNotificationPrefs();
    theirs.assigned = { inApp: false, email: true };
    const merged = mergeNewer(form, { ...v1, notifications: theirs, version: 2 });
    expect(merged.draft.notifications.mentioned).toEqual({ inApp: true, email: false });
    expect(merged.draft.notifications.assigned).toEqual({ inApp: false, email: true });
    expect(merged.version).toBe(2);
  });
});
