import type { PersonMenu } from '@orbita/contracts/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../platform/http/test-fetch';
import { onEntityEvent, realtimeEvents, WS_EVENT } from '../../platform/realtime';
import { updateSession } from '../../platform/session/session-store';
import { SideMenu } from './side-menu';

const menu = (over: Partial<PersonMenu> = {}): PersonMenu => ({
  order: ['/flow/listas', '/flow/workplace'],
  hidden: ['/flow/processos'],
  shortcuts: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Minha lista',
      icon: 'checklist',
      kind: 'internal',
      url: '/flow/lista/42',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Jornal',
      icon: 'public',
      kind: 'external',
      url: 'https://exemplo.com.br/noticias',
    },
  ],
  version: 4,
  ...over,
});

function renderMenu(answer: () => PersonMenu | Response) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId: 'w' });
  const fetch = mockFetch(() => {
    const a = answer();
    return a instanceof Response ? a : json(200, a);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the signed-in shell does with realtime events (useRealtimeInvalidation).
  const off = onEntityEvent(
    client,
    ({ entity }) => void client.invalidateQueries({ queryKey: [entity] }),
  );
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SideMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, off };
}

const group = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .getAllByRole('list')
    .find((l) => l.querySelector('.menu-subheader')?.textContent?.trim() === name)!;
const entries = (name: string) =>
  within(group(name))
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('SideMenu', () => {
  it('shows the route table until the person’s menu arrives, and when it cannot load', async () => {
    renderMenu(() => json(500, { message: 'Erro', code: 'internal' }));
    expect(entries('Flow')).toEqual(['Workplace', 'Coleta de ideias', 'Listas', 'Processos']);
    await new Promise((r) => setTimeout(r, 50));
    expect(entries('Flow')).toEqual(['Workplace', 'Coleta de ideias', 'Listas', 'Processos']);
    expect(screen.queryByRole('list', { name: 'Atalhos' })).not.toBeInTheDocument();
  });

  it('puts the person’s order first, leaves hidden entries out and lists the shortcuts on top', async () => {
    renderMenu(() => menu());
    await waitFor(() =>
      expect(entries('Flow')).toEqual(['Listas', 'Workplace', 'Coleta de ideias']),
    );
    const shortcuts = screen.getByRole('list', { name: 'Atalhos' });
    const internal = within(shortcuts).getByRole('link', { name: 'Minha lista' });
    expect(internal).toHaveAttribute('href', '/flow/lista/42');
    expect(internal).not.toHaveAttribute('target');
    const external = within(shortcuts).getByRole('link', { name: /Jornal/ });
    expect(external).toHaveAttribute('href', 'https://exemplo.com.br/noticias');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops an area whose every entry is hidden', async () => {
    renderMenu(() => menu({ hidden: ['/me/home', '/me/perfil'] }));
    await waitFor(() => expect(group('Meu espaço')).toBeUndefined());
  });

  it('follows a change made on another device (settings event on the user queue)', async () => {
    let current = menu();
    const { off } = renderMenu(() => current);
    await waitFor(() => expect(entries('Flow')[0]).toBe('Listas'));
    current = menu({ order: ['/flow/processos'], hidden: [], shortcuts: [], version: 5 });
    act(() => {
      realtimeEvents.dispatchEvent(
        new CustomEvent(WS_EVENT, {
          detail: {
            type: 'updated',
            entity: 'settings',
            id: 'u',
            origin: 'outra-aba',
            record: 'menu',
          },
        }),
      );
    });
    await waitFor(() => expect(entries('Flow')[0]).toBe('Processos'));
    expect(screen.queryByRole('list', { name: 'Atalhos' })).not.toBeInTheDocument();
    off();
  });
});
