/** Test helpers of the mind-maps pages (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { MindMap, MindMapPreview } from '@orbita/contracts/mind-maps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';

export const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const mapsUrl = '/api/app/mind-space/mind-maps';
const at = '2026-11-26T17:03:00.000Z';

export const preview: MindMapPreview = {
  root: 'Tema',
  branches: [
    { text: 'Ideias', color: null, children: ['a', 'b'] },
    { text: 'Riscos', color: '#e53935', children: [] },
  ],
};

export const mapId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function testMap(n: number, title: string, extra: Partial<MindMap> = {}): MindMap {
  return {
    id: mapId(n),
    title,
    description: '',
    templateKey: null,
    archivedAt: null,
    nodeCount: 12,
    preview,
    createdBy: null,
    updatedBy: null,
    createdAt: at,
    updatedAt: at,
    favourite: false,
    ...extra,
  };
}

/** Where a navigation to a map's editor lands in these tests. */
function EditorStub() {
  return <p>Editor do mapa {useParams().id}</p>;
}

/** `page` at `path` as `role` sees it, with the API answered by `handler`. */
export function renderAs(
  role: AppState['role'],
  handler: Parameters<typeof mockFetch>[0],
  page: ReactElement,
  path = '/mind-space/mind-maps',
) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, { workspaceId, role } as AppState);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mind-space/mind-map/:id" element={<EditorStub />} />
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, client };
}

/** The URL a fetch call asked for, parsed (path and query). */
export const urlOf = (input: unknown) => new URL(String(input), 'http://localhost');

/** The cards shown in a list of maps. */
export const cardsIn = (name: string) =>
  screen.getByRole('list', { name }).querySelectorAll('[role="listitem"] article');
