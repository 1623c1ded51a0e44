import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardMedia,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { failureCode } from '../../common/api.ts';
import { formatDate } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { getNotification, listNotifications, unreadNews, type Notification, type NotificationSummary } from './contentApi.ts';
import { RichText } from './RichText.tsx';

/** /notification/list: the news and help pages the agency pointed out, newest first, unread in bold. */
export function NotificationsPage() {
  const [items, setItems] = useState<NotificationSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | number | null>(null);
  useEffect(() => {
    setLoading(true);
    listNotifications(page).then(
      (result) => {
        setItems((current) => (page === 1 ? result.items : [...current, ...result.items]));
        setTotal(result.total);
        setLoading(false);
      },
      (error: unknown) => {
        setFailure(failureCode(error));
        setLoading(false);
      },
    );
  }, [page]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography variant="h1" component="h1">
        {t('content.notifications.title')}
      </Typography>
      {failure !== null && <Alert severity="error">{errorMessage(failure)}</Alert>}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {loading && <LinearProgress aria-label={t('content.notifications.loading')} />}
        {!loading && items.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('content.notifications.empty')}
          </Typography>
        )}
        <List disablePadding>
          {/* Each notification is an item of the list, holding the link to it. */}
          {items.map((item) => (
            <ListItem key={item.id} disablePadding divider>
              <ListItemButton component={RouterLink} to={`/notification/${item.id}/show`} data-testid="notification-item" sx={{ gap: 1 }}>
                <ListItemText
                  primary={item.title}
                  secondary={`${t(`content.notifications.kind.${item.kind}`)} · ${formatDate(item.date)}`}
                  slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' } } }}
                />
                {!item.read && <Chip size="small" color="secondary" label={t('content.notifications.unread')} sx={{ flexShrink: 0 }} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {items.length < total && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button onClick={() => setPage((current) => current + 1)} disabled={loading}>
              {t('content.notifications.more')}
            </Button>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}

/** /notification/{id}/show: one notification, read from now on. */
export function NotificationShow() {
  const { id = '' } = useParams();
  const [item, setItem] = useState<Notification | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  useEffect(() => {
    setItem(null);
    getNotification(id).then(
      (loaded) => {
        setItem(loaded);
        if (loaded.kind === 'news') void unreadNews.refresh();
      },
      (error: unknown) => setFailure(failureCode(error)),
    );
  }, [id]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Box>
        <Button component={RouterLink} to="/notification/list" startIcon={<ArrowBackIcon />}>
          {t('content.notifications.back')}
        </Button>
      </Box>
      {failure !== null && <Alert severity="error">{errorMessage(failure)}</Alert>}
      {!item && failure === null && <LinearProgress aria-label={t('content.notifications.loading')} />}
      {item && (
        <Card variant="outlined" data-testid="notification-detail">
          {item.image && <CardMedia component="img" image={item.image} alt="" sx={{ maxHeight: 260, objectFit: 'cover' }} />}
          <CardContent>
            <Typography variant="caption" color="text.secondary">{`${t(`content.notifications.kind.${item.kind}`)} · ${formatDate(item.date)}`}</Typography>
            <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem', my: 1, overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            <RichText html={item.content} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
