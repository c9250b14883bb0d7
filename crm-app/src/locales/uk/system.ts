import type en from '../en/system';

/** The Settings page: language, theme, sessions (features/system). Typed against the English: a missing or extra key fails the typecheck. */
const system: typeof en = {
  system: {
    language: 'Мова',
    theme: 'Тема',
    light: 'Світла',
    dark: 'Темна',
    systemTheme: 'Як у системі',
    languages: { en: 'English', uk: 'Українська', ru: 'Русский' },
  },
  sessions: {
    title: 'Сеанси',
    description: 'Пристрої, на яких виконано вхід у ваш обліковий запис.',
    device: '{{browser}} на {{os}}',
    unknownDevice: 'Невідомий пристрій',
    unknownBrowser: 'Браузер',
    unknownOs: 'невідомій системі',
    thisDevice: 'Цей пристрій',
    ip: 'IP-адреса',
    unknownIp: 'Невідома',
    signedInAt: 'Вхід',
    lastActive: 'Остання активність',
    signOut: 'Вийти',
    signOutDevice: 'Вийти на пристрої {{device}}',
    signOutOthers: 'Вийти на всіх інших пристроях',
    confirmSignOut: 'Завершити цей сеанс?',
    confirmSignOutText: 'На пристрої {{device}} буде виконано вихід, і потрібно буде увійти знову.',
    confirmOthers: 'Вийти на всіх інших пристроях?',
    confirmOthersText: 'На всіх пристроях, крім цього, буде виконано вихід.',
    cancel: 'Скасувати',
    signingOut: 'Вихід',
    signedOut: 'Сеанс завершено.',
    signedOutOthers: 'Інші сеанси завершено.',
    failed: 'Помилка. Спробуйте ще раз',
    loadFailed: 'Не вдалося завантажити сеанси.',
    retry: 'Повторити',
    list: 'Активні сеанси',
  },
};

export default system;
