import { lazy, type ComponentType } from 'react';

/**
 * A screen fetched the first time it shows: its module becomes a chunk of its own, so a first visit downloads only
 * the screens it opens. The caller keeps the component's props; a `<Suspense>` above shows the wait.
 */
// Every component's props accept `never`; lazy() itself knows no props, and the last cast gives back the component's own.
export function lazyScreen<M extends Record<K, ComponentType<never>>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType })) as unknown as M[K];
}
