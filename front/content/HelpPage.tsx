import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MailIcon from '@mui/icons-material/Mail';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { failureCode } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { listHelp, type HelpPage as Page } from './contentApi.ts';
import { RichText } from './RichText.tsx';

/** /help: the help pages, heaviest first, each opened in place; the first one open. */
export function HelpPage() {
  const [pages, setPages] = useState<Page[] | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  useEffect(() => {
    listHelp().then(setPages, (error: unknown) => setFailure(failureCode(error)));
  }, []);
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('content.help.title')}
        </Typography>
        <Typography color="text.secondary">{t('content.help.intro')}</Typography>
      </div>
      {failure !== null && <Alert severity="error">{errorMessage(failure)}</Alert>}
      {!pages && failure === null && <LinearProgress aria-label={t('app.loading')} />}
      {pages?.length === 0 && <Typography color="text.secondary">{t('content.help.empty')}</Typography>}
      <div>
        {pages?.map((page, index) => (
          <Accordion key={page.id} defaultExpanded={index === 0} disableGutters data-testid="help-page">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{page.title}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <RichText html={page.content} />
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
      <Box>
        <Button component={RouterLink} to="/message/create" variant="outlined" startIcon={<MailIcon />}>
          {t('content.help.contact')}
        </Button>
      </Box>
    </Stack>
  );
}
