import type { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { agencyInstant, isWallClock } from '../entities/agencyTime.ts';

/** PostgreSQL refuses year 0 and UTC offsets beyond ±15:59 that the ISO formats allow. */
const yearAccepted = (text: string) => !/^0000/.test(text);
const offsetAccepted = (text: string) => {
  const offset = /([+-])(\d\d):?(\d\d)$/.exec(text);
  return !offset || Number(offset[2]) <= 15;
};

type FormatValidate = (text: string) => boolean;

/** Narrows a format of ajv-formats to the values the database also accepts. */
function narrow(ajv: Ajv, name: string, accepted: (text: string) => boolean) {
  const format = ajv.formats[name] as { validate: FormatValidate; compare?: unknown };
  ajv.addFormat(name, { ...format, validate: (text: string) => format.validate(text) && accepted(text) } as never);
}

/**
 * The format of an instant a record's field receives: an ISO date-time with its zone, or a reading of the agency's
 * clock without one, as a `datetime-local` input sends it (`2027-09-08T18:00`). See instantOf.
 */
export const AGENCY_DATE_TIME = 'agency-date-time';

/** The dates of ajv-formats, already added to `ajv`, narrowed to the database's (Fastify's ajv adds ajv-formats itself). */
export function narrowDateFormats(ajv: Ajv): Ajv {
  narrow(ajv, 'date', yearAccepted);
  narrow(ajv, 'date-time', (text) => yearAccepted(text) && offsetAccepted(text));
  const dateTime = ajv.formats['date-time'] as { validate: FormatValidate };
  ajv.addFormat(AGENCY_DATE_TIME, { type: 'string', validate: (text: string) => isWallClock(text) || dateTime.validate(text) });
  return ajv;
}

/** A value of the agency-date-time format as the instant to store: a zone-less reading is the agency's clock. */
export function instantOf(value: unknown): unknown {
  return typeof value === 'string' && isWallClock(value) ? agencyInstant(value) : value;
}

/** The formats of the validators compiled by hand: those of Fastify's ajv. */
export const addInputFormats = (ajv: Ajv): Ajv => narrowDateFormats(addFormats.default(ajv));
