/*
 * Home's query key (`GET /dashboard`, docs/dashboard.md; see `./auth` for the convention). Here rather
 * than in the home feature because the live stream (`./live-keys`) asks Home again too.
 */
export const dashboardKeys = { all: ['dashboard'] as const };
