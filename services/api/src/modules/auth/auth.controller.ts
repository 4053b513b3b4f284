import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  PASSWORD_CHANGE_MESSAGES,
  resetPasswordSchema,
} from '@yrkesbro/contracts';
import type {
  AuthUserResponse,
  ChangePasswordRequest,
  EmailOnlyRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
} from '@yrkesbro/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import type { User } from '../users/user.entity';
import { toAuthUser } from '../users/users.service';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  setPendingSecondFactorCookie,
  setSessionCookies,
} from './auth-cookies';
import { AuthService } from './auth.service';
import { clientIp } from '../../common/client-ip';
import { CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetService } from './password-reset.service';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly passwordChange: PasswordChangeService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new YupValidationPipe(loginSchema)) body: LoginRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const outcome = await this.auth.login(body, clientIp(request));
    if ('challenge' in outcome) {
      setPendingSecondFactorCookie(
        reply,
        outcome.pendingToken,
        outcome.pendingTtlSeconds,
        this.config.isProduction,
      );
      return outcome.challenge;
    }
    setSessionCookies(reply, outcome.session, this.config.isProduction);
    return { user: toAuthUser(outcome.session.user) };
  }

  /** Rotates the refresh token (cookie) and issues a new access token. */
  @Post('refresh-token')
  @HttpCode(200)
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthUserResponse> {
    try {
      const session = await this.sessions.rotate(request.cookies?.[REFRESH_COOKIE]);
      setSessionCookies(reply, session, this.config.isProduction);
      return { user: toAuthUser(session.user) };
    } catch (error) {
      clearSessionCookies(reply, this.config.isProduction);
      throw error;
    }
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: User): AuthUserResponse {
    return { user: toAuthUser(user) };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.end(request.cookies?.[REFRESH_COOKIE]);
    clearSessionCookies(reply, this.config.isProduction);
  }

  @Post('forgot-password')
  @HttpCode(202)
  async forgotPassword(
    @Body(new YupValidationPipe(emailOnlySchema)) { email }: EmailOnlyRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.passwordReset.requestReset(email, clientIp(request));
    return { message: AUTH_MESSAGES.forgotAnswer };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @Body(new YupValidationPipe(resetPasswordSchema)) body: ResetPasswordRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.passwordReset.reset(body, clientIp(request));
    return { message: AUTH_MESSAGES.resetSuccess };
  }

  /**
   * "Bytt passord" for the signed-in user: the current password and a new one. Every other
   * session of the account ends; this browser stays signed in with new cookies.
   */
  @Post('change-password')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async changePassword(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(changePasswordSchema)) body: ChangePasswordRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const session = await this.passwordChange.change(
      user,
      body,
      this.sessions.sessionOf(request.cookies?.[ACCESS_COOKIE]),
      clientIp(request),
    );
    if (session) setSessionCookies(reply, session, this.config.isProduction);
    else clearSessionCookies(reply, this.config.isProduction);
    return { message: PASSWORD_CHANGE_MESSAGES.changed };
  }
}
