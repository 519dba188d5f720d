import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  CONDITION_RULES_MAX,
  conditionOperatorLabels,
  valuelessOperators,
  type ConditionOperator,
} from '@orbita/contracts/agents';
import {
  Autocomplete,
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { EditorValues } from './editor-form';
import { operatorsFor, type EditorField } from './fields';
import { ValueInput } from './value-input';

function RuleRow({
  index,
  fields,
  onRemove,
}: {
  index: number;
  fields: readonly EditorField[];
  onRemove: () => void;
}) {
  const { control, formState, setValue } = useFormContext<EditorValues>();
  const rule = useWatch({ control, name: `conditions.rules.${index}` });
  const error = formState.errors.conditions?.rules?.[index];
  const field = fields.find((f) => f.path === rule?.field);
  const ops = operatorsFor(field);
  const n = index + 1;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'flex-start' } }}
      role="group"
      aria-label={`Condição ${n}`}
    >
      <Controller
        control={control}
        name={`conditions.rules.${index}.field`}
        render={({ field: input }) => (
          <Autocomplete<string, false, false, true>
            freeSolo
            options={fields.map((f) => f.path)}
            groupBy={(path) => fields.find((f) => f.path === path)?.group ?? ''}
            getOptionLabel={(path) => fields.find((f) => f.path === path)?.label ?? path}
            renderOption={(props, path) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  <Stack>
                    <span>{fields.find((f) => f.path === path)?.label ?? path}</span>
                    <Typography variant="caption" color="text.secondary">
                      {path}
                    </Typography>
                  </Stack>
                </li>
              );
            }}
            value={input.value}
            onChange={(_e, value) => {
              input.onChange(value ?? '');
              // A text field cannot keep "é maior que".
              const next = fields.find((f) => f.path === value);
              if (!operatorsFor(next).includes(rule.op))
                setValue(`conditions.rules.${index}.op`, 'equals');
            }}
            onInputChange={(_e, value, reason) => {
              if (reason === 'input') input.onChange(value);
            }}
            sx={{ flex: 2, minWidth: 0 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={`Campo da condição ${n}`}
                inputRef={input.ref}
                error={!!error?.field}
                helperText={error?.field?.message}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name={`conditions.rules.${index}.op`}
        render={({ field: input }) => (
          <TextField
            select
            label={`Operador da condição ${n}`}
            value={input.value}
            onChange={(e) => input.onChange(e.target.value as ConditionOperator)}
            sx={{ flex: 1, minWidth: 160 }}
          >
            {ops.map((op) => (
              <MenuItem key={op} value={op}>
                {conditionOperatorLabels[op]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {!valuelessOperators.includes(rule?.op) && (
        <Controller
          control={control}
          name={`conditions.rules.${index}.value`}
          render={({ field: input }) => (
            <ValueInput
              label={`Valor da condição ${n}`}
              path={rule?.field}
              type={field?.type}
              pick={rule?.op === 'equals' || rule?.op === 'not_equals'}
              value={input.value ?? ''}
              onChange={input.onChange}
              inputRef={input.ref}
              error={error?.value?.message}
            />
          )}
        />
      )}
      <Tooltip title="Remover condição">
        <IconButton
          aria-label={`Remover condição ${n}`}
          onClick={onRemove}
          sx={{ mt: { md: 1 }, alignSelf: { xs: 'flex-end', md: 'flex-start' } }}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** "Se": all or any of the rules, each a field, an operator of the closed list and a value. */
export function ConditionsSection({ fields }: { fields: readonly EditorField[] }) {
  const { control } = useFormContext<EditorValues>();
  const rules = useFieldArray({ control, name: 'conditions.rules' });
  const first = fields[0]?.path ?? '';

  return (
    <Stack spacing={2}>
      {rules.fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Sem condições: o agente age sempre que o gatilho acontecer.
        </Typography>
      ) : (
        <Controller
          control={control}
          name="conditions.match"
          render={({ field }) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">Agir quando</Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={field.value}
                onChange={(_e, value: 'all' | 'any' | null) => value && field.onChange(value)}
                aria-label="Quais condições valem"
              >
                <ToggleButton value="all">Todas</ToggleButton>
                <ToggleButton value="any">Qualquer uma</ToggleButton>
              </ToggleButtonGroup>
              <Typography variant="body2">as condições valerem</Typography>
            </Stack>
          )}
        />
      )}
      {rules.fields.map((row, index) => (
        <RuleRow key={row.id} index={index} fields={fields} onRemove={() => rules.remove(index)} />
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => rules.append({ field: first, op: 'equals', value: '' })}
        disabled={rules.fields.length >= CONDITION_RULES_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        Adicionar condição
      </Button>
    </Stack>
  );
}
