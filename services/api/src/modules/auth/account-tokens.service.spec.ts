import type { AccountTokensRepository } from './account-tokens.repository';
import { AccountTokensService } from './account-tokens.service';
import type { AccountToken, AccountTokenPurpose } from './entities/account-token.entity';
import { sha256 } from './secret-token';

/** account_tokens in memory, consumed once like the single UPDATE … RETURNING. */
class FakeAccountTokens {
  rows: (AccountToken & { usedAt: Date | null })[] = [];

  async cancelOpen(userId: string, purpose: AccountTokenPurpose, at: Date) {
    for (const row of this.rows)
      if (row.userId === userId && row.purpose === purpose && !row.usedAt) row.usedAt = at;
  }

  async insert(fields: Pick<AccountToken, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>) {
    const row = { ...fields, id: `t${this.rows.length + 1}`, usedAt: null } as AccountToken & {
      usedAt: Date | null;
    };
    this.rows.push(row);
    return row;
  }

  async consume(tokenHash: string, purpose: AccountTokenPurpose) {
    const row = this.rows.find(
      (r) =>
        r.tokenHash === tokenHash && r.purpose === purpose && !r.usedAt && r.expiresAt > new Date(),
    );
    if (!row) return null;
    row.usedAt = new Date();
    return row.userId;
  }
}

function setup() {
  const repository = new FakeAccountTokens();
  return {
    repository,
    tokens: new AccountTokensService(repository as unknown as AccountTokensRepository),
  };
}

describe('AccountTokensService', () => {
  it('stores only the hash and lets the raw token be used once', async () => {
    const { repository, tokens } = setup();
    const { token } = await tokens.issue('u1', 'verify-email');
    expect(repository.rows[0].tokenHash).toBe(sha256(token));
    await expect(tokens.consume(token, 'verify-email')).resolves.toBe('u1');
    await expect(tokens.consume(token, 'verify-email')).resolves.toBeNull();
  });

  it('does not accept a token for another purpose', async () => {
    const { tokens } = setup();
    const { token } = await tokens.issue('u1', 'reset-password');
    await expect(tokens.consume(token, 'verify-email')).resolves.toBeNull();
    await expect(tokens.consume(token, 'reset-password')).resolves.toBe('u1');
  });

  it('cancels the older open token of the same purpose when a new one is issued', async () => {
    const { tokens } = setup();
    const older = await tokens.issue('u1', 'reset-password');
    const newer = await tokens.issue('u1', 'reset-password');
    await expect(tokens.consume(older.token, 'reset-password')).resolves.toBeNull();
    await expect(tokens.consume(newer.token, 'reset-password')).resolves.toBe('u1');
  });

  it('expires reset links after an hour and verification links after 48 hours', async () => {
    const { repository, tokens } = setup();
    const before = Date.now();
    const reset = await tokens.issue('u1', 'reset-password');
    await tokens.issue('u2', 'verify-email');
    const [resetRow, verifyRow] = repository.rows;
    expect(resetRow.expiresAt.getTime() - before).toBeGreaterThanOrEqual(3600 * 1000);
    expect(resetRow.expiresAt.getTime() - before).toBeLessThan(3600 * 1000 + 1000);
    expect(verifyRow.expiresAt.getTime() - before).toBeGreaterThanOrEqual(48 * 3600 * 1000);
    resetRow.expiresAt = new Date(Date.now() - 1);
    await expect(tokens.consume(reset.token, 'reset-password')).resolves.toBeNull();
  });
});
