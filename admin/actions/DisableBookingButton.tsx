import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext } from 'react-admin';
import { ConfirmedCallButton } from './ConfirmedCallButton.tsx';
import type { RecordActionProps } from './types.ts';

/** The status that takes a booking out of every list, set by an administrator from any other. */
const DISABLED = -1;

/** Disables a booking; the server writes the history row and the status change. */
export function DisableBookingButton(props: RecordActionProps) {
  const record = useRecordContext();
  return (
    <ConfirmedCallButton
      {...props}
      icon={<BlockIcon fontSize={props.variant === 'row' ? 'small' : undefined} />}
      path={(booking) => `/api/booking/admin_disable/${booking.id}`}
      unavailable={record?.status === DISABLED}
    />
  );
}
