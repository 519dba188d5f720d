import {
  defaultNotificationPrefs,
  type PersonMenu,
  type PersonSettings,
} from '@orbita/contracts/settings';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, authTestApp, expectStatus, ok, testDatabase } from '../../test/kit';
import { transaction } from '../../platform/db/transaction';
import { notifyIfWanted } from '../communication';
import { notificationAllowed, personTimeZone } from './index';

const database = testDatabase();
const me = apiClient('/api/app/me');
let app: FastifyInstance;

beforeAll(async () => {
  app = await authTestApp();
});
afterEach(() => vi.restoreAllMocks());

const settingsBody = (over: Partial<PersonSettings> = {}) => ({
  timeZone: 'America/Manaus',
  startPage: '/flow/listas',
  notifications: defaultNotificationPrefs(),
  ...over,
});
const shortcut = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Minhas listas',
  icon: 'checklist',
  kind: 'internal',
  url: '/flow/listas',
  ...over,
});
const menuBody = (over: Record<string, unknown> = {}) => ({
  order: ['/flow/listas', '/flow/workplace'],
  hidden: ['/flow/processos'],
  shortcuts: [shortcut()],
  ...over,
});

describe('GET /api/app/me/settings and /menu', () => {
  it('answers the defaults (version 0) to a person who never saved', async () => {
    const ana = await me.newCaller(app, database);
    expect(await ok(ana.get('/settings'))).toEqual({
      timeZone: 'America/Sao_Paulo',
      startPage: '/me/home',
      notifications: defaultNotificationPrefs(),
      version: 0,
    });
    expect(await ok(ana.get('/menu'))).toEqual({
      order: [],
      hidden: [],
      shortcuts: [],
      version: 0,
    });
    expect(await personTimeZone(database.db, ana.userId)).toBe('America/Sao_Paulo');
    expect(await notificationAllowed(database.db, ana.userId, 'mentioned', 'inApp')).toBe(true);
  });

  it('refuses signed-out callers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/app/me/settings' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/app/me/settings', () => {
  it('saves, reads back, and feeds personTimeZone and notificationAllowed', async () => {
    const ana = await me.newCaller(app, database);
    const notifications = defaultNotificationPrefs();
    notifications.mentioned = { inApp: false, email: true };
    const saved = await ok<PersonSettings>(
      ana.put('/settings', settingsBody({ notifications, version: 0 })),
    );
    expect(saved).toMatchObject({ timeZone: 'America/Manaus', startPage: '/flow/listas' });
    expect(saved.version).toBe(1);
    expect(await ok(ana.get('/settings'))).toEqual(saved);
    expect(await personTimeZone(database.db, ana.userId)).toBe('America/Manaus');
    expect(await notificationAllowed(database.db, ana.userId, 'mentioned', 'inApp')).toBe(false);
    expect(await notificationAllowed(database.db, ana.userId, 'mentioned', 'email')).toBe(true);
    const again = await ok<PersonSettings>(
      ana.put('/settings', settingsBody({ timeZone: 'Europe/Lisbon', version: 1 })),
    );
    expect(again.version).toBe(2);
  });

  it('answers 409 with the current settings to a stale version, and changes nothing', async () => {
    const ana = await me.newCaller(app, database);
    await ok(ana.put('/settings', settingsBody({ version: 0 })));
    await ok(ana.put('/settings', settingsBody({ timeZone: 'Asia/Tokyo', version: 1 })));
    const stale = expectStatus<{ code: string; message: string; current: PersonSettings }>(
      await ana.put('/settings', settingsBody({ timeZone: 'Europe/Paris', version: 1 })),
      409,
    );
    expect(stale.code).toBe('conflict');
    expect(stale.message).toMatch(/alterado por outra pessoa/);
    expect(stale.current).toMatchObject({ timeZone: 'Asia/Tokyo', version: 2 });
    expect(await ok(ana.get('/settings'))).toMatchObject({ timeZone: 'Asia/Tokyo', version: 2 });
  });

  it('treats two first saves on version 0 like any stale edit (the second gets 409)', async () => {
    const ana = await me.newCaller(app, database);
    await ok(ana.put('/settings', settingsBody({ version: 0 })));
    const second = await ana.put('/settings', settingsBody({ timeZone: 'UTC', version: 0 }));
    expect(second.status).toBe(409);
    // Without a version, the last write wins (scripts).
    await ok(ana.put('/settings', settingsBody({ timeZone: 'UTC' })));
    expect(await ok(ana.get('/settings'))).toMatchObject({ timeZone: 'UTC', version: 2 });
  });

  it.each([
    [
      'an unknown time zone',
      { timeZone: 'Marte/Olympus' },
      'timeZone',
      'Fuso horário desconhecido.',
    ],
    [
      'a start page outside the app',
      { startPage: 'https://exemplo.com' },
      'startPage',
      'Escolha uma página do Orbita.',
    ],
    [
      'a start page with an id',
      { startPage: '/flow/lista/:id?' },
      'startPage',
      'Escolha uma página do Orbita.',
    ],
    [
      'a missing notification kind',
      { notifications: { invited: { inApp: true, email: true } } },
      'notifications',
      null,
    ],
    [
      'a switch that is not a boolean',
      { notifications: { ...defaultNotificationPrefs(), invited: { inApp: 'sim', email: true } } },
      'notifications.invited.inApp',
      'Informe sim ou não.',
    ],
  ])('refuses %s with 400 naming the field', async (_, over, field, message) => {
    const ana = await me.newCaller(app, database);
    const res = await ana.put('/settings', settingsBody(over as Partial<PersonSettings>));
    const body = expectStatus<{ fields?: Record<string, string> }>(res, 400);
    const key = Object.keys(body.fields ?? {}).find((k) => k.startsWith(field));
    expect(key, JSON.stringify(body)).toBeDefined();
    if (message) expect(body.fields?.[key!]).toBe(message);
    expect(await ok(ana.get('/settings'))).toMatchObject({ version: 0 });
  });
});

describe('PUT /api/app/me/menu', () => {
  it('saves order, hidden entries and shortcuts, and tells the person’s other devices', async () => {
    const ana = (await me.newCaller(app, database)).inTab();
    const told = vi.spyOn(app.realtime, 'notifyUser');
    const external = shortcut({
      kind: 'external',
      url: 'https://exemplo.com.br/a?b=1',
      icon: 'public',
      name: 'Site',
    });
    const body = menuBody({ shortcuts: [shortcut(), external], version: 0 });
    const saved = await ok<PersonMenu>(ana.put('/menu', body));
    expect(saved).toEqual({ ...body, version: 1 });
    expect(await ok(ana.get('/menu'))).toEqual(saved);
    expect(told).toHaveBeenCalledWith(ana.userId, {
      type: 'updated',
      entity: 'settings',
      id: ana.userId,
      origin: ana.tab,
      record: 'menu',
    });
  });

  it('is per person: a colleague of the same workspace keeps the defaults', async () => {
    const ana = await me.newCaller(app, database);
    const bia = await me.joinAs(app, database, ana.workspaceId, 'viewer', 'Bia');
    await ok(ana.put('/menu', menuBody()));
    await ok(ana.put('/settings', settingsBody()));
    expect(await ok(bia.get('/menu'))).toMatchObject({ shortcuts: [], version: 0 });
    expect(await ok(bia.get('/settings'))).toMatchObject({ startPage: '/me/home', version: 0 });
    // An Observador customises their own menu too (person-level, no role check).
    await ok(bia.put('/menu', menuBody({ hidden: [] })));
    expect(await ok(ana.get('/menu'))).toMatchObject({ hidden: ['/flow/processos'] });
  });

  it('answers 409 with the current menu to a stale version', async () => {
    const ana = await me.newCaller(app, database);
    await ok(ana.put('/menu', menuBody({ version: 0 })));
    await ok(ana.put('/menu', menuBody({ hidden: [], version: 1 })));
    const stale = expectStatus<{ current: PersonMenu }>(
      await ana.put('/menu', menuBody({ version: 1 })),
      409,
    );
    expect(stale.current).toMatchObject({ hidden: [], version: 2 });
  });

  const tooMany = Array.from({ length: 51 }, () => shortcut());
  it.each([
    [
      'a javascript: URL',
      { shortcuts: [shortcut({ kind: 'external', url: 'javascript:alert(1)' })] },
      'shortcuts.0.url',
      'Informe um endereço http:// ou https:// válido.',
    ],
    [
      'a data: URL',
      { shortcuts: [shortcut({ kind: 'external', url: 'data:text/html,oi' })] },
      'shortcuts.0.url',
      'Informe um endereço http:// ou https:// válido.',
    ],
    [
      'an internal path to another site',
      { shortcuts: [shortcut({ url: '//evil.example/x' })] },
      'shortcuts.0.url',
      'Informe uma tela do Orbita, como /flow/listas.',
    ],
    [
      'an internal path no screen has',
      { shortcuts: [shortcut({ url: '/nada/aqui' })] },
      'shortcuts.0.url',
      'Informe uma tela do Orbita, como /flow/listas.',
    ],
    [
      'an internal javascript: URL',
      { shortcuts: [shortcut({ url: 'javascript:alert(1)' })] },
      'shortcuts.0.url',
      'Informe uma tela do Orbita, como /flow/listas.',
    ],
    [
      'a name over 60 characters',
      { shortcuts: [shortcut({ name: 'x'.repeat(61) })] },
      'shortcuts.0.name',
      'O nome pode ter no máximo 60 caracteres.',
    ],
    [
      'a blank name',
      { shortcuts: [shortcut({ name: '   ' })] },
      'shortcuts.0.name',
      'Informe o nome do atalho.',
    ],
    [
      'a URL over 2,000 characters',
      { shortcuts: [shortcut({ kind: 'external', url: `https://a.com/${'x'.repeat(2000)}` })] },
      'shortcuts.0.url',
      'O endereço pode ter no máximo 2000 caracteres.',
    ],
    [
      'an icon off the list',
      { shortcuts: [shortcut({ icon: 'skull' })] },
      'shortcuts.0.icon',
      'Escolha um ícone da lista.',
    ],
    ['51 shortcuts', { shortcuts: tooMany }, 'shortcuts', 'Você pode ter no máximo 50 atalhos.'],
    [
      'an unknown menu entry',
      { order: ['/flow/lista/:id?'] },
      'order.0',
      'Item de menu desconhecido.',
    ],
    [
      'a repeated menu entry',
      { hidden: ['/flow/listas', '/flow/listas'] },
      'hidden',
      'Itens de menu repetidos.',
    ],
  ])('refuses %s with 400 naming the field', async (_, over, field, message) => {
    const ana = await me.newCaller(app, database);
    const body = expectStatus<{ message: string; fields?: Record<string, string> }>(
      await ana.put('/menu', menuBody(over)),
      400,
    );
    expect(body.fields?.[field], JSON.stringify(body)).toBe(message);
    expect(await ok(ana.get('/menu'))).toMatchObject({ version: 0, shortcuts: [] });
  });

  it('accepts exactly 50 shortcuts and a 2,000-character URL', async () => {
    const ana = await me.newCaller(app, database);
    const url = `https://a.com/${'x'.repeat(2000 - 'https://a.com/'.length)}`;
    const shortcuts = Array.from({ length: 50 }, (_, i) =>
      shortcut(i === 0 ? { kind: 'external', url } : { name: 'n'.repeat(60) }),
    );
    const saved = await ok<PersonMenu>(ana.put('/menu', menuBody({ shortcuts })));
    expect(saved.shortcuts).toHaveLength(50);
  });
});

describe('in-app preferences honoured where notifications are made', () => {
  it('notifyIfWanted stores nothing for a kind the person switched off, and notifies otherwise', async () => {
    const ana = await me.newCaller(app, database);
    const notifications = defaultNotificationPrefs();
    notifications.mentioned = { inApp: false, email: true };
    await ok(ana.put('/settings', settingsBody({ notifications })));
    const input = {
      workspaceId: ana.workspaceId,
      userId: ana.userId,
      kind: 'mention' as const,
      title: 'Você foi mencionada',
    };
    const off = await transaction(app.ctx, (tx) => notifyIfWanted(tx, 'mentioned', input));
    const on = await transaction(app.ctx, (tx) =>
      notifyIfWanted(tx, 'assigned', { ...input, kind: 'task', title: 'Nova tarefa' }),
    );
    expect(off).toBeNull();
    expect(on).toMatchObject({ title: 'Nova tarefa' });
    const inbox = await app.inject({
      method: 'GET',
      url: '/api/app/comunicacao/notificacoes',
      headers: ana.headers,
    });
    expect(inbox.json<{ items: { title: string }[] }>().items.map((n) => n.title)).toEqual([
      'Nova tarefa',
    ]);
  });
});
