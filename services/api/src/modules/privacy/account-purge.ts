import { Injectable, Logger } from '@nestjs/common';
import { Transactions } from '../../database/transactions';
import { UploadStorage } from '../uploads/upload-storage.service';
import { AccountDeletionsRepository } from './account-deletions.repository';
import { PersonalDataRepository } from './personal-data.repository';

/** Accounts deleted per run; the next run, ten minutes later, takes the rest. */
const BATCH = 100;

export const PURGE_ACCOUNTS_JOB = 'purge-accounts';

/**
 * Deletes the accounts whose grace period is over: their files, then their rows (the paid
 * receipts copied without the person first). Each account is one transaction, and its files go
 * before its rows, so a worker killed half-way leaves the account due and the next run simply
 * finishes it; a second run over a finished account finds nothing to do.
 */
@Injectable()
export class AccountPurge {
  private readonly logger = new Logger(AccountPurge.name);

  constructor(
    private readonly deletions: AccountDeletionsRepository,
    private readonly personalData: PersonalDataRepository,
    private readonly storage: UploadStorage,
    private readonly transactions: Transactions,
  ) {}

  /** Answers how many accounts were deleted. */
  async run(now = new Date()): Promise<number> {
    let deleted = 0;
    for (const userId of await this.deletions.due(now, BATCH)) {
      try {
        if (await this.purge(userId, now)) deleted += 1;
      } catch (error) {
        // One account's trouble must not keep the others; it stays due for the next run.
        this.logger.error(`Kunne ikke slette konto ${userId}: ${String(error)}`);
      }
    }
    return deleted;
  }

  private purge(userId: string, now: Date): Promise<boolean> {
    return this.transactions.run(async () => {
      if (!(await this.deletions.lockIfDue(userId, now))) return false;
      const files = await this.personalData.files(userId);
      await this.storage.removeAll(files.publicUrls);
      for (const key of files.privateKeys) await this.storage.removePrivate(key);
      await this.personalData.retainReceipts(userId);
      await this.personalData.erase(userId);
      return true;
    });
  }
}
