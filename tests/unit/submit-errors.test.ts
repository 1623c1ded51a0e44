import { describe, expect, it } from 'vitest';
import { ApiError, failureCode, submitErrors } from '../../common/api.ts';
import { catalogues, fieldMessages } from '../../common/i18n/index.ts';
import type { ErrorCodeValue } from '../../entities/errors.ts';

describe('a refused submission reaches the form', () => {
  it('the field codes go under their inputs and the envelope code says the general message', () => {
    expect(submitErrors(new ApiError(400, 400, 'invalid', { from: 21, 'customFields.3': 760 }))).toEqual({
      fields: { from: 21, 'customFields.3': 760 },
      code: 400,
    });
  });

  it('a code about no particular input (`_`) is the general message, not a field', () => {
    expect(submitErrors(new ApiError(400, 400, 'value out of range', { _: 760, budget: 11 }))).toEqual({ fields: { budget: 11 }, code: 760 });
  });

  it('an answer without field codes has only the general message', () => {
    expect(submitErrors(new ApiError(409, 150, 'not allowed now'))).toEqual({ fields: {}, code: 150 });
  });

  it("a failure that is not the server's answer is the unknown error", () => {
    expect(submitErrors(new TypeError('x is undefined'))).toEqual({ fields: {}, code: 'unknown' });
  });

  it("any failure has one code to say: the server's, else the unknown error", () => {
    expect(failureCode(new ApiError(403, 403, 'forbidden'))).toBe(403);
    expect(failureCode(new ApiError(400, 400, 'invalid', { _: 760 }))).toBe(760);
    expect(failureCode(new Error('boom'))).toBe('unknown');
  });

  it("field codes read as the catalogue's messages", () => {
    const { errors } = catalogues.en;
    expect(fieldMessages({ email: 140, phone: 'teapot' as unknown as ErrorCodeValue })).toEqual({ email: errors[140], phone: errors.unknown });
  });
});
