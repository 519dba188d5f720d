import type { Hub, HubHome, HubItem } from '@orbita/contracts/hubs';

/** User 1 "Ana", who the screen kit signs in (test/render-screen.tsx `ana`). */
const ana = '00000000-0000-4000-9000-000000000001';

export const hubId = '00000000-0000-4000-8000-000000000001';
const at = '2026-03-01T12:00:00.000Z';

export const hub = (over: Partial<Hub> = {}): Hub => ({
  id: hubId,
  name: 'Marketing',
  description: 'Campanhas do trimestre',
  icon: null,
  color: '#1565c0',
  coverFileId: null,
  coverUrl: null,
  restricted: false,
  itemCount: 0,
  memberCount: 1,
  members: [{ userId: ana, name: 'Ana', role: 'editor' }],
  canEdit: true,
  version: 1,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const item = (n: number, over: Partial<HubItem> = {}): HubItem => ({
  id: `00000000-0000-4000-8000-1000000000${String(n).padStart(2, '0')}`,
  kind: 'lista',
  recordId: `00000000-0000-4000-8000-2000000000${String(n).padStart(2, '0')}`,
  title: `Registro ${n}`,
  path: `/flow/lista/${n}`,
  pinned: false,
  position: n,
  recordUpdatedAt: '2026-03-02T09:30:00.000Z',
  addedAt: at,
  addedByName: 'Ana',
  ...over,
});

export const home = (over: Partial<HubHome> = {}): HubHome => ({
  hub: hub(),
  members: [{ userId: ana, name: 'Ana', role: 'editor' }],
  items: [],
  ...over,
});
