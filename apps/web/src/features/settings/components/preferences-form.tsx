import {
  Autocomplete,
  Box,
  Button,
  MenuItem,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import {
  notificationEventKinds,
  notificationEventLabels,
  startPages,
  type NotificationPrefs,
  type PersonSettings,
} from '@orbita/contracts/settings';
import { useMemo, useState, type FormEvent, type SetStateAction } from 'react';
import { SectionCard } from '../../../ui/section-card';
import { useSaveSettings, type SettingsDraft } from '../api/mutations';
import { mergeNewer, openForm } from '../settings-merge';
import { timeZoneLabel, timeZoneOptions } from '../time-zones';

/**
 * Start page, time zone and notification switches, saved together on the version the
 * person's edits were made over. A newer version from another device (live) fills only the
 * fields the person has not touched (settings-merge.ts); a save over a stale version opens
 * the shared conflict dialog (reapply mine / discard them).
 */
export function PreferencesForm({ settings }: { settings: PersonSettings }) {
  const [form, setForm] = useState(() => openForm(settings));
  // Derived during render (React's "adjusting state when a prop changes"): no remount, no lost edits.
  if (settings.version !== form.base.version) setForm(mergeNewer(form, settings));
  const { draft } = form;
  const setDraft = (update: SetStateAction<SettingsDraft>) =>
    setForm((f) => ({ ...f, draft: typeof update === 'function' ? update(f.draft) : update }));
  const [saving, setSaving] = useState(false);
  const { save, dialog } = useSaveSettings(form.version, (current) => setForm(openForm(current)));
  const zones = useMemo(() => timeZoneOptions(), []);
  const zone = zones.find((z) => z.id === draft.timeZone) ?? {
    id: draft.timeZone,
    label: timeZoneLabel(draft.timeZone),
  };
  const setChannel = (kind: keyof NotificationPrefs, channel: 'inApp' | 'email', on: boolean) =>
    setDraft((d) => ({
      ...d,
      notifications: { ...d.notifications, [kind]: { ...d.notifications[kind], [channel]: on } },
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    void save(draft)
      .catch(() => undefined) // said in a toast
      .finally(() => setSaving(false));
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <SectionCard
        title="Início e fuso horário"
        subtitle="Onde você chega ao entrar e em que horário seus dias contam."
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            select
            label="Página inicial"
            value={draft.startPage}
            onChange={(e) => setDraft((d) => ({ ...d, startPage: e.target.value }))}
            helperText="Aberta logo depois de entrar."
          >
            {startPages.map((p) => (
              <MenuItem key={p.path} value={p.path}>
                {p.title}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={zones}
            value={zone}
            disableClearable
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(o) => o.label}
            onChange={(_, o) => setDraft((d) => ({ ...d, timeZone: o.id }))}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Fuso horário"
                helperText="Padrão: horário de Brasília (São Paulo)."
              />
            )}
          />
        </Box>
      </SectionCard>
      <SectionCard title="Notificações" subtitle="Escolha o que avisa você no Orbita e por e-mail.">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Preferências de notificação">
            <TableHead>
              <TableRow>
                <TableCell>Quando</TableCell>
                <TableCell align="center">No Orbita</TableCell>
                <TableCell align="center">Por e-mail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {notificationEventKinds.map((kind) => (
                <TableRow key={kind}>
                  <TableCell component="th" scope="row">
                    {notificationEventLabels[kind]}
                  </TableCell>
                  {(['inApp', 'email'] as const).map((channel) => (
                    <TableCell
                      key={channel}
                      align="center"
                      sx={{ py: 0.5, px: { xs: 0.5, sm: 2 }, width: { xs: 64, sm: 112 } }}
                    >
                      <Switch
                        checked={draft.notifications[kind][channel]}
                        onChange={(e) => setChannel(kind, channel, e.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': `${notificationEventLabels[kind]}: ${channel === 'inApp' ? 'no Orbita' : 'por e-mail'}`,
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </SectionCard>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={saving}>
          Salvar configurações
        </Button>
      </Box>
      {dialog}
    </Box>
  );
}
