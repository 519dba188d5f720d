import type { Category } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { categoryOptions } from './category-select';

const c = (id: string, type: Category['type'], parentId: string | null = null): Category => ({
  id,
  version: 1,
  workspaceId: 'w',
  name: id,
  type,
  parentId,
  fullName: id,
  createdAt: '',
  updatedAt: '',
});

describe('categoryOptions', () => {
  it('groups subcategories under their parent, one type at a time', () => {
    const all = [
      c('Moradia', 'expense'),
      c('Aluguel', 'expense', 'Moradia'),
      c('Energia', 'expense', 'Moradia'),
      c('Lazer', 'expense'),
      c('Salário', 'revenue'),
    ];
    expect(
      categoryOptions(all, 'expense').map((g) => [g.group.id, g.children.map((x) => x.id)]),
    ).toEqual([
      ['Moradia', ['Aluguel', 'Energia']],
      ['Lazer', []],
    ]);
    expect(categoryOptions(all, 'revenue').map((g) => g.group.id)).toEqual(['Salário']);
    expect(categoryOptions(all, undefined)).toHaveLength(3);
  });
});
