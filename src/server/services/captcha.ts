import { randomInt } from 'node:crypto';
import type { Shop } from '../context';

/** A question of the contact form: three numbers from 1 to 10 joined by `+`, `-` or `*`, with its answer. */
export type Captcha = { captchaId: number; captcha: string; answer: string };

const OPERATORS = ['*', '+', '-'] as const;
type Operator = (typeof OPERATORS)[number];

/** How many captchas the shop remembers; older ones no longer count (each fetch stores one). */
const KEPT_CAPTCHAS = 1000;

/** The value of `a o1 b o2 c` with `*` binding before `+` and `-`, as JavaScript reads the expression. */
export function evaluate(a: number, o1: Operator, b: number, o2: Operator, c: number): number {
  const apply = (x: number, o: Operator, y: number) => (o === '*' ? x * y : o === '+' ? x + y : x - y);
  return o2 === '*' && o1 !== '*' ? apply(a, o1, b * c) : apply(apply(a, o1, b), o2, c);
}

export function createCaptcha(shop: Shop): Captcha {
  const term = () => randomInt(1, 11);
  const operator = () => OPERATORS[randomInt(OPERATORS.length)]!;
  const [a, o1, b, o2, c] = [term(), operator(), term(), operator(), term()] as const;
  const captcha: Captcha = {
    captchaId: shop.captchaIds.next++,
    captcha: `${a}${o1}${b}${o2}${c}`,
    answer: String(evaluate(a, o1, b, o2, c)),
  };
  const id = shop.tables.captchas.insert(captcha);
  shop.tables.captchas.removeUpTo(id - KEPT_CAPTCHAS);
  return captcha;
}

/**
 * Whether `answer` is the stored answer of the captcha `captchaId` names, compared as upstream
 * does: the exact string, so a number is no answer. A captcha stays valid after use.
 */
export function captchaAnswered(shop: Shop, captchaId: unknown, answer: unknown): boolean {
  if (typeof captchaId !== 'number' && typeof captchaId !== 'string') return false;
  const stored = shop.tables.captchas.answerOf(captchaId);
  return stored !== undefined && answer === stored;
}
