// The demo data's fixed parts: the sign-ins, the dealers, the door catalogue and the names the
// demo orders are made of, and the deterministic random numbers that pick among them.
import type { ContactInfo } from './schema.js';

export const DEMO_PASSWORD = 'doorline-demo';

/** Deterministic PRNG (mulberry32): the same demo data on every fresh database, the same soak traffic for a seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** True with probability `p` (the soak's traffic mix, system-test/soak-traffic.mjs). */
    chance: (p: number) => next() < p,
  };
}

export const contact = (
  name: string,
  email: string,
  phone: string,
  extra: Partial<ContactInfo> = {},
): ContactInfo => ({
  name,
  email,
  phone,
  mobile: extra.mobile ?? null,
  fax: extra.fax ?? null,
});

export interface DemoUserDef {
  email: string;
  name: string;
  roleKey: string;
  phone: string;
}

export const demoOrganizationUsers: readonly DemoUserDef[] = [
  { email: 'admin@doorline.test', name: 'Olivia Hart', roleKey: 'administrator', phone: '+442071230001' },
  { email: 'sales@doorline.test', name: 'Marcus Bell', roleKey: 'sales_manager', phone: '+442071230002' },
  {
    email: 'production@doorline.test',
    name: 'Irena Kowalska',
    roleKey: 'production_manager',
    phone: '+442071230003',
  },
];

export const demoDealers = [
  {
    name: 'Northgate Doors & Windows',
    description: 'Showroom and fitting service for the north of England.',
    discount: 12,
    contact: contact('Northgate front desk', 'office@northgate-doors.test', '+441612345600', {
      fax: '+441612345699',
    }),
    responsibleContact: contact('Hannah Price', 'hannah.price@northgate-doors.test', '+441612345601', {
      mobile: '+447700900101',
    }),
    people: ['Daniel Shaw', 'Chloe Barker'],
  },
  {
    name: 'Baltic Entry Systems',
    description: 'Entrance and security doors for builders along the Baltic coast.',
    discount: 8.5,
    contact: contact('Baltic Entry office', 'info@baltic-entry.test', '+37167012300'),
    responsibleContact: contact('Andris Ozols', 'andris.ozols@baltic-entry.test', '+37167012301', {
      mobile: '+37129123401',
    }),
    people: ['Andris Ozols', 'Liga Berzina'],
  },
  {
    name: 'Riverside Home Improvement',
    description: 'Renovation company fitting interior and patio doors.',
    discount: 5,
    contact: contact('Riverside reception', 'hello@riverside-home.test', '+35315550100'),
    responsibleContact: contact('Sean Murphy', 'sean.murphy@riverside-home.test', '+35315550101', {
      mobile: '+353871234501',
    }),
    people: ['Sean Murphy', 'Aoife Byrne'],
  },
] as const;

/**
 * Dealers without demo sign-ins that show the other dealer statuses (docs/permissions.md "Dealers"):
 * one waiting for its first admin, one blocked, one deactivated, one deleted (listed only when the
 * Status filter asks for deleted dealers).
 */
export const demoOtherDealers = [
  {
    name: 'Harbour Glass & Doors',
    description: 'New partner on the south coast; its first admin has not registered yet.',
    discount: 0,
    status: 'invited',
    contact: contact('Harbour office', 'office@harbour-glass.test', '+442380123400'),
    responsibleContact: null,
  },
  {
    name: 'Summit Joinery',
    description: 'Blocked while an overdue invoice is settled.',
    discount: 7,
    status: 'blocked',
    contact: contact('Summit accounts', 'accounts@summit-joinery.test', '+441132460500'),
    responsibleContact: contact('Gareth Lloyd', 'gareth.lloyd@summit-joinery.test', '+441132460501'),
  },
  {
    name: 'Meadow Door Centre',
    description: 'Seasonal showroom, closed for the winter.',
    discount: 4,
    status: 'inactive',
    contact: contact('Meadow showroom', 'showroom@meadow-doors.test', '+441225480300'),
    responsibleContact: null,
  },
  {
    name: 'Old Mill Carpentry',
    description: 'Former dealer, kept for its history.',
    discount: 3,
    status: 'deleted',
    contact: contact('Old Mill', 'info@oldmill-carpentry.test', '+441904620100'),
    responsibleContact: null,
  },
] as const;

/** The nine demo sign-ins, in the order they are printed at start. */
export const demoEmails: readonly string[] = [
  ...demoOrganizationUsers.map((u) => u.email),
  ...demoDealers.flatMap((_, i) => [
    `dealer${i + 1}.admin@doorline.test`,
    `dealer${i + 1}.sales@doorline.test`,
  ]),
];

export const doorModels = [
  ['Oak entrance door', 1450, 2600],
  ['Steel security door', 980, 1900],
  ['Glazed aluminium patio door', 1700, 3200],
  ['Composite front door', 890, 1600],
  ['Fire-rated door FD30', 420, 780],
  ['Interior oak veneer door', 210, 460],
  ['Sliding pocket door', 380, 720],
  ['Double French doors', 1250, 2400],
  ['Acoustic office door', 540, 990],
  ['Bi-fold door, 4 panels', 2100, 3900],
] as const;
export const sizes = ['800×2000', '900×2100', '1000×2100', '1200×2100', '1500×2100'];
export const finishes = [
  'RAL 7016 anthracite',
  'RAL 9016 white',
  'natural oak',
  'walnut stain',
  'RAL 9005 black',
  'golden oak foil',
];
export const extras = [
  'multipoint lock',
  'triple glazing',
  'side light',
  'letter plate',
  'smart lock ready',
  'threshold ramp',
  'soft close',
];
export const firstNames = [
  'Emma',
  'Jonas',
  'Marta',
  'Peter',
  'Sofia',
  'Tomas',
  'Grace',
  'Ruth',
  'Lukas',
  'Niamh',
  'Oscar',
  'Eva',
];
export const lastNames = [
  'Walsh',
  'Novak',
  'Lindqvist',
  'Kalnins',
  'Fischer',
  'Doyle',
  'Brennan',
  'Taylor',
  'Jansen',
  'Petrov',
];
