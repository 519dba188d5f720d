import { taskStatuses, taskStatusLabels } from '@orbita/contracts/flow';
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { actionPath, SelectInput, TemplateInput, useFieldError } from './action-inputs';
import type { EditorValues } from './editor-form';
import type { EditorField } from './fields';
import { editorLookups, useMembers } from './lookups';

interface KindProps {
  index: number;
  fields: readonly EditorField[];
}

export function CaptureFields({ index, fields }: KindProps) {
  return (
    <TemplateInput
      index={index}
      name="content"
      label="Texto do item"
      fields={fields}
      multiline
      required
    />
  );
}

export function CreateTaskFields({ index, fields }: KindProps) {
  const lists = useQuery(editorLookups.lists());
  return (
    <Stack spacing={2}>
      <SelectInput
        index={index}
        name="listId"
        label="Lista"
        required
        missing={lists.isError ? 'Lista indisponível' : undefined}
        options={(lists.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
        helper={lists.isError ? 'Não foi possível carregar as listas.' : undefined}
      />
      <TemplateInput index={index} name="title" label="Título da tarefa" fields={fields} required />
      <TemplateInput index={index} name="description" label="Descrição" fields={fields} multiline />
    </Stack>
  );
}

export function MoveTaskFields({ index, fields }: KindProps) {
  return (
    <Stack spacing={2}>
      <TemplateInput
        index={index}
        name="taskId"
        label="Tarefa"
        fields={fields}
        required
        helper="O id da tarefa; {{event.taskId}} é a tarefa do evento."
      />
      <SelectInput
        index={index}
        name="status"
        label="Nova situação"
        required
        options={taskStatuses.map((s) => ({ value: s, label: taskStatusLabels[s] }))}
      />
    </Stack>
  );
}

const audiences = [
  { value: 'creator', label: 'Eu (quem criou o agente)' },
  { value: 'actor', label: 'Quem fez o que acionou o agente' },
  { value: 'admins', label: 'Os Admins' },
  { value: 'all', label: 'Todos os membros' },
  { value: 'members', label: 'Membros escolhidos' },
] as const;

function NotifyTo({ index }: { index: number }) {
  const { control } = useFormContext<EditorValues>();
  const path = actionPath(index, 'to');
  const to = useWatch({ control, name: path }) as string | string[];
  const chosen = Array.isArray(to);
  const members = useMembers(chosen);
  const error = useFieldError(path);
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <Stack spacing={2}>
          <TextField
            select
            label="Para quem"
            value={chosen ? 'members' : to}
            onChange={(e) => field.onChange(e.target.value === 'members' ? [] : e.target.value)}
            fullWidth
          >
            {audiences.map((a) => (
              <MenuItem key={a.value} value={a.value}>
                {a.label}
              </MenuItem>
            ))}
          </TextField>
          {chosen && (
            <Autocomplete
              multiple
              options={(members.data ?? []).map((m) => m.userId)}
              getOptionLabel={(id) => members.data?.find((m) => m.userId === id)?.name ?? id}
              value={to}
              onChange={(_e, ids) => field.onChange(ids)}
              loading={members.isPending}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Membros"
                  error={!!error}
                  helperText={error}
                  inputRef={field.ref}
                />
              )}
            />
          )}
        </Stack>
      )}
    />
  );
}

export function NotifyFields({ index, fields }: KindProps) {
  return (
    <Stack spacing={2}>
      <NotifyTo index={index} />
      <TemplateInput
        index={index}
        name="title"
        label="Título da notificação"
        fields={fields}
        required
      />
      <TemplateInput index={index} name="body" label="Texto" fields={fields} multiline />
    </Stack>
  );
}

export function WebhookFields({ index, fields }: KindProps) {
  return (
    <Stack spacing={2}>
      <TemplateInput
        index={index}
        name="url"
        label="URL"
        fields={[]}
        required
        helper="http(s). Assinada com HMAC-SHA256; endereços internos são recusados."
      />
      <TemplateInput
        index={index}
        name="body"
        label="Corpo JSON"
        fields={fields}
        multiline
        helper="Vazio: a entrada da execução inteira, em JSON."
      />
    </Stack>
  );
}

export function AskLlmFields({ index, fields }: KindProps) {
  return (
    <TemplateInput
      index={index}
      name="prompt"
      label="Pergunta ao modelo"
      fields={fields}
      multiline
      required
      helper={`A resposta fica em {{steps.${index}.text}} para as ações seguintes.`}
    />
  );
}
