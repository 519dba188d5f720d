import type { AppState } from '@orbita/contracts/auth';
import type { MediaFile } from '@orbita/contracts/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { Toasts } from '../../../platform/toasts';
import { MediaPage } from './media-page';
import { testMediaFile } from '../test-files';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const base = '/api/app/fabrica/media';
const old = '2020-01-01T12:00:00.000Z';

const file = (n: number, over: Partial<MediaFile> = {}) =>
  testMediaFile(n, { size: 4 * 1024 * 1024, createdAt: old, updatedAt: old, ...over });

// Three old orphans (12 MB), one orphan uploaded just now (kept: younger than 30 days), one used file.
const orphans = [file(1), file(2), file(3), file(4, { createdAt: new Date().toISOString() })];
const used = file(5, { usageCount: 2 });

function renderPage(role: AppState['role']) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  let cleaned = false;
  const fetch = mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const query = new URL(url, 'http://x').searchParams;
    if (path === `${base}/orphans/clean` && init.method === 'POST') {
      cleaned = true;
      return json(200, { deleted: 3, freedBytes: 12.4 * 1024 * 1024 });
    }
    if (path === `${base}/files`) {
      const all = cleaned ? [orphans[3]!, used] : [...orphans, used];
      const items = query.get('unused') === 'true' ? all.filter((f) => !f.usageCount) : all;
      return json(200, { items, nextCursor: null });
    }
    if (path === `${base}/folders`) return json(200, { items: [] });
    if (path === `${base}/quota`)
      return json(200, {
        usedBytes: cleaned ? 1024 ** 2 : 1024 ** 3,
        quotaBytes: 2 * 1024 ** 3,
        maxFileBytes: 1,
        fileCount: 5,
      });
    return json(404, { message: 'Não encontrado.' });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, { workspaceId, role } as AppState);
  render(
    <QueryClientProvider client={client}>
      <MediaPage />
      <Toasts />
    </QueryClientProvider>,
  );
  return fetch;
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MediaPage: orphan clean-up', { timeout: 30_000 }, () => {
  it('counts the old unused files, cleans on confirm, toasts in pt-BR and reloads list and quota', async () => {
    const fetch = renderPage('creator');
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    expect(await screen.findByText('1 GB de 2 GB usados')).toBeInTheDocument();

    // Keyboard only: Tab to the menu button, Enter, Enter on the item.
    const more = screen.getByRole('button', { name: 'Mais ações' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Limpar arquivos sem uso' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Limpar arquivos sem uso' });
    expect(
      await within(dialog).findByText(
        '3 arquivos sem uso há mais de 30 dias serão excluídos, liberando cerca de 12 MB. Não dá para desfazer.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Limpar' }));

    expect(await screen.findByText('3 arquivos removidos, 12,4 MB liberados.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/orphans/clean'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ olderThanDays: 30 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and the quota reload.
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'foto-1.jpg' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('1 MB de 2 GB usados')).toBeInTheDocument();
  });

  it('shows the error in the dialog and keeps it open when the clean-up fails', async () => {
    const fetch = renderPage('admin');
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    await userEvent.click(screen.getByRole('button', { name: 'Mais ações' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Limpar arquivos sem uso' }));
    const dialog = await screen.findByRole('dialog');
    // Wait for the count before arming the failure (so the failure hits the POST).
    await within(dialog).findByText(/3 arquivos sem uso/);
    fetch.mockImplementationOnce(async () =>
      json(403, { message: 'Você não tem permissão para isso.' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Limpar' }));
    expect(
      await within(dialog).findByText('Você não tem permissão para isso.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each(['viewer', 'editor'] as const)('is not offered to the role %s', async (role) => {
    renderPage(role);
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    expect(screen.queryByRole('button', { name: 'Mais ações' })).not.toBeInTheDocument();
    expect(screen.queryByText('Limpar arquivos sem uso')).not.toBeInTheDocument();
  });
});
