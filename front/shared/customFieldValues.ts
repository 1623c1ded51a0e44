import { useCallback, useRef } from 'react';
import { apiFetch } from '../../common/api.ts';
import type { CustomField, CustomFieldValue } from '../../entities/customFields.ts';
import type { TravellerCustomFields } from '../../entities/travellerReplies.ts';

type Values = Record<string, CustomFieldValue>;

const blank = (value: CustomFieldValue) => value === undefined || value === null || value === '';

/** A field's default as the booking forms hold it: a yes/no field as a boolean. */
export const customFieldDefault = (field: CustomField): CustomFieldValue =>
  field.defaultValue === null ? null : field.type === 40 ? field.defaultValue === 'true' : field.defaultValue;

/** The company's default values in the custom fields a form leaves empty, so they are sent as shown. */
export function withCustomFieldDefaults(values: Values, fields: readonly CustomField[]): Values {
  const next = { ...values };
  for (const field of fields) {
    const key = String(field.id);
    if ((next[key] === undefined || next[key] === null) && field.defaultValue !== null) next[key] = customFieldDefault(field);
  }
  return next;
}

const same = (a: CustomFieldValue, b: CustomFieldValue) => (blank(a) && blank(b)) || String(a) === String(b);

/**
 * The fields a traveller's saved values may still fill: those the traveller has a value of its own for (not blank,
 * not merely the company's default), that the user has not typed in, and that no traveller picked before has filled.
 */
export function prefillable(fields: readonly CustomField[], saved: Record<string, CustomFieldValue>, locked: ReadonlySet<string>): Values {
  const found: Values = {};
  for (const field of fields) {
    const key = String(field.id);
    const value = saved[key];
    if (field.readOnly || locked.has(key) || blank(value) || same(value, customFieldDefault(field))) continue;
    found[key] = value;
  }
  return found;
}

/** The form's values with the traveller's in the fields that are still empty or still hold the company's default. */
export function withTravellerValues(fields: readonly CustomField[], current: Values, values: Values): Values {
  const next = { ...current };
  for (const field of fields) {
    const key = String(field.id);
    if (!(key in values)) continue;
    if (blank(current[key]) || same(current[key], customFieldDefault(field))) next[key] = values[key];
  }
  return next;
}

/**
 * The booking forms (online completion, offline request) fill their custom fields from the travellers picked: a field
 * still empty takes the saved value of the first traveller picked who has one; what the user typed is never replaced.
 * `update` changes the form's custom field values; the form calls `typed(id)` when the user changes a field and
 * `picked(travellerId)` when a traveller is chosen.
 */
export function useTravellerCustomFields(fields: readonly CustomField[], update: (change: (current: Values) => Values) => void) {
  const typedKeys = useRef(new Set<string>());
  const filledKeys = useRef(new Set<string>());
  const asked = useRef(new Set<number>());
  // Travellers picked in a row are read in the order they were picked, so the first one wins whatever answers first.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const typed = useCallback((id: number | string) => {
    typedKeys.current.add(String(id));
  }, []);

  const picked = useCallback(
    (travellerId: number | null | undefined) => {
      if (!travellerId || fields.length === 0 || asked.current.has(travellerId)) return;
      asked.current.add(travellerId);
      queue.current = queue.current.then(async () => {
        try {
          const { data } = await apiFetch<TravellerCustomFields>(`/api/traveller/${travellerId}/custom_fields`);
          const values = prefillable(fields, data.values, new Set([...typedKeys.current, ...filledKeys.current]));
          if (Object.keys(values).length === 0) return;
          for (const key of Object.keys(values)) filledKeys.current.add(key);
          // A field typed in while the traveller's values were on their way keeps what the user typed.
          update((current) => withTravellerValues(fields, current, Object.fromEntries(Object.entries(values).filter(([key]) => !typedKeys.current.has(key)))));
        } catch {
          // Without the traveller's values the form simply stays as it is.
        }
      });
    },
    [fields, update],
  );

  return { typed, picked };
}
