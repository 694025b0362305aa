import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { FileBucket } from './file-bucket';

/** The API's GridFS buckets, each opened once, by name. */
@Injectable()
export class FileStorage {
  private readonly buckets = new Map<string, FileBucket<object>>();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  bucket<Metadata extends object>(name: string): FileBucket<Metadata> {
    const db = this.connection.db;
    if (!db) throw new Error('The database connection is not open');
    let bucket = this.buckets.get(name);
    if (!bucket) {
      bucket = new FileBucket<object>(db, name);
      this.buckets.set(name, bucket);
    }
    return bucket as unknown as FileBucket<Metadata>;
  }
}
