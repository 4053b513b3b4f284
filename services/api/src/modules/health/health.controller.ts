import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { DatabaseHealth } from '../../database/database-health';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { QueueHealth } from './queue-health';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly redis: RedisService,
    private readonly queues: QueueHealth,
  ) {}

  /**
   * 200 when the database and Redis answer, 503 otherwise, so a load balancer can drop us. The
   * queues are reported, not judged: a stopped worker must not take the API out of rotation.
   */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const [database, redis, queues] = await Promise.all([
      this.database.isUp(),
      this.redis.isUp(),
      this.queues.state(),
    ]);
    const ok = database && redis;
    void reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: database ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
      uptimeSeconds: Math.round(process.uptime()),
      queues,
    };
  }
}
