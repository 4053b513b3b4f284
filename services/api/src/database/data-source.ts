import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** For the TypeORM CLI (`typeorm migration:generate -d dist/database/data-source.js`). */
export default new DataSource(
  dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/yrkesbro'),
);
