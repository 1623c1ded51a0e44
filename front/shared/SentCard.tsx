import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Paper, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A request without an account behind it is sent (a company's public link, the training site): the page's title
 * beside a tick, then what happens next and the ways on, `children`.
 */
export function SentCard({ title, testId, sx, children }: { title: string; testId: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={[{ p: { xs: 3, sm: 4 } }, ...(Array.isArray(sx) ? sx : [sx])]} data-testid={testId}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" fontSize="large" />
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
