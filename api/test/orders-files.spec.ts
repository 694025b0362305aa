import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  OrderMessages,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENTS_MAX_FILES,
  QuoteMessages,
} from '@threadline/contracts';
import { acceptedOrder, dayIn } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { SLOW_MACHINE_DATABASE_BOUND, startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
let buyer: SignedInAccount;
let stranger: SignedInAccount;

// Real file heads with random bodies: a download that changed one byte (a charset, a newline)
// would not compare equal.
const pdf = (size = 2048) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n', 'latin1'),
    randomBytes(size),
    Buffer.from('\n%%EOF\n', 'latin1'),
  ]);
const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    randomBytes(4096),
    Buffer.from([0xff, 0xd9]),
  ]);
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]);

interface ListedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  path: string;
}

const send = (method: 'post' | 'put' | 'patch', path: string, who: SignedInAccount, body: object) =>
  request(testApp.server)[method](path).auth(who.token, { type: 'bearer' }).send(body);

/** The upload the order pages use: multipart, field `file`, through @fastify/multipart. */
const upload = (bytes: Buffer, filename: string, contentType?: string) =>
  request(testApp.server)
    .post('/quotes/attachments')
    .attach('file', bytes, contentType ? { filename, contentType } : { filename });

async function uploaded(bytes: Buffer, filename: string) {
  const response = await upload(bytes, filename).expect(201);
  return { id: response.body.id as string, uploadToken: response.body.uploadToken as string };
}

/** The raw bytes of a download, whatever its type (supertest only buffers text by itself). */
function download(path: string, who?: SignedInAccount) {
  const call = request(testApp.server)
    .get(path)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return who ? call.auth(who.token, { type: 'bearer' }) : call;
}

/** Listed on the order as sent, and the same bytes for the buyer and the admins; 404 for others. */
async function expectServed(file: ListedFile, bytes: Buffer, fileName: string, type: string) {
  expect(file).toMatchObject({ fileName, contentType: type, size: bytes.length });
  for (const who of [buyer, admin]) {
    const answer = await download(file.path, who).expect(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(answer.body as Buffer, bytes)).toBe(0);
  }
  const foreign = await download(file.path, stranger).expect(404);
  expect(JSON.parse((foreign.body as Buffer).toString('utf8')).message).toBe(
    OrderMessages.orderNotFound,
  );
  await download(file.path).expect(401);
}

/** The buyer's order, fabric done a month ago, so sample rounds can be posted. */
async function orderReadyForSamples(): Promise<string> {
  const { id } = await acceptedOrder(testApp, buyer, { startedDaysAgo: 40 });
  await send('patch', `/orders/${id}/milestones/fabric_approval`, admin, {
    actualDate: dayIn(-30),
  }).expect(200);
  return id;
}

beforeAll(async () => {
  // 10 MB files go to GridFS in 40 chunk writes.
  testApp = await startTestApp(SLOW_MACHINE_DATABASE_BOUND);
  admin = await signedInAdmin(testApp);
  buyer = await signedInPerson(testApp);
  stranger = await signedInPerson(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

describe('the buyer’s photos with a changes request', () => {
  it('lists them on the decision and serves them byte for byte to the buyer and the admin', async () => {
    const id = await orderReadyForSamples();
    await send('post', `/orders/${id}/samples/development_sample/rounds`, admin, {
      measurements: 'Chest 52 cm',
      files: [await uploaded(png(), 'round-1.png')],
    }).expect(201);
    const collar = jpeg();
    const hem = png();

    const decided = await send(
      'post',
      `/orders/${id}/samples/development_sample/rounds/1/decision`,
      buyer,
      {
        decision: 'changes_requested',
        comment: 'The collar points curl; the hem is uneven.',
        files: [await uploaded(collar, 'collar.jpg'), await uploaded(hem, 'hem.png')],
      },
    ).expect(200);

    const round = decided.body.samples.find(
      (r: { milestone: string; round: number }) =>
        r.milestone === 'development_sample' && r.round === 1,
    );
    expect(round.status).toBe('changes_requested');
    const files = round.decision.files as ListedFile[];
    expect(files.map((file) => file.fileName)).toEqual(['collar.jpg', 'hem.png']);
    await expectServed(files[0], collar, 'collar.jpg', 'image/jpeg');
    await expectServed(files[1], hem, 'hem.png', 'image/png');
    // The order page shows the same list to the buyer.
    const seen = await request(testApp.server)
      .get(`/orders/${id}`)
      .auth(buyer.token, { type: 'bearer' })
      .expect(200);
    expect(seen.body.samples[0].decision.files).toEqual(files);
  });

  it(`refuses more than ${QUOTE_ATTACHMENTS_MAX_FILES} photos with 400 and the limit, keeping the round waiting`, async () => {
    const id = await orderReadyForSamples();
    await send('post', `/orders/${id}/samples/development_sample/rounds`, admin, {
      measurements: 'Chest 52 cm',
    }).expect(201);
    const photos = [];
    for (let n = 0; n <= QUOTE_ATTACHMENTS_MAX_FILES; n += 1)
      photos.push(await uploaded(png(), `photo-${n}.png`));

    const refused = await send(
      'post',
      `/orders/${id}/samples/development_sample/rounds/1/decision`,
      buyer,
      { decision: 'changes_requested', comment: 'See the photos.', files: photos },
    ).expect(400);

    expect(refused.body.message).toEqual([OrderMessages.filesTooMany]);
    const decided = await send(
      'post',
      `/orders/${id}/samples/development_sample/rounds/1/decision`,
      buyer,
      { decision: 'changes_requested', comment: 'See the photos.', files: photos.slice(1) },
    ).expect(200);
    expect(decided.body.samples[0].decision.files).toHaveLength(QUOTE_ATTACHMENTS_MAX_FILES);
  });
});

describe('the inspection report’s photos and PDF', () => {
  it('lists them on the report and serves them byte for byte to the buyer and the admin', async () => {
    const { id } = await acceptedOrder(testApp, buyer);
    const report = pdf();
    const defect = jpeg();

    const recorded = await send('post', `/orders/${id}/inspections`, admin, {
      lotSize: 3200,
      defects: { critical: 1, major: 6, minor: 9 },
      files: [await uploaded(report, 'AQL report.pdf'), await uploaded(defect, 'stain.jpeg')],
    }).expect(201);

    expect(recorded.body.status).toBe('on_hold');
    const files = recorded.body.inspections[0].files as ListedFile[];
    // The name keeps the client's stem and takes the extension the bytes proved.
    expect(files.map((file) => file.fileName)).toEqual(['AQL report.pdf', 'stain.jpg']);
    await expectServed(files[0], report, 'AQL report.pdf', 'application/pdf');
    await expectServed(files[1], defect, 'stain.jpg', 'image/jpeg');
  });

  it('does not serve a file of one order through another order the caller can see', async () => {
    const { id: buyersOrder } = await acceptedOrder(testApp, buyer);
    const { id: strangersOrder } = await acceptedOrder(testApp, stranger);
    const recorded = await send('post', `/orders/${buyersOrder}/inspections`, admin, {
      lotSize: 1000,
      defects: { critical: 0, major: 0, minor: 1 },
      files: [await uploaded(pdf(), 'report.pdf')],
    }).expect(201);
    const fileId = recorded.body.inspections[0].files[0].id as string;

    const crossed = await download(`/orders/${strangersOrder}/files/${fileId}`, stranger).expect(
      404,
    );
    expect(JSON.parse((crossed.body as Buffer).toString('utf8')).message).toBe(
      OrderMessages.fileNotFound,
    );
    await download(`/orders/${buyersOrder}/files/not-an-id`, buyer).expect(400);
  });
});

describe('the shipment’s documents', () => {
  const shipment = (documents: object[]) => ({
    mode: 'sea',
    incoterm: 'FOB',
    carrier: 'Maersk',
    trackingNumber: 'MSKU1234567',
    etd: dayIn(10),
    eta: dayIn(40),
    documents,
  });

  it('lists the packing list and the commercial invoice and serves them byte for byte', async () => {
    const { id } = await acceptedOrder(testApp, buyer);
    const packing = pdf(5000);
    const invoice = pdf(7000);

    const stored = await send(
      'put',
      `/orders/${id}/shipment`,
      admin,
      shipment([
        { kind: 'packing_list', file: await uploaded(packing, 'packing-list.pdf') },
        { kind: 'commercial_invoice', file: await uploaded(invoice, 'invoice 0042.pdf') },
      ]),
    ).expect(200);

    const documents = stored.body.shipment.documents as {
      kind: string;
      label: string;
      file: ListedFile;
    }[];
    expect(documents.map(({ kind, label }) => [kind, label])).toEqual([
      ['packing_list', 'Packing list'],
      ['commercial_invoice', 'Commercial invoice'],
    ]);
    await expectServed(documents[0].file, packing, 'packing-list.pdf', 'application/pdf');
    await expectServed(documents[1].file, invoice, 'invoice 0042.pdf', 'application/pdf');
  });

  it('replaces the packing list sent again and keeps the invoice that was not', async () => {
    const { id } = await acceptedOrder(testApp, buyer);
    const invoice = pdf();
    await send(
      'put',
      `/orders/${id}/shipment`,
      admin,
      shipment([
        { kind: 'packing_list', file: await uploaded(pdf(), 'packing-v1.pdf') },
        { kind: 'commercial_invoice', file: await uploaded(invoice, 'invoice.pdf') },
      ]),
    ).expect(200);
    const corrected = pdf(3000);

    const stored = await send(
      'put',
      `/orders/${id}/shipment`,
      admin,
      shipment([{ kind: 'packing_list', file: await uploaded(corrected, 'packing-v2.pdf') }]),
    ).expect(200);

    const documents = stored.body.shipment.documents as { kind: string; file: ListedFile }[];
    expect(documents.map(({ kind, file }) => [kind, file.fileName])).toEqual([
      ['commercial_invoice', 'invoice.pdf'],
      ['packing_list', 'packing-v2.pdf'],
    ]);
    await expectServed(documents[0].file, invoice, 'invoice.pdf', 'application/pdf');
    await expectServed(documents[1].file, corrected, 'packing-v2.pdf', 'application/pdf');
  });

  it(`takes a document of exactly ${QUOTE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB and serves it whole`, async () => {
    const { id } = await acceptedOrder(testApp, buyer);
    const largest = pdf(QUOTE_ATTACHMENT_MAX_BYTES - 16);
    expect(largest.length).toBe(QUOTE_ATTACHMENT_MAX_BYTES);

    const stored = await send(
      'put',
      `/orders/${id}/shipment`,
      admin,
      shipment([{ kind: 'packing_list', file: await uploaded(largest, 'packing.pdf') }]),
    ).expect(200);

    await expectServed(
      stored.body.shipment.documents[0].file,
      largest,
      'packing.pdf',
      'application/pdf',
    );
  });
});

describe('what the upload refuses', () => {
  it('refuses a file one byte over the limit with 413 and the limit', async () => {
    const answer = await upload(pdf(QUOTE_ATTACHMENT_MAX_BYTES - 15), 'packing.pdf').expect(413);
    expect(answer.body).toEqual({
      statusCode: 413,
      message: QuoteMessages.attachmentTooLarge,
      error: 'Payload Too Large',
    });
  });

  it.each([
    [
      'a text file named .pdf and sent as a PDF',
      Buffer.from('Packing list\nCarton 1: 40 pcs\n'),
      'packing.pdf',
      'application/pdf',
    ],
    [
      'a web page named .png and sent as an image',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'photo.png',
      'image/png',
    ],
    [
      'a Windows program named .jpg',
      Buffer.concat([Buffer.from('MZ'), randomBytes(256)]),
      'defect.jpg',
      'image/jpeg',
    ],
    [
      'a spreadsheet (a zip) named .pdf',
      Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), randomBytes(256)]),
      'invoice.pdf',
      'application/pdf',
    ],
  ])(
    'refuses %s with 415 and the accepted types, by its bytes',
    async (_case, bytes, name, type) => {
      const answer = await upload(bytes, name, type).expect(415);
      expect(answer.body).toEqual({
        statusCode: 415,
        message: QuoteMessages.attachmentType,
        error: 'Unsupported Media Type',
      });
    },
  );

  it('refuses an empty file with 400, and the refused files never reach an order', async () => {
    const empty = await upload(Buffer.alloc(0), 'empty.pdf').expect(400);
    expect(empty.body.message).toBe(QuoteMessages.attachmentRequired);
    const { id } = await acceptedOrder(testApp, buyer);
    const made = { id: '0123456789abcdef01234567', uploadToken: 'made-up' };
    const refused = await send('post', `/orders/${id}/inspections`, admin, {
      lotSize: 3200,
      defects: { critical: 0, major: 0, minor: 0 },
      files: [made],
    }).expect(400);
    expect(refused.body.message).toEqual([OrderMessages.filesUnknown]);
  });
});
