import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from '../../common/api.ts';
import type { SearchResult } from '../../entities/offer.ts';
import { searchRequest, type SearchState } from '../search/searchState.ts';

export type OfferSearch = { status: 'loading' } | { status: 'done'; result: SearchResult } | { status: 'failed'; error: ApiError };

/**
 * The saved search sent to POST /api/hrs/hotels/offers (one hotel's offers with `hotelKey`); `reload` asks again.
 * Nothing is sent for a search without a destination: the page sends the user back to the form instead.
 */
export function useOfferSearch(search: SearchState, hotelKey?: string): { state: OfferSearch; reload: () => void } {
  const [state, setState] = useState<OfferSearch>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const body = JSON.stringify(searchRequest(search, hotelKey));

  const ready = Boolean(search.destination || search.favoriteHotel || hotelKey);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    setState({ status: 'loading' });
    apiFetch<SearchResult>('/api/hrs/hotels/offers', { method: 'POST', body: JSON.parse(body) })
      // A transition: the many hotel cards are rendered in slices that leave the page responsive, then shown at once.
      .then(({ data }) => current && startTransition(() => setState({ status: 'done', result: data })))
      .catch((error: unknown) => current && setState({ status: 'failed', error: error instanceof ApiError ? error : new ApiError(500, 500, String(error)) }));
    return () => {
      current = false;
    };
  }, [body, round, ready]);

  return { state, reload: useCallback(() => setRound((value) => value + 1), []) };
}
