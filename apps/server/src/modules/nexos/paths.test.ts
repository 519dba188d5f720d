import type { Role } from '@orbita/contracts';
import type { NexoLinks } from '@orbita/contracts/nexos';
import { describe, expect, it } from 'vitest';
import { callerFor, memberOf, ok, testApp, testDatabase, tokenFor } from '../../test/kit';

const app = await testApp();
const database = testDatabase();

async function signedIn(role: Role) {
  const who = await memberOf(database, role);
  const token = await tokenFor(app, database, who.userId);
  return callerFor(app, '/api/app', token, { ...who, role });
}

/**
 * A nexo opens its other record, not only the screen that holds it: a codex page's link
 * names the page (`?entrada=`, which the codex screen opens), a contact's names the contact
 * (`?contato=`, which the Contatos tab opens).
 */
describe('nexos: the paths of records opened from another screen', () => {
  it('a codex entry and a chat contact link to the record itself', async () => {
    const me = await signedIn('owner');
    const person = await ok<{ id: string }>(me.post('/pessoa/pessoas', { name: 'Bia' }), 201);
    const codex = await ok<{ id: string }>(me.post('/codex/codices', { name: 'Manual' }), 201);
    const entry = await ok<{ id: string }>(
      me.post(`/codex/codices/${codex.id}/entries`, { title: 'Boas-vindas' }),
      201,
    );
    const contact = await ok<{ id: string }>(
      me.post('/comunicacao/contatos', { name: 'Rita' }),
      201,
    );
    for (const to of [
      { kind: 'entrada-codex', id: entry.id },
      { kind: 'contato', id: contact.id },
    ])
      await ok(me.post('/nexos', { from: { kind: 'pessoa', id: person.id }, to }), 201);

    const { links } = await ok<NexoLinks>(me.get(`/nexos/pessoa/${person.id}`));
    const pathOf = (kind: string) => links.find((l) => l.other.kind === kind)?.other.path;
    expect(pathOf('entrada-codex')).toBe(`/codex/codex/${codex.id}?entrada=${entry.id}`);
    expect(pathOf('contato')).toBe(`/comunicacao/chats?aba=contatos&contato=${contact.id}`);
  });
});
