import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { chatReads, teamMessageWriter } from './load-writers';

const base = '/api/app/comunicacao';
const create = sweepRecords(base);

/**
 * The module's test-time entry. `sweep`: a contact of the target workspace (`/contatos/{id}`),
 * its WhatsApp conversation (`/conversas/{id}`: the shared inbox, which every member may read
 * — a team chat would rightly be 404 to the sweep's Observador), an internal note in it
 * (`/mensagens/{id}`: needs no WhatsApp connection) and a canned response. Bodies: the
 * writes whose body is validated before the record is looked up. `writers`: team chat
 * messages (crash/load); `reads`: the inbox.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      [`${base}/contatos/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Contato alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '/contatos', { name }, name)).id as string;
        },
      },
      [`${base}/conversas/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Contato da conversa ${randomUUID().slice(0, 8)}`;
          const contact = await create(w, '/contatos', { name }, name);
          return (await create(w, '/conversas', { kind: 'whatsapp', contactId: contact.id }, name))
            .id as string;
        },
      },
      [`${base}/mensagens/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Contato da nota ${randomUUID().slice(0, 8)}`;
          const contact = await create(w, '/contatos', { name }, name);
          const conversation = await create(
            w,
            '/conversas',
            { kind: 'whatsapp', contactId: contact.id },
            name,
          );
          const text = `Nota secreta ${randomUUID().slice(0, 8)}`;
          return (
            await create(
              w,
              `/conversas/${String(conversation.id)}/mensagens`,
              { kind: 'note', text, clientId: randomUUID() },
              text,
            )
          ).id as string;
        },
      },
      [`${base}/respostas-prontas/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const text = `Resposta secreta ${randomUUID().slice(0, 8)}`;
          return (await create(w, '/respostas-prontas', { shortcut: `a${Date.now()}`, text }, text))
            .id as string;
        },
      },
    },
    bodies: {
      [`POST ${base}/contatos/{id}/mesclar`]: { sourceId: randomUUID() },
      [`POST ${base}/conversas/{id}/lida`]: { seq: 1 },
      [`POST ${base}/conversas/{id}/mensagens`]: {
        kind: 'note',
        text: 'nota',
        clientId: randomUUID(),
      },
      [`POST ${base}/mensagens/{id}/reacoes`]: { emoji: '👍' },
      [`POST ${base}/mensagens/{id}/trabalho`]: { to: 'inbox' },
    },
  },
  writers: [teamMessageWriter],
  reads: chatReads,
};
