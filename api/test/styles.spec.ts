import type { StyleDetail, StyleVersionPage } from '@threadline/contracts';
import { signedInPerson } from './support/people';
import { pdfText } from './support/pdf-text';
import {
  createStyle,
  PDF_BYTES,
  PNG_BYTES,
  styleBody,
  uploadStyleFile,
  styleSpec,
} from './support/styles';

const spec = styleSpec();
const { as } = spec;

describe('a style and its versions', () => {
  it('saves a new style as v1, recording who saved it and when', async () => {
    const before = Date.now();
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'V1-CHECK' });

    expect(style).toMatchObject({
      styleNumber: 'V1-CHECK',
      latestVersion: 1,
      ownerId: spec.member.uid,
    });
    expect(style.current.version).toBe(1);
    expect(style.current.savedBy).toEqual({ id: spec.member.uid, name: 'Ana Weaver' });
    expect(Date.parse(style.current.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(style.current.content.colourways).toHaveLength(2);
    expect(style.history).toEqual([
      { version: 1, savedAt: style.current.savedAt, savedBy: style.current.savedBy },
    ]);
  });

  it('refuses a style number the member already has with 409, and lets another member use it', async () => {
    await createStyle(spec.testApp, spec.member.token, { styleNumber: 'DUP-1' });
    const again = await as(spec.member)
      .post('/styles')
      .send(styleBody({ styleNumber: 'dup-1' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a style with this number.');
    await createStyle(spec.testApp, spec.otherMember.token, { styleNumber: 'DUP-1' });
  });

  it('refuses a category not in the catalogue and the limits with their messages', async () => {
    const unknown = await as(spec.member)
      .post('/styles')
      .send(styleBody({ styleNumber: 'CAT-1', categoryKey: 'no-such' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual(['Choose a product category from the catalogue.']);
    const colourways = Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, swatch: '#000000' }));
    const tooMany = await as(spec.member)
      .post('/styles')
      .send(styleBody({ styleNumber: 'CAT-2', colourways }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toEqual(['A style has at most 20 colourways.']);
  });

  it('keeps every saved version as it was: a save makes v2 and v1 still reads the old values', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'IMM-1' });
    const v1Stored = await spec.testApp.db
      .collection('style_versions')
      .findOne({ _id: `${style.id}:1` as never });
    const edited = styleBody({
      styleNumber: 'IMM-1',
      name: 'Crew-neck tee, longer',
      measurements: [
        { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 53, 54] },
        { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70, 72] },
      ],
    });

    const saved = await as(spec.member)
      .post(`/styles/${style.id}/versions`)
      .send({ ...edited, baseVersion: 1 })
      .expect(201);
    expect((saved.body as StyleDetail).latestVersion).toBe(2);

    const v1 = (await as(spec.member).get(`/styles/${style.id}/versions/1`).expect(200))
      .body as StyleVersionPage;
    expect(v1.version.content.measurements[0].valuesCm).toEqual([50, 52, 54]);
    expect(v1.version.content.name).toBe('Crew-neck tee');
    const v2 = (await as(spec.member).get(`/styles/${style.id}/versions/2`).expect(200))
      .body as StyleVersionPage;
    expect(v2.previousVersion).toBe(1);
    expect(v2.diff.fields).toEqual([
      { field: 'name', before: 'Crew-neck tee', after: 'Crew-neck tee, longer' },
    ]);
    expect(v2.diff.measurements).toEqual([
      { point: 'Chest width', size: 'M', before: 52, after: 53 },
    ]);
    expect(
      await spec.testApp.db.collection('style_versions').findOne({ _id: `${style.id}:1` as never }),
    ).toEqual(v1Stored);
  });

  it('refuses a save from a version that is no longer the latest with 409, writing nothing', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'STALE-1' });
    await as(spec.member)
      .post(`/styles/${style.id}/versions`)
      .send({ ...styleBody({ styleNumber: 'STALE-1', season: 'AW27' }), baseVersion: 1 })
      .expect(201);

    const stale = await as(spec.member)
      .post(`/styles/${style.id}/versions`)
      .send({ ...styleBody({ styleNumber: 'STALE-1', name: 'Lost edit' }), baseVersion: 1 });

    expect(stale.status).toBe(409);
    const detail = (await as(spec.member).get(`/styles/${style.id}`).expect(200))
      .body as StyleDetail;
    expect(detail.latestVersion).toBe(2);
    expect(detail.current.content.season).toBe('AW27');
    expect(detail.history.map((entry) => entry.version)).toEqual([2, 1]);
    await as(spec.member).get(`/styles/${style.id}/versions/3`).expect(404);
  });

  it('lists a member’s own styles, searchable by number and name and filterable by season and category', async () => {
    const lister = await signedInPerson(spec.testApp);
    await createStyle(spec.testApp, lister.token, {
      styleNumber: 'LS-100',
      name: 'Oxford shirt',
      season: 'SS27',
    });
    await createStyle(spec.testApp, lister.token, {
      styleNumber: 'LS-200',
      name: 'Linen trousers',
      season: 'AW27',
    });
    await createStyle(spec.testApp, spec.otherMember.token, {
      styleNumber: 'LS-300',
      name: 'Oxford dress',
    });

    const numbers = async (query: string) =>
      ((await as(lister).get(`/styles${query}`).expect(200)).body as { styleNumber: string }[]).map(
        (s) => s.styleNumber,
      );

    expect(await numbers('')).toEqual(['LS-200', 'LS-100']);
    expect(await numbers('?search=oxford')).toEqual(['LS-100']);
    expect(await numbers('?search=ls-2')).toEqual(['LS-200']);
    expect(await numbers('?season=SS27')).toEqual(['LS-100']);
    expect(await numbers('?category=style-tees&season=AW27')).toEqual(['LS-200']);
    const page = await as(lister).get('/styles?limit=1&page=2').expect(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.body.map((s: { styleNumber: string }) => s.styleNumber)).toEqual(['LS-100']);
    const everyone = (
      (await as(spec.admin).get('/styles?search=oxford').expect(200)).body as {
        styleNumber: string;
      }[]
    ).map((s) => s.styleNumber);
    expect(everyone).toEqual(expect.arrayContaining(['LS-100', 'LS-300']));
  });
});

describe('spreadsheets', () => {
  const chart =
    'Point of measure,Tolerance (cm),XS,S,M\r\nChest width,1,48,50,52\r\nSleeve length,0.5,60,61,62\r\n';

  it('imports a measurement chart as a new version', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'CSV-1' });
    const imported = await as(spec.member)
      .post(`/styles/${style.id}/imports/measurements`)
      .attach('file', Buffer.from(chart), { filename: 'chart.csv', contentType: 'text/csv' })
      .expect(201);
    const detail = imported.body as StyleDetail;
    expect(detail.latestVersion).toBe(2);
    expect(detail.current.content.sizes).toEqual(['XS', 'S', 'M']);
    expect(detail.current.content.measurements).toEqual([
      { name: 'Chest width', toleranceCm: 1, valuesCm: [48, 50, 52] },
      { name: 'Sleeve length', toleranceCm: 0.5, valuesCm: [60, 61, 62] },
    ]);
  });

  it('imports nothing from a file with one bad row, and names the row', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'CSV-2' });
    const bad = `${chart}Hem width,1,40,abc,44\r\n`;

    const response = await as(spec.member)
      .post(`/styles/${style.id}/imports/measurements`)
      .attach('file', Buffer.from(bad), { filename: 'chart.csv', contentType: 'text/csv' });

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([
      'Row 4, size S: give a measurement in cm above 0 and up to 500, with at most two decimals, or leave it empty.',
    ]);
    const detail = (await as(spec.member).get(`/styles/${style.id}`).expect(200))
      .body as StyleDetail;
    expect(detail.latestVersion).toBe(1);
    expect(detail.current.content.measurements[0].name).toBe('Chest width');
    expect(detail.current.content.sizes).toEqual(['S', 'M', 'L']);
  });

  it('imports a bill of materials, refusing a file with a bad row whole', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, { styleNumber: 'CSV-3' });
    const header = 'Type,Description,Supplier,Colour,Placement,Consumption,Unit\n';
    const refused = await as(spec.member)
      .post(`/styles/${style.id}/imports/materials`)
      .attach('file', Buffer.from(`${header}trim,Button,,,,6,pcs\ntrim,Zip,,,,1,box\n`), {
        filename: 'bom.csv',
      });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual([
      'Row 3: the unit is one of m, cm, yd, pcs, g, kg, set, cone.',
    ]);

    const imported = await as(spec.member)
      .post(`/styles/${style.id}/imports/materials`)
      .attach('file', Buffer.from(`${header}trim,Button,Buttons Ltd,Navy,Placket,6,pcs\n`), {
        filename: 'bom.csv',
      })
      .expect(201);
    expect((imported.body as StyleDetail).current.content.materials).toEqual([
      {
        kind: 'trim',
        description: 'Button',
        supplier: 'Buttons Ltd',
        colour: 'Navy',
        placement: 'Placket',
        consumption: 6,
        unit: 'pcs',
      },
    ]);
  });

  it('exports the chart and the bill of materials as CSV, formula-looking cells neutralised', async () => {
    const style = await createStyle(spec.testApp, spec.member.token, {
      styleNumber: 'CSV-4',
      materials: [
        { kind: 'trim', description: '=HYPERLINK("http://x")', consumption: 1, unit: 'pcs' },
      ],
    });
    const measurements = await as(spec.member)
      .get(`/styles/${style.id}/versions/1/measurements.csv`)
      .expect(200);
    expect(measurements.headers['content-type']).toMatch(/^text\/csv/);
    expect(measurements.text).toBe(
      '"Point of measure","Tolerance (cm)","S","M","L"\r\n"Chest width","1","50","52","54"\r\n"Body length","1","68","70","72"\r\n',
    );
    const materials = await as(spec.member)
      .get(`/styles/${style.id}/versions/1/materials.csv`)
      .expect(200);
    expect(materials.text.split('\r\n')[1]).toBe(
      '"trim","\'=HYPERLINK(""http://x"")","","","","1","pcs"',
    );
  });
});

describe('files and the tech pack', () => {
  it('stores a tech pack and images checked by their bytes, refusing anything else with 415', async () => {
    const text = await as(spec.member)
      .post('/styles/files')
      .field('kind', 'tech_pack')
      .attach('file', Buffer.from('<script>'), { filename: 'x.pdf' });
    expect(text.status).toBe(415);
    const pdfAsImage = await as(spec.member)
      .post('/styles/files')
      .field('kind', 'image')
      .attach('file', PDF_BYTES, { filename: 'front.png' });
    expect(pdfAsImage.status).toBe(415);
    const stored = await as(spec.member)
      .post('/styles/files')
      .field('kind', 'tech_pack')
      .attach('file', PDF_BYTES, { filename: 'spec sheet.pdf' })
      .expect(201);
    expect(stored.body.file).toMatchObject({
      kind: 'tech_pack',
      name: 'spec sheet.pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses a save that names another member’s file', async () => {
    const theirs = await uploadStyleFile(
      spec.testApp,
      spec.otherMember.token,
      'tech_pack',
      PDF_BYTES,
      'theirs.pdf',
    );
    const response = await as(spec.member)
      .post('/styles')
      .send(styleBody({ styleNumber: 'FILE-1', fileIds: [theirs] }));
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['The files are not ones uploaded for this style.']);
  });

  it('makes the tech pack of a version as a PDF that holds its header, measurement table and BOM', async () => {
    const front = await uploadStyleFile(
      spec.testApp,
      spec.member.token,
      'image',
      PNG_BYTES,
      'front.png',
    );
    const pack = await uploadStyleFile(
      spec.testApp,
      spec.member.token,
      'tech_pack',
      PDF_BYTES,
      'pack.pdf',
    );
    const style = await createStyle(spec.testApp, spec.member.token, {
      styleNumber: 'PDF-1',
      fileIds: [pack],
      frontImageId: front,
    });

    const response = await as(spec.member)
      .get(`/styles/${style.id}/versions/1/tech-pack.pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { lines } = pdfText(response.body as Buffer);
    expect(lines.join(' ')).toContain('PDF-1 · Crew-neck tee');
    expect(lines.join(' ')).toContain('Season SS27 · Version 1');
    const table = lines.slice(lines.indexOf('Point of measure'));
    expect(table.slice(0, 5)).toEqual(['Point of measure', 'Tol. ±', 'S', 'M', 'L']);
    expect(table.slice(5, 15)).toEqual([
      'Chest width',
      '1',
      '50',
      '52',
      '54',
      'Body length',
      '1',
      '68',
      '70',
      '72',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining(['Body fabric', 'Mill A', '0.85', 'Care label', 'Left side seam']),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Navy (19-4052 TCX) #1F3A5F', 'Tech pack: pack.pdf']),
    );

    const file = await as(spec.member)
      .get(`/styles/${style.id}/versions/1/files/${pack}`)
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});

describe('access', () => {
  let style: StyleDetail;
  let fileId: string;

  beforeAll(async () => {
    fileId = await uploadStyleFile(
      spec.testApp,
      spec.member.token,
      'tech_pack',
      PDF_BYTES,
      'private.pdf',
    );
    style = await createStyle(spec.testApp, spec.member.token, {
      styleNumber: 'PRIVATE-1',
      fileIds: [fileId],
    });
  });

  it.each([
    ['the style', () => `/styles/${style.id}`],
    ['a version', () => `/styles/${style.id}/versions/1`],
    ['a file', () => `/styles/${style.id}/versions/1/files/${fileId}`],
    ['the tech pack', () => `/styles/${style.id}/versions/1/tech-pack.pdf`],
    ['the measurement CSV', () => `/styles/${style.id}/versions/1/measurements.csv`],
  ])('answers another member 404 for %s', async (_what, path) => {
    const response = await as(spec.otherMember).get(path());
    expect(response.status).toBe(404);
    await as(spec.member).get(path()).expect(200);
  });

  it('answers another member 404 for a save or an import, and keeps the style as it was', async () => {
    const save = await as(spec.otherMember)
      .post(`/styles/${style.id}/versions`)
      .send({ ...styleBody({ styleNumber: 'PRIVATE-1' }), baseVersion: 1 });
    expect(save.status).toBe(404);
    const importing = await as(spec.otherMember)
      .post(`/styles/${style.id}/imports/measurements`)
      .attach('file', Buffer.from('Point of measure,Tolerance (cm),M\nChest,1,50\n'), {
        filename: 'c.csv',
      });
    expect(importing.status).toBe(404);
    expect(
      ((await as(spec.member).get(`/styles/${style.id}`).expect(200)).body as StyleDetail)
        .latestVersion,
    ).toBe(1);
    expect((await as(spec.otherMember).get('/styles?search=private').expect(200)).body).toEqual([]);
  });

  it('lets an admin read every member’s style but not save it (403)', async () => {
    await as(spec.admin).get(`/styles/${style.id}/versions/1/files/${fileId}`).expect(200);
    const save = await as(spec.admin)
      .post(`/styles/${style.id}/versions`)
      .send({ ...styleBody({ styleNumber: 'PRIVATE-1' }), baseVersion: 1 });
    expect(save.status).toBe(403);
  });

  it('answers 404 for a file the version does not carry', async () => {
    const loose = await uploadStyleFile(
      spec.testApp,
      spec.member.token,
      'sketch',
      PDF_BYTES,
      'loose.pdf',
    );
    await as(spec.member).get(`/styles/${style.id}/versions/1/files/${loose}`).expect(404);
  });
});
