import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { base, nudge, renderAs, urlOf } from '../lib/test-chats';
import { UnreadMenuBadge } from './unread-menu-badge';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

function render(answer: () => Response) {
  const view = renderAs(
    'viewer',
    (u) => (urlOf(u).pathname === `${base}/conversas-nao-lidas` ? answer() : json(404, {})),
    <UnreadMenuBadge />,
  );
  stop = view.off;
  return view;
}

describe('the side menu unread badge', () => {
  it('shows WhatsApp and team unread together and follows new messages live', async () => {
    let summary = { whatsapp: 2, team: 1, mine: 1 };
    render(() => json(200, summary));
    expect(await screen.findByLabelText('3 não lidas')).toHaveTextContent('3');
    summary = { whatsapp: 2, team: 2, mine: 1 };
    nudge('chat-conversations', '00000000-0000-4000-8000-000000000001');
    expect(await screen.findByLabelText('4 não lidas')).toHaveTextContent('4');
    summary = { whatsapp: 0, team: 0, mine: 0 };
    nudge('chat-conversations', '00000000-0000-4000-8000-000000000001');
    await waitFor(() => expect(screen.queryByLabelText(/não lidas?/)).not.toBeInTheDocument());
  });

  it('shows 99+ past 99', async () => {
    render(() => json(200, { whatsapp: 150, team: 0, mine: 0 }));
    expect(await screen.findByLabelText('150 não lidas')).toHaveTextContent('99+');
  });

  it('shows nothing when the count cannot be read', async () => {
    const { fetch } = render(() => json(500, { message: 'Erro' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText(/não lidas?/)).not.toBeInTheDocument();
  });
});
