import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuthModule } from '../auth/auth.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { MailModule } from '../mail/mail.module';
import { StudentsModule } from '../students/students.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { MessagesController } from './messages.controller';
import { MessagesGateway } from './messages.gateway';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';

@Module({
  imports: [
    ApplicationsModule,
    AuthModule,
    BusinessesModule,
    MailModule,
    StudentsModule,
    SubscriptionsModule,
    UsersModule,
  ],
  controllers: [MessagesController],
  providers: [MessagesRepository, MessagesService, MessagesGateway],
})
export class MessagesModule {}
