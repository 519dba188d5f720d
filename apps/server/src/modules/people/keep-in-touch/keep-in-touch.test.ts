import type { KeepInTouchList, Person } from '@orbita/contracts/people';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { transaction } from '../../../platform/db/transaction';
import { emit } from '../../../platform/events/bus';
import { callerFor, expectStatus, ok, testApp, testDatabase } from '../../../test/kit';
import { peopleWorld } from '../test-support';
import { notifyKeepInTouch } from './service';

const app = await testApp();
const database = testDatabase();
const signedIn = peopleWorld(app, database);
type World = Awaited<ReturnType<typeof signedIn>>;

const DAY = 24 * 60 * 60 * 1000;
const pessoa = (w: World) =>
  callerFor(app, '/api/app/pessoa', w.people.token, {
    userId: w.userId,
    workspaceId: w.workspaceId,
    role: w.role,
  });

/** The keep-in-touch notifications a person got in the workspace, oldest first. */
async function reminders(w: World, userId = w.userId): Promise<string[]> {
  const result = await database.db.execute<{ title: string }>(
    sql`select title from notifications where user_id = ${userId} and workspace_id = ${w.workspaceId} and kind = 'person' order by created_at, id`,
  );
  return result.rows.map((r) => r.title);
}

/** The clock at `days` after `from` (the service's `clock.now()`). */
const at = (from: number, days: number) =>
  vi.spyOn(clock, 'now').mockReturnValue(new Date(from + days * DAY));

afterEach(() => vi.restoreAllMocks());

describe('people keep-in-touch', () => {
  it('tells the creator once per due period; a contact starts a new period', async () => {
    const w = await signedIn('owner');
    const start = Date.now();
    const ana = await ok<Person>(w.people.post('', { name: 'Ana', keepInTouchDays: 30 }), 201);
    await ok(w.people.post('', { name: 'Bruno', keepInTouchDays: 60 }), 201);
    await ok(w.people.post('', { name: 'Caio sem cadência' }), 201);
    const run = (days: number) =>
      notifyKeepInTouch(app.ctx, new Date(start + days * DAY), [w.workspaceId]);

    expect(await run(29)).toBe(0);
    expect(await ok<KeepInTouchList>(pessoa(w).get('/manter-contato'))).toEqual({
      items: [],
      total: 0,
    });
    expect(await run(31)).toBe(1);
    expect(await run(31)).toBe(0); // a rerun (or another instance) tells no one again
    expect(await run(45)).toBe(0); // still the same period
    expect(await reminders(w)).toEqual(['Hora de falar com Ana (a cada 30 dias)']);

    at(start, 45);
    const due = await ok<KeepInTouchList>(pessoa(w).get('/manter-contato'));
    expect(due.total).toBe(1);
    expect(due.items[0]).toMatchObject({
      personId: ana.id,
      name: 'Ana',
      keepInTouchDays: 30,
      lastContactAt: null,
      overdueDays: 14,
    });

    // "Registrar contato" on day 45: Ana is due again on day 75.
    const touched = await ok<Person>(pessoa(w).post(`/pessoas/${ana.id}/contato`, {}));
    expect(touched.lastContactAt).toBe(new Date(start + 45 * DAY).toISOString());
    expect(touched.version).toBe(2);
    expect((await ok<KeepInTouchList>(pessoa(w).get('/manter-contato'))).total).toBe(0);
    // An older contact changes nothing (the latest counts); a future one is refused.
    const older = await ok<Person>(
      pessoa(w).post(`/pessoas/${ana.id}/contato`, {
        at: new Date(start + 40 * DAY).toISOString(),
      }),
    );
    expect(older.lastContactAt).toBe(touched.lastContactAt);
    expectStatus(
      await pessoa(w).post(`/pessoas/${ana.id}/contato`, {
        at: new Date(start + 50 * DAY).toISOString(),
      }),
      400,
    );

    expect(await run(61)).toBe(1); // Bruno's first period
    expect(await run(74)).toBe(0);
    expect(await run(76)).toBe(1); // Ana's second period
    expect(await reminders(w)).toEqual([
      'Hora de falar com Ana (a cada 30 dias)',
      'Hora de falar com Bruno (a cada 60 dias)',
      'Hora de falar com Ana (a cada 30 dias)',
    ]);
  });

  it('tells the member the person is too, not people of other workspaces, and not who turned it off', async () => {
    const w = await signedIn('owner');
    const colleague = await signedIn('editor', w.workspaceId);
    const start = Date.now();
    await ok(
      w.people.post('', { name: 'Colega', userId: colleague.userId, keepInTouchDays: 7 }),
      201,
    );
    const other = await signedIn('owner');
    await ok(other.people.post('', { name: 'De outra conta', keepInTouchDays: 7 }), 201);

    // The colleague switched "Hora de falar com uma pessoa" off.
    await database.db.execute(sql`
      insert into person_settings (user_id, time_zone, start_page, notifications)
      values (${colleague.userId}, 'America/Sao_Paulo', '/me/home',
              ${JSON.stringify({ 'keep-in-touch': { inApp: false, email: false } })}::jsonb)
      on conflict (user_id) do update set notifications = excluded.notifications`);

    expect(await notifyKeepInTouch(app.ctx, new Date(start + 8 * DAY), [w.workspaceId])).toBe(1);
    expect(await reminders(w)).toEqual(['Hora de falar com Colega (a cada 7 dias)']);
    expect(await reminders(w, colleague.userId)).toEqual([]);
    expect(await reminders(other)).toEqual([]);
  });

  it('a WhatsApp message with the person’s contact counts as a contact', async () => {
    const w = await signedIn('owner');
    const person = await ok<Person>(w.people.post('', { name: 'Dora', keepInTouchDays: 30 }), 201);
    const contact = await ok<{ id: string }>(
      w.chats.post('/contatos', { name: 'Dora', phones: [{ number: '+5541999990000' }] }),
      201,
    );
    await ok(
      w.people.post(`/${person.id}/links`, { kind: 'chat_contact', recordId: contact.id }),
      201,
    );
    const now = new Date(Date.now() + 5 * DAY);
    vi.spyOn(clock, 'now').mockReturnValue(now);
    await transaction(app.ctx, (tx) =>
      emit(tx, 'chats.message.received', {
        workspaceId: w.workspaceId,
        actorId: null,
        conversationId: crypto.randomUUID(),
        messageId: crypto.randomUUID(),
        contactId: contact.id,
        kind: 'text',
        text: 'Oi!',
      }),
    );
    const read = await ok<Person>(w.people.get(`/${person.id}`));
    expect(read.lastContactAt).toBe(now.toISOString());
  });
});
