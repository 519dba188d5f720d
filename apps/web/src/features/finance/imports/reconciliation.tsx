import { formatDay, type ImportReconciliation } from '@orbita/contracts/finance';
import { Alert, AlertTitle, Box } from '@mui/material';
import { formatBRL } from '../../../platform/masks';

/** The bank's closing balance in the file next to the box's balance once the new rows are in. */
export function Reconciliation({ value }: { value: ImportReconciliation }) {
  const { bankBalance, bankBalanceOn, boxBalanceAfter, difference } = value;
  const amount = (cents: number) => (
    <Box component="strong" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatBRL(cents)}
    </Box>
  );
  return (
    <Alert severity={difference === 0 ? 'success' : 'warning'} role="status">
      <AlertTitle>Conferência com o saldo do banco</AlertTitle>
      <Box component="p" sx={{ m: 0 }}>
        Saldo final no extrato{bankBalanceOn ? ` em ${formatDay(bankBalanceOn)}` : ''}:{' '}
        {amount(bankBalance)}.
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        Saldo da caixa no Orbita depois de importar: {amount(boxBalanceAfter)}.
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        {difference === 0 ? (
          'Os saldos conferem.'
        ) : (
          <>
            Diferença: {amount(Math.abs(difference))}{' '}
            {difference > 0
              ? '(o banco tem mais que o Orbita).'
              : '(o Orbita tem mais que o banco).'}
          </>
        )}
      </Box>
    </Alert>
  );
}
