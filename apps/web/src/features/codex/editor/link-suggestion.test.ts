import { describe, expect, it } from 'vitest';
import { linkChoices, SUGGESTION_MAX } from './link-suggestion';

const pages = [
  { id: '1', title: 'Ação de vendas' },
  { id: '2', title: 'Plano de ação' },
  { id: '3', title: 'Onboarding' },
  { id: '4', title: 'Esta página' },
];

describe('the [[ list', () => {
  it('finds titles without minding accents or case, the ones starting with the query first', () => {
    expect(linkChoices(pages, 'acao', '4')).toEqual([
      { kind: 'entry', id: '1', title: 'Ação de vendas' },
      { kind: 'entry', id: '2', title: 'Plano de ação' },
      { kind: 'create', title: 'acao' },
    ]);
  });

  it('never offers the page being edited, and offers to create what matches nothing', () => {
    expect(linkChoices(pages, 'Esta', '4')).toEqual([{ kind: 'create', title: 'Esta' }]);
    expect(linkChoices(pages, 'Glossário', '4')).toEqual([{ kind: 'create', title: 'Glossário' }]);
  });

  it('offers no creation when a title is exactly the query, nor for an empty query', () => {
    expect(linkChoices(pages, 'onboarding', '4')).toEqual([
      { kind: 'entry', id: '3', title: 'Onboarding' },
    ]);
    expect(linkChoices(pages, '', '4')).toHaveLength(pages.length - 1);
  });

  it('shows at most SUGGESTION_MAX pages', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: String(i), title: `Nota ${i}` }));
    expect(linkChoices(many, 'nota', 'x').filter((c) => c.kind === 'entry')).toHaveLength(
      SUGGESTION_MAX,
    );
  });
});
