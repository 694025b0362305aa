import request from 'supertest';
import { ApiMessages, type AuditEntry, type StyleDetail } from '@threadline/contracts';
import { AuditService } from '../src/audit/audit.service';
import {
  createStyle,
  PDF_BYTES,
  STYLE_CATEGORY,
  styleBody,
  uploadStyleFile,
  styleSpec,
} from './support/styles';

const spec = styleSpec();
const { as } = spec;

/** The trail as an admin reads it: the entries about one target, oldest first. */
async function trailOf(targetId: string): Promise<AuditEntry[]> {
  const response = await as(spec.admin)
    .get('/audit')
    .query({ target: targetId, limit: 50 })
    .expect(200);
  return (response.body as AuditEntry[]).reverse();
}
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the audit trail of style writes', () => {
  it('records a style’s creation, each save and each CSV import, with before → after', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'AU-1' });
    await as(spec.member)
      .post(`/styles/${style.id}/versions`)
      .send({
        ...styleBody({
          styleNumber: 'AU-1',
          name: 'Crew-neck tee, relaxed',
          measurements: [
            { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 53, 54] },
            { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70, 72] },
          ],
          materials: [
            {
              kind: 'material',
              description: 'Body fabric',
              supplier: 'Mill B',
              consumption: 0.85,
              unit: 'm',
            },
          ],
        }),
        baseVersion: 1,
      })
      .expect(201);
    await as(spec.member)
      .post(`/styles/${style.id}/imports/measurements`)
      .attach(
        'file',
        Buffer.from('Point of measure,Tolerance (cm),S,M,L\r\nChest width,1,50,53,55\r\n'),
        { filename: 'chart.csv', contentType: 'text/csv' },
      )
      .expect(201);
    await as(spec.member)
      .post(`/styles/${style.id}/imports/materials`)
      .attach(
        'file',
        Buffer.from(
          'Type,Description,Supplier,Colour,Placement,Consumption,Unit\r\ntrim,Main label,,,,1,pcs\r\n',
        ),
        {
          filename: 'bom.csv',
          contentType: 'text/csv',
        },
      )
      .expect(201);
    // A refused import writes no version and no entry.
    await as(spec.member)
      .post(`/styles/${style.id}/imports/measurements`)
      .attach('file', Buffer.from('Point of measure,Tolerance (cm),S\r\nChest width,1,abc\r\n'), {
        filename: 'bad.csv',
        contentType: 'text/csv',
      })
      .expect(400);

    const trail = await trailOf(style.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'style.created',
      'style.saved',
      'style.imported',
      'style.imported',
    ]);
    for (const entry of trail) {
      expect(entry.actor).toEqual({ id: spec.member.recordId, email: spec.member.email });
      expect(entry.target).toEqual({ type: 'style', id: style.id, label: 'AU-1' });
    }
    const [created, saved, chart, bom] = trail;
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: 'version', to: 'v1' },
        { field: 'styleNumber', to: 'AU-1' },
        { field: 'measurement Chest width, size M', to: '52' },
        { field: 'material added', to: 'trim Care label: 1 pcs' },
      ]),
    );
    expect(saved.changes).toEqual([
      { field: 'version', from: 'v1', to: 'v2' },
      { field: 'name', from: 'Crew-neck tee', to: 'Crew-neck tee, relaxed' },
      { field: 'measurement Chest width, size M', from: '52', to: '53' },
      { field: 'material removed', from: 'trim Care label: 1 pcs' },
      { field: 'material Body fabric: supplier', from: 'Mill A', to: 'Mill B' },
    ]);
    expect(chart.changes).toEqual([
      { field: 'imported', to: 'measurements CSV' },
      { field: 'version', from: 'v2', to: 'v3' },
      { field: 'measurement Chest width, size L', from: '54', to: '55' },
      { field: 'measurement Body length, tolerance', from: '1' },
      { field: 'measurement Body length, size S', from: '68' },
      { field: 'measurement Body length, size M', from: '70' },
      { field: 'measurement Body length, size L', from: '72' },
    ]);
    expect(bom.changes).toEqual([
      { field: 'imported', to: 'materials CSV' },
      { field: 'version', from: 'v3', to: 'v4' },
      { field: 'material added', to: 'trim Main label: 1 pcs' },
      { field: 'material removed', from: 'material Body fabric: 0.85 m' },
    ]);
  });

  it('records each file uploaded, and the save that adds it to a version', async () => {
    const fileId = await uploadStyleFile(
      spec.testApp,
      spec.member.token,
      'tech_pack',
      PDF_BYTES,
      'tp.pdf',
    );
    const [uploaded] = await trailOf(fileId);
    expect(uploaded).toMatchObject({
      action: 'style.file_uploaded',
      actor: { id: spec.member.recordId },
      target: { type: 'style_file', id: fileId, label: 'tp.pdf' },
      changes: [
        { field: 'kind', to: 'tech_pack' },
        { field: 'contentType', to: 'application/pdf' },
        { field: 'size', to: String(PDF_BYTES.length) },
      ],
    });
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'AU-2' });
    await as(spec.member)
      .post(`/styles/${style.id}/versions`)
      .send({ ...styleBody({ styleNumber: 'AU-2', fileIds: [fileId] }), baseVersion: 1 })
      .expect(201);
    await as(spec.member)
      .post(`/styles/${style.id}/versions`)
      .send({ ...styleBody({ styleNumber: 'AU-2', fileIds: [] }), baseVersion: 2 })
      .expect(201);
    const [, added, removed] = await trailOf(style.id);
    expect(added.changes).toEqual([
      { field: 'version', from: 'v1', to: 'v2' },
      { field: 'files', to: 'tp.pdf' },
    ]);
    expect(removed.changes).toEqual([
      { field: 'version', from: 'v2', to: 'v3' },
      { field: 'files', from: 'tp.pdf' },
    ]);
  });

  it('records the buyer’s re-pin of a line and a reorder, each version from → to', async () => {
    const style: StyleDetail = await createStyle(spec.testApp, spec.member.token, {
      styleNumber: 'AU-3',
    });
    const sent = await as(spec.member)
      .post('/quotes/requests')
      .send({
        kind: 'bulk',
        lines: [
          {
            type: 'style',
            styleId: style.id,
            versionId: `${style.id}:1`,
            quantities: [
              [100, 100, 100],
              [0, 0, 0],
            ],
          },
          {
            type: 'quick',
            categoryKey: STYLE_CATEGORY,
            description: 'Tote bags in natural canvas',
            quantity: 300,
          },
        ],
        neededBy: future(90),
        destination: { country: 'GB', port: 'Felixstowe' },
        incoterm: 'FOB',
        currency: 'EUR',
      })
      .expect(201);
    const { insertedId: quoteId, reference } = sent.body as {
      insertedId: string;
      reference: string;
    };
    await as(spec.member)
      .post(`/styles/${style.id}/versions`)
      .send({ ...styleBody({ styleNumber: 'AU-3', season: 'AW27' }), baseVersion: 1 })
      .expect(201);
    await as(spec.member)
      .post(`/quotes/${quoteId}/reorder`)
      .send({ versions: 'latest' })
      .expect(200);
    await as(spec.member).post(`/quotes/${quoteId}/lines/1/repin`).expect(200);

    const trail = await trailOf(quoteId);
    expect(trail.map((entry) => [entry.action, entry.actor.id, entry.target])).toEqual([
      ['quote.reordered', spec.member.recordId, { type: 'quote', id: quoteId, label: reference }],
      [
        'quote.line_repinned',
        spec.member.recordId,
        { type: 'quote', id: quoteId, label: reference },
      ],
    ]);
    expect(trail[0].changes).toEqual([
      { field: 'versions', to: 'latest' },
      { field: 'line 1', from: 'AU-3 v1', to: 'AU-3 v2' },
    ]);
    expect(trail[1].changes).toEqual([{ field: 'line 1', from: 'AU-3 v1', to: 'AU-3 v2' }]);
  });

  it('answers 503 and writes nothing when the trail cannot be written', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'AU-4' });
    const failing = jest
      .spyOn(spec.testApp.app.get(AuditService), 'insert')
      .mockRejectedValue(new Error('the audit collection is unavailable'));
    try {
      const create = await as(spec.member)
        .post('/styles')
        .send(styleBody({ styleNumber: 'AU-5' }));
      expect(create.status).toBe(503);
      expect(create.body.message).toBe(ApiMessages.auditUnavailable);
      await as(spec.member)
        .post(`/styles/${style.id}/versions`)
        .send({ ...styleBody({ styleNumber: 'AU-4', name: 'Changed' }), baseVersion: 1 })
        .expect(503);
      await request(spec.testApp.server)
        .post('/styles/files')
        .auth(spec.member.token, { type: 'bearer' })
        .field('kind', 'tech_pack')
        .attach('file', PDF_BYTES, { filename: 'lost.pdf' })
        .expect(503);
    } finally {
      failing.mockRestore();
    }
    const list = await as(spec.member).get('/styles').query({ search: 'AU-5' }).expect(200);
    expect(list.body).toEqual([]);
    const detail = (await as(spec.member).get(`/styles/${style.id}`).expect(200))
      .body as StyleDetail;
    expect(detail.latestVersion).toBe(1);
    expect(detail.current.content.name).toBe('Crew-neck tee');
    expect(
      await spec.testApp.db.collection('styleFiles.files').countDocuments({ filename: 'lost.pdf' }),
    ).toBe(0);
    // The number AU-5 was not kept taken by the refused create.
    await as(spec.member)
      .post('/styles')
      .send(styleBody({ styleNumber: 'AU-5' }))
      .expect(201);
  });
});
