import type { FastifyReply } from 'fastify';
import type { DatabaseHealth } from '../../database/database-health';
import type { RedisService } from '../../infrastructure/redis/redis.service';
import { HealthController } from './health.controller';
import type { QueueHealth } from './queue-health';

function reply() {
  const status = jest.fn();
  return { reply: { status } as unknown as FastifyReply, status };
}

describe('HealthController', () => {
  const database = (up: boolean) =>
    ({ isUp: jest.fn().mockResolvedValue(up) }) as unknown as DatabaseHealth;
  const redis = (up: boolean) =>
    ({ isUp: jest.fn().mockResolvedValue(up) }) as unknown as RedisService;
  const queues = {
    state: jest.fn().mockResolvedValue({ workers: 0, queued: 3 }),
  } as unknown as QueueHealth;

  it('answers 503 and names Redis when Redis is down', async () => {
    const { reply: r, status } = reply();
    const body = await new HealthController(database(true), redis(false), queues).health(r);
    expect(status).toHaveBeenCalledWith(503);
    expect(body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
  });

  it('answers 503 and names the database when it is down', async () => {
    const { reply: r, status } = reply();
    const body = await new HealthController(database(false), redis(true), queues).health(r);
    expect(status).toHaveBeenCalledWith(503);
    expect(body).toMatchObject({ status: 'degraded', database: 'down', redis: 'up' });
  });

  it('answers 200 when both answer', async () => {
    const { reply: r, status } = reply();
    const body = await new HealthController(database(true), redis(true), queues).health(r);
    expect(status).toHaveBeenCalledWith(200);
    expect(body.status).toBe('ok');
    // A stopped worker is reported, not a reason to drop the API.
    expect(body.queues).toEqual({ workers: 0, queued: 3 });
  });
});
