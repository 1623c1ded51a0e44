import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError, apiFetch, failureCode } from '../../../common/api.ts';
import { errorKey } from '../../dataProvider.ts';

/** A configuration a company may not have yet: the server answers 404 then, and the form starts empty. */
export type Loaded<T> = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; record: T } | { status: 'failed'; code: string | number };

export function useCompanyConfiguration<T>(apiPath: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', record: (await apiFetch<T>(apiPath)).data });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
      else setState({ status: 'failed', code: failureCode(error) });
    }
  }, [apiPath]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, setState, reload: load };
}

/**
 * The form's submit: PUT the values; on success the saved record replaces the form's, on refusal the server's
 * per-field codes go under their inputs (react-admin's Form sets what onSubmit returns as field errors; dotted keys
 * such as `rows.0.sector_value` reach the inputs of a list), and an error about no input is notified.
 */
export function useSubmit<T>(apiPath: string, savedMessage: string, onSaved: (record: T) => void) {
  const notify = useNotify();
  return async (values: unknown): Promise<Record<string, unknown> | undefined> => {
    try {
      const { data } = await apiFetch<T>(apiPath, { method: 'PUT', body: values });
      notify(savedMessage, { type: 'success' });
      onSaved(data);
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.errors ?? {}).filter(([field]) => field !== '_');
      notify(errorKey(error.code), { type: 'error' });
      return fields.length > 0 ? Object.fromEntries(fields.map(([field, code]) => [field, errorKey(code)])) : undefined;
    }
  };
}
