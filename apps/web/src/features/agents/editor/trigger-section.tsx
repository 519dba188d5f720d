import {
  agentEventCatalog,
  agentEventNames,
  triggerKindLabels,
  triggerKinds,
  type AgentEventName,
  type AgentTrigger,
  type TriggerKind,
} from '@orbita/contracts/agents';
import {
  Autocomplete,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EditorValues } from './editor-form';
import { ScheduleFields } from './schedule-fields';
import { WebhookInfo } from './webhook-info';

const fallback: Record<TriggerKind, AgentTrigger> = {
  event: { kind: 'event', event: 'flow.task.completed' },
  schedule: { kind: 'schedule', cron: '0 9 * * 1' },
  webhook: { kind: 'webhook' },
};

/** Catalog order, grouped by area (Autocomplete wants options sorted by group). */
const eventOptions = [...agentEventNames].sort((a, b) =>
  agentEventCatalog[a].group.localeCompare(agentEventCatalog[b].group, 'pt-BR'),
);

/** "Quando": an event of the platform, a schedule, or an external call to the agent's URL. */
export function TriggerSection({ hookPath }: { hookPath: string | null }) {
  const { control, setValue, formState } = useFormContext<EditorValues>();
  const trigger = useWatch({ control, name: 'trigger' });
  // Switching kinds and back keeps what was chosen before (the event, the schedule).
  const last = useRef<Partial<Record<TriggerKind, AgentTrigger>>>({ [trigger.kind]: trigger });
  const errors = formState.errors.trigger as
    { event?: { message?: string }; cron?: { message?: string }; message?: string } | undefined;

  const switchTo = (kind: TriggerKind) => {
    last.current[trigger.kind] = trigger;
    setValue('trigger', last.current[kind] ?? fallback[kind], { shouldDirty: true });
  };

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="agent-trigger-kind">Gatilho</FormLabel>
        <RadioGroup
          aria-labelledby="agent-trigger-kind"
          value={trigger.kind}
          onChange={(e) => switchTo(e.target.value as TriggerKind)}
          sx={{ flexDirection: { xs: 'column', md: 'row' } }}
        >
          {triggerKinds.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio />}
              label={triggerKindLabels[kind]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {trigger.kind === 'event' && (
        <Controller
          control={control}
          name="trigger.event"
          render={({ field }) => (
            <Autocomplete<AgentEventName, false, true>
              options={eventOptions}
              groupBy={(name) => agentEventCatalog[name].group}
              getOptionLabel={(name) => agentEventCatalog[name]?.label ?? name}
              value={field.value as AgentEventName}
              onChange={(_e, value) => field.onChange(value)}
              disableClearable
              autoHighlight
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Evento"
                  inputRef={field.ref}
                  error={!!errors?.event}
                  helperText={errors?.event?.message ?? 'Digite para buscar, como "tarefa".'}
                />
              )}
            />
          )}
        />
      )}
      {trigger.kind === 'schedule' && <ScheduleFields error={errors?.cron?.message} />}
      {trigger.kind === 'webhook' && <WebhookInfo hookPath={hookPath} />}
    </Stack>
  );
}
