import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils, type GetListParams, type GetListResult } from 'react-admin';
import { entityNamed } from '../entities/index.ts';
import { PAGE_SIZE } from '../entities/kit.ts';
import type { ListPage } from '../entities/listReplies.ts';
import { ApiError, apiFetch } from '../common/api.ts';
import { catalogues, locale } from '../common/i18n/index.ts';

/** The catalogue key of an error code, the generic message when the code has none. */
export function errorKey(code: string | number): string {
  return code in catalogues[locale].errors ? `errors.${code}` : 'errors.unknown';
}

/**
 * A failed call in the shape react-admin understands: field codes become catalogue keys shown under their inputs,
 * and a failure about no particular input (`_`) becomes the form's server error.
 */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors: Record<string, unknown> = {};
  for (const [field, code] of Object.entries(error.errors ?? {})) {
    if (field === '_') errors.root = { serverError: errorKey(code) };
    else errors[field] = errorKey(code);
  }
  return new HttpError(errorKey(error.code), error.status, { ...(Object.keys(errors).length > 0 && { errors }) });
}

/** ra-data-simple-rest speaks through the one api client, so the token, the 401 handling and the envelope stay in one place. */
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const text = typeof options.body === 'string' ? options.body : undefined;
  try {
    const { data, headers } = await apiFetch(url, { method: options.method ?? 'GET', body: text === undefined ? undefined : JSON.parse(text) });
    return { status: 200, headers, body: JSON.stringify(data), json: data };
  } catch (error) {
    throw toHttpError(error);
  }
};

const rest = simpleRestProvider('/api', httpClient);

/** react-admin names resources after the entities; the API serves them under each descriptor's path. */
const pathOf = (resource: string) => entityNamed(resource).path;

/**
 * A page of a list. Its total comes from the Content-Range header; past the rows the server counts it is `*`, and
 * the page says instead that more pages follow (react-admin's partial pagination). With `prefetch`, the answer is
 * { data, prefetched }: the referenced records, which react-admin puts in its cache.
 */
async function listPage(resource: string, params: GetListParams): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: PAGE_SIZE };
  const prefetch = params.meta?.prefetch as string[] | undefined;
  const query = new URLSearchParams({
    sort: JSON.stringify([params.sort?.field ?? 'id', params.sort?.order ?? 'ASC']),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(params.filter ?? {}),
    ...(prefetch?.length && { prefetch: JSON.stringify(prefetch) }),
  });
  try {
    const { data, headers } = await apiFetch<ListPage>(`/api/${pathOf(resource)}?${query}`);
    const total = headers.get('content-range')?.split('/').pop();
    const counted = total === '*' ? { pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } } : { total: Number(total) };
    return Array.isArray(data) ? { data, ...counted } : { data: data.data, ...counted, meta: { prefetched: data.prefetched } };
  } catch (error) {
    throw toHttpError(error);
  }
}

export const dataProvider: DataProvider = {
  getList: listPage,
  getOne: (resource, params) => rest.getOne(pathOf(resource), params),
  getMany: (resource, params) => rest.getMany(pathOf(resource), params),
  getManyReference: (resource, { target, id, filter, ...params }) => listPage(resource, { ...params, filter: { ...filter, [target]: id } }),
  create: (resource, params) => rest.create(pathOf(resource), params),
  update: (resource, params) => rest.update(pathOf(resource), params),
  updateMany: (resource, params) => rest.updateMany(pathOf(resource), params),
  delete: (resource, params) => rest.delete(pathOf(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(pathOf(resource), params),
};
