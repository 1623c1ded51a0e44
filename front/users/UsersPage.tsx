import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import {
  Alert, Box, Button, Chip, IconButton, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination,
  TableRow, TableSortLabel, TextField, Tooltip, Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import { FormDialog } from '../shared/FormDialog.tsx';
import { type CompanyUser, UserDialog } from './UserDialog.tsx';

type Order = 'last_name' | 'first_name' | 'email';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;

const nameOf = (user: CompanyUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * /users (managers only): the company's users, searched, sorted and paged by the server; create, edit, roles, password
 * link, and enabling or disabling an account (disabling asks first: the user can no longer sign in).
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<{ by: Order; direction: 'asc' | 'desc' }>({ by: 'last_name', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [rows, setRows] = useState<{ items: CompanyUser[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<CompanyUser | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const [disabling, setDisabling] = useState<CompanyUser | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [swapError, setSwapError] = useState<string | null>(null);
  const { identity } = useSession();
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    apiFetch<{ items: CompanyUser[]; total: number }>('/api/company/users', {
      method: 'POST',
      body: { perPage, currentPage: page + 1, orderBy: order.by, order: order.direction, ...(query && { search: query }) },
    }).then(
      ({ data }) => {
        if (!current) return;
        setRows(data);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (!current) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [query, order, page, perPage, version]);

  async function swapEnabled(user: CompanyUser) {
    setSwapping(true);
    setSwapError(null);
    try {
      const { data } = await apiFetch<CompanyUser>(`/api/user_swap_enabled/${user.id}`, { method: 'POST' });
      setRows((previous) => previous && { ...previous, items: previous.items.map((item) => (item.id === data.id ? { ...item, ...data } : item)) });
      setNotice(t(data.enabled ? 'criteria.users.enabled_done' : 'criteria.users.disabled_done', { name: nameOf(data) }));
      setDisabling(null);
    } catch (error) {
      setSwapError(errorMessage(error instanceof ApiError ? error.code : undefined));
      setDisabling(null);
    } finally {
      setSwapping(false);
    }
  }

  async function sendLink(user: CompanyUser) {
    await apiFetch(`/api/user/${user.id}/send_password_link`, { method: 'POST' });
    setNotice(t('people.users.link_sent', { email: user.email }));
  }

  const sortBy = (column: Order) => {
    setOrder((previous) => ({ by: column, direction: previous.by === column && previous.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
  const header = (column: Order, sx?: object) => (
    <TableCell sx={sx} sortDirection={order.by === column ? order.direction : false}>
      <TableSortLabel active={order.by === column} direction={order.by === column ? order.direction : 'asc'} onClick={() => sortBy(column)}>
        {t(`people.users.columns.${column}`)}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1" component="h1">{t('people.users.title')}</Typography>
          <Typography color="text.secondary">{t('people.users.intro')}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ flexShrink: 0 }}>{t('people.users.add')}</Button>
      </Stack>

      <TextField label={t('people.users.search')} name="search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {notice && <Alert severity="success" role="status" onClose={() => setNotice(null)}>{notice}</Alert>}
      {failed && <Alert severity="error" role="alert">{t('people.users.failed')}</Alert>}
      {swapError && <Alert severity="error" role="alert" onClose={() => setSwapError(null)}>{swapError}</Alert>}

      <Paper variant="outlined">
        {loading && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="users-table">
            <TableHead>
              <TableRow>
                {header('last_name')}
                {header('first_name', MEDIUM)}
                {header('email', MEDIUM)}
                <TableCell sx={WIDE}>{t('people.users.columns.roles')}</TableCell>
                <TableCell sx={WIDE}>{t('people.users.columns.password')}</TableCell>
                <TableCell>{t('people.users.columns.enabled')}</TableCell>
                <TableCell align="right">{t('people.users.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.items.map((user) => (
                <TableRow key={user.id} hover data-testid="user-row" sx={{ opacity: user.enabled ? 1 : 0.6 }}>
                  <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {user.lastName}
                    {/* On a phone the other columns are hidden: the first name and the address stay readable here. */}
                    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400 }}>{user.firstName}</Box>
                    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400, color: 'text.secondary' }}>{user.email}</Box>
                  </TableCell>
                  <TableCell sx={MEDIUM}>{user.firstName}</TableCell>
                  <TableCell sx={{ ...MEDIUM, overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                  <TableCell sx={WIDE}>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                      {user.roles.map((role) => <Chip key={role} size="small" label={t(`people.users.roles.${role}`)} />)}
                    </Stack>
                  </TableCell>
                  <TableCell sx={WIDE}>{t(user.passwordDefined ? 'people.users.password_defined' : 'people.users.password_pending')}</TableCell>
                  <TableCell>{t(user.enabled ? 'people.users.enabled' : 'people.users.disabled')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                    {user.id !== identity?.id && (user.enabled ? (
                      <Tooltip title={t('criteria.users.disable')}>
                        <IconButton size="small" color="error" aria-label={t('criteria.users.disable_label', { name: user.email })} onClick={() => setDisabling(user)}>
                          <PersonOffIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : (
                      <Tooltip title={t('criteria.users.enable')}>
                        <IconButton size="small" color="success" aria-label={t('criteria.users.enable_label', { name: user.email })} disabled={swapping} onClick={() => swapEnabled(user)}>
                          <HowToRegIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
              {rows && rows.items.length === 0 && !loading && (
                <TableRow><TableCell colSpan={7}><Typography color="text.secondary" sx={{ py: 2 }}>{t('people.users.empty')}</Typography></TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ overflowX: 'hidden' }}>
          <TablePagination
            component="div"
            count={rows?.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('people.travellers.rows_per_page')}
            labelDisplayedRows={({ from, to, count }) => t('people.travellers.range', { from, to, count })}
          />
        </Box>
      </Paper>

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
