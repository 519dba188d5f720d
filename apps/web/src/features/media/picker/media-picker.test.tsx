import type { AppState } from '@orbita/contracts/auth';
import type { MediaFile } from '@orbita/contracts/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { MediaPicker } from './media-picker';
import { testMediaFile } from '../test-files';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const file = (n: number, name: string) =>
  testMediaFile(n, {
    name,
    mimeType: 'image/png',
    size: 1000,
    width: 10,
    height: 10,
    urls: { original: '/o', download: '/d', thumb: '/t', sizes: [] },
  });

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPicker(onPick: (f: MediaFile) => void, onClose: () => void) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch((url) => {
    if (url.includes('/folders')) return json(200, { items: [] });
    return json(200, { items: [file(1, 'praia.png'), file(2, 'serra.png')], nextCursor: null });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, { workspaceId, role: 'editor' } as AppState);
  render(
    <QueryClientProvider client={client}>
      <MediaPicker
        open
        title="Escolher foto do perfil"
        kind="image"
        onPick={onPick}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('MediaPicker', { timeout: 30_000 }, () => {
  it('offers images only, and gives the field the file chosen with a click and "Escolher"', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    const fetch = renderPicker(onPick, onClose);
    const dialog = screen.getByRole('dialog', { name: 'Escolher foto do perfil' });
    await userEvent.click(await within(dialog).findByRole('gridcell', { name: 'serra.png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Escolher' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'serra.png' }));
    expect(onClose).toHaveBeenCalled();
    expect(String(fetch.mock.calls.find(([u]) => String(u).includes('/files'))![0])).toContain(
      'kind=image',
    );
  });

  it('chooses the active file with Enter', async () => {
    const onPick = vi.fn();
    renderPicker(onPick, vi.fn());
    const grid = await screen.findByRole('grid', { name: 'Arquivos para escolher' });
    await within(grid).findByRole('gridcell', { name: 'praia.png' });
    grid.focus();
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'praia.png' }));
  });
});
