import { mongo } from 'mongoose';
import { isOwnedBy, ownerFilter } from './file-bucket';

const quote = new mongo.ObjectId();
const message = new mongo.ObjectId();

describe('a file owner', () => {
  it('selects by each of its fields under metadata, leaving unset ones out', () => {
    expect(ownerFilter({ quoteId: quote })).toEqual({ 'metadata.quoteId': quote });
    expect(ownerFilter({ uploadedBy: 'uid-1', messageId: undefined as never })).toEqual({
      'metadata.uploadedBy': 'uid-1',
    });
  });

  it('names at least one field, so no question ever reaches every file', () => {
    expect(() => ownerFilter({})).toThrow('at least one field');
  });

  it.each([
    ['the same id', { quoteId: quote }, { quoteId: new mongo.ObjectId(quote.toHexString()) }, true],
    ['another id', { quoteId: quote }, { quoteId: new mongo.ObjectId() }, false],
    ['every field of the owner', { quoteId: quote, messageId: message }, { quoteId: quote }, true],
    ['a field the file lacks', { quoteId: quote }, { quoteId: quote, messageId: message }, false],
    ['the same uploader', { uploadedBy: 'uid-1' }, { uploadedBy: 'uid-1' }, true],
    ['an id given as text', { quoteId: quote.toHexString() }, { quoteId: quote }, false],
    ['no metadata at all', undefined, { uploadedBy: 'uid-1' }, false],
  ])('matches a file with %s: %s', (_case, metadata, owner, expected) => {
    expect(isOwnedBy(metadata, owner)).toBe(expected);
  });
});
