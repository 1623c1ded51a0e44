import type { Catalogue } from '../index.ts';
import app from './app.ts';
import errors from './errors.ts';

/** The English catalogue: the same keys as the French one. */
export const en: Catalogue = { app, errors };
