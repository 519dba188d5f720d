import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { BoxKind } from '@orbita/contracts/finance';
import type { SvgIconProps } from '@mui/material';

const icons = {
  bank_account: AccountBalanceOutlined,
  cash: PaymentsOutlined,
  credit_card: CreditCardOutlined,
  wallet: AccountBalanceWalletOutlined,
  investment: TrendingUpOutlined,
} satisfies Record<BoxKind, unknown>;

export function BoxKindIcon({ kind, ...props }: { kind: BoxKind } & SvgIconProps) {
  const Icon = icons[kind];
  return <Icon aria-hidden {...props} />;
}
