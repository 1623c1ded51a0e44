import ReplayIcon from '@mui/icons-material/Replay';
import { useRecordContext } from 'react-admin';
import { ConfirmedCallButton } from '../../actions/ConfirmedCallButton.tsx';
import type { ActionProps } from '../../actions/types.ts';

/** Puts a mail the SMTP server refused (for good, or until its last try) back on the queue, as it was; shown for a failed mail only. */
export function RetryMailButton(props: ActionProps) {
  const record = useRecordContext();
  if (record?.state !== 'failed') return null;
  return <ConfirmedCallButton {...props} icon={<ReplayIcon fontSize={props.variant === 'row' ? 'small' : undefined} />} />;
}
