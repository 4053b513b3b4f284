import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { totpCodeSchema, twoFactorCodeSchema, TWO_FACTOR_MESSAGES } from '@yrkesbro/contracts';
import type {
  AuthUserResponse,
  MessageResponse,
  RecoveryCodesResponse,
  TotpCodeRequest,
  TwoFactorCodeRequest,
  TwoFactorEnrolledResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@yrkesbro/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIp } from '../../../common/client-ip';
import { YupValidationPipe } from '../../../common/yup-validation.pipe';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import type { User } from '../../users/user.entity';
import { toAuthUser, UsersService } from '../../users/users.service';
import {
  clearPendingSecondFactorCookie,
  PENDING_SECOND_FACTOR_COOKIE,
  setSessionCookies,
} from '../auth-cookies';
import { CurrentUser } from '../current-user.decorator';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { SessionsService } from '../sessions.service';
import { PendingSecondFactor } from './pending-second-factor';
import type { PendingLogin } from './pending-second-factor';
import { TwoFactorService } from './two-factor.service';

/**
 * The second factor: the login's second step (a code, or the admin's enrolment), then the
 * signed-in user's own settings (turn on, turn off, new recovery codes).
 *
 * A wrong code answers 401 in the login's second step, like a wrong password, and 400 on the
 * settings, where 401 would mean the session has ended.
 */
@ApiTags('auth')
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly pending: PendingSecondFactor,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('verify')
  @HttpCode(200)
  async verify(
    @Body(new YupValidationPipe(twoFactorCodeSchema)) { code }: TwoFactorCodeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthUserResponse> {
    const { token, login } = await this.pendingLogin(request, 'verify');
    if (!(await this.twoFactor.verify(login.userId, code, clientIp(request)))) {
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.wrongCode);
    }
    return { user: toAuthUser(await this.completeLogin(token, login, reply)) };
  }

  /** The admin's enrolment at login: a new secret each time it is asked for. */
  @Post('enrolment')
  @HttpCode(200)
  async startEnrolment(@Req() request: FastifyRequest): Promise<TwoFactorSetupResponse> {
    const { token, login } = await this.pendingLogin(request, 'enrol');
    const setup = await this.twoFactor.newSetup(await this.userOf(login));
    if (
      !(await this.pending.updateLogin(token, {
        ...login,
        secretCiphertext: setup.secretCiphertext,
      }))
    )
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.pendingExpired);
    return setup.response;
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  async confirmEnrolment(
    @Body(new YupValidationPipe(totpCodeSchema)) { code }: TotpCodeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TwoFactorEnrolledResponse> {
    const { token, login } = await this.pendingLogin(request, 'enrol');
    if (!login.secretCiphertext) throw new BadRequestException(TWO_FACTOR_MESSAGES.setupExpired);
    const user = await this.userOf(login);
    const recoveryCodes = await this.twoFactor.enable(
      user,
      login.secretCiphertext,
      code,
      clientIp(request),
    );
    if (!recoveryCodes) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.wrongCode);
    await this.completeLogin(token, login, reply);
    return { user: toAuthUser(user), recoveryCodes };
  }

  @Get()
  @UseGuards(JwtAuthGuard)
  status(@CurrentUser() user: User): Promise<TwoFactorStatusResponse> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async setup(@CurrentUser() user: User): Promise<TwoFactorSetupResponse> {
    if (await this.twoFactor.isEnabled(user.id)) {
      throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    }
    const setup = await this.twoFactor.newSetup(user);
    await this.pending.saveSetup(user.id, setup.secretCiphertext);
    return setup.response;
  }

  @Post('enable')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async enable(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(totpCodeSchema)) { code }: TotpCodeRequest,
    @Req() request: FastifyRequest,
  ): Promise<RecoveryCodesResponse> {
    const secretCiphertext = await this.pending.findSetup(user.id);
    if (!secretCiphertext) throw new BadRequestException(TWO_FACTOR_MESSAGES.setupExpired);
    const recoveryCodes = await this.twoFactor.enable(
      user,
      secretCiphertext,
      code,
      clientIp(request),
    );
    if (!recoveryCodes) throw new BadRequestException(TWO_FACTOR_MESSAGES.wrongCode);
    await this.pending.finishSetup(user.id);
    return { recoveryCodes };
  }

  @Post('disable')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async disable(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(twoFactorCodeSchema)) { code }: TwoFactorCodeRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.requireEnabled(user);
    if (!(await this.twoFactor.disable(user, code, clientIp(request)))) {
      throw new BadRequestException(TWO_FACTOR_MESSAGES.wrongCode);
    }
    return { message: TWO_FACTOR_MESSAGES.disabled };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async renewRecoveryCodes(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(twoFactorCodeSchema)) { code }: TwoFactorCodeRequest,
    @Req() request: FastifyRequest,
  ): Promise<RecoveryCodesResponse> {
    await this.requireEnabled(user);
    const recoveryCodes = await this.twoFactor.renewRecoveryCodes(user, code, clientIp(request));
    if (!recoveryCodes) throw new BadRequestException(TWO_FACTOR_MESSAGES.wrongCode);
    return { recoveryCodes };
  }

  private async requireEnabled(user: User): Promise<void> {
    if (!(await this.twoFactor.isEnabled(user.id))) {
      throw new BadRequestException(TWO_FACTOR_MESSAGES.notEnabled);
    }
  }

  private async pendingLogin(
    request: FastifyRequest,
    step: PendingLogin['step'],
  ): Promise<{ token: string; login: PendingLogin }> {
    const token = request.cookies?.[PENDING_SECOND_FACTOR_COOKIE];
    const login = await this.pending.findLogin(token);
    if (!token || !login || login.step !== step) {
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.pendingExpired);
    }
    return { token, login };
  }

  private async userOf(login: PendingLogin): Promise<User> {
    const user = await this.users.findById(login.userId);
    if (!user) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.pendingExpired);
    return user;
  }

  /** Ends the pending login (once: a second request with the same cookie gets nothing) and begins the session. */
  private async completeLogin(
    token: string,
    login: PendingLogin,
    reply: FastifyReply,
  ): Promise<User> {
    const user = await this.userOf(login);
    if (!(await this.pending.finishLogin(token))) {
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.pendingExpired);
    }
    const session = await this.sessions.start(user, login.persistent);
    clearPendingSecondFactorCookie(reply, this.config.isProduction);
    setSessionCookies(reply, session, this.config.isProduction);
    return user;
  }
}
