import { imageIdOf, toPublicImageUrl, toStoredImageRef } from './image-paths';

const API = 'https://api.threadline.example';
const ID = '0123456789abcdef01234567';

describe('image references', () => {
  it('stores an image of this API as its host-relative path', () => {
    expect(toStoredImageRef(`${API}/images/${ID}`, API)).toBe(`/images/${ID}`);
    expect(toStoredImageRef(`/images/${ID}`, API)).toBe(`/images/${ID}`);
  });

  it('keeps any other URL as given, another host’s /images/ path included', () => {
    expect(toStoredImageRef(`https://cdn.example.com/images/${ID}`, API)).toBe(
      `https://cdn.example.com/images/${ID}`,
    );
    expect(toStoredImageRef(`${API}/images/not-an-id`, API)).toBe(`${API}/images/not-an-id`);
  });

  it('answers a stored path as the absolute URL under the current API address', () => {
    expect(toPublicImageUrl(`/images/${ID}`, API)).toBe(`${API}/images/${ID}`);
    expect(toPublicImageUrl('https://cdn.example.com/a.png', API)).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('reads the id from a path or an absolute URL of this API only', () => {
    expect(imageIdOf(`/images/${ID}`, API)).toBe(ID);
    expect(imageIdOf(`${API}/images/${ID}`, API)).toBe(ID);
    expect(imageIdOf(`https://cdn.example.com/images/${ID}`, API)).toBeUndefined();
  });
});
