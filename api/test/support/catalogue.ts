import type { Connection } from 'mongoose';

/** A category straight in the database, for specs about what is asked of it (quotes, orders). */
export async function insertCategory(db: Connection, key: string, title = 'Shirts'): Promise<void> {
  await db.collection('categories').insertOne({
    key,
    title,
    description: 'Shirts.',
    image: 'http://api.threadline.test/images/0123456789abcdef01234567',
    icon: 'Shirt',
    galleryImages: [],
    createdAt: new Date(),
  });
}
