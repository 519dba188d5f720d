import { describe, expect, it } from 'vitest';
import { nextRuns, parseCron, wallClockNow } from './cron';
import { describeCron, describeTrigger } from './describe';

describe('describeCron', () => {
  it.each([
    ['0 9 * * 1', 'Toda segunda às 9h'],
    ['0 9 * * *', 'Todo dia às 9h'],
    ['30 8 * * 1-5', 'De segunda a sexta às 8h30'],
    ['0 8 1 * *', 'Todo dia 1º do mês às 8h'],
    ['0 * * * *', 'A cada hora'],
    ['15 * * * *', 'A cada hora, aos 15 minutos'],
    ['*/15 * * * *', 'A cada 15 minutos'],
    ['0 */2 * * *', 'A cada 2 horas'],
    ['0 9,18 * * *', 'Todo dia às 9h e 18h'],
    ['0 10 * * 6,0', 'Todo domingo e sábado às 10h'],
    ['0 9 * * 1,3,5', 'Toda segunda, quarta e sexta às 9h'],
    ['5 0 1,15 * *', 'Nos dias 1º e 15 do mês às 0h05'],
    ['0 9 25 12 *', 'Todo dia 25 do mês às 9h, em dezembro'],
    ['0 9 * * MON', 'Toda segunda às 9h'],
    ['0 9 * * 7', 'Todo domingo às 9h'],
    ['0 * * * 1', 'Toda segunda, a cada hora'],
  ])('%s → %s', (cron, text) => {
    expect(describeCron(cron)).toBe(text);
  });

  it.each(['', '0 9 * *', '60 9 * * *', '0 24 * * *', '0 9 * * 8', 'a b c d e', '0 9 5-1 * *'])(
    'says an unreadable expression is invalid: %j',
    (cron) => {
      expect(describeCron(cron)).toMatch(/^Horário inválido/);
    },
  );
});

describe('nextRuns', () => {
  it('lists the next three Mondays at 9h after a Wednesday', () => {
    // Wednesday 2 Dec 2026, 10:00 wall clock.
    const after = new Date(Date.UTC(2026, 11, 2, 10, 0));
    const runs = nextRuns(parseCron('0 9 * * 1')!, after, 3).map((d) => d.toISOString());
    expect(runs).toEqual([
      '2026-12-07T09:00:00.000Z',
      '2026-12-14T09:00:00.000Z',
      '2026-12-21T09:00:00.000Z',
    ]);
  });

  it('day and weekday both set match either (cron rule), and a later time today counts', () => {
    const after = new Date(Date.UTC(2026, 11, 1, 8, 0)); // Tue 1 Dec 08:00
    const runs = nextRuns(parseCron('0 9 1 * 5')!, after, 3).map((d) => d.toISOString());
    expect(runs).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-04T09:00:00.000Z',
      '2026-12-11T09:00:00.000Z',
    ]);
  });

  it('reads the wall clock of the workspace time zone (Brasília is UTC−3)', () => {
    const now = new Date('2026-12-02T12:30:00Z');
    expect(wallClockNow('America/Sao_Paulo', now).toISOString()).toBe('2026-12-02T09:30:00.000Z');
  });
});

describe('describeTrigger', () => {
  it('names the event, the schedule or the external call in pt-BR', () => {
    expect(describeTrigger({ kind: 'event', event: 'flow.task.completed' })).toBe(
      'Quando: Tarefa concluída',
    );
    expect(describeTrigger({ kind: 'schedule', cron: '0 9 * * 1' })).toBe('Toda segunda às 9h');
    expect(describeTrigger({ kind: 'webhook' })).toBe('Chamada externa (URL do agente)');
  });
});
