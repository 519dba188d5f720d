import { describe, expect, it } from 'vitest';
import { parseQuickAdd, saoPauloOffsetMinutes } from './quick-add';

// Wednesday 12 March 2025, 10:00 in São Paulo (13:00 UTC).
const now = new Date('2025-03-12T13:00:00Z');
const parse = (text: string, at = now) => parseQuickAdd(text, at);

describe('quick-add (pt-BR, São Paulo clock)', () => {
  it('reads date, hour, tag, priority and size, and leaves the rest as the content', () => {
    expect(parse('Comprar pão amanhã 18h #casa !alta ~G')).toEqual({
      content: 'Comprar pão',
      dueAt: '2025-03-13T21:00:00.000Z',
      dueHasTime: true,
      tags: ['casa'],
      priority: 'high',
      size: 'G',
      tokens: [
        { kind: 'date', text: 'amanhã', start: 12, end: 18 },
        { kind: 'time', text: '18h', start: 19, end: 22 },
        { kind: 'tag', text: '#casa', start: 23, end: 28 },
        { kind: 'priority', text: '!alta', start: 29, end: 34 },
        { kind: 'size', text: '~G', start: 35, end: 37 },
      ],
    });
  });

  it('a day without an hour is due at the end of that day in São Paulo', () => {
    expect(parse('ligar sexta')).toMatchObject({
      content: 'ligar',
      dueAt: '2025-03-15T02:59:00.000Z',
      dueHasTime: false,
    });
    expect(parse('hoje')).toMatchObject({ content: '', dueAt: '2025-03-13T02:59:00.000Z' });
    expect(parse('revisar amanhã')).toMatchObject({ dueAt: '2025-03-14T02:59:00.000Z' });
  });

  it('"dia 10" is the next 10th (this month if not past, else next month)', () => {
    expect(parse('pagar conta dia 10').dueAt).toBe('2025-04-11T02:59:00.000Z');
    expect(parse('pagar dia 12').dueAt).toBe('2025-03-13T02:59:00.000Z');
    expect(parse('dia 31 aluguel')).toMatchObject({
      content: 'aluguel',
      dueAt: '2025-04-01T02:59:00.000Z',
    });
    // 31 April does not exist: the next 31st is in May.
    expect(parse('dia 31', new Date('2025-04-05T13:00:00Z')).dueAt).toBe(
      '2025-06-01T02:59:00.000Z',
    );
  });

  it('hours: "18h", "às 14h30", "18:00"; a passed hour today means tomorrow', () => {
    expect(parse('reunião segunda às 14h30')).toMatchObject({
      content: 'reunião',
      dueAt: '2025-03-17T17:30:00.000Z',
      dueHasTime: true,
    });
    expect(parse('amanhã às 18:00').dueAt).toBe('2025-03-13T21:00:00.000Z');
    expect(parse('ver 18h').dueAt).toBe('2025-03-12T21:00:00.000Z');
    expect(parse('ver 9h').dueAt).toBe('2025-03-13T12:00:00.000Z');
  });

  it('drops the little word tying the date to the sentence', () => {
    expect(parse('pagar até dia 20')).toMatchObject({
      content: 'pagar',
      dueAt: '2025-03-21T02:59:00.000Z',
    });
    expect(parse('entregar relatório na sexta')).toMatchObject({ content: 'entregar relatório' });
  });

  it('leaves durations, unknown markers and e-mail-like words alone', () => {
    expect(parse('3h de trabalho')).toMatchObject({
      content: '3h de trabalho',
      dueAt: null,
      tokens: [],
    });
    expect(parse('nota com !foo e ~Z')).toMatchObject({
      content: 'nota com !foo e ~Z',
      priority: null,
      size: null,
    });
    expect(parse('escrever para ana@exemplo.com')).toMatchObject({
      content: 'escrever para ana@exemplo.com',
      tags: [],
    });
  });

  it('priorities with or without accents, sizes in any case, tags de-duplicated in lower case', () => {
    expect(parse('e-mail !crítica ~xg #Trabalho #trabalho')).toMatchObject({
      content: 'e-mail',
      priority: 'critical',
      size: 'XG',
      tags: ['trabalho'],
    });
    expect(parse('a !critica').priority).toBe('critical');
    expect(parse('a !media').priority).toBe('medium');
    expect(parse('a !média ~pp').priority).toBe('medium');
    expect(parse('a ~pp').size).toBe('PP');
    expect(parse('a !baixa').priority).toBe('low');
    expect(parse('a #saúde #casa-nova').tags).toEqual(['saúde', 'casa-nova']);
  });

  it('is pure: the same text and clock give the same answer', () => {
    expect(parse('ligar sexta 9h #x')).toEqual(parse('ligar sexta 9h #x'));
  });

  it('São Paulo is UTC−3 (no daylight saving since 2019)', () => {
    expect(saoPauloOffsetMinutes(now)).toBe(-180);
    expect(saoPauloOffsetMinutes(new Date('2025-12-31T23:30:00Z'))).toBe(-180);
  });
});
