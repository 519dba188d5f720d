/** Test-only factories and render helpers of the dashboard (imported by `*.test.tsx` only). */
import type { DashboardSummary, TaskBrief } from '@orbita/contracts/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const userId = '5e0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a02';

/**
 * react-activity-calendar reads the colour scheme and reduced motion, and checks the theme's
 * colours with CSS.supports and measures the weekday labels with getBBox: jsdom has none.
 */
export function stubBrowserApis(): void {
  const svg = SVGElement.prototype as SVGElement & { getBBox?: () => DOMRect };
  svg.getBBox ??= () => ({ x: 0, y: 0, width: 20, height: 12 }) as DOMRect;
  vi.stubGlobal('CSS', { ...(globalThis.CSS ?? {}), supports: () => true });
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/**
 * Unmounts, then takes the stubs back. In that order: the heatmap mounts after the first
 * paint (ui/use-after-first-paint), so it can arrive after a test's last assertion; taking
 * matchMedia away while it is still mounted made its colour-scheme effect throw
 * ("window.matchMedia is not a function"), failing a test that had passed (CI, 28/11).
 * Testing Library's own cleanup runs after this file's afterEach hooks.
 */
export function unstubBrowserApis(): void {
  cleanup();
  vi.unstubAllGlobals();
}

let seq = 0;
export function task(title: string, overrides: Partial<TaskBrief> = {}): TaskBrief {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    code: `T-${seq}`,
    title,
    listId: 'list-1',
    listName: 'Pessoal',
    dueAt: null,
    priority: 'normal',
    urgent: false,
    ...overrides,
  };
}

/** A summary with nothing in it (a newcomer's), with `overrides` on top. */
export function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    generatedAt: '2026-11-25T15:00:00.000Z',
    timeZone: 'America/Sao_Paulo',
    flow: {
      inboxCount: 0,
      weeklyReviewDue: false,
      lastReviewAt: null,
      urgent: [],
      today: [],
      nextActions: [],
    },
    finance: { balance: 0, billsDueThisWeek: [], billsDueTotal: 0 },
    gamification: { level: null, levelName: null, points: 0, streak: 0, activeMissions: [] },
    notifications: { unread: 0, latest: [] },
    activity: { from: '2025-11-26', to: '2026-11-25', total: 0, days: [] },
    ...overrides,
  };
}

/** The signed-in shell's `auth/app` answer (the role decides what can be written). */
export function appState(role: 'viewer' | 'editor' = 'editor') {
  return {
    user: { id: userId, name: 'Ana', email: 'ana@exemplo.com', accountType: null, avatarUrl: null },
    workspaces: [],
    workspaceId,
    role,
    checkpoints: [],
    settings: { googleClientId: null, facebookAvailable: false },
  };
}

export function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export function renderWith(ui: ReactNode, client = newClient()) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
