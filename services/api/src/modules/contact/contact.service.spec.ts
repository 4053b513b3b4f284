import type { AppConfig } from '../../config/app-config';
import type { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import type { MailService } from '../mail/mail.service';
import type { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

const request = {
  name: 'Kari Nordmann',
  email: 'Kari@Example.no',
  subject: 'Spørsmål om læreplass',
  message: 'Hei!\n\nHvordan finner jeg en læreplass?',
};

function setup() {
  const messages = { insert: jest.fn(async () => ({ id: 'm1' })) };
  const mail = { send: jest.fn(async () => {}) };
  const rateLimiter = { hit: jest.fn(async () => {}) };
  const contact = new ContactService(
    messages as unknown as ContactRepository,
    { supportEmail: 'support@yrkesbro.no' } as AppConfig,
    mail as unknown as MailService,
    rateLimiter as unknown as RateLimiter,
  );
  return { contact, messages, mail, rateLimiter };
}

describe('ContactService', () => {
  it('stores the message, then mails support with Reply-To the sender, keyed by the stored row', async () => {
    const { contact, messages, mail } = setup();
    await contact.submit(request, '10.0.0.1');
    expect(messages.insert).toHaveBeenCalledWith(request);
    expect(mail.send).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'support@yrkesbro.no', replyTo: 'Kari@Example.no' }),
      'contact-m1',
    );
  });

  it('limits per address and per e-mail before storing anything', async () => {
    const { contact, messages, rateLimiter } = setup();
    rateLimiter.hit.mockRejectedValueOnce(new Error('429'));
    await expect(contact.submit(request, '10.0.0.1')).rejects.toThrow('429');
    expect(messages.insert).not.toHaveBeenCalled();
    const [perIp, perEmail] = rateLimiter.hit.mock.calls[0] as unknown as { key: string }[];
    expect(perIp.key).toBe('contact-ip:10.0.0.1');
    expect(perEmail.key).toBe('contact:kari@example.no');
  });
});
