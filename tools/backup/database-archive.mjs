// Backups of the whole database through the MongoDB driver, so they work on MongoDB and FerretDB
// alike: every collection (GridFS's images.files/images.chunks and quoteAttachments.* included),
// its indexes, and every document as canonical Extended JSON (EJSON keeps ObjectIds, dates,
// binaries and number types exactly). The archive is one gzip file of JSON lines:
//   {"archive":"threadline-backup","version":1,"database":…,"createdAt":…}
//   {"collection":"users","indexes":[…]}          then one line per document of it:
//   {"c":"users","d":{…canonical EJSON…}}
//   {"end":true,"collections":N,"documents":M}    (a truncated archive lacks it and is refused)
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { BSON, MongoClient } from 'mongodb';

const { EJSON } = BSON;

const FORMAT = 'threadline-backup';
const VERSION = 1;
const BATCH = 500;
/** Every call to the database has a bound (house style): a hung server fails the backup. */
const CLIENT_OPTIONS = { serverSelectionTimeoutMS: 10_000, socketTimeoutMS: 120_000 };

/** threadline-<database>-2026-11-24T17-55-03Z.ejson.gz: sortable, one per run. */
export function archiveName(database, at = new Date()) {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `threadline-${database}-${stamp}.ejson.gz`;
}

function databaseNameOf(uri) {
  const name = new URL(uri.replace(/^mongodb\+srv:/, 'mongodb:')).pathname.replace(/^\//, '');
  if (!name) throw new Error('MONGODB_URI names no database (…/threadline)');
  return name;
}

async function* archiveLines(db) {
  yield {
    archive: FORMAT,
    version: VERSION,
    database: db.databaseName,
    createdAt: new Date().toISOString(),
  };
  const collections = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  let documents = 0;
  for (const name of collections) {
    const indexes = (await db.collection(name).indexes()).filter((index) => index.name !== '_id_');
    yield { collection: name, indexes };
    // _id order: a restore inserts in the same order, and two runs of an unchanged database match.
    for await (const doc of db.collection(name).find({}, { sort: { _id: 1 }, batchSize: BATCH })) {
      documents += 1;
      yield { c: name, d: doc };
    }
  }
  yield { end: true, collections: collections.length, documents };
}

/**
 * Writes the archive of the database MONGODB_URI names into `dir`; answers { file, collections,
 * documents }. `keep` (a count) removes the oldest archives of that database beyond it.
 */
export async function backupDatabase({ uri, dir, keep, at = new Date() }) {
  const client = new MongoClient(uri, CLIENT_OPTIONS);
  await client.connect();
  try {
    const db = client.db(databaseNameOf(uri));
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, archiveName(db.databaseName, at));
    const partial = `${file}.partial`;
    let summary;
    const lines = Readable.from(
      (async function* () {
        for await (const line of archiveLines(db)) {
          if (line.end) summary = line;
          yield `${EJSON.stringify(line, { relaxed: false })}\n`;
        }
      })(),
    );
    await pipeline(lines, zlib.createGzip(), fs.createWriteStream(partial));
    // Only a complete archive gets the name a restore or the retention looks for.
    fs.renameSync(partial, file);
    const removed = keep ? pruneArchives(dir, db.databaseName, keep) : [];
    return { file, collections: summary.collections, documents: summary.documents, removed };
  } finally {
    await client.close();
  }
}

/** Keeps the newest `keep` archives of `database` in `dir`; answers the files removed. */
export function pruneArchives(dir, database, keep) {
  const prefix = `threadline-${database}-`;
  const archives = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.ejson.gz'))
    .sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name));
  return old;
}

/**
 * An index as listIndexes describes it, as createIndex takes it. A text index lists its fields
 * only in `weights` (its key is {_fts, _ftsx}).
 */
function indexSpecOf({ key, v: _version, ns: _namespace, ...options }) {
  if (key._fts !== 'text') return [key, options];
  const fields = {};
  for (const [field, direction] of Object.entries(key)) {
    if (field === '_fts')
      for (const name of Object.keys(options.weights ?? {})) fields[name] = 'text';
    else if (field !== '_ftsx') fields[field] = direction;
  }
  return [fields, options];
}

async function* readArchive(file) {
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line.trim()) yield EJSON.parse(line, { relaxed: false });
}

/**
 * Restores an archive into the database MONGODB_URI names: each collection in the archive is
 * dropped, created again with its indexes and filled; collections the archive does not hold are
 * left alone. Refuses an archive that is not one, or that was cut short. Answers the counts.
 */
export async function restoreDatabase({ uri, file }) {
  const client = new MongoClient(uri, CLIENT_OPTIONS);
  await client.connect();
  try {
    const db = client.db(databaseNameOf(uri));
    let header;
    let current;
    let batch = [];
    let documents = 0;
    let collections = 0;
    let ended = false;
    const flush = async () => {
      if (batch.length === 0) return;
      await db.collection(current).insertMany(batch, { ordered: true });
      documents += batch.length;
      batch = [];
    };
    for await (const line of readArchive(file)) {
      if (!header) {
        if (line.archive !== FORMAT || Number(line.version) !== VERSION)
          throw new Error(`${file} is not a ${FORMAT} archive (version ${VERSION})`);
        header = line;
      } else if (line.collection) {
        await flush();
        current = line.collection;
        collections += 1;
        await db
          .collection(current)
          .drop()
          .catch(() => undefined);
        await db.createCollection(current);
        for (const index of line.indexes)
          await db.collection(current).createIndex(...indexSpecOf(index));
      } else if (line.c !== undefined) {
        batch.push(line.d);
        if (batch.length >= BATCH) await flush();
      } else if (line.end) {
        await flush();
        if (Number(line.collections) !== collections || Number(line.documents) !== documents)
          throw new Error(`${file} does not add up: its end line disagrees with its contents`);
        ended = true;
      }
    }
    if (!ended)
      throw new Error(`${file} is cut short (no end line): nothing after it was restored`);
    return { database: db.databaseName, from: header.database, collections, documents };
  } finally {
    await client.close();
  }
}
