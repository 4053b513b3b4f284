import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { DatabaseHealth } from '../../database/database-health';
import { RedisService } from '../../infrastructure/redis/redis.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly redis: RedisService,
  ) {}

  /** 200 when the database and Redis answer, 503 otherwise, so a load balancer can drop us. */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([this.database.isUp(), this.redis.isUp()]);
    const ok = database && redis;
    void reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: database ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
