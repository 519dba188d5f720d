import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { Process } from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { theme } from '../../../theme/theme';
import { processesApi, processQueries } from './processes-api';
import { notify } from '../../../platform/toasts';
import { StageEditorDialog } from './stage-editor-dialog';
import { testProcess, testStage } from './test-process';
import { STAGE_ORDER_CHANGED, STAGES_CHANGED, useStageMove } from './stage-save';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

const mine: Process = testProcess({
  stages: [testStage('s1', 'Contato', { version: 3 }), testStage('s2', 'Proposta')],
  version: 7,
});

afterEach(() => vi.restoreAllMocks());

describe('useStageMove', () => {
  it('sends the board’s version; a stale one loads the current board and says to drag again (no reapply)', async () => {
    const theirs: Process = { ...mine, stages: [...mine.stages].reverse(), version: 8 };
    const move = vi.spyOn(processesApi, 'moveStage').mockRejectedValueOnce(
      errorFromResponse(409, 'Conflict', {
        code: 'conflict',
        message: CONFLICT_MESSAGE,
        current: theirs,
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(processQueries.detail(mine.id).queryKey, mine);
    const { result } = renderHook(() => useStageMove(mine), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    result.current.mutate({ stageId: 's2', placement: { afterId: null, beforeId: 's1' } });
    await vi.waitFor(() => expect(notify.warning).toHaveBeenCalledWith(STAGE_ORDER_CHANGED));
    expect(move).toHaveBeenCalledTimes(1);
    expect(move).toHaveBeenCalledWith('p1', 's2', { afterId: null, beforeId: 's1', version: 7 });
    expect(client.getQueryData(processQueries.detail(mine.id).queryKey)).toEqual(theirs);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('StageEditorDialog', { timeout: 30_000 }, () => {
  it('a stale stage rename shows the newer stage in the conflict dialog and reapplies on the stage’s version', async () => {
    // The route answers the whole process; the stage's own version is what goes back.
    const theirs: Process = {
      ...mine,
      stages: [testStage('s1', 'Primeiro contato', { version: 4 }), mine.stages[1]!],
      version: 8,
    };
    const update = vi
      .spyOn(processesApi, 'updateStage')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({
        ...theirs,
        stages: [testStage('s1', 'Qualificação', { version: 5 }), mine.stages[1]!],
        version: 9,
      });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(processQueries.detail(mine.id).queryKey, mine);
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <StageEditorDialog process={mine} onClose={vi.fn()} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const editor = screen.getByRole('dialog', { name: 'Etapas de Vendas' });
    const name = within(editor).getAllByLabelText('Nome')[0]!;
    await user.clear(name);
    await user.type(name, 'Qualificação{Enter}');
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update).toHaveBeenLastCalledWith('p1', 's1', { name: 'Qualificação', version: 3 });
    expect(conflict).toHaveTextContent('Primeiro contato');
    expect(conflict).toHaveTextContent('Qualificação');
    // The newer process is in the cache at once.
    expect(client.getQueryData(processQueries.detail(mine.id).queryKey)).toEqual(theirs);
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() =>
      expect(update).toHaveBeenLastCalledWith('p1', 's1', { name: 'Qualificação', version: 4 }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Outra pessoa/ })).toBeNull(),
    );
  });
});

describe(
  'StageEditorDialog: adding and deleting a stage go on the board’s version',
  { timeout: 30_000 },
  () => {
    const stale = (current: Process) =>
      errorFromResponse(409, 'Conflict', { code: 'conflict', message: CONFLICT_MESSAGE, current });
    const theirs: Process = {
      ...mine,
      stages: [...mine.stages, testStage('s3', 'Fechado')],
      version: 8,
    };
    const open = () => {
      const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      client.setQueryData(processQueries.detail(mine.id).queryKey, mine);
      render(
        <QueryClientProvider client={client}>
          <ThemeProvider theme={theme}>
            <StageEditorDialog process={mine} onClose={vi.fn()} />
          </ThemeProvider>
        </QueryClientProvider>,
      );
      return { client, editor: screen.getByRole('dialog', { name: 'Etapas de Vendas' }) };
    };

    it('a stale add loads the current board, warns, and keeps the typed name (no reapply)', async () => {
      const add = vi.spyOn(processesApi, 'addStage').mockRejectedValueOnce(stale(theirs));
      const { client, editor } = open();
      const user = userEvent.setup();
      await user.type(within(editor).getByLabelText('Nova etapa'), 'Negociação');
      await user.click(within(editor).getByRole('button', { name: 'Adicionar' }));
      await vi.waitFor(() => expect(notify.warning).toHaveBeenCalledWith(STAGES_CHANGED));
      expect(add).toHaveBeenCalledTimes(1);
      expect(add).toHaveBeenCalledWith('p1', { name: 'Negociação', version: 7 });
      expect(client.getQueryData(processQueries.detail(mine.id).queryKey)).toEqual(theirs);
      expect(within(editor).getByLabelText('Nova etapa')).toHaveValue('Negociação');
      expect(notify.error).not.toHaveBeenCalled();
    });

    it('a stale delete loads the current board and warns; nothing is resent', async () => {
      const remove = vi.spyOn(processesApi, 'removeStage').mockRejectedValueOnce(stale(theirs));
      const { client, editor } = open();
      const user = userEvent.setup();
      await user.click(within(editor).getByRole('button', { name: 'Excluir etapa Proposta' }));
      await vi.waitFor(() => expect(notify.warning).toHaveBeenCalledWith(STAGES_CHANGED));
      expect(remove).toHaveBeenCalledTimes(1);
      expect(remove).toHaveBeenCalledWith('p1', 's2', 7);
      expect(client.getQueryData(processQueries.detail(mine.id).queryKey)).toEqual(theirs);
    });
  },
);

describe('StageEditorDialog: refusals in the field, in pt-BR', { timeout: 30_000 }, () => {
  const open = () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(processQueries.detail(mine.id).queryKey, mine);
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <StageEditorDialog process={mine} onClose={vi.fn()} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    return screen.getByRole('dialog', { name: 'Etapas de Vendas' });
  };

  it('an emptied stage name is refused with a message, never saved nor silently dropped', async () => {
    const update = vi.spyOn(processesApi, 'updateStage');
    const editor = open();
    const user = userEvent.setup();
    const name = within(editor).getAllByLabelText('Nome')[0]!;
    await user.clear(name);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(editor).getByText('Informe o nome da etapa.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('a new stage without a name says so (Enter and the button)', async () => {
    const add = vi.spyOn(processesApi, 'addStage');
    const editor = open();
    const user = userEvent.setup();
    await user.click(within(editor).getByLabelText('Nova etapa'));
    await user.keyboard('   {Enter}');
    expect(within(editor).getByText('Informe o nome da etapa.')).toBeInTheDocument();
    await user.type(within(editor).getByLabelText('Nova etapa'), 'x');
    expect(within(editor).queryByText('Informe o nome da etapa.')).toBeNull();
    await user.clear(within(editor).getByLabelText('Nova etapa'));
    await user.click(within(editor).getByRole('button', { name: 'Adicionar' }));
    expect(within(editor).getByText('Informe o nome da etapa.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it.each([
    ['-2', 'O limite deve ser de pelo menos 1 cartão.'],
    ['0', 'O limite deve ser de pelo menos 1 cartão.'],
    ['1,5', 'Informe um número inteiro.'],
    ['dois', 'Informe um número inteiro.'],
  ])('WIP "%s" is refused in the field: %s', async (typed, message) => {
    const update = vi.spyOn(processesApi, 'updateStage');
    const editor = open();
    const user = userEvent.setup();
    const wip = within(editor).getAllByLabelText('Limite WIP')[0]!;
    await user.type(wip, `${typed}{Enter}`);
    await user.tab();
    expect(within(editor).getByText(message)).toBeInTheDocument();
    expect(wip).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('a whole WIP limit saves', async () => {
    const update = vi.spyOn(processesApi, 'updateStage').mockResolvedValue({
      ...mine,
      stages: [{ ...mine.stages[0]!, wipLimit: 3 }, mine.stages[1]!],
    });
    const editor = open();
    const user = userEvent.setup();
    await user.type(within(editor).getAllByLabelText('Limite WIP')[0]!, '3{Enter}');
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith('p1', 's1', { wipLimit: 3, version: 3 }),
    );
  });
});
