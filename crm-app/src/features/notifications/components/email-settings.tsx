import { notificationGroups, type NotificationGroup, type NotificationSettings } from '@doorline/api-client';
import { InlineAlert, Stack, Switch, Text, toast } from '@doorline/design-system';
import { useId, useState } from 'react';
import { explainError } from '@/lib/errors';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { useTranslation } from '@/lib/i18n';

/**
 * The e-mail setting of each group as a switch. A switch applies at once: it shows the new state
 * while it is saved, says so when saved, and goes back with the reason when refused.
 */
export function EmailSettings({ settings }: { settings: NotificationSettings }) {
  return (
    <Stack gap="lg">
      {notificationGroups.map((group) => (
        <GroupSwitch key={group} group={group} settings={settings} />
      ))}
    </Stack>
  );
}

function GroupSwitch({ group, settings }: { group: NotificationGroup; settings: NotificationSettings }) {
  const { t } = useTranslation(['notifications', 'common']);
  const update = useUpdateNotificationSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const textId = useId();
  // While saving, the switch shows what was asked for.
  const isSelected = update.isPending ? (update.variables.email[group] ?? false) : settings.email[group];

  return (
    <Stack gap="xs">
      <Switch
        isSelected={isSelected}
        isDisabled={update.isPending}
        aria-describedby={textId}
        onChange={(on) => {
          setFailure(null);
          update.mutate(
            { email: { [group]: on } },
            {
              onSuccess: () => toast.success(t('notificationSettings.saved')),
              onError: (error) => setFailure(explainError(t, error, t('notificationSettings.saveFailed'))),
            },
          );
        }}
      >
        {t(`notificationSettings.groups.${group}`)}
      </Switch>
      <Text id={textId} size="sm" tone="muted">
        {t(`notificationSettings.groupTexts.${group}`)}
      </Text>
      {failure && <InlineAlert tone="critical">{failure}</InlineAlert>}
    </Stack>
  );
}
