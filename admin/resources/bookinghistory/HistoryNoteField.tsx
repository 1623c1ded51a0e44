import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { historyNote } from '../../../common/historyNote.ts';
import type { GeneratedFieldProps } from '../../fields.tsx';

/** A history line's comment, after what the booking service noted (a mail sent, a cancellation's reason) in the reader's language. */
export function HistoryNoteField({ source }: GeneratedFieldProps) {
  const record = useRecordContext();
  if (!record) return null;
  const note = historyNote({ event: (record.event as string | null) ?? null, data: (record.data as string | null) ?? null });
  const comment = record[source] as string | null;
  return (
    <Typography component="span" variant="body2">
      {[note, comment].filter(Boolean).join(' — ')}
    </Typography>
  );
}
