import { agentEventCatalog, type AgentTrigger } from '@orbita/contracts/agents';

// The trigger in words is the editor's (schedules read in full there); the list uses it too.
export { describeTrigger } from '../editor/describe';

/** An event's pt-BR name (its code when the catalog no longer lists it). */
export function eventLabel(event: string): string {
  return (
    (agentEventCatalog as Record<string, { label: string } | undefined>)[event]?.label ?? event
  );
}

/** What woke a run, for the log: the event's name, the schedule or the external call. */
export function runTriggerLabel(run: { trigger: AgentTrigger['kind']; event: string | null }) {
  if (run.trigger === 'event') return run.event ? eventLabel(run.event) : 'Evento';
  return run.trigger === 'schedule' ? 'Horário agendado' : 'Chamada externa';
}
