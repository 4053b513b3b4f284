import { Module } from '@nestjs/common';
import { ApplicationNoticesProcessor } from './application-notices.processor';
import { ApplicationsModule } from './applications.module';

/** The employer's notices of new applications, sent from the worker. */
@Module({
  imports: [ApplicationsModule],
  providers: [ApplicationNoticesProcessor],
})
export class ApplicationsWorkerModule {}
