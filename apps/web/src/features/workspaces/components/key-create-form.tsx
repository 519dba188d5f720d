import { Box, Button, TextField } from '@mui/material';
import { type ApiKeyWithSecret, type GrantableRole, type Role } from '@orbita/contracts/workspaces';
import { useState } from 'react';
import { HttpError } from '../../../platform/http';
import { useCreateKey } from '../api/mutations';
import { endOfDaySaoPaulo } from '../format';
import { AllowedIpsEditor } from './allowed-ips-editor';
import { FormAlert } from './form-alert';
import { ExpiryField, KeyRoleField, MainKeySwitch } from './key-fields';

/** "Nova chave": name, role, allowed IPs, main flag, expiry. The answer carries the secret, once. */
export function KeyCreateForm({
  workspaceId,
  myRole,
  onCreated,
  onCancel,
}: {
  workspaceId: string;
  myRole: Role;
  onCreated: (created: ApiKeyWithSecret) => void;
  onCancel?: () => void;
}) {
  const create = useCreateKey(workspaceId);
  const [name, setName] = useState('');
  const [role, setRole] = useState<GrantableRole>('viewer');
  const [allowedIps, setAllowedIps] = useState<string[]>([]);
  const [main, setMain] = useState(false);
  const [expiry, setExpiry] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!name.trim()) return setFields({ name: 'Informe o nome da chave.' });
    setFields({});
    create.mutate(
      { name, role, allowedIps, main, expiresAt: expiry ? endOfDaySaoPaulo(expiry) : null },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const serverFields = error instanceof HttpError ? (error.fields ?? {}) : {};
          setFields(serverFields);
          setAlert(Object.keys(serverFields).length > 0 ? null : error.message);
        },
      },
    );
  };
  const ipError = Object.entries(fields).find(([k]) => k.startsWith('allowedIps'))?.[1];

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        autoFocus
        label="Nome"
        value={name}
        onChange={(e) => setName(e.target.value)}
        fullWidth
        error={!!fields.name}
        helperText={fields.name ?? 'Para lembrar onde a chave é usada, como "ERP" ou "Zapier".'}
      />
      <KeyRoleField myRole={myRole} value={role} onChange={setRole} />
      <AllowedIpsEditor value={allowedIps} onChange={setAllowedIps} />
      <FormAlert severity="error">{ipError}</FormAlert>
      <MainKeySwitch checked={main} onChange={setMain} />
      <ExpiryField value={expiry} onChange={setExpiry} error={fields.expiresAt} />
      <FormAlert severity="error">{alert}</FormAlert>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={create.isPending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Criando…' : 'Criar chave'}
        </Button>
      </Box>
    </Box>
  );
}
