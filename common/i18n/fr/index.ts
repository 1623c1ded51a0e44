import admin from './admin.ts';
import app from './app.ts';
import contingents from './contingents.ts';
import errors from './errors.ts';
import front from './front.ts';
import resources from './resources.ts';

/** The French catalogue, one section per area. */
export const fr = { app, errors, resources, front, contingents, admin };
