import {
  getLayout,
  readTree,
  type OutlineNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { MIND_MAP_TITLE_MAX, mindMapRoom } from '@orbita/contracts/mind-maps';
import type { MapSnapshot, MapSnapshotNode } from '@orbita/contracts/structures';
import { joinedContext } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import type { TemplateKind } from '../../platform/templates';
import type { SidedOutline } from './document';
import { createMapFromOutline, getMap } from './service';

/** A node of the map's tree as a structure keeps it: its fields, not its id nor its task link. */
function snapshotNode(node: TreeNode, withSide: boolean): MapSnapshotNode {
  return {
    text: node.text,
    note: node.note,
    color: node.color,
    icon: node.icon,
    link: node.link,
    collapsed: node.collapsed,
    ...(withSide ? { side: node.side } : {}),
    children: node.children.map((c) => snapshotNode(c, false)),
  };
}

function outlineNode(node: MapSnapshotNode): OutlineNode {
  return {
    text: node.text,
    note: node.note ?? '',
    color: node.color ?? null,
    icon: node.icon ?? null,
    link: node.link ?? null,
    collapsed: node.collapsed === true,
    children: node.children.map(outlineNode),
  };
}

/**
 * A mind map as a structure (modules/structures): its description, layout and whole tree
 * (texts, notes, colours, icons, links, sides of the first branches). Task links are not
 * copied (the tasks belong to the original's nodes). A new map from it goes through the
 * module's `createMapFromOutline` (record + document seeded in one transaction, the map
 * limits, `mind-maps.map.created`); its root takes the new name.
 */
export const mindMapTemplate: TemplateKind<'mapa'> = {
  createPath: '/api/app/mind-space/mind-maps',
  snapshot: async (tx, env, member, id) => {
    const map = await getMap(tx, member, id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (!map) return null;
    const doc = await env.collab.read(mindMapRoom(id), member.workspaceId);
    try {
      const data: MapSnapshot = {
        description: map.description,
        layout: getLayout(doc),
        root: {
          ...snapshotNode(readTree(doc), false),
          children: readTree(doc).children.map((c) => snapshotNode(c, true)),
        },
      };
      return { name: map.title, data };
    } finally {
      doc.destroy();
    }
  },
  instantiate: async (tx, env, target, data) => {
    const title = target.name.slice(0, MIND_MAP_TITLE_MAX).trim();
    const root: SidedOutline = {
      ...outlineNode(data.root),
      text: title,
      children: data.root.children.map((c) => ({
        ...outlineNode(c),
        ...(c.side ? { side: c.side } : {}),
      })),
    };
    const map = await createMapFromOutline(
      joinedContext(tx),
      env.collab,
      target,
      { title, description: data.description },
      root,
      data.layout,
    );
    return { id: map.id };
  },
};
