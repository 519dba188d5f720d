import { readFileSync } from 'node:fs';
import { chatMessages } from '@orbita/contracts/chats';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/errors';
import { parseContactsCsv } from './contacts-csv';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;
const contact = (fields: Partial<ReturnType<typeof parseContactsCsv>['rows'][number]>) => ({
  phones: [],
  emails: [],
  tags: [],
  company: null,
  notes: null,
  phoneLabels: {},
  ...fields,
});

describe('parseContactsCsv', () => {
  it('reads an Excel pt-BR sheet: ";" separated, BOM, pt-BR headers, several values per cell', () => {
    const csv = lines(
      '\uFEFFNome;Celular;Telefone;E-mail;Etiquetas;Empresa;Observações',
      'João da Silva;(41) 99999-8888;41 3333-4444;Joao@Exemplo.com;vip, clientes;Acme;"Prefere WhatsApp; à tarde"',
      'Maria;41 9 8888-7777 / 41 9777-6666;;;Clientes;;',
    );
    expect(parseContactsCsv(csv)).toEqual({
      rows: [
        contact({
          name: 'João da Silva',
          phones: ['+5541999998888', '+554133334444'],
          emails: ['joao@exemplo.com'],
          tags: ['vip', 'clientes'],
          company: 'Acme',
          notes: 'Prefere WhatsApp; à tarde',
        }),
        contact({
          name: 'Maria',
          phones: ['+5541988887777', '+5541997776666'],
          tags: ['Clientes'],
        }),
      ],
      errors: [],
    });
  });

  it('reads English headers, "," separated, without BOM', () => {
    const csv = lines(
      'Name,Phone,Email,Tags,Company,Notes',
      'Ana,+1 202 555 0100,ana@x.com,"lead,us",Acme Inc,"line 1',
      'line 2"',
    );
    expect(parseContactsCsv(csv).rows).toEqual([
      contact({
        name: 'Ana',
        phones: ['+12025550100'],
        emails: ['ana@x.com'],
        tags: ['lead', 'us'],
        company: 'Acme Inc',
        notes: 'line 1\nline 2',
      }),
    ]);
  });

  it('reads a Latin-1 (windows-1252) file given as bytes, and UTF-8 bytes with BOM', () => {
    const text = lines('Nome;Telefone;Observações', 'José Açaí;41999998888;“ótimo” – café');
    const latin1 = iconv.encode(text, 'win1252');
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    for (const bytes of [latin1, utf8]) {
      expect(parseContactsCsv(bytes).rows).toEqual([
        contact({ name: 'José Açaí', phones: ['+5541999998888'], notes: '“ótimo” – café' }),
      ]);
    }
  });

  it('reads a Google Contacts export: split names, "Phone N - Value" columns, ":::" lists, system labels dropped', () => {
    const { rows, errors } = parseContactsCsv(fixture('google-contacts.csv'));
    expect(rows).toEqual([
      contact({
        name: 'Ana Beatriz Lima',
        phones: ['+5541998765432', '+554133221100'],
        emails: ['ana.lima@gmail.com', 'ana.lima@acme.com.br'],
        tags: ['Clientes', 'VIP'],
        company: 'Acme Comércio Ltda',
        notes: 'Prefere contato à tarde.\nCliente desde 2019.',
      }),
      contact({ name: 'Carlos Souza', phones: ['+5541999887766', '+14155550132'] }),
      contact({ name: 'Oficina do Zé', phones: ['+551122334455'], company: 'Oficina do Zé' }),
    ]);
    expect(errors).toEqual([
      {
        line: 5,
        message:
          'Telefone "0800 123 4567" ignorado: Números 0800, 0300, 0500 e 0900 não são aceitos: informe um celular ou fixo com DDD.',
      },
    ]);
  });

  it('reads an Outlook export: "E-mail Address", "Mobile Phone", categories; fax and display-name columns ignored', () => {
    const { rows, errors } = parseContactsCsv(fixture('outlook.csv'));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      contact({
        name: 'Roberto Nunes',
        phones: ['+552122223333', '+5521991112222'],
        emails: ['roberto.nunes@outlook.com'],
        tags: ['Fornecedores', 'Rio'],
        company: 'Nunes & Filhos',
      }),
      contact({
        name: 'Lúcia Prado',
        phones: ['+351912345678'],
        emails: ['lucia@prado.com'],
        notes: 'Conheci na feira.',
      }),
    ]);
  });

  it('finds the header below a title line, and skips empty rows', () => {
    const csv = lines('Meus contatos de 2026', '', 'Nome;WhatsApp', ';', 'Zé;554199998888');
    expect(parseContactsCsv(csv)).toEqual({
      rows: [contact({ name: 'Zé', phones: ['+5541999998888'] })],
      errors: [],
    });
  });

  it('reports refused values and rows by their line, and keeps the rest of the row', () => {
    const csv = lines(
      'Nome;Telefone;E-mail',
      'Ana;abc;ana@@x',
      ';;',
      ';99999-8888;',
      'Bia;(20) 98888-7777, 41988887777;BIA@X.COM',
      'Cris;"(41) 99999-8888',
      '(41) 3333-4444";"cris@x',
      'com"',
      'Dani;41 9999-888',
    );
    expect(parseContactsCsv(csv)).toEqual({
      rows: [
        contact({ name: 'Ana' }),
        contact({ name: 'Bia', phones: ['+5541988887777'], emails: ['bia@x.com'] }),
        contact({ name: 'Cris', phones: ['+5541999998888', '+554133334444'] }),
        contact({ name: 'Dani' }),
      ],
      errors: [
        { line: 2, message: 'Telefone "abc" ignorado: Telefone inválido: use apenas números.' },
        { line: 2, message: 'E-mail "ana@@x" ignorado: e-mail inválido.' },
        { line: 4, message: 'Telefone "99999-8888" ignorado: Informe o DDD.' },
        { line: 4, message: 'Contato sem nome, telefone nem e-mail: ignorado.' },
        { line: 5, message: 'Telefone "(20) 98888-7777" ignorado: DDD inválido.' },
        { line: 6, message: 'E-mail "cris@x" ignorado: e-mail inválido.' },
        { line: 6, message: 'E-mail "com" ignorado: e-mail inválido.' },
        { line: 9, message: 'Telefone "41 9999-888" ignorado: Informe o DDD.' },
      ],
    });
  });

  it('says what is wrong with a file it cannot read', () => {
    expect(parseContactsCsv('')).toEqual({
      rows: [],
      errors: [{ line: 1, message: 'O arquivo está vazio.' }],
    });
    expect(parseContactsCsv(lines('Coluna A;Coluna B', '1;2')).errors).toEqual([
      {
        line: 1,
        message:
          'Não encontramos o cabeçalho: a primeira linha deve nomear as colunas, como Nome; Telefone; E-mail.',
      },
    ]);
    expect(
      parseContactsCsv(lines('Nome;Telefone', '"Ana;41999998888', 'Bia;"x"y"z')).errors[0]!.message,
    ).toMatch(/^Não foi possível ler o CSV: confira as aspas e o separador na linha \d+\.$/);
  });

  it('undoes the formula guard of spreadsheets ("\'+1 202…")', () => {
    const csv = lines('Nome;Telefones', "Ana;'+1 202 555 0100");
    expect(parseContactsCsv(csv).rows[0]!.phones).toEqual(['+12025550100']);
  });

  it('reads 20,000 rows and refuses 20,001 and files over 5 MB, in pt-BR', () => {
    const phone = (i: number) => {
      const subscriber = `9${String(i).padStart(8, '0')}`;
      return `(41) ${subscriber.slice(0, 5)}-${subscriber.slice(5)}`;
    };
    const row = (i: number) =>
      `Contato ${i};${phone(i)};c${i}@exemplo.com.br;importados;Empresa ${i % 50}`;
    const file = (n: number) =>
      lines(
        'Nome;Celular;E-mail;Etiquetas;Empresa',
        ...Array.from({ length: n }, (_, i) => row(i)),
      );
    const { rows, errors } = parseContactsCsv(file(20_000));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]!.phones).toEqual(['+5541900019999']);
    const refuse = (input: string) => {
      try {
        parseContactsCsv(input);
      } catch (error) {
        return error instanceof AppError ? [error.status, error.message] : error;
      }
      return 'accepted';
    };
    expect(refuse(file(20_001))).toEqual([400, chatMessages.importTooLarge]);
    expect(refuse(lines('Nome;Observações', `Ana;${'x'.repeat(5 * 1024 * 1024)}`))).toEqual([
      400,
      chatMessages.importTooLarge,
    ]);
  });
});
