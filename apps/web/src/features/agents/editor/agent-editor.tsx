import { type Agent } from '@orbita/contracts/agents';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useVersionedSave } from '../../../platform/concurrency';
import { useAppState } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { applyServerErrors } from '../../../ui/form-fields';
import { useCreateAgent, useUpdateAgent, writeAgent } from '../api/mutations';
import { ActionsSection } from './actions-section';
import { WebhookSecret } from './webhook-secret';
import { ConditionsSection } from './conditions-section';
import { conflictFormat, conflictLabels } from './conflict-format';
import { DryRunPanel } from './dry-run-panel';
import {
  createBody,
  editorDefaults,
  editorResolver,
  updateBody,
  type EditorValues,
} from './editor-form';
import { inputFields } from './fields';
import { IdentityFields, LimitsFields } from './settings-section';
import { TriggerSection } from './trigger-section';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: hint ? 0 : 2 }}>{children}</Box>
    </Paper>
  );
}

type UpdateFields = ReturnType<typeof updateBody>;

/**
 * The agent's definition — trigger → conditions → actions, its role and budget — and the dry
 * run. Without `agent` it creates one (`onSaved` gets it, the page moves to its address);
 * with one it saves a new version on the version it was opened on: a newer one in between
 * opens the conflict dialog, as every edit form does.
 */
export function AgentEditor({
  agent,
  onSaved,
}: {
  agent?: Agent;
  onSaved?: (agent: Agent) => void;
}) {
  const myRole = useAppState().data?.role ?? 'viewer';
  const client = useQueryClient();
  const form = useForm<EditorValues>({
    resolver: editorResolver,
    defaultValues: editorDefaults(agent),
  });
  // The version the form shows: what a save is made on (a ref: changing it redraws nothing).
  const baseVersion = useRef(agent?.version);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateAgent();
  const update = useUpdateAgent(agent?.id ?? '');
  const trigger = useWatch({ control: form.control, name: 'trigger' });
  const fields = inputFields(trigger);
  const { isDirty, isSubmitting } = form.formState;

  const show = (saved: Agent) => {
    baseVersion.current = saved.version;
    form.reset(editorDefaults(saved));
  };
  const afterSave = (saved: Agent) => {
    show(saved);
    notify.check(agent ? 'Agente salvo.' : 'Agente criado.');
    onSaved?.(saved);
  };

  // A newer version from elsewhere (another tab, "Restaurar") shows at once while nothing is
  // being edited; with edits in progress the save meets it as a conflict instead.
  useEffect(() => {
    if (agent && agent.version !== baseVersion.current && !form.formState.isDirty) show(agent);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version matters
  }, [agent?.version]);

  const versioned = useVersionedSave<Agent, UpdateFields>({
    send: (body) => update.mutateAsync(body),
    writeCurrent: (current) => writeAgent(client, current),
    labels: conflictLabels,
    format: conflictFormat,
    onReapplied: afterSave,
    onDiscarded: show,
  });

  // handleSubmit is built at submit time: the save reads the version ref only then.
  const submit = (event: FormEvent) =>
    form.handleSubmit(
      async (values) => {
        setProblem(null);
        try {
          if (agent) {
            const saved = await versioned.save(updateBody(values), baseVersion.current);
            if (saved) afterSave(saved);
          } else afterSave(await create.mutateAsync(createBody(values)));
        } catch (error) {
          setProblem(applyServerErrors(error, form.setError));
        }
      },
      () => setProblem('Revise os campos destacados.'),
    )(event);

  return (
    <FormProvider {...form}>
      {versioned.dialog}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label="Definição do agente"
        >
          <Stack spacing={3}>
            <Section title="Agente">
              <IdentityFields creating={!agent} />
            </Section>
            <Section title="Quando" hint="O que acorda o agente.">
              <TriggerSection hookPath={agent?.hookPath ?? null} />
            </Section>
            <Section title="Se" hint="Filtre pelo que aconteceu. Sem condições, age sempre.">
              <ConditionsSection fields={fields} />
            </Section>
            <Section
              title="Então"
              hint="As ações, em ordem. Textos aceitam campos, como {{task.title}}."
            >
              <Stack spacing={2}>
                <ActionsSection inputFields={fields} />
                <WebhookSecret agentId={agent?.id ?? null} />
              </Stack>
            </Section>
            <Section title="Papel e limites">
              <LimitsFields myRole={myRole} />
            </Section>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'flex-end' }}
            >
              {agent && isDirty && (
                <Button onClick={() => show(agent)} disabled={isSubmitting}>
                  Descartar alterações
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Salvando…' : agent ? 'Salvar' : 'Criar agente'}
              </Button>
            </Stack>
          </Stack>
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <Section
            title="Testar com um evento de exemplo"
            hint="Mostra o que o agente faria, sem fazer nada."
          >
            <DryRunPanel
              agentId={agent?.id ?? null}
              dirty={isDirty}
              conditions={agent?.conditions ?? { match: 'all', rules: [] }}
            />
          </Section>
        </Box>
      </Box>
    </FormProvider>
  );
}
