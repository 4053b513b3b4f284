import { Module } from '@nestjs/common';
import { VocationsController } from './vocations.controller';
import { VocationsRepository } from './vocations.repository';
import { VocationsService } from './vocations.service';

@Module({
  controllers: [VocationsController],
  providers: [VocationsRepository, VocationsService],
  exports: [VocationsService],
})
export class VocationsModule {}
