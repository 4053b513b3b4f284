import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { hashPassword } from '../modules/auth/password-hasher';
import { User } from '../modules/users/user.entity';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { DemoAccount } from './demo-accounts';

/**
 * Applies migrations and the demo data, idempotently: existing rows are left as they are,
 * so a second `npm start` keeps whatever the person changed.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction && process.env.SEED_DEMO !== 'true') {
    throw new Error('Demodata legges ikke inn i produksjon (sett SEED_DEMO=true for å tvinge).');
  }
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  try {
    const accounts: DemoAccount[] = [...DEMO_ACCOUNTS];
    const adminPassword = process.env.ADMIN_PASSWORD;
    if (adminPassword) {
      accounts.push({
        email: config.adminEmail,
        password: adminPassword,
        role: 'admin',
        label: 'Administrator',
      });
    } else {
      console.warn('ADMIN_PASSWORD er ikke satt: administratorkontoen opprettes ikke.');
    }
    const users = dataSource.getRepository(User);
    for (const account of accounts) {
      const exists = await users.existsBy({ email: account.email });
      if (!exists) {
        await users.insert({
          email: account.email,
          passwordHash: await hashPassword(account.password),
          role: account.role,
          emailVerifiedAt: new Date(),
        });
      }
    }
    console.log('Demokontoer (e-post / passord):');
    for (const account of accounts) {
      console.log(`  ${account.label.padEnd(16)} ${account.email} / ${account.password}`);
    }
  } finally {
    await dataSource.destroy();
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
