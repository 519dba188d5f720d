import { benchConfig, runApiBench, type ApiResult } from './api';
import { printCollabResult, runCollabBench } from './collab';
import { printAgentsResult, runAgentsBench } from './agents';
import { runChatsWebBench } from './chats-web';
import { printChatsWebhooksResult, runChatsWebhooksBench } from './chats-webhooks';
import { printDashboardResult, runDashboardBench } from './dashboard';
import { printFinanceResult, runFinanceBench } from './finance';
import { printFlowResult, runFlowBench } from './flow';
import { runFlowWebBench } from './flow-web';
import { runFuzzBoundsBench } from './fuzz-bounds';
import { printGamificationResult, runGamificationBench } from './gamification';
import { printLighthouseResult, runLighthouseBench } from './lighthouse';
import { printLoginSprayResult, runLoginSprayBench } from './login-spray';
import { printMediaResult, runMediaBench } from './media';
import { runMediaWebBench } from './media-web';
import { runMindMapsWebBench } from './mind-maps-web';
import { runPublicPageWebBench } from './public-page-web';
import { printRealtimeResult, runRealtimeBench, saveRealtimeResult } from './realtime';
import { apiScenarios, awaitedScenarios } from './scenarios';
import { resultsDir, saveResult as save } from './support/results';
import { startBenchDatabase } from './support/servers';
import { printSettingsResult, runSettingsBench } from './settings';
import { printTwoInstancesResult, runTwoInstancesBench } from './two-instances';
import { runWebBench } from './web';
import { budgets, kb, measureWebSizes } from './web-sizes';

/**
 * `npm run bench`: web sizes, the API (with its baseline), web timings and realtime fan-out;
 * results as JSON in bench/results/ and printed tables. Figures compare as ratios within
 * one run. Must stay under 10 minutes on 2 cores (see scenarios/index.ts).
 */
function printSizes(): void {
  const web = measureWebSizes();
  save('web-sizes', web);
  console.log('\nWeb: download antes de a rota funcionar (gzip)');
  console.table({
    'entrar (/)': {
      JS: kb(web.signIn.js),
      CSS: kb(web.signIn.css),
      orçamento: `${kb(budgets.signInInitial)} JS`,
    },
    '/me/home': { JS: kb(web.home.js), CSS: kb(web.home.css), orçamento: '—' },
  });
  console.log(`Chunks sob demanda (orçamento ${kb(budgets.lazyChunk)} cada)`);
  console.table(Object.fromEntries(web.lazyChunks.map((c) => [c.name, kb(c.gzip)])));
}

function printApi(api: ApiResult[]): void {
  console.log(
    `\nAPI (autocannon, ${benchConfig.connections} conexões, ${benchConfig.duration} s após ${benchConfig.warmup} s de aquecimento; latência em ms)`,
  );
  console.table([
    ...api.map((r) => ({
      cenário: r.name,
      'req/s': r.requestsPerSecond,
      p50: r.p50,
      p99: r.p99,
      erros: r.errors + r.non2xx,
      'req/s ÷ base': r.ratioRps ?? 1,
      'p99 ÷ base': r.ratioP99 ?? 1,
    })),
    ...awaitedScenarios.map((s) => ({
      cenário: s.name,
      'req/s': `aguardando o módulo ${s.module}`,
    })),
  ]);
}

/**
 * How long each part took (s), printed and saved at the end: the whole run must stay under 10
 * minutes (issue 26), and this says which part to work on.
 */
const durations: Record<string, number> = {};
let lapStarted = Date.now();
function lap(part: string): void {
  const now = Date.now();
  durations[part] = Math.round((now - lapStarted) / 1000);
  console.log(`[bench] ${part}: ${durations[part]} s`);
  lapStarted = now;
}

async function main() {
  const started = Date.now();
  printSizes();
  lap('tamanhos da web');

  const database = await startBenchDatabase();
  try {
    const api = await runApiBench(database.url, apiScenarios);
    save('api', api);
    printApi(api);
    lap('API');
    await runFuzzBoundsBench(database.url);
    lap('limites do fuzz');

    // Password spraying from one IP while /api/health is probed (issue 14).
    const spray = await runLoginSprayBench(database.url);
    save('login-spray', spray);
    printLoginSprayResult(spray);
    lap('senhas em série');

    const web = await runWebBench(database.url);
    save('web', web);
    console.log(
      `\nWeb no Chromium (CPU ${web.cpuThrottling}× mais lenta, cache frio, mediana de ${web.runs}; ms)`,
    );
    console.table({
      'entrar (/)': {
        FCP: web.signIn.fcp,
        LCP: web.signIn.lcp,
        'formulário pronto': web.signIn.usable,
      },
      '/me/home (com sessão)': {
        FCP: web.home.fcp,
        LCP: web.home.lcp,
        'título na tela': web.home.usable,
      },
    });
    console.table(
      Object.fromEntries(Object.entries(web.interactions).map(([k, v]) => [k, { ms: v }])),
    );
    lap('web');
  } finally {
    await database.stop();
  }

  const realtime = await runRealtimeBench();
  saveRealtimeResult(realtime);
  printRealtimeResult(realtime);
  lap('tempo real');
  // Two server instances on one external PostgreSQL behind a round-robin proxy (issue 26):
  // throughput of the pair against one, realtime across instances, revocation across them.
  const twoInstances = await runTwoInstancesBench();
  save('two-instances', twoInstances);
  printTwoInstancesResult(twoInstances);
  lap('duas instâncias');
  // Live co-editing (issue 19): 20 editors on one map, edit-to-remote latency p50/p99.
  const collab = await runCollabBench();
  save('collab', collab);
  printCollabResult(collab);
  lap('coedição');
  // The mind-map editor with a 2,000-node map in Chromium: first render, pan/zoom frame rate.
  const mindMapsWeb = await runMindMapsWebBench();
  save('mind-maps-web', mindMapsWeb);
  console.log('\nMapa mental no navegador (ms; nós no DOM; quadros por segundo)');
  console.table(mindMapsWeb);
  lap('mapa mental na web');
  // Public pages and publications (issue 20): TTFB and LCP of the server-rendered HTML at 4×.
  const publicPageWeb = await runPublicPageWebBench();
  save('public-page-web', publicPageWeb);
  console.log('\nPágina pública no navegador, CPU 4× mais lenta (ms, medianas)');
  console.table(publicPageWeb);
  lap('página pública na web');
  // Lighthouse, mobile preset (issue 25): /, /me/home, /flow/workplace and a public page.
  const lighthouseResult = await runLighthouseBench();
  save('lighthouse', lighthouseResult);
  printLighthouseResult(lighthouseResult);
  lap('Lighthouse');

  // Flow with big data: API pages of a 10,000-task list, then the same list (kanban and
  // table) and a 2,000-card process board in Chromium.
  const flow = await runFlowBench({ samples: 100 });
  save('flow', flow);
  printFlowResult(flow);
  lap('flow');
  const flowWeb = await runFlowWebBench();
  save('flow-web', flowWeb);
  console.log('\nFlow no navegador (ms; nós no DOM)');
  console.table(flowWeb);
  lap('flow na web');

  // Finance with 1,000,000 entries in one workspace (seeded once, reused): cash flow, paging.
  const finance = await runFinanceBench({ samples: 20, exportAll: false });
  save('finance', finance);
  printFinanceResult(finance);
  lap('finanças');
  // Gamification: a ranking of 100,000 players over 1,000,000 grants (top 50 + own position).
  const gamification = await runGamificationBench({ samples: 50 });
  save('gamification', {
    ...gamification,
    rankings: gamification.rankings.map(({ plan: _plan, ...r }) => r),
  });
  printGamificationResult(gamification);
  lap('gamificação');
  // The dashboard's one aggregate read (/me/home's first paint) on a well-used workspace:
  // 1,000 tasks, 600 entries, a year of heatmap days (issue 17's target: p99 < 50 ms).
  const dashboard = await runDashboardBench({ samples: 300 });
  save('dashboard', dashboard);
  printDashboardResult(dashboard);
  lap('painel');
  // Agents (issue 24): event → action latency at 100 events/s for 10 s; 5,000 queued runs' drain rate.
  const agentsResult = await runAgentsBench();
  save('agents', agentsResult);
  printAgentsResult(agentsResult);
  lap('agentes');
  // The side menu every screen reads and its save with 50 shortcuts; the settings read and save.
  const settings = await runSettingsBench({ samples: 300 });
  save('settings', settings);
  printSettingsResult(settings);
  lap('configurações');
  // Media: 100 uploads of ~2 MB photos (re-encode, thumbnail, WebP sizes) on disk and on S3.
  const media = await runMediaBench();
  save('media', media);
  printMediaResult(media);
  lap('mídia');
  // The media library's grid with 5,000 files in Chromium (first render, DOM bounded, paging).
  const mediaWeb = await runMediaWebBench();
  save('media-web', mediaWeb);
  console.log('\nBiblioteca de mídia no navegador (ms; nós no DOM)');
  console.table(mediaWeb);
  lap('mídia na web');
  // WhatsApp webhooks (issue 21): ack p99 at 200 deliveries/s for 10 s; time until all are processed.
  const chatsWebhooks = await runChatsWebhooksBench();
  save('chats-webhooks', chatsWebhooks);
  printChatsWebhooksResult(chatsWebhooks);
  lap('webhooks de conversas');
  // Chats (issue 21): the inbox with 10,000 conversations and a 50,000-message conversation in Chromium.
  const chatsWeb = await runChatsWebBench();
  save('chats-web', chatsWeb);
  console.log('\nConversas no navegador (ms; nós no DOM; quadros da rolagem em ms)');
  const { scroll: chatsScroll, scroll4x: chatsScroll4x, ...chatsFigures } = chatsWeb;
  console.table(chatsFigures);
  console.table({ 'rolagem 1×': chatsScroll, 'rolagem 4×': chatsScroll4x });
  lap('conversas na web');

  const total = Math.round((Date.now() - started) / 1000);
  save('durations', { totalSeconds: total, parts: durations });
  console.table(Object.fromEntries(Object.entries(durations).map(([k, v]) => [k, { s: v }])));
  console.log(`\nTempo total: ${total} s; resultados em ${resultsDir}`);
}

main().then(
  () => {
    // Everything is saved and printed: whatever a part left running (a timer, a socket) must
    // not keep the run from ending. Named, so the part can be fixed; unref'd, so a clean run
    // exits at once.
    setTimeout(() => {
      console.warn(`Ainda ativo ao fim: ${process.getActiveResourcesInfo().join(', ')}`);
      process.exit(0);
    }, 10_000).unref();
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
