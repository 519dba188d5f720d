import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession, setToken, updateSession } from '../../platform/session/session-store';
import { UserMenu } from './user-menu';

const { logout, readQueue } = vi.hoisted(() => ({
  logout: vi.fn(async () => {}),
  readQueue: vi.fn(async () => [] as unknown[]),
}));
vi.mock('../../platform/session/logout', () => ({ logout }));
vi.mock('../../features/flow/inbox/offline/capture-queue', () => ({ readQueue }));

beforeEach(() => {
  setToken('t');
  updateSession({ user: { id: 'u1', name: 'Rita Alves', email: 'rita@exemplo.com' } });
});
afterEach(() => {
  clearSession();
  vi.clearAllMocks();
});

const leave = () => {
  render(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Abrir menu da conta' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
};

it('Sair signs out at once when no idea waits on this device', async () => {
  leave();
  await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  expect(readQueue).toHaveBeenCalledWith('u1');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('with ideas captured offline and not sent, Sair says they stay and asks first', async () => {
  readQueue.mockResolvedValueOnce([{}, {}]);
  leave();
  const dialog = await screen.findByRole('dialog', { name: 'Sair com ideias aguardando conexão?' });
  expect(dialog).toHaveTextContent(
    '2 ideias coletadas sem conexão ainda não foram enviadas. Elas ficam guardadas neste aparelho e serão enviadas quando você entrar de novo aqui.',
  );
  expect(logout).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(logout).not.toHaveBeenCalled();

  readQueue.mockResolvedValueOnce([{}]);
  fireEvent.click(screen.getByRole('button', { name: 'Abrir menu da conta' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
  expect(
    await screen.findByText(/^Uma ideia coletada sem conexão ainda não foi enviada\./),
  ).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
  await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
});
