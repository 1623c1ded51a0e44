import { Chip, type ChipProps } from '@mui/material';
import { statusRow } from '../entities/bookingStatus.ts';
import { t } from './i18n/index.ts';

/** A status as the caller reads it: a manager whose decision is awaited reads it as their own task. */
export function statusLabel(status: number, managerView = false): string {
  const row = statusRow(status);
  if (managerView && row.manager) return t(`bookings.manager_status.${row.key}`);
  return t(`resources.booking.enums.status.${status}`);
}

/**
 * A booking status's chip, in the colour the status table gives it, on every site: the front office's lists and pages
 * and the back office's status fields show the same status alike. `label` replaces the wording, never the colour.
 */
export function StatusChip({
  status,
  managerView = false,
  size = 'small',
  label,
}: {
  status: number;
  managerView?: boolean;
  size?: ChipProps['size'];
  label?: string;
}) {
  const { colour } = statusRow(status);
  return (
    <Chip
      size={size}
      color={colour}
      variant={colour === 'default' ? 'outlined' : 'filled'}
      label={label ?? statusLabel(status, managerView)}
      data-testid="booking-status"
    />
  );
}
