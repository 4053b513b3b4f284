import { Module } from '@nestjs/common';
import { UploadStorage } from './upload-storage.service';

@Module({ providers: [UploadStorage], exports: [UploadStorage] })
export class UploadsModule {}
