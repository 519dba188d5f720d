import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { typeDate } from '../../../test/date-field';
import PublicationPage from './publication-page';
import {
  listUrl,
  membersUrl,
  pubId,
  renderAs as renderPageAs,
  testMember,
  testPublication,
  urlOf,
} from './test-publications';

// The body is H5's editor on a live room (its own tests); here it only marks its place.
vi.mock('../editor', () => ({
  PublicationBodyEditor: ({ readOnly }: { readOnly?: boolean }) => (
    <p>Corpo {readOnly ? 'somente leitura' : 'editável'}</p>
  ),
}));
vi.mock('../../../platform/review', () => ({
  ReviewPanel: ({ recordId }: { recordId: string }) => <p>Revisão de {recordId}</p>,
}));

const id = pubId(1);
const url = `${listUrl}/${id}`;
const site = {
  handle: 'minha-conta',
  title: 'Minha conta',
  description: '',
  url: 'http://localhost/site/minha-conta',
};

/** A screen `wide` (≥ md: MUI's up('md') asks for min-width) or a phone. */
function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide ? query.includes('min-width') : query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

type Handler = Parameters<typeof renderPageAs>[1];
/** A test's own answers; undefined falls through to the common ones. */
type Extra = (input: string, init: RequestInit) => Response | undefined;
const renderAs = (role: Parameters<typeof renderPageAs>[0], handler: Handler, wide = true) => {
  screenWidth(wide);
  return renderPageAs(
    role,
    handler,
    <PublicationPage />,
    `/universo/publicacao/${id}`,
    '/universo/publicacao/:id',
  );
};

/** The API of one publication: `answer` first, then the detail, members and site. */
const api =
  (item: ReturnType<typeof testPublication>, answer?: Extra): Handler =>
  (input, init) => {
    const answered = answer?.(input, init);
    if (answered) return answered;
    const path = urlOf(input).pathname;
    if (path === membersUrl) return json(200, [testMember(1, 'Ana'), testMember(2, 'Bruno')]);
    if (path === '/api/app/universo/explore/site') return json(200, site);
    if (path === url) return json(200, item);
    return json(404, { message: 'Não encontrado.', code: 'not_found' });
  };
const sent = (fetch: ReturnType<typeof renderAs>['fetch'], method: string, path: string) =>
  fetch.mock.calls
    .filter(([u, i]) => i?.method === method && urlOf(u).pathname === path)
    .map(([, i]) => (i?.body ? JSON.parse(String(i.body)) : undefined));
const panel = () => screen.getByRole('complementary', { name: 'Detalhes da publicação' });

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('PublicationPage', { timeout: 30_000 }, () => {
  it('an Editor edits the title with its version and moves draft ↔ teste, but not production, visibility or publishing', async () => {
    const item = testPublication(1, 'Rascunho inicial', { version: 4 });
    const { fetch } = renderAs(
      'editor',
      api(item, (u, init) =>
        init.method === 'PATCH'
          ? json(200, { ...item, ...JSON.parse(String(init.body)), version: 5 })
          : undefined,
      ),
    );
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.getByText('Corpo editável')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Título novo{Enter}');
    await waitFor(() =>
      expect(sent(fetch, 'PATCH', url)).toEqual([{ title: 'Título novo', version: 4 }]),
    );

    await userEvent.click(within(panel()).getByRole('combobox', { name: 'Status' }));
    expect(screen.getByRole('option', { name: 'Produção (ao publicar)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Teste' }));
    await waitFor(() =>
      expect(sent(fetch, 'PATCH', url).at(-1)).toEqual({ status: 'testing', version: 5 }),
    );

    expect(within(panel()).getByRole('combobox', { name: 'Visibilidade' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(panel()).queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(within(panel()).queryByRole('group', { name: 'Agendar publicação' })).toBeNull();
    expect(panel()).toHaveTextContent(
      'Só Criador, Admin ou Principal mudam a visibilidade e publicam.',
    );
  });

  it('an Observador reads: the body read-only, no field saves', async () => {
    renderAs('viewer', api(testPublication(1, 'Só leitura')));
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveAttribute('readonly');
    expect(screen.getByText('Corpo somente leitura')).toBeInTheDocument();
    expect(within(panel()).getByRole('combobox', { name: 'Status' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('a Criador publishes after a confirmation that says the public version changes now', async () => {
    const item = testPublication(1, 'Lançamento', { visibility: 'public' });
    const live = { ...item, status: 'production' as const, liveRevisionNumber: 1, version: 2 };
    const { fetch } = renderAs(
      'creator',
      api(item, (u, init) =>
        init.method === 'POST' && urlOf(u).pathname === `${url}/publish`
          ? json(200, live)
          : undefined,
      ),
    );
    await userEvent.click(
      await within(await screen.findByRole('complementary')).findByRole('button', {
        name: 'Publicar',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Publicar agora?' });
    expect(dialog).toHaveTextContent('A versão pública muda agora');
    expect(dialog).toHaveTextContent('revisão 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(fetch, 'POST', `${url}/publish`)).toHaveLength(1);
    // Live: "Publicar alterações" (the body's edits reach the flag later) and "Despublicar".
    expect(
      within(panel()).getByRole('button', { name: 'Publicar alterações' }),
    ).toBeInTheDocument();
    expect(panel()).toHaveTextContent('o público vê o mesmo que o rascunho');
    expect(within(panel()).getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Produção')).toBeInTheDocument();
    expect(within(panel()).getByTestId('public-address')).toHaveTextContent(
      '/site/minha-conta/p/pub-1',
    );
  });

  it('offers "Publicar alterações" when the draft differs from the live revision', async () => {
    renderAs(
      'owner',
      api(
        testPublication(1, 'No ar', {
          status: 'production',
          visibility: 'published',
          liveRevisionNumber: 2,
          hasUnpublishedChanges: true,
        }),
      ),
    );
    await userEvent.click(
      await within(await screen.findByRole('complementary')).findByRole('button', {
        name: 'Publicar alterações',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Publicar as alterações agora?' });
    expect(dialog).toHaveTextContent('como revisão 3');
    expect(screen.getAllByText('Alterações não publicadas').length).toBeGreaterThan(0);
  });

  it('takes a live publication down after asking', async () => {
    const item = testPublication(1, 'No ar', {
      status: 'production',
      visibility: 'public',
      liveRevisionNumber: 1,
    });
    const { fetch } = renderAs(
      'creator',
      api(item, (u, init) =>
        init.method === 'POST' && urlOf(u).pathname === `${url}/unpublish`
          ? json(200, { ...item, status: 'draft', liveRevisionNumber: null, version: 2 })
          : undefined,
      ),
    );
    await userEvent.click(
      await within(await screen.findByRole('complementary')).findByRole('button', {
        name: 'Despublicar',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Tirar a publicação do ar?' });
    expect(dialog).toHaveTextContent('O endereço público deixa de abrir agora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Despublicar' }));
    await waitFor(() => expect(screen.getByLabelText('Status: Rascunho')).toBeInTheDocument());
    expect(sent(fetch, 'POST', `${url}/unpublish`)).toHaveLength(1);
    // The closing dialog keeps the rest of the page aria-hidden for its transition.
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Publicar' })).toBeInTheDocument(),
    );
  });

  it('schedules and cancels the schedule', async () => {
    const item = testPublication(1, 'Agendável');
    const scheduled = { ...item, scheduledAt: '2030-12-01T12:00:00.000Z', version: 2 };
    const { fetch } = renderAs(
      'creator',
      api(item, (_u, init) =>
        init.method === 'PATCH'
          ? json(
              200,
              JSON.parse(String(init.body)).scheduledAt ? scheduled : { ...item, version: 3 },
            )
          : undefined,
      ),
    );
    await typeDate(
      userEvent.setup(),
      'Agendar publicação',
      '01/12/2030 09:00',
      await screen.findByRole('complementary'),
    );
    await userEvent.click(within(panel()).getByRole('button', { name: 'Agendar' }));
    const body = await waitFor(() => {
      const [first] = sent(fetch, 'PATCH', url);
      expect(first).toBeDefined();
      return first as { scheduledAt: string; version: number };
    });
    expect(body.version).toBe(1);
    expect(new Date(body.scheduledAt).getTime()).toBe(new Date(2030, 11, 1, 9, 0).getTime());
    expect(await within(panel()).findByText(/Agendada para/)).toBeInTheDocument();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Cancelar agendamento' }));
    await waitFor(() =>
      expect(sent(fetch, 'PATCH', url).at(-1)).toEqual({ scheduledAt: null, version: 2 }),
    );
  });

  it('a stale save opens the conflict dialog with the newer value', async () => {
    const item = testPublication(1, 'Original');
    const newer = { ...item, title: 'Título de outra pessoa', version: 2 };
    renderAs(
      'editor',
      api(item, (_u, init) =>
        init.method === 'PATCH'
          ? json(409, {
              message: 'Este registro foi alterado por outra pessoa.',
              code: 'conflict',
              current: newer,
            })
          : undefined,
      ),
    );
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Meu título{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(dialog).toHaveTextContent('Título de outra pessoa');
    expect(dialog).toHaveTextContent('Meu título');
  });

  it('a missing publication offers the way back (RecordElsewhere)', async () => {
    renderAs('editor', (input) => {
      const path = urlOf(input).pathname;
      if (path === url)
        return json(404, { message: 'Publicação não encontrada.', code: 'not_found' });
      if (path.startsWith('/api/app/conta/localizar/publicacao/'))
        return json(404, { message: 'Registro não encontrado.', code: 'not_found' });
      return json(200, []);
    });
    expect(await screen.findByText('Publicação não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às publicações' })).toHaveAttribute(
      'href',
      '/universo/publicacoes',
    );
  });

  it('on a phone the details open in a drawer from "Detalhes"', async () => {
    renderAs('creator', api(testPublication(1, 'No celular')), false);
    expect(await screen.findByRole('textbox', { name: 'Título' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Detalhes' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
  });

  it('mounts the review panel in the Revisão tab', async () => {
    renderAs('creator', api(testPublication(1, 'Em teste', { status: 'testing' })));
    await userEvent.click(
      await within(await screen.findByRole('complementary')).findByRole('tab', { name: 'Revisão' }),
    );
    expect(screen.getByText(`Revisão de ${id}`)).toBeInTheDocument();
  });
});
