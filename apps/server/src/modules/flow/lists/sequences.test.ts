import { describe, expect, it } from 'vitest';
import { prefixFromName } from '@orbita/contracts';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type List = { id: string; sequence: { prefix: string } };

describe('list code sequences never collide in a workspace', () => {
  it('derives a free prefix from the name when none is given, and both lists can create tasks', async () => {
    expect(prefixFromName('Ação de vendas')).toBe('ACA');
    expect(prefixFromName('!!')).toBe('LST');
    const owner = await newCaller(app, database);
    const first = expectStatus(await owner.post<List>('/lists', { name: 'Backlog' }), 201);
    const second = expectStatus(await owner.post<List>('/lists', { name: 'Backlog' }), 201);
    expect([first.sequence.prefix, second.sequence.prefix]).toEqual(['BAC', 'BAC2']);
    // Before, both defaulted to TAR and the second list answered 409 on every task.
    for (const list of [first, second])
      expectStatus(await owner.post(`/lists/${list.id}/tasks`, { title: 'Primeira' }), 201);
  });

  it('refuses a prefix and suffix another list uses, on create and on update, naming that list', async () => {
    const owner = await newCaller(app, database);
    const sequence = { prefix: 'VEN', width: 4, suffix: '' };
    expectStatus(await owner.post('/lists', { name: 'Vendas', sequence }), 201);
    const clash = await owner.post<{ fields: Record<string, string> }>('/lists', {
      name: 'Outra',
      sequence,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.fields['sequence.prefix']).toContain('"Vendas"');
    const other = expectStatus(
      await owner.post<List>('/lists', { name: 'Outra', sequence: { ...sequence, suffix: 'X' } }),
      201,
    );
    expect((await owner.patch(`/lists/${other.id}`, { sequence: { suffix: '' } })).status).toBe(
      409,
    );
  });
});
