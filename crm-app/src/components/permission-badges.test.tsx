import { renderHook, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAccessNames } from '@/lib/access-names';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';
import { PermissionBadges } from './permission-badges';

// Issue 24: seeded roles and permissions speak the reader's language; what an administrator
// created keeps its own name.
describe('roles and permissions in Ukrainian', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('uk');
    await loadNamespaces('access');
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('names a permission by its type and key, and an unknown key by the server’s name', () => {
    renderApp(
      <PermissionBadges
        type="dealer"
        permissions={[
          { id: 1, key: 'orders.read', name: 'View dealer orders' },
          { id: 2, key: 'orders.export', name: 'Export orders' },
        ]}
      />,
    );
    expect(screen.getByText('Перегляд замовлень дилера')).toBeTruthy();
    expect(screen.getByText('Export orders')).toBeTruthy();
    expect(screen.queryByText('View dealer orders')).toBeNull();
  });

  it('translates a seeded role and keeps a created one as named', () => {
    const { result } = renderHook(() => useAccessNames());
    const names = result.current;
    expect(names.role({ key: 'sales_manager', name: 'Sales manager' })).toBe('Менеджер з продажу');
    expect(names.roleDescription({ key: 'sales_manager', name: 'Sales manager', description: 'x' })).toBe(
      'Дилери, пропозиції та їх затвердження',
    );
    expect(names.role({ key: 'custom_organization_auditor', name: 'Auditor' })).toBe('Auditor');
    expect(names.permission('organization', { key: 'orders.read', name: 'View orders' })).toBe(
      'Перегляд замовлень',
    );
  });
});
