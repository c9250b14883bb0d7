// The demo database: dealers (three with sign-ins, four showing the other statuses), the nine sign-ins and about 60 main orders with their whole history,
// planned from the fixed data (demo-data.ts) along the flow (demo-flow.ts), then inserted in bulk;
// each dealer's latest changes notify as the actions would have (docs/notifications.md).
import {
  actionEvents,
  cascadeState,
  initialStatus,
  pathTo,
  type RecordKind,
  stageOf,
} from '@doorline/api-client';
import { sql } from 'drizzle-orm';
import { notify } from '../domain/notifications/notify.js';
import {
  contact,
  demoDealers,
  demoOrganizationUsers,
  demoOtherDealers,
  doorModels,
  extras,
  finishes,
  firstNames,
  lastNames,
  prng,
  sizes,
} from './demo-data.js';
import { scenarioActions, scenarioCounts, subPlan, walk, type Step, type SubPlan } from './demo-flow.js';
import type { Tx } from './index.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedDemoPriceRules } from './demo-price-rules.js';
import {
  customers,
  dealers,
  items,
  notifications,
  orderEvents,
  orders,
  users,
  type OrderStatus,
} from './schema.js';

export { DEMO_PASSWORD, demoEmails, prng } from './demo-data.js';

const demoStreets = [
  'Oak Lane',
  'Mill Street',
  'Church Road',
  'Victoria Avenue',
  'Park Terrace',
  'Station Road',
];
const demoCities = ['Manchester', 'Leeds', 'Bradford', 'Halifax', 'Oldham', 'Huddersfield'];
const demoCustomerTags = ['private', 'builder', 'repeat', 'project', 'architect'];

const DAY = 24 * 3600 * 1000;
/** The latest changes of each dealer's records notify (all of them would be hundreds, long read). */
const NOTIFIED_PER_DEALER = 5;
/** Each user's newest notifications left unread. */
const UNREAD_PER_USER = 3;

export interface DemoSeedInput {
  now: Date;
  passwordHash: string;
  roleIds: Map<string, number>;
  /** The app's address, which a notification's e-mail would link into (no demo user turns e-mail on). */
  publicUrl: string;
}

/** Inserts the demo dealers, the nine users and about 60 main orders with their whole history. */
export async function seedDemo(tx: Tx, { now, passwordHash, roleIds, publicUrl }: DemoSeedInput) {
  const rnd = prng(20_240_601);
  const role = (key: string) => {
    const id = roleIds.get(key);
    if (!id) throw new Error(`role ${key} is missing`);
    return id;
  };
  const at = (ms: number) => new Date(Math.min(ms, now.getTime() - 60_000));

  const dealerRows = await tx
    .insert(dealers)
    .values(
      demoDealers.map((d, i) => ({
        name: d.name,
        description: d.description,
        discount: d.discount,
        status: 'active' as const,
        contact: d.contact,
        responsibleContact: d.responsibleContact,
        createdAt: at(now.getTime() - (120 - i * 5) * DAY),
        updatedAt: at(now.getTime() - (120 - i * 5) * DAY),
      })),
    )
    .returning({ id: dealers.id });
  await tx.insert(dealers).values(
    demoOtherDealers.map((d, i) => ({
      ...d,
      createdAt: at(now.getTime() - (60 - i * 10) * DAY),
      updatedAt: at(now.getTime() - (20 - i * 4) * DAY),
    })),
  );
  const discountOf = new Map(dealerRows.map((r, i) => [r.id, demoDealers[i]!.discount]));

  const userValues: Array<typeof users.$inferInsert> = [
    ...demoOrganizationUsers.map((u) => ({
      name: u.name,
      email: u.email,
      phone: u.phone,
      type: 'organization' as const,
      roleId: role(u.roleKey),
      contact: contact(u.name, u.email, u.phone),
    })),
    ...demoDealers.flatMap((d, i) =>
      (['admin', 'sales'] as const).map((kind, k) => {
        const email = `dealer${i + 1}.${kind}@doorline.test`;
        const name = d.people[k]!;
        const phone = `+4477009001${i}${k}`;
        return {
          name,
          email,
          phone,
          type: 'dealer' as const,
          dealerId: dealerRows[i]!.id,
          roleId: role(kind === 'admin' ? 'dealer_admin' : 'dealer_salesman'),
          contact: contact(name, email, phone, { mobile: phone }),
        };
      }),
    ),
  ].map((u) => ({ ...u, status: 'active' as const, passwordHash, createdAt: at(now.getTime() - 110 * DAY) }));
  const userRows = await tx.insert(users).values(userValues).returning({ id: users.id, email: users.email });
  const userId = (email: string) => userRows.find((u) => u.email === email)!.id;
  const salesManager = userId('sales@doorline.test');
  const productionManager = userId('production@doorline.test');
  // The door catalogue and the list price's versions (issue 43), made by the administrator.
  await seedCatalogue(tx, { now, createdById: userId('admin@doorline.test') });
  // The demo dealers' discount rules (issue 43, part 4b).
  await seedDemoPriceRules(
    tx,
    dealerRows.map((row) => row.id),
    userId('admin@doorline.test'),
    now,
  );

  // Plan every main order first, then insert in a few bulk statements.
  const scenarios = scenarioCounts.flatMap(([s, n]) => Array.from({ length: n }, () => s));
  // Mix the scenarios so that numbers and dates do not group by status.
  for (let i = scenarios.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [scenarios[i], scenarios[j]] = [scenarios[j]!, scenarios[i]!];
  }
  const numbers = await tx
    .select({ n: sql<number>`nextval('order_number_seq')::int` })
    .from(sql`generate_series(1, ${scenarios.length})`);

  // Forced statuses guarantee that every status of the flow appears at least once.
  const forcedSubStatuses: Array<[OrderStatus, OrderStatus | null]> = [
    ['not_started', null],
    ['production', null],
    ['completed', null],
    ['in_stock', null],
    ['delivered', null],
    ['hold', 'not_started'],
    ['hold', 'production'],
    ['hold', 'completed'],
    ['hold', 'approved'],
  ];
  let forcedIndex = 0;
  let approvedIndex = 0;

  const plans = scenarios.map((scenario, index) => {
    const dealerIndex = index % dealerRows.length;
    const dealerId = dealerRows[dealerIndex]!.id;
    const salesman = userId(`dealer${dealerIndex + 1}.${rnd.next() < 0.7 ? 'sales' : 'admin'}@doorline.test`);
    const createdBy = rnd.next() < 0.25 ? salesManager : salesman;
    const itemCount = rnd.int(1, 4);
    const lineItems = Array.from({ length: itemCount }, () => {
      const [model, low, high] = rnd.pick(doorModels);
      const price = Math.round((low + rnd.next() * (high - low)) * 100) / 100;
      return {
        description: `${model} ${rnd.pick(sizes)}, ${rnd.pick(finishes)}, ${rnd.pick(extras)}`,
        price,
      };
    });

    const main: Step[] = [
      { action: 'create', from: null, to: initialStatus.main },
      ...walk('main', { status: initialStatus.main, heldFromStatus: null }, scenarioActions[scenario]).steps,
    ];
    const approved = scenario === 'approved' || scenario === 'canceled' || scenario === 'order';

    const subs: SubPlan[] = !approved
      ? []
      : lineItems.map((_, position): SubPlan => {
          // Canceling the pre-order cancels its sub-orders.
          if (scenario === 'canceled') return subPlan([['cancel'], true]);
          if (scenario === 'approved') {
            approvedIndex++;
            // Some sub-orders of a pre-order are held or canceled on their own.
            if (approvedIndex % 5 === 2) return subPlan([['hold']]);
            if (approvedIndex % 7 === 3 && position > 0) return subPlan([['cancel']]);
            return subPlan();
          }
          const [target, forcedHeldFrom] = forcedSubStatuses[forcedIndex] ?? [
            rnd.pick<OrderStatus>([
              'not_started',
              'production',
              'production',
              'completed',
              'in_stock',
              'delivered',
              'delivered',
              'hold',
            ]),
            null,
          ];
          forcedIndex++;
          const heldFrom =
            target === 'hold' && forcedHeldFrom === null
              ? rnd.pick<OrderStatus>(['not_started', 'production', 'completed'])
              : forcedHeldFrom;
          // Held while still a pre-order: confirming the main order left it on hold.
          if (heldFrom === 'approved') return subPlan([['hold']]);
          const reached = target === 'hold' ? heldFrom! : target;
          const notStarted = cascadeState('confirm', { status: initialStatus.sub, heldFromStatus: null })!;
          const path = pathTo('sub', { status: notStarted.status, heldFromStatus: null }, reached);
          if (!path) throw new Error(`demo seed: no path to ${reached}`);
          return subPlan([['confirm'], true], [[...path, ...(target === 'hold' ? (['hold'] as const) : [])]]);
        });

    // Spread the history between the creation date and now, newest orders with the shortest history.
    const createdAt = now.getTime() - rnd.int(2 * 3600, 90 * 24 * 3600) * 1000;
    const totalSteps = main.length + Math.max(0, ...subs.map((s) => s.steps.length - 1));
    const stepMs = (now.getTime() - 3600_000 - createdAt) / (totalSteps + 1);
    let clock = createdAt;
    const mainTimes = main.map((_, i) => at(i === 0 ? clock : (clock += stepMs * (0.6 + rnd.next() * 0.4))));
    const timeOf = (action: string) => mainTimes[main.findIndex((s) => s.action === action)];
    const approvedAt = timeOf('approve') ?? mainTimes[0]!;
    const confirmedAt = timeOf('confirm') ?? null;
    const canceledAt = scenario === 'canceled' ? timeOf('cancel')! : null;
    // Each sub-order's steps: born at approval, confirmed with its main order, then production.
    const subTimes = subs.map((sub) => {
      let t = approvedAt.getTime();
      return sub.steps.map((step, k) => {
        if (k === 0) return approvedAt;
        if (step.action === 'confirm' && confirmedAt) t = confirmedAt.getTime();
        else if (step.action === 'cancel' && canceledAt) t = canceledAt.getTime();
        else if (confirmedAt && t < confirmedAt.getTime()) t += (confirmedAt.getTime() - t) / 2;
        else t += stepMs * (0.5 + rnd.next() * 0.4);
        return at(t);
      });
    });

    return {
      scenario,
      number: String(numbers[index]!.n).padStart(6, '0'),
      dealerId,
      salesman,
      createdBy,
      lineItems,
      main,
      mainTimes,
      subs,
      subTimes,
      approvedAt,
      createdAt: at(createdAt),
      // An order's date counts from its creation, so some are overdue on Home (docs/dashboard.md);
      // an editable quote's stays ahead, as its edit form asks for.
      requestedDate: new Date((scenario === 'order' ? createdAt : now.getTime()) + rnd.int(14, 120) * DAY)
        .toISOString()
        .slice(0, 10),
      referenceNumber: rnd.next() < 0.6 ? `PO-${rnd.int(10000, 99999)}` : null,
      note:
        rnd.next() < 0.35
          ? rnd.pick([
              'Call before delivery.',
              'Site access from the back street.',
              'Customer wants the old frame removed.',
              'Deliver together with the other doors of the project.',
            ])
          : null,
      customer: (() => {
        const name = `${rnd.pick(firstNames)} ${rnd.pick(lastNames)}`;
        const email = `${name.toLowerCase().replace(' ', '.')}@example.test`;
        return contact(name, email, `+44770090${rnd.int(1000, 9999)}`, {
          mobile: rnd.next() < 0.5 ? `+44790090${rnd.int(1000, 9999)}` : null,
        });
      })(),
    };
  });

  const eventUser = (action: string, plan: (typeof plans)[number]) => {
    if (['create', 'submit'].includes(action)) return plan.createdBy;
    if (['approve', 'reject'].includes(action)) return salesManager;
    if (action === 'confirm' || action === 'cancel') return plan.salesman;
    return productionManager;
  };

  // The customer directory (issue 42): each demo record's customer, once per dealer (the records name it), made by whoever
  // made their first quote, with a city and a tag or two. Its own random numbers, so that the rest of
  // the demo data stays as it was.
  const customerRnd = prng(42_000_042);
  const seen = new Set<string>();
  const customerKey = (p: (typeof plans)[number]) => `${p.dealerId}:${p.customer.email}`;
  const customerValues: Array<typeof customers.$inferInsert> = [];
  for (const p of [...plans].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const key = customerKey(p);
    if (seen.has(key)) continue;
    seen.add(key);
    customerValues.push({
      dealerId: p.dealerId,
      name: p.customer.name!,
      email: p.customer.email,
      phone: p.customer.phone,
      mobile: p.customer.mobile,
      street: `${customerRnd.int(1, 180)} ${customerRnd.pick(demoStreets)}`,
      city: customerRnd.pick(demoCities),
      postcode: `${customerRnd.pick(['M', 'LS', 'BD', 'HX', 'OL'])}${customerRnd.int(1, 28)} ${customerRnd.int(1, 9)}AB`,
      country: 'United Kingdom',
      tags: customerRnd.next() < 0.7 ? [customerRnd.pick(demoCustomerTags)] : [],
      createdById: p.createdBy,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    });
  }
  // A directory beyond the records (issue 42): 80 more customers per dealer who have not ordered yet,
  // and among them possible duplicates to merge: the same e-mail in capitals, the same phone written
  // another way, a name one letter off.
  const creatorOf = new Map<number, number>();
  for (const p of plans)
    if (p.dealerId !== null && !creatorOf.has(p.dealerId)) creatorOf.set(p.dealerId, p.createdBy);
  for (const [dealerId, createdById] of creatorOf) {
    for (let i = 0; i < 80; i++) {
      const first = customerRnd.pick(firstNames);
      const last = customerRnd.pick(lastNames);
      const name = `${first} ${last}`;
      const email = `${first}.${last}.${dealerId}${i}@example.test`.toLowerCase();
      const phone = `+44 7700 9${customerRnd.int(10, 99)} ${customerRnd.int(100, 999)}`;
      const createdAt = at(now.getTime() - customerRnd.int(2, 400) * DAY);
      const base = {
        dealerId,
        street: `${customerRnd.int(1, 180)} ${customerRnd.pick(demoStreets)}`,
        city: customerRnd.pick(demoCities),
        country: 'United Kingdom',
        tags: customerRnd.next() < 0.5 ? [customerRnd.pick(demoCustomerTags)] : [],
        createdById,
      };
      customerValues.push({ ...base, name, email, phone, createdAt, updatedAt: createdAt });
      if (i % 10 !== 0) continue;
      // Every tenth has a twin typed later by someone else: one of the three ways a duplicate is made.
      const later = at(createdAt.getTime() + customerRnd.int(1, 30) * DAY);
      const twin =
        i % 30 === 0
          ? { name, email: email.toUpperCase(), phone: null }
          : i % 30 === 10
            ? {
                name: `${first} ${last}`.toLowerCase(),
                email: null,
                phone: phone.replace(/^\+44 /, '0').replace(/ /g, '-'),
              }
            : { name: `${first} ${last.slice(0, -1)}${last.endsWith('e') ? 'a' : 'e'}`, email: null, phone };
      customerValues.push({ ...base, ...twin, createdAt: later, updatedAt: later });
    }
  }
  const customerRows = customerValues.length
    ? await tx
        .insert(customers)
        .values(customerValues)
        .returning({ id: customers.id, dealerId: customers.dealerId, email: customers.email })
    : [];
  const customerIdOf = new Map(customerRows.map((r) => [`${r.dealerId}:${r.email}`, r.id]));

  const mainRows = await tx
    .insert(orders)
    .values(
      plans.map((p) => {
        const last = p.main[p.main.length - 1]!;
        return {
          orderNumber: p.number,
          referenceNumber: p.referenceNumber,
          note: p.note,
          requestedDate: p.requestedDate,
          stage: stageOf[last.to]!,
          status: last.to,
          dealerId: p.dealerId,
          userId: p.salesman,
          customerContact: p.customer,
          customerId: customerIdOf.get(customerKey(p)) ?? null,
          // Approval froze the dealer's discount (docs/sales-flow.md "Discount").
          discountPercent: p.main.some((s) => s.action === 'approve') ? discountOf.get(p.dealerId)! : null,
          createdById: p.createdBy,
          createdAt: p.createdAt,
          updatedAt: p.mainTimes[p.mainTimes.length - 1]!,
        };
      }),
    )
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const mainIdOf = new Map(mainRows.map((r) => [r.orderNumber, r.id]));

  const itemRows = await tx
    .insert(items)
    .values(
      plans.flatMap((p) =>
        p.lineItems.map((item, i) => ({
          orderId: mainIdOf.get(p.number)!,
          description: item.description,
          price: item.price,
          position: i + 1,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      ),
    )
    .returning({ id: items.id, orderId: items.orderId, position: items.position });
  const itemIdOf = new Map(itemRows.map((r) => [`${r.orderId}:${r.position}`, r.id]));

  const subValues = plans.flatMap((p) =>
    p.subs.map((s, i) => {
      const mainId = mainIdOf.get(p.number)!;
      const times = p.subTimes[i]!;
      return {
        orderNumber: `${p.number}-${i + 1}`,
        mainOrderId: mainId,
        position: i + 1,
        itemId: itemIdOf.get(`${mainId}:${i + 1}`)!,
        requestedDate: p.requestedDate,
        stage: stageOf[s.status]!,
        status: s.status,
        heldFromStatus: s.heldFrom,
        dealerId: p.dealerId,
        userId: p.salesman,
        customerContact: p.customer,
        createdById: p.createdBy,
        createdAt: p.approvedAt,
        updatedAt: times[times.length - 1]!,
      };
    }),
  );
  const subRows = subValues.length
    ? await tx.insert(orders).values(subValues).returning({ id: orders.id, orderNumber: orders.orderNumber })
    : [];
  const subIdOf = new Map(subRows.map((r) => [r.orderNumber, r.id]));

  const events = plans.flatMap((p) => [
    ...p.main.map((step, i) => ({
      orderId: mainIdOf.get(p.number)!,
      action: step.action,
      fromStatus: step.from,
      toStatus: step.to,
      userId: eventUser(step.action, p),
      createdAt: p.mainTimes[i]!,
    })),
    ...p.subs.flatMap((s, i) =>
      s.steps.map((step, k) => ({
        orderId: subIdOf.get(`${p.number}-${i + 1}`)!,
        action: step.action,
        fromStatus: step.from,
        toStatus: step.to,
        userId: eventUser(step.action, p),
        createdAt: p.subTimes[i]![k]!,
      })),
    ),
  ]);
  await tx.insert(orderEvents).values(events);

  // Notifications (docs/notifications.md), written through the domain's notify in the order the
  // changes happened, as the actions would have written them (never for a cascade's moves): each
  // dealer's latest changes, and the quotes still waiting for approval. Each user's newest few are
  // unread, the rest read, as a user who signs in now and then leaves them.
  const changes = plans.flatMap((p) => [
    ...p.main.map((step, i) => ({
      p,
      step,
      at: p.mainTimes[i]!,
      kind: 'main' as RecordKind,
      number: p.number,
      id: mainIdOf.get(p.number)!,
      waiting: p.scenario === 'submitted' || p.scenario === 'resubmitted',
    })),
    ...p.subs.flatMap((s, i) =>
      s.steps.map((step, k) => ({
        p,
        step,
        at: p.subTimes[i]![k]!,
        kind: 'sub' as RecordKind,
        number: `${p.number}-${i + 1}`,
        id: subIdOf.get(`${p.number}-${i + 1}`)!,
        waiting: false,
      })),
    ),
  ]);
  const eventOf = (change: (typeof changes)[number]) =>
    change.step.from === null || change.step.cascade
      ? undefined
      : actionEvents[change.kind][change.step.action as keyof (typeof actionEvents)[RecordKind]];
  const notifying = changes
    .filter((change) => eventOf(change))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const chosen = new Set(notifying.filter((change) => change.waiting && change.step.action === 'submit'));
  for (const { id } of dealerRows)
    for (const change of notifying.filter((c) => c.p.dealerId === id).slice(-NOTIFIED_PER_DEALER))
      chosen.add(change);
  let notified = 0;
  for (const change of notifying.filter((c) => chosen.has(c))) {
    const written = await notify(tx, eventOf(change)!, {
      actor: { id: eventUser(change.step.action, change.p) },
      about: { kind: change.kind, id: change.id, number: change.number },
      params: {},
      change: { at: change.at, publicUrl },
    });
    notified += written.length;
  }
  await tx.execute(sql`update ${notifications} set is_open = false where id not in (
    select id from (select id, row_number() over (partition by user_id order by id desc) as newest
      from ${notifications}) ranked where newest <= ${UNREAD_PER_USER})`);

  return {
    dealers: dealerRows.length,
    users: userRows.length,
    mainOrders: mainRows.length,
    subOrders: subRows.length,
    notifications: notified,
  };
}
