import { CircularProgress } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { t } from '../common/i18n/index.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import type * as Parts from './deferredParts.ts';

type PartName = keyof typeof Parts;

/**
 * A component of a module fetched the first time one shows, with a small spinner in its place meanwhile (the page
 * around it stays as it is): the module becomes a chunk of its own, outside the first list's scripts.
 */
export function deferredComponent<M extends Record<K, ComponentType<never>>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // Props pass through untouched: the caller sees the part's own props (the cast on return).
  const Lazy = lazyScreen(load, name) as unknown as ComponentType<Record<string, unknown>>;
  const Deferred = (props: Record<string, unknown>) => (
    <Suspense fallback={<CircularProgress size={24} role="progressbar" aria-label={t('app.loading')} />}>
      <Lazy {...props} />
    </Suspense>
  );
  return Deferred as unknown as M[K];
}

/** A part of deferredParts.ts: react-admin inputs and fields a first list opens without. */
const deferred = <K extends PartName>(name: K): (typeof Parts)[K] => deferredComponent(() => import('./deferredParts.ts'), name);

export const AutocompleteInput = deferred('AutocompleteInput');
export const DateInput = deferred('DateInput');
export const NullableBooleanInput = deferred('NullableBooleanInput');
export const NumberInput = deferred('NumberInput');
export const ReferenceInput = deferred('ReferenceInput');
export const RichTextField = deferred('RichTextField');
export const SelectArrayInput = deferred('SelectArrayInput');
export const SelectInput = deferred('SelectInput');
