import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { t } from '../../common/i18n/index.ts';

/**
 * The page around what a public link opens, without a session: the platform's bar (or `title`, e.g. the company's
 * name), the company's logo when known, and the page below.
 */
export function PublicFrame({ title = t('app.name'), logo, children }: { title?: string; logo?: string | null; children: ReactNode }) {
  return (
    <>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {logo && (
            <Box component="img" src={logo} alt="" sx={{ height: 32, maxWidth: 120, objectFit: 'contain', bgcolor: 'white', borderRadius: 1, p: 0.5 }} />
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
    </>
  );
}
