import { Box, Button, TextField } from '@mui/material';
import type { ApiKey, GrantableRole, Role } from '@orbita/contracts/workspaces';
import { useState } from 'react';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { useUpdateKey } from '../api/mutations';
import { endOfDaySaoPaulo, saoPauloDay } from '../format';
import { AllowedIpsEditor } from './allowed-ips-editor';
import { FormAlert } from './form-alert';
import { ExpiryField, KeyRoleField, MainKeySwitch } from './key-fields';
import { SectionCard } from '../../../ui/section-card';

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

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
  const update = useUpdateKey(workspaceId);
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
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        keyId: apiKey.id,
        body: { name, role, main, expiresAt: expiry ? endOfDaySaoPaulo(expiry) : null },
      },
      {
        onSuccess: () => (setFields({}), notify.success('Chave salva.')),
        onError: (err) =>
          setFields(err instanceof HttpError && err.fields ? err.fields : { _: err.message }),
      },
    );
  };
  return (
    <SectionCard variant="outlined" title="Configuração">
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
            disabled={!dirty || update.isPending}
            sx={{ justifySelf: 'end' }}
          >
            {update.isPending ? 'Salvando…' : 'Salvar'}
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
  const update = useUpdateKey(workspaceId);
  const [ips, setIps] = useState(apiKey.allowedIps);
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    update.mutate(
      { keyId: apiKey.id, body: { allowedIps: ips } },
      {
        onSuccess: () => (setError(null), notify.success('IPs permitidos salvos.')),
        onError: (err) =>
          setError(
            err instanceof HttpError && err.fields ? Object.values(err.fields)[0]! : err.message,
          ),
      },
    );
  return (
    <SectionCard
      variant="outlined"
      title="IPs permitidos"
      subtitle="Requisições com esta chave só são aceitas destes endereços. IPv4, IPv6 e faixas CIDR."
    >
      <AllowedIpsEditor value={ips} onChange={setIps} disabled={readOnly} />
      <FormAlert severity="error">{error}</FormAlert>
      {!readOnly && (
        <Button
          variant="contained"
          onClick={save}
          disabled={sameList(ips, apiKey.allowedIps) || update.isPending}
          sx={{ justifySelf: 'end' }}
        >
          {update.isPending ? 'Salvando…' : 'Salvar IPs'}
        </Button>
      )}
    </SectionCard>
  );
}
