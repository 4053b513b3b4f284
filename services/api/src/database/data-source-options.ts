import { Logger } from '@nestjs/common';
import type { EventEmitter } from 'node:events';
import type { DataSourceOptions } from 'typeorm';
import { entities, migrations } from './schema';

/** Schema changes only through migrations, run at start; never `synchronize`. */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations,
    migrationsRun: true,
    synchronize: false,
    extra: { max: 10, onConnect: keepConnectionErrorsHandled },
  };
}

const logger = new Logger('Database');

/**
 * pg-pool takes its own 'error' listener off a client when it hands it out, and TypeORM adds
 * its listener only a promise tick later. A connection cut in that gap (PostgreSQL restarting)
 * is an 'error' event with no listener: an uncaught exception that ends the process. This
 * listener stays for the client's life; the pool still drops the broken client on release.
 */
function keepConnectionErrorsHandled(client: EventEmitter): void {
  client.on('error', (error: Error) =>
    logger.warn(`Databaseforbindelsen ble brutt: ${error.message}`),
  );
}
