import { describe, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { expectVersionedEdits } from '../../test/version-conflicts';
import { newCaller } from './testing';

const database = testDatabase();
const app = await testApp();

const created = async (answer: Promise<{ status: number; body: unknown }>) =>
  expectStatus(await answer, 201) as { id: string };

describe('flow: concurrent edits of the same version, the second answers 409 with the current record', () => {
  it('tasks', async () => {
    const owner = await newCaller(app, database);
    const list = await created(owner.post('/lists', { name: 'Lista' }));
    const task = await created(owner.post(`/lists/${list.id}/tasks`, { title: 'Original' }));
    await expectVersionedEdits(owner, {
      path: `/tasks/${task.id}`,
      first: { title: 'Minha versão', priority: 'high' },
      second: { title: 'Versão da outra pessoa' },
    });
  });
});
