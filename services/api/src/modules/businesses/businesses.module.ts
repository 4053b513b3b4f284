import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { VocationsModule } from '../vocations/vocations.module';
import { BusinessesController } from './businesses.controller';
import { BusinessesRepository } from './businesses.repository';
import { BusinessesService } from './businesses.service';

@Module({
  imports: [VocationsModule, UploadsModule],
  controllers: [BusinessesController],
  providers: [BusinessesRepository, BusinessesService],
  exports: [BusinessesService],
})
export class BusinessesModule {}
