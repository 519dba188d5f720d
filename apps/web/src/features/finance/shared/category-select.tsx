import type { Category, EntryType } from '@orbita/contracts/finance';
import { ListSubheader, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

/** The categories of one type, groups first then each group's subcategories (the API's order, kept). */
export function categoryOptions(
  categories: Category[],
  type: EntryType | undefined,
): { group: Category; children: Category[] }[] {
  const ofType = categories.filter((c) => !type || c.type === type);
  return ofType
    .filter((c) => !c.parentId)
    .map((group) => ({ group, children: ofType.filter((c) => c.parentId === group.id) }));
}

/**
 * The category picker, grouped by parent: a group with subcategories shows as a heading
 * that can itself be chosen, its subcategories indented below it.
 */
export function CategorySelect({
  categories,
  type,
  value,
  onChange,
  allowEmpty = true,
  emptyLabel = 'Sem categoria',
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'select'> & {
  categories: Category[];
  type: EntryType | undefined;
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  allowEmpty?: boolean;
  emptyLabel?: string;
}) {
  const items: ReactNode[] = [];
  if (allowEmpty)
    items.push(
      <MenuItem key="" value="">
        <em>{emptyLabel}</em>
      </MenuItem>,
    );
  let heading: EntryType | null = null;
  for (const { group, children } of categoryOptions(categories, type)) {
    // Both types in one list (the filter): a heading where the type changes.
    if (!type && group.type !== heading) {
      heading = group.type;
      items.push(
        <ListSubheader key={`h-${group.type}`}>
          {group.type === 'revenue' ? 'Receitas' : 'Despesas'}
        </ListSubheader>,
      );
    }
    items.push(
      <MenuItem
        key={group.id}
        value={group.id}
        sx={{ fontWeight: children.length ? 600 : undefined }}
      >
        {group.name}
      </MenuItem>,
    );
    for (const child of children)
      items.push(
        <MenuItem key={child.id} value={child.id} sx={{ pl: 4 }}>
          {child.name}
        </MenuItem>,
      );
  }
  // A value of another type (the type just changed) is shown as none rather than breaking the select.
  const known = categories.some((c) => c.id === value && (!type || c.type === type));
  return (
    <TextField
      select
      {...props}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value || null)}
    >
      {items}
    </TextField>
  );
}
