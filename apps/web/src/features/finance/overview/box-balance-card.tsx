import type { SummaryBox } from '@orbita/contracts/finance';
import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { financeQueries } from '../api/queries';
import { BoxKindIcon } from '../shared/box-kind-icon';
import { Money } from '../shared/money';

/** The open statement of a card: what is being bought this month. */
function CurrentStatement({ boxId }: { boxId: string }) {
  const statements = useQuery(financeQueries.statements(boxId));
  const open = statements.data?.find((s) => s.status === 'open');
  return (
    <Typography variant="body2" color="text.secondary">
      Fatura atual: {statements.isPending ? '…' : <Money value={open?.total ?? 0} />}
    </Typography>
  );
}

/** One box on the finance home: kind, name, balance; cards show the current statement and the available limit. */
export function BoxBalanceCard({ box, onOpen }: { box: SummaryBox; onOpen: () => void }) {
  const card = box.kind === 'credit_card';
  return (
    <Paper variant="outlined" sx={{ display: 'flex' }}>
      <ButtonBase
        onClick={onOpen}
        sx={{
          p: 2,
          flex: 1,
          justifyContent: 'flex-start',
          textAlign: 'left',
          borderRadius: 'inherit',
        }}
        aria-label={`${box.name}: abrir caixa`}
      >
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'flex-start', width: '100%', minWidth: 0 }}
        >
          <Box sx={{ color: card ? 'secondary.main' : 'primary.main', pt: 0.25 }}>
            <BoxKindIcon kind={box.kind} />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {box.name}
            </Typography>
            <Typography variant="h6" component="p" data-testid={`saldo-${box.name}`}>
              <Money value={box.balance} fit />
            </Typography>
            {card && (
              <>
                <CurrentStatement boxId={box.id} />
                <Typography variant="body2" color="text.secondary">
                  Limite disponível: <Money value={box.availableLimit ?? 0} />
                </Typography>
              </>
            )}
          </Box>
        </Stack>
      </ButtonBase>
    </Paper>
  );
}
