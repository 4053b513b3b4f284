import { ConfigError, loadConfig } from './app-config';

const valid = {
  NODE_ENV: 'development',
  DATABASE_URL: 'postgres://127.0.0.1:5432/yrkesbro',
  JWT_SECRET: 'x'.repeat(32),
};

const production = {
  ...valid,
  NODE_ENV: 'production',
  APP_URL: 'https://yrkesbro.no',
  CORS_ORIGINS: 'https://yrkesbro.no, https://www.yrkesbro.no',
  SMTP_HOST: 'smtp.example.no',
  SMTP_PORT: '587',
  SMTP_USER: 'yrkesbro',
  SMTP_PASSWORD: 'hemmelig',
  TOTP_ENCRYPTION_KEY: 'y'.repeat(32),
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('loadConfig', () => {
  it('fills local defaults', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      redisUrl: 'redis://127.0.0.1:6379',
      appUrl: 'http://localhost:4200',
      corsOrigins: ['http://localhost:4200'],
      smtp: { host: '127.0.0.1', port: 1025 },
      adminEmail: 'admin@yrkesbro.no',
      messageNoticeDelayMs: 10 * 60 * 1000,
    });
  });

  it('reads the message notice delay in seconds', () => {
    expect(loadConfig({ ...valid, MESSAGE_NOTICE_DELAY_SECONDS: '2' }).messageNoticeDelayMs).toBe(
      2000,
    );
    expect(() => loadConfig({ ...valid, MESSAGE_NOTICE_DELAY_SECONDS: '-1' })).toThrow(ConfigError);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL mangler');
      expect(message).toContain('JWT_SECRET må være minst 32 tegn');
      expect(message).toContain('PORT');
    }
  });

  it('refuses to start without NODE_ENV', () => {
    const { NODE_ENV: _omitted, ...withoutNodeEnv } = valid;
    expect(problemsOf(withoutNodeEnv)).toContain('NODE_ENV mangler');
  });

  it('refuses production without https APP_URL, explicit CORS origins and real SMTP settings', () => {
    const message = problemsOf({ ...valid, NODE_ENV: 'production' });
    expect(message).toContain('APP_URL må være en https-adresse');
    expect(message).toContain('CORS_ORIGINS må settes');
    expect(message).toContain('SMTP_HOST må peke på en ekte e-posttjener');
    expect(message).toContain('SMTP_USER og SMTP_PASSWORD');
    expect(message).toContain('TOTP_ENCRYPTION_KEY må settes');
    expect(problemsOf({ ...production, TOTP_ENCRYPTION_KEY: production.JWT_SECRET })).toContain(
      'ikke lik JWT_SECRET',
    );
    expect(problemsOf({ ...production, CORS_ORIGINS: 'http://yrkesbro.no' })).toContain(
      'CORS_ORIGINS kan bare inneholde https-adresser',
    );
    expect(problemsOf({ ...production, SMTP_HOST: '127.0.0.1' })).toContain('SMTP_HOST');
    expect(problemsOf(production)).toBe('');
  });

  it('splits CORS origins and lowercases the admin e-mail', () => {
    const config = loadConfig({ ...production, ADMIN_EMAIL: 'Admin@Yrkesbro.no' });
    expect(config.corsOrigins).toEqual(['https://yrkesbro.no', 'https://www.yrkesbro.no']);
    expect(config.adminEmail).toBe('admin@yrkesbro.no');
    expect(config.isProduction).toBe(true);
  });
});
