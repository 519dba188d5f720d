import { AGENT_RUNS_PER_DAY_MAX, AGENT_RUNS_PER_HOUR_MAX } from '@orbita/contracts/agents';
import { grantableBy, roleDescriptions, roleLabels, type Role } from '@orbita/contracts/workspaces';
import { Alert, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { muiField } from '../../../ui/form-fields';
import { roleShortfalls } from './action-roles';
import type { EditorValues } from './editor-form';

function BudgetField({
  name,
  label,
  max,
}: {
  name: 'perHour' | 'perDay';
  label: string;
  max: number;
}) {
  const { control, formState } = useFormContext<EditorValues>();
  const error = formState.errors.budget?.[name]?.message;
  return (
    <Controller
      control={control}
      name={`budget.${name}`}
      render={({ field }) => {
        const unlimited = field.value === null;
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
            <TextField
              label={label}
              type="number"
              value={unlimited || Number.isNaN(field.value) ? '' : field.value}
              disabled={unlimited}
              onChange={(e) =>
                field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
              }
              onBlur={field.onBlur}
              inputRef={field.ref}
              slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
              error={!!error}
              helperText={error}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={unlimited}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? null : name === 'perHour' ? 60 : 500)
                  }
                />
              }
              label="Sem limite"
              sx={{ mt: 1, whiteSpace: 'nowrap' }}
            />
          </Stack>
        );
      }}
    />
  );
}

/** Name, description and (new agents) whether it starts enabled. */
export function IdentityFields({ creating }: { creating: boolean }) {
  const { control, register, formState } = useFormContext<EditorValues>();
  const { errors } = formState;
  return (
    <Stack spacing={2}>
      <TextField
        label="Nome"
        required
        {...muiField(register('name'))}
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <TextField
        label="Descrição"
        multiline
        minRows={2}
        {...muiField(register('description'))}
        error={!!errors.description}
        helperText={errors.description?.message}
      />
      {creating && (
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
              label="Ativar ao salvar"
            />
          )}
        />
      )}
    </Stack>
  );
}

/** The role it acts with (never above mine) and its budget. */
export function LimitsFields({ myRole }: { myRole: Role }) {
  const { control, formState } = useFormContext<EditorValues>();
  const { errors } = formState;
  const roles = grantableBy(myRole);
  const [role, actions] = useWatch({ control, name: ['role', 'actions'] });
  const shortfalls = roleShortfalls(
    role,
    actions.map((a) => a.kind),
  );
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <TextField
            select
            label="Age com o papel"
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={!!errors.role}
            helperText={
              errors.role?.message ??
              'Limitado ao seu papel no momento de cada execução. O que ele fizer fica registrado como o agente.'
            }
          >
            {/* A role above mine (an agent made by someone else) still shows, but I cannot pick it. */}
            {[...new Set([...roles, field.value])].map((role) => (
              <MenuItem key={role} value={role} disabled={!roles.includes(role)}>
                {roleLabels[role]} — {roleDescriptions[role]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {shortfalls.length > 0 && (
        <Alert severity="warning">
          Com o papel {roleLabels[role]}, o agente não poderá: {shortfalls.join('; ')}.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BudgetField name="perHour" label="Execuções por hora" max={AGENT_RUNS_PER_HOUR_MAX} />
        <BudgetField name="perDay" label="Execuções por dia" max={AGENT_RUNS_PER_DAY_MAX} />
      </Stack>
    </Stack>
  );
}
