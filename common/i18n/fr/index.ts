import app from './app.ts';
import errors from './errors.ts';

/** The French catalogue, one section per area. */
export const fr = { app, errors };
