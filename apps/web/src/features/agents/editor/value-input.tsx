import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import type { EditorField } from './fields';
import { editorLookups, useMembers } from './lookups';

const valueHelp: Partial<Record<EditorField['type'], string>> = {
  money: 'Em centavos: R$ 10,00 = 1000.',
  date: 'Como aaaa-mm-dd, comparado como texto.',
  id: 'O identificador do registro.',
};

interface Option {
  value: string;
  label: string;
}

/** The records an id field names, so "Lista é igual a" offers the lists by name. */
function useOptions(path: string | undefined, type: EditorField['type'] | undefined) {
  const lists = useQuery({ ...editorLookups.lists(), enabled: path === 'event.listId' });
  const games = useQuery({ ...editorLookups.games(), enabled: path === 'event.gameId' });
  const members = useMembers(type === 'user');
  if (path === 'event.listId')
    return lists.data?.items.map<Option>((l) => ({ value: l.id, label: l.name })) ?? [];
  if (path === 'event.gameId')
    return games.data?.items.map<Option>((g) => ({ value: g.id, label: g.name })) ?? [];
  if (type === 'user')
    return members.data?.map<Option>((m) => ({ value: m.userId, label: m.name })) ?? [];
  return null;
}

/**
 * A condition's value: a picker of names where the field is a list, a game or a person and
 * the operator compares for equality (the rule keeps the id), else free text.
 */
export function ValueInput({
  label,
  path,
  type,
  pick,
  value,
  onChange,
  inputRef,
  error,
}: {
  label: string;
  path: string | undefined;
  type: EditorField['type'] | undefined;
  pick: boolean;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  const options = useOptions(pick ? path : undefined, pick ? type : undefined);
  if (options)
    return (
      <TextField
        select
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        error={!!error}
        helperText={error}
        sx={{ flex: 2, minWidth: 0 }}
      >
        {!!value && !options.some((o) => o.value === value) && (
          <MenuItem value={value}>{value}</MenuItem>
        )}
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputRef={inputRef}
      error={!!error}
      helperText={error ?? (type && valueHelp[type])}
      sx={{ flex: 2, minWidth: 0 }}
    />
  );
}
