import path from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SCRIPT_XSS } from '../challenges/payloads';
import { readFileBounded } from '../http/bounded-read';
import { HttpError } from '../http/http-error';
import { check, readJson } from '../http/respond';
import { erasureForm, imageUrlForm, usernameForm } from '../profile/schemas';
import { download, linkedPictureExtension, MAX_PICTURE_BYTES, savePicture, sniffFileType, UPLOADS_PATH } from '../profile/images';
import { pageContext } from '../profile/page';
import { policyImageSource, profilePolicy, storedUsername, usernameHtml } from '../profile/username';
import { applyLayout, erasureDoneContent, erasureDonePage, erasureFormPage, erasureUnavailablePage, profilePage, type ProfileUser } from '../profile/views';
import { authenticatedUser } from '../security/auth';
import { remoteAddress } from '../security/client-ip';
import { hmacSha256 } from '../security/hashing';
import { requestToken, signToken, verifyRequestToken } from '../security/tokens';
import { findUser } from '../services/users';
import type { Shop } from '../context';

/** The key the server-side solve hook expects (upstream's fact; players find it in the juicy malware). */
const SERVER_SIDE_KEY = 'tRy_H4rd3r_n0thIng_iS_Imp0ssibl3';

/** Layout files a render may not use, by a part of their resolved path (upstream's list). */
const FORBIDDEN_LAYOUT_PATHS = ['ftp', 'ctf.key', 'encryptionkeys'];
/** What is read of a layout file: more than any layout needs (the answer shows its first 100 characters). */
const MAX_LAYOUT_BYTES = 64 * 1024;
/** Form posts other than picture uploads are small. */
const MAX_FORM_BYTES = 64 * 1024;

const tooLarge = (limit: number) => () => {
  throw new HttpError(413, `Request body larger than ${limit} bytes`);
};
const formSizeLimit = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: tooLarge(MAX_FORM_BYTES) });

/** A form body: url-encoded, multipart or JSON (upstream's routes take all three). Always a plain object. */
async function readForm(c: Context): Promise<Record<string, unknown>> {
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    const body = await readJson(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The request body must be an object');
    return body as Record<string, unknown>;
  }
  try {
    return await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'Malformed form body');
  }
}

/**
 * accounts: the server-rendered /profile and /dataerasure pages, profile pictures (upload, link,
 * serving), and the hook that confirms server-side code execution and request forgery.
 */
export function profileRoutes(shop: Shop) {
  const r = new Hono();
  /** Set once a flaw was used; the server-side hook then solves its challenge (upstream keeps these in app.locals). */
  const abused = { ssti: false, ssrf: false };


  /** The logged-in user's current row. Without a login upstream refuses with an error page (500), and so do these pages. */
  async function currentUser(c: Context): Promise<ProfileUser> {
    const auth = authenticatedUser(shop, c);
    const user = auth && findUser(shop, auth.id);
    if (!user) throw new HttpError(500, `Blocked illegal activity by ${remoteAddress(c)}`);
    return user;
  }

  const now = () => new Date().toISOString();

  /** The attacker's page the CSRF challenge names, as `://host` (upstream compares that part of Origin or Referer). */
  const csrfSite = `://${(shop.config.challenges.overwriteUrlForCsrfChallenge ?? 'http://htmledit.squarefree.com').replace(/^[a-z][\w+.-]*:\/\//i, '').replace(/\/.*$/, '')}`;
  /** Upstream looks at Origin, and at Referer only when there is no Origin. */
  const postedFrom = (c: Context, site: string) => {
    const origin = c.req.header('origin');
    return origin !== undefined ? origin.includes(site) : (c.req.header('referer') ?? '').includes(site);
  };

  /** A token showing the new username, as upstream issues after the change (the rest of the payload stays). */
  async function renewToken(c: Context, username: string) {
    const payload = verifyRequestToken(c, shop.privateDir, requestToken(c))?.payload;
    if (!payload?.data) return;
    const token = await signToken(shop.privateDir, { ...payload, data: { ...payload.data, username } });
    setCookie(c, 'token', token, { path: '/', maxAge: 8 * 3600, sameSite: 'Lax' });
  }

  r.get('/profile', async (c) => {
    const user = await currentUser(c);
    const page = pageContext(c);
    const username = usernameHtml(shop, user.username, () => (abused.ssti = true));
    shop.challenges.solveIf('usernameXssChallenge', () => /;[ ]*script-src(.)*'unsafe-inline'/.test(user.profileImage) && username.includes(SCRIPT_XSS));
    return c.html(profilePage(shop, page, user, username), 200, { 'content-security-policy': profilePolicy(policyImageSource(user.profileImage)), 'cache-control': 'no-store' });
  });

  // vuln-code-snippet start csrfChallenge
  r.post('/profile', formSizeLimit, async (c) => {
    // Authorised by the cookie alone: no anti-CSRF token, no check where the form was posted from.
    const user = await currentUser(c); // vuln-code-snippet vuln-line csrfChallenge
    const { username } = check(usernameForm, await readForm(c));
    shop.challenges.solveIf('csrfChallenge', () => postedFrom(c, csrfSite) && username !== user.username); // vuln-code-snippet hide-line
    const stored = storedUsername(shop, username);
    shop.tables.users.setUsername(user.id, stored);
    await renewToken(c, stored);
    return c.redirect('/profile', 302);
  });
  // vuln-code-snippet end csrfChallenge

  r.post('/profile/image/file', bodyLimit({ maxSize: MAX_PICTURE_BYTES + 16 * 1024, onError: tooLarge(MAX_PICTURE_BYTES) }), async (c) => {
    const user = await currentUser(c);
    const { file } = await readForm(c);
    if (!(file instanceof File)) return c.json({ error: 'File is not passed' }, 400);
    if (file.size > MAX_PICTURE_BYTES) tooLarge(MAX_PICTURE_BYTES)();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffFileType(bytes);
    // as upstream: bytes of no known type reach the error handler as a plain error (500)
    if (!kind) throw new Error('Illegal file type');
    if (!kind.mime.startsWith('image/')) throw new HttpError(415, `Profile image upload does not accept this file type: ${kind.mime}`);
    const name = `${user.id}.${kind.ext}`;
    await savePicture(shop, name, bytes);
    shop.tables.users.setProfileImage(user.id, `assets/public/images/uploads/${name}`);
    return c.redirect('/profile', 302);
  });

  // vuln-code-snippet start ssrfChallenge
  r.post('/profile/image/url', formSizeLimit, async (c) => {
    const { imageUrl } = check(imageUrlForm, await readForm(c));
    if (imageUrl.includes('solve/challenges/server-side')) abused.ssrf = true; // vuln-code-snippet hide-line
    const user = await currentUser(c);
    const picture = await download(imageUrl); // vuln-code-snippet vuln-line ssrfChallenge
    if (picture) {
      const name = `${user.id}.${linkedPictureExtension(imageUrl)}`;
      await savePicture(shop, name, picture);
      shop.tables.users.setProfileImage(user.id, `${UPLOADS_PATH}/${name}`);
    } else {
      shop.tables.users.setProfileImage(user.id, imageUrl); // unreachable images are linked as given (the CSP Bypass challenge relies on it)
    }
    return c.redirect('/profile', 302);
  });
  // vuln-code-snippet end ssrfChallenge

  /** Only the server itself learns this key's use (via the flaws above); then it confirms their challenges. */
  r.get('/solve/challenges/server-side', async (c, next) => {
    if (c.req.query('key') === SERVER_SIDE_KEY) {
      if (abused.ssti && shop.challenges.solve('sstiChallenge')) return c.body(null, 204);
      if (abused.ssrf && shop.challenges.solve('ssrfChallenge')) return c.body(null, 204);
    }
    await next();
  });

  r.get('/dataerasure', async (c) => {
    const user = await currentUser(c);
    const question = shop.tables.securityAnswers.questionAndAnswerOf(user.id);
    // Without a security answer upstream's form fails to render (500 "Error: No answer found!"). Shown
    // as a page of its own rather than thrown: a shopper who logged in with Google has no answer, and
    // opening this form must not solve Error Handling for them.
    if (!question) return c.html(erasureUnavailablePage(shop, pageContext(c)), 500, { 'cache-control': 'no-store' });
    return c.html(erasureFormPage(shop, pageContext(c), user.email, question.question), 200, { 'cache-control': 'no-store' });
  });

  // vuln-code-snippet start lfrChallenge
  r.post('/dataerasure', formSizeLimit, async (c) => {
    const user = await currentUser(c);
    const page = pageContext(c);
    const options: Record<string, unknown> = { ...(await readForm(c)) }; // vuln-code-snippet vuln-line lfrChallenge
    // With the challenge off (safety mode) a `layout` field is just ignored. // vuln-code-snippet hide-line
    if (options.layout && shop.challenges.isEnabled('lfrChallenge')) { // vuln-code-snippet hide-line
      if (typeof options.layout !== 'string') throw new HttpError(400, 'layout must name a file');
      shop.tables.privacyRequests.recordErasure(user.id, now());
      deleteCookie(c, 'token', { path: '/' });
      const file = path.resolve(shop.privateDir, options.layout).toLowerCase(); // vuln-code-snippet vuln-line lfrChallenge
      if (FORBIDDEN_LAYOUT_PATHS.some((part) => file.includes(part))) throw new HttpError(403, 'File access not allowed');
      const html = applyLayout(await readLayout(path.resolve(shop.privateDir, options.layout)), erasureDoneContent(page), options);
      shop.challenges.solve('lfrChallenge'); // vuln-code-snippet hide-line
      return c.html(`${html.slice(0, 100)}......`);
    } // vuln-code-snippet hide-line
    // vuln-code-snippet end lfrChallenge
    // A body naming an empty layout is a render request as upstream's route takes it, which asks for
    // no confirmation; the shop's own form never sends one, so its check below still holds for it.
    if (Object.hasOwn(options, 'layout') && shop.challenges.isEnabled('lfrChallenge')) {
      shop.tables.privacyRequests.recordErasure(user.id, now());
      deleteCookie(c, 'token', { path: '/' });
      return c.html(erasureDonePage(shop, page));
    }
    const { email, securityAnswer = '' } = check(erasureForm, options);
    const stored = shop.tables.securityAnswers.questionAndAnswerOf(user.id);
    const confirmed = email.trim().toLowerCase() === user.email.toLowerCase() && (!stored || hmacSha256(securityAnswer) === stored.answer);
    if (!confirmed) return c.html(erasureFormPage(shop, page, user.email, stored?.question ?? null, true), 400);
    shop.tables.privacyRequests.recordErasure(user.id, now());
    deleteCookie(c, 'token', { path: '/' });
    return c.html(erasureDonePage(shop, page));
  });

  return r;
}

/**
 * A layout file's text: its first MAX_LAYOUT_BYTES, read from regular files only (see
 * readFileBounded: /proc, /sys and /dev answer as missing files). A missing file fails as
 * upstream's rendering does, through the error handler (500, Node's "no such file or directory");
 * a folder or an unreadable file is the client's mistake (4xx).
 */
async function readLayout(file: string) {
  try {
    return (await readFileBounded(file, MAX_LAYOUT_BYTES)).toString('utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new Error(message);
    if (code === 'EISDIR') throw new HttpError(400, `Not a file: ${file}`);
    throw new HttpError(403, message);
  }
}
