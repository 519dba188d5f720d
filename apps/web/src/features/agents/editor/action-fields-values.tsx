import { AGENT_POINTS_MAX } from '@orbita/contracts/agents';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MaskedTextField } from '../../../platform/masks';
import { actionPath, SelectInput, TemplateInput, useFieldError } from './action-inputs';
import type { EditorValues } from './editor-form';
import type { EditorField } from './fields';
import { editorLookups, useMembers } from './lookups';

interface KindProps {
  index: number;
  fields: readonly EditorField[];
}

type Recipient = 'actor' | 'creator' | 'member' | 'template';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who receives the points: `actor`, `creator`, a member's id, or a template yielding one. */
function PointsRecipient({ index, fields }: KindProps) {
  const { control, setValue } = useFormContext<EditorValues>();
  const path = actionPath(index, 'to');
  const to = (useWatch({ control, name: path }) as string | undefined) ?? '';
  const [mode, setMode] = useState<Recipient>(
    to === 'actor' || to === 'creator' ? to : uuidPattern.test(to) ? 'member' : 'template',
  );
  const members = useMembers(mode === 'member');
  const userFields = fields.filter((f) => f.type === 'user');
  const change = (next: Recipient) => {
    setMode(next);
    const value =
      next === 'actor' || next === 'creator'
        ? next
        : next === 'template'
          ? userFields[0]
            ? `{{${userFields[0].path}}}`
            : ''
          : '';
    setValue(path, value, { shouldDirty: true });
  };
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Quem recebe"
        value={mode}
        onChange={(e) => change(e.target.value as Recipient)}
        fullWidth
      >
        <MenuItem value="actor">Quem fez o que acionou o agente</MenuItem>
        <MenuItem value="creator">Eu (quem criou o agente)</MenuItem>
        <MenuItem value="member">Um membro</MenuItem>
        <MenuItem value="template">Um campo do evento</MenuItem>
      </TextField>
      {mode === 'member' && (
        <SelectInput
          index={index}
          name="to"
          label="Membro"
          required
          options={(members.data ?? []).map((m) => ({ value: m.userId, label: m.name }))}
        />
      )}
      {mode === 'template' && (
        <TemplateInput
          index={index}
          name="to"
          label="Id de quem recebe"
          fields={fields}
          required
          helper="Um campo com o id da pessoa, como {{event.userId}}."
        />
      )}
    </Stack>
  );
}

export function GrantPointsFields({ index, fields }: KindProps) {
  const { control } = useFormContext<EditorValues>();
  const games = useQuery(editorLookups.games());
  const resources = useQuery(editorLookups.resources());
  const pointsPath = actionPath(index, 'points');
  const pointsError = useFieldError(pointsPath);
  return (
    <Stack spacing={2}>
      <PointsRecipient index={index} fields={fields} />
      <SelectInput
        index={index}
        name="gameId"
        label="Jogo"
        nullable="Pontos pessoais (sem jogo)"
        options={(games.data?.items ?? []).map((g) => ({ value: g.id, label: g.name }))}
      />
      <Controller
        control={control}
        name={pointsPath}
        render={({ field }) => (
          <TextField
            label="Pontos"
            type="number"
            required
            value={Number.isFinite(field.value) ? (field.value as number) : ''}
            onChange={(e) =>
              field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
            }
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ htmlInput: { min: 0, max: AGENT_POINTS_MAX, step: 1 } }}
            error={!!pointsError}
            helperText={pointsError}
          />
        )}
      />
      <SelectInput
        index={index}
        name="resourceId"
        label="Recurso"
        nullable="Nenhum recurso"
        options={(resources.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))}
      />
    </Stack>
  );
}

/** The entry's value: a fixed amount in R$ (sent as centavos) or a field of the event. */
function EntryValue({ index, fields }: KindProps) {
  const { control, setValue } = useFormContext<EditorValues>();
  const path = actionPath(index, 'value');
  const value = (useWatch({ control, name: path }) as string | undefined) ?? '';
  const error = useFieldError(path);
  const [fixed, setFixed] = useState(value === '' || /^\d+$/.test(value));
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Valor"
        value={fixed ? 'fixed' : 'template'}
        onChange={(e) => {
          const next = e.target.value === 'fixed';
          setFixed(next);
          setValue(path, next ? '' : '{{event.value}}', { shouldDirty: true });
        }}
        fullWidth
      >
        <MenuItem value="fixed">Um valor fixo</MenuItem>
        <MenuItem value="template">Um campo do evento</MenuItem>
      </TextField>
      {fixed ? (
        <Controller
          control={control}
          name={path}
          render={({ field }) => (
            <MaskedTextField
              mask="currency"
              label="Valor (R$)"
              required
              name={field.name}
              ref={field.ref}
              value={value === '' ? null : Number(value)}
              onChange={(centavos) => field.onChange(centavos === null ? '' : String(centavos))}
              onBlur={field.onBlur}
              error={!!error}
              helperText={error}
              fullWidth
            />
          )}
        />
      ) : (
        <TemplateInput
          index={index}
          name="value"
          label="Valor em centavos"
          fields={fields}
          required
          helper="Um campo com o valor em centavos, como {{event.value}}."
        />
      )}
    </Stack>
  );
}

export function FinanceEntryFields({ index, fields }: KindProps) {
  const { control } = useFormContext<EditorValues>();
  const type = useWatch({ control, name: actionPath(index, 'type') }) as 'income' | 'expense';
  const boxes = useQuery(editorLookups.boxes());
  const categories = useQuery(editorLookups.categories());
  // Finance calls income "revenue".
  const categoryType = type === 'income' ? 'revenue' : 'expense';
  return (
    <Stack spacing={2}>
      <SelectInput
        index={index}
        name="type"
        label="Tipo"
        options={[
          { value: 'expense', label: 'Despesa' },
          { value: 'income', label: 'Receita' },
        ]}
      />
      <SelectInput
        index={index}
        name="boxId"
        label="Caixa"
        required
        options={(boxes.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))}
      />
      <SelectInput
        index={index}
        name="categoryId"
        label="Categoria"
        nullable="Sem categoria"
        options={(categories.data?.items ?? [])
          .filter((c) => c.type === categoryType)
          .map((c) => ({ value: c.id, label: c.fullName }))}
      />
      <EntryValue index={index} fields={fields} />
      <TemplateInput index={index} name="description" label="Descrição" fields={fields} required />
      <SelectInput
        index={index}
        name="status"
        label="Situação"
        options={[
          { value: 'pending', label: 'Pendente' },
          { value: 'paid', label: 'Pago' },
        ]}
      />
    </Stack>
  );
}
