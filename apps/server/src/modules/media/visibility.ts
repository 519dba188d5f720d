import type { Role } from '@orbita/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { visibleInWorkspace, type MemberContext } from '../../platform/scope';
import { mediaFiles, mediaUsages } from './schema';

/** Who asks: the request's member (its `role` is there at run time; without it, narrowed). */
export type Viewer = Pick<MemberContext, 'userId' | 'workspaceId'> & { role?: Role };

/**
 * How hubs narrow the record behind a usage: the hub kind that holds it and the id of the
 * record a hub holds, from the usage's record id (a uuid). null: no hub can hold that record
 * (nor anything it follows), so the usage is visible to every member.
 */
type Narrowing = { hubKind: string; heldId: (recordId: SQL) => SQL } | null;

const itself = (recordId: SQL) => recordId;

/**
 * EVERY (module, kind) pair written to media_usages, and how its record's visibility is
 * checked (issue 23: a file used only on records a restricted hub hides from someone must
 * not show them those records through the library). `recordUsage` refuses a pair missing
 * here, so a module that starts attaching files must decide it. Tables the cards and trophies
 * follow are named in SQL, as `visibleInWorkspace` does, so media imports no other module's
 * schema; visibility.test.ts checks the names against those schemas.
 */
export const usagePairs = {
  /** A person's profile picture (auth): people are no hub's records. */
  'auth/avatar': null,
  /** A person of pessoa (people): not a kind a hub holds. */
  'people/avatar': null,
  /** Products, public in the catalog while active: not a kind a hub holds. */
  'products/product': null,
  /** A finance entry's receipt: not a kind a hub holds. */
  'finance/entry': null,
  /** A chat message's file: conversations are no hub's records. */
  'chats/message': null,
  /** A gamification resource: workspace-wide, of no game. */
  'gamification/resource': null,
  /** A trophy follows its game (`jogo`). */
  'gamification/trophy': {
    hubKind: 'jogo',
    heldId: (id) => sql`(select t.game_id from gamification_trophies t where t.id = ${id})`,
  },
  /** A process card's attachment follows its process, as flow narrows cards. */
  'flow/card': {
    hubKind: 'processo',
    heldId: (id) => sql`(select c.process_id from flow_cards c where c.id = ${id})`,
  },
  'pages/page': { hubKind: 'pagina', heldId: itself },
  'publications/publication-cover': { hubKind: 'publicacao', heldId: itself },
  'publications/publication-body': { hubKind: 'publicacao', heldId: itself },
  /** A hub's cover: a restricted hub itself is hidden from non-members. */
  'hubs/hub': { hubKind: 'hub', heldId: itself },
} satisfies Record<string, Narrowing>;

export type UsagePair = keyof typeof usagePairs;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses (a programming error, 500) a usage whose pair is not in `usagePairs`, or a narrowed
 * pair's record id that is no uuid (the visibility check casts it).
 */
export function assertKnownUsage(ref: { module: string; kind: string; id: string }): void {
  const pair = `${ref.module}/${ref.kind}`;
  if (!Object.hasOwn(usagePairs, pair))
    throw new Error(
      `media: uso desconhecido "${pair}" — acrescente-o a usagePairs (media/visibility.ts) ` +
        'dizendo como a visibilidade do registro é conferida',
    );
  if (usagePairs[pair as UsagePair] && !UUID.test(ref.id))
    throw new Error(`media: o uso "${pair}" precisa do id (uuid) do registro, não "${ref.id}"`);
}

/**
 * Whether the viewer may see the record behind the media_usages row in scope (one CASE arm
 * per narrowed pair, `visibleInWorkspace` in each; any other pair is visible). Admins/owner:
 * no condition.
 */
export function usageVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'owner' || viewer.role === 'admin') return undefined;
  const recordId = sql`${mediaUsages.recordId}::uuid`;
  const arms = Object.entries(usagePairs).flatMap(([pair, narrowing]: [string, Narrowing]) => {
    if (!narrowing) return [];
    const [module, kind] = pair.split('/');
    const visible = visibleInWorkspace(viewer, narrowing.hubKind, narrowing.heldId(recordId));
    return [
      sql`when ${mediaUsages.module} = ${module} and ${mediaUsages.kind} = ${kind} then (${visible})`,
    ];
  });
  return sql`(case ${sql.join(arms, sql` `)} else true end)`;
}

/**
 * THE condition of every media query that takes a member, next to `inWorkspace`: a file with
 * at least one usage, all of them on records a restricted hub hides from the viewer, is
 * hidden (lists leave it out, by-id routes answer 404 like another workspace's file), since
 * its details and "Usado em" would reveal those records. A file with no usage, or with one
 * usage the viewer may see, stays visible. Admins/owner: no condition.
 */
export function fileVisibleTo(viewer: Viewer): SQL | undefined {
  const usage = usageVisibleTo(viewer);
  if (!usage) return undefined;
  return sql`(not exists (select 1 from ${mediaUsages} where ${mediaUsages.fileId} = ${mediaFiles.id})
    or exists (select 1 from ${mediaUsages}
      where ${mediaUsages.fileId} = ${mediaFiles.id} and ${usage}))`;
}
