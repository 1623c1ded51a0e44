import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint, type ButtonProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { PendingButton } from '../../common/PendingButton.tsx';

/**
 * The frame of the front office's form dialogs: a titled form, its fields, a button that closes and one that submits
 * (waiting with a spinner named `pendingLabel` while the submission runs). `name` names the title's id, which labels
 * the dialog.
 */
export function FormDialog({ name, open, onClose, onSubmit, title, cancel, confirm, busy, pendingLabel, tone, maxWidth = 'sm', testId, children }: {
  name: string;
  open: boolean;
  onClose(): void;
  onSubmit(event: FormEvent): void;
  title: ReactNode;
  cancel: string;
  confirm: string;
  busy: boolean;
  pendingLabel?: string;
  tone?: ButtonProps['color'];
  maxWidth?: Breakpoint;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={`${name}-title`}>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancel}</Button>
          <PendingButton type="submit" variant="contained" color={tone} pending={busy} pendingLabel={pendingLabel}>{confirm}</PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
