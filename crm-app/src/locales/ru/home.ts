import type en from '../en/home';

/** Home (features/home, docs/dashboard.md): each role's work at a glance, every number a link. Typed against the English: a missing or extra key fails the typecheck. */
const home: typeof en = {
  home: {
    loadFailed: 'Не удалось загрузить главную страницу.',
    retry: 'Повторить',
    empty: 'Здесь пока нечего отслеживать',
    emptyText: 'Ваша роль не даёт доступа к записям на главной странице. Администратор может её изменить.',
  },
  gettingStarted: {
    title: 'Начало работы',
    description: 'У вашего дилера ещё нет предложений и заказов. Начните отсюда.',
    newQuote: 'Создайте первое предложение',
    newQuoteText: 'Выберите желаемую дату, затем добавьте позиции.',
    invite: 'Пригласите свою команду',
    inviteText: 'Ваши продавцы зарегистрируются по ссылке из письма.',
    emailPreferences: 'Настройте письма об изменениях',
    emailPreferencesText: 'Выберите, о каких изменениях вам также писать на электронную почту.',
  },
  waiting: {
    title: 'Ждёт вас',
    description: 'Что вы можете сделать дальше. Каждое число открывает свой список.',
    action: {
      approve: 'Предложения на утверждение',
      confirm: 'Предзаказы на подтверждение',
      'start-production': 'Позиции заказов к запуску',
      complete: 'В производстве, к завершению',
      warehouse: 'Завершённые, к передаче на склад',
      deliver: 'На складе, к доставке',
    },
    overdue: 'Просрочено: {{count}}',
    overdueLink: '{{label}}, просрочено: {{count}}',
    noneOverdue: 'Без просроченных',
  },
  overdue: {
    title: 'Просроченные',
    description: 'Желаемая дата прошла, а запись ещё не доставлена.',
    cards: {
      quote: 'Предложения',
      preorder: 'Предзаказы',
      items: 'Позиции заказов',
      production: 'В производстве',
      warehouse: 'На складе',
      hold: 'Приостановленные',
    },
    link: 'Просроченные, {{label}}: {{count}}',
  },
  stages: {
    title: 'Записи по этапам',
    description: 'Предложения, предзаказы и заказы по статусам.',
    link: '{{label}}: {{count}}',
  },
  subOrders: {
    title: 'Позиции заказов по статусам',
    description: 'Каждая позиция утверждённого предложения, от предзаказа до доставки.',
    stage: {
      preorder: 'Позиции предзаказов',
      order: 'Заказанные, не начатые',
      production: 'В производстве',
      warehouse: 'Склад',
      hold: 'Приостановленные',
    },
  },
  weeks: {
    title: 'Новые записи по неделям',
    description: 'Предложения, созданные за каждую из последних двенадцати недель, по их текущему этапу.',
    chart: 'Новые записи по неделям, по текущему этапу',
    weekOf: 'Неделя с {{date}}',
    week: 'Неделя',
    total: 'Итого',
  },
  due: {
    title: 'Ближайшие сроки',
    description: 'Позиции заказов на пути к доставке, сначала с самой ранней желаемой датой.',
    table: 'Позиции заказов с ближайшими сроками',
    number: 'Заказ №',
    status: 'Статус',
    requested: 'Желаемая дата',
    dealer: 'Дилер',
    overdue: '{{date}}, просрочено',
    noDate: 'Без даты',
    empty: 'Ничего не в пути.',
  },
  activity: {
    title: 'Последняя активность',
    description: 'Самые новые изменения записей и администрирования, которые вы можете видеть.',
    record: '{{number}}: {{action}}',
    change: '{{subject}}: {{action}}',
    by: '{{time}} · {{actor}}',
    kinds: {
      user: 'Пользователь',
      role: 'Роль',
      dealer: 'Дилер',
    },
    empty: 'Пока ничего не изменилось.',
  },
  notifications: {
    title: 'Последние уведомления',
    description: 'О записях и компании вашего дилера.',
    all: 'Все уведомления',
    empty: 'Уведомлений пока нет.',
    unread: 'Непрочитанное',
  },
  dealer: {
    discount: 'Ваша скидка',
    discountValue: '{{value}} %',
    discountLink: 'Ваша скидка: {{value}} %',
  },
};

export default home;
