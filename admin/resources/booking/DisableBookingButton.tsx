import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext } from 'react-admin';
import { ConfirmedCallButton } from '../../actions/ConfirmedCallButton.tsx';
import type { ActionProps } from '../../actions/types.ts';

/** The status that takes a booking out of every list, set by an administrator from any other. */
const DISABLED = -1;

/** Disables a booking; the server writes the history row and the status change. */
export function DisableBookingButton(props: ActionProps) {
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
