import { describe, expect, it } from 'vitest';
import { runTriggerLabel } from './trigger-text';

describe('runTriggerLabel', () => {
  it('names what woke a run in pt-BR (an event the catalog lost by its code)', () => {
    expect(runTriggerLabel({ trigger: 'event', event: 'flow.task.completed' })).toBe(
      'Tarefa concluída',
    );
    expect(runTriggerLabel({ trigger: 'event', event: 'flow.gone' })).toBe('flow.gone');
    expect(runTriggerLabel({ trigger: 'schedule', event: null })).toBe('Horário agendado');
    expect(runTriggerLabel({ trigger: 'webhook', event: null })).toBe('Chamada externa');
  });
});
