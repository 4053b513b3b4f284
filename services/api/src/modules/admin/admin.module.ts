import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { User } from '../users/user.entity';
import { AdminRecipientsService } from './admin-recipients.service';
import { AdminController } from './admin.controller';

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([User])],
  controllers: [AdminController],
  providers: [AdminRecipientsService],
})
export class AdminModule {}
