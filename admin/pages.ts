import { lazyScreen } from '../common/lazyScreen.ts';
import type * as Pages from './pageScreens.ts';

/** A page of admin/pageScreens.ts: they come in one chunk, fetched when the first of them opens. */
export const deferredPage = <K extends keyof typeof Pages>(name: K): (typeof Pages)[K] => lazyScreen(() => import('./pageScreens.ts'), name);

export const EntityCreate = deferredPage('EntityCreate');
export const EntityEdit = deferredPage('EntityEdit');
export const EntityShow = deferredPage('EntityShow');
