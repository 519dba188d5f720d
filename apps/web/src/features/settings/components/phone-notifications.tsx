import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { pushAvailable, pushEnabled, setPushEnabled } from '../../../platform/native/push';
import { SectionCard } from '../../../ui/section-card';

/**
 * "Notificações no celular" (issue 25): only in the installed app. Turning it on asks the
 * phone's permission and registers this device; the choice is kept on the device.
 */
export function PhoneNotifications() {
  const [on, setOn] = useState(pushEnabled);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  if (!pushAvailable()) return null;
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const result = await setPushEnabled(next);
      setOn(result);
      setRefused(next && !result);
    } catch {
      setRefused(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard title="Celular" subtitle="Vale só para este aparelho.">
      <FormControlLabel
        control={<Switch checked={on} disabled={busy} onChange={(_, next) => void change(next)} />}
        label="Notificações no celular"
      />
      {refused && (
        <Typography variant="body2" color="error" role="alert">
          O celular não permitiu as notificações. Libere-as nos ajustes do aparelho e tente de novo.
        </Typography>
      )}
    </SectionCard>
  );
}
