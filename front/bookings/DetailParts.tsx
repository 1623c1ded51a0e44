import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A block of the booking page: a titled card; `action` sits at the right of the title. */
export function Section({ title, children, testId, action }: { title: string; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: action ? 1 : 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>{title}</Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** One line of the booking page: its label above on a phone, beside on a wider screen. */
export function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}
