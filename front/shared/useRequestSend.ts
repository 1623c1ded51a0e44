import { useState } from 'react';
import { showFieldErrors } from '../../common/api.ts';
import type { RuleErrors } from '../../entities/bookingRules.ts';

/**
 * What a request form (offline, group, seminar, public) shows of its sending: the errors under the inputs, the
 * failure ('form' when those errors are the reason, else the server's code, said above the buttons), the count of
 * refused sends, each of which moves the focus to the summary of what is wrong, and which send is on its way (a form
 * with a draft button tells the draft from the request).
 */
export function useRequestSend<Kind extends string = 'send'>() {
  const [errors, setErrors] = useState<RuleErrors>({});
  const [failure, setFailure] = useState<string | number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<Kind | null>(null);
  const refused = (error: unknown) => {
    // The errors were cleared as the request left: a failure that names no field leaves them empty.
    setFailure(showFieldErrors(error, setErrors, setAttempt) ?? 'form');
  };
  return {
    errors,
    failure,
    attempt,
    pending,
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
    /** Sends, `kind` pending meanwhile; the server's refusal shows under the inputs it names, or on its own. */
    async run(kind: Kind, work: () => Promise<void>) {
      setPending(kind);
      try {
        await work();
      } catch (error) {
        refused(error);
      } finally {
        setPending(null);
      }
    },
  };
}
