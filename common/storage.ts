/** Client state lives in localStorage under a version stamp; state saved by another version is dropped. */
export const STATE_VERSION = 20201201;
const KEY = 'hotel-booking-state';

type Stored = { version: number; state: Record<string, unknown> };

function readAll(): Record<string, unknown> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored?.version === STATE_VERSION && stored.state && typeof stored.state === 'object' ? stored.state : {};
  } catch {
    return {};
  }
}

export function loadState<T>(name: string): T | undefined {
  return readAll()[name] as T | undefined;
}

export function saveState(name: string, value: unknown): void {
  const state = readAll();
  if (value === undefined) delete state[name];
  else state[name] = value;
  localStorage.setItem(KEY, JSON.stringify({ version: STATE_VERSION, state } satisfies Stored));
}

export function clearState(): void {
  localStorage.removeItem(KEY);
}
