import { countOf, piecesOf, pluralize } from './plural';

describe('counts in words', () => {
  it.each([
    [0, 'unread conversation', '0 unread conversations'],
    [1, 'unread conversation', '1 unread conversation'],
    [2, 'unread conversation', '2 unread conversations'],
    [1, 'day', '1 day'],
    [-1, 'day', '-1 day'],
    [21, 'day', '21 days'],
    [1200, 'piece', '1,200 pieces'],
    [1_000_000, 'record', '1,000,000 records'],
  ])('writes %p %p as %p', (count, noun, text) => {
    expect(countOf(count, noun)).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(countOf(3, 'piece of news', 'pieces of news')).toBe('3 pieces of news');
    expect(pluralize(1, 'person', 'people')).toBe('person');
  });

  it.each([
    [1, '1 pc'],
    [2, '2 pcs'],
    [1200, '1,200 pcs'],
  ])('writes %p pieces as %p', (count, text) => {
    expect(piecesOf(count)).toBe(text);
  });
});
