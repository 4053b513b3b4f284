import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

interface Transaction {
  manager: EntityManager;
  /** The raw statement asked last on the transaction's connection (see `onConnection`). */
  last: Promise<unknown>;
  commit: {
    /** What waits for the commit (see `afterCommit`). */
    waiting: (() => Promise<void>)[];
    /** Set once the transaction has ended: work begun in it that outlives it waits no more. */
    over: boolean;
  };
}

/**
 * The connection a repository talks through: the transaction the current call runs inside,
 * else the pool. Repositories inject this; services never see it, so a service can span a
 * transaction over several domains' repositories (through `Transactions`) without knowing
 * how the tables are reached.
 */
@Injectable()
export class DatabaseContext {
  private readonly current = new AsyncLocalStorage<Transaction>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.current.getStore()?.manager ?? this.dataSource.manager;
  }

  get inTransaction(): boolean {
    return this.current.getStore() !== undefined;
  }

  repository<E extends ObjectLiteral>(entity: EntityTarget<E>): Repository<E> {
    return this.manager.getRepository(entity);
  }

  /** Raw SQL on the current connection; for pg, UPDATE/DELETE … RETURNING answer `[rows, count]`. */
  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.onConnection((manager) => manager.query(sql, params));
  }

  /**
   * A transaction's statements go over its one connection, which answers one at a time: those
   * asked together (a `Promise.all` of lookups) wait their turn here, in order, rather than
   * queue inside pg, which pg 9 refuses. Outside a transaction each takes a pooled connection.
   */
  private onConnection<T>(run: (manager: EntityManager) => Promise<T>): Promise<T> {
    const transaction = this.current.getStore();
    if (!transaction) return run(this.dataSource.manager);
    const next = transaction.last.then(() => run(transaction.manager));
    transaction.last = next.catch(() => undefined);
    return next;
  }

  /**
   * Raw SQL as a statement prepared under `name` on each pooled connection, for the hottest
   * reads: PostgreSQL parses and plans it once per connection instead of on every call (the rows
   * of a job search's page took twice as long to plan as to read). Inside a transaction it runs
   * as `query` does, on the transaction's connection.
   */
  async prepared<T = Record<string, unknown>>(
    name: string,
    sql: string,
    params: unknown[] = [],
  ): Promise<T[]> {
    if (this.inTransaction) return this.query<T>(sql, params);
    // Through TypeORM's logger as its own queries are, so query logging and the plan tests see it.
    this.dataSource.logger.logQuery(sql, params);
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    return (await pool.query<QueryResultRow>({ name, text: sql, values: params })).rows as T[];
  }

  /**
   * The entities `where` selects (a condition, with any ORDER BY and LIMIT after it), read
   * through a statement prepared under `name` (see `prepared`) and filled in as `entitiesFrom`
   * does, so a column added to the entity is read here too. For the reads every signed-in
   * request makes.
   */
  async preparedEntities<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    name: string,
    where: string,
    params: unknown[],
  ): Promise<E[]> {
    const metadata = this.dataSource.getMetadata(entity);
    // A relation's join column with no property of its own is virtual: TypeORM skips it too.
    const list = metadata.columns
      .filter((column) => !column.isVirtual)
      .map((column) => `"${column.databaseName}"`)
      .join(', ');
    const rows = await this.prepared<Record<string, unknown>>(
      name,
      `SELECT ${list} FROM "${metadata.tableName}" WHERE ${where}`,
      params,
    );
    return this.entitiesFrom(entity, rows);
  }

  /**
   * Entities filled in column by column from rows holding their table's columns by name, as
   * TypeORM itself hydrates them; other fields of a row are left out. The rows may come from
   * `prepared`, or be ones PostgreSQL wrote as JSON (`row_to_json`), their timestamps as text.
   */
  entitiesFrom<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    rows: Record<string, unknown>[],
  ): E[] {
    const metadata = this.dataSource.getMetadata(entity);
    const driver = this.dataSource.driver;
    const columns = metadata.columns.filter((column) => !column.isVirtual);
    return rows.map((row) => {
      const made = metadata.create() as E;
      for (const column of columns)
        column.setEntityValue(made, driver.prepareHydratedValue(row[column.databaseName], column));
      return made;
    });
  }

  /** The one entity `where` selects, or null (see `preparedEntities`). */
  async preparedEntity<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    name: string,
    where: string,
    params: unknown[],
  ): Promise<E | null> {
    const [found] = await this.preparedEntities(entity, name, where, params);
    return found ?? null;
  }

  /** The entities whose uuid `column` is one of `ids` (see `preparedEntities`); none for none. */
  async preparedEntitiesAmong<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    name: string,
    column: string,
    ids: string[],
  ): Promise<E[]> {
    if (!ids.length) return [];
    return this.preparedEntities(entity, name, `${column} = ANY($1::uuid[])`, [ids]);
  }

  /** An UPDATE or DELETE … RETURNING: answers the returned rows, not pg's `[rows, count]` pair. */
  async returning<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const [rows] = (await this.query(sql, params)) as unknown as [T[], number];
    return rows;
  }

  /** Runs `work` in one transaction; a call already inside one joins it. */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    const commit: Transaction['commit'] = { waiting: [], over: false };
    let result: T;
    try {
      result = await this.dataSource.transaction((manager) =>
        this.current.run({ manager, commit, last: Promise.resolve() }, work),
      );
    } finally {
      commit.over = true;
    }
    for (const then of commit.waiting) await then();
    return result;
  }

  /**
   * Runs `then` once what the current call changed is committed: at once outside a transaction,
   * after the commit inside one, never for one rolled back. For telling others of a change, who
   * would otherwise read the rows as they were before it.
   */
  async afterCommit(then: () => Promise<void>): Promise<void> {
    const commit = this.current.getStore()?.commit;
    if (commit && !commit.over) commit.waiting.push(then);
    else await then();
  }
}
