import { TextField, type TextFieldProps } from '@mui/material';
import type { ChangeEvent } from 'react';
import { errorMessage } from '../../common/i18n/index.ts';
import type { RuleErrors } from '../../entities/bookingRules.ts';

/** The message of a field's error, if it has one. */
export const message = (errors: RuleErrors, key: string) => (errors[key] === undefined ? undefined : errorMessage(errors[key]));

/** What a part of a request form edits: the values, the errors found in them, and how one value changes. */
export interface FormPart<V> {
  values: V;
  errors: RuleErrors;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
}

/** The keys of a form's values that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A text field's binding to one value of a form part: its name, its value, its change, its error, and the error's
 * message under it (a blank line when there is none, so that the fields of a row stay aligned).
 */
export function bound<V>({ values, errors, set }: FormPart<V>, key: TextKey<V>) {
  return {
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value as V[TextKey<V>]),
    error: Boolean(errors[key]),
    helperText: message(errors, key) ?? ' ',
  };
}

/** A date field, its label always above the browser's own placeholder, between the days `min` and `max`. */
export function DateField({ min, max, ...props }: Omit<TextFieldProps, 'type' | 'slotProps'> & { min?: string; max?: string }) {
  return <TextField {...props} type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }} />;
}
