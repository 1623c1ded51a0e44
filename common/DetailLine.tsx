import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One line of a detail page: its label above on a phone, beside on a wider screen in a column `labelWidth` wide. */
export function DetailLine({ label, labelWidth = 200, children }: { label: string; labelWidth?: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
