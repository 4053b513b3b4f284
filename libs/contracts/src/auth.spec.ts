import { AUTH_MESSAGES } from './auth-messages.ts';
import {
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './auth-schemas.ts';
import { ORGANIZATION_NUMBER_MESSAGES } from './organization-number.ts';
import { PASSWORD_CHANGE_MESSAGES } from './password-change.ts';
import { changePasswordFormSchema, changePasswordSchema } from './password-change-schemas.ts';
import { dashboardPathFor } from './roles.ts';
import { messagesOf } from './testing/messages-of.ts';

describe('loginSchema', () => {
  it('gives the spec texts for missing and malformed fields', async () => {
    expect(await messagesOf(loginSchema, {})).toEqual(
      expect.arrayContaining([
        AUTH_MESSAGES.loginEmailRequired,
        AUTH_MESSAGES.loginPasswordRequired,
      ]),
    );
    expect(await messagesOf(loginSchema, { email: 'nope', password: '123' })).toEqual(
      expect.arrayContaining([AUTH_MESSAGES.loginEmailInvalid, AUTH_MESSAGES.loginPasswordMin]),
    );
  });

  it('accepts a valid login', async () => {
    expect(await messagesOf(loginSchema, { email: 'a@b.no', password: 'secret1' })).toEqual([]);
  });
});

describe('registerSchema', () => {
  const student = {
    email: 'elev@skole.no',
    password: 'Hemmelig1',
    confirmPassword: 'Hemmelig1',
    role: 'student',
    school: 'Bergen tekniske fagskole',
  };

  it('accepts a student and strips company fields', async () => {
    const value = await registerSchema.validate({ ...student, companyName: 'X AS' });
    expect(value).not.toHaveProperty('companyName');
  });

  it('requires school for students and company fields for businesses', async () => {
    expect(await messagesOf(registerSchema, { ...student, school: '' })).toContain(
      AUTH_MESSAGES.schoolRequired,
    );
    const business = { ...student, role: 'business', school: undefined };
    expect(await messagesOf(registerSchema, business)).toEqual(
      expect.arrayContaining([
        AUTH_MESSAGES.companyNameRequired,
        AUTH_MESSAGES.organizationNumberRequired,
      ]),
    );
    expect(
      await messagesOf(registerSchema, {
        ...business,
        companyName: 'Rør AS',
        organizationNumber: '12345678',
      }),
    ).toEqual([ORGANIZATION_NUMBER_MESSAGES.length]);
  });

  it('is the registration rule: spaces allowed, digits kept, a clear message for each fault', async () => {
    const business = {
      email: 'bedrift@ror.no',
      password: 'Hemmelig1',
      confirmPassword: 'Hemmelig1',
      role: 'business',
      companyName: 'Rør AS',
    };
    const valid = await registerSchema.validate({
      ...business,
      organizationNumber: '974 760 673',
    });
    expect(valid.organizationNumber).toBe('974760673');
    expect(await messagesOf(registerSchema, { ...business, organizationNumber: '' })).toEqual([
      AUTH_MESSAGES.organizationNumberRequired,
    ]);
    expect(
      await messagesOf(registerSchema, { ...business, organizationNumber: '974 760' }),
    ).toEqual([ORGANIZATION_NUMBER_MESSAGES.length]);
    expect(
      await messagesOf(registerSchema, { ...business, organizationNumber: '123 456 789' }),
    ).toEqual([ORGANIZATION_NUMBER_MESSAGES.checkDigit]);
  });

  it('refuses admin as a self-registered role and weak or unmatched passwords', async () => {
    expect(await messagesOf(registerSchema, { ...student, role: 'admin' })).toContain(
      AUTH_MESSAGES.roleInvalid,
    );
    expect(
      await messagesOf(registerSchema, { ...student, password: 'kort', confirmPassword: 'x' }),
    ).toEqual(
      expect.arrayContaining([AUTH_MESSAGES.passwordMin, AUTH_MESSAGES.passwordsMustMatch]),
    );
    // No composition rule: a long passphrase of lowercase words is fine.
    expect(
      await messagesOf(registerSchema, {
        ...student,
        password: 'tre lange ord',
        confirmPassword: 'tre lange ord',
      }),
    ).toEqual([]);
    expect(
      await messagesOf(registerSchema, {
        ...student,
        email: `${'a'.repeat(250)}@x.no`,
        school: 's'.repeat(201),
        password: 'p'.repeat(129),
        confirmPassword: 'p'.repeat(129),
      }),
    ).toEqual(
      expect.arrayContaining([
        AUTH_MESSAGES.emailTooLong,
        AUTH_MESSAGES.schoolTooLong,
        AUTH_MESSAGES.passwordTooLong,
      ]),
    );
  });
});

describe('dashboardPathFor', () => {
  it('maps each role to its dashboard', () => {
    expect(dashboardPathFor('student')).toBe('/student/dashboard');
    expect(dashboardPathFor('business')).toBe('/business/dashboard');
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
    expect(dashboardPathFor(undefined)).toBe('/dashboard');
  });
});

describe('reset password schemas', () => {
  it('applies the registration password rule and the spec texts', async () => {
    expect(await messagesOf(resetPasswordSchema, { newPassword: 'svakt' })).toEqual(
      expect.arrayContaining([AUTH_MESSAGES.resetMissingToken, AUTH_MESSAGES.passwordMin]),
    );
    expect(
      await messagesOf(resetPasswordFormSchema, {
        newPassword: 'Sterkt123',
        confirmPassword: 'Annet123',
      }),
    ).toEqual([AUTH_MESSAGES.resetPasswordsMustMatch]);
  });
});

describe('change password schemas', () => {
  it('needs the current password and applies the registration rule to the new one', async () => {
    expect(await messagesOf(changePasswordSchema, { newPassword: 'svakt' })).toEqual([
      PASSWORD_CHANGE_MESSAGES.currentPasswordRequired,
      AUTH_MESSAGES.passwordMin,
    ]);
    expect(
      await messagesOf(changePasswordSchema, {
        currentPassword: 'Gammelt1',
        newPassword: 'p'.repeat(129),
      }),
    ).toEqual([AUTH_MESSAGES.passwordTooLong]);
    // The current password is only checked by the API: one set under the old rule of 6 is fine.
    expect(
      await messagesOf(changePasswordSchema, {
        currentPassword: 'gamle6',
        newPassword: 'tre lange ord',
      }),
    ).toEqual([]);
  });

  it('refuses the current password as the new one, and a confirmation that differs', async () => {
    expect(
      await messagesOf(changePasswordSchema, {
        currentPassword: 'Sterkt123',
        newPassword: 'Sterkt123',
      }),
    ).toEqual([PASSWORD_CHANGE_MESSAGES.sameAsCurrent]);
    expect(
      await messagesOf(changePasswordFormSchema, {
        currentPassword: 'Gammelt1',
        newPassword: 'Sterkt123',
        confirmPassword: 'Annet123',
      }),
    ).toEqual([AUTH_MESSAGES.passwordsMustMatch]);
    expect(
      await messagesOf(changePasswordFormSchema, {
        currentPassword: 'Gammelt1',
        newPassword: 'Sterkt123',
      }),
    ).toEqual([AUTH_MESSAGES.confirmPasswordRequired]);
  });
});
