import { useState } from 'react';
import { showFieldErrors } from '../../common/api.ts';
import type { RuleErrors } from '../../entities/bookingRules.ts';

/**
 * What a request form (offline, group, seminar, public) shows of its sending: the errors under the inputs, the
 * failure ('form' when those errors are the reason, else the server's code, said above the buttons) and the count of
 * refused sends, each of which moves the focus to the summary of what is wrong.
 */
export function useRequestSend() {
  const [errors, setErrors] = useState<RuleErrors>({});
  const [failure, setFailure] = useState<string | number | null>(null);
  const [attempt, setAttempt] = useState(0);
  return {
    errors,
    failure,
    attempt,
    /** Shows what the form's own rules found; true when nothing stops the request from leaving. */
    passes(found: RuleErrors) {
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setAttempt((count) => count + 1);
        setFailure('form');
        return false;
      }
      setFailure(null);
      return true;
    },
    /** The server's refusal: under the inputs it names; a failure that names none is said on its own. */
    refused(error: unknown) {
      // The errors were cleared as the request left: a failure that names no field leaves them empty.
      setFailure(showFieldErrors(error, setErrors, setAttempt) ?? 'form');
    },
  };
}
