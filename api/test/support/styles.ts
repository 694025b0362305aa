import request from 'supertest';
import type { StyleContent, StyleDetail } from '@threadline/contracts';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './people';
import { startTestApp, type TestApp } from './test-app';

export const STYLE_CATEGORY = 'style-tees';
export const PDF_BYTES = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The catalogue category the styles of a spec belong to. */
export async function addStyleCategory(testApp: TestApp): Promise<void> {
  await testApp.db.collection('categories').insertOne({
    key: STYLE_CATEGORY,
    title: 'Tees',
    description: 'T-shirts for the style specs.',
    image: 'http://api.threadline.test/images/0123456789abcdef01234567',
    icon: 'Shirt',
    galleryImages: [],
    createdAt: new Date(),
  });
}

export const styleBody = (overrides: Partial<StyleContent> = {}): StyleContent => ({
  styleNumber: 'TL-2041',
  name: 'Crew-neck tee',
  categoryKey: STYLE_CATEGORY,
  season: 'SS27',
  fabric: 'Single jersey 180 gsm',
  composition: '100% organic cotton',
  colourways: [
    { name: 'Navy', colourCode: '19-4052 TCX', swatch: '#1F3A5F' },
    { name: 'Ecru', swatch: '#F3EEDF' },
  ],
  sizes: ['S', 'M', 'L'],
  measurements: [
    { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52, 54] },
    { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70, 72] },
  ],
  materials: [
    {
      kind: 'material',
      description: 'Body fabric',
      supplier: 'Mill A',
      consumption: 0.85,
      unit: 'm',
    },
    {
      kind: 'trim',
      description: 'Care label',
      placement: 'Left side seam',
      consumption: 1,
      unit: 'pcs',
    },
  ],
  fileIds: [],
  ...overrides,
});

export async function uploadStyleFile(
  testApp: TestApp,
  token: string,
  kind: string,
  bytes: Buffer,
  filename: string,
): Promise<string> {
  const response = await request(testApp.server)
    .post('/styles/files')
    .auth(token, { type: 'bearer' })
    .field('kind', kind)
    .attach('file', bytes, { filename })
    .expect(201);
  return response.body.file.id as string;
}

export async function createStyle(
  testApp: TestApp,
  token: string,
  overrides: Partial<StyleContent> = {},
): Promise<StyleDetail> {
  const response = await request(testApp.server)
    .post('/styles')
    .auth(token, { type: 'bearer' })
    .send(styleBody(overrides))
    .expect(201);
  return response.body as StyleDetail;
}

/** What a styles spec works with: its app and three people, ready once `beforeAll` has run. */
export interface StyleSpec {
  testApp: TestApp;
  /** A member named Ana Weaver, who owns the spec's styles. */
  member: SignedInAccount;
  otherMember: SignedInAccount;
  admin: SignedInAccount;
  /** Calls as one of them: `spec.as(spec.member).get('/styles')`. */
  as: (account: SignedInAccount) => {
    get: (path: string) => request.Test;
    post: (path: string) => request.Test;
    delete: (path: string) => request.Test;
  };
}

/** A styles spec's set-up: the app with the styles' category, a member, another and an admin. */
export function styleSpec(): StyleSpec {
  const spec = {
    as: (account: SignedInAccount) => ({
      get: (path: string) =>
        request(spec.testApp.server).get(path).auth(account.token, { type: 'bearer' }),
      post: (path: string) =>
        request(spec.testApp.server).post(path).auth(account.token, { type: 'bearer' }),
      delete: (path: string) =>
        request(spec.testApp.server).delete(path).auth(account.token, { type: 'bearer' }),
    }),
  } as StyleSpec;
  beforeAll(async () => {
    spec.testApp = await startTestApp();
    await addStyleCategory(spec.testApp);
    spec.member = await signedInPerson(spec.testApp, { displayName: 'Ana Weaver' });
    spec.otherMember = await signedInPerson(spec.testApp);
    spec.admin = await signedInAdmin(spec.testApp);
  });
  afterAll(async () => {
    await spec.testApp?.close();
  });
  return spec;
}
