import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type DatabaseHandle } from '../platform/db/client';
import { users } from '../platform/identity/schema';
import { memberships, workspaces } from '../platform/identity/schema';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  });
}

/** A database handle on the run's test database, closed after the file's tests. */
export function testDatabase(): DatabaseHandle {
  const database = connectDatabase(inject('databaseUrl'));
  afterAll(() => database.close().catch(() => {}));
  return database;
}

/** A full app (every module) on the test database, closed after the file's tests. */
export async function testApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    database: connectDatabase(inject('databaseUrl')),
  });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

/** A fresh user with a workspace of their own, holding `role` in it. */
export async function createMember(database: DatabaseHandle, role: Role = 'owner') {
  const { db } = database;
  return db.transaction(async (tx) => {
    const [workspace] = await tx.insert(workspaces).values({ name: 'Teste' }).returning();
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Pessoa Teste',
        email: `t-${randomUUID()}@exemplo.com.br`,
        currentWorkspaceId: workspace!.id,
      })
      .returning();
    await tx.insert(memberships).values({ workspaceId: workspace!.id, userId: user!.id, role });
    return {
      user: user!,
      workspace: workspace!,
      ctx: { userId: user!.id, workspaceId: workspace!.id, role },
    };
  });
}
