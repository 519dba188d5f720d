import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api/profile-mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { changePasswordFormSchema } from '../forms/schemas';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SectionCard } from '../../../ui/section-card';

/** Credentials: change the password (or set one, for accounts created with Google). */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    setAlert(null);
    setSaved(false);
    if (hasPassword && !values.currentPassword) {
      setError(
        'currentPassword',
        { type: 'required', message: 'Informe sua senha atual.' },
        { shouldFocus: true },
      );
      return;
    }
    change.mutate(
      {
        newPassword: values.newPassword,
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      },
      {
        onSuccess: () => {
          setSaved(true);
          reset();
        },
        onError: (error) =>
          setAlert(applyServerErrors(error, setError, ['currentPassword', 'newPassword'])),
      },
    );
  });

  return (
    <SectionCard
      title="Credenciais"
      subtitle={
        hasPassword
          ? 'Troque sua senha quando quiser.'
          : 'Sua conta entra pelo Google. Defina uma senha para entrar também com e-mail.'
      }
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {hasPassword && (
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            fullWidth
            {...muiField(register('currentPassword'))}
            {...fieldError(errors.currentPassword)}
          />
        )}
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          fullWidth
          {...muiField(register('newPassword'))}
          {...fieldError(errors.newPassword, 'Pelo menos 8 caracteres, diferente do seu e-mail.')}
        />
        <PasswordField
          label="Confirme a nova senha"
          autoComplete="new-password"
          fullWidth
          {...muiField(register('confirmation'))}
          {...fieldError(errors.confirmation)}
        />
        <FormAlert severity="error">{alert}</FormAlert>
        {saved && (
          <FormAlert severity="success">
            {hasPassword ? 'Senha alterada.' : 'Senha definida.'}
          </FormAlert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          sx={{ justifySelf: 'end' }}
        >
          {change.isPending ? 'Salvando…' : hasPassword ? 'Alterar senha' : 'Definir senha'}
        </Button>
      </Box>
    </SectionCard>
  );
}
