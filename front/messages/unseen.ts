import { createCounter } from '../content/counter.ts';
import { fetchUnseen } from './messagesApi.ts';

/** The agency messages the user has not seen yet, shown in the menu. */
export const unseenMessages = createCounter(fetchUnseen);
