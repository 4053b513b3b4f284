import { ConfigError, loadConfig } from './app-config';

const valid = {
  DATABASE_URL: 'postgres://127.0.0.1:5432/yrkesbro',
  JWT_SECRET: 'x'.repeat(32),
};

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

  it('splits CORS origins and lowercases the admin e-mail', () => {
    const config = loadConfig({
      ...valid,
      CORS_ORIGINS: 'https://yrkesbro.no, https://www.yrkesbro.no',
      ADMIN_EMAIL: 'Admin@Yrkesbro.no',
      NODE_ENV: 'production',
    });
    expect(config.corsOrigins).toEqual(['https://yrkesbro.no', 'https://www.yrkesbro.no']);
    expect(config.adminEmail).toBe('admin@yrkesbro.no');
    expect(config.isProduction).toBe(true);
  });
});
