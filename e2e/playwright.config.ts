import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server (production build of the web app) on a fresh
 * embedded PostgreSQL in a temporary DATA_DIR. Chromium comes from Debian (/usr/bin/chromium);
 * no browser is ever downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/orbita-e2e-${process.pid}`;
// A separate build folder lets several people run the browser tests at once.
const webDist = process.env.E2E_WEB_DIST;

export default defineConfig({
  testDir: './tests',
  // Separate folders let several runs (people, CI shards) work at once without clobbering traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // Hang guards, not speed checks: a loaded machine must not fail a test of behaviour.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two spec files at a time on 2 cores: the browser waits on the server and the database
  // much of the time. Every test has its own accounts (support/auth.ts uniqueEmail); tests of
  // one file stay in order in one worker. E2E_WORKERS=1 to run one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that passes only on its second try is a failure (issue 13).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace: the DOM before and after every action, the network,
    // the console. Not the screencast (`screenshots`): its frames are encoded, sent and
    // written for every test, and dropped again for every test that passes; they cost about
    // a third of each test's time on 2 cores (flow-lists 3.0 → 1.2 min for its first test).
    // The failure screenshot below still shows the last frame; E2E_TRACE_SCREENCAST=1 brings
    // the film back when a failure needs it.
    trace: process.env.E2E_TRACE_SCREENCAST
      ? 'retain-on-failure'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The PWA's service worker precaches the whole build (~4 MB) in every new context: only
    // pwa.spec.ts, which tests it, lets it in (test.use); the rest load as before.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The production server build (plain node, as `npm start`), built once per run; the web
    // app is built beforehand (`npm run build -w @orbita/web`, or E2E_WEB_DIST).
    command: `npm run build -w @orbita/server && rm -rf ${dataDir} && npm run start -w @orbita/server`,
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      AUTH_REGISTER_LIMIT: '200',
      // Every spec signs in from 127.0.0.1: the per-IP budgets (issue 14) would meet each other.
      AUTH_LOGIN_IP_LIMIT: '100000',
      AUTH_RECOVER_IP_LIMIT: '100000',
      AUTH_PLAY_LIMIT: '100000',
      // explore.spec.ts and xss.spec.ts sign these addresses up and read the moderation queue.
      ORBITA_MODERATOR_EMAILS: 'moderacao-e2e@exemplo.com.br,moderacao-xss@exemplo.com.br',
    },
  },
});
