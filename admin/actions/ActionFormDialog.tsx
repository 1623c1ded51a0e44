import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode, SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PendingButton } from '../../common/PendingButton.tsx';
import { errorKey } from '../dataProvider.ts';

/** In a list an action sits in a clickable row: its clicks, and those of its dialog, must not also open the record. */
export const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The dialog of a record action that asks for a few values before it calls the server: its title, what it does, the
 * inputs (children), a failure that belongs to no input, and Cancel beside the action's button, which shows progress
 * while the server answers. Closing is refused while it does.
 */
export function ActionFormDialog({
  id,
  open,
  onClose,
  pending,
  title,
  content,
  failure,
  submitLabel,
  dismissLabel = 'ra.action.cancel',
  onSubmit,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  pending: boolean;
  title: string;
  content: string;
  failure: string | number | null;
  submitLabel: string;
  /** The catalogue key of the button that closes the dialog without acting. */
  dismissLabel?: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClick={keepInside} onClose={() => !pending && onClose()} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{content}</DialogContentText>
            {children}
            {failure !== null && <Alert severity="error">{translate(errorKey(failure))}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={pending}>
            {translate(dismissLabel)}
          </MuiButton>
          <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={translate('app.progress.sending')}>
            {submitLabel}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
