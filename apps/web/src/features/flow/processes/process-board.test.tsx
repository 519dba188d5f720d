import type * as Sortable from '@dnd-kit/sortable';
import type { ProcessCard } from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

// Each sortable card calls useSortable once per render: the count of the tiles drawn again.
const sortableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof Sortable>();
  return {
    ...actual,
    useSortable: (args: Parameters<typeof actual.useSortable>[0]) => {
      sortableRenders.count++;
      return actual.useSortable(args);
    },
  };
});

const process = testProcess({ cardCount: 20 });

// jsdom has no scrolling; the keyboard sensor scrolls the card into view.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cardsKey = processQueries.cards('p1').queryKey;
const pagesOf = (items: ProcessCard[]) => ({
  pages: [{ items, nextCursor: null }],
  pageParams: [undefined],
});

/** The board of process `p1` with `count` cards in its first stage, all loaded. */
function renderBoard(count: number, more: ProcessCard[] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(APP_STATE_KEY, { user: { id: 'u1' }, workspaceId: 'w1', role: 'editor' });
  client.setQueryData(
    cardsKey,
    pagesOf([...Array.from({ length: count }, (_, i) => testCard(i + 1)), ...more]),
  );
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <ProcessBoard process={process} canWrite onOpen={() => undefined} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

describe('ProcessBoard', () => {
  it('a stage of 2,000 cards keeps only those on screen in the DOM, and scrolls to the last', async () => {
    // jsdom lays nothing out: a 600 px scroller and 110 px cards, as on a screen.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(110);
    renderBoard(2000);
    const stage = screen.getByRole('region', { name: 'Etapa Contato' });
    await within(stage).findByRole('button', { name: 'Cartão 1' });
    expect(within(stage).getByTestId('wip-Contato')).toHaveTextContent('2000');
    const inDom = () => within(stage).getAllByRole('button', { name: /^Cartão \d+$/ });
    expect(inDom().length).toBeLessThanOrEqual(30);
    // Every card is reachable: scrolled to the end, the last one is drawn.
    const scroller =
      inDom()[0]!.closest<HTMLElement>('[data-index]')!.parentElement!.parentElement!;
    act(() => {
      scroller.scrollTop = 2000 * 118;
      fireEvent.scroll(scroller);
    });
    expect(await within(stage).findByRole('button', { name: 'Cartão 2000' })).toBeInTheDocument();
    expect(inDom().length).toBeLessThanOrEqual(30);
    // The other stage still says it is empty.
    expect(
      within(screen.getByRole('region', { name: 'Etapa Proposta' })).getByText('Nenhum cartão'),
    ).toBeInTheDocument();
  });

  it('a change to one stage’s cards does not draw the other stage’s cards again', async () => {
    const { client } = renderBoard(20, [testCard(21, { stageId: 's2' })]);
    await screen.findByRole('button', { name: 'Cartão 21' });
    const before = sortableRenders.count;
    // The answer of a move, or another person's edit: card 21 renamed, the 20 others the same.
    act(() =>
      client.setQueryData(
        cardsKey,
        (data) =>
          data &&
          pagesOf(
            data.pages[0]!.items.map((c) =>
              c.id === 'c21' ? { ...c, title: 'Cartão 21 bis' } : c,
            ),
          ),
      ),
    );
    await screen.findByRole('button', { name: 'Cartão 21 bis' });
    expect(sortableRenders.count - before).toBeLessThanOrEqual(2);
  });

  it('a keyboard drag does not draw the content of every card again', async () => {
    renderBoard(20);
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
