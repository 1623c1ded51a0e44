import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint, type ButtonProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, type SummaryErrors } from '../../common/ErrorSummary.tsx';
import { PendingButton } from '../../common/PendingButton.tsx';

/**
 * The frame of the front office's form dialogs: a titled form, its fields, a button that closes and one that submits
 * (waiting with a spinner named `pendingLabel` while the submission runs). `name` names the title's id, which labels
 * the dialog. `errors` (by input name), once a submit is refused (`attempt` counts the refusals), are listed on top
 * of the fields by `ErrorSummary`, which takes the focus.
 */
export function FormDialog({
  name,
  open,
  onClose,
  onSubmit,
  title,
  cancel,
  confirm,
  busy,
  pendingLabel,
  tone,
  maxWidth = 'sm',
  testId,
  errors = {},
  attempt = 0,
  children,
}: {
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
  errors?: SummaryErrors;
  attempt?: number;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={`${name}-title`}>
      {/* React passes a submit up through the portal: a dialog opened from a form must not send that form too. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
        data-testid={testId}
      >
        <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
        <DialogContent>
          {Object.keys(errors).length > 0 && (
            <Box sx={{ pt: 1 }}>
              <ErrorSummary errors={errors} attempt={attempt} />
            </Box>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancel}</Button>
          <PendingButton type="submit" variant="contained" color={tone} pending={busy} pendingLabel={pendingLabel}>
            {confirm}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
