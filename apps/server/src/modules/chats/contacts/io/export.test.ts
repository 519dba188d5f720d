import { describe, expect, it } from 'vitest';
import { parseContactsCsv } from './contacts-csv';
import { toCsv, toVcard } from './export';
import type { ParsedContact } from './types';
import { parseVcards } from './vcard-parse';

const contacts: ParsedContact[] = [
  {
    name: 'Silva, João "Jota"; Júnior',
    phones: ['+5541999998888', '+554133334444', '+12025550100'],
    emails: ['joao@exemplo.com.br', 'jota@x.com'],
    tags: ['Clientes', 'VIP 2026', 'São Paulo'],
    company: 'Acme; Comércio & Cia',
    notes: 'Primeira linha\nSegunda, com vírgula; e ponto e vírgula\n=SOMA(A1:A2)',
    phoneLabels: {
      '+5541999998888': 'Celular',
      '+554133334444': 'Casa',
      '+12025550100': 'Loja NY',
    },
  },
  {
    name: '+Mais Um',
    phones: ['+351912345678'],
    emails: [],
    tags: [],
    company: null,
    notes: null,
    phoneLabels: {},
  },
  {
    name: `Maria ${'Comprida '.repeat(10).trim()}`,
    phones: [],
    emails: ['maria@x.com'],
    tags: [],
    company: 'Ótica Visão',
    notes: null,
    phoneLabels: {},
  },
];

describe('export', () => {
  it('vCard: export → import gives the same contacts, labels included', () => {
    const vcard = toVcard(contacts);
    expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(vcard.split('\r\n').every((line) => line.length <= 75)).toBe(true);
    expect(parseVcards(vcard)).toEqual({ rows: contacts, errors: [] });
  });

  it('CSV: export → import gives the same contacts (CSV has no phone labels)', () => {
    expect(parseContactsCsv(toCsv(contacts))).toEqual({
      rows: contacts.map((c) => ({ ...c, phoneLabels: {} })),
      errors: [],
    });
  });

  it('CSV for Excel pt-BR: BOM, ";", pt-BR headers, phones as people write them, formulas disarmed', () => {
    const csv = toCsv(contacts);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe('\uFEFFNome;Telefones;E-mails;Etiquetas;Empresa;Observações');
    expect(first).toBe(
      '"Silva, João ""Jota""; Júnior";(41) 99999-8888, (41) 3333-4444, +1 202 555 0100;' +
        'joao@exemplo.com.br, jota@x.com;Clientes, VIP 2026, São Paulo;"Acme; Comércio & Cia";' +
        '"Primeira linha\nSegunda, com vírgula; e ponto e vírgula\n=SOMA(A1:A2)"',
    );
    expect(second).toBe("'+Mais Um;'+351 912 345 678;;;;");
  });

  it('exports nothing as a header alone, and an empty vCard file', () => {
    expect(toCsv([])).toBe('\uFEFFNome;Telefones;E-mails;Etiquetas;Empresa;Observações\r\n');
    expect(toVcard([])).toBe('');
  });
});
