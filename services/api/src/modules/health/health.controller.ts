import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { RedisService } from '../../infrastructure/redis/redis.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisService,
  ) {}

  /** 200 when the database and Redis answer, 503 otherwise, so a load balancer can drop us. */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([this.databaseUp(), this.redis.isUp()]);
    const ok = database && redis;
    void reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: database ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
