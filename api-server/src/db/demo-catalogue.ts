// The demo door catalogue (issue 43, part 2) as plain data: 4 families, 20 models, 10 option groups
// and their options with every kind of rule, and two price versions (the one in force, and next
// month's, the first raised by 6 %). Everything refers to everything else by its code; ids come
// when it is written into the database. `demo-catalogue.test.ts` prices every demo configuration.
import type {
  Configuration,
  Hand,
  ModelPrice,
  OptionPrice,
  SizeRule,
  Swing,
} from '../domain/pricing/catalogue.js';

export interface Names {
  en: string;
  uk: string;
  ru: string;
}
export type LeafCount = 'single' | 'oneAndHalf' | 'double';
export type OptionNoteKind = 'info' | 'upcharge' | 'leadTime';

export interface DemoFamily {
  code: string;
  names: Names;
}

export interface DemoModel {
  code: string;
  /** Its family's code. */
  family: string;
  names: Names;
  leafCount: LeafCount;
  hands: readonly Hand[];
  swings: readonly Swing[];
  sizeRule: SizeRule;
}

export interface DemoGroup {
  code: string;
  names: Names;
  required: boolean;
  multiple: boolean;
}

export interface DemoOption {
  code: string;
  /** Its group's code. */
  group: string;
  names: Names;
  /** The codes of the models it is offered for; absent: every model. */
  models?: readonly string[];
  /** The codes of the options it cannot be chosen with. */
  excludes?: readonly string[];
  /** The codes of the options that must be chosen with it. */
  requires?: readonly string[];
  maxWidth?: number;
  maxHeight?: number;
  note?: { kind: OptionNoteKind; names: Names };
}

export interface DemoVersion {
  names: Names;
  /**
   * Months after the current month the version takes effect: 0 = in force now (effective on the 1st
   * of a past month is fine), 1 = the 1st of next month.
   */
  effectiveMonthOffset: 0 | 1;
  /** Every model's base price, by model code. */
  models: Readonly<Record<string, ModelPrice>>;
  /** Every option's price, by option code. */
  options: Readonly<Record<string, OptionPrice>>;
}

/* ---------- families and models ---------- */

export const demoFamilies: readonly DemoFamily[] = [
  { code: 'INT', names: { en: 'Interior doors', uk: 'Міжкімнатні двері', ru: 'Межкомнатные двери' } },
  { code: 'ENT', names: { en: 'Entrance doors', uk: 'Вхідні двері', ru: 'Входные двери' } },
  { code: 'FIRE', names: { en: 'Fire doors', uk: 'Протипожежні двері', ru: 'Противопожарные двери' } },
  {
    code: 'SLD',
    names: {
      en: 'Sliding and glass doors',
      uk: 'Розсувні та скляні двері',
      ru: 'Раздвижные и стеклянные двери',
    },
  },
];

const BOTH_HANDS: readonly Hand[] = ['left', 'right'];
const BOTH_SWINGS: readonly Swing[] = ['inward', 'outward'];
/** An entrance door opens outwards, so that it seals against the frame when the wind pushes on it. */
const OUTWARD: readonly Swing[] = ['outward'];
/** A sliding leaf runs along the wall: its swing is recorded as inward, the only one it is offered in. */
const SLIDING: readonly Swing[] = ['inward'];

export const demoModels: readonly DemoModel[] = [
  // Interior doors
  {
    code: 'INT-CLASSIC',
    family: 'INT',
    names: { en: 'Classic panelled door', uk: 'Філенчасті двері Classic', ru: 'Филёнчатые двери Classic' },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 600, max: 1000, step: 10 }, height: { min: 1900, max: 2200, step: 10 } },
  },
  {
    code: 'INT-LINEA',
    family: 'INT',
    names: { en: 'Linea flush door', uk: 'Гладкі двері Linea', ru: 'Гладкие двери Linea' },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 600, max: 1000, step: 50 }, height: { min: 1900, max: 2200, step: 10 } },
  },
  {
    code: 'INT-LOFT',
    family: 'INT',
    names: { en: 'Loft rail-and-stile door', uk: 'Царгові двері Loft', ru: 'Царговые двери Loft' },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 600, max: 900, step: 10 }, height: { min: 1900, max: 2100, step: 10 } },
  },
  {
    code: 'INT-SILENTIO',
    family: 'INT',
    names: {
      en: 'Silentio acoustic door, 37 dB',
      uk: 'Звукоізоляційні двері Silentio, 37 дБ',
      ru: 'Звукоизоляционные двери Silentio, 37 дБ',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: ['inward'],
    sizeRule: { width: { min: 700, max: 1000, step: 10 }, height: { min: 2000, max: 2200, step: 10 } },
  },
  {
    code: 'INT-DUO',
    family: 'INT',
    names: { en: 'Duo double interior door', uk: 'Двостулкові двері Duo', ru: 'Двустворчатые двери Duo' },
    leafCount: 'double',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: {
      width: { min: 1000, max: 1600, step: 10 },
      height: { min: 1900, max: 2200, step: 10 },
      leaves: [
        { min: 500, max: 800, step: 10 },
        { min: 500, max: 800, step: 10 },
      ],
    },
  },
  // Entrance doors
  {
    code: 'ENT-SECURE',
    family: 'ENT',
    names: {
      en: 'Secure steel security door, RC3',
      uk: 'Броньовані вхідні двері Secure, RC3',
      ru: 'Бронированные входные двери Secure, RC3',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: OUTWARD,
    sizeRule: { width: { min: 800, max: 1100, step: 10 }, height: { min: 2000, max: 2300, step: 10 } },
  },
  {
    code: 'ENT-NORDIC',
    family: 'ENT',
    names: {
      en: 'Nordic solid timber entrance door',
      uk: 'Вхідні двері Nordic з масиву',
      ru: 'Входные двери Nordic из массива',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: OUTWARD,
    sizeRule: { width: { min: 800, max: 1100, step: 50 }, height: { min: 2000, max: 2300, step: 50 } },
  },
  {
    code: 'ENT-THERMO',
    family: 'ENT',
    names: {
      en: 'Thermo insulated entrance door',
      uk: 'Утеплені вхідні двері Thermo',
      ru: 'Утеплённые входные двери Thermo',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: OUTWARD,
    sizeRule: { width: { min: 800, max: 1100, step: 10 }, height: { min: 2000, max: 2300, step: 10 } },
  },
  {
    code: 'ENT-VILLA',
    family: 'ENT',
    names: {
      en: 'Villa one-and-a-half-leaf entrance door',
      uk: 'Півторастулкові вхідні двері Villa',
      ru: 'Полуторные входные двери Villa',
    },
    leafCount: 'oneAndHalf',
    hands: BOTH_HANDS,
    swings: OUTWARD,
    sizeRule: {
      width: { min: 1100, max: 1500, step: 10 },
      height: { min: 2000, max: 2300, step: 10 },
      leaves: [
        { min: 800, max: 1000, step: 10 },
        { min: 300, max: 500, step: 10 },
      ],
    },
  },
  {
    code: 'ENT-GRAND',
    family: 'ENT',
    names: {
      en: 'Grand double entrance door',
      uk: 'Двостулкові вхідні двері Grand',
      ru: 'Двустворчатые входные двери Grand',
    },
    leafCount: 'double',
    hands: BOTH_HANDS,
    swings: OUTWARD,
    sizeRule: {
      width: { min: 1200, max: 1800, step: 10 },
      height: { min: 2000, max: 2300, step: 10 },
      leaves: [
        { min: 600, max: 900, step: 10 },
        { min: 600, max: 900, step: 10 },
      ],
    },
  },
  // Fire doors
  {
    code: 'FIRE-GUARD',
    family: 'FIRE',
    names: {
      en: 'Guard steel fire door',
      uk: 'Сталеві протипожежні двері Guard',
      ru: 'Стальные противопожарные двери Guard',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 700, max: 1100, step: 10 }, height: { min: 2000, max: 2300, step: 10 } },
  },
  {
    code: 'FIRE-FORTE',
    family: 'FIRE',
    names: {
      en: 'Forte timber fire door',
      uk: 'Дерев’яні протипожежні двері Forte',
      ru: 'Деревянные противопожарные двери Forte',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 700, max: 1000, step: 10 }, height: { min: 2000, max: 2200, step: 10 } },
  },
  {
    code: 'FIRE-VISTA',
    family: 'FIRE',
    names: {
      en: 'Vista glazed fire door',
      uk: 'Засклені протипожежні двері Vista',
      ru: 'Остеклённые противопожарные двери Vista',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 800, max: 1100, step: 10 }, height: { min: 2000, max: 2300, step: 10 } },
  },
  {
    code: 'FIRE-BASTION',
    family: 'FIRE',
    names: {
      en: 'Bastion one-and-a-half-leaf fire door',
      uk: 'Півторастулкові протипожежні двері Bastion',
      ru: 'Полуторные противопожарные двери Bastion',
    },
    leafCount: 'oneAndHalf',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: {
      width: { min: 1100, max: 1600, step: 10 },
      height: { min: 2000, max: 2300, step: 10 },
      leaves: [
        { min: 800, max: 1000, step: 10 },
        { min: 300, max: 600, step: 10 },
      ],
    },
  },
  {
    code: 'FIRE-TECH',
    family: 'FIRE',
    names: {
      en: 'Tech fire door for plant rooms',
      uk: 'Технічні протипожежні двері Tech',
      ru: 'Технические противопожарные двери Tech',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: OUTWARD,
    sizeRule: { width: { min: 600, max: 1200, step: 10 }, height: { min: 1800, max: 2400, step: 10 } },
  },
  // Sliding and glass doors
  {
    code: 'SLD-POCKET',
    family: 'SLD',
    names: {
      en: 'Pocket sliding door',
      uk: 'Розсувні двері-пенал Pocket',
      ru: 'Раздвижные двери-пенал Pocket',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: SLIDING,
    sizeRule: { width: { min: 600, max: 1000, step: 10 }, height: { min: 1900, max: 2200, step: 10 } },
  },
  {
    code: 'SLD-BARN',
    family: 'SLD',
    names: {
      en: 'Barn sliding door on a wall rail',
      uk: 'Амбарні розсувні двері Barn',
      ru: 'Амбарные раздвижные двери Barn',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: SLIDING,
    sizeRule: { width: { min: 700, max: 1200, step: 50 }, height: { min: 1900, max: 2400, step: 50 } },
  },
  {
    code: 'SLD-CRYSTAL',
    family: 'SLD',
    names: {
      en: 'Crystal all-glass door',
      uk: 'Суцільноскляні двері Crystal',
      ru: 'Цельностеклянные двери Crystal',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 600, max: 1000, step: 10 }, height: { min: 1900, max: 2400, step: 10 } },
  },
  {
    code: 'SLD-PROVENCE',
    family: 'SLD',
    names: {
      en: 'Provence double French door',
      uk: 'Двостулкові французькі двері Provence',
      ru: 'Двустворчатые французские двери Provence',
    },
    leafCount: 'double',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: {
      width: { min: 800, max: 1400, step: 10 },
      height: { min: 1900, max: 2200, step: 10 },
      leaves: [
        { min: 400, max: 700, step: 10 },
        { min: 400, max: 700, step: 10 },
      ],
    },
  },
  {
    code: 'SLD-SLIM',
    family: 'SLD',
    names: {
      en: 'Slim glass door in an aluminium frame',
      uk: 'Скляні двері Slim в алюмінієвій рамі',
      ru: 'Стеклянные двери Slim в алюминиевой раме',
    },
    leafCount: 'single',
    hands: BOTH_HANDS,
    swings: BOTH_SWINGS,
    sizeRule: { width: { min: 600, max: 1000, step: 10 }, height: { min: 1900, max: 2400, step: 10 } },
  },
];

/* ---------- option groups and options ---------- */

export const demoGroups: readonly DemoGroup[] = [
  {
    code: 'material',
    names: { en: 'Leaf material', uk: 'Матеріал полотна', ru: 'Материал полотна' },
    required: true,
    multiple: false,
  },
  {
    code: 'finish',
    names: { en: 'Finish', uk: 'Оздоблення', ru: 'Отделка' },
    required: true,
    multiple: false,
  },
  { code: 'colour', names: { en: 'Colour', uk: 'Колір', ru: 'Цвет' }, required: true, multiple: false },
  {
    code: 'glazing',
    names: { en: 'Glazing', uk: 'Скління', ru: 'Остекление' },
    required: false,
    multiple: false,
  },
  {
    code: 'hardware',
    names: { en: 'Handles and hardware', uk: 'Ручки та фурнітура', ru: 'Ручки и фурнитура' },
    required: false,
    multiple: true,
  },
  { code: 'lock', names: { en: 'Lock', uk: 'Замок', ru: 'Замок' }, required: true, multiple: false },
  {
    code: 'threshold',
    names: { en: 'Threshold', uk: 'Поріг', ru: 'Порог' },
    required: false,
    multiple: false,
  },
  {
    code: 'frame',
    names: { en: 'Frame', uk: 'Дверна коробка', ru: 'Дверная коробка' },
    required: true,
    multiple: false,
  },
  {
    code: 'fire-rating',
    names: { en: 'Fire rating', uk: 'Клас вогнестійкості', ru: 'Класс огнестойкости' },
    required: true,
    multiple: false,
  },
  {
    code: 'closer',
    names: { en: 'Door closer', uk: 'Доводчик', ru: 'Доводчик' },
    required: false,
    multiple: false,
  },
];

// The models' codes the options are limited to.
const INTERIOR = ['INT-CLASSIC', 'INT-LINEA', 'INT-LOFT', 'INT-SILENTIO', 'INT-DUO'];
const ENTRANCE = ['ENT-SECURE', 'ENT-NORDIC', 'ENT-THERMO', 'ENT-VILLA', 'ENT-GRAND'];
const STEEL_ENTRANCE = ['ENT-SECURE', 'ENT-THERMO', 'ENT-VILLA', 'ENT-GRAND'];
const FIRE = ['FIRE-GUARD', 'FIRE-FORTE', 'FIRE-VISTA', 'FIRE-BASTION', 'FIRE-TECH'];
const STEEL_FIRE = ['FIRE-GUARD', 'FIRE-VISTA', 'FIRE-BASTION', 'FIRE-TECH'];
const SLIDING_MODELS = ['SLD-POCKET', 'SLD-BARN'];
/** Every model whose leaf swings on hinges (not a sliding door, nor the all-glass one on pivots). */
const HINGED = [...INTERIOR, ...ENTRANCE, ...FIRE, 'SLD-PROVENCE', 'SLD-SLIM'];
/** The glazings that are not fire-resistant: a fire rating excludes each of them. */
const PLAIN_GLAZING = ['GLASS-CLEAR', 'GLASS-SATIN', 'GLASS-DECOR', 'GLASS-SECURITY', 'GLASS-TRIPLE'];

const longerProduction = (days: number): DemoOption['note'] => ({
  kind: 'leadTime',
  names: {
    en: `Adds ${days} working days to production`,
    uk: `Термін виготовлення довший на ${days} робочих днів`,
    ru: `Срок изготовления дольше на ${days} рабочих дней`,
  },
});

export const demoOptions: readonly DemoOption[] = [
  // Leaf material
  {
    code: 'MAT-MDF',
    group: 'material',
    names: {
      en: 'Engineered timber core, MDF skins',
      uk: 'Каркас із клеєного бруса, обшивка МДФ',
      ru: 'Каркас из клеёного бруса, обшивка МДФ',
    },
    models: [...INTERIOR, ...SLIDING_MODELS],
  },
  {
    code: 'MAT-OAK',
    group: 'material',
    names: { en: 'Solid oak', uk: 'Масив дуба', ru: 'Массив дуба' },
    models: [...INTERIOR, 'ENT-NORDIC', 'SLD-BARN', 'SLD-PROVENCE'],
  },
  {
    code: 'MAT-PINE',
    group: 'material',
    names: { en: 'Laminated solid pine', uk: 'Клеєний масив сосни', ru: 'Клеёный массив сосны' },
    models: ['ENT-NORDIC', 'SLD-BARN'],
  },
  {
    code: 'MAT-STEEL',
    group: 'material',
    names: {
      en: 'Galvanised steel, 1.2 mm',
      uk: 'Оцинкована сталь, 1,2 мм',
      ru: 'Оцинкованная сталь, 1,2 мм',
    },
    models: [...STEEL_ENTRANCE, ...STEEL_FIRE],
  },
  {
    code: 'MAT-STEEL-2',
    group: 'material',
    names: { en: 'Galvanised steel, 2 mm', uk: 'Оцинкована сталь, 2 мм', ru: 'Оцинкованная сталь, 2 мм' },
    models: ['ENT-SECURE', 'ENT-GRAND', 'FIRE-GUARD', 'FIRE-TECH'],
  },
  {
    code: 'MAT-FIRECORE',
    group: 'material',
    names: {
      en: 'Timber with a fire-resistant mineral core',
      uk: 'Деревина з вогнестійким мінеральним наповненням',
      ru: 'Древесина с огнестойким минеральным заполнением',
    },
    models: ['FIRE-FORTE'],
  },
  {
    code: 'MAT-ALU',
    group: 'material',
    names: { en: 'Aluminium profile', uk: 'Алюмінієвий профіль', ru: 'Алюминиевый профиль' },
    models: ['SLD-PROVENCE', 'SLD-SLIM'],
  },
  {
    code: 'MAT-GLASS',
    group: 'material',
    names: { en: 'Toughened glass, 8 mm', uk: 'Загартоване скло, 8 мм', ru: 'Закалённое стекло, 8 мм' },
    models: ['SLD-CRYSTAL'],
  },
  // Finish
  {
    code: 'FIN-LAMINATE',
    group: 'finish',
    names: { en: 'CPL laminate', uk: 'Ламінат CPL', ru: 'Ламинат CPL' },
    models: [...INTERIOR, ...SLIDING_MODELS, 'FIRE-FORTE'],
  },
  {
    code: 'FIN-PAINT',
    group: 'finish',
    names: { en: 'Enamel paint', uk: 'Фарбування емаллю', ru: 'Покраска эмалью' },
    models: [...INTERIOR, ...SLIDING_MODELS, 'SLD-PROVENCE', 'ENT-NORDIC', 'FIRE-FORTE'],
  },
  {
    code: 'FIN-VENEER',
    group: 'finish',
    names: { en: 'Natural oak veneer', uk: 'Натуральний шпон дуба', ru: 'Натуральный шпон дуба' },
    models: [...INTERIOR, ...SLIDING_MODELS, 'ENT-NORDIC', 'FIRE-FORTE'],
  },
  {
    code: 'FIN-OIL',
    group: 'finish',
    names: { en: 'Hard-wax oil', uk: 'Олія з твердим воском', ru: 'Масло с твёрдым воском' },
    models: ['ENT-NORDIC', 'SLD-BARN', 'SLD-PROVENCE'],
  },
  {
    code: 'FIN-POWDER',
    group: 'finish',
    names: { en: 'Powder coating', uk: 'Порошкове фарбування', ru: 'Порошковая покраска' },
    models: [...STEEL_ENTRANCE, ...STEEL_FIRE, 'SLD-PROVENCE', 'SLD-SLIM'],
  },
  {
    code: 'FIN-ANODISED',
    group: 'finish',
    names: { en: 'Anodised aluminium', uk: 'Анодований алюміній', ru: 'Анодированный алюминий' },
    models: ['SLD-PROVENCE', 'SLD-SLIM', 'SLD-CRYSTAL'],
  },
  // Colour
  {
    code: 'COL-WHITE',
    group: 'colour',
    names: { en: 'White, RAL 9016', uk: 'Білий, RAL 9016', ru: 'Белый, RAL 9016' },
  },
  {
    code: 'COL-GREY',
    group: 'colour',
    names: { en: 'Light grey, RAL 7035', uk: 'Світло-сірий, RAL 7035', ru: 'Светло-серый, RAL 7035' },
  },
  {
    code: 'COL-ANTHRACITE',
    group: 'colour',
    names: { en: 'Anthracite grey, RAL 7016', uk: 'Антрацит, RAL 7016', ru: 'Антрацит, RAL 7016' },
  },
  {
    code: 'COL-OAK',
    group: 'colour',
    names: { en: 'Natural oak', uk: 'Натуральний дуб', ru: 'Натуральный дуб' },
  },
  { code: 'COL-WALNUT', group: 'colour', names: { en: 'Walnut', uk: 'Горіх', ru: 'Орех' } },
  {
    code: 'COL-RAL',
    group: 'colour',
    names: { en: 'Any RAL colour', uk: 'Будь-який колір RAL', ru: 'Любой цвет RAL' },
    // A veneer, an oil or an anodised profile shows its own colour: it is not painted.
    excludes: ['FIN-VENEER', 'FIN-OIL', 'FIN-ANODISED'],
    note: {
      kind: 'upcharge',
      names: {
        en: 'Mixed to order: a surcharge on every door',
        uk: 'Колір фарбують на замовлення: доплата за кожні двері',
        ru: 'Цвет смешивают под заказ: доплата за каждую дверь',
      },
    },
  },
  // Glazing
  {
    code: 'GLASS-CLEAR',
    group: 'glazing',
    names: {
      en: 'Clear toughened glass',
      uk: 'Прозоре загартоване скло',
      ru: 'Прозрачное закалённое стекло',
    },
    maxHeight: 2100,
  },
  {
    code: 'GLASS-SATIN',
    group: 'glazing',
    names: { en: 'Satin frosted glass', uk: 'Матове сатиноване скло', ru: 'Матовое сатинированное стекло' },
    maxHeight: 2100,
  },
  {
    code: 'GLASS-DECOR',
    group: 'glazing',
    names: {
      en: 'Decorative etched glass',
      uk: 'Декоративне гравіроване скло',
      ru: 'Декоративное гравированное стекло',
    },
    models: ['INT-CLASSIC', 'INT-LOFT', 'SLD-POCKET'],
    maxWidth: 900,
  },
  {
    code: 'GLASS-SECURITY',
    group: 'glazing',
    names: {
      en: 'Laminated security glass, P4A',
      uk: 'Ударостійке багатошарове скло, P4A',
      ru: 'Ударопрочное многослойное стекло, P4A',
    },
    models: ENTRANCE,
  },
  {
    code: 'GLASS-TRIPLE',
    group: 'glazing',
    names: { en: 'Triple-glazed unit', uk: 'Потрійний склопакет', ru: 'Тройной стеклопакет' },
    models: ['ENT-THERMO', 'ENT-VILLA', 'ENT-GRAND'],
  },
  {
    code: 'GLASS-FIRE',
    group: 'glazing',
    names: { en: 'Fire-resistant glass', uk: 'Вогнестійке скло', ru: 'Огнестойкое стекло' },
    models: ['FIRE-GUARD', 'FIRE-FORTE', 'FIRE-VISTA', 'FIRE-BASTION'],
    note: longerProduction(10),
  },
  // Handles and hardware
  {
    code: 'HDL-LEVER',
    group: 'hardware',
    names: {
      en: 'Lever handles on roses, satin stainless steel',
      uk: 'Ручки на розетці, матова нержавіюча сталь',
      ru: 'Ручки на розетке, матовая нержавеющая сталь',
    },
    models: HINGED,
    excludes: ['HDL-LEVER-BLACK'],
  },
  {
    code: 'HDL-LEVER-BLACK',
    group: 'hardware',
    names: {
      en: 'Lever handles on roses, matt black',
      uk: 'Ручки на розетці, чорні матові',
      ru: 'Ручки на розетке, чёрные матовые',
    },
    models: HINGED,
  },
  {
    code: 'HDL-PULL',
    group: 'hardware',
    names: {
      en: 'Pull bar, 800 mm, stainless steel',
      uk: 'Ручка-скоба, 800 мм, нержавіюча сталь',
      ru: 'Ручка-скоба, 800 мм, нержавеющая сталь',
    },
    models: [...ENTRANCE, 'SLD-BARN', 'SLD-CRYSTAL', 'SLD-SLIM'],
  },
  {
    code: 'HDL-SMART',
    group: 'hardware',
    names: {
      en: 'Electronic handle set for the smart lock',
      uk: 'Електронний комплект ручок для смарт-замка',
      ru: 'Электронный комплект ручек для смарт-замка',
    },
    models: ENTRANCE,
    // It is a lever handle set of its own.
    excludes: ['HDL-LEVER', 'HDL-LEVER-BLACK'],
  },
  {
    code: 'HDL-FLUSH',
    group: 'hardware',
    names: {
      en: 'Flush pulls for sliding doors',
      uk: 'Врізні ручки для розсувних дверей',
      ru: 'Врезные ручки для раздвижных дверей',
    },
    models: SLIDING_MODELS,
  },
  {
    code: 'HDL-PANIC',
    group: 'hardware',
    names: {
      en: 'Panic bar, EN 1125',
      uk: 'Антипанічна штанга, EN 1125',
      ru: 'Штанга «антипаника», EN 1125',
    },
    models: FIRE,
  },
  {
    code: 'HDL-KICK',
    group: 'hardware',
    names: {
      en: 'Stainless steel kick plate',
      uk: 'Захисна накладка з нержавіючої сталі',
      ru: 'Защитная накладка из нержавеющей стали',
    },
  },
  // Lock
  {
    code: 'LOCK-LATCH',
    group: 'lock',
    names: {
      en: 'Magnetic latch, no lock',
      uk: 'Магнітна защіпка без замка',
      ru: 'Магнитная защёлка без замка',
    },
    models: [...INTERIOR, 'SLD-PROVENCE', 'SLD-SLIM', 'SLD-CRYSTAL'],
  },
  {
    code: 'LOCK-WC',
    group: 'lock',
    names: { en: 'Bathroom privacy lock', uk: 'Сантехнічний фіксатор WC', ru: 'Сантехнический фиксатор WC' },
    models: [...INTERIOR, ...SLIDING_MODELS, 'SLD-SLIM'],
  },
  {
    code: 'LOCK-CYLINDER',
    group: 'lock',
    names: { en: 'Euro cylinder lock', uk: 'Замок під євроциліндр', ru: 'Замок под евроцилиндр' },
  },
  {
    code: 'LOCK-MULTI',
    group: 'lock',
    names: {
      en: 'Three-point lock, RC3 cylinder',
      uk: 'Триточковий замок, циліндр RC3',
      ru: 'Трёхточечный замок, цилиндр RC3',
    },
    models: ENTRANCE,
  },
  {
    code: 'LOCK-SMART',
    group: 'lock',
    names: {
      en: 'Smart lock: fingerprint, code and app',
      uk: 'Смарт-замок: відбиток пальця, код і застосунок',
      ru: 'Смарт-замок: отпечаток пальца, код и приложение',
    },
    models: ENTRANCE,
    requires: ['HDL-SMART'],
    note: {
      kind: 'info',
      names: {
        en: 'Needs mains power at the door',
        uk: 'Потрібне живлення 230 В біля дверей',
        ru: 'Нужно питание 230 В у двери',
      },
    },
  },
  {
    code: 'LOCK-PANIC',
    group: 'lock',
    names: {
      en: 'Panic lock, EN 1125',
      uk: 'Антипанічний замок, EN 1125',
      ru: 'Замок «антипаника», EN 1125',
    },
    models: FIRE,
    requires: ['HDL-PANIC'],
  },
  {
    code: 'LOCK-HOOK',
    group: 'lock',
    names: {
      en: 'Hook lock for sliding doors',
      uk: 'Замок-гачок для розсувних дверей',
      ru: 'Замок-крюк для раздвижных дверей',
    },
    models: SLIDING_MODELS,
  },
  // Threshold
  {
    code: 'TH-DROP',
    group: 'threshold',
    names: {
      en: 'Automatic drop seal',
      uk: 'Автоматичний опускний поріг',
      ru: 'Автоматический выпадающий порог',
    },
    models: HINGED,
  },
  {
    code: 'TH-OAK',
    group: 'threshold',
    names: { en: 'Oak threshold', uk: 'Дубовий поріг', ru: 'Дубовый порог' },
    models: INTERIOR,
  },
  {
    code: 'TH-ALU',
    group: 'threshold',
    names: {
      en: 'Aluminium threshold, 20 mm',
      uk: 'Алюмінієвий поріг, 20 мм',
      ru: 'Алюминиевый порог, 20 мм',
    },
  },
  {
    code: 'TH-THERMAL',
    group: 'threshold',
    names: { en: 'Thermally broken threshold', uk: 'Поріг із терморозривом', ru: 'Порог с терморазрывом' },
    models: ENTRANCE,
  },
  {
    code: 'TH-FLAT',
    group: 'threshold',
    names: {
      en: 'Level threshold for barrier-free access',
      uk: 'Низький поріг для безбар’єрного доступу',
      ru: 'Низкий порог для безбарьерного доступа',
    },
    models: [...ENTRANCE, 'SLD-PROVENCE', 'SLD-SLIM'],
    note: {
      kind: 'info',
      names: {
        en: 'At most 20 mm high: easy for wheelchairs and prams',
        uk: 'Висота не більше 20 мм: зручно для колісних крісел і дитячих візків',
        ru: 'Высота не более 20 мм: удобно для инвалидных и детских колясок',
      },
    },
  },
  // Frame
  {
    code: 'FRM-STANDARD',
    group: 'frame',
    names: {
      en: 'Standard frame, walls 70–100 mm',
      uk: 'Стандартна коробка, стіна 70–100 мм',
      ru: 'Стандартная коробка, стена 70–100 мм',
    },
    models: [...INTERIOR, 'SLD-PROVENCE'],
  },
  {
    code: 'FRM-TELESCOPIC',
    group: 'frame',
    names: {
      en: 'Telescopic frame, walls 100–200 mm',
      uk: 'Телескопічна коробка, стіна 100–200 мм',
      ru: 'Телескопическая коробка, стена 100–200 мм',
    },
    models: [...INTERIOR, 'SLD-PROVENCE'],
  },
  {
    code: 'FRM-CONCEALED',
    group: 'frame',
    names: {
      en: 'Concealed frame, flush with the wall',
      uk: 'Прихована коробка врівень зі стіною',
      ru: 'Скрытая коробка вровень со стеной',
    },
    models: ['INT-CLASSIC', 'INT-LINEA', 'INT-SILENTIO'],
    note: longerProduction(10),
  },
  {
    code: 'FRM-STEEL',
    group: 'frame',
    names: { en: 'Steel frame', uk: 'Сталева коробка', ru: 'Стальная коробка' },
    models: [...STEEL_ENTRANCE, ...STEEL_FIRE],
  },
  {
    code: 'FRM-TIMBER',
    group: 'frame',
    names: {
      en: 'Solid timber frame, 78 mm',
      uk: 'Коробка з масиву, 78 мм',
      ru: 'Коробка из массива, 78 мм',
    },
    models: ['ENT-NORDIC', 'FIRE-FORTE', 'SLD-PROVENCE'],
  },
  {
    code: 'FRM-POCKET',
    group: 'frame',
    names: {
      en: 'Pocket cassette for a 100 mm wall',
      uk: 'Касета-пенал для стіни 100 мм',
      ru: 'Кассета-пенал для стены 100 мм',
    },
    models: ['SLD-POCKET'],
  },
  {
    code: 'FRM-RAIL',
    group: 'frame',
    names: {
      en: 'Wall-mounted top rail',
      uk: 'Настінна верхня направляюча',
      ru: 'Настенная верхняя направляющая',
    },
    models: ['SLD-BARN'],
  },
  {
    code: 'FRM-ALU',
    group: 'frame',
    names: {
      en: 'Aluminium frame with glass-door hinges',
      uk: 'Алюмінієва коробка з петлями для скляних дверей',
      ru: 'Алюминиевая коробка с петлями для стеклянных дверей',
    },
    models: ['SLD-CRYSTAL', 'SLD-SLIM'],
  },
  // Fire rating: only fire-resistant glass may be glazed into a fire door.
  {
    code: 'EI30',
    group: 'fire-rating',
    names: { en: 'EI30, 30 minutes', uk: 'EI30, 30 хвилин', ru: 'EI30, 30 минут' },
    models: FIRE,
    excludes: PLAIN_GLAZING,
    note: {
      kind: 'info',
      names: {
        en: 'A fire door must close by itself: fit a door closer',
        uk: 'Протипожежні двері мають зачинятися самі: потрібен доводчик',
        ru: 'Противопожарные двери должны закрываться сами: нужен доводчик',
      },
    },
  },
  {
    code: 'EI60',
    group: 'fire-rating',
    names: { en: 'EI60, 60 minutes', uk: 'EI60, 60 хвилин', ru: 'EI60, 60 минут' },
    models: STEEL_FIRE,
    excludes: PLAIN_GLAZING,
  },
  {
    code: 'EI90',
    group: 'fire-rating',
    names: { en: 'EI90, 90 minutes', uk: 'EI90, 90 хвилин', ru: 'EI90, 90 минут' },
    models: ['FIRE-GUARD', 'FIRE-TECH'],
    excludes: PLAIN_GLAZING,
    // Tested and certified up to a leaf 1000 mm wide.
    maxWidth: 1000,
    note: longerProduction(15),
  },
  // Door closer
  {
    code: 'CL-ARM',
    group: 'closer',
    names: {
      en: 'Overhead closer with a scissor arm',
      uk: 'Верхній доводчик з важільною тягою',
      ru: 'Верхний доводчик с рычажной тягой',
    },
    models: HINGED,
  },
  {
    code: 'CL-SLIDE',
    group: 'closer',
    names: {
      en: 'Overhead closer with a slide rail',
      uk: 'Верхній доводчик з ковзною тягою',
      ru: 'Верхний доводчик со скользящей тягой',
    },
    models: HINGED,
  },
  {
    code: 'CL-HOLD',
    group: 'closer',
    names: {
      en: 'Hold-open closer, released by the fire alarm',
      uk: 'Доводчик з фіксацією відчинених дверей, що знімається пожежною сигналізацією',
      ru: 'Доводчик с фиксацией открытой двери, снимаемой пожарной сигнализацией',
    },
    models: FIRE,
  },
  {
    code: 'CL-CONCEALED',
    group: 'closer',
    names: {
      en: 'Concealed closer in the frame',
      uk: 'Прихований доводчик у коробці',
      ru: 'Скрытый доводчик в коробке',
    },
    models: ['INT-CLASSIC', 'INT-LINEA', 'INT-LOFT', 'INT-SILENTIO', 'FIRE-FORTE'],
  },
  {
    code: 'CL-SOFT',
    group: 'closer',
    names: {
      en: 'Soft-close damper for sliding doors',
      uk: 'Демпфер плавного закриття для розсувних дверей',
      ru: 'Демпфер плавного закрывания для раздвижных дверей',
    },
    models: SLIDING_MODELS,
  },
];

/* ---------- prices ---------- */

/** A price table as a price list prints it: the widths across, then each height with its row. */
function table(
  between: 'interpolate' | 'roundUp',
  widths: readonly number[],
  rows: readonly (readonly [height: number, ...cells: (number | null)[]])[],
): ModelPrice {
  return {
    kind: 'table',
    table: {
      widths,
      heights: rows.map(([height]) => height),
      cells: rows.map(([, ...cells]) => cells),
      between,
    },
  };
}
const perSquareMetre = (rate: number, minimum: number): ModelPrice => ({
  kind: 'perSquareMetre',
  rate,
  minimum,
});
const fixed = (amount: number): OptionPrice => ({ kind: 'fixed', amount });
const perM2 = (rate: number): OptionPrice => ({ kind: 'perSquareMetre', rate });
const percentOfBase = (percent: number): OptionPrice => ({ kind: 'percentOfBase', percent });

/** The first version's base prices; null: that size is not made. */
const modelPrices: Record<string, ModelPrice> = {
  'INT-CLASSIC': table(
    'interpolate',
    [600, 700, 800, 900, 1000],
    [
      [1900, 189, 199, 209, 225, null],
      [2000, 199, 209, 219, 235, 255],
      [2100, 215, 225, 235, 252, 272],
      [2200, 235, 245, 259, 276, 298],
    ],
  ),
  'INT-LINEA': table(
    'roundUp',
    [600, 700, 800, 900, 1000],
    [
      [1900, 159, 165, 172, 185, 199],
      [2000, 165, 172, 179, 192, 206],
      [2100, 172, 179, 186, 199, 214],
      [2200, 189, 196, 204, 219, 235],
    ],
  ),
  'INT-LOFT': table(
    'interpolate',
    [600, 700, 800, 900],
    [
      [1900, 265, 279, 295, 315],
      [2000, 279, 293, 309, 329],
      [2100, 295, 309, 325, 345],
    ],
  ),
  'INT-SILENTIO': table(
    'roundUp',
    [700, 800, 900, 1000],
    [
      [2000, 389, 412.5, 436, 465],
      [2100, 405, 429, 454, 485],
      [2200, 429, 455, 482, 515],
    ],
  ),
  'INT-DUO': table(
    'interpolate',
    [1000, 1200, 1400, 1600],
    [
      [1900, 379, 415, 452, null],
      [2000, 398, 436, 475, 519],
      [2100, 419, 459, 499, 545],
      [2200, 446, 488, 531, 579],
    ],
  ),
  'ENT-SECURE': table(
    'interpolate',
    [800, 900, 1000, 1100],
    [
      [2000, 890, 935, 985, 1045],
      [2100, 925, 970, 1020, 1085],
      [2200, 975, 1025, 1080, 1145],
      [2300, 1035, 1085, 1145, null],
    ],
  ),
  'ENT-NORDIC': table(
    'roundUp',
    [800, 900, 1000, 1100],
    [
      [2000, 1190, 1250, 1320, 1395],
      [2100, 1240, 1300, 1375, 1450],
      [2200, 1310, 1375, 1450, 1530],
      [2300, 1390, 1455, 1535, 1620],
    ],
  ),
  'ENT-THERMO': table(
    'interpolate',
    [800, 950, 1100],
    [
      [2000, 1095, 1165, 1240],
      [2150, 1150, 1225, 1305],
      [2300, 1225, 1305, 1390],
    ],
  ),
  'ENT-VILLA': table(
    'interpolate',
    [1100, 1200, 1300, 1400, 1500],
    [
      [2000, 1490, 1560, 1635, 1710, 1790],
      [2100, 1545, 1620, 1695, 1775, 1860],
      [2200, 1615, 1690, 1770, 1855, 1945],
      [2300, 1700, 1780, 1865, 1955, 2050],
    ],
  ),
  'ENT-GRAND': table(
    'roundUp',
    [1200, 1400, 1600, 1800],
    [
      [2000, 1850, 1990, 2140, null],
      [2150, 1930, 2075, 2230, 2390],
      [2300, 2030, 2180, 2340, 2490],
    ],
  ),
  'FIRE-GUARD': table(
    'interpolate',
    [700, 800, 900, 1000, 1100],
    [
      [2000, 645, 675, 710, 750, null],
      [2100, 670, 700, 735, 780, 825],
      [2200, 705, 738, 775, 820, 868],
      [2300, 748, 782, 820, 868, 918],
    ],
  ),
  'FIRE-FORTE': table(
    'interpolate',
    [700, 850, 1000],
    [
      [2000, 720, 790, 865],
      [2100, 748, 820, 899],
      [2200, 785, 861, 944],
    ],
  ),
  'FIRE-VISTA': table(
    'roundUp',
    [800, 900, 1000, 1100],
    [
      [2000, 1080, 1135, 1195, 1260],
      [2100, 1120, 1178, 1240, 1308],
      [2200, 1170, 1230, 1295, 1366],
      [2300, 1230, 1293, 1361, 1436],
    ],
  ),
  'FIRE-BASTION': table(
    'interpolate',
    [1100, 1350, 1600],
    [
      [2000, 1190, 1340, 1495],
      [2150, 1250, 1405, 1570],
      [2300, 1325, 1490, 1665],
    ],
  ),
  'FIRE-TECH': perSquareMetre(385, 640),
  'SLD-POCKET': table(
    'interpolate',
    [600, 800, 1000],
    [
      [1900, 329, 355, 385],
      [2050, 345, 373, 405],
      [2200, 366, 396, 430],
    ],
  ),
  'SLD-BARN': table(
    'roundUp',
    [700, 900, 1200],
    [
      [1900, 420, 465, 530],
      [2100, 445, 492, 560],
      [2400, 488, 540, 615],
    ],
  ),
  'SLD-CRYSTAL': perSquareMetre(295, 420),
  'SLD-PROVENCE': table(
    'interpolate',
    [800, 1000, 1200, 1400],
    [
      [1900, 520, 575, 635, null],
      [2000, 545, 602, 665, 728],
      [2100, 572, 632, 698, 765],
      [2200, 606, 669, 739, 810],
    ],
  ),
  'SLD-SLIM': table(
    'interpolate',
    [600, 800, 1000],
    [
      [1900, 410, 448, 489],
      [2100, 436, 476, 520],
      [2400, 478, 522, 570],
    ],
  ),
};

/** The first version's option prices. */
const optionPrices: Record<string, OptionPrice> = {
  'MAT-MDF': fixed(0),
  'MAT-OAK': percentOfBase(25),
  'MAT-PINE': fixed(0),
  'MAT-STEEL': fixed(0),
  'MAT-STEEL-2': percentOfBase(9),
  'MAT-FIRECORE': fixed(0),
  'MAT-ALU': fixed(0),
  'MAT-GLASS': fixed(0),
  'FIN-LAMINATE': fixed(0),
  'FIN-PAINT': perM2(24),
  'FIN-VENEER': percentOfBase(12),
  'FIN-OIL': fixed(45),
  'FIN-POWDER': fixed(0),
  'FIN-ANODISED': perM2(16.5),
  'COL-WHITE': fixed(0),
  'COL-GREY': fixed(0),
  'COL-ANTHRACITE': fixed(0),
  'COL-OAK': fixed(0),
  'COL-WALNUT': fixed(35),
  'COL-RAL': fixed(95),
  'GLASS-CLEAR': perM2(42),
  'GLASS-SATIN': perM2(48.5),
  'GLASS-DECOR': perM2(66),
  'GLASS-SECURITY': perM2(96),
  'GLASS-TRIPLE': perM2(124),
  'GLASS-FIRE': perM2(185),
  'HDL-LEVER': fixed(38),
  'HDL-LEVER-BLACK': fixed(46),
  'HDL-PULL': fixed(120),
  'HDL-SMART': fixed(210),
  'HDL-FLUSH': fixed(29),
  'HDL-PANIC': fixed(165),
  'HDL-KICK': fixed(32),
  'LOCK-LATCH': fixed(0),
  'LOCK-WC': fixed(18),
  'LOCK-CYLINDER': fixed(55),
  'LOCK-MULTI': fixed(240),
  'LOCK-SMART': fixed(560),
  'LOCK-PANIC': fixed(145),
  'LOCK-HOOK': fixed(48),
  'TH-DROP': fixed(64),
  'TH-OAK': fixed(28),
  'TH-ALU': fixed(36),
  'TH-THERMAL': fixed(89),
  'TH-FLAT': fixed(110),
  'FRM-STANDARD': fixed(0),
  'FRM-TELESCOPIC': fixed(58),
  'FRM-CONCEALED': percentOfBase(22),
  'FRM-STEEL': fixed(0),
  'FRM-TIMBER': fixed(0),
  'FRM-POCKET': fixed(240),
  'FRM-RAIL': fixed(95),
  'FRM-ALU': fixed(75),
  EI30: fixed(0),
  EI60: percentOfBase(18),
  EI90: percentOfBase(35),
  'CL-ARM': fixed(85),
  'CL-SLIDE': fixed(128),
  'CL-HOLD': fixed(310),
  'CL-CONCEALED': fixed(240),
  'CL-SOFT': fixed(45),
};

/** An amount raised by a whole `percent`, to the cent, half up (in integer cents: no float drift). */
const raised = (amount: number, percent: number) =>
  Math.floor((Math.round(amount * 100) * (100 + percent) + 50) / 100) / 100;

/** A version's prices raised by `percent`: every cell, rate, minimum and fixed amount; percentages stay. */
function raisedVersion(
  version: DemoVersion,
  percent: number,
  names: Names,
  effectiveMonthOffset: 0 | 1,
): DemoVersion {
  const model = (price: ModelPrice): ModelPrice =>
    price.kind === 'perSquareMetre'
      ? { ...price, rate: raised(price.rate, percent), minimum: raised(price.minimum, percent) }
      : {
          kind: 'table',
          table: {
            ...price.table,
            cells: price.table.cells.map((row) =>
              row.map((cell) => (cell === null ? null : raised(cell, percent))),
            ),
          },
        };
  const option = (price: OptionPrice): OptionPrice =>
    price.kind === 'fixed'
      ? { kind: 'fixed', amount: raised(price.amount, percent) }
      : price.kind === 'perSquareMetre'
        ? { kind: 'perSquareMetre', rate: raised(price.rate, percent) }
        : price;
  const mapValues = <T>(record: Readonly<Record<string, T>>, change: (value: T) => T) =>
    Object.fromEntries(Object.entries(record).map(([code, value]) => [code, change(value)]));
  return {
    names,
    effectiveMonthOffset,
    models: mapValues(version.models, model),
    options: mapValues(version.options, option),
  };
}

const currentPrices: DemoVersion = {
  names: { en: 'List prices', uk: 'Прайс-лист', ru: 'Прайс-лист' },
  effectiveMonthOffset: 0,
  models: modelPrices,
  options: optionPrices,
};

/** The version in force, then next month's: the same prices raised by 6 %. */
export const demoVersions: readonly DemoVersion[] = [
  currentPrices,
  raisedVersion(
    currentPrices,
    6,
    { en: 'List prices +6 %', uk: 'Прайс-лист +6 %', ru: 'Прайс-лист +6 %' },
    1,
  ),
];

/* ---------- configurations ---------- */

/** A valid door, its model and options named by their codes. */
export interface DemoConfiguration {
  model: string;
  width: number;
  height: number;
  leafWidths?: readonly number[];
  hand: Hand;
  swing: Swing;
  options: readonly string[];
}

/**
 * A demo door in a catalogue's ids (the contract's and the pricing module's `Configuration`), its
 * model's and options' codes looked up there: how the tests and the journeys ask for one.
 */
export function demoConfigurationIn(
  catalogue: {
    models: readonly { id: number; code: string }[];
    options: readonly { id: number; code: string }[];
  },
  demo: DemoConfiguration,
): Omit<Configuration, 'leafWidths' | 'options'> & { leafWidths?: number[]; options: number[] } {
  const idOf = (list: readonly { id: number; code: string }[], code: string) => {
    const found = list.find((entry) => entry.code === code);
    if (!found) throw new Error(`No ${code} in the catalogue`);
    return found.id;
  };
  return {
    modelId: idOf(catalogue.models, demo.model),
    width: demo.width,
    height: demo.height,
    ...(demo.leafWidths ? { leafWidths: [...demo.leafWidths] } : {}),
    hand: demo.hand,
    swing: demo.swing,
    options: demo.options.map((code) => idOf(catalogue.options, code)),
  };
}

/** Valid doors of every family, for the demo's quotes. */
export const demoConfigurations: readonly DemoConfiguration[] = [
  {
    model: 'INT-CLASSIC',
    width: 800,
    height: 2000,
    hand: 'left',
    swing: 'inward',
    options: [
      'MAT-MDF',
      'FIN-PAINT',
      'COL-WHITE',
      'GLASS-SATIN',
      'HDL-LEVER',
      'LOCK-WC',
      'TH-OAK',
      'FRM-STANDARD',
    ],
  },
  {
    model: 'INT-SILENTIO',
    width: 870,
    height: 2060,
    hand: 'right',
    swing: 'inward',
    options: [
      'MAT-OAK',
      'FIN-VENEER',
      'COL-OAK',
      'HDL-LEVER-BLACK',
      'HDL-KICK',
      'LOCK-CYLINDER',
      'TH-DROP',
      'FRM-CONCEALED',
      'CL-CONCEALED',
    ],
  },
  {
    model: 'INT-DUO',
    width: 1400,
    height: 2100,
    leafWidths: [700, 700],
    hand: 'left',
    swing: 'outward',
    options: [
      'MAT-MDF',
      'FIN-LAMINATE',
      'COL-GREY',
      'GLASS-CLEAR',
      'HDL-LEVER',
      'LOCK-LATCH',
      'FRM-TELESCOPIC',
    ],
  },
  {
    model: 'ENT-SECURE',
    width: 960,
    height: 2050,
    hand: 'left',
    swing: 'outward',
    options: [
      'MAT-STEEL-2',
      'FIN-POWDER',
      'COL-ANTHRACITE',
      'HDL-SMART',
      'HDL-PULL',
      'LOCK-SMART',
      'TH-THERMAL',
      'FRM-STEEL',
    ],
  },
  {
    model: 'ENT-VILLA',
    width: 1300,
    height: 2200,
    leafWidths: [900, 400],
    hand: 'right',
    swing: 'outward',
    options: [
      'MAT-STEEL',
      'FIN-POWDER',
      'COL-RAL',
      'GLASS-SECURITY',
      'HDL-PULL',
      'HDL-LEVER',
      'LOCK-MULTI',
      'TH-FLAT',
      'FRM-STEEL',
      'CL-SLIDE',
    ],
  },
  {
    model: 'FIRE-GUARD',
    width: 900,
    height: 2100,
    hand: 'right',
    swing: 'outward',
    options: [
      'MAT-STEEL',
      'FIN-POWDER',
      'COL-GREY',
      'EI60',
      'GLASS-FIRE',
      'HDL-PANIC',
      'HDL-LEVER',
      'LOCK-PANIC',
      'FRM-STEEL',
      'CL-HOLD',
    ],
  },
  {
    model: 'FIRE-BASTION',
    width: 1250,
    height: 2150,
    leafWidths: [900, 350],
    hand: 'left',
    swing: 'inward',
    options: [
      'MAT-STEEL',
      'FIN-POWDER',
      'COL-WHITE',
      'EI30',
      'HDL-LEVER',
      'LOCK-CYLINDER',
      'TH-DROP',
      'FRM-STEEL',
      'CL-SLIDE',
    ],
  },
  {
    model: 'FIRE-TECH',
    width: 800,
    height: 2000,
    hand: 'right',
    swing: 'outward',
    options: [
      'MAT-STEEL-2',
      'FIN-POWDER',
      'COL-ANTHRACITE',
      'EI90',
      'HDL-LEVER',
      'LOCK-CYLINDER',
      'FRM-STEEL',
      'CL-ARM',
    ],
  },
  {
    model: 'SLD-POCKET',
    width: 800,
    height: 2050,
    hand: 'right',
    swing: 'inward',
    options: [
      'MAT-MDF',
      'FIN-LAMINATE',
      'COL-WHITE',
      'GLASS-DECOR',
      'HDL-FLUSH',
      'LOCK-HOOK',
      'FRM-POCKET',
      'CL-SOFT',
    ],
  },
  {
    model: 'SLD-PROVENCE',
    width: 1200,
    height: 2000,
    leafWidths: [600, 600],
    hand: 'left',
    swing: 'outward',
    options: [
      'MAT-OAK',
      'FIN-PAINT',
      'COL-WHITE',
      'GLASS-CLEAR',
      'HDL-LEVER',
      'LOCK-LATCH',
      'TH-FLAT',
      'FRM-TIMBER',
    ],
  },
];
