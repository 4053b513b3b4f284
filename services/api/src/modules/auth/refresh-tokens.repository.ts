import { Injectable } from '@nestjs/common';
import { IsNull, MoreThan } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { RefreshToken } from './entities/refresh-token.entity';

/** The `refresh_tokens` table: one row per issued refresh token, grouped in session families. */
@Injectable()
export class RefreshTokensRepository {
  constructor(private readonly db: DatabaseContext) {}

  private get tokens() {
    return this.db.repository(RefreshToken);
  }

  findById(id: string): Promise<RefreshToken | null> {
    return this.tokens.findOneBy({ id });
  }

  insert(
    fields: Pick<RefreshToken, 'userId' | 'familyId' | 'tokenHash' | 'persistent' | 'expiresAt'>,
  ): Promise<RefreshToken> {
    return this.tokens.save(this.tokens.create(fields));
  }

  /** The newest token of the user's session `familyId` that may still be exchanged, if any. */
  findLiveInFamily(userId: string, familyId: string, now: Date): Promise<RefreshToken | null> {
    return this.tokens.findOneBy({
      userId,
      familyId,
      revokedAt: IsNull(),
      rotatedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
  }

  /** True for the one caller that marks the token rotated; false when it already was. */
  async claimForRotation(id: string, at: Date): Promise<boolean> {
    const claimed = await this.tokens.update({ id, rotatedAt: IsNull() }, { rotatedAt: at });
    return Boolean(claimed.affected);
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: at });
  }

  async revokeAllOfUser(userId: string, at: Date): Promise<void> {
    await this.tokens.update({ userId, revokedAt: IsNull() }, { revokedAt: at });
  }
}
