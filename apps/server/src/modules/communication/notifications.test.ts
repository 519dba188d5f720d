import type { AppNotification, MarkAllReadResult, NotificationPage } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../platform/db/transaction';
import { createNotification } from './notifications';
import { authTestApp, setRole, signedInPerson, testDatabase } from '../../test/kit';

const base = '/api/app/comunicacao/notificacoes';
const database = testDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await authTestApp();
});

type Person = Awaited<ReturnType<typeof signedInPerson>>;

/** Creates notifications one by one (oldest first), as another module would, each in its own transaction. */
async function notify(person: Pick<Person, 'userId' | 'workspaceId'>, titles: string[]) {
  const created: AppNotification[] = [];
  for (const title of titles) {
    // Apart by more than the column's millisecond, so "newest first" is the creation order.
    if (created.length > 0) await new Promise((r) => setTimeout(r, 3));
    created.push(
      await transaction(app.ctx, (tx) =>
        createNotification(tx, {
          ...person,
          kind: 'task',
          title,
          body: `Corpo de ${title}`,
          link: '/flow/tarefas',
        }),
      ),
    );
  }
  return created;
}

async function page(person: Person, query = '') {
  const res = await app.inject({ method: 'GET', url: `${base}${query}`, headers: person.bearer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPage>();
}

async function unread(person: Person) {
  const res = await app.inject({ method: 'GET', url: `${base}/nao-lidas`, headers: person.bearer });
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number }>().count;
}

const patch = (person: Person, id: string, read: unknown, headers = person.web()) =>
  app.inject({ method: 'PATCH', url: `${base}/${id}`, headers, payload: { read } });

describe('notifications', () => {
  it('lists newest first with cursor pagination, the unread filter and the unread count', async () => {
    const person = await signedInPerson(app);
    const titles = Array.from({ length: 7 }, (_, i) => `Aviso ${i + 1}`);
    const created = await notify(person, titles);

    const first = await page(person, '?limit=3');
    expect(first.items.map((n) => n.title)).toEqual(['Aviso 7', 'Aviso 6', 'Aviso 5']);
    expect(first.items[0]).toEqual({ ...created[6], readAt: null });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(person, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.title)).toEqual(['Aviso 4', 'Aviso 3', 'Aviso 2']);
    const last = await page(person, `?limit=3&cursor=${second.nextCursor}`);
    expect(last.items.map((n) => n.title)).toEqual(['Aviso 1']);
    expect(last.nextCursor).toBeNull();
    expect((await page(person)).items).toHaveLength(7);

    expect(await unread(person)).toBe(7);
    for (const n of [created[6]!, created[2]!])
      expect((await patch(person, n.id, true)).statusCode).toBe(200);
    expect(await unread(person)).toBe(5);
    const unreadOnly = await page(person, '?unread=true&limit=4');
    expect(unreadOnly.items.map((n) => n.title)).toEqual([
      'Aviso 6',
      'Aviso 5',
      'Aviso 4',
      'Aviso 2',
    ]);
    expect(
      (await page(person, `?unread=true&limit=4&cursor=${unreadOnly.nextCursor}`)).items.map(
        (n) => n.title,
      ),
    ).toEqual(['Aviso 1']);
  });

  it('keeps rows created in the same millisecond apart (the cursor breaks ties by id)', async () => {
    const person = await signedInPerson(app);
    await transaction(app.ctx, async (tx) => {
      // One transaction: now() is the same instant for every row.
      for (let i = 0; i < 5; i++)
        await createNotification(tx, { ...person, kind: 'system', title: `Lote ${i}` });
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: NotificationPage = await page(
        person,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...next.items.map((n) => n.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('marks one read and unread again, and all read at once', async () => {
    const person = await signedInPerson(app);
    const [a, b, c] = await notify(person, ['A', 'B', 'C']);

    const read = await patch(person, a!.id, true);
    expect(read.statusCode).toBe(200);
    const readAt = read.json<AppNotification>().readAt;
    expect(readAt).toEqual(expect.any(String));
    // Marking it read again keeps the first time it was read.
    expect((await patch(person, a!.id, true)).json<AppNotification>().readAt).toBe(readAt);
    expect((await patch(person, a!.id, false)).json<AppNotification>().readAt).toBeNull();

    await patch(person, b!.id, true);
    const all = await app.inject({
      method: 'POST',
      url: `${base}/marcar-todas-lidas`,
      headers: person.web(),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<MarkAllReadResult>()).toEqual({ updated: 2, readAt: expect.any(String) });
    expect(await unread(person)).toBe(0);
    const items = (await page(person)).items;
    expect(items.find((n) => n.id === c!.id)?.readAt).toBe(all.json<MarkAllReadResult>().readAt);
    expect(items.find((n) => n.id === b!.id)?.readAt).not.toBe(
      all.json<MarkAllReadResult>().readAt,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${base}/marcar-todas-lidas`,
          headers: person.web(),
        })
      ).json(),
    ).toMatchObject({ updated: 0 });
  });

  it('keeps each person to their own: another person’s notification answers 404 and never shows', async () => {
    const owner = await signedInPerson(app);
    const stranger = await signedInPerson(app);
    const [secret] = await notify(owner, ['Só para a dona']);

    const res = await patch(stranger, secret!.id, true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Notificação não encontrada.' });
    expect((await patch(stranger, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(
      404,
    );
    expect((await page(stranger)).items).toEqual([]);
    expect(await unread(stranger)).toBe(0);
    await app.inject({
      method: 'POST',
      url: `${base}/marcar-todas-lidas`,
      headers: stranger.web(),
    });
    expect(await unread(owner)).toBe(1);

    // Same person, another workspace's notification: not in this workspace's inbox either.
    const elsewhere = await signedInPerson(app);
    await notify({ userId: owner.userId, workspaceId: elsewhere.workspaceId }, ['Outra conta']);
    expect((await page(owner)).items.map((n) => n.title)).toEqual(['Só para a dona']);
  });

  it('lets an Observador read and mark their own notifications', async () => {
    const person = await signedInPerson(app);
    await setRole(database, person, 'viewer');
    const [n] = await notify(person, ['Para observar']);
    expect((await page(person)).items).toHaveLength(1);
    expect((await patch(person, n!.id, true)).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${base}/marcar-todas-lidas`,
          headers: person.web(),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses the signed-out (401), a cookie write without X-XSRF-TOKEN (403) and bad input (400)', async () => {
    const person = await signedInPerson(app);
    const [n] = await notify(person, ['Protegida']);
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/nao-lidas`],
      ['PATCH', `${base}/${n!.id}`],
      ['POST', `${base}/marcar-todas-lidas`],
    ] as const) {
      expect(
        (
          await app.inject({
            method,
            url,
            payload: method === 'PATCH' ? { read: true } : undefined,
          })
        ).statusCode,
      ).toBe(401);
    }
    expect((await patch(person, n!.id, true, person.webWithoutXsrf())).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${base}/marcar-todas-lidas`,
          headers: person.webWithoutXsrf(),
        })
      ).statusCode,
    ).toBe(403);
    expect(await unread(person)).toBe(1);

    const noFlag = await patch(person, n!.id, 'sim');
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json()).toMatchObject({ message: 'Informe se a notificação está lida.' });
    const extra = await app.inject({
      method: 'PATCH',
      url: `${base}/${n!.id}`,
      headers: person.web(),
      payload: { read: true, title: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (
        await app.inject({ method: 'GET', url: `${base}?cursor=bad`, headers: person.bearer })
      ).json(),
    ).toMatchObject({ message: 'Cursor inválido.' });
    expect(
      (await app.inject({ method: 'GET', url: `${base}?limit=500`, headers: person.bearer }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `${base}?unread=talvez`, headers: person.bearer }))
        .statusCode,
    ).toBe(400);
  });

  it('validates what other modules pass to createNotification', async () => {
    const person = await signedInPerson(app);
    const attempt = (link: string) =>
      transaction(app.ctx, (tx) =>
        createNotification(tx, { ...person, kind: 'system', title: 'Link', link }),
      );
    await expect(attempt('https://outro-site.example/phishing')).rejects.toMatchObject({
      status: 400,
      fields: { link: 'O link deve ser um caminho do Orbita, começando com /.' },
    });
    await expect(attempt('//outro-site.example')).rejects.toMatchObject({ status: 400 });
    await expect(attempt('/flow/tarefa/1')).resolves.toMatchObject({
      link: '/flow/tarefa/1',
      readAt: null,
    });
  });

  it('documents every route in the OpenAPI document (dev route hidden)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/app/comunicacao/eventos/acesso-diario',
        '/api/app/comunicacao/notificacoes',
        '/api/app/comunicacao/notificacoes/nao-lidas',
        '/api/app/comunicacao/notificacoes/{id}',
        '/api/app/comunicacao/notificacoes/marcar-todas-lidas',
      ]),
    );
    expect(paths).not.toContain('/dev/notifications');
  });
});
