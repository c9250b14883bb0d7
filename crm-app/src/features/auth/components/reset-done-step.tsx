import { Button, InlineAlert } from '@doorline/design-system';
import { useEffect } from 'react';
import { focusAuthTitle } from './auth-layout';
import { useTranslation } from '@/lib/i18n';

/** Step 4: the password is reset; focus on the title, a way back to login. */
export function DoneStep({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('auth');
  useEffect(focusAuthTitle, []);
  return (
    <>
      <InlineAlert tone="success" announce={false}>
        {t('recovery.done')}
      </InlineAlert>
      <Button onPress={onLogin}>{t('auth.backToLogin')}</Button>
    </>
  );
}
