import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ptBR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import '../platform/dates';

/**
 * The pickers' pt-BR texts: MUI's Portuguese (Brazil) translation, with the placeholders
 * people read on paper forms ("dd/mm/aaaa") instead of MUI's "DD/MM/AAAA".
 */
export const pickerLocaleText = {
  ...ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: () => 'aaaa',
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  clearButtonLabel: 'Limpar',
  todayButtonLabel: 'Hoje',
};

/**
 * dayjs in pt-br for every picker, whatever the browser's locale (issue 17: a Chromium in
 * en-US still reads dd/mm/aaaa, 24 h). It wraps each field rather than the app's providers
 * so the adapter, dayjs and its plugins load with the screens that have dates, never with
 * the sign-in page (the same reason platform/dates exists). Nesting costs one context.
 */
export function PickerLocale({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="pt-br"
      localeText={pickerLocaleText}
    >
      {children}
    </LocalizationProvider>
  );
}
