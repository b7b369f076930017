/** The most BEE the faucet's `withdraw` can be asked for: its amount is one byte. */
export const MAX_BEE_CLAIM = 255;

/**
 * What the bee haven's page offers: a whole number of BEE from 1 up to what the haven has left.
 * The faucet's contract itself checks far less (its balance is a byte that wraps around below
 * zero): this rule is the page's alone, so that a shopper who takes what is offered never gets
 * near the Honey Pot's price.
 *
 * `bad`: not a whole number the faucet could be asked for; `over`: more than the haven has left;
 * null: a claim the page offers.
 */
export function claimProblem(amount: string, left: number | null): 'bad' | 'over' | null {
  if (!/^\s*\d+\s*$/.test(amount)) return 'bad';
  const count = Number(amount);
  if (count < 1 || count > MAX_BEE_CLAIM) return count < 1 ? 'bad' : 'over';
  if (left === null || count > left) return 'over';
  return null;
}
