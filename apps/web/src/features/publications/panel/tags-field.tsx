import { Autocomplete, Chip, TextField } from '@mui/material';
import { PUBLICATION_TAG_MAX, PUBLICATION_TAGS_MAX } from '@orbita/contracts/publications';
import { useState } from 'react';

/** Etiquetas as chips: type and Enter (or comma) to add, Backspace or × to remove; each change saves. */
export function TagsField({
  tags,
  readOnly,
  onSave,
}: {
  tags: string[];
  readOnly: boolean;
  onSave: (tags: string[]) => Promise<unknown>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const commit = (next: string[]) => {
    const clean = [...new Set(next.map((t) => t.replace(/^#/, '').trim()).filter(Boolean))];
    if (clean.length > PUBLICATION_TAGS_MAX)
      return setError(`Use no máximo ${PUBLICATION_TAGS_MAX} etiquetas.`);
    setError(null);
    onSave(clean).catch((e: Error) => setError(e.message));
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={[]}
      value={tags}
      readOnly={readOnly}
      inputValue={input}
      onInputChange={(_e, value) => {
        // A comma ends a tag as Enter does.
        if (value.endsWith(',')) {
          setInput('');
          commit([...tags, value.slice(0, -1)]);
        } else setInput(value);
      }}
      onChange={(_e, next) => commit(next)}
      renderValue={(value, getItemProps) =>
        value.map((tag, index) => (
          <Chip size="small" label={`#${tag}`} {...getItemProps({ index })} key={tag} />
        ))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Etiquetas"
          placeholder={readOnly ? undefined : 'Digite e Enter'}
          error={!!error}
          helperText={error ?? undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: PUBLICATION_TAG_MAX },
          }}
        />
      )}
    />
  );
}
