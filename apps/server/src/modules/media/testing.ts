import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { mediaReads, mediaUploadWriter } from './load-writers';
import { samplePng, uploadBody } from './test-samples';

const base = '/api/app/fabrica/media';
const create = sweepRecords(base);

/**
 * The module's test-time entry. `sweep`: a file and a folder of the target workspace for the
 * route sweep (test/route-sweep/), made through the API as its owner. `writers`/`reads`: uploads
 * and the library's first page in the crash and load suites.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      [`${base}/files/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `alvo-${randomUUID().slice(0, 8)}.png`;
          const { payload, headers } = uploadBody(name, await samplePng(64, 64), 'image/png');
          const res = await w.owner.call('POST', `${base}/files`, payload, {
            ...headers,
            'x-workspace-id': w.workspaceId,
          });
          if (res.statusCode !== 201) throw new Error(`upload → ${res.statusCode} ${res.body}`);
          const file = res.json<{ id: string }>();
          w.mustNotLeak.add(name);
          w.mustNotLeak.add(file.id);
          return file.id;
        },
      },
      // A chunked upload's session, opened by the target's owner (sessions are per person).
      [`${base}/uploads/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const res = await w.owner.call(
            'POST',
            `${base}/uploads`,
            { name: 'alvo.bin', size: 1024 },
            { 'x-workspace-id': w.workspaceId },
          );
          if (res.statusCode !== 201)
            throw new Error(`open upload → ${res.statusCode} ${res.body}`);
          return res.json<{ id: string }>().id;
        },
      },
      n: { ownedByTarget: false, create: async () => '0' },
      [`${base}/folders/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Pasta alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '/folders', { name }, name)).id as string;
        },
      },
    },
  },
  writers: [mediaUploadWriter],
  reads: mediaReads,
};
