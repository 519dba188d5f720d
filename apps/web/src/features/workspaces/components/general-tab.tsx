import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import {
  can,
  renameWorkspaceBodySchema,
  roleLabels,
  workspaceKindLabels,
  type WorkspaceDetail,
} from '@orbita/contracts/workspaces';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import {
  useDeleteWorkspace,
  useLeaveWorkspace,
  useRenameWorkspace,
  useTransferOwnership,
} from '../api/mutations';
import { memberQueries, workspaceQueries } from '../api/queries';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { formatDate } from '../format';
import { ConfirmDialog } from './confirm-dialog';
import { FormAlert } from './form-alert';
import { SectionCard } from '../../../ui/section-card';

/** A refusal is shown where it was asked (the mutation's error), not thrown again. */
const ignore = () => undefined;

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </Box>
  );
}

function RenameForm({ workspace }: { workspace: WorkspaceDetail }) {
  const rename = useRenameWorkspace(workspace.id);
  const client = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  // The version the name field was loaded with (and then the one each save answers).
  const [base, setBase] = useState(workspace.version);
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(renameWorkspaceBodySchema),
    defaultValues: { name: workspace.name },
  });
  const saved = (detail: WorkspaceDetail) => {
    setBase(detail.version);
    reset({ name: detail.name });
    notify.success('Nome salvo.');
  };
  const versioned = useVersionedSave<WorkspaceDetail, { name: string }>({
    send: (body) => rename.mutateAsync(body),
    writeCurrent: (current) => {
      client.setQueryData(workspaceQueries.detail(current.id).queryKey, current);
      setBase(current.version);
      reset({ name: current.name });
    },
    labels: { name: 'Nome da conta' },
    onReapplied: saved,
  });
  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const detail = await versioned.save({ name: values.name }, base);
      if (detail) saved(detail);
    } catch (error) {
      setAlert(applyServerErrors(error, setError, ['name']));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {versioned.dialog}
      <TextField
        label="Nome da conta"
        fullWidth
        {...muiField(register('name'))}
        {...fieldError(formState.errors.name)}
      />
      <FormAlert severity="error">{alert}</FormAlert>
      <Button
        type="submit"
        variant="contained"
        disabled={!formState.isDirty || rename.isPending}
        sx={{ justifySelf: 'end' }}
      >
        {rename.isPending ? 'Salvando…' : 'Salvar nome'}
      </Button>
    </Box>
  );
}

function TransferForm({ workspace }: { workspace: WorkspaceDetail }) {
  const members = useQuery(memberQueries.list(workspace.id));
  const transfer = useTransferOwnership(workspace.id);
  const [userId, setUserId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const candidates = (members.data ?? []).filter((m) => m.role !== 'owner');
  const chosen = candidates.find((m) => m.userId === userId);
  if (members.isSuccess && candidates.length === 0)
    return (
      <Typography color="text.secondary">
        Convide alguém para a conta antes de transferir a posse.
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label="Novo Principal"
        value={userId}
        onChange={(e) => setUserId(e.target.value)}
        fullWidth
        disabled={!members.isSuccess}
        helperText={
          members.isError ? members.error.message : 'Você continuará na conta como Admin.'
        }
      >
        {candidates.map((m) => (
          <MenuItem key={m.userId} value={m.userId}>
            {m.name} ({roleLabels[m.role]})
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!chosen}
        onClick={() => setConfirming(true)}
        sx={{ justifySelf: 'end' }}
      >
        Transferir posse
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Transferir a posse?"
        confirmLabel="Transferir"
        busy={transfer.isPending}
        error={transfer.error?.message}
        onClose={() => setConfirming(false)}
        // The promise, not mutate's callbacks: the answer makes me an Admin, so this form
        // (the Principal's) leaves the screen while the members reload, and with it those
        // callbacks. The name is the one chosen now: the reloaded list no longer offers it.
        // A refusal shows in the dialog (the mutation's error).
        onConfirm={() =>
          void transfer.mutateAsync(userId).then(() => {
            setConfirming(false);
            setUserId('');
            notify.success(`${chosen?.name ?? 'O membro'} agora é o Principal da conta.`);
          }, ignore)
        }
      >
        {chosen?.name} passará a ser o Principal de {workspace.name}, e você ficará como Admin. Só o
        novo Principal poderá devolver a posse.
      </ConfirmDialog>
    </Box>
  );
}

function DangerZone({ workspace }: { workspace: WorkspaceDetail }) {
  const owner = workspace.role === 'owner';
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Off this workspace's page before anything of it reloads (it would answer 404), to my
  // workspaces, saying where I am now.
  const gone = (message: string) => (now: { name: string } | undefined) => {
    setOpen(false);
    notify.success(now ? `${message} Agora você está na conta ${now.name}.` : message);
    void navigate('/conta/contas', { replace: true });
  };
  const remove = useDeleteWorkspace(workspace.id, gone(`Conta ${workspace.name} excluída.`));
  const leave = useLeaveWorkspace(workspace.id, gone(`Você saiu da conta ${workspace.name}.`));
  if (owner && workspace.kind === 'personal')
    return (
      <Typography color="text.secondary">
        A conta pessoal não pode ser excluída nem transferida.
      </Typography>
    );
  return (
    <>
      <Typography color="text.secondary">
        {owner
          ? 'Excluir a conta apaga tudo o que há nela, para todos os membros. Não dá para desfazer.'
          : 'Ao sair, você perde o acesso a esta conta até receber um novo convite.'}
      </Typography>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {owner ? 'Excluir conta' : 'Sair da conta'}
      </Button>
      {owner ? (
        <ConfirmDialog
          open={open}
          danger
          title="Excluir a conta?"
          confirmLabel="Excluir para sempre"
          typeToConfirm={workspace.name}
          busy={remove.isPending}
          error={remove.error?.message}
          onClose={() => setOpen(false)}
          onConfirm={() => remove.mutate(workspace.name)}
        >
          Tudo o que há em {workspace.name} será apagado: listas, tarefas, membros, chaves e o
          histórico.
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          open={open}
          danger
          title="Sair da conta?"
          confirmLabel="Sair"
          busy={leave.isPending}
          error={leave.error?.message}
          onClose={() => setOpen(false)}
          onConfirm={() => leave.mutate(undefined)}
        >
          Você deixará de ver {workspace.name}. As chaves de API que você criou nela serão
          revogadas.
        </ConfirmDialog>
      )}
    </>
  );
}

/** Geral: facts, rename (Admin), transfer and delete (Principal), leave (everyone else). */
export function GeneralTab({ workspace }: { workspace: WorkspaceDetail }) {
  const admin = can(workspace.role, 'workspace.admin');
  const owner = can(workspace.role, 'workspace.own');
  return (
    <Box sx={grid}>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        <SectionCard variant="outlined" title="Sobre a conta">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Fact label="Tipo" value={workspaceKindLabels[workspace.kind]} />
            <Fact label="Principal" value={`${workspace.owner.name} (${workspace.owner.email})`} />
            <Fact label="Membros" value={String(workspace.memberCount)} />
            <Fact label="Equipes" value={String(workspace.teamCount)} />
            <Fact label="Seu papel" value={roleLabels[workspace.role]} />
            <Fact label="Criada em" value={formatDate(workspace.createdAt)} />
          </Box>
        </SectionCard>
        {admin && (
          <SectionCard
            variant="outlined"
            title="Nome"
            subtitle="Como a conta aparece para todos os membros."
          >
            <RenameForm key={workspace.name} workspace={workspace} />
          </SectionCard>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        {owner && workspace.kind === 'shared' && (
          <SectionCard
            variant="outlined"
            title="Transferir posse"
            subtitle="Entregue a conta a outro membro, que vira o Principal."
          >
            <TransferForm workspace={workspace} />
          </SectionCard>
        )}
        <SectionCard
          variant="outlined"
          title={owner ? 'Excluir conta' : 'Sair da conta'}
          tone="danger"
        >
          <DangerZone workspace={workspace} />
        </SectionCard>
      </Box>
    </Box>
  );
}
