export const CONTINUE_CODE_SALTS = {
  hacking: 'this is my salt',
  findIt: 'this is the salt for findIt challenges',
  fixIt: 'yet another salt for the fixIt challenges',
} as const;
export const CONTINUE_CODE_MIN_LENGTH = 120;
