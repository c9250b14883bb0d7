export type FirstLoadPage = 'login' | 'list' | 'record' | 'profile' | 'adminList' | 'home';
export interface FirstLoadBudget {
  kb: number;
  files: number;
}
export declare const firstLoadBudgets: Record<FirstLoadPage, FirstLoadBudget>;
