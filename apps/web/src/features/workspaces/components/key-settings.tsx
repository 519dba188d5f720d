import { Box, Button, TextField } from '@mui/material';
import {
  roleLabels,
  type ApiKey,
  type GrantableRole,
  type Role,
  type UpdateApiKeyBody,
} from '@orbita/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { useUpdateKey, writeKey } from '../api/mutations';
import { endOfDaySaoPaulo, saoPauloDay } from '../format';
import { AllowedIpsEditor } from './allowed-ips-editor';
import { FormAlert } from './form-alert';
import { ExpiryField, KeyRoleField, MainKeySwitch } from './key-fields';
import { SectionCard } from '../../../ui/section-card';

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The version an edit is made on: the key's while the form is untouched (the other card's
 * save or a realtime refetch moves it), frozen when the person starts changing something,
 * so a change made meanwhile by someone else answers 409 instead of being overwritten.
 */
function useEditedVersion(version: number, dirty: boolean): number {
  const [frozen, setFrozen] = useState<number | null>(null);
  if (dirty && frozen === null) setFrozen(version);
  if (!dirty && frozen !== null) setFrozen(null);
  return dirty ? (frozen ?? version) : version;
}

const keyLabels = {
  name: 'Nome',
  role: 'Papel',
  main: 'Chave principal',
  expiresAt: 'Expira em',
  allowedIps: 'IPs permitidos',
};

/** The key's save through the concurrency kit: 409 → newer key in cache + conflict dialog. */
function useKeySave(
  workspaceId: string,
  apiKey: ApiKey,
  onSaved: (saved: ApiKey) => void,
  onDiscarded: (current: ApiKey) => void,
) {
  const update = useUpdateKey(workspaceId);
  const client = useQueryClient();
  const versioned = useVersionedSave<ApiKey, UpdateApiKeyBody>({
    send: (body) => update.mutateAsync({ keyId: apiKey.id, body }),
    writeCurrent: (current) => void writeKey(workspaceId)(client, current),
    labels: keyLabels,
    format: (field, value) =>
      field === 'expiresAt'
        ? value
          ? saoPauloDay(value as string)
          : 'Nunca'
        : field === 'role'
          ? roleLabels[value as Role]
          : undefined,
    onReapplied: onSaved,
    onDiscarded,
  });
  return { ...versioned, pending: update.isPending };
}

/** Name, role, main flag and expiry of a key. */
export function KeySettings({
  workspaceId,
  apiKey,
  myRole,
  readOnly,
}: {
  workspaceId: string;
  apiKey: ApiKey;
  myRole: Role;
  readOnly: boolean;
}) {
  const [name, setName] = useState(apiKey.name);
  const [role, setRole] = useState<GrantableRole>(apiKey.role === 'owner' ? 'admin' : apiKey.role);
  const [main, setMain] = useState(apiKey.main);
  const [expiry, setExpiry] = useState(apiKey.expiresAt ? saoPauloDay(apiKey.expiresAt) : '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const dirty =
    name !== apiKey.name ||
    role !== apiKey.role ||
    main !== apiKey.main ||
    expiry !== (apiKey.expiresAt ? saoPauloDay(apiKey.expiresAt) : '');
  const version = useEditedVersion(apiKey.version, dirty);
  const saved = () => (setFields({}), notify.success('Chave salva.'));
  const update = useKeySave(workspaceId, apiKey, saved, (current) => {
    setName(current.name);
    setRole(current.role === 'owner' ? 'admin' : current.role);
    setMain(current.main);
    setExpiry(current.expiresAt ? saoPauloDay(current.expiresAt) : '');
  });
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { name, role, main, expiresAt: expiry ? endOfDaySaoPaulo(expiry) : null };
    update
      .save(body, version)
      .then((answer) => answer && saved())
      .catch((err: Error) =>
        setFields(err instanceof HttpError && err.fields ? err.fields : { _: err.message }),
      );
  };
  return (
    <SectionCard variant="outlined" title="Configuração">
      {update.dialog}
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label="Nome"
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={readOnly}
          fullWidth
          error={!!fields.name}
          helperText={fields.name}
        />
        <KeyRoleField myRole={myRole} value={role} onChange={setRole} disabled={readOnly} />
        <MainKeySwitch checked={main} onChange={setMain} disabled={readOnly} />
        <ExpiryField
          value={expiry}
          onChange={setExpiry}
          disabled={readOnly}
          error={fields.expiresAt}
        />
        <FormAlert severity="error">{fields._}</FormAlert>
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || update.pending}
            sx={{ justifySelf: 'end' }}
          >
            {update.pending ? 'Salvando…' : 'Salvar'}
          </Button>
        )}
      </Box>
    </SectionCard>
  );
}

/** The allowed-IPs list of a key, saved on its own. */
export function KeyAllowedIps({
  workspaceId,
  apiKey,
  readOnly,
}: {
  workspaceId: string;
  apiKey: ApiKey;
  readOnly: boolean;
}) {
  const [ips, setIps] = useState(apiKey.allowedIps);
  const [error, setError] = useState<string | null>(null);
  const version = useEditedVersion(apiKey.version, !sameList(ips, apiKey.allowedIps));
  const saved = () => (setError(null), notify.success('IPs permitidos salvos.'));
  const update = useKeySave(workspaceId, apiKey, saved, (current) => setIps(current.allowedIps));
  const save = () =>
    update
      .save({ allowedIps: ips }, version)
      .then((answer) => answer && saved())
      .catch((err: Error) =>
        setError(
          err instanceof HttpError && err.fields ? Object.values(err.fields)[0]! : err.message,
        ),
      );
  return (
    <SectionCard
      variant="outlined"
      title="IPs permitidos"
      subtitle="Requisições com esta chave só são aceitas destes endereços. IPv4, IPv6 e faixas CIDR."
    >
      {update.dialog}
      <AllowedIpsEditor value={ips} onChange={setIps} disabled={readOnly} />
      <FormAlert severity="error">{error}</FormAlert>
      {!readOnly && (
        <Button
          variant="contained"
          onClick={save}
          disabled={sameList(ips, apiKey.allowedIps) || update.pending}
          sx={{ justifySelf: 'end' }}
        >
          {update.pending ? 'Salvando…' : 'Salvar IPs'}
        </Button>
      )}
    </SectionCard>
  );
}
