import { AUTH_MESSAGES } from './auth-messages.ts';
import { registerSchema } from './auth-schemas.ts';
import { DELIVERABLE_EMAIL } from './deliverable-email.ts';

describe('DELIVERABLE_EMAIL', () => {
  it('takes addresses a mail can reach', () => {
    for (const address of ['ola@example.no', 'ola.n+jobb@post.firma.no', 'o_l-a@a-b.co'])
      expect(DELIVERABLE_EMAIL.test(address)).toBe(true);
  });

  it('refuses what the browser rule lets through but no mail reaches', () => {
    for (const address of [
      'a@b',
      'ola..n@example.no',
      '.ola@example.no',
      'ola.@example.no',
      'ola@example.',
      'ola@.no',
    ])
      expect(DELIVERABLE_EMAIL.test(address)).toBe(false);
  });

  it('is part of registration, with its message', () => {
    const valid = {
      password: 'Passord1',
      confirmPassword: 'Passord1',
      role: 'student',
      school: 'Skolen',
    };
    expect(registerSchema.isValidSync({ ...valid, email: 'ola@example.no' })).toBe(true);
    expect(() => registerSchema.validateSync({ ...valid, email: 'a@b' })).toThrow(
      AUTH_MESSAGES.emailInvalid,
    );
  });
});
