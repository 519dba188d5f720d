/** Test helpers of the publications screens (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { Publication } from '@orbita/contracts/publications';
import type { Member } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';

export const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const listUrl = '/api/app/universo/publications';
export const membersUrl = `/api/app/conta/contas/${workspaceId}/membros`;
const at = '2026-11-26T17:03:00.000Z';

export const pubId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const userId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export function testPublication(
  n: number,
  title: string,
  extra: Partial<Publication> = {},
): Publication {
  return {
    id: pubId(n),
    title,
    slug: `pub-${n}`,
    module: null,
    tags: [],
    coverFileId: null,
    excerpt: '',
    status: 'draft',
    visibility: 'private',
    authorIds: [],
    scheduledAt: null,
    publishedAt: null,
    liveRevisionId: null,
    liveRevisionNumber: null,
    liveTitle: null,
    hasUnpublishedChanges: false,
    hiddenAt: null,
    hiddenReason: null,
    pickedAt: null,
    version: 1,
    createdBy: null,
    updatedBy: null,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

export function testMember(n: number, name: string): Member {
  return {
    userId: userId(n),
    name,
    email: `m${n}@exemplo.com`,
    avatarUrl: null,
    role: 'editor',
    version: 1,
    joinedAt: at,
    teams: [],
  };
}

/** Where a navigation to the editor lands in the list's tests. */
function EditorStub() {
  return <p>Editor da publicação {useParams().id}</p>;
}

/**
 * `page` at `path` as `role` sees it (a creator's account type, so only the role limits),
 * with the API answered by `handler`.
 */
export function renderAs(
  role: AppState['role'],
  handler: Parameters<typeof mockFetch>[0],
  page: ReactElement,
  path = '/universo/publicacoes',
  route = '*',
) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, {
    workspaceId,
    role,
    user: { id: userId(1), name: 'Ana', accountType: 'creator' },
  } as AppState);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {route === '*' && <Route path="/universo/publicacao/:id" element={<EditorStub />} />}
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, client };
}

/** The URL a fetch call asked for, parsed (path and query). */
export const urlOf = (input: unknown) => new URL(String(input), 'http://localhost');
