import type { Knex } from 'knex';
import { ErrorCode, type FieldErrors } from '../../entities/errors.ts';

/**
 * The password rules (NIST SP 800-63B, 3.1.1.2): 8 characters at least (code 60), and nothing common, found in
 * breached-password lists, or taken from the account itself (its address, names, company or hotel), refused with
 * `weak_password`. zxcvbn-ts judges the guessing: its common dictionary (breached passwords, keyboard walks) with the
 * French and English words and names, loaded once, on the first password set, and never in a browser.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** zxcvbn's score, 0 to 4: 3 is "safely unguessable" against an online attack slowed like ours. */
const MIN_SCORE = 3;
/** Shorter names (of a person, a company) are left to zxcvbn's own matching rather than refused wherever they appear. */
const CONTAINED_MIN_LENGTH = 4;

/** What a password must not be made of: the account's own words. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The company's name, or the hotel's for hotel staff. */
  organisations?: readonly (string | null | undefined)[];
}

type Zxcvbn = typeof import('@zxcvbn-ts/core').zxcvbn;
let checker: Promise<Zxcvbn> | undefined;

/** The dictionaries weigh megabytes: loaded once, when a password is first set. A failed load is tried again next time. */
function loadChecker(): Promise<Zxcvbn> {
  checker ??= (async () => {
    const [core, common, en, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    // Both languages name their lists alike (commonWords, firstnames...): each keeps its own under its language.
    const named = (language: string, lists: Record<string, (string | number)[]>) =>
      Object.fromEntries(Object.entries(lists).map(([name, words]) => [`${language}-${name}`, words]));
    core.zxcvbnOptions.setOptions({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...named('en', en.dictionary), ...named('fr', fr.dictionary) },
    });
    return core.zxcvbn;
  })().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

/** Lower case, no accents, letters and digits only: `Jean-Noël` and `jeannoel` are one word. */
const bare = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The account's words: the address, its local part and the pieces of it, each name, each organisation and its words. */
function wordsOf(context: PasswordContext): string[] {
  const words: string[] = [];
  const email = context.email?.trim() ?? '';
  if (email) {
    const local = email.split('@')[0];
    words.push(email, local, ...local.split(/[._+-]+/));
  }
  for (const name of [context.firstName, context.lastName, ...(context.organisations ?? [])]) {
    if (name?.trim()) words.push(name, ...name.split(/[^\p{L}\p{N}]+/u));
  }
  return [...new Set(words.map(bare).filter(Boolean))];
}

/** Whether a password is common, breached, easy to guess or made of the account's own words. */
export async function isWeakPassword(password: string, context: PasswordContext): Promise<boolean> {
  const words = wordsOf(context);
  const plain = bare(password);
  if (words.some((word) => word.length >= CONTAINED_MIN_LENGTH && plain.includes(word))) return true;
  const zxcvbn = await loadChecker();
  const { score, sequence } = zxcvbn(password, words);
  if (score < MIN_SCORE) return true;
  // A common password or the account's own word with a few characters around it is still that password.
  return sequence.some(
    (match) =>
      match.pattern === 'dictionary' && ['passwords', 'userInputs'].includes(String(match.dictionaryName)) && match.token.length * 2 >= password.length,
  );
}

/** The rules of a new password and its confirmation: 8 characters (60), not weak (weak_password), the same twice (50). */
export async function passwordErrors(password: string, confirmation: string | undefined, context: PasswordContext): Promise<FieldErrors> {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: ErrorCode.PASSWORD_TOO_SHORT };
  if (await isWeakPassword(password, context)) return { password: ErrorCode.WEAK_PASSWORD };
  if (confirmation !== undefined && password !== confirmation) return { confirmation: ErrorCode.PASSWORDS_DIFFER };
  return {};
}

/** The words of an account as stored, with its company's or hotel's name. */
export async function accountContext(
  db: Knex,
  values: { email?: string | null; first_name?: string | null; last_name?: string | null; company_id?: number | null; hotel_id?: number | null },
): Promise<PasswordContext> {
  const [company, hotel] = await Promise.all([
    values.company_id ? db('company').where({ id: values.company_id }).first('name') : undefined,
    values.hotel_id ? db('contingent_hotel').where({ id: values.hotel_id }).first('name') : undefined,
  ]);
  return { email: values.email, firstName: values.first_name, lastName: values.last_name, organisations: [company?.name, hotel?.name] };
}

/** The words of a stored account, by its id. */
export async function userContext(db: Knex, userId: number): Promise<PasswordContext> {
  const user = await db('user').where({ id: userId }).first('email', 'first_name', 'last_name', 'company_id', 'hotel_id');
  return user ? accountContext(db, user) : {};
}
