import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Vocation } from './vocation.entity';
import { VocationsController } from './vocations.controller';

@Module({ imports: [TypeOrmModule.forFeature([Vocation])], controllers: [VocationsController] })
export class VocationsModule {}
