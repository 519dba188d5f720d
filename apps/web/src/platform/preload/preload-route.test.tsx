import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from '../../app/screens';
import { SideMenu } from '../../app/shell/side-menu';
import { json, mockFetch } from '../http/test-fetch';
import { preloadQueue } from './preload-queue';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('route preloading', () => {
  it("queues the chunk of the module that serves a path, then the screen's own chunk", async () => {
    const enqueue = vi.spyOn(preloadQueue, 'enqueue');
    preloadRoute('/me/perfil');
    preloadRoute('/nao/existe');
    expect(enqueue).toHaveBeenCalledOnce();
    expect(enqueue).toHaveBeenCalledWith('auth', expect.any(Function));
    await vi.waitFor(() =>
      expect(enqueue).toHaveBeenCalledWith('/me/perfil', expect.any(Function)),
    );
  });

  it('preloads when a menu link is hovered, focused or touched', () => {
    const enqueue = vi.spyOn(preloadQueue, 'enqueue').mockResolvedValue();
    // The side menu reads the person's menu (settings); unanswered, it shows the route table's.
    mockFetch(() => json(404, { message: 'Não encontrado.' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SideMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = screen.getByRole('link', { name: 'Perfil' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(enqueue).toHaveBeenCalledTimes(3);
    expect(enqueue.mock.calls.every(([key]) => key === 'auth')).toBe(true);
  });
});
