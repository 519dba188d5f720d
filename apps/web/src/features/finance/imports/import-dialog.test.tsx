import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { ImportDialog } from './import-dialog';

vi.mock('../../../platform/toasts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
const { notify } = await import('../../../platform/toasts');

// jsdom lays nothing out: give the virtualized preview a viewport so it renders its rows.
const sizes = { clientHeight: 500, clientWidth: 800 };
const original = Object.fromEntries(
  Object.keys(sizes).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(original))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const BOX = '11111111-1111-4111-8111-111111111111';
const box = {
  id: BOX,
  name: 'Conta Corrente',
  kind: 'bank_account',
  archived: false,
  finishedAt: null,
};
const categories = [
  { id: 'c-sal', name: 'Salário', fullName: 'Salário', type: 'revenue', parentId: null },
  {
    id: 'c-alu',
    name: 'Aluguel',
    fullName: 'Moradia › Aluguel',
    type: 'expense',
    parentId: 'c-mor',
  },
];
const rows = [
  {
    date: '2025-01-05',
    value: 520_000,
    type: 'revenue',
    description: 'SALARIO EMPRESA',
    fitId: 'f1',
    suggestedCategoryId: 'c-sal',
    duplicate: false,
  },
  {
    date: '2025-01-06',
    value: 185_000,
    type: 'expense',
    description: 'PAGTO ALUGUEL',
    fitId: 'f2',
    suggestedCategoryId: null,
    duplicate: true,
  },
];

type PreviewAnswer = (body: Record<string, unknown>) => Record<string, unknown>;
const plainPreview: PreviewAnswer = () => ({
  rows,
  newCount: 1,
  duplicateCount: 1,
  csv: null,
  reconciliation: null,
});

function setup(previewAnswer: PreviewAnswer = plainPreview) {
  const fetch = mockFetch((url, init) => {
    if (url === '/api/app/riqueza/boxes') return json(200, { items: [box] });
    if (url === '/api/app/riqueza/categories') return json(200, { items: categories });
    if (url === '/api/app/riqueza/imports/preview')
      return json(200, previewAnswer(JSON.parse(String(init.body)) as Record<string, unknown>));
    if (url === '/api/app/riqueza/imports' && init.method === 'POST')
      return json(201, { created: 1, skipped: 0, importId: 'i1' });
    return json(404, { message: 'Não encontrado.' });
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ImportDialog open onClose={onClose} defaultBoxId={BOX} />
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, url: string) =>
  JSON.parse(String(fetch.mock.calls.find(([u]) => u === url)![1]!.body)) as Record<
    string,
    unknown
  >;

describe('ImportDialog', () => {
  it('previews a windows-1252 OFX, leaves duplicates out and imports the rest', async () => {
    const user = userEvent.setup();
    const { fetch, onClose } = setup();
    const ofx = Uint8Array.from(
      [...'OFXHEADER:100\nCHARSET:1252\n<MEMO>SALÁRIO'].map((c) => c.charCodeAt(0)),
    );
    await user.upload(screen.getByLabelText('Arquivo do extrato'), new File([ofx], 'extrato.ofx'));

    const table = await screen.findByRole('table', { name: 'Pré-visualização do extrato' });
    // The bytes as they are (0xC1 = "Á" in windows-1252): the server finds the encoding.
    expect(bodyOf(fetch, '/api/app/riqueza/imports/preview')).toEqual({
      boxId: BOX,
      format: 'ofx',
      file: Buffer.from(ofx).toString('base64'),
    });
    expect(within(table).getByText('Duplicado')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'SALARIO EMPRESA' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'PAGTO ALUGUEL' })).not.toBeChecked();
    expect(screen.getByText('2 linhas: 1 nova, 1 duplicada. 1 selecionada.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importar 1 lançamento' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetch, '/api/app/riqueza/imports')).toEqual({
      boxId: BOX,
      rows: [
        {
          date: '2025-01-05',
          value: 520_000,
          type: 'revenue',
          description: 'SALARIO EMPRESA',
          categoryId: 'c-sal',
          fitId: 'f1',
        },
      ],
    });
    expect(notify.success).toHaveBeenCalledWith(
      '1 lançamento importado, 0 ignorados (duplicados).',
    );
  }, 20_000);

  it('reads a CSV with the chosen columns and "Inverter sinal", and the import remembers them', async () => {
    const user = userEvent.setup();
    const headers = ['Data', 'Histórico', 'Descrição', 'Valor'];
    const { fetch } = setup((body) => {
      const csv = body.csv as Record<string, unknown> | undefined;
      const invert = csv?.invertSign === true;
      return {
        rows: [{ ...rows[0], type: invert ? 'expense' : 'revenue', duplicate: false }],
        newCount: 1,
        duplicateCount: 0,
        csv: {
          headers,
          columns: {
            dateColumn: 'Data',
            descriptionColumn: (csv?.descriptionColumn as string) ?? 'Descrição',
            valueColumn: 'Valor',
            creditColumn: null,
            debitColumn: null,
          },
          invertSign: invert,
          remembered: false,
        },
        reconciliation: null,
      };
    });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['Data;Descrição;Valor'], 'extrato.csv'),
    );
    const invert = await screen.findByRole('switch', { name: 'Inverter sinal' });
    expect(invert).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Descrição' })).toHaveTextContent('Descrição');

    await user.click(screen.getByRole('combobox', { name: 'Descrição' }));
    await user.click(await screen.findByRole('option', { name: 'Histórico' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Descrição' })).toHaveTextContent('Histórico'),
    );
    await user.click(screen.getByRole('switch', { name: 'Inverter sinal' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Inverter sinal' })).toBeChecked(),
    );
    const previews = fetch.mock.calls.filter(([u]) => u === '/api/app/riqueza/imports/preview');
    expect(JSON.parse(String(previews.at(-1)![1]!.body)).csv).toEqual({
      dateColumn: 'Data',
      descriptionColumn: 'Histórico',
      valueColumn: 'Valor',
      creditColumn: null,
      debitColumn: null,
      invertSign: true,
    });
    expect(screen.getAllByText('-R$ 5.200,00').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Importar 1 lançamento' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/app/riqueza/imports')).toMatchObject({
        csv: { descriptionColumn: 'Histórico', invertSign: true },
      }),
    );
  }, 20_000);

  it('shows the bank closing balance against the box and the difference', async () => {
    const user = userEvent.setup();
    setup(() => ({
      ...plainPreview({}),
      reconciliation: {
        bankBalance: 23935,
        bankBalanceOn: '2015-12-09',
        boxBalanceAfter: 25169,
        difference: -1234,
      },
    }));
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX></OFX>'], 'extrato.ofx'),
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Saldo final no extrato em 09/12/2015: R$ 239,35.');
    expect(status).toHaveTextContent('Saldo da caixa no Orbita depois de importar: R$ 251,69.');
    expect(status).toHaveTextContent('Diferença: R$ 12,34 (o Orbita tem mais que o banco).');
  });

  it('refuses other file types in pt-BR', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup();
    await user.upload(screen.getByLabelText('Arquivo do extrato'), new File(['x'], 'extrato.pdf'));
    expect(await screen.findByText('Escolha um arquivo .ofx ou .csv.')).toBeInTheDocument();
  });
});
