import { useState } from 'react';
import { useNotify, useRefresh, type Identifier } from 'react-admin';
import { apiFetch, submitErrors } from '../../common/api.ts';
import { entityNamed } from '../../entities/index.ts';
import { actionOf, actionPath } from '../../entities/kit.ts';

/** What an action's call sends besides its method and address: a JSON body, or a query string (`?to=…`). */
export interface ActionRequest {
  body?: unknown;
  query?: string;
}

/**
 * Calls a record action as its descriptor declares it (method and address). Once it succeeds the page says it is done
 * (resources.<entity>.confirm.<action>.done) and reloads its data; a failure is thrown back to the caller, whose
 * screen shows it.
 */
export function useActionCall(entity: string, action: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const call = async (id: Identifier, { body, query = '' }: ActionRequest = {}) => {
    setPending(true);
    try {
      const declared = actionOf(entityNamed(entity), action);
      await apiFetch(`${actionPath(declared, id)}${query}`, { method: declared.method, body });
      notify(`resources.${entity}.confirm.${action}.done`, { type: 'success' });
      refresh();
    } finally {
      setPending(false);
    }
  };
  return { pending, call };
}

/**
 * An action whose dialog asks for inputs first (ActionFormDialog): whether the dialog is open, the server's codes
 * under the named inputs, a failure that belongs to none of them. `send` calls the action and closes the dialog once
 * it succeeds.
 */
export function useActionDialog(entity: string, action: string, inputs: readonly string[]) {
  const { pending, call } = useActionCall(entity, action);
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | number>>({});
  const [failure, setFailure] = useState<string | number | null>(null);
  const clear = () => {
    setErrors({});
    setFailure(null);
  };
  const start = () => {
    clear();
    setOpen(true);
  };
  const send = async (id: Identifier, request?: ActionRequest) => {
    clear();
    try {
      await call(id, request);
      setOpen(false);
    } catch (error) {
      const { fields, code } = submitErrors(error);
      if (inputs.some((name) => fields[name] !== undefined)) setErrors(fields);
      else setFailure(code);
    }
  };
  return { open, close: () => setOpen(false), start, send, pending, errors, setErrors, failure };
}
