import type { NexoGraph, NexoLinks } from '@orbita/contracts/nexos';
import type { Timeline } from '@orbita/contracts/people';
import { describe, expect, it } from 'vitest';
import {
  narrowingFixture,
  ok,
  testApp,
  testDatabase,
  type Answer,
  type NarrowingMember,
} from '../../test/kit';

/**
 * A restricted hub narrows what points at its records from elsewhere: nexos (a link whose
 * other end is narrowed away is not listed nor drawn; linking to it answers 404), the record
 * registry's tasks (narrowed with their list), people's links and timeline, and saving a
 * record as a structure — the same `visibleInWorkspace` (platform/scope.ts) everywhere.
 */
const app = await testApp();
const database = testDatabase();

const { restrictedHub: hubWith } = narrowingFixture(app, database);
type Member = NarrowingMember;
/** An owner, a hub member, a member outside it (both Criador) and a restricted hub. */
const restrictedHub = () => hubWith({ role: 'creator' });

const id = async (answer: Promise<Answer<unknown>>) =>
  (await ok(answer as Promise<Answer<{ id: string }>>, 201)).id;
const link = (by: Member, from: [string, string], to: [string, string]) =>
  by.post('/nexos', { from: { kind: from[0], id: from[1] }, to: { kind: to[0], id: to[1] } });
const others = async (who: Member, kind: string, recordId: string) =>
  (await ok<NexoLinks>(who.get(`/nexos/${kind}/${recordId}`))).links.map((l) => l.other.id);

describe('hub narrowing of what links to a restricted hub’s records', () => {
  it('nexos: links to a narrowed record are not listed nor drawn; linking to one is 404', async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const secret = await id(owner.post('/flow/lists', { name: 'Salários' }));
    const task = await id(owner.post(`/flow/lists/${secret}/tasks`, { title: 'Reajuste' }));
    const person = await id(owner.post('/pessoa/pessoas', { name: 'Ana' }));
    const friend = await id(owner.post('/pessoa/pessoas', { name: 'Bruno' }));
    const beyond = await id(owner.post('/pessoa/pessoas', { name: 'Carla' }));
    await ok(link(owner, ['pessoa', person], ['lista', secret]), 201);
    await ok(link(owner, ['pessoa', person], ['pessoa', friend]), 201);
    // Carla is reached only through the narrowed list: the graph must not draw her.
    await ok(link(owner, ['lista', secret], ['pessoa', beyond]), 201);
    const toTask = await id(link(owner, ['pessoa', person], ['tarefa', task]));
    await add('lista', secret);

    expect(await others(outside, 'pessoa', person)).toEqual([friend]);
    const graph = await ok<NexoGraph>(outside.get(`/nexos/pessoa/${person}/grafo`));
    expect(graph.nodes.map((n) => n.id).sort()).toEqual([person, friend].sort());
    expect(graph.edges).toHaveLength(1);
    expect((await outside.get(`/nexos/tarefa/${task}`)).status).toBe(404);
    expect((await outside.get(`/conta/localizar/tarefa/${task}`)).status).toBe(404);
    expect((await outside.get(`/nexos/${toTask}`)).status).toBe(404);
    expect((await outside.del(`/nexos/${toTask}`)).status).toBe(404);
    expect((await link(outside, ['pessoa', friend], ['lista', secret])).status).toBe(404);
    expect((await link(outside, ['pessoa', friend], ['tarefa', task])).status).toBe(404);

    expect(await others(inHub, 'pessoa', person)).toEqual(
      expect.arrayContaining([friend, secret, task]),
    );
    const full = await ok<NexoGraph>(inHub.get(`/nexos/pessoa/${person}/grafo`));
    expect(full.nodes.map((n) => n.id)).toEqual(expect.arrayContaining([secret, task, beyond]));
    expect((await inHub.get(`/nexos/tarefa/${task}`)).status).toBe(200);
    expect((await inHub.get(`/conta/localizar/tarefa/${task}`)).status).toBe(200);
    expect((await link(inHub, ['pessoa', friend], ['tarefa', task])).status).toBe(201);
  });

  it('nexos: an entry of a narrowed codex is narrowed with it (found, linked, located: 404)', async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const codex = await id(owner.post('/codex/codices', { name: 'Atas da diretoria' }));
    const entry = await id(owner.post(`/codex/codices/${codex}/entries`, { title: 'Ata 1' }));
    const person = await id(owner.post('/pessoa/pessoas', { name: 'Ana' }));
    await ok(link(owner, ['pessoa', person], ['entrada-codex', entry]), 201);
    await add('codex', codex);

    expect(await others(outside, 'pessoa', person)).toEqual([]);
    expect((await outside.get(`/nexos/entrada-codex/${entry}`)).status).toBe(404);
    expect((await outside.get(`/conta/localizar/entrada-codex/${entry}`)).status).toBe(404);
    expect((await link(outside, ['pessoa', person], ['entrada-codex', entry])).status).toBe(404);
    expect(await others(inHub, 'pessoa', person)).toEqual([entry]);
    expect((await inHub.get(`/nexos/entrada-codex/${entry}`)).status).toBe(200);
  });

  it('people: a narrowed task or publication cannot be linked and leaves the timeline', async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const list = await id(owner.post('/flow/lists', { name: 'Salários' }));
    const task = await id(owner.post(`/flow/lists/${list}/tasks`, { title: 'Reajuste' }));
    const open = await id(owner.post('/flow/lists', { name: 'Aberta' }));
    const seen = await id(owner.post(`/flow/lists/${open}/tasks`, { title: 'Café' }));
    const person = await id(owner.post('/pessoa/pessoas', { name: 'Ana' }));
    await ok(owner.post(`/pessoa/pessoas/${person}/links`, { kind: 'task', recordId: task }), 201);
    await ok(owner.post(`/pessoa/pessoas/${person}/links`, { kind: 'task', recordId: seen }), 201);
    await add('lista', list);
    const other = await id(owner.post('/pessoa/pessoas', { name: 'Bruno' }));

    const tasksOf = async (who: Member) =>
      (await ok<Timeline>(who.get(`/pessoa/pessoas/${person}/timeline`))).items.flatMap((i) =>
        i.kind === 'task' ? [i.taskId] : [],
      );
    expect(await tasksOf(outside)).toEqual([seen]);
    const linked = async (who: Member) =>
      (
        await ok<{ items: { recordId: string }[] }>(who.get(`/pessoa/pessoas/${person}/links`))
      ).items.map((l) => l.recordId);
    expect(await linked(outside)).toEqual([seen]);
    expect(await linked(inHub)).toEqual(expect.arrayContaining([task, seen]));
    // Answered like a record that does not exist (the field names it), not a 403.
    expect(
      (await outside.post(`/pessoa/pessoas/${other}/links`, { kind: 'task', recordId: task }))
        .status,
    ).toBe(400);

    expect(await tasksOf(inHub)).toEqual(expect.arrayContaining([task, seen]));
    await ok(inHub.post(`/pessoa/pessoas/${other}/links`, { kind: 'task', recordId: task }), 201);
  });

  it('structures: a narrowed source reads as gone; saving it answers 404, a new version 422', async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const list = await id(owner.post('/flow/lists', { name: 'Salários' }));
    const saved = await id(
      owner.post('/fabrica/estruturas', { kind: 'lista', recordId: list, name: 'Folha' }),
    );
    await add('lista', list);
    const sourceOf = async (who: Member) =>
      (await ok<{ source: { exists: boolean } }>(who.get(`/fabrica/estruturas/${saved}`))).source
        .exists;

    expect(await sourceOf(outside)).toBe(false);
    expect(
      (await outside.post('/fabrica/estruturas', { kind: 'lista', recordId: list, name: 'X' }))
        .status,
    ).toBe(404);
    // A new version from it: as from a deleted source (422 "não existe mais").
    const again = await outside.post<{ code: string }>(`/fabrica/estruturas/${saved}/versoes`, {});
    expect([again.status, again.body.code]).toEqual([422, 'structures.source_gone']);

    expect(await sourceOf(inHub)).toBe(true);
    await ok(
      inHub.post('/fabrica/estruturas', { kind: 'lista', recordId: list, name: 'Folha 2' }),
      201,
    );
    await ok(inHub.post(`/fabrica/estruturas/${saved}/versoes`, {}), 201);
  });
});
