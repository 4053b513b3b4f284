import 'reflect-metadata';
import { text } from 'node:stream/consumers';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { RecoveryCode } from '../modules/auth/entities/recovery-code.entity';
import { TwoFactorCredential } from '../modules/auth/entities/two-factor-credential.entity';
import { hashPassword } from '../modules/auth/password-hasher';
import { announceUserChange, KEEP_MS } from '../modules/users/user-cache';
import { User } from '../modules/users/user.entity';

/** The admin reads every grade document: a longer password than a student's. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * `npm run create-admin` (or `node services/api/dist/seed/create-admin.js` in the API image):
 * creates the administrator named by ADMIN_EMAIL, or sets a new password on it. The password
 * comes from ADMIN_PASSWORD or standard input (never a prompt that would echo it), and is
 * never printed. The admin sets up an authenticator app at the first login; with
 * ADMIN_RESET_TWO_FACTOR=true an admin who lost both the phone and the recovery codes sets up a
 * new one at the next login.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const password =
    process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? '' : (await text(process.stdin)).trim());
  if (!password) {
    throw new ConfigError('Sett ADMIN_PASSWORD, eller send passordet inn på standard inn.');
  }
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    const resetTwoFactor = process.env.ADMIN_RESET_TWO_FACTOR === 'true';
    const outcome = await createAdmin(dataSource, config.adminEmail, password, {
      resetTwoFactor,
      changed: (id) =>
        announceUserChange(redis, config.redisPrefix, id).catch(() =>
          console.warn(
            `Fikk ikke varslet API-et gjennom Redis: økter med det gamle passordet avvises innen ${KEEP_MS / 1000} sekunder.`,
          ),
        ),
    });
    console.log(
      outcome === 'created'
        ? `Administratoren ${config.adminEmail} er opprettet.`
        : `Nytt passord satt for administratoren ${config.adminEmail}.`,
    );
    if (resetTwoFactor) {
      console.log('Tofaktorinnloggingen er fjernet: en ny app settes opp ved neste innlogging.');
    }
  } finally {
    redis.disconnect();
    await dataSource.destroy();
  }
}

export async function createAdmin(
  dataSource: DataSource,
  email: string,
  password: string,
  {
    resetTwoFactor = false,
    changed,
  }: {
    resetTwoFactor?: boolean;
    /** Tells the running API processes that the admin changed (see UserCache). */
    changed: (id: string) => Promise<void>;
  },
): Promise<'created' | 'updated'> {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new ConfigError(
      `Administratorpassordet må være minst ${ADMIN_PASSWORD_MIN_LENGTH} tegn.`,
    );
  }
  const users = dataSource.getRepository(User);
  const existing = await users.findOneBy({ email });
  if (existing && existing.role !== 'admin') {
    throw new ConfigError(
      `${email} er allerede en ${existing.role}-konto; velg en annen ADMIN_EMAIL.`,
    );
  }
  const passwordHash = await hashPassword(password);
  if (existing) {
    // A new password ends the sessions signed in with the old one.
    await users.update(existing.id, { passwordHash, tokenVersion: existing.tokenVersion + 1 });
    await changed(existing.id);
    if (resetTwoFactor) {
      await dataSource.getRepository(RecoveryCode).delete({ userId: existing.id });
      await dataSource.getRepository(TwoFactorCredential).delete({ userId: existing.id });
    }
    return 'updated';
  }
  await users.save(
    users.create({ email, passwordHash, role: 'admin', emailVerifiedAt: new Date() }),
  );
  return 'created';
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
