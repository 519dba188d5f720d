import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { base, convId, renderAs, screenWidth, testConversation, urlOf } from '../lib/test-chats';
import { ChatsPage } from './chats-page';

// H4's screen stands in as what it is to the shell: a component that reads the id from the route.
vi.mock('../conversation/conversation-page', () => ({
  ConversationPage: function ConversationPage() {
    return <p>Conversa {useParams().id}</p>;
  },
}));

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
});
afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function render(wide: boolean, path: string) {
  screenWidth(wide);
  const view = renderAs(
    'editor',
    (u) =>
      urlOf(u).pathname === `${base}/conversas`
        ? json(200, {
            items: [testConversation(1, 'Marina'), testConversation(2, 'Rui')],
            nextCursor: null,
          })
        : json(404, { message: 'Não encontrado.' }),
    <ChatsPage />,
    { path, route: '/comunicacao/chat/:id?' },
  );
  stop = view.off;
}

describe('the inbox layout', { timeout: 60_000 }, () => {
  it('keeps the list beside the open conversation on a wide screen, its row marked', async () => {
    render(true, `/comunicacao/chat/${convId(2)}?filtro=mine`);
    expect(await screen.findByText(`Conversa ${convId(2)}`)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversas' });
    expect(within(list).getByRole('link', { name: 'Rui' })).toHaveAttribute('aria-current', 'page');
    // The links keep the inbox's filters.
    expect(within(list).getByRole('link', { name: 'Marina' })).toHaveAttribute(
      'href',
      `/comunicacao/chat/${convId(1)}?filtro=mine`,
    );
    expect(screen.getByRole('tab', { name: 'Conversas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the conversation alone, full screen, on a phone', async () => {
    render(false, `/comunicacao/chat/${convId(2)}`);
    expect(await screen.findByText(`Conversa ${convId(2)}`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks to choose one when none is open on a wide screen', async () => {
    render(true, '/comunicacao/chat');
    expect(await screen.findByText('Escolha uma conversa')).toBeInTheDocument();
  });

  it('is the list alone on a phone with no conversation open', async () => {
    render(false, '/comunicacao/chat');
    expect(await screen.findByRole('link', { name: 'Marina' })).toBeInTheDocument();
    expect(screen.queryByText('Escolha uma conversa')).not.toBeInTheDocument();
  });
});
