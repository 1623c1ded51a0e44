import { Alert, Box, Button, Card, CardContent, CardMedia, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { failureCode } from '../../common/api.ts';
import { formatDate } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { listNews, markNewsRead, unreadNews, type News } from './contentApi.ts';
import { RichText } from './RichText.tsx';

/**
 * /news: the agency's news, heaviest first. What was unread keeps its "new" mark while the page is open and counts as
 * read from now on.
 */
export function NewsPage() {
  const [news, setNews] = useState<News[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | number | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    listNews(page).then(
      async (result) => {
        if (!live) return;
        setNews((current) => (page === 1 ? result.items : [...current, ...result.items]));
        setTotal(result.total);
        setLoading(false);
        const unread = result.items.filter((item) => !item.read).map((item) => item.id);
        unreadNews.set(unread.length ? await markNewsRead(unread) : result.unread);
      },
      (error: unknown) => {
        if (!live) return;
        setFailure(failureCode(error));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [page]);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('content.news.title')}
        </Typography>
        <Typography color="text.secondary">{t('content.news.intro')}</Typography>
      </div>
      {failure !== null && <Alert severity="error">{errorMessage(failure)}</Alert>}
      {loading && <LinearProgress aria-label={t('content.news.loading')} />}
      {!loading && failure === null && news.length === 0 && <Typography color="text.secondary">{t('content.news.empty')}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {news.map((item) => (
          <Card key={item.id} variant="outlined" data-testid="news-item" sx={{ minWidth: 0 }}>
            {item.image && <CardMedia component="img" image={item.image} alt="" sx={{ height: 180, objectFit: 'cover' }} />}
            <CardContent>
              <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(item.date)}
                </Typography>
                {!item.read && <Chip size="small" color="secondary" label={t('content.news.unread')} data-testid="news-unread" />}
              </Stack>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <RichText html={item.content} />
            </CardContent>
          </Card>
        ))}
      </Box>
      {news.length < total && (
        <Box sx={{ textAlign: 'center' }}>
          <Button onClick={() => setPage((current) => current + 1)} disabled={loading}>
            {t('content.news.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
