import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Site } from '../entities/kit.ts';
import { locale, type Locale } from '../common/i18n/index.ts';
import { prefersReducedMotion, SHARED_PALETTE, themeOptions } from '../common/theme.ts';

/**
 * The back office looks like the site it belongs to: the site's theme (common/theme.ts: palette, type, status colours,
 * MUI's words in the interface's language) over react-admin's, which keeps the overrides its screens need (dense
 * filled inputs, the sidebar's width, the form toolbar).
 */
export function backOfficeTheme(site: Site, language: Locale = locale, still: boolean = prefersReducedMotion()): RaThemeOptions {
  return deepmerge(
    defaultTheme,
    deepmerge(themeOptions(site, language, still), {
      components: {
        // react-admin paints its app bar in the secondary colour (an amber here, which white text cannot be read on).
        RaAppBar: { defaultProps: { color: 'primary' } },
        // Its form toolbar's grey (#e0e0e0) leaves the delete button's red and the teal primary under 4.5:1.
        RaToolbar: { styleOverrides: { root: { backgroundColor: SHARED_PALETTE.background.default } } },
      },
    }),
  );
}
