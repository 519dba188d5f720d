import { Alert, AlertTitle, Button } from '@mui/material';
import { formatSaoPaulo } from '../inbox/components/sao-paulo-time';

/** Weekly review: the inbox has not been empty for 7 days (spec: weekly reprocessing advised). */
export function ReviewBanner({
  oldestCollectedAt,
  onProcess,
}: {
  oldestCollectedAt: string | null;
  onProcess: () => void;
}) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onProcess}>
          Revisar agora
        </Button>
      }
    >
      <AlertTitle>Hora da revisão semanal</AlertTitle>
      Sua caixa de entrada não fica vazia há mais de 7 dias
      {oldestCollectedAt
        ? ` (item mais antigo de ${formatSaoPaulo(oldestCollectedAt, { time: false })})`
        : ''}
      . Reprocesse os itens para manter o sistema confiável.
    </Alert>
  );
}
