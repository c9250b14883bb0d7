import type en from '../en/system';

/** The Settings page: language, theme, sessions (features/system). Typed against the English: a missing or extra key fails the typecheck. */
const system: typeof en = {
  system: {
    language: 'Язык',
    theme: 'Тема',
    light: 'Светлая',
    dark: 'Тёмная',
    systemTheme: 'Как в системе',
    languages: { en: 'English', uk: 'Українська', ru: 'Русский' },
  },
  sessions: {
    title: 'Сеансы',
    description: 'Устройства, на которых выполнен вход в вашу учётную запись.',
    device: '{{browser}} на {{os}}',
    unknownDevice: 'Неизвестное устройство',
    unknownBrowser: 'Браузер',
    unknownOs: 'неизвестной системе',
    thisDevice: 'Это устройство',
    ip: 'IP-адрес',
    unknownIp: 'Неизвестен',
    signedInAt: 'Вход',
    lastActive: 'Последняя активность',
    signOut: 'Выйти',
    signOutDevice: 'Выйти на устройстве {{device}}',
    signOutOthers: 'Выйти на всех других устройствах',
    confirmSignOut: 'Завершить этот сеанс?',
    confirmSignOutText: 'На устройстве {{device}} будет выполнен выход, и потребуется войти снова.',
    confirmOthers: 'Выйти на всех других устройствах?',
    confirmOthersText: 'На всех устройствах, кроме этого, будет выполнен выход.',
    cancel: 'Отмена',
    signingOut: 'Выход',
    signedOut: 'Сеанс завершён.',
    signedOutOthers: 'Другие сеансы завершены.',
    failed: 'Ошибка. Попробуйте ещё раз',
    loadFailed: 'Не удалось загрузить сеансы.',
    retry: 'Повторить',
    list: 'Активные сеансы',
  },
};

export default system;
