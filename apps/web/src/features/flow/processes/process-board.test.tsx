import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { theme } from '../../../theme/theme';
import { ProcessBoard } from './process-board';
import { processQueries } from './processes-api';
import { testCard, testProcess } from './test-process';

// Each card's content reads the members once per render: the count of its renders.
const bodyRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../tasks/use-members', () => ({
  useMembers: () => {
    bodyRenders.count++;
    return { isPending: false, data: [] };
  },
}));

const process = testProcess({ cardCount: 20 });

// jsdom has no scrolling; the keyboard sensor scrolls the card into view.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => vi.unstubAllGlobals());

describe('ProcessBoard', () => {
  it('a keyboard drag does not draw the content of every card again', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    client.setQueryData(APP_STATE_KEY, { user: { id: 'u1' }, workspaceId: 'w1', role: 'editor' });
    client.setQueryData(processQueries.cards('p1').queryKey, {
      pages: [{ items: Array.from({ length: 20 }, (_, i) => testCard(i + 1)), nextCursor: null }],
      pageParams: [undefined],
    });
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <ProcessBoard process={process} canWrite onOpen={() => undefined} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const first = await screen.findByRole('button', { name: 'Cartão 1' });
    expect(screen.getAllByRole('button', { name: /^Cartão \d+$/ })).toHaveLength(20);
    const before = bodyRenders.count;
    act(() => first.focus());
    fireEvent.keyDown(first, { code: 'Space', key: ' ' });
    // The drag began: dnd-kit's live region says so.
    expect(await screen.findByText(/cartão Cartão 1 (foi pega|está sobre)/)).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? first, { code: 'ArrowRight', key: 'ArrowRight' });
    // The drag began (the overlay draws one copy of the card); the 20 cards' contents stayed.
    expect(bodyRenders.count - before).toBeLessThanOrEqual(1);
    fireEvent.keyDown(document.activeElement ?? first, { code: 'Escape', key: 'Escape' });
  });
});
