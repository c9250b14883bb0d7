import type en from '../en/home';

/** Home (features/home, docs/dashboard.md): each role's work at a glance, every number a link. Typed against the English: a missing or extra key fails the typecheck. */
const home: typeof en = {
  home: {
    loadFailed: 'Не вдалося завантажити головну сторінку.',
    retry: 'Повторити',
    empty: 'Тут поки нічого відстежувати',
    emptyText: 'Ваша роль не дає доступу до записів на головній сторінці. Адміністратор може її змінити.',
  },
  gettingStarted: {
    title: 'Початок роботи',
    description: 'У вашого дилера ще немає пропозицій і замовлень. Почніть звідси.',
    newQuote: 'Створіть першу пропозицію',
    newQuoteText: 'Оберіть бажану дату, потім додайте позиції.',
    invite: 'Запросіть свою команду',
    inviteText: 'Ваші продавці зареєструються за посиланням з листа.',
    emailPreferences: 'Налаштуйте листи про зміни',
    emailPreferencesText: 'Оберіть, про які зміни вам також писати на електронну пошту.',
  },
  waiting: {
    title: 'Чекає на вас',
    description: 'Що ви можете зробити далі. Кожне число відкриває свій список.',
    action: {
      approve: 'Пропозиції на затвердження',
      confirm: 'Передзамовлення на підтвердження',
      'start-production': 'Позиції замовлень до запуску',
      complete: 'У виробництві, до завершення',
      warehouse: 'Завершені, до передачі на склад',
      deliver: 'На складі, до доставки',
    },
    overdue: 'Прострочено: {{count}}',
    overdueLink: '{{label}}, прострочено: {{count}}',
    noneOverdue: 'Без прострочених',
  },
  overdue: {
    title: 'Прострочені',
    description: 'Бажана дата минула, а запис ще не доставлено.',
    cards: {
      quote: 'Пропозиції',
      preorder: 'Передзамовлення',
      items: 'Позиції замовлень',
      production: 'У виробництві',
      warehouse: 'На складі',
      hold: 'Призупинені',
    },
    link: 'Прострочені, {{label}}: {{count}}',
  },
  stages: {
    title: 'Записи за етапами',
    description: 'Пропозиції, передзамовлення та замовлення за статусами.',
    link: '{{label}}: {{count}}',
  },
  subOrders: {
    title: 'Позиції замовлень за статусами',
    description: 'Кожна позиція затвердженої пропозиції, від передзамовлення до доставки.',
    stage: {
      preorder: 'Позиції передзамовлень',
      order: 'Замовлені, не розпочаті',
      production: 'У виробництві',
      warehouse: 'Склад',
      hold: 'Призупинені',
    },
  },
  weeks: {
    title: 'Нові записи за тижнями',
    description: 'Пропозиції, створені за кожен з останніх дванадцяти тижнів, за їхнім поточним етапом.',
    chart: 'Нові записи за тижнями, за поточним етапом',
    weekOf: 'Тиждень з {{date}}',
    week: 'Тиждень',
    total: 'Разом',
  },
  due: {
    title: 'Найближчі терміни',
    description: 'Позиції замовлень на шляху до доставки, спершу з найранішою бажаною датою.',
    table: 'Позиції замовлень з найближчими термінами',
    number: 'Замовлення №',
    status: 'Статус',
    requested: 'Бажана дата',
    dealer: 'Дилер',
    overdue: '{{date}}, прострочено',
    noDate: 'Без дати',
    empty: 'Нічого не в дорозі.',
  },
  activity: {
    title: 'Остання активність',
    description: 'Найновіші зміни записів і адміністрування, які ви можете бачити.',
    record: '{{number}}: {{action}}',
    change: '{{subject}}: {{action}}',
    by: '{{time}} · {{actor}}',
    kinds: {
      user: 'Користувач',
      role: 'Роль',
      dealer: 'Дилер',
    },
    empty: 'Поки нічого не змінилося.',
  },
  notifications: {
    title: 'Останні сповіщення',
    description: 'Про записи та компанію вашого дилера.',
    all: 'Усі сповіщення',
    empty: 'Сповіщень поки немає.',
    unread: 'Непрочитане',
  },
  dealer: {
    discount: 'Ваша знижка',
    discountValue: '{{value}} %',
    discountLink: 'Ваша знижка: {{value}} %',
  },
};

export default home;
