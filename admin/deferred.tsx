import { CircularProgress } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { t } from '../common/i18n/index.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import type * as Parts from './deferredParts.ts';

type PartName = keyof typeof Parts;

/**
 * A part of deferredParts.ts, fetched the first time one shows, with a small spinner in its place meanwhile (the
 * page around it stays as it is).
 */
function deferred<K extends PartName>(name: K): (typeof Parts)[K] {
  // Props pass through untouched: the caller sees the part's own props (the cast on return).
  const Lazy = lazyScreen(() => import('./deferredParts.ts'), name) as unknown as ComponentType<Record<string, unknown>>;
  const Deferred = (props: Record<string, unknown>) => (
    <Suspense fallback={<CircularProgress size={24} role="progressbar" aria-label={t('app.loading')} />}>
      <Lazy {...props} />
    </Suspense>
  );
  return Deferred as unknown as (typeof Parts)[K];
}

export const AutocompleteInput = deferred('AutocompleteInput');
export const DateInput = deferred('DateInput');
export const NullableBooleanInput = deferred('NullableBooleanInput');
export const NumberInput = deferred('NumberInput');
export const ReferenceInput = deferred('ReferenceInput');
export const RichTextField = deferred('RichTextField');
export const SelectArrayInput = deferred('SelectArrayInput');
export const SelectInput = deferred('SelectInput');
