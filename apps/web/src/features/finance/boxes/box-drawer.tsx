import CloseIcon from '@mui/icons-material/Close';
import { boxKindLabels, investmentKindLabels, type Box } from '@orbita/contracts/finance';
import { Box as Layout, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { InvestmentPanel } from '../investments/investment-panel';
import { BoxKindIcon } from '../shared/box-kind-icon';
import { formatDay } from '../shared/dates';
import { Money } from '../shared/money';
import { BoxEntries } from './box-entries';
import { CardStatements } from './card-statements';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Layout>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Layout>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Layout>
  );
}

/** A box in detail: balance, card statements with "Pagar fatura", the investment panel, its latest entries. */
export function BoxDrawer({
  box,
  boxes,
  canWrite,
  onClose,
}: {
  box: Box;
  boxes: Box[];
  canWrite: boolean;
  onClose: () => void;
}) {
  // A card is paid from a box holding money: not another card, not an archived box.
  const payers = boxes.filter(
    (b) => b.kind !== 'credit_card' && b.kind !== 'investment' && !b.archived && b.id !== box.id,
  );
  return (
    // Above the shell's app bar (which sits over the side menu), so the header and its close button show.
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 }, p: 2 } } }}
    >
      <Stack spacing={2} role="region" aria-labelledby="box-drawer-title">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BoxKindIcon kind={box.kind} color="primary" />
          <Layout sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="box-drawer-title" variant="h6" component="h2" noWrap>
              {box.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {boxKindLabels[box.kind]}
              {box.archived ? ' · arquivada' : ''}
            </Typography>
          </Layout>
          <IconButton aria-label="Fechar" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Layout sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
          <Fact label={box.kind === 'credit_card' ? 'Saldo (o que o cartão deve)' : 'Saldo'}>
            <Money value={box.balance} sx={{ fontSize: '1.25rem', fontWeight: 500 }} />
          </Fact>
          <Fact label="Previsto com pendentes">
            <Money value={box.projectedBalance} />
          </Fact>
          {box.kind === 'credit_card' && (
            <>
              <Fact label="Limite">
                <Money value={box.limit ?? 0} />
              </Fact>
              <Fact label="Limite disponível">
                <Money value={box.availableLimit ?? 0} />
              </Fact>
              <Fact label="Fechamento / vencimento">
                Dia {box.closingDay} / dia {box.dueDay}
              </Fact>
            </>
          )}
          {box.kind === 'investment' && box.investmentKind && (
            <Fact label="Tipo">{investmentKindLabels[box.investmentKind]}</Fact>
          )}
          <Fact label="Saldo inicial">
            <Money value={box.openingBalance} /> em {formatDay(box.openingDate)}
          </Fact>
        </Layout>
        {box.kind === 'credit_card' && (
          <>
            <Divider />
            <Section title="Faturas">
              <CardStatements card={box} payers={payers} canWrite={canWrite} />
            </Section>
          </>
        )}
        {box.kind === 'investment' && (
          <>
            <Divider />
            <InvestmentPanel boxId={box.id} />
          </>
        )}
        <Divider />
        <Section title="Últimos lançamentos">
          <BoxEntries box={box} />
        </Section>
      </Stack>
    </Drawer>
  );
}
