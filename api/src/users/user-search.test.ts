import { normalizeText, searchTermsOf } from './user-search';

const matchesSearch = (terms: string[], search: string) =>
  terms.some((term) => term.startsWith(normalizeText(search)));

describe('searchTermsOf', () => {
  it('indexes the whole name, its words and their parts, and the email’s parts, in lowercase', () => {
    expect(searchTermsOf('  Mary-Jane   WATSON ', 'MJ.Watson+news@Example.co.uk')).toEqual([
      'mary-jane watson',
      'mary-jane',
      'watson',
      'mary',
      'jane',
      'mj.watson+news@example.co.uk',
      'mj.watson+news',
      'example.co.uk',
      'mj',
      'news',
      'example',
      'co',
      'uk',
    ]);
  });

  it('lets a prefix of a whole name or local part match, hyphens included', () => {
    const terms = searchTermsOf('Bench User-12345', 'user-12345@bench.threadline.test');

    expect(matchesSearch(terms, 'user-1')).toBe(true);
    expect(matchesSearch(terms, 'Bench User')).toBe(true);
    expect(matchesSearch(terms, 'threadline')).toBe(true);
    expect(matchesSearch(terms, 'user-2')).toBe(false);
    expect(matchesSearch(terms, 'ench')).toBe(false);
  });
});
