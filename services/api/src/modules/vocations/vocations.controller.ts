import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Vocation } from '@yrkesbro/contracts';
import { VocationsService } from './vocations.service';

@ApiTags('vocations')
@Controller('vocations')
export class VocationsController {
  constructor(private readonly vocations: VocationsService) {}

  /** Reference data that changes with releases only, so browsers may cache it for an hour. */
  @Get()
  @Header('cache-control', 'public, max-age=3600')
  list(): Promise<Vocation[]> {
    return this.vocations.list();
  }
}
