import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
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

  it('numbers a taken prefix with the smallest free number, reading the taken ones in one query', async () => {
    const owner = await newCaller(app, database);
    const made: List[] = [];
    for (let i = 0; i < 12; i++)
      made.push(expectStatus(await owner.post<List>('/lists', { name: 'Projeto' }), 201));
    expect(made.map((l) => l.sequence.prefix)).toEqual([
      'PRO',
      ...Array.from({ length: 11 }, (_, i) => `PRO${i + 2}`),
    ]);
    // A prefix that only starts like the name's is no obstacle, and a freed number is reused.
    expectStatus(
      await owner.post('/lists', {
        name: 'Outra',
        sequence: { prefix: 'PROD', width: 4, suffix: '' },
      }),
      201,
    );
    expectStatus(await owner.del(`/lists/${made[2]!.id}`), 200);
    const probes = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const next = expectStatus(await owner.post<List>('/lists', { name: 'Projeto' }), 201);
      expect(next.sequence.prefix).toBe('PRO3');
      // The 13th list of a name: one look-up, where a loop of candidates took three.
      const lookUps = probes.mock.calls.filter(([config]) => {
        const text = typeof config === 'string' ? config : (config as { text?: string }).text;
        return /from "flow_lists"/.test(text ?? '') && /"code_prefix"/.test(text ?? '');
      });
      expect(lookUps).toHaveLength(1);
    } finally {
      probes.mockRestore();
    }
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
