import { ButtonLink, Card, Heading, Stack, Text } from '@doorline/design-system';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { mayOpen } from '@/lib/page-access';
import * as styles from '../organization.css';
import { useTranslation } from '@/lib/i18n';

interface Tile {
  id: string;
  href: string;
  label: string;
  text: string;
  allowed: boolean;
}

/** `/organization`, 'Organization Management': a tile per page of the area the user may open (spec §2). */
export function OrganizationIndexPage() {
  const { t } = useTranslation('organization');
  const me = useMe().data;
  const groups: { id: string; title: string; tiles: Tile[] }[] = [
    {
      id: 'users',
      title: t('index.usersGroup'),
      tiles: [
        {
          id: 'users',
          href: '/organization/users',
          label: t('index.users'),
          text: t('index.usersText'),
          allowed: mayOpen(me, 'users'),
        },
        {
          id: 'roles',
          href: '/organization/roles',
          label: t('index.roles'),
          text: t('index.rolesText'),
          allowed: mayOpen(me, 'roles'),
        },
        {
          id: 'permissions',
          href: '/organization/permissions',
          label: t('index.permissions'),
          text: t('index.permissionsText'),
          allowed: mayOpen(me, 'permissions'),
        },
      ],
    },
    {
      id: 'dealers',
      title: t('index.dealersGroup'),
      tiles: [
        {
          id: 'dealers',
          href: '/organization/dealers',
          label: t('index.dealers'),
          text: t('index.dealersText'),
          allowed: mayOpen(me, 'dealers'),
        },
      ],
    },
  ];
  const visible = groups
    .map((group) => ({ ...group, tiles: group.tiles.filter((tile) => tile.allowed) }))
    .filter((group) => group.tiles.length > 0);

  return (
    <Page title={t('index.title')}>
      <Stack gap="xl">
        {visible.length === 0 ? <Text tone="muted">{t('index.nothing')}</Text> : null}
        {visible.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <Stack gap="md">
              <Heading level={2} id={`group-${group.id}`}>
                {group.title}
              </Heading>
              <div className={styles.tiles}>
                {group.tiles.map((tile) => (
                  <Card key={tile.id}>
                    <Stack gap="sm" align="start">
                      <Text>{tile.text}</Text>
                      <ButtonLink href={tile.href} variant="secondary">
                        {tile.label}
                      </ButtonLink>
                    </Stack>
                  </Card>
                ))}
              </div>
            </Stack>
          </section>
        ))}
      </Stack>
    </Page>
  );
}
