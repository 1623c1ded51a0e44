import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { ConfirmedCallButton } from './ConfirmedCallButton.tsx';
import type { RecordActionProps } from './types.ts';

/** Sends a logged mail again to its recipients; the server logs the new send. */
export function ResendMailButton(props: RecordActionProps) {
  return (
    <ConfirmedCallButton
      {...props}
      icon={<ForwardToInboxIcon fontSize={props.variant === 'row' ? 'small' : undefined} />}
      path={(mail) => `/api/maillog/${mail.id}/send`}
    />
  );
}
