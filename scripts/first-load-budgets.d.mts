export type FirstLoadPage = 'login' | 'list' | 'record' | 'profile' | 'adminList' | 'home';
export interface FirstLoadBudget {
  kb: number;
  files: number;
}
export declare const firstLoadBudgets: {
  targets: Record<FirstLoadPage, FirstLoadBudget>;
  limits: Record<FirstLoadPage, FirstLoadBudget>;
};
