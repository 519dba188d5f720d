import { readFileSync } from 'node:fs';
import { chatMessages } from '@orbita/contracts/chats';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/errors';
import { parseVcards } from './vcard-parse';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const crlf = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('parseVcards', () => {
  it('reads a Google export (3.0): names, typed phones, e-mails, company, tags, title and birthday', () => {
    const { rows, errors } = parseVcards(fixture('google.vcf'));
    expect(rows).toEqual([
      {
        name: 'Ana Beatriz Lima',
        phones: ['+5541998765432', '+554133221100'],
        emails: ['ana.lima@gmail.com', 'ana.lima@acme.com.br'],
        tags: ['Clientes', 'VIP'],
        company: 'Acme Comércio Ltda',
        notes:
          'Prefere contato à tarde.\nCliente desde 2019.\nCargo: Gerente de contas\nAniversário: 21/03/1985',
        phoneLabels: { '+5541998765432': 'Celular', '+554133221100': 'Trabalho' },
      },
      {
        name: 'Carlos Souza',
        phones: ['+5541999887766', '+14155550132'],
        emails: [],
        tags: [],
        company: null,
        notes: null,
        phoneLabels: { '+5541999887766': 'Celular', '+14155550132': 'Escritório SF' },
      },
      {
        name: 'Oficina do Zé',
        phones: ['+551122334455'],
        emails: [],
        tags: [],
        company: 'Oficina do Zé',
        notes: null,
        phoneLabels: { '+551122334455': 'Trabalho' },
      },
    ]);
    expect(errors).toEqual([
      {
        line: 25,
        message:
          'Telefone "0800 123 4567" ignorado: Números 0800, 0300, 0500 e 0900 não são aceitos: informe um celular ou fixo com DDD.',
      },
    ]);
  });

  it('reads an iPhone export: grouped X-ABLabel labels, folded base64 photo skipped, birthday without year', () => {
    const { rows, errors } = parseVcards(fixture('iphone.vcf'));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        name: 'Juliana Ferreira',
        phones: ['+5521987654321', '+552125550101', '+5521977771234'],
        emails: ['ju@clinicasorriso.com.br'],
        tags: [],
        company: 'Clínica Sorriso',
        notes: 'Aniversário: 15/07',
        phoneLabels: {
          '+5521987654321': 'Celular',
          '+552125550101': 'Fax',
          '+5521977771234': 'WhatsApp',
        },
      },
      {
        name: 'Mãe',
        phones: ['+5541999991111', '+554133445566'],
        emails: [],
        tags: [],
        company: null,
        notes: 'Aniversário em maio',
        phoneLabels: { '+5541999991111': 'Celular', '+554133445566': 'Casa' },
      },
    ]);
  });

  it('reads an old Android export (2.1): quoted-printable in UTF-8 and ISO-8859-1, soft breaks, bare types', () => {
    const { rows, errors } = parseVcards(fixture('android-v21.vcf'));
    expect(rows.map((r) => r.name)).toEqual(['Maria da Conceição', 'João Araújo', 'Sem Telefone']);
    expect(rows[0]).toEqual({
      name: 'Maria da Conceição',
      phones: ['+5541999998888', '+554133334444', '+5541988887777'],
      emails: ['maria@exemplo.com.br'],
      tags: [],
      company: null,
      notes: 'Vizinha da rua de trás.\nLevar o orçamento na segunda-feira.',
      phoneLabels: { '+5541999998888': 'Celular', '+554133334444': 'Casa' },
    });
    expect(rows[1]!.phones).toEqual(['+5511987654321']);
    expect(rows[2]!.phones).toEqual([]);
    expect(errors).toEqual([
      {
        line: 15,
        message: 'Telefone "190" ignorado: Número curto demais: informe o DDD e o número.',
      },
    ]);
  });

  it('reads vCard 4.0: tel: URIs with extensions, quoted type lists, basic-format birthday', () => {
    const { rows, errors } = parseVcards(fixture('android-v40.vcf'));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        name: 'Pedro Henrique Alves',
        phones: ['+5561991234567', '+556130304040'],
        emails: ['pedro.alves@governo.gov.br'],
        tags: ['Governo', 'Brasília'],
        company: 'Ministério da Saúde',
        notes: 'Aniversário: 02/01/1990',
        phoneLabels: { '+5561991234567': 'Celular', '+556130304040': 'Trabalho' },
      },
    ]);
  });

  it('unfolds folded lines and unescapes text (commas, semicolons, newlines)', () => {
    const text = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Maria Eduarda dos Santos Oliveira de Albuquerque e Silva Pereira da Cost',
      ' a',
      'NOTE:Primeira linha\\nsegunda\\, com vírgula\\; e ponto e vírgula',
      'TEL;TYPE=CELL:+55 41 9',
      '\t9999-8888',
      'END:VCARD',
    );
    const { rows } = parseVcards(text);
    expect(rows[0]!.name).toBe(
      'Maria Eduarda dos Santos Oliveira de Albuquerque e Silva Pereira da Costa',
    );
    expect(rows[0]!.notes).toBe('Primeira linha\nsegunda, com vírgula; e ponto e vírgula');
    expect(rows[0]!.phones).toEqual(['+5541999998888']);
  });

  it('names a card from N, then the company, then the e-mail, then the phone', () => {
    const card = (...lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'];
    const { rows, errors } = parseVcards(
      crlf(
        ...card('N:Silva;João;;Dr.;'),
        ...card('ORG:Padaria Pão Quente'),
        ...card('EMAIL:Contato@Loja.com'),
        ...card('TEL:41999998888'),
        ...card('NOTE:nada'),
      ),
    );
    expect(rows.map((r) => r.name)).toEqual([
      'Dr. João Silva',
      'Padaria Pão Quente',
      'contato@loja.com',
      '(41) 99999-8888',
    ]);
    expect(errors).toEqual([
      { line: 17, message: 'Contato sem nome, telefone nem e-mail: ignorado.' },
    ]);
  });

  it('reports a broken card by its line and still reads the others', () => {
    const text = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Antes',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Quebrado',
      'TEL;=x:41999998888',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Depois',
      'TEL:abc',
      'EMAIL:não é e-mail',
      'END:VCARD',
    );
    const { rows, errors } = parseVcards(text);
    expect(rows.map((r) => r.name)).toEqual(['Antes', 'Depois']);
    expect(errors).toEqual([
      { line: 5, message: 'Contato da linha 5 não pôde ser lido: formato inválido.' },
      { line: 10, message: 'Telefone "abc" ignorado: Telefone inválido: use apenas números.' },
      { line: 10, message: 'E-mail "não é e-mail" ignorado: e-mail inválido.' },
    ]);
  });

  it('keeps a last card whose END line was cut, and skips stray lines', () => {
    const { rows } = parseVcards(
      'lixo antes\nBEGIN:VCARD\nVERSION:3.0\nFN:Cortado\nlinha solta\nNOTE;X="aspas sem fim:valor\nTEL:41999998888',
    );
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Cortado', phones: ['+5541999998888'] }),
    ]);
  });

  it('says so when the file has no card', () => {
    expect(parseVcards('Nome;Telefone\nJoão;41999998888')).toEqual({
      rows: [],
      errors: [{ line: 1, message: 'Nenhum contato encontrado: o arquivo não é um vCard (.vcf).' }],
    });
  });

  it('reads a Latin-1 file given as bytes', () => {
    const latin1 = Buffer.from(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Joăo\r\nEND:VCARD\r\n'.replace('ă', '\u00e3'),
      'latin1',
    );
    expect(parseVcards(latin1).rows[0]!.name).toBe('João');
  });

  it('caps phones, e-mails, tags and texts at the contact limits', () => {
    const phones = Array.from(
      { length: 12 },
      (_, i) => `TEL:41 99999-88${String(i).padStart(2, '0')}`,
    );
    const tags = Array.from({ length: 25 }, (_, i) => `t${i}`).join(',');
    const { rows, errors } = parseVcards(
      crlf(
        'BEGIN:VCARD',
        `FN:${'N'.repeat(200)}`,
        ...phones,
        `CATEGORIES:${tags},${'x'.repeat(60)}`,
        'END:VCARD',
      ),
    );
    expect(rows[0]!.phones).toHaveLength(10);
    expect(rows[0]!.tags).toHaveLength(20);
    expect(rows[0]!.name).toHaveLength(120);
    expect(errors).toEqual([
      { line: 1, message: 'Mais de 10 telefones: os demais foram ignorados.' },
    ]);
  });

  it('refuses more than 20,000 cards and more than 5 MB, in pt-BR', () => {
    const card = 'BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n';
    expect(parseVcards(card.repeat(20_000)).rows).toHaveLength(20_000);
    const refuse = (input: string | Uint8Array) => {
      try {
        parseVcards(input);
      } catch (error) {
        return error instanceof AppError ? [error.status, error.message] : error;
      }
      return 'accepted';
    };
    expect(refuse(card.repeat(20_001))).toEqual([400, chatMessages.importTooLarge]);
    const big = `${card}NOTE:${'x'.repeat(5 * 1024 * 1024)}`;
    expect(refuse(big)).toEqual([400, chatMessages.importTooLarge]);
    expect(refuse(Buffer.from(big))).toEqual([400, chatMessages.importTooLarge]);
    // 5 MB of accented text is more than 5 MB of UTF-8 bytes though fewer characters.
    expect(refuse(`${card}NOTE:${'ç'.repeat(3 * 1024 * 1024)}`)).toEqual([
      400,
      chatMessages.importTooLarge,
    ]);
  });
});
