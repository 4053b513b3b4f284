import { BadRequestException } from '@nestjs/common';
import { JOB_MESSAGES, verifyOtpSchema } from '@yrkesbro/contracts';
import { validateWith } from './yup-validation.pipe';

const JOB_UUID = '44444444-4444-4444-8444-444444444444';

async function refusal(value: unknown): Promise<unknown> {
  try {
    await validateWith(verifyOtpSchema, value);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse();
  }
  throw new Error('accepted');
}

describe('validateWith', () => {
  it('says each message once, though two rules of a field refuse it alike', async () => {
    // 'abc' is neither an e-mail address nor a deliverable one: both rules say emailInvalid.
    const response = await refusal({ email: 'abc', otp: '123456', jobUuid: JOB_UUID });
    expect(response).toMatchObject({ message: [JOB_MESSAGES.emailInvalid] });
  });

  it('still says every field’s own message', async () => {
    const response = await refusal({ email: 'abc', otp: '12', jobUuid: JOB_UUID });
    expect(response).toMatchObject({
      message: [JOB_MESSAGES.emailInvalid, JOB_MESSAGES.otpInvalid],
    });
  });
});
