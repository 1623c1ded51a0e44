import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, failureCode } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import { INACTIVE_ROW } from '../../common/theme.ts';
import { FormDialog } from '../shared/FormDialog.tsx';
import type { CompanyUser, CompanyUserPage } from '../../entities/userReplies.ts';
import { type Column, PagedTable, type Paging, usePagedRows } from '../shared/PagedTable.tsx';
import { UserDialog } from './UserDialog.tsx';

type Order = 'last_name' | 'first_name' | 'email';

const nameOf = (user: CompanyUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * /users (managers only): the company's users, searched, sorted and paged by the server; create, edit, roles, password
 * link, and enabling or disabling an account (disabling asks first: the user can no longer sign in).
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<CompanyUser | null | undefined>(undefined);
  const [disabling, setDisabling] = useState<CompanyUser | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [swapError, setSwapError] = useState<string | null>(null);
  const { identity } = useSession();
  const load = useCallback(
    async ({ page, perPage, order }: Paging<Order>) =>
      (
        await apiFetch<CompanyUserPage>('/api/company/users', {
          method: 'POST',
          body: { perPage, currentPage: page + 1, orderBy: order.by, order: order.direction, ...(query && { search: query }) },
        })
      ).data,
    [query],
  );
  const { table, failure, replace, reload, firstPage } = usePagedRows<CompanyUser, Order>('last_name', load);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      firstPage();
    }, 300);
    return () => clearTimeout(timer);
  }, [search, firstPage]);

  async function swapEnabled(user: CompanyUser) {
    setSwapping(true);
    setSwapError(null);
    try {
      const { data } = await apiFetch<CompanyUser>(`/api/user_swap_enabled/${user.id}`, { method: 'POST' });
      replace(data);
      setNotice(t(data.enabled ? 'criteria.users.enabled_done' : 'criteria.users.disabled_done', { name: nameOf(data) }));
      setDisabling(null);
    } catch (error) {
      setSwapError(errorMessage(failureCode(error)));
      setDisabling(null);
    } finally {
      setSwapping(false);
    }
  }

  async function sendLink(user: CompanyUser) {
    await apiFetch(`/api/user/${user.id}/send_password_link`, { method: 'POST' });
    setNotice(t('people.users.link_sent', { email: user.email }));
  }

  const columns: Column<CompanyUser, Order>[] = [
    {
      key: 'last_name',
      label: t('people.users.columns.last_name'),
      sort: 'last_name',
      cellSx: { fontWeight: 600, overflowWrap: 'anywhere' },
      cell: (user) => (
        <>
          {user.lastName}
          {/* On a phone the other columns are hidden: the first name and the address stay readable here. */}
          <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400 }}>
            {user.firstName}
          </Box>
          <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400, color: 'text.secondary' }}>
            {user.email}
          </Box>
        </>
      ),
    },
    { key: 'first_name', label: t('people.users.columns.first_name'), sort: 'first_name', from: 'sm', cell: (user) => user.firstName },
    { key: 'email', label: t('people.users.columns.email'), sort: 'email', from: 'sm', cellSx: { overflowWrap: 'anywhere' }, cell: (user) => user.email },
    {
      key: 'roles',
      label: t('people.users.columns.roles'),
      from: 'md',
      cell: (user) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {user.roles.map((role) => (
            <Chip key={role} size="small" label={t(`people.users.roles.${role}`)} />
          ))}
        </Stack>
      ),
    },
    {
      key: 'password',
      label: t('people.users.columns.password'),
      from: 'md',
      cell: (user) => t(user.passwordDefined ? 'people.users.password_defined' : 'people.users.password_pending'),
    },
    { key: 'enabled', label: t('people.users.columns.enabled'), cell: (user) => t(user.enabled ? 'people.users.enabled' : 'people.users.disabled') },
    {
      key: 'actions',
      label: t('people.users.columns.actions'),
      align: 'right',
      cellSx: { whiteSpace: 'nowrap' },
      cell: (user) => (
        <>
          {user.enabled && (
            <Tooltip title={t('people.users.send_link')}>
              <IconButton size="small" aria-label={`${t('people.users.send_link')} ${user.email}`} onClick={() => sendLink(user)}>
                <ForwardToInboxIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('people.users.edit')}>
            <IconButton size="small" aria-label={`${t('people.users.edit')} ${user.email}`} onClick={() => setEditing(user)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {/* The manager's own account stays enabled: they would lock themselves out. */}
          {user.id !== identity?.id &&
            (user.enabled ? (
              <Tooltip title={t('criteria.users.disable')}>
                <IconButton size="small" color="error" aria-label={t('criteria.users.disable_label', { name: user.email })} onClick={() => setDisabling(user)}>
                  <PersonOffIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title={t('criteria.users.enable')}>
                <IconButton
                  size="small"
                  color="success"
                  aria-label={t('criteria.users.enable_label', { name: user.email })}
                  disabled={swapping}
                  onClick={() => swapEnabled(user)}
                >
                  <HowToRegIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ))}
        </>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1" component="h1">
            {t('people.users.title')}
          </Typography>
          <Typography color="text.secondary">{t('people.users.intro')}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ flexShrink: 0 }}>
          {t('people.users.add')}
        </Button>
      </Stack>

      <TextField label={t('people.users.search')} name="search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert">
          {t('people.users.failed')}
        </Alert>
      )}
      {swapError && (
        <Alert severity="error" role="alert" onClose={() => setSwapError(null)}>
          {swapError}
        </Alert>
      )}

      <PagedTable
        columns={columns}
        table={table}
        testId="users-table"
        rowTestId="user-row"
        empty={t('people.users.empty')}
        rowSx={(user) => (user.enabled ? {} : INACTIVE_ROW)}
      />

      <FormDialog
        name="disable-user"
        open={disabling !== null}
        onClose={() => setDisabling(null)}
        onSubmit={(event) => {
          event.preventDefault();
          if (disabling) void swapEnabled(disabling);
        }}
        title={disabling ? t('criteria.users.confirm_title', { name: nameOf(disabling) }) : ''}
        cancel={t('people.users.dialog.cancel')}
        confirm={t('criteria.users.disable')}
        busy={swapping}
        pendingLabel={t('app.progress.saving')}
        tone="error"
        testId="disable-user-dialog"
      >
        <Typography>{disabling ? t('criteria.users.confirm_text', { name: nameOf(disabling) }) : ''}</Typography>
      </FormDialog>

      <UserDialog
        open={editing !== undefined}
        user={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          setEditing(undefined);
          setNotice(created ? t('people.users.created', { email: saved.email }) : t('people.users.saved'));
          reload();
        }}
      />
    </Stack>
  );
}
