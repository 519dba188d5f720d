import type { Process, ProcessCardDetail } from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { CardDrawer } from './card-drawer';
import { processesApi, processQueries } from './processes-api';
import { testProcess, testStage } from './test-process';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));
vi.mock('../tasks/use-members', () => ({
  useMembers: () => ({
    isPending: false,
    data: [
      { userId: 'u1', name: 'Rita Alves' },
      { userId: 'u2', name: 'Bruno Lima' },
    ],
  }),
}));

const process: Process = testProcess({
  stages: [
    testStage('s1', 'Contato', { cardCount: 2 }),
    testStage('s2', 'Proposta'),
    testStage('s3', 'Fechado', { wipLimit: 1, cardCount: 1 }),
  ],
  cardCount: 3,
  fields: [{ key: 'valor', label: 'Valor' }],
  version: 3,
});
const card: ProcessCardDetail = {
  id: 'c1',
  workspaceId: 'w1',
  processId: 'p1',
  stageId: 's1',
  title: 'Contrato Acme',
  description: '',
  rank: 'a0',
  enteredStageAt: new Date().toISOString(),
  assigneeId: null,
  dueAt: null,
  priority: 'normal',
  fieldValues: { valor: 1500.5 },
  createdBy: null,
  createdAt: '',
  updatedAt: '',
  version: 4,
  history: [],
  timeInStageMs: {},
  checklistItems: [{ id: 'i1', text: 'Enviar proposta', done: false, rank: 'a0', version: 2 }],
  attachments: [],
};

function renderDrawer(canWrite = true) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(processQueries.card(card.id).queryKey, card);
  client.setQueryData(processQueries.comments(card.id).queryKey, []);
  client.setQueryData(processQueries.cards(process.id).queryKey, {
    pages: [
      { items: [card, { ...card, id: 'c2', stageId: 's2', title: 'Loja Beta' }], nextCursor: null },
    ],
    pageParams: [undefined],
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <CardDrawer cardId={card.id} process={process} canWrite={canWrite} onClose={() => {}} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return client;
}

afterEach(() => vi.restoreAllMocks());

describe('CardDrawer', { timeout: 30_000 }, () => {
  it('shows the fields; a new responsible goes with the version; "Mover para…" puts the card last in the stage (a full one is offered disabled)', async () => {
    const user = userEvent.setup();
    const update = vi
      .spyOn(processesApi, 'updateCard')
      .mockResolvedValue({ ...card, assigneeId: 'u2', version: 5 });
    const move = vi
      .spyOn(processesApi, 'moveCard')
      .mockResolvedValue({ ...card, stageId: 's2', version: 5 });
    vi.spyOn(processesApi, 'card').mockResolvedValue(card);
    renderDrawer();
    expect(screen.getByRole('checkbox', { name: 'Enviar proposta' })).not.toBeChecked();
    expect(screen.getByLabelText('Valor')).toHaveValue('1500,5');
    expect(screen.getByText('Nenhum anexo.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum comentário ainda.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Responsável' }));
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith('c1', { assigneeId: 'u2', version: 4 }),
    );

    await user.click(screen.getByRole('button', { name: 'Mover para…' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Contato/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /Fechado/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Proposta' }));
    await vi.waitFor(() =>
      expect(move).toHaveBeenCalledWith('c1', { stageId: 's2', afterId: 'c2', beforeId: null }),
    );
  });

  it('an Observador reads everything and is offered no write', () => {
    renderDrawer(false);
    expect(screen.queryByRole('button', { name: 'Mover para…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anexar' })).toBeNull();
    expect(screen.queryByLabelText('Novo item')).toBeNull();
    expect(screen.queryByLabelText('Novo comentário')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Enviar proposta' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Responsável' })).toBeDisabled();
  });
});
