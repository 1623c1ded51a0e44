import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DetailLine } from '../../common/DetailLine.tsx';

/**
 * A titled card of a page or a form (booking page, booking form and summary, offline and group requests): `action`
 * sits at the right of the title; `spaced` puts its children two units apart.
 */
export function Section({
  title,
  children,
  testId,
  action,
  spaced = false,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
  spaced?: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: action ? 1 : 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {spaced ? <Stack spacing={2}>{children}</Stack> : children}
    </Paper>
  );
}

/** One line of the booking page: its label above on a phone, beside on a wider screen. */
export const Line = DetailLine;
