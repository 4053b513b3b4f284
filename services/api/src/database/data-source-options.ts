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
    extra: { max: 10 },
  };
}
