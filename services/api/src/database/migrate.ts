import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * Applies pending migrations and exits. Deployments with several API replicas run this once
 * before the replicas start, so two replicas never race on the same migration.
 */
async function migrate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL mangler');
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  await dataSource.destroy();
  console.log('Migreringene er kjørt.');
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
