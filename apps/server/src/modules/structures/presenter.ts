import {
  structureRecordPath,
  type Structure,
  type StructureDetail,
  type StructureKind,
  type StructurePage,
  type StructureVersion,
  type StructureVersionSummary,
} from '@orbita/contracts/structures';
import { GALLERY_DATE, type GalleryStructure } from './gallery';
import type { StructureRow } from './schema';
import type { StructureView, VersionView } from './service';
import { summarize } from './summary';

/** Which sources still exist, by `kind:id` (read through the record registry). */
export type ExistingSources = ReadonlySet<string>;

export const sourceKey = (kind: string, id: string) => `${kind}:${id}`;

/** The one shape a structure leaves the server in: the answer and the realtime `data`. */
export function presentStructure(row: StructureRow, existing: ExistingSources): Structure {
  const kind = row.kind as StructureKind;
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    gallery: false,
    kind,
    name: row.name,
    description: row.description,
    icon: row.icon,
    source:
      row.sourceKind && row.sourceId
        ? {
            kind: row.sourceKind as StructureKind,
            id: row.sourceId,
            path: structureRecordPath(row.sourceKind as StructureKind, row.sourceId),
            exists: existing.has(sourceKey(row.sourceKind, row.sourceId)),
          }
        : null,
    currentVersion: row.currentVersion,
    summary: row.summary,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function presentGalleryStructure(item: GalleryStructure): Structure {
  return {
    id: item.id,
    workspaceId: null,
    gallery: true,
    kind: item.kind,
    name: item.name,
    description: item.description,
    icon: item.icon,
    source: null,
    currentVersion: 1,
    summary: summarize(item.kind, item.data),
    createdBy: null,
    createdAt: GALLERY_DATE.toISOString(),
    updatedAt: GALLERY_DATE.toISOString(),
    version: 1,
  };
}

export function presentView(view: StructureView, existing: ExistingSources): Structure {
  return view.gallery
    ? presentGalleryStructure(view.gallery)
    : presentStructure(view.row!, existing);
}

export function presentStructurePage(
  page: { gallery: GalleryStructure[]; rows: StructureRow[]; nextCursor: string | null },
  existing: ExistingSources,
): StructurePage {
  return {
    gallery: page.gallery.map(presentGalleryStructure),
    items: page.rows.map((row) => presentStructure(row, existing)),
    nextCursor: page.nextCursor,
  };
}

export function presentVersionSummary(
  version: Omit<VersionView, 'snapshot' | 'kind'>,
): StructureVersionSummary {
  return {
    number: version.number,
    note: version.note,
    summary: version.summary,
    createdBy: version.createdBy,
    createdByName: version.createdByName,
    createdAt: version.createdAt.toISOString(),
  };
}

export function presentVersion(version: VersionView): StructureVersion {
  return {
    ...presentVersionSummary(version),
    snapshot: { kind: version.kind, data: version.snapshot } as StructureVersion['snapshot'],
  };
}

export function presentDetail(
  detail: {
    view: StructureView;
    versions: Omit<VersionView, 'snapshot' | 'kind'>[];
    current: VersionView;
  },
  existing: ExistingSources,
): StructureDetail {
  return {
    ...presentView(detail.view, existing),
    versions: detail.versions.map(presentVersionSummary),
    versionCount: detail.view.row?.versionCount ?? 1,
    snapshot: presentVersion(detail.current).snapshot,
  };
}
