import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { empty, json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession, updateSession } from '../../../platform/session/session-store';
import { ACCOUNT_TYPE_LATER_KEY } from '../account-type-later';
import { Onboarding } from './onboarding';

const user = (id: string, accountType: string | null = null) => ({
  id,
  name: 'Ana',
  email: 'ana@exemplo.com',
  accountType,
  avatarUrl: null,
});
const ana = '6f1c1f52-8d53-4a59-9d0c-2a6f7c1d1e11';
const bia = '7a2d2a63-9e64-4b6a-8e1d-3b7f8d2e2f22';
const day = 24 * 60 * 60 * 1000;

function renderOnboarding(
  userId: string,
  checkpoints = ['tipo-conta', 'boas-vindas'],
  accountType: string | null = null,
) {
  updateSession({ token: 't', checkpoints, user: user(userId, accountType) });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Onboarding />
    </QueryClientProvider>,
  );
}
const typeQuestion = () => screen.queryByRole('dialog', { name: 'Como você vai usar o Orbita?' });
/** The dialogs load on demand: once both modules are in, whatever would show has shown. */
const dialogsLoaded = () =>
  act(async () => {
    await import('./account-type-dialog');
    await import('./welcome-dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('Onboarding: "Decidir depois" asks again at most once a week', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    localStorage.clear();
  });

  it('is remembered per person across loads, and the question returns after a week', async () => {
    mockFetch(() => empty(204));
    const first = renderOnboarding(ana);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Decidir depois' }));
    expect(
      await screen.findByRole('dialog', { name: 'Boas-vindas explorador!' }),
    ).toBeInTheDocument();
    expect(typeQuestion()).not.toBeInTheDocument();
    first.unmount();

    // The next load (the checkpoint is still on the server): not asked again.
    const again = renderOnboarding(ana);
    await dialogsLoaded();
    expect(typeQuestion()).not.toBeInTheDocument();
    again.unmount();

    // Another person on this browser is asked.
    const other = renderOnboarding(bia);
    await dialogsLoaded();
    expect(typeQuestion()).toBeInTheDocument();
    other.unmount();

    // Eight days later, Ana is asked again.
    localStorage.setItem(
      `${ACCOUNT_TYPE_LATER_KEY}:${ana}`,
      new Date(Date.now() - 8 * day).toISOString(),
    );
    renderOnboarding(ana);
    await dialogsLoaded();
    expect(typeQuestion()).toBeInTheDocument();
  });

  it('a postponement dated in the future does not hide the question', async () => {
    localStorage.setItem(
      `${ACCOUNT_TYPE_LATER_KEY}:${ana}`,
      new Date(Date.now() + 365 * day).toISOString(),
    );
    renderOnboarding(ana);
    await dialogsLoaded();
    expect(typeQuestion()).toBeInTheDocument();
  });
});

describe('Onboarding: the welcome\'s "Começar" starts the first capture', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const captureKeys = () => {
    const pressed: KeyboardEvent[] = [];
    const listen = (e: KeyboardEvent) => pressed.push(e);
    window.addEventListener('keydown', listen);
    return { pressed, stop: () => window.removeEventListener('keydown', listen) };
  };

  it('removes the checkpoint, then asks for the capture bar (Ctrl+K)', async () => {
    mockFetch(() => empty(204));
    const keys = captureKeys();
    renderOnboarding(ana, ['boas-vindas']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Começar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(keys.pressed.some((e) => e.key === 'k' && e.ctrlKey)).toBe(true));
    keys.stop();
  });

  it('a failed removal keeps the welcome open and opens nothing', async () => {
    mockFetch(() => json(400, { message: 'Checkpoint inválido.' }));
    const keys = captureKeys();
    renderOnboarding(ana, ['boas-vindas']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkpoint inválido.');
    expect(keys.pressed.filter((e) => e.ctrlKey)).toEqual([]);
    keys.stop();
  });
});

describe('Onboarding: a type already set is not asked again', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    localStorage.clear();
  });

  it('a player who joined a game (type set, checkpoint left) is not asked, and the checkpoint leaves the server once', async () => {
    const fetch = mockFetch(() => empty(204));
    const first = renderOnboarding(ana, ['tipo-conta'], 'player');
    await dialogsLoaded();
    expect(typeQuestion()).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url, init]) => [String(url), init?.method])).toEqual([
        ['/api/app/me/checkpoints/tipo-conta', 'DELETE'],
      ]),
    );
    first.unmount();
    // A later load (say the removal failed): still not asked.
    renderOnboarding(ana, ['tipo-conta'], 'player');
    await dialogsLoaded();
    expect(typeQuestion()).not.toBeInTheDocument();
  });
});
