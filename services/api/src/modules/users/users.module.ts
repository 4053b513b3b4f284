import { Module } from '@nestjs/common';
import { UserCache } from './user-cache';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  providers: [UsersRepository, UsersService, UserCache],
  // The account purge deletes users with everything that names them, and tells the cache.
  exports: [UsersService, UserCache],
})
export class UsersModule {}
