import { ThemeProvider, type Theme } from '@mui/material/styles';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { AppBar, AppBarClasses, Layout, TitlePortal } from 'react-admin';
import { GlobalNotices } from '../common/GlobalNotices.tsx';
import { LoadingScreen } from '../common/LoadingScreen.tsx';
import { t } from '../common/i18n/index.ts';
import { FOCUS_RING, PageFocus } from '../common/PageFocus.tsx';
import { AdminMenu } from './Menu.tsx';

/**
 * Nothing scrolls the page sideways (a 1280 px screen shows every back-office page whole). react-admin lets its
 * layout grow to its content (`min-width: fit-content`): here the content takes the width left by the menu, and what
 * is in it adapts. Long texts and chips in tables wrap, toolbars wrap their buttons onto a second line, and only a
 * table that still cannot fit scrolls, inside its own box.
 */
const FIT_THE_SCREEN = {
  minWidth: 0,
  // Flex items grow to their content unless told otherwise: each level down to the table's own box is told.
  '& .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main, & .RaList-content, & .RaShow-main, & .RaShow-card': { minWidth: 0 },
  '& .RaTopToolbar-root, & .RaListToolbar-root': { flexWrap: 'wrap', rowGap: 0.5 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  // Half react-admin's side padding: a list of ten columns gains the width of one more.
  '& .RaDatagrid-table td, & .RaDatagrid-table th': { overflowWrap: 'break-word', px: 1 },
  '& .RaDatagrid-table td:first-of-type, & .RaDatagrid-table th:first-of-type': { pl: 2 },
  // A link in a cell (a company, a booker's address) breaks anywhere past a readable width rather than widening its column.
  '& .RaDatagrid-table td:has(a)': { minWidth: '9em' },
  '& .RaDatagrid-table td a': { overflowWrap: 'anywhere' },
  '& .RaDatagrid-table .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .RaDatagrid-table .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
  '& .RaAppBar-toolbar, & .RaSidebar-fixed': FOCUS_RING,
} as const;

/** react-admin's app bar, whose page title is the page's main heading (the tab's title and the focus follow it). */
function AdminAppBar() {
  return (
    <AppBar>
      <TitlePortal component="h1" className={AppBarClasses.title} />
    </AppBar>
  );
}

/**
 * react-admin folds the bulk actions' bar away (height 0) while no row is selected, but its buttons stay there:
 * reachable by the keyboard though unseen, and lying over the column headers (whose sort buttons they make too small
 * to hit). Folded, the bar is hidden for good.
 */
const FOLDED_BULK_ACTIONS = { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } as const;

/**
 * react-admin (5.15, Datagrid and DataTable alike) names each row's selection checkbox ("Sélectionner cette ligne",
 * ra.action.select_row) on the box around the checkbox, where no screen reader looks and where the attribute is not
 * allowed: a name given to a checkbox that way goes to its input instead.
 */
const withNamedCheckboxes = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiCheckbox: {
      ...outer.components?.MuiCheckbox,
      defaultProps: {
        ...outer.components?.MuiCheckbox?.defaultProps,
        slotProps: {
          root: { 'aria-label': undefined },
          input: ({ 'aria-label': label }) => (label ? { 'aria-label': label } : {}),
        },
      },
    },
  },
});

/** react-admin's layout (app bar with the user's name and sign-out, menu of resources and configuration screens) with the notices every page shows (browser support, impersonation, banner) on top of the content. */
export function AdminLayout({ children }: { children: ReactNode }) {
  // The layout and the first screen are drawn in the background, in short slices, once the session is checked: in one
  // piece they would hold the page for a long moment, every input waiting. The loader stays meanwhile.
  const drawn = useDeferredValue(true, false);
  if (!drawn) return <LoadingScreen />;
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ ...FIT_THE_SCREEN, ...FOLDED_BULK_ACTIONS }}>
      <PageFocus siteName={t('admin.title')} heading="#react-admin-title" />
      <GlobalNotices />
      {/* A screen fetched on first use shows the wait at once (react-admin's own fallback waits a second). */}
      <ThemeProvider theme={withNamedCheckboxes}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </ThemeProvider>
    </Layout>
  );
}
