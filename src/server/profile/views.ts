import { imageUrl } from '../../lib/images';
import { md5 } from '../security/hashing';
import { escapeHtml } from '../security/html';
import type { Shop } from '../context';
import { renderPage, type PageContext } from './page';

/** The templates below escape every text they put in. */
const e = escapeHtml;

/** The user as the pages show it: read fresh from the database, not from the token. */
export type ProfileUser = { id: number; email: string; username: string; profileImage: string };

/** Longest username the form takes (long enough for any template expression players write). */
export const MAX_USERNAME_LENGTH = 1000;

/** The profile page: picture (by upload or by link), username form, read-only email. `username` is already HTML. */
export function profilePage(shop: Shop, page: PageContext, user: ProfileUser, username: string) {
  const { t } = page;
  const shown =
    user.username === ''
      ? `<p class="username empty">${e(t.PROFILE_PAGE_NO_USERNAME())}</p>`
      : `<p class="username" id="shownUsername">${username}</p>`;
  const body = `<div class="columns">
<div class="stack">
<div>
<img class="picture" src="${e(imageUrl(user.profileImage, ''))}" alt="${e(t.PROFILE_PAGE_PICTURE({ email: user.email }))}" width="320" height="320">
${shown}
</div>
<form action="/profile/image/file" method="post" enctype="multipart/form-data">
<div class="field">
<label for="picture">${e(t.PROFILE_PAGE_FILE_LABEL())}</label>
<input id="picture" type="file" name="file" accept="image/*" required aria-describedby="picture-hint">
<p class="hint" id="picture-hint">${e(t.PROFILE_PAGE_FILE_HINT())}</p>
</div>
<button type="submit" id="submitPicture">${e(t.PROFILE_PAGE_UPLOAD())}</button>
</form>
<div class="or" aria-hidden="true">${e(t.PROFILE_PAGE_OR())}</div>
<form action="/profile/image/url" method="post">
<div class="field">
<label for="url">${e(t.PROFILE_PAGE_URL_LABEL())}</label>
<input id="url" type="text" name="imageUrl" required inputmode="url" placeholder="${e(t.PROFILE_PAGE_URL_PLACEHOLDER({ hash: md5(user.email) }))}">
</div>
<button type="submit" id="submitUrl">${e(t.PROFILE_PAGE_LINK_IMAGE())}</button>
</form>
</div>
<div class="stack">
<form action="/profile" method="post">
<div class="field">
<label for="email">${e(t.PROFILE_PAGE_EMAIL())}</label>
<input id="email" type="email" name="email" value="${e(user.email)}" disabled>
</div>
<div class="field">
<label for="username">${e(t.PROFILE_PAGE_USERNAME())}</label>
<input id="username" type="text" name="username" value="${e(user.username)}" maxlength="${MAX_USERNAME_LENGTH}" autocomplete="username" placeholder="${e(t.PROFILE_PAGE_USERNAME_PLACEHOLDER())}">
</div>
<button type="submit" id="submit">${e(t.PROFILE_PAGE_SET_USERNAME())}</button>
</form>
<p class="aside"><a href="/dataerasure">${e(t.PROFILE_PAGE_ERASURE_LINK())}</a></p>
</div>
</div>`;
  return renderPage(shop, page, t.PROFILE_PAGE_TITLE(), body);
}

/** The erasure request form: email and the answer to the user's security question (null when the user has none). */
export function erasureFormPage(shop: Shop, page: PageContext, email: string, question: string | null, mismatch = false) {
  const { t } = page;
  const hint = question ? `<p class="hint" id="question">${e(t.ERASURE_PAGE_QUESTION({ question }))}</p>` : '';
  const answer = question
    ? `<div class="field">
<label for="securityAnswer">${e(t.ERASURE_PAGE_ANSWER())}</label>
<input id="securityAnswer" type="text" name="securityAnswer" required autocomplete="off" aria-describedby="question">
${hint}
</div>`
    : '';
  const body = `<p>${e(t.ERASURE_PAGE_INTRO())}</p>
${mismatch ? `<p class="error" role="alert">${e(t.ERASURE_PAGE_MISMATCH())}</p>` : ''}
<form action="/dataerasure" method="post">
<div class="field">
<label for="email">${e(t.ERASURE_PAGE_EMAIL())}</label>
<input id="email" type="email" name="email" required autocomplete="email" placeholder="${e(email)}">
</div>
${answer}
<button type="submit" id="deleteButton">${e(t.ERASURE_PAGE_SUBMIT())}</button>
</form>`;
  return renderPage(shop, page, t.ERASURE_PAGE_TITLE(), body, { narrow: true });
}

/**
 * What an account without a security answer (one made by the Google login) gets instead of the
 * form: upstream's error, "Error: No answer found!", and what it means.
 */
export function erasureUnavailablePage(shop: Shop, page: PageContext) {
  const { t } = page;
  const body = `<p class="error" role="alert">Error: No answer found!</p>
<p>${e(t.ERASURE_PAGE_NO_ANSWER())}</p>
<a class="button" href="/">${e(t.PAGE_BACK_TO_SHOP())}</a>`;
  return renderPage(shop, page, t.ERASURE_PAGE_TITLE(), body, { narrow: true });
}

/** The client also forgets the session it keeps in storage (the cookie is cleared by the response). */
const FORGET_SESSION = `<script>try{localStorage.removeItem('token');sessionStorage.removeItem('bid')}catch(e){}</script>`;

/** The content of the confirmation, without any frame around it. */
export const erasureDoneContent = ({ t }: PageContext) =>
  `<p>${e(t.ERASURE_PAGE_DONE())}</p>\n<a class="button" href="/">${e(t.PAGE_BACK_TO_SHOP())}</a>`;

export function erasureDonePage(shop: Shop, page: PageContext) {
  return renderPage(shop, page, page.t.ERASURE_PAGE_DONE_TITLE(), erasureDoneContent(page), { narrow: true, script: FORGET_SESSION });
}

/**
 * Renders `content` into a layout file's text, as template engines do: `{{{body}}}` takes the
 * content, `{{name}}` the option of that name (escaped); anything else stays as written.
 */
export function applyLayout(layout: string, content: string, options: Record<string, unknown>) {
  return layout
    .replace(/\{\{\{\s*body\s*\}\}\}/g, () => content)
    .replace(/\{\{\s*([\w$]+)\s*\}\}/g, (_, name: string) => e(String(Object.hasOwn(options, name) ? options[name] : '')));
}
