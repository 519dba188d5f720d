import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add';

// Wednesday 12 March 2025, 10:00 in São Paulo (13:00 UTC). São Paulo is UTC−3, so the end
// of a day (23:59) is 02:59 UTC of the next one.
const now = new Date('2025-03-12T13:00:00Z');

/** [what was typed, the title left, the due instant (UTC) or null, with an hour?] */
const phrases: [string, string, string | null, boolean?][] = [
  // Normal text with numbers: a number followed by a word is not a time (issue 16).
  ['Ler 10 páginas', 'Ler 10 páginas', null],
  ['Comprar 2 kg de arroz', 'Comprar 2 kg de arroz', null],
  ['Reunião com 3 pessoas', 'Reunião com 3 pessoas', null],
  ['Pagar R$ 50', 'Pagar R$ 50', null],
  ['Ligar 11 99999-0000', 'Ligar 11 99999-0000', null],
  ['comprar 10 pães', 'comprar 10 pães', null],
  ['revisar 2 a 3 páginas', 'revisar 2 a 3 páginas', null],
  ['Fazer 3 séries de 10', 'Fazer 3 séries de 10', null],
  ['Enviar às 3 equipes', 'Enviar às 3 equipes', null],
  ['Comprar 1/2 kg de carne', 'Comprar 1/2 kg de carne', null],
  ['Pedir segunda via do boleto', 'Pedir segunda via do boleto', null],
  ['Segunda ideia do dia', 'Segunda ideia do dia', null],
  ['Matrícula da quinta série', 'Matrícula da quinta série', null],
  ['Estudar por 2h', 'Estudar por 2h', null],
  ['Pagar aluguel de R$ 1.500,00', 'Pagar aluguel de R$ 1.500,00', null],
  // Hours.
  ['Dentista às 15h', 'Dentista', '2025-03-12T18:00:00.000Z', true],
  ['Call com cliente 15:30', 'Call com cliente', '2025-03-12T18:30:00.000Z', true],
  ['Academia 9h30', 'Academia', '2025-03-13T12:30:00.000Z', true], // 9h30 passed: tomorrow
  ['Ligar para a Ana às 16', 'Ligar para a Ana', '2025-03-12T19:00:00.000Z', true],
  ['Buscar as crianças às 5 da tarde', 'Buscar as crianças', '2025-03-12T20:00:00.000Z', true],
  ['Almoço com Pedro ao meio-dia', 'Almoço com Pedro', '2025-03-12T15:00:00.000Z', true],
  // Days.
  ['Ler 10 páginas amanhã', 'Ler 10 páginas', '2025-03-14T02:59:00.000Z'],
  ['Enviar relatório hoje', 'Enviar relatório', '2025-03-13T02:59:00.000Z'],
  ['Feira sexta', 'Feira', '2025-03-15T02:59:00.000Z'],
  ['Ligar sexta para o João', 'Ligar para o João', '2025-03-15T02:59:00.000Z'],
  ['Pagar cartão dia 5', 'Pagar cartão', '2025-04-06T02:59:00.000Z'],
  ['Aniversário da Júlia 05/12', 'Aniversário da Júlia', '2025-12-06T02:59:00.000Z'],
  ['Renovar CNH em 20/03/2026', 'Renovar CNH', '2026-03-21T02:59:00.000Z'],
  ['Natal em família 25 de dezembro', 'Natal em família', '2025-12-26T02:59:00.000Z'],
  ['Planejar sprint próxima semana', 'Planejar sprint', '2025-03-18T02:59:00.000Z'],
  ['Revisar metas semana que vem', 'Revisar metas', '2025-03-18T02:59:00.000Z'],
  ['Fechar balanço no próximo mês', 'Fechar balanço', '2025-04-02T02:59:00.000Z'],
  ['Devolver livro daqui a 3 dias', 'Devolver livro', '2025-03-16T02:59:00.000Z'],
  ['Lavar o carro no fim de semana', 'Lavar o carro', '2025-03-16T02:59:00.000Z'],
  ['Entregar trabalho depois de amanhã', 'Entregar trabalho', '2025-03-15T02:59:00.000Z'],
  ['Pagar IPVA até terça que vem', 'Pagar IPVA', '2025-03-19T02:59:00.000Z'],
  // Day and hour.
  ['Reunião próxima segunda 9h30', 'Reunião', '2025-03-17T12:30:00.000Z', true],
  ['Consulta amanhã às 15h', 'Consulta', '2025-03-13T18:00:00.000Z', true],
  ['Ler 10 páginas amanhã 7h', 'Ler 10 páginas', '2025-03-13T10:00:00.000Z', true],
  ['Entrega na sexta 14:00 #trabalho', 'Entrega', '2025-03-14T17:00:00.000Z', true],
  ['Jantar hoje às 20h com Bia', 'Jantar com Bia', '2025-03-12T23:00:00.000Z', true],
  ['Prova dia 20 às 8h', 'Prova', '2025-03-20T11:00:00.000Z', true],
];

describe('quick add reads pt-BR the way people type it', () => {
  it.each(phrases)('"%s" → "%s", %s', (text, content, dueAt, hasTime = false) => {
    const parsed = parseQuickAdd(text, now);
    expect(parsed.content).toBe(content);
    expect(parsed.dueAt).toBe(dueAt);
    expect(parsed.dueHasTime).toBe(dueAt ? hasTime : false);
  });

  it('"próxima segunda" on a Monday is a week later; "segunda" alone is today', () => {
    const monday = new Date('2025-03-17T12:00:00Z');
    expect(parseQuickAdd('ligar próxima segunda', monday).dueAt).toBe('2025-03-25T02:59:00.000Z');
    expect(parseQuickAdd('ligar segunda', monday).dueAt).toBe('2025-03-18T02:59:00.000Z');
  });

  it('tags and priorities beside the dates', () => {
    expect(parseQuickAdd('Limpar a garagem sábado #casa !baixa', now)).toMatchObject({
      content: 'Limpar a garagem',
      dueAt: '2025-03-16T02:59:00.000Z',
      tags: ['casa'],
      priority: 'low',
    });
  });
});

describe('parts undone in the preview stay text', () => {
  it('an undone date goes back into the title; the hour still counts', () => {
    const literal = [{ kind: 'date' as const, text: 'amanhã' }];
    expect(parseQuickAdd('Ler 10 páginas amanhã', now, { literal })).toMatchObject({
      content: 'Ler 10 páginas amanhã',
      dueAt: null,
      tokens: [],
    });
    expect(parseQuickAdd('Ler 10 páginas amanhã 18h', now, { literal })).toMatchObject({
      content: 'Ler 10 páginas amanhã',
      dueAt: '2025-03-12T21:00:00.000Z',
      dueHasTime: true,
    });
  });

  it('an undone hour leaves the day without hour; undone tags and priorities are text', () => {
    expect(
      parseQuickAdd('Show sexta 21h #música !alta', now, {
        literal: [
          { kind: 'time', text: '21h' },
          { kind: 'tag', text: '#música' },
          { kind: 'priority', text: '!alta' },
        ],
      }),
    ).toMatchObject({
      content: 'Show 21h #música !alta',
      dueAt: '2025-03-15T02:59:00.000Z',
      dueHasTime: false,
      tags: [],
      priority: null,
    });
  });

  it('the undone part is matched by kind and text, whatever the case', () => {
    const literal = [{ kind: 'date' as const, text: 'na Sexta' }];
    expect(parseQuickAdd('entregar na sexta', now, { literal }).dueAt).toBeNull();
    expect(parseQuickAdd('entregar na sexta', now, { literal: [] }).dueAt).not.toBeNull();
  });
});
