import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { can } from '@orbita/contracts/workspaces';
import {
  instantiateStructureBodySchema,
  structureKindLabels,
  type InstantiatedStructure,
  type Structure,
  type StructureVersionSummary,
} from '@orbita/contracts/structures';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../platform/http';
import { useAppState } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { switchWorkspace } from '../../../platform/workspace-switch/switch-workspace';
import { FormDialog } from '../../../ui/form-dialog';
import { structuresQueries } from '../api/queries';
import { structuresApi } from '../api/structures-api';

/**
 * "Usar estrutura": the new record's name, the workspace it goes to (those of the person's
 * where their role may create) and, when the versions are known, which one. In this
 * workspace it opens the new record; in another it offers the switch.
 */
export function UseStructureDialog({
  structure,
  versions,
  onClose,
}: {
  structure: Structure;
  versions?: StructureVersionSummary[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const current = useAppState().data?.workspaceId ?? '';
  const workspaces = useQuery(structuresQueries.workspaces());
  const targets = (workspaces.data ?? []).filter((w) => can(w.role, 'structure.manage'));
  const [name, setName] = useState(structure.name);
  const [workspaceId, setWorkspaceId] = useState(current);
  const [versionNumber, setVersionNumber] = useState(structure.currentVersion);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<InstantiatedStructure | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (made) return;
    const parsed = instantiateStructureBodySchema.safeParse({ name, workspaceId, versionNumber });
    if (!parsed.success) {
      setNameProblem(parsed.error.issues[0]?.message ?? 'Informe o nome.');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const result = await structuresApi.instantiate(structure.id, parsed.data);
      if (result.workspaceId === current) {
        notify.check(`${structureKindLabels[result.kind]} "${result.name}" criada.`);
        onClose();
        void navigate(result.path);
      } else setMade(result);
    } catch (error) {
      if (error instanceof HttpError && error.fields?.name) setNameProblem(error.fields.name);
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const madeIn = made && workspaces.data?.find((w) => w.id === made.workspaceId)?.name;
  const goThere = async () => {
    if (!made) return;
    await switchWorkspace(client, made.workspaceId, () => void navigate(made.path));
    onClose();
  };

  return (
    <FormDialog
      title={`Usar "${structure.name}"`}
      problem={problem}
      submitting={saving}
      submitLabel="Criar"
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      {made ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => void goThere()}>
              Ir para lá
            </Button>
          }
        >
          "{made.name}" foi criada na conta {madeIn ?? 'escolhida'}. Para abri-la, troque de conta.
        </Alert>
      ) : (
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Cria {structure.kind === 'lista' || structure.kind === 'pagina' ? 'uma' : 'um'}{' '}
            {structureKindLabels[structure.kind].toLowerCase()} com o que a estrutura guarda.
          </Typography>
          <TextField
            label="Nome"
            required
            autoFocus
            fullWidth
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameProblem(null);
            }}
            error={!!nameProblem}
            helperText={nameProblem ?? undefined}
          />
          <TextField
            select
            label="Conta"
            fullWidth
            value={targets.some((w) => w.id === workspaceId) ? workspaceId : ''}
            onChange={(e) => setWorkspaceId(e.target.value)}
            helperText={
              workspaces.isError
                ? 'Não foi possível carregar suas contas: usa-se a conta atual.'
                : 'Só as contas em que seu papel permite criar.'
            }
          >
            {targets.map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {w.name}
                {w.id === current ? ' (atual)' : ''}
              </MenuItem>
            ))}
          </TextField>
          {versions && versions.length > 1 && (
            <TextField
              select
              label="Versão"
              fullWidth
              value={versionNumber}
              onChange={(e) => setVersionNumber(Number(e.target.value))}
            >
              {versions.map((v) => (
                <MenuItem key={v.number} value={v.number}>
                  Versão {v.number}
                  {v.number === structure.currentVersion ? ' (atual)' : ''}
                  {v.note ? ` — ${v.note}` : ''}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
