import { describe, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { expectVersionedEdits } from '../../test/version-conflicts';
import { categoryNamed, expectInvariant, makeBox, makeEntry, newCaller } from './testing';

const database = testDatabase();
const app = await testApp();

describe('finance: concurrent edits of the same version, the second answers 409 with the current record', () => {
  it('entries (balances move once: the refused edit changes nothing)', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    const [entry] = await makeEntry(owner, { boxId: box.id, value: 1000 });
    await expectVersionedEdits(owner, {
      path: `/entries/${entry!.id}`,
      first: { value: 2500, description: 'Mercado' },
      second: { value: 9900, description: 'Farmácia' },
    });
    await expectInvariant(database, owner.workspaceId);
  });

  it('boxes', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    await expectVersionedEdits(owner, {
      path: `/boxes/${box.id}`,
      first: { name: 'Conta principal', color: '#1976d2' },
      second: { name: 'Conta da outra pessoa' },
    });
  });

  it('categories', async () => {
    const owner = await newCaller(app, database);
    const created = expectStatus(
      await owner.post<{ id: string }>('/categories', { name: 'Pets', type: 'expense' }),
      201,
    );
    await categoryNamed(owner, 'Pets');
    await expectVersionedEdits(owner, {
      path: `/categories/${created.id}`,
      first: { name: 'Animais' },
      second: { name: 'Bichos' },
    });
  });

  it('portfolios', async () => {
    const owner = await newCaller(app, database);
    const created = expectStatus(
      await owner.post<{ id: string }>('/portfolios', { name: 'Aposentadoria' }),
      201,
    );
    await expectVersionedEdits(owner, {
      path: `/portfolios/${created.id}`,
      first: { name: 'Previdência', description: 'Longo prazo' },
      second: { name: 'Reserva' },
    });
  });

  it('transfers', async () => {
    const owner = await newCaller(app, database);
    const from = await makeBox(owner);
    const to = await makeBox(owner, { kind: 'cash' });
    const created = expectStatus(
      await owner.post<{ id: string }>('/transfers', {
        fromBoxId: from.id,
        toBoxId: to.id,
        date: '2025-04-05',
        value: 5000,
      }),
      201,
    );
    await expectVersionedEdits(owner, {
      path: `/transfers/${created.id}`,
      first: { value: 7000, description: 'Saque' },
      second: { value: 100 },
    });
    await expectInvariant(database, owner.workspaceId);
  });
});
