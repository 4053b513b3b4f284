import { Module } from '@nestjs/common';
import { UploadStorage } from './upload-storage.service';
import { UserUploads } from './user-uploads';

@Module({ providers: [UploadStorage, UserUploads], exports: [UploadStorage, UserUploads] })
export class UploadsModule {}
