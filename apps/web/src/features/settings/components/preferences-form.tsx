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
import { useMemo, useState, type FormEvent } from 'react';
import { SectionCard } from '../../../ui/section-card';
import { useSaveSettings } from '../api/mutations';
import { timeZoneLabel, timeZoneOptions } from '../time-zones';

type Draft = Omit<PersonSettings, 'version'>;

/**
 * Start page, time zone and notification switches, saved together on the version the form
 * opened on (a newer one from another device answers 409: the page remounts the form with it).
 */
export function PreferencesForm({ settings }: { settings: PersonSettings }) {
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Draft>(settings);
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
    save.mutate({ ...draft, version: settings.version });
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
        <Button type="submit" variant="contained" loading={save.isPending}>
          Salvar configurações
        </Button>
      </Box>
    </Box>
  );
}
