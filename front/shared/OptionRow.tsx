import { Box, Typography } from '@mui/material';
import type { HTMLAttributes, Key, ReactNode } from 'react';

/** One option of a list offered as the user types: an icon when it has one, its name, and a detail line under it. */
export function OptionRow({
  optionProps: { key, ...props },
  icon,
  label,
  detail,
}: {
  optionProps: HTMLAttributes<HTMLLIElement> & { key: Key };
  icon?: ReactNode;
  label: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      {icon}
      <Box>
        <Typography>{label}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
