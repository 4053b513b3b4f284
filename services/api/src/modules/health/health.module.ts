import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { HealthController } from './health.controller';
import { QueueHealth } from './queue-health';

@Module({
  imports: [BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name })))],
  controllers: [HealthController],
  providers: [QueueHealth],
})
export class HealthModule {}
