// The dealer companies' pages, one module (one chunk) named once by their feature.tsx.
export { DealersPage } from './dealers';
export { DealerLayout } from './dealer-layout';
export { DealerProfilePage, OwnDealerProfilePage } from './dealer-profile';
