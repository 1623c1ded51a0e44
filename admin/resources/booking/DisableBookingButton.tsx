import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext } from 'react-admin';
import { STATUS } from '../../../entities/bookingStatus.ts';
import { ConfirmedCallButton } from '../../actions/ConfirmedCallButton.tsx';
import type { ActionProps } from '../../actions/types.ts';

/** Disables a booking, from any status but disabled; the server writes the history row and the status change. */
export function DisableBookingButton(props: ActionProps) {
  const record = useRecordContext();
  return (
    <ConfirmedCallButton
      {...props}
      icon={<BlockIcon fontSize={props.variant === 'row' ? 'small' : undefined} />}
      unavailable={record?.status === STATUS.disabled}
    />
  );
}
