import type { DashboardSummary } from '@orbita/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { clock } from '../platform/clock';
import { apiClient, expectStatus, testApp, testDatabase } from '../test/kit';
import { seedPastActivity } from './dashboard-activity';

const database = testDatabase();
const app = await testApp();
const { newCaller } = apiClient('/api/app');

describe('the demo’s past activity', () => {
  it('spreads work over past days through the API, so the heatmap shows them', async () => {
    const demo = await newCaller(app, database);
    const before = clock.now;
    await seedPastActivity(app, demo, { days: 60 });
    expect(clock.now).toBe(before);
    const summary = expectStatus(await demo.get<DashboardSummary>('/me/dashboard'), 200);
    const access = expectStatus(
      await demo.get<{ days: string[] }>('/comunicacao/eventos/acesso-diario'),
      200,
    );
    // Every access day is a heatmap day, and work (done tasks) adds to some of them.
    expect(summary.activity.days.map((d) => d.day)).toEqual(access.days);
    expect(access.days.length).toBeGreaterThan(25);
    expect(new Set(access.days.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(2);
    expect(summary.activity.total).toBeGreaterThan(access.days.length);
    expect(summary.activity.days.every((d) => d.day < summary.activity.to)).toBe(true);
  });
});
