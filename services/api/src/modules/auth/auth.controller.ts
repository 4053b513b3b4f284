import { Body, Controller, Get, HttpCode, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { loginSchema } from '@yrkesbro/contracts';
import type { AuthUserResponse, LoginRequest } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import type { User } from '../users/user.entity';
import { toAuthUser } from '../users/users.service';
import { clearAccessCookie, setAccessCookie } from './auth-cookies';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new YupValidationPipe(loginSchema)) body: LoginRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthUserResponse> {
    const { user, accessToken } = await this.auth.login(body);
    setAccessCookie(reply, accessToken, this.config.isProduction);
    return { user: toAuthUser(user) };
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: User): AuthUserResponse {
    return { user: toAuthUser(user) };
  }

  @Post('logout')
  @HttpCode(204)
  logout(@Res({ passthrough: true }) reply: FastifyReply): void {
    clearAccessCookie(reply, this.config.isProduction);
  }
}
