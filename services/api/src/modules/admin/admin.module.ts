import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminRecipientsService } from './admin-recipients.service';
import { AdminController } from './admin.controller';

@Module({
  imports: [AuthModule, UsersModule],
  controllers: [AdminController],
  providers: [AdminRecipientsService],
})
export class AdminModule {}
