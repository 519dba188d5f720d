import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  STRUCTURE_DESCRIPTION_MAX,
  STRUCTURE_NOTE_MAX,
  structureKindLabels,
  updateStructureBodySchema,
  type StructureDetail,
  type UpdateStructureBody,
} from '@orbita/contracts/structures';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useVersionedSave } from '../../../platform/concurrency';
import { dayjs } from '../../../platform/dates';
import { HttpError, statusOf } from '../../../platform/http';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { structuresQueries } from '../api/queries';
import { structuresApi } from '../api/structures-api';
import { KindIcon } from '../components/kind-icon';
import { SnapshotPreview } from '../components/snapshot-preview';
import { UseStructureDialog } from '../components/use-structure-dialog';

const labels = {
  name: 'Nome',
  description: 'Descrição',
  icon: 'Ícone',
  currentVersion: 'Versão atual',
};

/** "Editar estrutura": name and description, versioned (a stale edit opens the conflict dialog). */
function EditDialog({ structure, onClose }: { structure: StructureDetail; onClose: () => void }) {
  const client = useQueryClient();
  const [saved, setSaved] = useState(structure);
  const [name, setName] = useState(structure.name);
  const [description, setDescription] = useState(structure.description);
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const write = useCallback(
    (next: Partial<StructureDetail> & { id: string }) =>
      client.setQueryData<StructureDetail>(
        structuresQueries.detail(next.id).queryKey,
        (d) => d && { ...d, ...next },
      ),
    [client],
  );
  const { save, dialog } = useVersionedSave({
    record: saved,
    send: useCallback(
      async (body: UpdateStructureBody) => {
        const next = await structuresApi.update(structure.id, body);
        write(next);
        void client.invalidateQueries({ queryKey: [...structuresQueries.all(), 'list'] });
        return next;
      },
      [client, structure.id, write],
    ),
    writeCurrent: write,
    labels,
    onReapplied: onClose,
    onDiscarded: (current) => {
      setSaved({ ...saved, ...current });
      setName(current.name);
      setDescription(current.description);
    },
  });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = updateStructureBodySchema.safeParse({ name, description });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setProblems(next);
    }
    const body: UpdateStructureBody = {};
    if (parsed.data.name !== saved.name) body.name = parsed.data.name;
    if (parsed.data.description !== saved.description) body.description = parsed.data.description;
    if (Object.keys(body).length === 0) return onClose();
    setSaving(true);
    setProblem(null);
    try {
      if (await save(body)) {
        notify.check('Estrutura salva.');
        onClose();
      }
    } catch (error) {
      if (error instanceof HttpError && error.fields) setProblems(error.fields);
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {dialog}
      <FormDialog
        title="Editar estrutura"
        problem={problem}
        submitting={saving}
        maxWidth="sm"
        onSubmit={(e) => void submit(e)}
        onClose={onClose}
      >
        <TextField
          label="Nome"
          required
          autoFocus
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!problems.name}
          helperText={problems.name}
        />
        <TextField
          label="Descrição"
          multiline
          minRows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={!!problems.description}
          helperText={problems.description ?? `Até ${STRUCTURE_DESCRIPTION_MAX} caracteres.`}
        />
      </FormDialog>
    </>
  );
}

/** "Nova versão a partir da origem": the source record as it is now, with an optional note. */
function NewVersionDialog({
  structure,
  onClose,
}: {
  structure: StructureDetail;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const next = await structuresApi.createVersion(structure.id, {
        note: note.trim() || undefined,
        version: structure.version,
      });
      client.setQueryData(structuresQueries.detail(structure.id).queryKey, next);
      notify.check(`Versão ${next.currentVersion} criada.`);
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      title="Nova versão a partir da origem"
      problem={problem}
      submitting={saving}
      submitLabel="Criar versão"
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        O registro de origem, como está agora, vira a versão {structure.currentVersion + 1}.
      </Typography>
      <TextField
        label="Nota da versão"
        autoFocus
        value={note}
        onChange={(e) => setNote(e.target.value)}
        helperText={`Opcional: o que mudou (até ${STRUCTURE_NOTE_MAX} caracteres).`}
        slotProps={{ htmlInput: { maxLength: STRUCTURE_NOTE_MAX } }}
      />
    </FormDialog>
  );
}

function Details({ structure }: { structure: StructureDetail }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const canManage = useCan('structure.manage', 'structures');
  const [open, setOpen] = useState<'use' | 'edit' | 'version' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const own = !structure.gallery && canManage;
  const remove = () => {
    setDeleting(true);
    structuresApi.remove(structure.id).then(
      () => {
        notify.check('Estrutura excluída.');
        client.removeQueries({ queryKey: structuresQueries.detail(structure.id).queryKey });
        void client.invalidateQueries({ queryKey: [...structuresQueries.all(), 'list'] });
        void navigate('/fabrica/estruturas');
      },
      (error: Error) => {
        setDeleting(false);
        setOpen(null);
        notify.error(error.message);
      },
    );
  };
  return (
    <Box>
      <PageHeader
        title={structure.name}
        subtitle={`Estrutura · ${structureKindLabels[structure.kind]}`}
        actions={
          canManage && (
            <Button variant="contained" onClick={() => setOpen('use')}>
              Usar
            </Button>
          )
        }
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Chip
          icon={<KindIcon kind={structure.kind} />}
          label={structureKindLabels[structure.kind]}
        />
        {structure.gallery && <Chip label="Galeria" color="primary" variant="outlined" />}
        <Typography variant="body2" color="text.secondary">
          Versão atual: {structure.currentVersion}
        </Typography>
        {structure.source && (
          <Typography variant="body2" color="text.secondary">
            · Origem:{' '}
            {structure.source.exists ? (
              <Link component={RouterLink} to={structure.source.path}>
                abrir o registro
              </Link>
            ) : (
              'excluída'
            )}
          </Typography>
        )}
      </Stack>
      {structure.description && (
        <Typography sx={{ mb: 2, maxWidth: 760, whiteSpace: 'pre-wrap' }}>
          {structure.description}
        </Typography>
      )}
      {own && (
        <Stack direction="row" sx={{ mb: 3, flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<EditOutlinedIcon />} onClick={() => setOpen('edit')}>
            Editar
          </Button>
          {structure.source?.exists && (
            <Button startIcon={<HistoryIcon />} onClick={() => setOpen('version')}>
              Nova versão a partir da origem
            </Button>
          )}
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen('delete')}>
            Excluir
          </Button>
        </Stack>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="conteudo">
          <Typography id="conteudo" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            O que ela cria
          </Typography>
          {structure.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {structure.summary}
            </Typography>
          )}
          <SnapshotPreview snapshot={structure.snapshot} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="versoes">
          <Typography id="versoes" variant="h6" component="h2" sx={{ mb: 1 }}>
            Versões ({structure.versionCount})
          </Typography>
          <List dense disablePadding aria-label="Versões">
            {structure.versions.map((v) => (
              <ListItem key={v.number} disableGutters divider>
                <ListItemText
                  primary={`Versão ${v.number}${v.number === structure.currentVersion ? ' (atual)' : ''}${v.note ? ` — ${v.note}` : ''}`}
                  secondary={`${dayjs(v.createdAt).format('DD/MM/YYYY')}${v.createdByName ? ` · ${v.createdByName}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>
      {open === 'use' && (
        <UseStructureDialog
          structure={structure}
          versions={structure.versions}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'edit' && <EditDialog structure={structure} onClose={() => setOpen(null)} />}
      {open === 'version' && (
        <NewVersionDialog structure={structure} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={open === 'delete'}
        title="Excluir estrutura?"
        text={`"${structure.name}" e suas ${structure.versionCount} versões serão excluídas. Os registros já criados a partir dela continuam.`}
        busy={deleting}
        onCancel={() => setOpen(null)}
        onConfirm={remove}
      />
    </Box>
  );
}

/** /fabrica/estrutura/{id}: details, what it creates, versions, and its actions. */
export function StructurePage() {
  const { id = '' } = useParams();
  const query = useQuery({ ...structuresQueries.detail(id), enabled: !!id });
  if (!id || statusOf(query.error) === 404 || statusOf(query.error) === 400)
    return (
      <EmptyState
        icon={<SearchOffOutlined />}
        title="Estrutura não encontrada"
        action={
          <Button component={RouterLink} to="/fabrica/estruturas" variant="outlined">
            Voltar às estruturas
          </Button>
        }
      >
        Ela pode ter sido excluída, ou o link está incompleto.
      </EmptyState>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingBlocks label="Carregando estrutura" count={2} height={200} />;
  return (
    <>
      {query.data.gallery && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Estrutura da galeria do Orbita: use-a à vontade; para mudá-la, crie um registro a partir
          dela e salve-o como estrutura sua.
        </Alert>
      )}
      <Details structure={query.data} />
    </>
  );
}
