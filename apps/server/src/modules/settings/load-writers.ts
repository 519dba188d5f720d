import {
  defaultNotificationPrefs,
  menuEntryPaths,
  notificationEventKinds,
} from '@orbita/contracts/settings';
import { inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/client';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { personMenus, personSettings } from './schema';

interface PersonAck {
  userId: string;
}

/**
 * Both records are the person's own, saved without `version` (last write wins) and bumping
 * the row's version on every save: the row of a person must be at least at the number of
 * saves acknowledged to them (a later save that was sent but never answered may add one).
 */
async function lacking(
  db: Database,
  acks: PersonAck[],
  table: typeof personMenus | typeof personSettings,
  label: string,
): Promise<string[]> {
  const saves = new Map<string, number>();
  for (const a of acks) saves.set(a.userId, (saves.get(a.userId) ?? 0) + 1);
  if (saves.size === 0) return [];
  const rows = await db
    .select({ userId: table.userId, version: table.version })
    .from(table)
    .where(inArray(table.userId, [...saves.keys()]));
  const versions = new Map(rows.map((r) => [r.userId, r.version]));
  const out: string[] = [];
  for (const [userId, count] of saves) {
    const version = versions.get(userId) ?? 0;
    if (version < count) out.push(`${label} de ${userId}: ${count} salvas, versão ${version}`);
  }
  return out;
}

/** A menu save: another entry hidden and the order turned each time, with one or two shortcuts. */
const menuSave: AckWriter<PersonAck> = {
  name: 'menu e atalhos',
  loadWeight: 0.2,
  async write({ base, account, seq }) {
    const turn = seq % menuEntryPaths.length;
    const shortcuts = [
      {
        id: randomUUID(),
        kind: 'internal',
        name: `Atalho ${seq}`,
        icon: 'star',
        url: menuEntryPaths[turn],
      },
      ...(seq % 2
        ? [
            {
              id: randomUUID(),
              kind: 'external',
              name: 'Site',
              icon: 'public',
              url: `https://example.com/${seq}`,
            },
          ]
        : []),
    ];
    const res = await call(base, 'PUT', '/api/app/me/menu', {
      token: account.token,
      body: {
        order: [...menuEntryPaths.slice(turn), ...menuEntryPaths.slice(0, turn)],
        hidden: [menuEntryPaths[turn]],
        shortcuts,
      },
    });
    return res.status === 200 ? { userId: account.userId } : null;
  },
  missing: (db, acks) => lacking(db, acks, personMenus, 'menu'),
};

/** A preferences save: one notification kind's e-mail switched, the others on. */
const settingsSave: AckWriter<PersonAck> = {
  name: 'preferências',
  loadWeight: 0.2,
  async write({ base, account, seq }) {
    const off = notificationEventKinds[seq % notificationEventKinds.length]!;
    const notifications = defaultNotificationPrefs();
    notifications[off] = { inApp: true, email: false };
    const res = await call(base, 'PUT', '/api/app/me/settings', {
      token: account.token,
      body: { timeZone: 'America/Sao_Paulo', startPage: '/me/home', notifications },
    });
    return res.status === 200 ? { userId: account.userId } : null;
  },
  missing: (db, acks) => lacking(db, acks, personSettings, 'preferências'),
};

export const settingsWriters: AckWriter[] = [menuSave, settingsSave] as AckWriter[];

export const settingsReads: LoadRead[] = [
  {
    name: 'menu lateral',
    weight: 2,
    read: (base, a) => call(base, 'GET', '/api/app/me/menu', { token: a.token }),
  },
  {
    name: 'configurações',
    weight: 0.5,
    read: (base, a) => call(base, 'GET', '/api/app/me/settings', { token: a.token }),
  },
];
