/**
 * A list counts its matching rows up to a bound, so that a page costs the same whatever the size of its table: past
 * the bound the total is only known to be larger ("more than 500"), and the pages go on one after the other.
 */
export const COUNTED_ROWS = 500;

/** The most rows counted for the page at `offset`: past it, the total is "more than" this number. */
export const countBound = (offset: number, limit: number) => Math.max(COUNTED_ROWS, offset + limit);
