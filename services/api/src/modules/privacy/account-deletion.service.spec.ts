import { ForbiddenException } from '@nestjs/common';
import { DELETION_GRACE_DAYS, PRIVACY_MESSAGES } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import type { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import type { PasswordHasher } from '../auth/password-hasher';
import type { SessionsService } from '../auth/sessions.service';
import type { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import type { AccountDeletionsRepository } from './account-deletions.repository';

describe('AccountDeletionService', () => {
  const user = { id: 'u1', email: 'kari@elev.no', passwordHash: 'hash' } as User;
  const now = new Date('2026-11-22T12:00:00Z');
  let scheduled: Date | null;
  let endAll: jest.Mock;
  let send: jest.Mock;
  let service: AccountDeletionService;

  beforeEach(() => {
    scheduled = null;
    endAll = jest.fn();
    send = jest.fn();
    const deletions = {
      schedule: async (_id: string, at: Date) => (scheduled ??= at),
      scheduledFor: async () => scheduled,
      cancel: async () => {
        const had = scheduled !== null;
        scheduled = null;
        return had;
      },
    } as unknown as AccountDeletionsRepository;
    service = new AccountDeletionService(
      deletions,
      {
        verify: async (_hash: string, password: string) => password === 'Riktig1',
      } as PasswordHasher,
      { endAll } as unknown as SessionsService,
      { send } as unknown as MailService,
      { hit: async () => undefined } as unknown as RateLimiter,
      { appUrl: 'https://yrkesbro.no' } as AppConfig,
    );
  });

  it('refuses a wrong password and changes nothing', async () => {
    await expect(service.schedule(user, 'Feil1234', now)).rejects.toThrow(
      new ForbiddenException(PRIVACY_MESSAGES.wrongPassword),
    );
    expect(scheduled).toBeNull();
    expect(endAll).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('schedules the grace period, ends every session and mails the day; asking again keeps it', async () => {
    const day = new Date(now.getTime() + DELETION_GRACE_DAYS * 24 * 3600_000).toISOString();
    expect(await service.schedule(user, 'Riktig1', now)).toEqual({ scheduledFor: day });
    expect(endAll).toHaveBeenCalledWith('u1');
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'kari@elev.no',
        text: expect.stringContaining('22. desember 2026'),
      }),
      expect.any(String),
    );
    const later = new Date(now.getTime() + 3600_000);
    expect(await service.schedule(user, 'Riktig1', later)).toEqual({ scheduledFor: day });
    // The same deletion is one mail, however often it is asked for.
    expect(new Set(send.mock.calls.map(([, key]) => key)).size).toBe(1);
  });

  it('cancels, and mails only when there was something to cancel', async () => {
    expect(await service.cancel(user)).toEqual({ scheduledFor: null });
    expect(send).not.toHaveBeenCalled();
    await service.schedule(user, 'Riktig1', now);
    send.mockClear();
    expect(await service.cancel(user)).toEqual({ scheduledFor: null });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await service.status(user)).toEqual({ scheduledFor: null });
  });
});
