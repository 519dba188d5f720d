import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

/** A dev-mailbox message (`GET /dev/mailbox.json`, newest first). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

let counter = 0;
/**
 * A fresh address per test, so each test has its own account. The process id keeps two
 * Playwright workers (separate processes, each counting from 1) apart in the same millisecond.
 */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}@exemplo.com.br`;
}

/** Waits for the newest mail to `to` whose subject matches, and returns it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string | RegExp,
  after = 0,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        const mails = (await res.json()) as Mail[];
        found = mails.find(
          (m) =>
            (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)) &&
            Date.parse(m.createdAt) >= after,
        );
        return found?.subject;
      },
      { timeout: 15_000, message: `e-mail "${String(subject)}" para ${to}` },
    )
    .toBeTruthy();
  return found!;
}

/** The app link of a mail (`/registro/Confirma?token=…` or `/registro/Recupera?token=…`), as a path. */
export function linkIn(mail: Mail, path: '/registro/Confirma' | '/registro/Recupera'): string {
  const match = new RegExp(`https?://[^\\s"]+${path.replace('/', '\\/')}\\?token=[^\\s"<]+`).exec(
    mail.text,
  );
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** Creates a confirmed account through the API (not through the page's cookies). */
export async function createConfirmedAccount(
  request: APIRequestContext,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  const since = Date.now() - 1000;
  const res = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(request, email, 'Confirme seu e-mail no Orbita', since);
  const token = new URLSearchParams(linkIn(mail, '/registro/Confirma').split('?')[1]).get('token');
  const confirmed = await request.post('/api/auth/confirm', { data: { token } });
  expect(confirmed.status()).toBe(200);
}

/** The stored session (`ai-token` in localStorage), as the app wrote it. */
export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('ai-token');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });
}

/** Replaces the access token in both stores, as if it had expired long ago. */
export async function spoilAccessToken(page: Page, token: string): Promise<void> {
  await page.evaluate((bad) => {
    const session = JSON.parse(localStorage.getItem('ai-token') ?? '{}') as Record<string, unknown>;
    const next = JSON.stringify({ ...session, token: bad });
    localStorage.setItem('ai-token', next);
    document.cookie = `ai-token=${encodeURIComponent(next)}; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax`;
  }, token);
}

/** A well-formed JWT that expired in 2001 and whose signature is wrong. */
export const expiredJwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJleHAiOjEwMDAwMDAwMDB9.c2lnbmF0dXJlLWludmFsaWRh';

/** The password of every account the browser tests create. */
export const PASSWORD = 'orbita-segura-1';
const mobile = { 'X-Client-Type': 'mobile' };

/**
 * A confirmed account past onboarding (account type chosen, welcome seen), made through the
 * API; returns bearer headers (mobile mode, no cookies) for further API setup and checks.
 */
export async function readyAccount(
  request: APIRequestContext,
  email: string,
  options: { name?: string; accountType?: 'creator' | 'tourist' | 'organization' } = {},
): Promise<Record<string, string>> {
  await createConfirmedAccount(request, options.name ?? 'Rita Alves', email, PASSWORD);
  const login = await request.post('/api/auth/login', {
    headers: mobile,
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = {
    ...mobile,
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  expect(
    (
      await request.patch('/api/app/me', {
        headers,
        data: { accountType: options.accountType ?? 'creator' },
      })
    ).status(),
  ).toBe(200);
  for (const checkpoint of ['tipo-conta', 'boas-vindas']) {
    expect(
      (await request.delete(`/api/app/me/checkpoints/${checkpoint}`, { headers })).status(),
    ).toBe(204);
  }
  return headers;
}

/** Fills and sends the sign-in form of the page it is on. */
export async function signInForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs `page` in from the home page and waits for the signed-in home. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await signInForm(page, email);
  await expect(page).toHaveURL(/\/me\/home$/);
}

/** A page in a new browser context (its own cookies and storage: another device), pt-BR in São Paulo. */
/**
 * Contexts opened by `newBrowserPage`, with the test that opened them. Tests never closed
 * them: their pages kept polling and were traced in every later test of the worker (a failed
 * test's trace held 21 contexts). Each new test's first page closes the earlier tests' ones.
 */
const opened: { testId: string; context: BrowserContext }[] = [];

async function closeEarlierTestsContexts(testId: string): Promise<void> {
  const earlier = opened.filter((o) => o.testId !== testId);
  if (earlier.length === 0) return;
  opened.splice(0, opened.length, ...opened.filter((o) => o.testId === testId));
  await Promise.all(earlier.map((o) => o.context.close().catch(() => {})));
}

export async function newBrowserPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const testId = test.info().testId;
  await closeEarlierTestsContexts(testId);
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...options,
  });
  opened.push({ testId, context });
  return context.newPage();
}

const sameSites = ['Strict', 'Lax', 'None'] as const;

/** A `Set-Cookie` header as Playwright's cookie, for `origin`. */
function cookieFrom(header: string, origin: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attribute = (name: string) =>
    attributes.find((a) => a.toLowerCase().startsWith(name))?.split('=')[1];
  const maxAge = attribute('max-age=');
  const expires = attribute('expires=');
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    domain: new URL(origin).hostname,
    path: attribute('path=') ?? '/',
    httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    sameSite: sameSites.find((v) => v === attribute('samesite=')) ?? 'Lax',
    expires: maxAge
      ? Math.floor(Date.now() / 1000) + Number(maxAge)
      : expires
        ? Math.floor(Date.parse(expires) / 1000)
        : -1,
  };
}

/**
 * Signs a browser context in as `email` without the form: the login answer's cookies (the
 * refresh cookie among them) and the answer itself stored as the app stores it on signing in
 * (session-store.ts: the whole answer under `ai-token`), as the cookie, which the app reads
 * first. Setup for tests about something else; the form itself is what auth.spec.ts,
 * first-run and the `signIn` above test. Saves a sign-in page and a dashboard load (2–3 s on
 * 2 busy cores) on every device a test opens. Node's fetch, not the context's request: that
 * one is traced with the context, and closing it once broke the trace zip on a loaded run.
 */
export async function signInThroughApi(context: BrowserContext, email: string): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  const session = JSON.stringify({ token: '', checkpoints: [], ...JSON.parse(body) });
  await context.addCookies([
    ...res.headers.getSetCookie().map((header) => cookieFrom(header, origin)),
    {
      ...cookieFrom(`ai-token=${encodeURIComponent(session)}; Path=/`, origin),
      expires: 253402300799, // 31 Dec 9999, as the app writes it
    },
  ]);
}

/** A new device signed in as `email` (through the API), at `path`, else at the signed-in home. */
export async function signedInPage(browser: Browser, email: string, path?: string): Promise<Page> {
  const page = await newBrowserPage(browser);
  await signInThroughApi(page.context(), email);
  await page.goto(path ?? '/');
  if (!path) await expect(page).toHaveURL(/\/me\/home$/);
  return page;
}
