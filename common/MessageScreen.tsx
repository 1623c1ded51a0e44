import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred message with the actions that get the user out of it (not found, unauthorised, crash). */
export function MessageScreen({ title, text, actions, testId }: { title: string; text?: string; actions: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }} data-testid={testId}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ mb: text ? 1.5 : 3 }}>
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {text}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      </Paper>
    </Box>
  );
}
