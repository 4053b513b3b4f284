import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import { Client } from 'pg';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import request from 'supertest';
import { startTestApp, testConfig } from './support/test-app';
import { ADMIN_URL } from './support/test-database';
import { recordDrill } from './support/trust-report';

/**
 * Failure drill: every database connection of the API is cut under load, which is what a
 * PostgreSQL restart does to it. The API must answer meanwhile ("try again" 503 or a success,
 * never a crash, a 500 or a hang) and work again without being restarted.
 */
describe('drill: the database drops every connection under load', () => {
  let app: NestFastifyApplication;
  let database: string;

  beforeAll(async () => {
    const config = testConfig();
    database = new URL(config.databaseUrl).pathname.slice(1);
    app = await startTestApp(config);
  });

  afterAll(async () => {
    await app.close();
  });

  async function cutConnections(pid?: number): Promise<number> {
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::int IS NULL OR pid = $2)`,
        [database, pid ?? null],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  const vocations = () => request(app.getHttpServer()).get('/api/vocations');
  const pool = () => (app.get(DataSource).driver as PostgresDriver).master as Pool;

  /**
   * Until the pool has dropped every connection that was cut: PostgreSQL ends a backend a moment
   * after pg_terminate_backend returns, and the pool learns of it only when the socket closes,
   * so a request in between may still be handed a connection on its way out (and answer 503).
   */
  async function poolEmptied(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (pool().totalCount > 0) {
      if (Date.now() > deadline) throw new Error(`${pool().totalCount} tilkoblinger ble igjen`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('answers every request meanwhile and recovers without a restart', async () => {
    await vocations().expect(200);
    const load = Promise.all(Array.from({ length: 60 }, () => vocations()));
    expect(await cutConnections()).toBeGreaterThan(0);
    const during = await load;
    for (const response of during) {
      expect([200, 503]).toContain(response.status);
      // A failure says "try again shortly" in Norwegian, never a 500 or a stack trace.
      if (response.status === 503) {
        expect(response.body.message).toBe(COMMON_MESSAGES.serviceUnavailable);
      }
    }
    await cutConnections();
    await poolEmptied();
    // Afterwards every request succeeds again on fresh connections.
    const after = await Promise.all(Array.from({ length: 20 }, () => vocations()));
    expect(after.map((response) => response.status)).toEqual(Array(20).fill(200));
    await request(app.getHttpServer()).get('/api/health').expect(200);
    recordDrill('database-connections-cut');
  });

  it('survives a connection cut while a client is handed out but not yet querying', async () => {
    // pg-pool takes its own 'error' listener off a client it hands out; without ours, the cut
    // below is an 'error' event nobody listens to, which throws and would end the process.
    const client: PoolClient = await pool().connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    expect(await cutConnections(rows[0].pid)).toBe(1);
    await ended;
    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable/);
    client.release();
    await vocations().expect(200);
  });
});
