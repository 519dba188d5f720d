import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../../ui/query-states';
import { BoxDialog } from '../boxes/box-dialog';
import { useAccountAllows, useCan } from '../../../platform/session/app-state';
import { AccountTypeHint } from '../../../ui/account-type-hint';

/** The empty state of a fresh workspace: nothing can be recorded before a box exists. */
export function FirstBoxPrompt() {
  const canManage = useCan('structure.manage', 'finance');
  const typeAllows = useAccountAllows('finance');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AccountTypeHint feature="finance" />
      <EmptyState
        icon={<AccountBalanceWalletOutlined />}
        title="Crie sua primeira caixa"
        action={
          canManage && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setCreating(true)}
            >
              Criar caixa
            </Button>
          )
        }
      >
        Caixas são onde o dinheiro fica: conta bancária, dinheiro em espécie, cartão de crédito,
        carteira ou investimento.
        {canManage || !typeAllows
          ? ''
          : ' Peça a um Criador ou Admin do espaço para criar a primeira.'}
      </EmptyState>
      {creating && <BoxDialog box={null} onClose={() => setCreating(false)} />}
    </>
  );
}
