import { Autocomplete, TextField } from '@mui/material';
import type { Member } from '@orbita/contracts/workspaces';
import { useState } from 'react';

/** Autores: members of the workspace, in the order chosen; each change saves. */
export function AuthorsField({
  authorIds,
  members,
  loading,
  readOnly,
  onSave,
}: {
  authorIds: string[];
  members: Member[];
  loading: boolean;
  readOnly: boolean;
  onSave: (ids: string[]) => Promise<unknown>;
}) {
  const [error, setError] = useState<string | null>(null);
  const byId = new Map(members.map((m) => [m.userId, m] as const));
  const value = authorIds.flatMap((id) => byId.get(id) ?? []);
  return (
    <Autocomplete
      multiple
      size="small"
      options={members}
      loading={loading}
      readOnly={readOnly}
      getOptionLabel={(m) => m.name}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      value={value}
      onChange={(_e, chosen) => {
        setError(null);
        onSave(chosen.map((m) => m.userId)).catch((e: Error) => setError(e.message));
      }}
      noOptionsText="Nenhum membro"
      loadingText="Carregando membros…"
      renderInput={(params) => (
        <TextField {...params} label="Autores" error={!!error} helperText={error ?? undefined} />
      )}
    />
  );
}
