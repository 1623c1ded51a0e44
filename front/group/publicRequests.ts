import { loadState, saveState } from '../../common/storage.ts';

/** What this browser keeps of the requests it sent through public links, until they are attached to an account. */

/** Where the tokens of the requests sent from this browser through a link wait to be attached to an account. */
export const SENT_KEY = 'publicRequests';
/** The visitor's chain of a generated link, per company uid. */
export const CHAIN_KEY = 'visitorChains';

export const sentTokens = () => loadState<string[]>(SENT_KEY) ?? [];
export const rememberSent = (token: string) => saveState(SENT_KEY, [...sentTokens().filter((known) => known !== token), token].slice(-50));
