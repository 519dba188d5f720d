import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NexoLinks } from '@orbita/contracts/nexos';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, screenWidth } from '../../test/render-screen';
import { json } from '../http/test-fetch';
import { NexosButton } from './nexos-button';

const listId = '44444444-4444-4444-8444-444444444444';
const personId = '22222222-2222-4222-8222-222222222222';

const links: NexoLinks = {
  record: {
    kind: 'lista',
    id: listId,
    exists: true,
    title: 'Compras',
    path: `/flow/lista/${listId}`,
  },
  links: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      version: 1,
      label: 'fornecedor',
      other: {
        kind: 'pessoa',
        id: personId,
        exists: true,
        title: 'Ana Lima',
        path: `/pessoa/pessoa/${personId}`,
      },
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
    },
  ],
};

describe('NexosButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the record’s links in a side panel named after it (read on opening), and closes', async () => {
    const user = userEvent.setup();
    const { fetch } = renderScreen(
      'viewer',
      (url) =>
        new URL(url, 'http://localhost').pathname === `/api/app/nexos/lista/${listId}`
          ? json(200, links)
          : json(404, { message: 'Não encontrado.', code: 'not_found' }),
      <NexosButton kind="lista" id={listId} name="Compras" />,
      { path: `/flow/lista/${listId}` },
    );
    const read = () =>
      fetch.mock.calls.filter(([u]) => String(u).includes(`/nexos/lista/${listId}`)).length;
    expect(read()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Nexos' }));
    const panel = await screen.findByRole('dialog', { name: 'Nexos de Compras' });
    expect(await within(panel).findByRole('link', { name: /Ana Lima/ })).toHaveAttribute(
      'href',
      `/pessoa/pessoa/${personId}`,
    );
    expect(read()).toBe(1);
    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a phone is the icon alone, with the same name', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    renderScreen(
      'viewer',
      () => json(200, links),
      <NexosButton kind="lista" id={listId} name="Compras" />,
      { path: `/flow/lista/${listId}` },
    );
    const button = screen.getByRole('button', { name: 'Nexos' });
    expect(button).not.toHaveTextContent('Nexos');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Nexos de Compras' })).toBeInTheDocument();
  });
});
