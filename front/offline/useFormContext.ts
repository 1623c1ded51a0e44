import { useEffect, useState } from 'react';
import { apiFetch, failureCode } from '../../common/api.ts';
import type { CustomField } from '../../entities/customFields.ts';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import { withCustomFieldDefaults } from '../shared/customFieldValues.ts';
import type { FormContext } from './OfflineRequestForm.tsx';
import type { Manager } from '../../entities/userReplies.ts';
import type { OfflineFormValues } from './offlineForm.ts';
import type { OfflineSettings } from '../../entities/offlineReplies.ts';

/** The form's context in one round of parallel calls; managers only when the company has requests authorised. */
export function useFormContext(): { context: FormContext | null; failure: string | number | null } {
  const [context, setContext] = useState<FormContext | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const [settings, favorites, fields, managers] = await Promise.all([
        apiFetch<OfflineSettings>('/api/booking/offline/settings'),
        apiFetch<FavoritePlace[]>('/api/me/favorite-locations'),
        apiFetch<CustomField[]>('/api/me/company-custom-fields'),
        apiFetch<Manager[]>('/api/me/managers'),
      ]);
      if (live) setContext({ settings: settings.data, favorites: favorites.data, fields: fields.data, managers: managers.data });
    })().catch((error: unknown) => live && setFailure(failureCode(error)));
    return () => {
      live = false;
    };
  }, []);
  return { context, failure };
}

/** The company's default values in the custom fields the request leaves empty, so they are sent as shown. */
export function withDefaults(values: OfflineFormValues, fields: readonly CustomField[]): OfflineFormValues {
  return { ...values, customFields: withCustomFieldDefaults(values.customFields, fields) };
}
