import Hashids from 'hashids';

/**
 * Continue codes: Hashids of challenge ids, with upstream's salts, minimum length and alphabet,
 * so that a code saved on one instance (ours or upstream's) restores on any other. The fixed,
 * discoverable salt is itself the flaw of the Imaginary Challenge.
 */
export const CONTINUE_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890';
export const CONTINUE_CODE_MIN_LENGTH = 60;
// vuln-code-snippet start continueCodeChallenge
export const CONTINUE_CODE_SALTS = {
  hacking: 'this is my salt', // vuln-code-snippet vuln-line continueCodeChallenge
  findIt: 'this is the salt for findIt challenges',
  fixIt: 'yet another salt for the fixIt challenges',
} as const;
// vuln-code-snippet end continueCodeChallenge

/** hacking: solved challenges; findIt: coding challenges whose vulnerable lines were found; fixIt: fixed */
export type ProgressKind = keyof typeof CONTINUE_CODE_SALTS;

/** The id of a challenge that does not exist: a code holding it solves the Imaginary Challenge. */
export const IMAGINARY_CHALLENGE_ID = 999;

const coders = new Map<ProgressKind, Hashids>();
const coder = (kind: ProgressKind) => {
  let h = coders.get(kind);
  if (!h) {
    h = new Hashids(CONTINUE_CODE_SALTS[kind], CONTINUE_CODE_MIN_LENGTH, CONTINUE_CODE_ALPHABET);
    coders.set(kind, h);
  }
  return h;
};

/** A code for the given ids, or undefined when there is nothing to continue (as upstream answers). */
export function encodeContinueCode(kind: ProgressKind, ids: readonly number[]): string | undefined {
  return ids.length > 0 ? coder(kind).encode([...ids]) : undefined;
}

const WELL_FORMED = /^[a-zA-Z0-9]+$/;

/** The ids a code holds; an empty list for anything that is not a valid code of this kind. */
export function decodeContinueCode(kind: ProgressKind, code: string): number[] {
  if (!WELL_FORMED.test(code)) return [];
  try {
    return coder(kind)
      .decode(code)
      .map(Number)
      .filter((id) => Number.isSafeInteger(id));
  } catch {
    // hashids rejects characters outside its alphabet; the pattern above already excludes them
    return [];
  }
}
