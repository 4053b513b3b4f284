import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DatabaseContext } from './database-context';
import { DatabaseHealth } from './database-health';
import { dataSourceOptions } from './data-source-options';
import { Transactions } from './transactions';

/** The pool, and the two ways to it: `DatabaseContext` for repositories, `Transactions` for services. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.databaseUrl),
    }),
  ],
  providers: [DatabaseContext, DatabaseHealth, Transactions],
  exports: [DatabaseContext, DatabaseHealth, Transactions],
})
export class DatabaseModule {}
