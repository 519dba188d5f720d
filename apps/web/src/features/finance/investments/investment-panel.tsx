import {
  boxKindLabels,
  formatDay,
  investmentKindLabels,
  type Box,
} from '@orbita/contracts/finance';
import {
  Alert,
  Box as Layout,
  Button,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBRL } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { QueryError } from '../../../ui/query-states';
import { useCan } from '../../../platform/session/app-state';
import { FinishDialog } from './finish-dialog';
import { formatReturnPct, investmentFigures } from './investment-figures';
import {
  investmentQueries,
  useAddValuation,
  useFinishInvestment,
  useInvestmentTransfer,
} from './investments-api';
import { MoneyFormDialog } from './money-form-dialog';
import { ValuationHistory } from './valuation-history';

type Open = 'valuation' | 'apply' | 'redeem' | 'finish' | null;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Layout sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Layout>
  );
}

const boxLabel = (b: Box) => `${b.name} (${boxKindLabels[b.kind]})`;

/** An investment box: its figures, valuation history and the moves (aplicar, resgatar, atualizar valor, encerrar). */
export function InvestmentPanel({ boxId }: { boxId: string }) {
  const detail = useQuery(investmentQueries.detail(boxId));
  const boxes = useQuery(investmentQueries.boxes());
  const canWrite = useCan('content.write', 'finance');
  const [open, setOpen] = useState<Open>(null);
  const addValuation = useAddValuation(boxId);
  const transfer = useInvestmentTransfer();
  const finish = useFinishInvestment(boxId);

  if (detail.isPending)
    return <Skeleton variant="rounded" height={220} aria-label="Carregando investimento" />;
  if (detail.isError)
    return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  const box = detail.data;
  if (box.kind !== 'investment')
    return <Alert severity="info">Esta caixa não é um investimento.</Alert>;

  const figures = investmentFigures(box);
  // Money moves between this investment and open accounts; a credit card is not where savings come from or go to.
  const others = (boxes.data ?? [])
    .filter((b) => b.id !== box.id && !b.archived && !b.finishedAt && b.kind !== 'credit_card')
    .map((b) => ({ id: b.id, label: boxLabel(b) }));
  const finished = !!box.finishedAt;
  const close = () => setOpen(null);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h3" sx={{ flex: 1, minWidth: 0 }}>
            Investimento
          </Typography>
          {finished && (
            <Chip
              label={`Encerrado em ${formatDay(box.finishedAt!.slice(0, 10))}`}
              color="default"
            />
          )}
        </Stack>
        {/* Sized by its own width: the panel lives in a 520 px drawer as well as in wide pages. */}
        <Layout
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          <Figure label="Tipo">
            {box.investmentKind ? investmentKindLabels[box.investmentKind] : '—'}
          </Figure>
          <Figure label="Início">{box.startDate ? formatDay(box.startDate) : '—'}</Figure>
          <Figure label="Aplicado líquido">{formatBRL(figures.invested)}</Figure>
          <Figure
            label={
              finished
                ? 'Valor resgatado'
                : box.currentValueOn
                  ? `Valor atual (${formatDay(box.currentValueOn)})`
                  : 'Valor atual'
            }
          >
            {formatBRL(figures.current)}
          </Figure>
          <Figure label="Rendimento">
            <Layout
              component="span"
              sx={{
                color:
                  figures.result < 0
                    ? 'error.main'
                    : figures.result > 0
                      ? 'success.main'
                      : undefined,
              }}
            >
              {formatBRL(figures.result)} ({formatReturnPct(figures.resultPct)})
            </Layout>
          </Figure>
        </Layout>
        {box.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
            {box.notes}
          </Typography>
        )}
        {canWrite && !finished && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={() => setOpen('valuation')}>
              Atualizar valor
            </Button>
            <Button variant="outlined" onClick={() => setOpen('apply')}>
              Aplicar
            </Button>
            <Button variant="outlined" onClick={() => setOpen('redeem')}>
              Resgatar
            </Button>
            <Button color="error" onClick={() => setOpen('finish')}>
              Encerrar investimento
            </Button>
          </Stack>
        )}
      </Paper>
      <ValuationHistory boxId={boxId} />
      <MoneyFormDialog
        open={open === 'valuation'}
        title="Atualizar valor"
        text="Informe quanto o investimento vale na data (como mostra o extrato da corretora ou do banco)."
        valueLabel="Valor atual"
        submitLabel="Salvar"
        allowZero
        onClose={close}
        onSubmit={async ({ date, value }) => {
          await addValuation.mutateAsync({ date, value });
          notify.success('Valor atualizado.');
        }}
      />
      <MoneyFormDialog
        open={open === 'apply'}
        title="Aplicar"
        text="Transfere dinheiro de outra caixa para este investimento."
        valueLabel="Valor aplicado"
        submitLabel="Aplicar"
        boxChoice={{ label: 'Caixa de origem', options: others }}
        onClose={close}
        onSubmit={async ({ date, value, boxId: fromBoxId }) => {
          await transfer.mutateAsync({
            fromBoxId,
            toBoxId: box.id,
            date,
            value,
            description: `Aplicação em ${box.name}`,
          });
          notify.success('Aplicação registrada.');
        }}
      />
      <MoneyFormDialog
        open={open === 'redeem'}
        title="Resgatar"
        text="Transfere dinheiro deste investimento para outra caixa."
        valueLabel="Valor resgatado"
        submitLabel="Resgatar"
        boxChoice={{ label: 'Caixa de destino', options: others }}
        onClose={close}
        onSubmit={async ({ date, value, boxId: toBoxId }) => {
          await transfer.mutateAsync({
            fromBoxId: box.id,
            toBoxId,
            date,
            value,
            description: `Resgate de ${box.name}`,
          });
          notify.success('Resgate registrado.');
        }}
      />
      <FinishDialog
        open={open === 'finish'}
        name={box.name}
        currentValue={figures.current}
        boxes={others}
        onClose={close}
        onConfirm={async (body) => {
          await finish.mutateAsync(body);
          notify.success('Investimento encerrado.');
        }}
      />
    </Stack>
  );
}
