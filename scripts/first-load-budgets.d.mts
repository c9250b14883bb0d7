export type FirstLoadPage = 'login' | 'list' | 'record' | 'profile';
export declare const firstLoadBudgets: { pages: Record<FirstLoadPage, number>; maxFiles: number };
