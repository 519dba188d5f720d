import {
  Alert,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  PIX_KEY_MAX,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  pixKeyTypeLabels,
  pixKeyTypes,
  storeSettingsBodySchema,
  type PixKeyType,
  type StoreSettings,
} from '@orbita/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statusOf } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { QueryError } from '../../../ui/query-states';
import { useSaveSettings } from '../api/mutations';
import { storeQueries } from '../api/queries';

type Field =
  'pixKeyType' | 'pixKey' | 'merchantName' | 'merchantCity' | 'revenueBoxId' | 'revenueCategoryId';

const keyHints: Record<PixKeyType, string> = {
  cpf: 'Só os números ou 000.000.000-00',
  cnpj: 'Só os números ou 00.000.000/0000-00',
  email: 'nome@exemplo.com',
  telefone: 'Com DDD, ex.: (11) 98765-4321',
  aleatoria: 'A chave de 36 caracteres que o banco gerou',
};

function SettingsForm({ settings, onClose }: { settings: StoreSettings; onClose: () => void }) {
  const boxes = useQuery(storeQueries.boxes());
  const categories = useQuery(storeQueries.revenueCategories());
  const save = useSaveSettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [pixKeyType, setPixKeyType] = useState<PixKeyType | ''>(settings.pixKeyType ?? '');
  const [pixKey, setPixKey] = useState(settings.pixKey ?? '');
  const [merchantName, setMerchantName] = useState(settings.merchantName);
  const [merchantCity, setMerchantCity] = useState(settings.merchantCity);
  const [revenueBoxId, setRevenueBoxId] = useState(settings.revenueBoxId ?? '');
  const [revenueCategoryId, setRevenueCategoryId] = useState(settings.revenueCategoryId ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** An edited field's old message goes away with the edit (the next save checks again). */
  const edited = (...fields: Field[]) =>
    setErrors((old) => {
      const next = { ...old };
      for (const f of fields) delete next[f];
      return next;
    });
  const openBoxes = (boxes.data?.items ?? []).filter(
    (b) => (!b.archived && b.kind !== 'credit_card') || b.id === settings.revenueBoxId,
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      enabled,
      pixKeyType: pixKeyType || null,
      pixKey: pixKey.trim() || null,
      merchantName,
      merchantCity,
      revenueBoxId: revenueBoxId || null,
      revenueCategoryId: revenueCategoryId || null,
      version: settings.version,
    };
    const checked = storeSettingsBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setProblem(null);
      return;
    }
    setErrors({});
    save.mutateAsync(body).then(
      () => {
        notify.check('Configuração do Pix salva.');
        onClose();
      },
      (error: Error) =>
        setProblem(
          statusOf(error) === 409
            ? 'Outra pessoa mudou a configuração enquanto você editava. Feche e abra de novo para ver a versão atual.'
            : error.message,
        ),
    );
  };

  return (
    <FormDialog
      title="Configurar Pix"
      problem={problem}
      submitting={save.isPending}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Os pedidos em reais recebem um Pix com esta chave. Quando você confirma um pagamento, a
        receita entra na caixa escolhida.
      </Typography>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
        label="Receber pedidos em reais (Pix)"
      />
      <TextField
        select
        label="Tipo da chave Pix"
        value={pixKeyType}
        onChange={(e) => {
          setPixKeyType(e.target.value as PixKeyType);
          edited('pixKeyType', 'pixKey');
        }}
        error={!!errors.pixKeyType}
        helperText={errors.pixKeyType}
      >
        {pixKeyTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {pixKeyTypeLabels[t]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Chave Pix"
        value={pixKey}
        onChange={(e) => {
          setPixKey(e.target.value);
          edited('pixKey');
        }}
        error={!!errors.pixKey}
        helperText={errors.pixKey ?? (pixKeyType ? keyHints[pixKeyType] : 'Escolha o tipo antes')}
        slotProps={{ htmlInput: { maxLength: PIX_KEY_MAX + 20, autoComplete: 'off' } }}
      />
      <TextField
        label="Nome do recebedor"
        value={merchantName}
        onChange={(e) => {
          setMerchantName(e.target.value);
          edited('merchantName');
        }}
        error={!!errors.merchantName}
        helperText={
          errors.merchantName ??
          `Como aparece no app do banco de quem paga (até ${PIX_MERCHANT_NAME_MAX} letras, sem acentos).`
        }
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Cidade"
        value={merchantCity}
        onChange={(e) => {
          setMerchantCity(e.target.value);
          edited('merchantCity');
        }}
        error={!!errors.merchantCity}
        helperText={errors.merchantCity ?? `Até ${PIX_MERCHANT_CITY_MAX} letras.`}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {boxes.isError ? (
        <Alert severity="warning">
          Não foi possível carregar as caixas do financeiro: {boxes.error.message}
        </Alert>
      ) : (
        <TextField
          select
          label="Caixa de receita"
          value={boxes.isPending ? '' : revenueBoxId}
          onChange={(e) => {
            setRevenueBoxId(e.target.value);
            edited('revenueBoxId');
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          error={!!errors.revenueBoxId}
          helperText={
            errors.revenueBoxId ??
            (boxes.isPending
              ? 'Carregando as caixas…'
              : openBoxes.length === 0
                ? 'Crie uma caixa em Riqueza › Administração para receber as vendas.'
                : 'Onde entram as vendas pagas.')
          }
        >
          <MenuItem value="">
            <em>Nenhuma</em>
          </MenuItem>
          {openBoxes.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {categories.isSuccess && (
        <TextField
          select
          label="Categoria da receita"
          value={revenueCategoryId}
          onChange={(e) => setRevenueCategoryId(e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          error={!!errors.revenueCategoryId}
          helperText={
            errors.revenueCategoryId ?? 'Opcional: como as vendas aparecem nos relatórios.'
          }
        >
          <MenuItem value="">
            <em>Sem categoria</em>
          </MenuItem>
          {categories.data.items.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.fullName}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}

/** Admin: "Configurar Pix" — the store's Pix key, merchant name and city, revenue box. */
export function PixSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useQuery(storeQueries.settings());
  if (settings.data) return <SettingsForm settings={settings.data} onClose={onClose} />;
  return (
    <FormDialog
      title="Configurar Pix"
      problem={null}
      submitting={false}
      maxWidth="sm"
      onSubmit={(e) => e.preventDefault()}
      onClose={onClose}
    >
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={240} aria-label="Carregando a configuração" />
      )}
    </FormDialog>
  );
}
