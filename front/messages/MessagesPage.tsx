import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Badge, Box, Button, LinearProgress, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { failureCode } from '../../common/api.ts';
import { formatDateTime } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import type { ThreadSummary } from '../../entities/messageReplies.ts';
import { listThreads } from './messagesApi.ts';
import { ThreadView } from './ThreadView.tsx';
import { unseenMessages } from './unseen.ts';

/**
 * /message/list: the user's conversations with the agency, and the one chosen (`?id=`) beside them; on a phone the
 * conversation takes the whole width, with a way back to the list.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('id')) || null;
  const [threads, setThreads] = useState<ThreadSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | number | null>(null);

  const load = useCallback(async (count: number) => {
    setLoading(true);
    try {
      const results = await Promise.all(Array.from({ length: count }, (_, index) => listThreads(index + 1)));
      setThreads(results.flatMap((result) => result.items));
      setTotal(results[0].total);
      setFailure(null);
    } catch (error) {
      setFailure(failureCode(error));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(pages);
    void unseenMessages.refresh();
  }, [load, pages]);

  const open = (id: number) => setParams({ id: String(id) });

  const list = (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {loading && <LinearProgress aria-label={t('messages.list.loading')} />}
      {!loading && threads.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('messages.list.empty')}
        </Typography>
      )}
      <List disablePadding data-testid="thread-list">
        {/* Each thread is an item of the list, holding the button that opens it. */}
        {threads.map((thread) => (
          <ListItem key={thread.id} disablePadding divider>
            <ListItemButton
              selected={thread.id === selected}
              onClick={() => open(thread.id)}
              data-testid="thread-item"
              sx={{ alignItems: 'flex-start', gap: 1 }}
            >
              <ListItemText
                primary={thread.subject}
                secondary={[
                  formatDateTime(thread.last_date),
                  t('messages.list.count', { smart_count: thread.messages }),
                  thread.booking_ref ? t('messages.list.booking', { ref: thread.booking_ref }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { fontWeight: thread.unseen ? 700 : 500, overflowWrap: 'anywhere' } } }}
              />
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pt: 0.5, flexShrink: 0 }}>
                {thread.files > 0 && <AttachFileIcon fontSize="small" color="action" />}
                {thread.unseen > 0 && (
                  <Badge
                    color="secondary"
                    badgeContent={thread.unseen}
                    data-testid="thread-unseen"
                    aria-label={t('messages.unseen', { smart_count: thread.unseen })}
                    sx={{ mr: 1 }}
                  >
                    <Box />
                  </Badge>
                )}
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {threads.length < total && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button onClick={() => setPages((count) => count + 1)} disabled={loading}>
            {t('messages.list.more')}
          </Button>
        </Box>
      )}
    </Paper>
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2 }}>
        <div>
          <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
            {t('messages.list.title')}
          </Typography>
          <Typography color="text.secondary">{t('messages.list.intro')}</Typography>
        </div>
        <Button
          component={RouterLink}
          to="/message/create"
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('messages.list.new')}
        </Button>
      </Stack>
      {failure !== null && <Alert severity="error">{errorMessage(failure)}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>{list}</Box>
        <Box sx={{ minWidth: 0, display: { xs: selected ? 'block' : 'none', md: 'block' } }}>
          {selected ? (
            <Stack spacing={2}>
              <Box sx={{ display: { md: 'none' } }}>
                <Button startIcon={<ArrowBackIcon />} onClick={() => setParams({})}>
                  {t('messages.thread.back')}
                </Button>
              </Box>
              <ThreadView id={selected} onChanged={() => void load(pages)} />
            </Stack>
          ) : (
            threads.length > 0 && (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {t('messages.list.pick')}
              </Typography>
            )
          )}
        </Box>
      </Box>
    </Stack>
  );
}
