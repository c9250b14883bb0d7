/** The theme's colours a chart's series may take; each is distinct from the others in both themes. */
export const chartTones = ['accent', 'warning', 'success', 'info', 'critical', 'neutral'] as const;
export type ChartTone = (typeof chartTones)[number];
