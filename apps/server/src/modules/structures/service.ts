import { accountFeatureOf, type DomainEventBase } from '@orbita/contracts';
import {
  STRUCTURE_SNAPSHOT_MAX_BYTES,
  STRUCTURE_VERSIONS_SHOWN,
  structureMessages,
  structureSnapshotSchemas,
  type createStructureBodySchema,
  type createStructureVersionBodySchema,
  type instantiateStructureBodySchema,
  type StructureKind,
  type StructureSnapshots,
  type structuresListQuerySchema,
  type updateStructureBodySchema,
} from '@orbita/contracts/structures';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestAuth } from '../../platform/auth/authenticate';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { users } from '../../platform/identity/schema';
import { authorize, authorizeAccountType } from '../../platform/policy';
import {
  findInWorkspace,
  inWorkspace,
  loadMemberContext,
  type MemberContext,
} from '../../platform/scope';
import type { TemplateEnv, TemplateKind, TemplateRegistry } from '../../platform/templates';
import { gallery, GALLERY_DATE, galleryStructure, type GalleryStructure } from './gallery';
import {
  structures,
  structureVersions,
  type StructureRow,
  type StructureVersionRow,
} from './schema';
import { summarize } from './summary';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
type Asking = MemberContext;

/** What the service needs of the app: the manifest's template providers and the collaboration layer. */
export interface StructuresEnv extends TemplateEnv {
  templates: TemplateRegistry;
}

/** Also the answer for another workspace's structure, so ids never reveal what other tenants hold. */
export const structureNotFound = structureMessages.notFound;

const unprocessable = (message: string, code = 'structures.invalid') =>
  new AppError(422, code, message);

const defaultIcons: Record<StructureKind, string> = {
  lista: 'checklist',
  processo: 'view_kanban',
  mapa: 'account_tree',
  pagina: 'web',
  codex: 'menu_book',
  jogo: 'emoji_events',
};

function provider(env: StructuresEnv, kind: StructureKind): TemplateKind {
  const found = env.templates[kind] as TemplateKind | undefined;
  if (!found) throw unprocessable(structureMessages.kindUnavailable, 'structures.kind_unavailable');
  return found;
}

/**
 * A snapshot as it may be stored: valid for its kind (the module's provider built it, but a
 * wrong one must not be saved) and at most STRUCTURE_SNAPSHOT_MAX_BYTES of JSON (422).
 */
function checkedSnapshot<K extends StructureKind>(kind: K, data: unknown): StructureSnapshots[K] {
  const bytes = Buffer.byteLength(JSON.stringify(data) ?? '', 'utf8');
  if (bytes > STRUCTURE_SNAPSHOT_MAX_BYTES)
    throw unprocessable(structureMessages.tooLarge, 'structures.too_large');
  const parsed = structureSnapshotSchemas[kind].safeParse(data);
  if (!parsed.success) throw unprocessable(structureMessages.invalidSnapshot);
  return parsed.data as StructureSnapshots[K];
}

// ---------------------------------------------------------------- reads

export interface StructureView {
  row: StructureRow | null;
  gallery: GalleryStructure | null;
}

/** The gallery's items of `kind` (all of them without) and a page of the workspace's own, newest first. */
export async function listStructures(
  q: Queryable,
  member: Member,
  query: z.output<typeof structuresListQuerySchema>,
): Promise<{ gallery: GalleryStructure[]; rows: StructureRow[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select()
    .from(structures)
    .where(
      inWorkspace(
        structures,
        member,
        query.kind ? eq(structures.kind, query.kind) : undefined,
        after
          ? or(
              lt(structures.createdAt, after.createdAt),
              and(eq(structures.createdAt, after.createdAt), lt(structures.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(structures.createdAt), desc(structures.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    gallery: gallery.filter((g) => !query.kind || g.kind === query.kind),
    rows: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** A gallery item (any workspace reads it) or a structure of the member's workspace; else 404. */
export async function findStructure(
  q: Queryable,
  member: Member,
  id: string,
): Promise<StructureView> {
  const item = galleryStructure(id);
  if (item) return { row: null, gallery: item };
  return {
    row: await findInWorkspace(q, structures, member, id, structureNotFound),
    gallery: null,
  };
}

export interface VersionView {
  number: number;
  note: string;
  summary: string;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: Date;
  kind: StructureKind;
  snapshot: unknown;
}

const versionColumns = {
  number: structureVersions.number,
  note: structureVersions.note,
  summary: structureVersions.summary,
  createdBy: structureVersions.createdBy,
  createdByName: users.name,
  createdAt: structureVersions.createdAt,
};

function galleryVersion(item: GalleryStructure): VersionView {
  return {
    number: 1,
    note: '',
    summary: summarize(item.kind, item.data),
    createdBy: null,
    createdByName: null,
    createdAt: GALLERY_DATE,
    kind: item.kind,
    snapshot: item.data,
  };
}

/** The structure, its newest versions (at most STRUCTURE_VERSIONS_SHOWN) and its current version's snapshot. */
export async function getStructureDetail(
  q: Queryable,
  member: Member,
  id: string,
): Promise<{
  view: StructureView;
  versions: Omit<VersionView, 'snapshot' | 'kind'>[];
  current: VersionView;
}> {
  const view = await findStructure(q, member, id);
  if (view.gallery) {
    const only = galleryVersion(view.gallery);
    return { view, versions: [only], current: only };
  }
  const row = view.row!;
  const versions = await q
    .select(versionColumns)
    .from(structureVersions)
    .leftJoin(users, eq(users.id, structureVersions.createdBy))
    .where(eq(structureVersions.structureId, row.id))
    .orderBy(desc(structureVersions.number))
    .limit(STRUCTURE_VERSIONS_SHOWN);
  const current = await getVersion(q, member, id, row.currentVersion);
  return { view, versions, current };
}

/** One version with its snapshot (gallery items have only version 1). */
export async function getVersion(
  q: Queryable,
  member: Member,
  id: string,
  number: number,
): Promise<VersionView> {
  const view = await findStructure(q, member, id);
  if (view.gallery) {
    if (number !== 1) throw AppError.notFound(structureMessages.versionNotFound);
    return galleryVersion(view.gallery);
  }
  const [version] = await q
    .select({ ...versionColumns, snapshot: structureVersions.snapshot })
    .from(structureVersions)
    .leftJoin(users, eq(users.id, structureVersions.createdBy))
    .where(
      and(eq(structureVersions.structureId, view.row!.id), eq(structureVersions.number, number)),
    )
    .limit(1);
  if (!version) throw AppError.notFound(structureMessages.versionNotFound);
  return { ...version, kind: view.row!.kind as StructureKind };
}

// ---------------------------------------------------------------- writes

const byMember = (member: Member): DomainEventBase => ({
  workspaceId: member.workspaceId,
  actorId: member.userId,
});

async function snapshotOf(
  tx: Tx,
  env: StructuresEnv,
  member: Asking,
  kind: StructureKind,
  recordId: string,
  missing: () => AppError,
) {
  const taken = await provider(env, kind).snapshot(tx, env, member, recordId);
  if (!taken) throw missing();
  return { name: taken.name, data: checkedSnapshot(kind, taken.data) };
}

/** Saves a record of the workspace as a new structure (version 1 = the record as it is now). */
export async function createStructure(
  ctx: AppContext,
  env: StructuresEnv,
  member: Asking,
  body: z.output<typeof createStructureBodySchema>,
): Promise<StructureRow> {
  return transaction(ctx, async (tx) => {
    const { data } = await snapshotOf(tx, env, member, body.kind, body.recordId, () =>
      AppError.notFound(structureMessages.sourceNotFound),
    );
    const summary = summarize(body.kind, data);
    const [row] = await tx
      .insert(structures)
      .values({
        workspaceId: member.workspaceId,
        kind: body.kind,
        name: body.name,
        description: body.description ?? '',
        icon: body.icon ?? defaultIcons[body.kind],
        sourceKind: body.kind,
        sourceId: body.recordId,
        summary,
        createdBy: member.userId,
      })
      .returning();
    await tx.insert(structureVersions).values({
      structureId: row!.id,
      number: 1,
      snapshot: data,
      summary,
      note: body.note ?? '',
      createdBy: member.userId,
    });
    await emit(tx, 'structures.structure.created', {
      ...byMember(member),
      structureId: row!.id,
      kind: body.kind,
    });
    return row!;
  });
}

function ownRow(view: StructureView): StructureRow {
  if (!view.row) throw AppError.forbidden(structureMessages.galleryReadOnly);
  return view.row;
}

/** "Nova versão": the source record as it is now becomes the next version, and the current one. */
export async function createStructureVersion(
  ctx: AppContext,
  env: StructuresEnv,
  member: Asking,
  id: string,
  body: z.output<typeof createStructureVersionBodySchema>,
): Promise<StructureRow> {
  return transaction(ctx, async (tx) => {
    const own = ownRow(await findStructure(tx, member, id));
    // The row lock orders two "Nova versão" at once: each gets its own number.
    const [locked] = await tx
      .select()
      .from(structures)
      .where(inWorkspace(structures, member, eq(structures.id, own.id)))
      .for('update');
    if (!locked) throw AppError.notFound(structureNotFound);
    assertVersion(locked, body.version);
    if (!locked.sourceKind || !locked.sourceId)
      throw unprocessable(structureMessages.gallerySource, 'structures.no_source');
    const kind = locked.kind as StructureKind;
    const { data } = await snapshotOf(tx, env, member, kind, locked.sourceId, () =>
      unprocessable(structureMessages.sourceGone, 'structures.source_gone'),
    );
    const number = locked.versionCount + 1;
    const summary = summarize(kind, data);
    await tx.insert(structureVersions).values({
      structureId: locked.id,
      number,
      snapshot: data,
      summary,
      note: body.note ?? '',
      createdBy: member.userId,
    });
    const row = await updateVersioned(
      tx,
      structures,
      inWorkspace(structures, member, eq(structures.id, locked.id)),
      undefined,
      { versionCount: number, currentVersion: number, summary, updatedAt: new Date() },
      structureNotFound,
    );
    await emit(tx, 'structures.structure.updated', {
      ...byMember(member),
      structureId: locked.id,
      versionNumber: number,
    });
    return row;
  });
}

export async function updateStructure(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateStructureBodySchema>,
): Promise<StructureRow> {
  return transaction(ctx, async (tx) => {
    const own = ownRow(await findStructure(tx, member, id));
    let summary: string | undefined;
    if (body.currentVersion !== undefined) {
      const [version] = await tx
        .select({ summary: structureVersions.summary })
        .from(structureVersions)
        .where(
          and(
            eq(structureVersions.structureId, own.id),
            eq(structureVersions.number, body.currentVersion),
          ),
        );
      if (!version)
        throw AppError.validation(structureMessages.versionNotFound, {
          currentVersion: structureMessages.versionNotFound,
        });
      summary = version.summary;
    }
    const row = await updateVersioned(
      tx,
      structures,
      inWorkspace(structures, member, eq(structures.id, own.id)),
      body.version,
      {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.icon === undefined ? {} : { icon: body.icon }),
        ...(body.currentVersion === undefined
          ? {}
          : { currentVersion: body.currentVersion, summary }),
        updatedAt: new Date(),
      },
      structureNotFound,
    );
    await emit(tx, 'structures.structure.updated', {
      ...byMember(member),
      structureId: own.id,
      versionNumber: null,
    });
    return row;
  });
}

export async function deleteStructure(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const own = ownRow(await findStructure(tx, member, id));
    const deleted = await tx
      .delete(structures)
      .where(inWorkspace(structures, member, eq(structures.id, own.id)))
      .returning({ id: structures.id });
    if (deleted.length === 0) throw AppError.notFound(structureNotFound);
    await emit(tx, 'structures.structure.deleted', { ...byMember(member), structureId: own.id });
  });
}

/**
 * The workspace a structure is instantiated into: the current one, or another where the
 * person is a member whose role may create (404 when not a member, like a missing
 * workspace; 403 for an Observador), whose account type allows structures and the kind's
 * own feature (as the module's own create route would check). An API key acts in its own
 * workspace only.
 */
async function targetWorkspace(
  q: Queryable,
  member: MemberContext,
  via: RequestAuth['via'] | undefined,
  workspaceId: string | undefined,
  kindProvider: TemplateKind,
): Promise<MemberContext> {
  let target = member;
  if (workspaceId && workspaceId !== member.workspaceId) {
    if (via === 'key') throw AppError.notFound(structureMessages.targetNotFound);
    target = await loadMemberContext(q, member.userId, workspaceId);
    try {
      authorize(target, 'structure.manage', via);
    } catch {
      throw AppError.forbidden(structureMessages.targetForbidden);
    }
    await authorizeAccountType(q, target, 'structures');
  }
  await authorizeAccountType(q, target, accountFeatureOf(kindProvider.createPath));
  return target;
}

export interface Instantiated {
  kind: StructureKind;
  id: string;
  name: string;
  workspaceId: string;
  versionNumber: number;
}

/** A new record made from a version of the structure, through its module's own create functions. */
export async function instantiateStructure(
  ctx: AppContext,
  env: StructuresEnv,
  member: MemberContext,
  via: RequestAuth['via'] | undefined,
  id: string,
  body: z.output<typeof instantiateStructureBodySchema>,
): Promise<Instantiated> {
  const view = await findStructure(ctx.db, member, id);
  const kind = (view.gallery?.kind ?? view.row!.kind) as StructureKind;
  const number = body.versionNumber ?? view.row?.currentVersion ?? 1;
  const version = await getVersion(ctx.db, member, id, number);
  const kindProvider = provider(env, kind);
  const target = await targetWorkspace(ctx.db, member, via, body.workspaceId, kindProvider);
  const data = checkedSnapshot(kind, version.snapshot);
  const name = body.name ?? view.gallery?.name ?? view.row!.name;
  return transaction(ctx, async (tx) => {
    const made = await kindProvider.instantiate(
      tx,
      env,
      { workspaceId: target.workspaceId, userId: member.userId, role: target.role, name },
      data,
    );
    await emit(tx, 'structures.structure.instantiated', {
      workspaceId: target.workspaceId,
      actorId: member.userId,
      structureId: id,
      sourceWorkspaceId: view.row?.workspaceId ?? null,
      kind,
      recordId: made.id,
      versionNumber: number,
    });
    return { kind, id: made.id, name, workspaceId: target.workspaceId, versionNumber: number };
  });
}

export type { StructureVersionRow };
