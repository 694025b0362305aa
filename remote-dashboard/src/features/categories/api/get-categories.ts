// The call itself lives in contracts, shared with remote-public's catalogue.
export { getCategories } from '@threadline/contracts';
