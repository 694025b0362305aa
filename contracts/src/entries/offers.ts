// `@threadline/contracts/offers`: the rules of a costed offer (money and its rounding, the
// costing sheet, price breaks and MOQ, the payment schedule), as the API and the dashboard share them.
export * from '../offers';
