// The script of the prerendered /login (build/prerender.ts). In the default settings the page
// signs a visitor in by itself: the form drawn at build time becomes live, and a phone does not
// evaluate the app's ~270 KB of JavaScript (about a second of main thread on a slow one) to show
// it. The app's code is only prefetched; after signing in, the app opens on its first screen.
// The app starts on this page when it must draw it: another language or look than the one
// prerendered, or a visitor who is signed in already (whom it sends on).
import { errorMessage, toClientErrorCode } from '../../app/error-messages';
import { isDefaultSettings, loadSettings } from '../customisation/settings';
import { APP_CODE_TEMPLATE } from './app-code';
import { loginMessages } from './login.messages';
import { defaultPath } from './paths';
import { clearCompanyContext, isTokenValid, readToken, storeToken } from './session-storage';

/**
 * The app's `Login_Login` mutation, asking only for what this page keeps. A string, not a
 * codegen document: a document is an AST, and printing it takes graphql-js, which this page
 * does not load. The shell journey signs in through it against the real schema.
 */
const SIGN_IN = `mutation LoginPage_Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { accessToken }
}`;

type Answer = {
  data?: { login?: { accessToken?: unknown } | null } | null;
  errors?: { extensions?: { code?: unknown } }[];
};

/**
 * Fetches the app's code while the network is idle, so that the first screen after signing in
 * does not wait for it: the prefetch links the build left inert in a <template>.
 */
function prefetchApp() {
  const code = document.getElementById(APP_CODE_TEMPLATE);
  if (code instanceof HTMLTemplateElement) document.head.append(code.content.cloneNode(true));
}

/** Starts the app over the page once it has been drawn (or at once in a hidden tab). */
function startApp() {
  const start = () => void import('../../main');
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/** The form's parts as the prerendered markup has them; null when the page is not that form. */
function formParts() {
  const root = document.getElementById('root');
  const form = root?.querySelector('form');
  const username = form?.querySelector<HTMLInputElement>('input[name="username"]');
  const password = form?.querySelector<HTMLInputElement>('input[name="password"]');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const failure = form?.querySelector<HTMLElement>('[role="alert"]');
  if (!root || !form || !username || !password || !submit || !failure) return null;
  return { root, form, username, password, submit, failure };
}

type Parts = NonNullable<ReturnType<typeof formParts>>;

/** The one request this page makes; the failure is worded as the app words it. */
async function signIn(username: string, password: string): Promise<string> {
  let answer: Answer;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { username, password } }),
    });
    answer = (await response.json()) as Answer;
  } catch {
    throw new Error(errorMessage('NETWORK').defaultMessage as string);
  }
  const token = answer.data?.login?.accessToken;
  if (typeof token === 'string' && isTokenValid(token)) return token;
  const code = toClientErrorCode(answer.errors?.[0]?.extensions?.code);
  const message = code === 'UNAUTHENTICATED' ? loginMessages.failed : errorMessage(code);
  throw new Error(message.defaultMessage as string);
}

function makeLive({ root, form, username, password, submit, failure }: Parts) {
  // Drawn inert and read-only so that nothing typed before this script ran is lost.
  for (const wrapper of root.querySelectorAll('[inert]')) wrapper.removeAttribute('inert');
  for (const input of [username, password]) {
    input.removeAttribute('readonly');
    input.addEventListener('input', () => input.removeAttribute('aria-invalid'));
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const empty = [username, password].filter((input) => input.value.trim() === '');
    for (const input of empty) input.setAttribute('aria-invalid', 'true');
    if (empty.length) {
      failure.textContent = loginMessages.required.defaultMessage as string;
      empty[0]!.focus();
      return;
    }
    failure.textContent = '';
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    signIn(username.value, password.value).then(
      (token) => {
        clearCompanyContext();
        storeToken(token);
        window.location.replace(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${defaultPath}`);
      },
      (error: Error) => {
        failure.textContent = error.message;
        submit.disabled = false;
        submit.removeAttribute('aria-busy');
        password.select();
      },
    );
  });
}

const parts = formParts();
if (!parts || !isDefaultSettings(loadSettings()) || isTokenValid(readToken())) {
  startApp();
} else {
  makeLive(parts);
  if (document.readyState === 'complete') prefetchApp();
  else window.addEventListener('load', prefetchApp, { once: true });
}
