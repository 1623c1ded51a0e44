import { frFR } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { locale } from './i18n/index.ts';

/**
 * The look of the hand-written apps: a travel-agency blue on a light background. Each app passes its own primary
 * colour so a hotel and an agency customer can tell at a glance which space they are in. MUI's own words (an
 * autocomplete's "Clear", a pager's "of") follow the interface's language: MUI speaks English unless told French.
 */
export function appTheme(primary: string): Theme {
  return createTheme({
    palette: {
      primary: { main: primary },
      secondary: { main: '#f59e0b' },
      background: { default: '#f4f6fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // On a phone the "rows per page" label pushes the page arrows out of the pager's box: the select alone says it.
      MuiTablePagination: { styleOverrides: { selectLabel: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } }) } },
    },
  }, ...(locale === 'fr' ? [frFR] : []));
}
