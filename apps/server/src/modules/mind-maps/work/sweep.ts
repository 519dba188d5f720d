import { randomUUID } from 'node:crypto';
import { addChild, initMap, ROOT_ID } from '@orbita/contracts/mind-map-doc';
import { mindMapRoom, type ConvertNodesResult } from '@orbita/contracts/mind-maps';
import type { SweepFactories, SweepWorld } from '../../../test/module-testing';
import { sweepRecords } from '../../../test/sweep-records';

/** The route sweep's records for nodes ↔ work (spread into the module's testing.ts). */
const base = '/api/app/mind-space/mind-maps';
const tag = () => randomUUID().slice(0, 8);
const createMap = sweepRecords(base);
const createInFlow = sweepRecords('/api/app/flow');

const list = async (w: SweepWorld) =>
  (await createInFlow(w, '/lists', { name: `Lista alvo ${tag()}` }, 'Lista alvo')).id as string;

/** A map of the target with one node (written through the collaboration layer). */
export async function mapWithNode(w: SweepWorld): Promise<{ mapId: string; nodeId: string }> {
  const title = `Mapa alvo ${tag()}`;
  const mapId = (await createMap(w, '', { title }, title)).id as string;
  let nodeId = '';
  const text = `Nó alvo ${tag()}`;
  await w.app.collab.change(mindMapRoom(mapId), w.workspaceId, null, (doc) => {
    initMap(doc, title);
    nodeId = addChild(doc, ROOT_ID, text);
  });
  w.mustNotLeak.add(text);
  return { mapId, nodeId };
}

/** A task of the target made from a map node, for `task-links/{taskId}`. */
async function linkedTask(w: SweepWorld): Promise<string> {
  const { mapId, nodeId } = await mapWithNode(w);
  const res = await w.owner.call(
    'POST',
    `${base}/${mapId}/nodes/convert`,
    { nodeIds: [nodeId], target: 'tasks', listId: await list(w) },
    { 'x-workspace-id': w.workspaceId },
  );
  if (res.statusCode !== 200) throw new Error(`convert → ${res.statusCode} ${res.body}`);
  const taskId = res.json<ConvertNodesResult>().converted[0]!.recordId;
  w.mustNotLeak.add(taskId);
  return taskId;
}

export const workSweep: Required<SweepFactories> = {
  params: {
    [`${base}/from-list/{listId}`]: { ownedByTarget: true, create: list },
    [`${base}/task-links/{taskId}`]: { ownedByTarget: true, create: linkedTask },
  },
  bodies: {
    // Valid bodies, so an outsider meets the map's 404 rather than the body's 400.
    [`POST ${base}/{id}/nodes/convert`]: { nodeIds: ['no-da-varredura'], target: 'inbox' },
  },
};
