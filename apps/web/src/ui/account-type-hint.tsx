import { Alert, Link } from '@mui/material';
import { accountTypeLabels } from '@orbita/contracts/auth';
import {
  accountFeatureLabels,
  accountTypesFor,
  type AccountFeature,
} from '@orbita/contracts/workspaces';
import { Link as RouterLink } from 'react-router';
import { useAccountAllows } from '../platform/session/app-state';

/**
 * Says why the create buttons of an area are missing when the account type (not the role)
 * refuses it, in the words of the server's refusal, with the way out: the type is changed
 * in the profile. Shows nothing when the type allows the area.
 */
export function AccountTypeHint({ feature }: { feature: AccountFeature }) {
  const allowed = useAccountAllows(feature);
  if (allowed) return null;
  const types = accountTypesFor(feature)
    .filter((t) => t !== 'player')
    .map((t) => accountTypeLabels[t])
    .join(' ou ');
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {accountFeatureLabels[feature]}: disponível em contas do tipo {types}. Altere o tipo da sua
      conta em{' '}
      <Link component={RouterLink} to="/me/perfil">
        Perfil
      </Link>
      .
    </Alert>
  );
}
