import { Button, Typography } from '@mui/material';
import { accountTypeLabels, type AppState } from '@orbita/contracts/auth';
import { useState } from 'react';
import { useUpdateMe } from '../api/profile-mutations';
import { AccountTypePicker, type SelectableAccountType } from './account-type-picker';
import { FormAlert } from './form-alert';
import { SectionCard } from '../../../ui/section-card';

function selectable(type: AppState['user']['accountType']): SelectableAccountType | null {
  return type === 'tourist' || type === 'creator' || type === 'organization' ? type : null;
}

/** The account type chosen at onboarding, changeable here. */
export function AccountTypeCard({ user }: { user: AppState['user'] }) {
  const updateMe = useUpdateMe();
  const [choice, setChoice] = useState(selectable(user.accountType));
  const changed = choice !== null && choice !== user.accountType;
  return (
    <SectionCard
      id="perfil-tipo"
      title="Tipo de conta"
      subtitle="Define o que aparece para você no Orbita."
    >
      {user.accountType === 'player' && (
        <Typography variant="body2">
          Hoje sua conta é do tipo <strong>{accountTypeLabels.player}</strong>, porque você entrou
          por um jogo.
        </Typography>
      )}
      <AccountTypePicker
        name="perfil-tipo-conta"
        value={choice}
        onChange={setChoice}
        labelledBy="perfil-tipo"
      />
      <FormAlert severity="error">{updateMe.error?.message}</FormAlert>
      {updateMe.isSuccess && !changed && (
        <FormAlert severity="success">Tipo de conta salvo.</FormAlert>
      )}
      <Button
        variant="contained"
        disabled={!changed || updateMe.isPending}
        onClick={() => choice && updateMe.mutate({ accountType: choice })}
        sx={{ justifySelf: 'end' }}
      >
        {updateMe.isPending ? 'Salvando…' : 'Salvar tipo de conta'}
      </Button>
    </SectionCard>
  );
}
