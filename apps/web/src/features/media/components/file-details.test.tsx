import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { theme } from '../../../theme/theme';
import { mediaApi } from '../api/media-api';
import { testMediaFile, testWorkspaceId } from '../test-files';
import { FileDetails } from './file-details';

const mine = testMediaFile(1, { kind: 'document', name: 'contrato.pdf', caption: '' });

function show() {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId: testWorkspaceId });
  mockFetch((url) => (url.includes('/usages') ? json(200, { items: [] }) : json(200, mine)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <FileDetails
          file={mine}
          canWrite
          onClose={() => undefined}
          onMove={() => undefined}
          onDelete={() => undefined}
        />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('FileDetails (optimistic concurrency)', { timeout: 30_000 }, () => {
  it('sends the version it opened on; a stale save shows the newer file and reapplies on its version', async () => {
    const theirs = { ...mine, caption: 'Versão assinada', version: 2 };
    const update = vi
      .spyOn(mediaApi, 'update')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, caption: 'Minha legenda', version: 3 });
    show();
    const user = userEvent.setup();
    const caption = await screen.findByLabelText('Legenda');
    await user.type(caption, 'Minha legenda');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update.mock.calls[0]).toEqual([
      mine.id,
      { name: 'contrato.pdf', alt: mine.alt, caption: 'Minha legenda', version: 1 },
    ]);
    expect(conflict).toHaveTextContent('Versão assinada');
    expect(conflict).toHaveTextContent('Minha legenda');
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![1]).toMatchObject({ caption: 'Minha legenda', version: 2 });
  });
});
