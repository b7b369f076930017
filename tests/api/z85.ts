/** A Z85 encoder written from the ZeroMQ spec (RFC 32), independent of the shop's own: what a player would use. */
export function z85(text: string | Buffer) {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
  const bytes = Buffer.from(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    let n = bytes.readUInt32BE(i);
    const chunk: string[] = [];
    for (let d = 0; d < 5; d++, n = Math.floor(n / 85)) chunk.unshift(alphabet[n % 85]!);
    out += chunk.join('');
  }
  return out;
}

/** Upstream's coupon months, as the codes spell them (`MMMYY-NN`). */
export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
