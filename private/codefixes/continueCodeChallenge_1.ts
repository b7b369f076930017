export const CONTINUE_CODE_SALTS = {
  hacking: 'th1s 1s my s4lt, n0w much str0nger!',
  findIt: 'this is the salt for findIt challenges',
  fixIt: 'yet another salt for the fixIt challenges',
} as const;
