import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { DevController } from './dev.controller';

@Module({ imports: [MailModule], controllers: [DevController] })
export class DevModule {}
