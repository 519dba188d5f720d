import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import {
  hubItemKindLabels,
  hubItemKinds,
  type Hub,
  type HubHome,
  type HubItem,
} from '@orbita/contracts/hubs';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { dayjs } from '../../../platform/dates';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { NexosPanel } from '../../../platform/nexos';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { EmptyState, QueryError } from '../../../ui/query-states';
import {
  useDeleteHub,
  useOrderHubItems,
  usePinHubItem,
  useRemoveHubItem,
  useUpdateHub,
} from '../api/mutations';
import { hubsQueries } from '../api/queries';
import { AddItemDialog } from '../components/add-item-dialog';
import { HubCover } from '../components/hub-cover';
import { fieldsOf, HubFormFields, type HubFormValues } from '../components/hub-form-fields';
import { HubMembers } from '../components/hub-members';
import { SortableItems } from '../components/sortable-items';

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function EditHubDialog({ hub, onClose }: { hub: Hub; onClose: () => void }) {
  const update = useUpdateHub(hub.id);
  const [values, setValues] = useState<HubFormValues>({
    name: hub.name,
    description: hub.description,
    icon: hub.icon ?? '',
    color: hub.color,
    restricted: hub.restricted,
  });
  const [cover, setCover] = useState<{ id: string | null; name: string | null }>({
    id: hub.coverFileId,
    name: hub.coverFileId ? 'Imagem atual' : null,
  });
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof HubFormValues, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setErrors({ name: 'Informe o nome.' });
    setProblem(null);
    update
      .mutateAsync({
        ...values,
        icon: values.icon.trim() || null,
        coverFileId: cover.id,
        version: hub.version,
      })
      .then(() => {
        notify.success('Hub atualizado.');
        onClose();
      })
      .catch((error: Error) => {
        setErrors(fieldsOf(error));
        setProblem(Object.keys(fieldsOf(error)).length ? null : error.message);
      });
  };
  return (
    <FormDialog
      title="Editar hub"
      problem={problem}
      submitting={update.isPending}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <HubFormFields values={values} errors={errors} onChange={setValues} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Capa: {cover.name ?? 'a cor escolhida'}
        </Typography>
        <Button onClick={() => setPicking(true)}>Escolher imagem</Button>
        {cover.id && <Button onClick={() => setCover({ id: null, name: null })}>Usar a cor</Button>}
      </Box>
      <MediaPickerDialog
        open={picking}
        title="Capa do hub"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setCover({ id: file.id, name: file.name });
          setPicking(false);
        }}
      />
    </FormDialog>
  );
}

/** The group of each item: pinned ones on top, then one group per kind. */
function groupsOf(items: HubItem[]) {
  const pinned = items.filter((i) => i.pinned);
  const rest = hubItemKinds.flatMap((kind) => {
    const of = items.filter((i) => !i.pinned && i.kind === kind);
    return of.length ? [{ key: kind, label: hubItemKindLabels[kind].many, items: of }] : [];
  });
  return pinned.length ? [{ key: 'fixados', label: 'Fixados', items: pinned }, ...rest] : rest;
}

function Activity({ hubId }: { hubId: string }) {
  const activity = useQuery(hubsQueries.activity(hubId));
  if (activity.isPending)
    return (
      <Typography color="text.secondary" role="status">
        Carregando atividade…
      </Typography>
    );
  if (activity.isError)
    return <QueryError error={activity.error} onRetry={() => void activity.refetch()} />;
  if (activity.data.entries.length === 0)
    return <Typography color="text.secondary">Nada ainda: adicione algo ao hub.</Typography>;
  return (
    <List dense disablePadding aria-label="Atividade do hub">
      {activity.data.entries.map((e) => (
        <ListItem key={`${e.action}:${e.kind}:${e.recordId}`} disableGutters>
          <ListItemText
            primary={
              <>
                <MuiLink component={Link} to={e.path} sx={{ overflowWrap: 'anywhere' }}>
                  {e.title}
                </MuiLink>{' '}
                {e.action === 'adicionado'
                  ? `adicionado ao hub${e.actorName ? ` por ${e.actorName}` : ''}`
                  : 'alterado'}
              </>
            }
            secondary={dayjs(e.at).format('DD/MM/YYYY [às] HH:mm')}
          />
        </ListItem>
      ))}
    </List>
  );
}

function HubView({ home }: { home: HubHome }) {
  const { hub, items } = home;
  const canDelete = useCan('structure.manage', 'structures') && hub.canEdit;
  const navigate = useNavigate();
  const pin = usePinHubItem(hub.id);
  const removeItem = useRemoveHubItem(hub.id);
  const order = useOrderHubItems(hub.id);
  const remove = useDeleteHub();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const fail = (error: Error) => notify.error(error.message);
  const groups = groupsOf(items);

  /** A group's new order, placed in the slots its items held in the hub's full order. */
  const reorder = (groupIds: string[]) => {
    const inGroup = new Set(groupIds);
    const queue = [...groupIds];
    const all = [...items]
      .sort((a, b) => a.position - b.position)
      .map((i) => (inGroup.has(i.id) ? queue.shift()! : i.id));
    order.mutateAsync(all).catch(fail);
  };

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 2 }}>
        <HubCover hub={hub} height={hub.coverUrl ? 160 : 72} />
      </Paper>
      <PageHeader
        title={hub.name}
        subtitle="Hub"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {hub.canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                Adicionar ao hub
              </Button>
            )}
            {hub.canEdit && (
              <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                Editar
              </Button>
            )}
            {canDelete && (
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setDeleting(true)}
              >
                Excluir
              </Button>
            )}
          </Box>
        }
      />
      {(hub.description || hub.restricted) && (
        <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
          {hub.restricted && (
            <Chip
              icon={<LockOutlinedIcon />}
              label="Somente membros do hub"
              sx={{ justifySelf: 'start' }}
            />
          )}
          {hub.description && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {hub.description}
            </Typography>
          )}
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {groups.length === 0 ? (
            <EmptyState
              icon={<WorkspacesOutlinedIcon />}
              title="O hub ainda está vazio."
              action={
                hub.canEdit && (
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => setAdding(true)}
                  >
                    Adicionar ao hub
                  </Button>
                )
              }
            >
              Traga para cá as listas, processos, mapas mentais, páginas, publicações, códices e
              jogos deste tema. Eles continuam nos seus módulos; o hub só os reúne.
            </EmptyState>
          ) : (
            groups.map((group) => (
              <Section key={group.key} title={group.label}>
                <SortableItems
                  label={group.label}
                  items={group.items}
                  canEdit={hub.canEdit}
                  onOrder={reorder}
                  onPin={(item) =>
                    pin.mutateAsync({ itemId: item.id, pinned: !item.pinned }).catch(fail)
                  }
                  onRemove={(item) =>
                    removeItem
                      .mutateAsync(item.id)
                      .then(() => notify.success(`“${item.title}” saiu do hub.`))
                      .catch(fail)
                  }
                />
              </Section>
            ))
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={`Membros (${home.members.length})`}>
            <HubMembers home={home} />
          </Section>
          <Section title="Atividade">
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              Quando cada registro entrou no hub e quando foi alterado pela última vez.
            </Typography>
            <Activity hubId={hub.id} />
          </Section>
          <NexosPanel kind="hub" id={hub.id} card />
        </Box>
      </Box>
      {editing && <EditHubDialog hub={hub} onClose={() => setEditing(false)} />}
      {adding && <AddItemDialog hubId={hub.id} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting}
        title="Excluir hub?"
        text={`“${hub.name}” será excluído. As listas, processos e páginas dele continuam nos seus módulos.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove
            .mutateAsync(hub.id)
            .then(() => {
              notify.success('Hub excluído.');
              void navigate('/fabrica/hubs');
            })
            .catch(fail)
        }
      />
    </Box>
  );
}

/** `/fabrica/hub/:id`: the hub home (cover, members, items by kind, activity). */
export function HubPage() {
  const { id = '' } = useParams();
  const home = useQuery({ ...hubsQueries.home(id), enabled: !!id });
  if (!id)
    return (
      <EmptyState
        icon={<WorkspacesOutlinedIcon />}
        title="Escolha um hub."
        action={
          <Button component={Link} to="/fabrica/hubs" variant="outlined">
            Ver os hubs
          </Button>
        }
      >
        Abra um hub pela lista de hubs.
      </EmptyState>
    );
  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return (
      <RecordElsewhere kind="hub" id={id} error={home.error} onRetry={() => void home.refetch()} />
    );
  return <HubView home={home.data} />;
}
