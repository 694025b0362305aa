import { counterProposalRefusals } from './counter-proposal';
import { OfferMessages } from './messages';

describe('counterProposalRefusals', () => {
  it('takes one or more known lines, each once, with a target above 0 cents and a short note', () => {
    expect(counterProposalRefusals({ lines: [{ line: 2, targetUnitPriceMinor: 1 }] }, 2)).toEqual(
      [],
    );
    expect(
      counterProposalRefusals(
        {
          lines: [
            { line: 1, targetUnitPriceMinor: 700 },
            { line: 2, targetUnitPriceMinor: 420 },
          ],
          note: 'x'.repeat(500),
        },
        2,
      ),
    ).toEqual([]);
  });

  it.each([
    ['no lines', { lines: [] }, [OfferMessages.counterLinesInvalid]],
    ['no body', undefined, [OfferMessages.counterLinesInvalid]],
    ['lines not a list', { lines: 'all' }, [OfferMessages.counterLinesInvalid]],
    [
      'a line twice',
      {
        lines: [
          { line: 1, targetUnitPriceMinor: 1 },
          { line: 1, targetUnitPriceMinor: 2 },
        ],
      },
      [OfferMessages.counterLinesInvalid],
    ],
    [
      'an unknown line',
      { lines: [{ line: 3, targetUnitPriceMinor: 1 }] },
      [OfferMessages.lineUnknown(3, 2)],
    ],
    [
      'a zero target',
      { lines: [{ line: 1, targetUnitPriceMinor: 0 }] },
      [OfferMessages.targetPriceInvalid(1)],
    ],
    [
      'a fraction of a cent',
      { lines: [{ line: 2, targetUnitPriceMinor: 4.5 }] },
      [OfferMessages.targetPriceInvalid(2)],
    ],
    [
      'a long note',
      { lines: [{ line: 1, targetUnitPriceMinor: 1 }], note: 'x'.repeat(501) },
      [OfferMessages.counterNoteInvalid],
    ],
    [
      'a note not text',
      { lines: [{ line: 1, targetUnitPriceMinor: 1 }], note: 5 },
      [OfferMessages.counterNoteInvalid],
    ],
  ])('refuses %s with its rule', (_case, input, refusals) => {
    expect(counterProposalRefusals(input, 2)).toEqual(refusals);
  });
});
