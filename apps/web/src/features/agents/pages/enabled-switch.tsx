import { FormControlLabel, Switch } from '@mui/material';
import type { Agent } from '@orbita/contracts/agents';
import { useQueryClient } from '@tanstack/react-query';
import { useHeldValue } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { useUpdateAgent, writeAgent } from '../api/mutations';

/**
 * "Ativo": turns the agent on or off (a new version, like any change). The click shows at once
 * and is held until the save settles (a live refetch cannot flip it back meanwhile); a stale
 * version opens the conflict dialog, any other refusal says why in pt-BR.
 */
export function EnabledSwitch({
  agent,
  disabled,
  showLabel = true,
}: {
  agent: Agent;
  disabled?: boolean;
  showLabel?: boolean;
}) {
  const client = useQueryClient();
  const update = useUpdateAgent(agent.id);
  const [enabled, hold] = useHeldValue(agent.enabled);
  const { save, dialog } = useVersionedSave<Agent, { enabled: boolean }>({
    record: agent,
    send: (body) => update.mutateAsync(body),
    writeCurrent: (current) => writeAgent(client, current),
    labels: { enabled: 'Ativo' },
  });
  const toggle = (next: boolean) => {
    const saving = save({ enabled: next }).then(
      (saved) => saved && notify.success(saved.enabled ? 'Agente ativado.' : 'Agente desativado.'),
      (error: Error) => notify.error(error.message),
    );
    hold(next, saving);
  };
  const control = (
    <Switch
      checked={enabled}
      disabled={disabled}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Ativo: ${agent.name}` } }}
    />
  );
  return (
    <>
      {showLabel ? (
        <FormControlLabel control={control} label={enabled ? 'Ativo' : 'Desativado'} />
      ) : (
        control
      )}
      {dialog}
    </>
  );
}
