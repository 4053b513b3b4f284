import { Injectable } from '@nestjs/common';
import { DatabaseContext } from './database-context';

/**
 * What a service may know of the database: that some changes belong together. Every
 * repository call made inside `run` takes part in the same transaction, whichever domain's
 * repository it is.
 */
@Injectable()
export class Transactions {
  constructor(private readonly context: DatabaseContext) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.context.transaction(work);
  }

  /** Runs `then` once the current transaction has committed (at once outside one). */
  afterCommit(then: () => Promise<void>): Promise<void> {
    return this.context.afterCommit(then);
  }
}
