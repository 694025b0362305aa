import { BadRequestException } from '@nestjs/common';
import { validateCategory, type CategoryInput } from '@threadline/contracts';
import { createValidationPipe } from '../../common/validation.options';
import { CreateCategoryDto } from './create-category.dto';
import { UpdateCategoryDto } from './update-category.dto';

const valid: Required<CategoryInput> = {
  key: 'formal-shirts',
  title: 'Formal Shirts',
  description: 'Poplin and oxford shirts cut to your block.',
  image: 'https://cdn.example.com/shirts.jpg',
  icon: 'Shirt',
  galleryImages: ['https://cdn.example.com/a.jpg', 'http://localhost:3001/images/6650f0c2'],
};

const url = (length: number) => {
  const start = 'https://cdn.example.com/';
  return start + 'a'.repeat(length - start.length);
};

/** One broken rule (or none) per case; the forms and the API must agree on every one. */
const cases: Array<[string, Partial<CategoryInput>]> = [
  ['a complete category', {}],
  ['a title of only spaces', { title: '   ' }],
  ['a title at the limit, with spaces around it', { title: ` ${'T'.repeat(120)} ` }],
  ['a title over the limit', { title: 'T'.repeat(121) }],
  ['a description over the limit', { description: 'd'.repeat(5001) }],
  ['a blank description', { description: '' }],
  ['a key with capitals and a space', { key: 'Formal Shirts' }],
  ['a key over the limit', { key: 'k'.repeat(61) }],
  ['a key at the limit', { key: 'k'.repeat(60) }],
  ['a blank key', { key: ' ' }],
  ['an image on an ftp server', { image: 'ftp://files.example.com/a.png' }],
  ['an image that is not a URL', { image: 'shirt.png' }],
  ['an image URL with a space in its host', { image: 'https://cdn.exa mple.com/a.png' }],
  ['an image URL without a host', { image: 'https://' }],
  ['an image URL with a query and fragment', { image: 'https://cdn.example.com/a.png?w=3#x' }],
  ['an image on an IPv6 host with a port', { image: 'http://[::1]:4000/images/a' }],
  ['an image on a bracketed host that is no address', { image: 'http://[F8f]/images/a' }],
  ['an image URL at the length limit', { image: url(2048) }],
  ['an image URL over the length limit', { image: url(2049) }],
  ['a blank image', { image: '' }],
  ['an icon that is not offered', { icon: 'Hat' }],
  ['no icon', { icon: '' }],
  ['an empty gallery', { galleryImages: [] }],
  ['a gallery at the limit', { galleryImages: Array.from({ length: 50 }, (_, i) => url(30 + i)) }],
  [
    'a gallery over the limit',
    { galleryImages: Array.from({ length: 51 }, (_, i) => url(30 + i)) },
  ],
  ['a gallery with a script URL', { galleryImages: [valid.image, 'javascript:alert(1)'] }],
  ['a gallery with a URL over the limit', { galleryImages: [url(2049)] }],
  ['several broken fields at once', { key: 'Bad Key', title: '', icon: 'Hat' }],
];

/** The messages the API's one ValidationPipe answers with for this body (none when it passes). */
async function apiMessages(
  metatype: typeof CreateCategoryDto | typeof UpdateCategoryDto,
  body: object,
) {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
    return [];
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return (error.getResponse() as { message: string[] }).message;
  }
}

const formMessages = (input: CategoryInput) => [...new Set(Object.values(validateCategory(input)))];

describe('category rules: the forms (validateCategory) and the API (DTOs) agree', () => {
  it.each(cases)('on a new category: %s', async (_case, change) => {
    const input = { ...valid, ...change };
    const fromForm = formMessages(input);
    expect((await apiMessages(CreateCategoryDto, input)).sort()).toEqual(fromForm.sort());
  });

  it.each(cases.filter(([, change]) => !('key' in change)))(
    'on an edited category: %s',
    async (_case, change) => {
      const { key: _key, ...input } = { ...valid, ...change };
      const fromForm = formMessages(input);
      expect((await apiMessages(UpdateCategoryDto, input)).sort()).toEqual(fromForm.sort());
    },
  );

  it('accepts only the well-formed cases, so agreement is not both sides accepting everything', () => {
    const accepted = cases
      .filter(([, change]) => formMessages({ ...valid, ...change }).length === 0)
      .map(([name]) => name);
    expect(accepted).toEqual([
      'a complete category',
      'a title at the limit, with spaces around it',
      'a key at the limit',
      'an image URL with a query and fragment',
      'an image on an IPv6 host with a port',
      'an image URL at the length limit',
      'a gallery at the limit',
    ]);
  });
});
