import type { PublicationRevisionSummary } from '@orbita/contracts/publications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import {
  listUrl,
  pubId,
  renderAs,
  testPublication,
  urlOf,
  userId,
} from '../pages/test-publications';
import { HistoryDrawer } from './history-drawer';

const id = pubId(1);
const base = `${listUrl}/${id}/revisions`;
const rev = (n: number, live = false): PublicationRevisionSummary => ({
  id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
  number: n,
  title: `Título ${n}`,
  excerpt: '',
  publishedBy: userId(1),
  publishedAt: `2026-11-2${n}T13:0${n}:00.000Z`,
  live,
});
const [r1, r2] = [rev(1), rev(2, true)];

type Handler = Parameters<typeof renderAs>[1];
/** A test's own answers; undefined falls through to the common ones. */
type Extra = (input: string, init: RequestInit) => Response | undefined;
const api =
  (extra?: Extra): Handler =>
  (input, init) => {
    const answered = extra?.(input, init);
    if (answered) return answered;
    const u = urlOf(input);
    if (u.pathname === base) return json(200, { items: [r2, r1] });
    if (u.pathname === `${base}/${r1.id}/diff`)
      return json(200, {
        from: { id: r1.id, number: 1 },
        to: { id: null, number: null },
        parts:
          u.searchParams.get('against') === r2.id
            ? [
                { kind: 'same', text: 'Olá ' },
                { kind: 'removed', text: 'mundo' },
                { kind: 'added', text: 'planeta' },
              ]
            : [
                { kind: 'same', text: 'Olá ' },
                { kind: 'added', text: 'rascunho novo' },
              ],
        truncated: false,
      });
    if (u.pathname === `${base}/${r2.id}/diff`)
      return json(200, {
        from: { id: r2.id, number: 2 },
        to: { id: null, number: null },
        parts: [{ kind: 'same', text: 'Olá planeta' }],
        truncated: false,
      });
    return json(404, { message: 'Não encontrado.', code: 'not_found' });
  };

const render = (role: Parameters<typeof renderAs>[0], handler: Handler) =>
  renderAs(
    role,
    handler,
    <HistoryDrawer
      publicationId={id}
      canWrite={role !== 'viewer'}
      memberName={(uid) => (uid === userId(1) ? 'Ana' : undefined)}
      onClose={() => undefined}
    />,
  );

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('HistoryDrawer', { timeout: 30_000 }, () => {
  it('lists the published revisions (nº, who, when, the live one) and diffs the newest against the draft', async () => {
    render('editor', api());
    const list = await screen.findByRole('list', { name: 'Revisões publicadas' });
    const items = within(list).getAllByRole('button');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Revisão 2No arAna · 22\/11\/2026/),
      expect.stringMatching(/^Revisão 1Ana · 21\/11\/2026/),
    ]);
    // Revision 2 is chosen first, compared with revision 1.
    const diff = await screen.findByRole('region', { name: 'Diferenças da revisão 1 para a 2' });
    expect(within(diff).getByText('planeta').tagName).toBe('INS');
    expect(within(diff).getByText('mundo').tagName).toBe('DEL');
  });

  it('compares a revision with the current draft and restores it after confirming', async () => {
    const { fetch } = render(
      'editor',
      api((input, init) =>
        init.method === 'POST' && urlOf(input).pathname === `${base}/${r1.id}/restore`
          ? json(200, testPublication(1, 'Título 1', { hasUnpublishedChanges: true }))
          : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Revisão 1/ }));
    // The first revision has nothing before it: only the draft to compare with.
    expect(screen.getByRole('button', { name: 'Revisão anterior' })).toBeDisabled();
    const diff = await screen.findByRole('region', {
      name: 'Diferenças da revisão 1 para o rascunho atual',
    });
    expect(within(diff).getByText('rascunho novo').tagName).toBe('INS');
    const asked = fetch.mock.calls
      .map(([u]) => urlOf(u))
      .filter((u) => u.pathname === `${base}/${r1.id}/diff`);
    expect(asked.at(-1)?.searchParams.get('against')).toBe('draft');

    await userEvent.click(screen.getByRole('button', { name: 'Restaurar no rascunho' }));
    const confirm = screen.getByRole('dialog', { name: 'Restaurar a revisão 1 no rascunho?' });
    expect(confirm).toHaveTextContent('A versão pública só muda quando alguém publicar.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(
          ([u, i]) => i?.method === 'POST' && urlOf(u).pathname === `${base}/${r1.id}/restore`,
        ),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Restaurar/ })).toBeNull());
  });

  it('an Observador reads the history but cannot restore', async () => {
    render('viewer', api());
    await screen.findByRole('region', { name: 'Diferenças da revisão 1 para a 2' });
    expect(screen.queryByRole('button', { name: 'Restaurar no rascunho' })).toBeNull();
  });

  it('says when nothing was published yet', async () => {
    render('editor', (input) =>
      urlOf(input).pathname === base
        ? json(200, { items: [] })
        : json(404, { message: 'x', code: 'not_found' }),
    );
    expect(await screen.findByText(/Nenhuma revisão publicada ainda/)).toBeInTheDocument();
  });
});
