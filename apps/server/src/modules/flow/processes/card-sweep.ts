import { randomUUID } from 'node:crypto';
import type { ParamFactory, SweepWorld } from '../../../test/module-testing';
import { sweepRecords } from '../../../test/sweep-records';

/** The route sweep's records for a card's checklist, comments and attachments (testing.ts). */
const base = '/api/app/flow';
const create = sweepRecords(base);
const tag = () => randomUUID().slice(0, 8);

/** A small text file in the target's media library (multipart, as a browser sends it). */
async function libraryFile(w: SweepWorld): Promise<string> {
  const boundary = `----sweep${randomUUID().replaceAll('-', '')}`;
  const name = `anexo-alvo-${tag()}.txt`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: text/plain\r\n\r\nanexo ${randomUUID()}\r\n--${boundary}--\r\n`;
  const res = await w.owner.call('POST', '/api/app/fabrica/media/files', payload, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-workspace-id': w.workspaceId,
  });
  if (res.statusCode !== 201) throw new Error(`upload → ${res.statusCode} ${res.body}`);
  w.mustNotLeak.add(name);
  return res.json<{ id: string }>().id;
}

const part =
  (path: string, body: (w: SweepWorld) => Promise<object> | object, leak: string) =>
  async (w: SweepWorld, parents: Record<string, string>) =>
    (await create(w, `/cards/${parents.id}/${path}`, await body(w), leak)).id as string;

export const cardPartSweepParams: Record<string, ParamFactory> = {
  [`${base}/cards/{id}/checklist/{itemId}`]: {
    ownedByTarget: true,
    create: part('checklist', () => ({ text: `Passo de cartão ${tag()}` }), 'Passo de cartão'),
  },
  [`${base}/cards/{id}/comments/{commentId}`]: {
    ownedByTarget: true,
    create: part(
      'comments',
      () => ({ body: `Comentário de cartão ${tag()}` }),
      'Comentário de cartão',
    ),
  },
  [`${base}/cards/{id}/attachments/{attachmentId}`]: {
    ownedByTarget: true,
    create: part('attachments', async (w) => ({ fileId: await libraryFile(w) }), 'anexo-alvo'),
  },
};

export const cardPartSweepBodies: Record<string, unknown> = {
  [`POST ${base}/cards/{id}/checklist`]: { text: 'Passo da varredura' },
  [`POST ${base}/cards/{id}/comments`]: { body: 'Comentário da varredura' },
  [`PATCH ${base}/cards/{id}/comments/{commentId}`]: { body: 'Comentário da varredura' },
  [`POST ${base}/cards/{id}/attachments`]: { fileId: randomUUID() },
};
