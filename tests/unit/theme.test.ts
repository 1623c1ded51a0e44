import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTheme, decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { backOfficeTheme } from '../../admin/theme.ts';
import { appTheme, INACTIVE_ROW, SITE_PRIMARY } from '../../common/theme.ts';
import { BOOKING_STATUSES } from '../../entities/bookingStatus.ts';
import type { Site } from '../../entities/kit.ts';

const SITES = Object.keys(SITE_PRIMARY) as Site[];
const AA = 4.5;

/** A colour as seen on `background`: MUI's text colours are translucent black, which a ratio must not read as black. */
function seenOn(colour: string, background: string): string {
  const front = decomposeColor(colour);
  const back = decomposeColor(background);
  const opacity = front.values[3] ?? 1;
  return recomposeColor({
    type: 'rgb',
    values: [0, 1, 2].map((i) => Math.round(front.values[i] * opacity + back.values[i] * (1 - opacity))) as [number, number, number],
  });
}

const ratio = (text: string, background: string) => getContrastRatio(seenOn(text, background), background);

/** The back office's theme as react-admin completes it. */
const backOffice = (site: Site, language: 'fr' | 'en' = 'fr') => createTheme(backOfficeTheme(site, language));

/** Every text colour on every background of a theme, named so a failure says which pair. */
function textPairs(theme: Theme, extraBackgrounds: Record<string, string> = {}): [string, string, string][] {
  const { palette } = theme;
  const backgrounds = { 'background.default': palette.background.default, 'background.paper': palette.background.paper, ...extraBackgrounds };
  // The colours written as text on the page: body text, links and text buttons (primary), words in a status colour
  // ("Annulation payante" in warning). Secondary (amber) is only ever a chip's or a badge's fill, read below.
  const texts: Record<string, string> = {
    'text.primary': palette.text.primary,
    'text.secondary': palette.text.secondary,
    ...Object.fromEntries((['primary', 'info', 'success', 'warning', 'error'] as const).map((name) => [`${name}.main`, palette[name].main])),
  };
  const onBackgrounds = Object.entries(texts).flatMap(([text, colour]) =>
    Object.entries(backgrounds).map(([background, fill]) => [`${text} on ${background}`, colour, fill] as [string, string, string]),
  );
  // Filled buttons, chips, badges and the app bar: each colour's own text on it, and on its darker hover shade.
  const onFills = (['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const).flatMap(
    (name) =>
      [
        [`${name}.contrastText on ${name}.main`, palette[name].contrastText, palette[name].main],
        [`${name}.contrastText on ${name}.dark`, palette[name].contrastText, palette[name].dark],
      ] as [string, string, string][],
  );
  return [...onBackgrounds, ...onFills];
}

const failing = (pairs: [string, string, string][]) =>
  pairs.filter(([, text, background]) => ratio(text, background) < AA).map(([name, text, background]) => `${name}: ${ratio(text, background).toFixed(2)}:1`);

describe('the palette passes WCAG AA contrast', () => {
  it.each(SITES)('every text and background pair of the %s site’s apps reaches 4.5:1', (site) => {
    expect(failing(textPairs(appTheme(site, 'fr')))).toEqual([]);
  });

  it.each(SITES)('every text and background pair of the %s site’s back office reaches 4.5:1, its form toolbar included', (site) => {
    const theme = backOffice(site);
    const toolbar = (theme.components as Record<string, { styleOverrides?: { root?: { backgroundColor?: string } } }>).RaToolbar?.styleOverrides?.root
      ?.backgroundColor;
    expect(toolbar).toBeDefined();
    expect(failing(textPairs(theme, { 'the form toolbar': toolbar! }))).toEqual([]);
  });

  it('measures MUI’s own orange the way axe did (white on #ed6c02: 3.1:1), so the check above can fail', () => {
    expect(ratio('#fff', '#ed6c02')).toBeCloseTo(3.12, 1);
    expect(ratio('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeGreaterThan(5.7);
    expect(ratio('rgba(0, 0, 0, 0.87)', '#ffffff')).toBeLessThan(21);
  });

  it.each(SITES)('every booking status chip of the %s site reads at 4.5:1 in the colour the status table gives it', (site) => {
    for (const theme of [appTheme(site, 'fr'), backOffice(site)]) {
      const chips = BOOKING_STATUSES.map((status): [string, string, string] =>
        status.colour === 'default'
          ? // An outlined chip: body text on the page.
            [`${status.key} (outlined)`, theme.palette.text.primary, theme.palette.background.paper]
          : [`${status.key} (${status.colour})`, theme.palette[status.colour].contrastText, theme.palette[status.colour].main],
      );
      expect(failing(chips)).toEqual([]);
    }
  });

  it('a disabled record’s row keeps its text readable: the secondary text colour, no fading', () => {
    const theme = appTheme('default', 'fr');
    expect(INACTIVE_ROW['& .MuiTableCell-root']).toEqual({ color: 'text.secondary' });
    expect(INACTIVE_ROW).not.toHaveProperty('opacity');
    expect(ratio(theme.palette.text.secondary, theme.palette.background.paper)).toBeGreaterThanOrEqual(AA);
  });
});

describe('one look across the three sites', () => {
  it('a status looks the same on every site: the front office, the contingents site and both back offices share the status colours', () => {
    const themes = SITES.flatMap((site) => [appTheme(site, 'fr'), backOffice(site), backOffice(site, 'en')]);
    for (const colour of new Set(BOOKING_STATUSES.map((status) => status.colour).filter((colour) => colour !== 'default'))) {
      const fills = new Set(themes.map((theme) => `${theme.palette[colour].main} / ${theme.palette[colour].contrastText}`));
      expect([...fills], colour).toHaveLength(1);
    }
  });

  it('the back office takes its site’s theme: its primary, type and shapes, with a primary app bar and react-admin’s own input overrides', () => {
    for (const site of SITES) {
      const front = appTheme(site, 'fr');
      const back = backOffice(site);
      expect(back.palette.primary.main).toBe(SITE_PRIMARY[site]);
      expect(back.palette.background).toEqual(front.palette.background);
      expect(back.typography.fontFamily).toBe(front.typography.fontFamily);
      expect(back.typography.button.textTransform).toBe('none');
      expect(back.shape.borderRadius).toBe(front.shape.borderRadius);
      const components = back.components as Record<string, { defaultProps?: Record<string, unknown> }>;
      expect(components.RaAppBar?.defaultProps?.color).toBe('primary');
      expect(components.MuiTextField?.defaultProps).toMatchObject({ variant: 'filled', margin: 'dense', fullWidth: true });
      expect(back.sidebar.width).toBe(240);
    }
  });

  it('MUI’s own words follow the interface’s language on every site: French in French, English in English', () => {
    for (const site of SITES) {
      for (const theme of [appTheme(site, 'fr'), backOffice(site, 'fr')]) {
        const components = theme.components!;
        expect(components.MuiAutocomplete?.defaultProps?.clearText).toBe('Vider');
        expect(components.MuiAutocomplete?.defaultProps?.openText).toBe('Ouvrir');
        expect(components.MuiTablePagination?.defaultProps?.getItemAriaLabel?.('next')).toBe('Aller à la page suivante');
        // A spinner without a name of its own (react-admin's in the app bar) still says what it is.
        expect(components.MuiCircularProgress?.defaultProps?.['aria-label']).toBe('Chargement…');
      }
      for (const theme of [appTheme(site, 'en'), backOffice(site, 'en')]) {
        expect(theme.components?.MuiCircularProgress?.defaultProps?.['aria-label']).toBe('Loading…');
        expect(theme.components?.MuiAutocomplete?.defaultProps?.clearText).toBeUndefined();
        expect(theme.components?.MuiTablePagination?.defaultProps?.getItemAriaLabel).toBeUndefined();
      }
    }
  });

  it('a reader who asked for less motion gets no transition, fade or ripple on any site, and an outline where the ripple showed the keyboard’s place', () => {
    for (const site of SITES) {
      for (const theme of [appTheme(site, 'fr', true), createTheme(backOfficeTheme(site, 'fr', true)), createTheme(backOfficeTheme(site, 'en', true))]) {
        expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
        expect(Object.values(theme.transitions.duration).every((duration) => duration === 0)).toBe(true);
        expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
        expect(JSON.stringify(theme.components?.MuiButtonBase?.styleOverrides)).toContain('Mui-focusVisible');
        expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
      }
      for (const theme of [appTheme(site, 'fr', false), createTheme(backOfficeTheme(site, 'fr', false))]) {
        expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
        expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
        expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
      }
    }
  });

  it('no app creates a theme of its own: common/theme.ts is the only module calling createTheme', async () => {
    const creators: string[] = [];
    for (const folder of ['front', 'admin', 'contingents', 'common']) {
      for (const file of await readdir(folder, { recursive: true })) {
        if (!/\.tsx?$/.test(file)) continue;
        const source = await readFile(path.join(folder, file), 'utf8');
        if (/\bcreateTheme\s*\(/.test(source)) creators.push(path.join(folder, file));
      }
    }
    expect(creators).toEqual([path.join('common', 'theme.ts')]);
  });
});
