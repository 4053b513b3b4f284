import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Vocation as VocationDto } from '@yrkesbro/contracts';
import { Repository } from 'typeorm';
import { Vocation } from './vocation.entity';

@ApiTags('vocations')
@Controller('vocations')
export class VocationsController {
  constructor(@InjectRepository(Vocation) private readonly vocations: Repository<Vocation>) {}

  /** Reference data that changes with releases only, so browsers may cache it for an hour. */
  @Get()
  @Header('cache-control', 'public, max-age=3600')
  list(): Promise<VocationDto[]> {
    return this.vocations.find({ order: { name: 'ASC' } });
  }
}
