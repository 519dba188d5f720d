import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ConnectWhatsappBody } from '@orbita/contracts/chats';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { useConnectWhatsapp } from '../api/mutations';

type Field = keyof ConnectWhatsappBody;

const fields: { name: Field; label: string; help: string; secret?: boolean }[] = [
  {
    name: 'phoneNumberId',
    label: 'ID do número de telefone',
    help: 'No painel da Meta: seu app → WhatsApp → Configuração da API, em "ID do número de telefone" (só números).',
  },
  {
    name: 'wabaId',
    label: 'ID da conta do WhatsApp Business (WABA)',
    help: 'Na mesma tela, em "ID da conta do WhatsApp Business" (só números).',
  },
  {
    name: 'accessToken',
    label: 'Token de acesso',
    help: 'Um token permanente de um usuário do sistema: Configurações do negócio → Usuários do sistema → Gerar token, com whatsapp_business_messaging e whatsapp_business_management.',
    secret: true,
  },
  {
    name: 'appSecret',
    label: 'Chave secreta do app',
    help: 'Seu app → Configurações do app → Básico → "Chave secreta do app" (Mostrar). Confere a assinatura de cada webhook.',
    secret: true,
  },
];

const digits = /^\d{5,30}$/;

function check(values: ConnectWhatsappBody): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!digits.test(values.phoneNumberId.trim()))
    errors.phoneNumberId = 'O ID do número de telefone tem só números (veja no painel da Meta).';
  if (!digits.test(values.wabaId.trim()))
    errors.wabaId = 'O ID da conta do WhatsApp Business tem só números (veja no painel da Meta).';
  if (values.accessToken.trim().length < 20) errors.accessToken = 'Token de acesso inválido.';
  if (values.appSecret.trim().length < 16) errors.appSecret = 'Chave secreta do app inválida.';
  return errors;
}

/**
 * Not connected: the four values of Meta's panel, each with where to find it. The token and
 * the secret are stored encrypted and never shown again.
 */
export function ConnectForm({ onDone }: { onDone?: () => void }) {
  const [values, setValues] = useState<ConnectWhatsappBody>({
    phoneNumberId: '',
    wabaId: '',
    accessToken: '',
    appSecret: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const connect = useConnectWhatsapp();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setProblem(null);
    const body = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, v.trim()]),
    ) as ConnectWhatsappBody;
    connect.mutate(body, {
      onSuccess: () => {
        notify.success('WhatsApp conectado. Configure o webhook no painel da Meta.');
        onDone?.();
      },
      onError: (error) => setProblem(error.message),
    });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Conectar o WhatsApp">
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="h6" component="h2">
              Conectar o WhatsApp
            </Typography>
            <Typography color="text.secondary">
              Pela API oficial do WhatsApp Cloud (Meta), sem sessão pelo celular: nada de QR code
              que cai ou número banido. Você precisa de um app na{' '}
              <Link href="https://developers.facebook.com/apps" target="_blank" rel="noreferrer">
                Meta for Developers
              </Link>{' '}
              com o produto WhatsApp.
            </Typography>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          {fields.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              required
              type={f.secret ? 'password' : 'text'}
              autoComplete="off"
              inputMode={f.secret ? undefined : 'numeric'}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              error={!!errors[f.name]}
              helperText={errors[f.name] ?? f.help}
            />
          ))}
          <Typography variant="body2" color="text.secondary">
            O token e a chave ficam guardados criptografados e não aparecem de novo. Depois de
            conectar, copie a URL do webhook e o token de verificação para o painel da Meta.
          </Typography>
          <Box>
            <Button type="submit" variant="contained" loading={connect.isPending}>
              Conectar
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
