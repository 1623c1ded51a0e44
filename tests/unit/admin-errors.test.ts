import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { toHttpError } from '../../admin/dataProvider.ts';
import { ApiError } from '../../common/api.ts';
import type { ErrorCodeValue } from '../../entities/errors.ts';

describe('server errors reach the back-office forms', () => {
  it('a field code becomes the catalogue key shown under that input', () => {
    const error = toHttpError(new ApiError(400, 115, 'already exists', { ref: 115 })) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('errors.115');
    expect(error.body).toEqual({ errors: { ref: 'errors.115' } });
  });

  it('an error about no particular field becomes the form-level message', () => {
    const error = toHttpError(new ApiError(400, 760, 'value out of range', { _: 760 })) as HttpError;
    expect(error.body).toEqual({ errors: { root: { serverError: 'errors.760' } } });
  });

  it('an unknown code falls back to the generic message and a failure without fields carries none', () => {
    const error = toHttpError(new ApiError(418, 'teapot' as unknown as ErrorCodeValue, 'odd')) as HttpError;
    expect(error.message).toBe('errors.unknown');
    expect(error.body).toEqual({});
  });
});
