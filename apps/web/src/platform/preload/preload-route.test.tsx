import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from '../../app/screens';
import { SideMenu } from '../../app/shell/side-menu';
import { preloadQueue } from './preload-queue';

afterEach(() => vi.restoreAllMocks());

describe('route preloading', () => {
  it('queues the chunk of the area a path belongs to, once per area', () => {
    const enqueue = vi.spyOn(preloadQueue, 'enqueue');
    preloadRoute('/me/perfil');
    preloadRoute('/nao/existe');
    expect(enqueue).toHaveBeenCalledWith('me', expect.any(Function));
    expect(enqueue).toHaveBeenCalledWith('public', expect.any(Function));
  });

  it('preloads when a menu link is hovered, focused or touched', () => {
    const enqueue = vi.spyOn(preloadQueue, 'enqueue').mockResolvedValue();
    render(
      <MemoryRouter>
        <SideMenu />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Perfil' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(enqueue).toHaveBeenCalledTimes(3);
    expect(enqueue.mock.calls.every(([key]) => key === 'me')).toBe(true);
  });
});
