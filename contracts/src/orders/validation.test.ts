import { OrderMessages } from './messages';
import {
  validateInspection,
  validateOrderAcceptance,
  validateSampleDecision,
  validateSampleRound,
  validateShipment,
} from './validation';

describe('the acceptance form', () => {
  const valid = {
    quoteId: '0123456789abcdef01234567',
    unitPrice: 7.9,
    quantity: 500,
    incoterm: 'FOB',
    paymentTerm: 'TT',
  };

  it('accepts confirmed terms, with or without a shipping mode', () => {
    expect(validateOrderAcceptance(valid)).toEqual({});
    expect(validateOrderAcceptance({ ...valid, shippingMode: 'air' })).toEqual({});
  });

  it('names every field that is missing or outside its list', () => {
    expect(validateOrderAcceptance({ shippingMode: 'rail' })).toEqual({
      quoteId: OrderMessages.quoteIdInvalid,
      unitPrice: OrderMessages.unitPriceInvalid,
      quantity: OrderMessages.quantityInvalid,
      incoterm: 'Choose an Incoterm: FOB, CIF, DDP',
      paymentTerm: 'Choose a payment term: TT, LC',
      shippingMode: 'Choose a shipping mode: sea, air, courier',
    });
  });
});

describe('sample rounds, inspections and shipments', () => {
  it('asks for a comment with a changes request, and content in a round', () => {
    expect(validateSampleDecision({ decision: 'changes_requested', comment: ' ' })).toEqual({
      comment: OrderMessages.commentRequired,
    });
    expect(validateSampleDecision({ decision: 'approved' })).toEqual({});
    expect(validateSampleDecision({ decision: 'maybe' }).decision).toBe(
      OrderMessages.decisionInvalid,
    );
    expect(validateSampleRound({ note: 'hello' })).toEqual({
      files: OrderMessages.roundNeedsContent,
    });
    expect(validateSampleRound({ measurements: 'Chest 52 cm' })).toEqual({});
    expect(validateSampleRound({ files: [{ id: 'x', uploadToken: 't' }] }).files).toBe(
      OrderMessages.filesInvalid,
    );
  });

  it('checks an inspection report and a shipment', () => {
    const today = '2027-03-01';
    const report = { lotSize: 3200, defects: { critical: 0, major: 2, minor: 5 } };
    expect(validateInspection(report, today)).toEqual({});
    expect(
      validateInspection({ ...report, level: 'III', aqls: { major: '1.5', minor: '6.5' } }, today),
    ).toEqual({});
    expect(validateInspection({ ...report, lotSize: 1 }, today)).toEqual({
      lotSize: 'Enter the lot size: a whole number of pieces from 2 to 10,000,000',
    });
    expect(validateInspection({ ...report, lotSize: 12.5 }, today)).toEqual({
      lotSize: OrderMessages.lotSizeInvalid,
    });
    expect(validateInspection({ ...report, level: 'S-1' }, today)).toEqual({
      level: 'Choose the inspection level: I, II or III',
    });
    expect(validateInspection({ ...report, aqls: { major: '3' } }, today)).toEqual({
      aqls: 'Each AQL (critical, major, minor) is one of 0, 0.065, 0.10, 0.15, 0.25, 0.40, 0.65, 1.0, 1.5, 2.5, 4.0, 6.5',
    });
    expect(validateInspection({ ...report, aqls: { fatal: '0' } }, today)).toEqual({
      aqls: OrderMessages.aqlsInvalid,
    });
    expect(
      validateInspection({ ...report, defects: { critical: -1, major: 0, minor: 0 } }, today),
    ).toEqual({ defects: OrderMessages.defectsInvalid });
    expect(validateInspection({ ...report, inspectedOn: '2027-03-02' }, today)).toEqual({
      inspectedOn: OrderMessages.inspectedOnInvalid,
    });
    const shipment = {
      mode: 'sea',
      incoterm: 'FOB',
      carrier: 'Maersk',
      trackingNumber: 'MSKU1234567',
      etd: '2027-05-01',
      eta: '2027-05-30',
    };
    expect(validateShipment(shipment)).toEqual({});
    expect(validateShipment({ ...shipment, eta: '2027-04-30' })).toEqual({
      eta: OrderMessages.etaInvalid,
    });
  });
});
