import { useSyncExternalStore } from 'react';
import type { SessionToken } from '../entities/authReplies.ts';
import type { Identity } from '../entities/identity.ts';
import type { Role } from '../entities/roles.ts';
import { apiFetch, ApiError, configureApi } from './api.ts';
import { clearState, loadState, saveState } from './storage.ts';
import { currentSite } from './site.ts';
import { ErrorCode } from '../entities/errors.ts';
import { isTrainingCompany } from '../entities/training.ts';

export type SessionStatus = 'unauthenticated' | 'authenticating' | 'authenticated' | 'error';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** The admin's own token while impersonating; restored when impersonation ends. */
  parentToken: string | null;
  identity: Identity | null;
  error: ApiError | null;
}

type Stored = { token: string; parentToken: string | null; identity: Identity | null };

const stored = loadState<Stored>('session');
let state: SessionState = stored?.token
  ? { status: 'authenticated', token: stored.token, parentToken: stored.parentToken, identity: stored.identity, error: null }
  : { status: 'unauthenticated', token: null, parentToken: null, identity: null, error: null };

const listeners = new Set<() => void>();

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  saveState('session', state.token ? { token: state.token, parentToken: state.parentToken, identity: state.identity } : undefined);
  listeners.forEach((listener) => listener());
}

configureApi({ token: () => state.token, unauthorized: () => logout() });

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The session in a React component; re-renders on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function hasRole(identity: Identity | null, roles: readonly Role[]): boolean {
  return Boolean(identity?.roles.some((role) => roles.includes(role)));
}

async function fetchIdentity(): Promise<Identity> {
  return (await apiFetch<Identity>('/api/security/ping')).data;
}

/** A session of the training company belongs to the training site: anywhere else it ends (sign-in page). */
function outOfPlace(identity: Identity): boolean {
  return isTrainingCompany(identity.company?.name) && currentSite() !== 'formation';
}

export async function login(username: string, password: string): Promise<Identity> {
  set({ status: 'authenticating', error: null });
  try {
    const { data } = await apiFetch<SessionToken>('/auth', { method: 'POST', body: { username, password }, public: true });
    set({ token: data.token, parentToken: null });
    const identity = await fetchIdentity();
    if (outOfPlace(identity)) throw new ApiError(403, ErrorCode.TRAINING_SITE, 'training account outside the training site');
    set({ status: 'authenticated', identity });
    return identity;
  } catch (error) {
    set({ status: 'error', token: null, identity: null, error: error as ApiError });
    throw error;
  }
}

/** Refreshes the identity from the server; a refused token ends the session. */
export async function ping(): Promise<Identity | null> {
  if (!state.token) return null;
  try {
    const identity = await fetchIdentity();
    if (outOfPlace(identity)) {
      logout();
      return null;
    }
    set({ status: 'authenticated', identity });
    return identity;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) logout();
    return null;
  }
}

/** Takes over a session handed from another site of the platform; the start-up ping then reads its identity. */
export function adoptSession(token: string, parentToken: string | null) {
  set({ status: 'authenticated', token, parentToken, identity: null, error: null });
}

/** The token the server answers when the session goes on under a new session version (a password change). */
export function renewSession(token: string) {
  set({ token });
}

/** Logging out forgets everything the browser kept. */
export function logout() {
  clearState();
  set({ status: 'unauthenticated', token: null, parentToken: null, identity: null, error: null });
  clearState();
}

/** Goes on as another user, with the token the server gave for it; the own token comes back when impersonation ends. */
export async function impersonate(token: string): Promise<Identity> {
  set({ parentToken: state.parentToken ?? state.token, token });
  const identity = await fetchIdentity();
  set({ identity });
  return identity;
}

export async function endImpersonation(): Promise<Identity | null> {
  if (!state.parentToken) return state.identity;
  set({ token: state.parentToken, parentToken: null });
  return ping();
}
