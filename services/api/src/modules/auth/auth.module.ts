import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccessTokens } from './access-tokens';
import { AccountTokensRepository } from './account-tokens.repository';
import { AccountTokensService } from './account-tokens.service';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CommonPasswords } from './common-passwords';
import { EndedSessions } from './ended-sessions';
import { SessionEvents } from './session-events';
import { JwtStrategy } from './jwt.strategy';
import { PasswordChangeService } from './password-change.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { jwtKey } from './session-policy';
import { SessionsService } from './sessions.service';
import { PendingSecondFactor } from './two-factor/pending-second-factor';
import { SecretBox } from './two-factor/secret-box';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { TwoFactorService } from './two-factor/two-factor.service';

@Module({
  imports: [
    UsersModule,
    MailModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, TwoFactorController],
  providers: [
    AuthService,
    PasswordResetService,
    PasswordChangeService,
    SessionsService,
    AccountTokensService,
    AccountTokensRepository,
    RefreshTokensRepository,
    JwtStrategy,
    PasswordHasher,
    AdminGuard,
    AccessTokens,
    EndedSessions,
    SessionEvents,
    CommonPasswords,
    TwoFactorService,
    TwoFactorRepository,
    PendingSecondFactor,
    {
      provide: SecretBox,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SecretBox(config.totpEncryptionKey),
    },
  ],
  exports: [
    PasswordHasher,
    CommonPasswords,
    AdminGuard,
    AccountTokensService,
    AccessTokens,
    SessionsService,
    SessionEvents,
  ],
})
export class AuthModule {}
