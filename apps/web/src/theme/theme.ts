import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** The spec's single light theme (§9), word for word: colours, breakpoints, input and chip styles. */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#194DAF' },
      secondary: { main: '#4CAF50' },
      error: { main: '#FF5252' },
      success: { main: '#067D62' },
      warning: { main: '#FB8C00' },
      info: { main: '#2196F3' },
      background: { default: '#f5f5f5', paper: '#ffffff' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 8 },
    components: {
      // Inputs are underlined by default: text fields, selects, autocompletes, comboboxes.
      MuiTextField: { defaultProps: { variant: 'standard' } },
      MuiSelect: { defaultProps: { variant: 'standard' } },
      MuiFormControl: { defaultProps: { variant: 'standard' } },
      // Chips are elevated and labelled.
      MuiChip: {
        defaultProps: { variant: 'filled' },
        styleOverrides: { root: ({ theme }) => ({ boxShadow: theme.shadows[2] }) },
      },
      MuiCheckbox: { defaultProps: { color: 'primary' } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
      // Made for a thumb (issue 25): on touch screens an icon button is at least 44 × 44 px.
      MuiIconButton: {
        styleOverrides: { root: { '@media (pointer: coarse)': { minWidth: 44, minHeight: 44 } } },
      },
      // Every dialog takes the whole screen below sm (600 px), like ui/responsive-dialog.
      MuiDialog: {
        styleOverrides: {
          paper: {
            '@media (max-width: 599.95px)': {
              margin: 0,
              width: '100%',
              maxWidth: '100%',
              height: '100%',
              maxHeight: '100%',
              borderRadius: 0,
            },
          },
        },
      },
    },
  },
  ptBR,
);

/** Mobile is below lg (spec §9). */
export const mobileQuery = theme.breakpoints.down('lg');
