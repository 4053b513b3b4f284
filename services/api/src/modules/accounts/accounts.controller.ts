import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, emailOnlySchema, registerSchema, tokenSchema } from '@yrkesbro/contracts';
import type {
  EmailOnlyRequest,
  MessageResponse,
  RegisterRequest,
  TokenRequest,
} from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../common/client-ip';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { RegistrationService } from './registration.service';

/** Opening an account; the paths sit under /auth as the spec lists them. */
@ApiTags('auth')
@Controller('auth')
export class AccountsController {
  constructor(private readonly registration: RegistrationService) {}

  @Post('register')
  @HttpCode(201)
  async register(
    @Body(new YupValidationPipe(registerSchema)) body: RegisterRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.registration.register(body, clientIp(request));
    return { message: AUTH_MESSAGES.registerSuccess };
  }

  @Post('verify-email')
  @HttpCode(200)
  async verifyEmail(
    @Body(new YupValidationPipe(tokenSchema)) { token }: TokenRequest,
  ): Promise<MessageResponse> {
    await this.registration.verifyEmail(token);
    return { message: AUTH_MESSAGES.verificationSuccess };
  }

  @Post('resend-verification')
  @HttpCode(202)
  async resendVerification(
    @Body(new YupValidationPipe(emailOnlySchema)) { email }: EmailOnlyRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.registration.resendVerification(email, clientIp(request));
    return { message: AUTH_MESSAGES.verificationResent };
  }
}
