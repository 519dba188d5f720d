// @isolate-modules: the media picker slot and its dialog keep the first picker they load.
import type { AppState } from '@orbita/contracts/auth';
import type { MediaFile } from '@orbita/contracts/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { provideMediaPicker, type MediaPickerProps } from '../../../platform/media-picker/slot';
import { ProfileDetailsCard } from './profile-details-card';

const user = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Marta Mídia',
  email: 'marta@exemplo.com.br',
  accountType: 'creator',
  avatarUrl: null,
  hasPassword: true,
  googleLinked: false,
  emailConfirmed: true,
} as AppState['user'];
const fileId = '22222222-2222-4222-8222-222222222222';

afterEach(() => vi.unstubAllGlobals());

describe('ProfileDetailsCard avatar', { timeout: 30_000 }, () => {
  it('shows letters only as initials while the name is typed: markup and emoji never show', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileDetailsCard user={{ ...user, name: '<b>Bruno</b> 🚀' }} />
      </QueryClientProvider>,
    );
    const avatar = () => document.querySelector('.MuiAvatar-root')!;
    expect(avatar().textContent).toBe('B');
    const name = screen.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ítalo <Oliveira> Érico');
    expect(avatar().textContent).toBe('ÍÉ');
    await userEvent.clear(name);
    // No letter in the name: the e-mail's first letter.
    await userEvent.type(name, '🚀');
    expect(avatar().textContent).toBe('M');
  });

  it('takes a picture from the media library and saves it as avatarMediaId', async () => {
    // The library's picker stands in: it offers one file.
    provideMediaPicker(async () => {
      function Picker({ open, title, kind, onPick, onClose }: MediaPickerProps) {
        if (!open) return null;
        return (
          <div role="dialog" aria-label={title}>
            <button
              type="button"
              onClick={() => {
                onPick({
                  id: fileId,
                  name: 'praia.png',
                  kind,
                  urls: { thumb: '/t.webp' },
                } as MediaFile);
                onClose();
              }}
            >
              praia.png
            </button>
          </div>
        );
      }
      return Picker;
    });
    const fetch = mockFetch(() =>
      json(200, { user: { ...user, avatarUrl: '/api/public/media/x/thumb' } } as AppState),
    );
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ProfileDetailsCard user={user} />
      </QueryClientProvider>,
    );
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Escolher da biblioteca' }));
    await userEvent.click(await screen.findByRole('button', { name: 'praia.png' }));
    expect(screen.getByText('Da biblioteca: praia.png')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'URL da foto' })).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/app/me');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Marta Mídia', avatarMediaId: fileId });
    expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
  });

  it('keeps a library avatar out of the URL field, and removes it on request', async () => {
    const saved = { ...user, avatarUrl: '/api/public/media/abc/thumb' };
    const fetch = mockFetch(() => json(200, { user: { ...saved, avatarUrl: null } } as AppState));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileDetailsCard user={saved} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('textbox', { name: 'URL da foto' })).toBeNull();
    const chip = screen.getByRole('button', { name: 'Foto da biblioteca' });
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(screen.getByRole('textbox', { name: 'URL da foto' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      name: 'Marta Mídia',
      avatarUrl: null,
    });
  });
});
