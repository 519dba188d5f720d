import { describe, expect, it } from 'vitest';
import { dedupeParsed } from './dedupe';
import type { ParsedContact } from './types';

const row = (name: string, fields: Partial<ParsedContact> = {}): ParsedContact => ({
  name,
  phones: [],
  emails: [],
  tags: [],
  company: null,
  notes: null,
  phoneLabels: {},
  ...fields,
});

describe('dedupeParsed', () => {
  it('creates what the workspace does not have, merges what matches by E.164 or e-mail', () => {
    const rows = [
      row('Nova', { phones: ['+5541911111111'] }),
      row('Pelo telefone', { phones: ['+5541922222222'] }),
      row('Pelo e-mail', { emails: ['b@x.com'] }),
      row('Só nome'),
    ];
    const existing = [
      { id: 'a', phones: ['+5541922222222'], emails: [] },
      { id: 'b', phones: [], emails: ['B@X.com'] },
    ];
    expect(dedupeParsed(rows, existing)).toEqual([
      { action: 'create', contact: rows[0], rows: [0] },
      { action: 'merge', contactId: 'a', contact: rows[1], rows: [1] },
      { action: 'merge', contactId: 'b', contact: rows[2], rows: [2] },
      { action: 'create', contact: rows[3], rows: [3] },
    ]);
  });

  it('folds rows of the same person inside the file, through a chain of shared phones and e-mails', () => {
    const rows = [
      row('Ana', {
        phones: ['+5541911111111'],
        tags: ['vip'],
        notes: 'primeira',
        phoneLabels: { '+5541911111111': 'Celular' },
      }),
      row('Outra pessoa', { phones: ['+5541933333333'] }),
      row('Ana Lima', {
        phones: ['+5541911111111'],
        emails: ['ana@x.com'],
        tags: ['VIP', 'clientes'],
        company: 'Acme',
      }),
      row('A. Lima', {
        emails: ['ana@x.com'],
        phones: ['+554133334444'],
        notes: 'segunda',
        phoneLabels: { '+554133334444': 'Trabalho' },
      }),
    ];
    expect(dedupeParsed(rows, [])).toEqual([
      {
        action: 'create',
        contact: {
          name: 'Ana',
          phones: ['+5541911111111', '+554133334444'],
          emails: ['ana@x.com'],
          tags: ['vip', 'clientes'],
          company: 'Acme',
          notes: 'primeira\n\nsegunda',
          phoneLabels: { '+5541911111111': 'Celular', '+554133334444': 'Trabalho' },
        },
        rows: [0, 2, 3],
      },
      { action: 'create', contact: rows[1], rows: [1] },
    ]);
  });

  it('merges a folded group into the contact its phone matches, before one its e-mail matches', () => {
    const rows = [
      row('Ana', { emails: ['ana@x.com'] }),
      row('Ana', { emails: ['ana@x.com'], phones: ['+5541911111111'] }),
    ];
    const existing = [
      { id: 'by-email', phones: [], emails: ['ana@x.com'] },
      { id: 'by-phone', phones: ['+5541911111111'], emails: [] },
    ];
    const [plan] = dedupeParsed(rows, existing);
    expect(plan).toMatchObject({ action: 'merge', contactId: 'by-phone', rows: [0, 1] });
  });

  it("leaves out a phone that is another existing contact's (one identity per E.164)", () => {
    const rows = [
      row('Ana', {
        phones: ['+5541911111111', '+5541922222222'],
        phoneLabels: { '+5541922222222': 'Casa' },
      }),
    ];
    const existing = [
      { id: 'ana', phones: ['+5541911111111'], emails: [] },
      { id: 'bia', phones: ['+5541922222222'], emails: [] },
    ];
    expect(dedupeParsed(rows, existing)).toEqual([
      {
        action: 'merge',
        contactId: 'ana',
        contact: { ...rows[0], phones: ['+5541911111111'], phoneLabels: {} },
        rows: [0],
      },
    ]);
  });

  it('folds 20,000 rows that are 10,000 people two by two, in file order', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      row(`C${i}`, { phones: [`+55419${String(i % 10_000).padStart(8, '0')}`] }),
    );
    const plan = dedupeParsed(rows, [{ id: 'x', phones: ['+5541900000000'], emails: [] }]);
    expect(plan).toHaveLength(10_000);
    expect(plan[0]).toMatchObject({ action: 'merge', contactId: 'x', rows: [0, 10_000] });
    expect(plan[9_999]).toMatchObject({ action: 'create', rows: [9_999, 19_999] });
  });
});
