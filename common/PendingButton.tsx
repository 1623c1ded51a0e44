import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { visuallyHidden } from '@mui/utils';
import { t } from './i18n/index.ts';

export type PendingButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'loadingIndicator' | 'loadingPosition'> & {
  /** Waiting on work the caller runs (a form's submission). */
  pending?: boolean;
  /** What the button is doing while it waits, e.g. "Téléchargement…": the spinner's name, read first in the button's. */
  pendingLabel?: string;
  /** When it returns a promise, the button waits until the promise settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
};

/** The spinner of a waiting button, named for screen readers; also the confirm icon of react-admin's waiting Confirm. */
export function PendingSpinner({ label = t('app.progress.working') }: { label?: string }) {
  return <CircularProgress color="inherit" size={16} aria-label={label} />;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * A button for work that may take more than a blink (a PDF, a send, an import): while it waits it is disabled, busy
 * (aria-busy), and shows a spinner named by `pendingLabel` in place of its icon, before its unchanged words; its
 * accessible name starts with `pendingLabel` ("Téléchargement… Bon d’échange (PDF)").
 */
export function PendingButton({ pending = false, pendingLabel = t('app.progress.working'), onClick, disabled, startIcon, ...props }: PendingButtonProps) {
  const [running, setRunning] = useState(false);
  const waiting = pending || running;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const result = onClick?.(event);
    if (!isPromise(result)) return;
    setRunning(true);
    const done = () => setRunning(false);
    result.then(done, done);
  };
  // Not MUI's own `loading`, which puts its spinner at the button's edge, far from the words of a full-width button.
  return (
    <Button
      {...props}
      onClick={onClick && click}
      disabled={disabled || waiting}
      startIcon={
        waiting ? (
          <>
            <PendingSpinner label={pendingLabel} />
            <span style={visuallyHidden}>{pendingLabel}</span>
          </>
        ) : (
          startIcon
        )
      }
      aria-busy={waiting}
    />
  );
}
