import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type Item = { id: string; code: string; content: string };
type Page = { items: Item[] };

const open = async (caller: Caller) =>
  expectStatus(await caller.get<Page>('/items?limit=100'), 200).items;

describe('inbox capture: idempotency key (offline capture replays)', () => {
  it('two posts with one clientId make one item; the replay answers the first item', async () => {
    const owner = await newCaller(app, database);
    const clientId = randomUUID();
    const first = expectStatus(
      await owner.post<Item>('/items', { content: 'Ideia do ônibus', clientId }),
      201,
    );
    // The device did not hear the answer and sends again (even with other text): same item.
    const replay = expectStatus(
      await owner.post<Item>('/items', { content: 'Outra coisa', clientId }),
      201,
    );
    expect(replay).toEqual(first);
    const items = await open(owner);
    expect(items.filter((i) => i.content === 'Ideia do ônibus')).toHaveLength(1);
    expect(items.some((i) => i.content === 'Outra coisa')).toBe(false);
    // A new key is a new item, numbered next (the replay took no number).
    const next = expectStatus(
      await owner.post<Item>('/items', { content: 'Segunda', clientId: randomUUID() }),
      201,
    );
    expect(next.code).toBe('IN-0002');
  });

  it('the same key at the same moment still makes one item', async () => {
    const owner = await newCaller(app, database);
    const clientId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => owner.post<Item>('/items', { content: 'Corrida', clientId })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await open(owner)).filter((i) => i.content === 'Corrida')).toHaveLength(1);
  });

  it('keys are per workspace, and a bad key is a 400 in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const other = await newCaller(app, database);
    const clientId = randomUUID();
    const mine = expectStatus(await owner.post<Item>('/items', { content: 'Meu', clientId }), 201);
    const theirs = expectStatus(
      await other.post<Item>('/items', { content: 'Deles', clientId }),
      201,
    );
    expect(theirs.id).not.toBe(mine.id);
    // Another member of the same workspace replaying the key gets the same item, no second one.
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    const again = expectStatus(
      await editor.post<Item>('/items', { content: 'Meu', clientId }),
      201,
    );
    expect(again.id).toBe(mine.id);
    const bad = await owner.post<{ message: string }>('/items', {
      content: 'x',
      clientId: 'não-é-uuid',
    });
    expect(bad.status).toBe(400);
  });
});
