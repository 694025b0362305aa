import { lockPageScroll } from './page-scroll-lock';

describe('page scroll lock', () => {
  it('holds the page still until the last of two modals closes, then restores it', () => {
    document.body.style.overflow = 'auto';
    const releaseGallery = lockPageScroll();
    const releaseVideo = lockPageScroll();
    expect(document.body.style.overflow).toBe('hidden');

    releaseGallery();
    releaseGallery();
    expect(document.body.style.overflow).toBe('hidden');

    releaseVideo();
    expect(document.body.style.overflow).toBe('auto');
  });
});
