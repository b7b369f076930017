import { Hono, type Context } from 'hono';
import { registrationRequest, securityAnswerRequest } from '../../lib/account-schemas';
import { HttpError } from '../http/http-error';
import { check, ok, readJson, readJsonObject, sendMessage } from '../http/respond';
import { denyAll, requireLogin } from '../security/auth';
import { createSecurityAnswer, createUser, findUser, listUsers, publicUser, securityAnswerOf, securityQuestion } from '../services/users';
import type { Shop } from '../context';

/** Answered, not thrown: a missing row is no error (thrown ones above 401 count for Error Handling). */
const notFound = (c: Context) => c.json({ status: 'error', message: 'Not Found' }, 404);
const idParam = (c: Context) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** accounts: users, registration, security questions and answers. */
export function userRoutes(shop: Shop) {
  const r = new Hono();

  // vuln-code-snippet start registerAdminChallenge passwordRepeatChallenge emptyUserRegistration
  r.post('/api/Users', async (c) => {
    const input = check(registrationRequest, await readJsonObject(c)); // types only
    let { email, password, passwordRepeat } = input;
    // as upstream: credentials are trimmed, or refused when empty, only when the form's passwordRepeat is sent
    const emptyRefused = passwordRepeat !== undefined && (!email || !password);
    if (passwordRepeat !== undefined && !emptyRefused) [email, password, passwordRepeat] = [email.trim(), password.trim(), passwordRepeat.trim()];
    shop.challenges.solveIf('registerAdminChallenge', () => input.role === 'admin'); // vuln-code-snippet hide-line
    shop.challenges.solveIf('passwordRepeatChallenge', () => passwordRepeat !== password); // vuln-code-snippet hide-line
    shop.challenges.solveIf('emptyUserRegistration', () => email === '' && password === ''); // vuln-code-snippet hide-line
    const register = () => createUser(shop, { email, password, role: input.role }); // vuln-code-snippet vuln-line registerAdminChallenge passwordRepeatChallenge
    if (!emptyRefused) return ok(c, publicUser(register()), 201);
    // the empty-credential guard only answers 400: the account is created all the same
    try {
      register(); // vuln-code-snippet vuln-line emptyUserRegistration
    } catch (error) {
      if (!(error instanceof HttpError)) throw error; // a refused model is no news: the answer below is upstream's either way
    }
    return sendMessage(c, 'Invalid email/password cannot be empty', 400);
  });
  // vuln-code-snippet end registerAdminChallenge passwordRepeatChallenge emptyUserRegistration

  r.get('/api/Users', requireLogin(shop), (c) => ok(c, listUsers(shop).map(publicUser)));
  r.get('/api/Users/:id', requireLogin(shop), (c) => {
    const user = findUser(shop, idParam(c));
    return user ? ok(c, publicUser(user)) : notFound(c);
  });
  // changing or deleting accounts through the API would short-cut the password and login challenges
  r.put('/api/Users/:id', denyAll());
  r.delete('/api/Users/:id', denyAll());

  r.post('/api/SecurityAnswers', async (c) => ok(c, createSecurityAnswer(shop, check(securityAnswerRequest, await readJson(c))), 201));
  r.get('/api/SecurityAnswers', denyAll());
  r.all('/api/SecurityAnswers/:id', denyAll());

  /** The question to show on the forgot-password screen; `{}` when the email has none. */
  r.get('/rest/user/security-question', (c) => {
    const email = c.req.query('email');
    // upstream hands the missing parameter to its ORM, whose error reaches the error handler (a 500)
    if (email === undefined) throw new Error('WHERE parameter "email" has invalid "undefined" value');
    const answer = email ? securityAnswerOf(shop, email) : undefined;
    const question = answer && securityQuestion(shop, answer.SecurityQuestionId);
    return c.json(question ? { question } : {});
  });

  return r;
}
