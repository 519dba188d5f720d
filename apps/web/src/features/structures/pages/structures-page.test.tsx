import { versionConflictCode } from '@orbita/contracts';
import type {
  InstantiatedStructure,
  Structure,
  StructureDetail,
  StructurePage,
} from '@orbita/contracts/structures';
import type { MyWorkspace } from '@orbita/contracts/workspaces';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen, screenWidth, testWorkspaceId } from '../../../test/render-screen';
import { StructurePage as StructureScreen } from './structure-page';
import { StructuresPage } from './structures-page';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const base = '/api/app/fabrica/estruturas';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const other = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a02';
const at = '2026-11-26T17:03:00.000Z';

function structure(n: number, extra: Partial<Structure> = {}): Structure {
  return {
    id: id(n),
    workspaceId: null,
    gallery: true,
    kind: 'lista',
    name: 'Controle de estudos',
    description: 'Matérias, horas e notas.',
    icon: 'school',
    source: null,
    currentVersion: 1,
    summary: '3 campos, 1 fórmula',
    createdBy: null,
    createdAt: at,
    updatedAt: at,
    version: 1,
    ...extra,
  };
}
const gallery = [
  structure(1),
  structure(2, {
    kind: 'processo',
    name: 'Funil de vendas',
    description: 'Do contato ao fechamento.',
    summary: '5 etapas',
  }),
];
const own = [
  structure(3, {
    gallery: false,
    workspaceId: testWorkspaceId,
    kind: 'processo',
    name: 'Atendimento',
    description: '',
    summary: '2 etapas',
    currentVersion: 2,
  }),
];
const workspaces: MyWorkspace[] = [
  {
    id: testWorkspaceId,
    name: 'Minha conta',
    kind: 'personal',
    role: 'owner',
    memberCount: 1,
    current: true,
    createdAt: at,
  },
  {
    id: other,
    name: 'Loja da Ana',
    kind: 'shared',
    role: 'creator',
    memberCount: 2,
    current: false,
    createdAt: at,
  },
  {
    id: id(99),
    name: 'Só leitura',
    kind: 'shared',
    role: 'viewer',
    memberCount: 3,
    current: false,
    createdAt: at,
  },
];

function detail(extra: Partial<StructureDetail> = {}): StructureDetail {
  return {
    ...own[0]!,
    versions: [
      {
        number: 2,
        note: 'Com triagem',
        summary: '2 etapas',
        createdBy: null,
        createdByName: 'Ana',
        createdAt: '2026-11-20T12:00:00.000Z',
      },
      {
        number: 1,
        note: '',
        summary: '1 etapa',
        createdBy: null,
        createdByName: 'Ana',
        createdAt: '2026-11-02T12:00:00.000Z',
      },
    ],
    versionCount: 2,
    source: { kind: 'processo', id: id(50), path: `/flow/processo/${id(50)}`, exists: true },
    snapshot: {
      kind: 'processo',
      data: {
        description: '',
        stages: [
          { name: 'Triagem', color: '#90a4ae', wipLimit: 4 },
          { name: 'Resolvido', color: '#81c784', wipLimit: null },
        ],
        fields: [],
      },
    },
    ...extra,
  };
}

type Handler = (path: string, init: RequestInit, url: URL) => Response | undefined;

function show(
  role: 'creator' | 'viewer',
  page: React.ReactElement,
  path: string,
  route: string,
  extra?: Handler,
) {
  screenWidth(true);
  return renderScreen(
    role,
    (u, init) => {
      const url = new URL(String(u), 'http://localhost');
      const answer = extra?.(url.pathname, init, url);
      if (answer) return answer;
      if (url.pathname === base) {
        const kind = url.searchParams.get('kind');
        const page: StructurePage = {
          gallery: gallery.filter((s) => !kind || s.kind === kind),
          items: own.filter((s) => !kind || s.kind === kind),
          nextCursor: null,
        };
        return json(200, page);
      }
      if (url.pathname === '/api/app/conta/contas') return json(200, workspaces);
      if (url.pathname === `${base}/${id(3)}`) return json(200, detail());
      return json(404, { message: 'Estrutura não encontrada.' });
    },
    page,
    { path, route },
  );
}

const showList = (role: 'creator' | 'viewer' = 'creator', extra?: Handler) =>
  show(role, <StructuresPage />, '/fabrica/estruturas', '/fabrica/estruturas', extra);

describe('Estruturas', () => {
  it('shows the gallery and the workspace’s own, filters by kind with the chips and by search', async () => {
    const { fetch } = showList();
    const galeria = await screen.findByRole('list', { name: 'Galeria' });
    expect(
      within(galeria)
        .getAllByRole('listitem')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Controle de estudos', 'Funil de vendas']);
    const mine = screen.getByRole('list', { name: 'Da sua conta' });
    expect(within(mine).getByText('2 etapas')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Processos' }));
    await waitFor(() =>
      expect(
        calls(fetch, 'GET', base).some((c) => c.url.searchParams.get('kind') === 'processo'),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Galeria' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
    await userEvent.type(screen.getByLabelText('Buscar estruturas'), 'estudos');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Galeria' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('Nenhuma estrutura da conta com essa busca.')).toBeVisible();
  });

  it('"Usar" creates the record here and opens it', async () => {
    let sent: unknown;
    showList('creator', (path, init) => {
      if (path === `${base}/${id(1)}/instanciar` && init.method === 'POST') {
        sent = JSON.parse(String(init.body));
        const made: InstantiatedStructure = {
          kind: 'lista',
          id: id(70),
          name: 'Estudos 2027',
          path: `/flow/lista/${id(70)}`,
          workspaceId: testWorkspaceId,
          versionNumber: 1,
        };
        return json(201, made);
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Usar Controle de estudos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usar "Controle de estudos"' });
    const name = within(dialog).getByLabelText(/Nome/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Estudos 2027');
    // Only the workspaces where the person may create.
    await userEvent.click(within(dialog).getByLabelText('Conta'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Minha conta (atual)', 'Loja da Ana']);
    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveTextContent(`/flow/lista/${id(70)}`),
    );
    expect(sent).toEqual({ name: 'Estudos 2027', workspaceId: testWorkspaceId, versionNumber: 1 });
  });

  it('into another workspace it says where and offers the switch', async () => {
    showList('creator', (path, init) => {
      if (path === `${base}/${id(1)}/instanciar` && init.method === 'POST')
        return json(201, {
          kind: 'lista',
          id: id(71),
          name: 'Controle de estudos',
          path: `/flow/lista/${id(71)}`,
          workspaceId: other,
          versionNumber: 1,
        });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Usar Controle de estudos' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Conta'));
    await userEvent.click(await screen.findByRole('option', { name: 'Loja da Ana' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText(/foi criada na conta Loja da Ana/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Ir para lá' })).toBeVisible();
  });

  it('an Observador sees the gallery without "Usar"; an error offers a retry', async () => {
    let fail = true;
    showList('viewer', (path) =>
      path === base && fail ? json(500, { message: 'Erro interno do servidor.' }) : undefined,
    );
    expect(await screen.findByText('Erro interno do servidor.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('list', { name: 'Galeria' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Usar/ })).not.toBeInTheDocument();
  });
});

describe('Estrutura', () => {
  const showDetail = (extra?: Handler, n = 3) =>
    show(
      'creator',
      <StructureScreen />,
      `/fabrica/estrutura/${id(n)}`,
      '/fabrica/estrutura/:id?',
      extra,
    );

  it('shows what it creates (stages and WIP) and its versions with date and author', async () => {
    showDetail();
    expect(await screen.findByRole('heading', { name: 'Atendimento' })).toBeVisible();
    const stages = screen.getByRole('region', { name: 'Etapas' });
    expect(within(stages).getByText(/Triagem — limite de 4 em andamento/)).toBeVisible();
    const versions = screen.getByRole('list', { name: 'Versões' });
    expect(within(versions).getByText('Versão 2 (atual) — Com triagem')).toBeVisible();
    expect(within(versions).getByText('20/11/2026 · Ana')).toBeVisible();
    expect(screen.getByRole('link', { name: 'abrir o registro' })).toHaveAttribute(
      'href',
      `/flow/processo/${id(50)}`,
    );
  });

  it('deletes after confirming, and goes back to the gallery', async () => {
    const { fetch } = showDetail((path, init) =>
      path === `${base}/${id(3)}` && init.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir estrutura?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveTextContent('/fabrica/estruturas'),
    );
    expect(calls(fetch, 'DELETE', `${base}/${id(3)}`)).toHaveLength(1);
  });

  it('makes a new version from the source', async () => {
    showDetail((path, init) =>
      path === `${base}/${id(3)}/versoes` && init.method === 'POST'
        ? json(201, detail({ currentVersion: 3, version: 2 }))
        : undefined,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Nova versão a partir da origem' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nova versão a partir da origem' });
    await userEvent.type(within(dialog).getByLabelText('Nota da versão'), 'Nova etapa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar versão' }));
    expect(await screen.findByText('Versão atual: 3')).toBeVisible();
  });

  it('renames with the version; a stale one opens the conflict dialog', async () => {
    let patches = 0;
    let sent: unknown;
    showDetail((path, init) => {
      if (path !== `${base}/${id(3)}` || init.method !== 'PATCH') return undefined;
      patches += 1;
      sent = JSON.parse(String(init.body));
      return patches === 1
        ? json(200, { ...own[0]!, name: 'Atendimento 2', version: 2 })
        : json(409, {
            message: 'Alguém salvou antes.',
            code: versionConflictCode,
            current: { ...own[0]!, name: 'Outro nome', version: 4 },
          });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar estrutura' });
    const name = within(dialog).getByLabelText(/Nome/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Atendimento 2{Enter}');
    expect(await screen.findByRole('heading', { name: 'Atendimento 2' })).toBeVisible();
    expect(sent).toEqual({ name: 'Atendimento 2', version: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar estrutura' });
    await userEvent.type(within(dialog).getByLabelText(/Nome/), ' B{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Outra pessoa alterou este registro' }),
    ).toBeVisible();
    expect(sent).toEqual({ name: 'Atendimento 2 B', version: 2 });
  });

  it('a missing structure shows the way back', async () => {
    showDetail(undefined, 8);
    expect(await screen.findByText('Estrutura não encontrada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar às estruturas' })).toHaveAttribute(
      'href',
      '/fabrica/estruturas',
    );
  });
});
