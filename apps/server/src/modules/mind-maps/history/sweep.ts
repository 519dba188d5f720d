import { randomUUID } from 'node:crypto';
import { initMap } from '@orbita/contracts/mind-map-doc';
import { mindMapRoom } from '@orbita/contracts/mind-maps';
import type { SweepFactories } from '../../../test/module-testing';
import { sweepRecords } from '../../../test/sweep-records';

/** The route sweep's records for a map's history (spread into the module's testing.ts). */
const base = '/api/app/mind-space/mind-maps';
const create = sweepRecords(base);

export const historySweep: Required<SweepFactories> = {
  params: {
    [`${base}/{id}/versions/{versionId}`]: {
      ownedByTarget: true,
      // A version of the `{id}` map the sweep made (its document written first, as an editor would).
      create: async (w, parents) => {
        await w.app.collab.change(mindMapRoom(parents.id!), w.workspaceId, null, (doc) =>
          initMap(doc, 'Mapa alvo'),
        );
        const name = `Versão alvo ${randomUUID().slice(0, 8)}`;
        return (await create(w, `/${parents.id}/versions`, { name }, name)).id as string;
      },
    },
  },
  bodies: {
    [`POST ${base}/{id}/versions`]: { name: 'Versão da varredura' },
  },
};
