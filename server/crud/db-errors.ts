import type pg from 'pg';
import { ErrorCode, type ErrorCodeValue, isErrorCode } from '../../entities/errors.ts';
import { ApiError, invalid } from '../errors.ts';
import type { EntitySql } from './sql.ts';
import type { Executor } from './transaction.ts';

/** The field a constraint violation is about, read from PostgreSQL's detail ("Key (lower(email))=(...) ..."). */
function fieldIn(detail: string | undefined, column: string | undefined, sql: EntitySql): string {
  const named = column ?? detail?.match(/Key \(([^)]*\)?)\)/)?.[1] ?? '';
  const match = sql.fields.find(({ column: c }) => new RegExp(`\\b${c}\\b`).test(named));
  return match?.name ?? '_';
}

/**
 * A constraint named `<table>__<column>__<kind><code>` (`c` a check, `u` a unique index): the column it guards, and
 * the error code of its rule when the catalogue has it.
 */
function namedRule(constraint: string | undefined, kind: 'c' | 'u'): { column: string; code: ErrorCodeValue | null } | null {
  const named = new RegExp(`__([a-z_]+)__${kind}(\\d+)$`).exec(constraint ?? '');
  if (!named) return null;
  const code = Number(named[2]);
  return { column: named[1], code: isErrorCode(code) ? (code as ErrorCodeValue) : null };
}

/**
 * The tables of the bookings' and messages' history: a row they refer to is kept (their foreign keys restrict
 * deletion, migration 20261126_030), and its deletion is refused with a code that says to disable it instead.
 */
export const HISTORY_TABLES: ReadonlySet<string> = new Set([
  'booking',
  'booking_manager',
  'booking_history',
  'booking_traveller',
  'contingent_booking',
  'message',
  'survey_reply',
]);

/** Database failures a client caused become 4xx with a code; anything else stays an unexpected error. */
export function databaseError(error: unknown, sql: EntitySql): unknown {
  const failure = error as { code?: string; detail?: string; column?: string; constraint?: string };
  switch (failure.code) {
    case '23505': {
      // A unique index may carry the code of what it guards (an account's address answers 110).
      const named = namedRule(failure.constraint, 'u');
      return invalid({ [fieldIn(failure.detail, named?.column, sql)]: named?.code ?? ErrorCode.ALREADY_EXISTS }, 'already exists');
    }
    case '23503': {
      // Inserting a dangling reference names the column; deleting a referenced row does not concern this table's fields.
      if (!failure.detail?.includes('is still referenced'))
        return invalid({ [fieldIn(failure.detail, undefined, sql)]: ErrorCode.BAD_FORMAT }, 'unknown reference');
      const from = /referenced from table "([^"]+)"/.exec(failure.detail)?.[1];
      return from && HISTORY_TABLES.has(from)
        ? new ApiError(409, ErrorCode.IN_HISTORY, 'bookings or messages refer to the record: disable it instead')
        : new ApiError(409, ErrorCode.CONFLICT, 'the record is still in use');
    }
    case '23502':
      return invalid({ [fieldIn(undefined, failure.column, sql)]: ErrorCode.FIELD_REQUIRED }, 'required');
    case '23514': {
      // Checks named after their rule carry its error code.
      const named = namedRule(failure.constraint, 'c');
      if (named) return invalid({ [fieldIn(undefined, named.column, sql)]: named.code ?? ErrorCode.BAD_FORMAT }, 'rule broken');
      return invalid({ _: ErrorCode.BAD_FORMAT }, 'value out of range');
    }
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return invalid({ _: ErrorCode.BAD_FORMAT }, 'value out of range');
    default:
      return error;
  }
}

/** Runs one of an entity's statements; a failure the client caused becomes its 4xx (databaseError). */
export async function runOn<R extends pg.QueryResultRow = Record<string, unknown>>(
  db: Executor,
  sql: EntitySql,
  query: string | pg.QueryConfig,
  values?: unknown[],
) {
  try {
    return await db.query<R>(query, values);
  } catch (error) {
    throw databaseError(error, sql);
  }
}
