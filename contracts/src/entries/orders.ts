// `@threadline/contracts/orders`: the orders contract (plan, milestones, samples, inspections,
// shipment, the board), as the API and the dashboard share it.
export * from '../orders';
