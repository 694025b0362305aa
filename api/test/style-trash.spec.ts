import { Types } from 'mongoose';
import type { StyleSummary, TrashEntry } from '@threadline/contracts';
import { twoLineRequest } from './support/offers';
import type { SignedInAccount } from './support/people';
import {
  createStyle,
  PDF_BYTES,
  PNG_BYTES,
  styleBody,
  uploadStyleFile,
  styleSpec,
} from './support/styles';

const spec = styleSpec();

const call = (account: SignedInAccount, method: 'get' | 'post' | 'delete', path: string) =>
  spec.as(account)[method](path);

const listedNumbers = async (account: SignedInAccount, search = '') =>
  (
    (await call(account, 'get', `/styles?search=${encodeURIComponent(search)}`).expect(200))
      .body as StyleSummary[]
  ).map((style) => style.styleNumber);

/** A style of two versions with a tech pack and a front image. */
async function styleWithFiles(styleNumber: string) {
  const pack = await uploadStyleFile(
    spec.testApp,
    spec.member.token,
    'tech_pack',
    PDF_BYTES,
    'pack.pdf',
  );
  const front = await uploadStyleFile(
    spec.testApp,
    spec.member.token,
    'image',
    PNG_BYTES,
    'front.png',
  );
  const style = await createStyle(spec.testApp, spec.member.token, {
    styleNumber,
    fileIds: [pack],
    frontImageId: front,
  });
  await call(spec.member, 'post', `/styles/${style.id}/versions`)
    .send({ ...styleBody({ styleNumber, fileIds: [pack], frontImageId: front }), baseVersion: 1 })
    .expect(201);
  return { style, fileIds: [pack, front] };
}

const storedFiles = async (ids: string[]) => {
  const objectIds = ids.map((id) => new Types.ObjectId(id));
  return {
    files: await spec.testApp.db
      .collection('styleFiles.files')
      .countDocuments({ _id: { $in: objectIds } }),
    chunks: await spec.testApp.db
      .collection('styleFiles.chunks')
      .countDocuments({ files_id: { $in: objectIds } }),
  };
};

describe('a style in the trash', () => {
  it('leaves every list and search at once, and its owner’s Undo brings it back with its versions and files byte for byte', async () => {
    const { style, fileIds } = await styleWithFiles('TRASH-1');
    expect(await listedNumbers(spec.member, 'TRASH-1')).toEqual(['TRASH-1']);
    expect(await listedNumbers(spec.admin, 'TRASH-1')).toEqual(['TRASH-1']);

    const deleted = await call(spec.member, 'delete', `/styles/${style.id}`).expect(200);
    expect(deleted.body).toEqual({ deletedCount: 1, trashId: expect.any(String) });

    expect(await listedNumbers(spec.member, 'TRASH-1')).toEqual([]);
    expect(await listedNumbers(spec.admin, 'TRASH-1')).toEqual([]);
    await call(spec.member, 'get', `/styles/${style.id}`).expect(404);
    await call(spec.member, 'get', `/styles/${style.id}/versions/2`).expect(404);
    await call(spec.member, 'get', `/styles/${style.id}/versions/1/files/${fileIds[0]}`).expect(
      404,
    );
    const trash = (await call(spec.admin, 'get', '/trash?kind=style').expect(200))
      .body as TrashEntry[];
    expect(trash.find((entry) => entry.recordId === style.id)).toMatchObject({
      kind: 'style',
      label: 'TRASH-1 Crew-neck tee',
      deletedBy: { email: spec.member.email },
    });
    // The files stay in GridFS, unreadable while the style is in the trash.
    expect(await storedFiles(fileIds)).toEqual({ files: 2, chunks: 2 });

    const restored = await call(spec.member, 'post', `/styles/${style.id}/restore`).expect(200);
    expect(restored.body).toMatchObject({ kind: 'style', recordId: style.id });
    expect(await listedNumbers(spec.member, 'TRASH-1')).toEqual(['TRASH-1']);
    const detail = await call(spec.member, 'get', `/styles/${style.id}`).expect(200);
    expect(detail.body.latestVersion).toBe(2);
    await call(spec.member, 'get', `/styles/${style.id}/versions/1`).expect(200);
    const file = await call(
      spec.member,
      'get',
      `/styles/${style.id}/versions/1/files/${fileIds[0]}`,
    )
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(file.body as Buffer, PDF_BYTES)).toBe(0);
    // Its number is its own again.
    await call(spec.member, 'post', '/styles')
      .send(styleBody({ styleNumber: 'trash-1' }))
      .expect(409);
  });

  it('is deleted and restored by its owner only: another member gets 404, an admin 403', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'TRASH-OWN' });
    await call(spec.otherMember, 'delete', `/styles/${style.id}`).expect(404);
    const byAdmin = await call(spec.admin, 'delete', `/styles/${style.id}`).expect(403);
    expect(byAdmin.body.message).toBe('Only the member who owns a style deletes it.');

    await call(spec.member, 'delete', `/styles/${style.id}`).expect(200);
    await call(spec.otherMember, 'post', `/styles/${style.id}/restore`).expect(404);
    await call(spec.member, 'post', `/styles/${new Types.ObjectId().toHexString()}/restore`).expect(
      404,
    );
    // The team restores from the Trash like any record.
    const entry = (
      (await call(spec.admin, 'get', '/trash?kind=style').expect(200)).body as TrashEntry[]
    ).find((candidate) => candidate.recordId === style.id) as TrashEntry;
    await call(spec.admin, 'post', `/trash/${entry.id}/restore`).expect(200);
    expect(await listedNumbers(spec.member, 'TRASH-OWN')).toEqual(['TRASH-OWN']);
  });

  it('refuses a restore with 409 when a new style has taken its number meanwhile, and restores nothing', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'TRASH-NUM' });
    await call(spec.member, 'delete', `/styles/${style.id}`).expect(200);
    await createStyle(spec.testApp, spec.member.token, { styleNumber: 'TRASH-NUM' });

    const refused = await call(spec.member, 'post', `/styles/${style.id}/restore`).expect(409);
    expect(refused.body.message).toBe('You already have a style with this number.');
    await call(spec.member, 'get', `/styles/${style.id}`).expect(404);
    expect(await listedNumbers(spec.member, 'TRASH-NUM')).toEqual(['TRASH-NUM']);
  });

  it('is refused with 409 while a quote request pins it, naming the request', async () => {
    const quoteId = await twoLineRequest(spec.testApp, spec.member, 'TRASH-PINNED');
    const quote = await call(spec.member, 'get', `/quotes/${quoteId}`).expect(200);
    const [styleId] = await spec.testApp.db
      .collection('styles')
      .find({ styleNumber: 'TRASH-PINNED' })
      .map((head) => String(head._id))
      .toArray();

    const refused = await call(spec.member, 'delete', `/styles/${styleId}`).expect(409);
    expect(refused.body.message).toBe(
      `This style is on quote request ${quote.body.reference as string}, which pins its version: it cannot be deleted`,
    );
    expect(await listedNumbers(spec.member, 'TRASH-PINNED')).toEqual(['TRASH-PINNED']);
  });

  it('is purged with its versions and its GridFS files, chunks included, leaving no orphan', async () => {
    const { style, fileIds } = await styleWithFiles('TRASH-PURGE');
    const deleted = await call(spec.member, 'delete', `/styles/${style.id}`).expect(200);

    await call(spec.admin, 'delete', `/trash/${deleted.body.trashId as string}`).expect(200);

    expect(await storedFiles(fileIds)).toEqual({ files: 0, chunks: 0 });
    expect(
      await spec.testApp.db
        .collection('style_versions')
        .countDocuments({ _id: { $in: [`${style.id}:1`, `${style.id}:2`] as never[] } }),
    ).toBe(0);
    await call(spec.member, 'post', `/styles/${style.id}/restore`).expect(404);
    const actions = (
      await spec.testApp.db.collection('auditEntries').find({ 'target.id': style.id }).toArray()
    ).map((entry) => entry.action as string);
    expect(actions).toEqual(expect.arrayContaining(['style.deleted', 'trash.purged']));
  });

  it('keeps on purge a file that another style of the owner still pins', async () => {
    const shared = await uploadStyleFile(
      spec.testApp,
      spec.member.token,
      'tech_pack',
      PDF_BYTES,
      'one.pdf',
    );
    const first = await createStyle(spec.testApp, spec.member.token, {
      styleNumber: 'TRASH-SHARE-A',
      fileIds: [shared],
    });
    await createStyle(spec.testApp, spec.member.token, {
      styleNumber: 'TRASH-SHARE-B',
      fileIds: [shared],
    });
    const deleted = await call(spec.member, 'delete', `/styles/${first.id}`).expect(200);

    await call(spec.admin, 'delete', `/trash/${deleted.body.trashId as string}`).expect(200);

    expect(await storedFiles([shared])).toEqual({ files: 1, chunks: 1 });
  });
});
