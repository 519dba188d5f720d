import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRegister } from '../api/mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { registerBodySchema } from '../forms/schemas';
import { inviteTokenIn, usePublicInvite } from '../api/invite-sign-up';
import { rememberNextAfterConfirm } from '../next-after-confirm';
import { ConfirmationSent } from './confirmation-sent';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { TextInput } from './text-input';
import type { SignInView } from './view-link';

interface Props {
  email: string;
  onEmail: (email: string) => void;
  hrefOf: (view: SignInView) => string;
}

/** Sign-up: name, e-mail, password; then "check your inbox". */
export function RegisterView({ email, onEmail, hrefOf }: Props) {
  const signUp = useRegister();
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { name: '', email, password: '' },
  });
  const { errors } = formState;
  // Arriving from an invite link: the account is made with the invited address (only that
  // one can accept), shown and locked, so no one signs up with another by mistake.
  // The form takes the address; the field mounts again with it (keyed below) because MUI
  // reads an uncontrolled input's value only as it mounts, to put the label above it.
  const invite = usePublicInvite(inviteTokenIn(params.get('next')), (found) =>
    setValue('email', found.email, { shouldValidate: false }),
  );

  const submit = handleSubmit((values) => {
    setAlert(null);
    onEmail(values.email);
    // The confirmation link opens without `?next=`: keep the way back (e.g. /play/CODE) until then.
    rememberNextAfterConfirm(params.get('next'));
    signUp.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) =>
        setAlert(applyServerErrors(error, setError, ['name', 'email', 'password'])),
    });
  });

  if (sentTo) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ConfirmationSent email={sentTo} />
        <Link component={RouterLink} to={hrefOf('entrar')} sx={{ textAlign: 'center' }}>
          Voltar para entrar
        </Link>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 500 }}>
          Criar conta
        </Typography>
        <Typography color="text.secondary">
          {invite
            ? `Você foi convidado para a conta ${invite.workspaceName}. Crie sua conta com o e-mail do convite e confirme-o.`
            : 'Leva um minuto. Depois é só confirmar o e-mail.'}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextInput
          label="Nome"
          autoComplete="name"
          autoFocus
          fullWidth
          {...muiField(register('name'))}
          {...fieldError(errors.name)}
        />
        <TextInput
          key={invite?.email ?? 'digitado'}
          label="E-mail"
          type="email"
          autoComplete="email"
          fullWidth
          readOnly={!!invite}
          defaultValue={invite?.email}
          {...muiField(register('email'))}
          {...fieldError(
            errors.email,
            invite ? `O e-mail do convite para ${invite.workspaceName}.` : undefined,
          )}
        />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          fullWidth
          {...muiField(register('password'))}
          {...fieldError(errors.password, 'Pelo menos 8 caracteres, diferente do seu e-mail.')}
        />
        <FormAlert severity="error">{alert}</FormAlert>
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {signUp.isPending ? 'Criando…' : 'Criar conta'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Já tem conta?{' '}
        <Link component={RouterLink} to={hrefOf('entrar')}>
          Entrar
        </Link>
      </Typography>
    </Box>
  );
}
