import { frFR } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import type { Site } from '../entities/kit.ts';
import { catalogues, locale, type Locale } from './i18n/index.ts';

/**
 * The one look of the three sites (front office, back office, contingents). Each site keeps its own primary colour so
 * a hotel and an agency customer can tell at a glance which space they are in; everything else is shared, so a status
 * looks the same wherever it shows. Every colour here carries text: each passes WCAG AA (4.5:1) against the text
 * written on it or the background it is written on (tests/unit/theme.test.ts measures every pair).
 */
export const SITE_PRIMARY: Readonly<Record<Site, string>> = {
  default: '#1a56db',
  formation: '#1a56db',
  contingents: '#0f766e',
};

/**
 * The colours shared by every site. The status table (entities/bookingStatus.ts) names a status's colour by its
 * palette name (info, success, warning, error, default): these are what those names look like. MUI's own warning
 * and info (#ed6c02, #0288d1) carry white text at 3.1:1 and 3.9:1: darker tones of the same hues replace them.
 */
export const SHARED_PALETTE = {
  // Every shade given: react-admin's theme, under this one in the back office, has a blue secondary of its own.
  secondary: { light: '#fbbf24', main: '#f59e0b', dark: '#d97706', contrastText: 'rgba(0, 0, 0, 0.87)' },
  info: { main: '#0369a1', contrastText: '#fff' },
  success: { main: '#2e7d32', contrastText: '#fff' },
  warning: { main: '#b45309', contrastText: '#fff' },
  error: { main: '#d32f2f', contrastText: '#fff' },
  background: { default: '#f4f6fa', paper: '#ffffff' },
} as const;

/**
 * A site's theme as options, before MUI completes it: the hand-written apps create it as it is, the back office
 * merges it over react-admin's own (admin/theme.ts). MUI's own words (an autocomplete's "Clear", a pager's "Go to
 * next page") follow the interface's language: MUI speaks English unless told French.
 */
export function themeOptions(site: Site, language: Locale = locale, still: boolean = prefersReducedMotion()): ThemeOptions {
  const options: ThemeOptions = {
    palette: {
      ...SHARED_PALETTE,
      primary: { main: SITE_PRIMARY[site], contrastText: '#fff' },
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
      // A spinner says what it is to a screen reader, even where its screen gave it no name of its own (react-admin's
      // loading indicator in the app bar); a screen's own aria-label still wins.
      MuiCircularProgress: { defaultProps: { 'aria-label': catalogues[language].app.loading } },
      // On a phone the "rows per page" label pushes the page arrows out of the pager's box: the select alone says it.
      MuiTablePagination: { styleOverrides: { selectLabel: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } }) } },
    },
  };
  const moving = still ? deepmerge(options, STILL) : options;
  return language === 'fr' ? deepmerge(moving, frFR) : moving;
}

/** Whether the reader asked their system for less motion, as the app starts. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The theme's part for a reader who asked for less motion (WCAG 2.3.3): dialogs, menus and panels appear and go at once,
 * a click sends no ripple, skeletons hold still. Spinners still turn: they are the only sign that work goes on. The
 * ripple was also what showed which button the keyboard is on: an outline shows it instead.
 */
const STILL: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: '2px' } } },
    },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};

/** The theme of a hand-written app (common/mountApp.tsx). */
export function appTheme(site: Site, language: Locale = locale, still: boolean = prefersReducedMotion()): Theme {
  return createTheme(themeOptions(site, language, still));
}

/**
 * The row of a switched-off record (a disabled traveller or user) in a table: its text in the secondary text colour,
 * still readable (5.7:1 on white), where fading the whole row brought it under 4.5:1.
 */
export const INACTIVE_ROW = { '& .MuiTableCell-root': { color: 'text.secondary' } } as const;
