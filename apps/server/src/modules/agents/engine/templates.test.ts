import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RENDERED_MAX, render, templatePaths } from './templates';

const input = {
  event: { listId: 'l-1', value: 1500, tags: ['a', 'b'] },
  task: { title: 'Pagar <b>conta</b> & "luz"', done: true, due: null },
  steps: [{ itemId: 'i-1' }, { text: 'resposta {{task.title}}' }],
};

describe('render', () => {
  it('inserts values by dotted path, with or without spaces inside the braces', () => {
    expect(render('Tarefa: {{task.title}} ({{ event.listId }})', input)).toBe(
      'Tarefa: Pagar <b>conta</b> & "luz" (l-1)',
    );
    expect(render('{{event.value}} {{task.done}} {{steps.0.itemId}}', input)).toBe('1500 true i-1');
  });

  it('inserts lists and objects as JSON, missing and null as nothing', () => {
    expect(render('{{event.tags}}|{{steps.0}}', input)).toBe('["a","b"]|{"itemId":"i-1"}');
    expect(
      render('[{{task.due}}][{{task.nope}}][{{nope.deeper.path}}][{{steps.9.x}}]', input),
    ).toBe('[][][][]');
  });

  it('never reaches the prototype nor runs anything', () => {
    expect(render('{{task.constructor}}{{task.__proto__}}{{event.tags.length}}', input)).toBe('');
    expect(render('{{task.title.toUpperCase}}{{ 1+1 }}{{#each x}}{{/each}}', input)).toBe('');
  });

  it('does not render what a value inserted (a step output holding braces stays text)', () => {
    expect(render('{{steps.1.text}}', input)).toBe('resposta {{task.title}}');
  });

  it('caps the output at 10,000 characters', () => {
    const big = { event: { text: 'x'.repeat(9_000) } };
    expect(render('{{event.text}}{{event.text}}', big)).toHaveLength(RENDERED_MAX);
  });

  it('lists the paths a template reads', () => {
    expect(templatePaths('{{ task.title }} e {{steps.0.text}} e {{ não é }}')).toEqual([
      'task.title',
      'steps.0.text',
    ]);
  });

  it('never throws and stays bounded on any text and any input (fuzz)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), fc.jsonValue(), (template, value) => {
        const out = render(template, { event: value as never, steps: [value] });
        expect(typeof out).toBe('string');
        expect(out.length).toBeLessThanOrEqual(RENDERED_MAX);
      }),
      { numRuns: 300 },
    );
  });
});
