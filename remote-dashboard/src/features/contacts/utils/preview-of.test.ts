import { previewOf } from './preview-of';

describe('a message preview in the inbox', () => {
  it.each([
    ['a short message stays whole', 'We need 300 shirts.', 20, 'We need 300 shirts.'],
    ['a message exactly the length stays whole', 'abcd efgh', 9, 'abcd efgh'],
    // The preview was cut mid-word ("…by l") with no ellipsis.
    [
      'a long one ends on a whole word with an ellipsis',
      'We need the samples by late March',
      26,
      'We need the samples by…',
    ],
    ['a cut after a comma drops the comma', 'Hello there, we need shirts', 16, 'Hello there…'],
    [
      'line breaks and runs of spaces read as one space',
      'Hi\n\nwe   need\tshirts',
      40,
      'Hi we need shirts',
    ],
    [
      'one word longer than the preview is cut where it must be',
      'https://example.com/a/very/long/path',
      12,
      'https://exa…',
    ],
  ])('%s', (_case, text, max, preview) => {
    const result = previewOf(text, max);
    expect(result).toBe(preview);
    expect(result.length).toBeLessThanOrEqual(max);
  });
});
