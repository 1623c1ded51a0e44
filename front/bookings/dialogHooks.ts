import { useState } from 'react';
import { failureCode } from '../../common/api.ts';
import { errorMessage } from '../../common/i18n/index.ts';

// What the booking dialogs share: their props, how they submit, and how they flag a refused field.

/** A refusal as the user reads it, from the server's code. */
export const failureText = (error: unknown) => errorMessage(failureCode(error));

export interface Submitting<T> {
  open: boolean;
  onClose(): void;
  onSubmit(value: T): Promise<unknown>;
}

/** Runs a dialog's submission: the button waits, a refusal shows under the fields with the server's code; says whether it went through. */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

/** A field checked on submit: a refused value is flagged until the user types again. */
export function useCheckedField() {
  const [value, setValue] = useState('');
  const [flagged, flag] = useState(false);
  const onChange = (event: { target: { value: string } }) => {
    setValue(event.target.value);
    flag(false);
  };
  return { value, flagged, flag, onChange };
}
