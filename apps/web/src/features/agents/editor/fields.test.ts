import { describe, expect, it } from 'vitest';
import { roleShortfalls } from './action-roles';
import { inputFields, operatorsFor, stepFields } from './fields';

describe('editor fields', () => {
  it('offers the chosen event’s fields then the run’s; a schedule only the run’s', () => {
    const done = inputFields({ kind: 'event', event: 'flow.task.completed' }).map((f) => f.path);
    expect(done).toEqual(expect.arrayContaining(['task.title', 'event.listId', 'run.at']));
    expect(inputFields({ kind: 'schedule', cron: '0 9 * * 1' }).map((f) => f.path)).toEqual([
      'run.at',
      'agent.name',
    ]);
  });

  it('earlier actions’ outputs, numbered by their place: {{steps.N.text}}', () => {
    const fields = stepFields(
      [{ kind: 'ask_llm' }, { kind: 'notify' }, { kind: 'create_task' }, { kind: 'capture' }],
      3,
    );
    expect(fields.map((f) => f.path)).toEqual(['steps.0.text', 'steps.2.taskId']);
    expect(stepFields([{ kind: 'ask_llm' }], 0)).toEqual([]);
  });

  it('number comparisons only for number and money fields (and unknown ones)', () => {
    const gt = (type?: 'text' | 'money' | 'date') =>
      operatorsFor(type && { path: 'x', label: 'x', type, group: 'g' }).includes('gt');
    expect([gt('text'), gt('date'), gt('money'), gt()]).toEqual([false, false, true, true]);
  });

  it('names the actions a role cannot do, with the role they need', () => {
    expect(roleShortfalls('editor', ['notify', 'grant_points', 'grant_points'])).toEqual([
      'Dar pontos ou recurso (precisa de Criador ou acima)',
    ]);
    expect(roleShortfalls('creator', ['notify', 'grant_points'])).toEqual([]);
    expect(roleShortfalls('viewer', ['ask_llm', 'capture'])).toEqual([
      'Coletar na caixa de entrada (precisa de Editor ou acima)',
    ]);
  });
});
