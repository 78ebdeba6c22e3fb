import { and, eq, inArray, sql } from "drizzle-orm";
import { hashPassword } from "~/features/account/index.server";
import { identityCountryOf } from "~/features/account/schema";
import { testPersonByNumber } from "~/features/eid/index.server";
import type { SiteCode } from "~/sites/sites";
import type { Database } from "../client";
import {
  appMeta,
  boardMemberships,
  housingAssociations,
  objects,
  userBookings,
  userConsents,
  userPayments,
  users,
  vipCampaignCodes,
  vipMemberships,
} from "../schema";
import type { SeedOutcome } from "./seed";

/**
 * Demo accounts (issue 4): a customer on every site with login, e-ID customers who are test
 * persons of the e-ID simulators, a VIP customer with a fee to pay, and board members of
 * housing associations with and without technical management. README.md "Demo accounts" lists
 * them for testers; keep the two in step.
 */

/** Own app_meta key, so databases seeded before accounts existed get them on the next start. */
export const ACCOUNTS_KEY = "demo_accounts";
const ACCOUNTS_VERSION = "1";
/**
 * Serialises concurrent account seeders (two processes starting against one PostgreSQL). Its own
 * lock rather than seed.ts's SEED_LOCK_ID, which would make the two modules import each other; it
 * only has to guard this step's check-and-write.
 */
const ACCOUNTS_LOCK_ID = 730_1732;

/** The password of every demo account that has one (README.md). */
export const DEMO_PASSWORD = "Demo1234!";

export interface DemoAssociation {
  id: number;
  name: string;
  organisationNumber: string;
  site: SiteCode;
  activeFinancialManagement: boolean;
}

/** Swedish organisation numbers of bostadsrättsföreningar (769…, Luhn check digit); a Norwegian one (mod 11). */
export const DEMO_ASSOCIATIONS: readonly DemoAssociation[] = [
  {
    id: 1,
    name: "Brf Ekbacken",
    organisationNumber: "769630-4513",
    site: "sv",
    activeFinancialManagement: true,
  },
  {
    id: 2,
    name: "Brf Sjöutsikten",
    organisationNumber: "769628-7130",
    site: "sv",
    activeFinancialManagement: true,
  },
  {
    id: 3,
    name: "Brf Lindängen",
    organisationNumber: "769634-1200",
    site: "sv",
    activeFinancialManagement: false,
  },
  {
    id: 4,
    name: "Solbakken Borettslag",
    organisationNumber: "924817356",
    site: "no",
    activeFinancialManagement: true,
  },
];

export const DEMO_CAMPAIGN_CODES = [
  { code: "VIP2027", site: "sv", validUntil: "2027-12-31", fee: 1500 },
  { code: "SENIOR2027", site: "seniorgarden", validUntil: "2027-12-31", fee: 995 },
  { code: "NORGEVIP", site: "no", validUntil: "2027-12-31", fee: 0 },
] as const satisfies readonly { code: string; site: SiteCode; validUntil: string; fee: number }[];

export interface DemoAccount {
  email: string;
  /** Logs in with DEMO_PASSWORD; without one the account must use e-ID (MustLoginWithBankId). */
  hasPassword: boolean;
  homeSite: SiteCode;
  /** A test person of the e-ID simulators: the account's verified identity number and name. */
  personalNumber?: string;
  /** Name of an account without an identity number. */
  name?: { firstName: string; lastName: string };
  phoneNumber: string;
  address: { street: string; postalCode: string; city: string };
  /** Housing associations (DEMO_ASSOCIATIONS ids) the account is a board member of. */
  associations?: readonly number[];
  /** VIP member of its home site with this campaign code, with the code's fee unpaid, and a booking. */
  vip?: { campaignCode: string };
}

const STOCKHOLM = { street: "Storgatan 12", postalCode: "111 22", city: "Stockholm" };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // A customer on each site with login, by e-mail and password.
  {
    email: "kund.sv@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    name: { firstName: "Johan", lastName: "Andersson" },
    phoneNumber: "070-123 45 67",
    address: STOCKHOLM,
  },
  {
    email: "kund.no@nordhem.example",
    hasPassword: true,
    homeSite: "no",
    name: { firstName: "Sigrid", lastName: "Olsen" },
    phoneNumber: "+47 912 34 567",
    address: { street: "Storgata 5", postalCode: "0155", city: "Oslo" },
  },
  {
    email: "kund.fi@nordhem.example",
    hasPassword: true,
    homeSite: "fi",
    name: { firstName: "Elina", lastName: "Laine" },
    phoneNumber: "+358 40 123 4567",
    address: { street: "Mannerheimintie 10", postalCode: "00100", city: "Helsinki" },
  },
  {
    email: "kund.seniorgarden@nordhem.example",
    hasPassword: true,
    homeSite: "seniorgarden",
    name: { firstName: "Birgitta", lastName: "Holmberg" },
    phoneNumber: "070-234 56 78",
    address: { street: "Kyrkvägen 3", postalCode: "182 31", city: "Danderyd" },
  },
  {
    email: "kund.brf@nordhem.example",
    hasPassword: true,
    homeSite: "cooperative",
    name: { firstName: "Oskar", lastName: "Lund" },
    phoneNumber: "070-345 67 89",
    address: { street: "Järnvägsgatan 8", postalCode: "172 35", city: "Sundbyberg" },
  },
  // e-ID customers: the simulators' test persons, so BankID, e-ident and the Finnish e-ID find them.
  {
    email: "anna.lindqvist@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    personalNumber: "198504122386",
    phoneNumber: "070-456 78 90",
    address: { street: "Sveavägen 44", postalCode: "113 50", city: "Stockholm" },
  },
  {
    email: "ingrid.haugen@nordhem.example",
    hasPassword: false,
    homeSite: "no",
    personalNumber: "12889010051",
    phoneNumber: "+47 913 45 678",
    address: { street: "Bryggen 14", postalCode: "5003", city: "Bergen" },
    associations: [4],
  },
  {
    email: "aino.virtanen@nordhem.example",
    hasPassword: false,
    homeSite: "fi",
    personalNumber: "150588-901F",
    phoneNumber: "+358 50 234 5678",
    address: { street: "Hämeenkatu 20", postalCode: "33200", city: "Tampere" },
  },
  // Buyers with purchases and documents (src/db/seed/purchases.ts): test persons, so that signing works.
  {
    email: "olof.strand@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    personalNumber: "198803142382",
    phoneNumber: "070-112 23 34",
    address: { street: "Hamngatan 3", postalCode: "211 22", city: "Malmö" },
  },
  {
    email: "linnea.strand@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    personalNumber: "198906072387",
    phoneNumber: "070-223 34 45",
    address: { street: "Hamngatan 3", postalCode: "211 22", city: "Malmö" },
  },
  {
    email: "bengt.nyberg@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    personalNumber: "195509112388",
    phoneNumber: "070-334 45 56",
    address: { street: "Björkvägen 11", postalCode: "752 36", city: "Uppsala" },
  },
  {
    email: "ola.nordmann@nordhem.example",
    hasPassword: true,
    homeSite: "no",
    personalNumber: "23847510110",
    phoneNumber: "+47 922 33 444",
    address: { street: "Kirkegata 20", postalCode: "0153", city: "Oslo" },
  },
  {
    email: "mikko.korhonen@nordhem.example",
    hasPassword: true,
    homeSite: "fi",
    personalNumber: "240379-901B",
    phoneNumber: "+358 40 765 4321",
    address: { street: "Aleksanterinkatu 15", postalCode: "00100", city: "Helsinki" },
  },
  // Buyers who book online in the journeys (issue 18), one per journey so that holds never meet.
  ...(
    [
      ["elsa.nord", "sv", "199711052382", "070-101 20 30", "Drottninggatan 12", "111 51", "Stockholm"],
      ["ida.berglund", "sv", "199302142386", "070-202 30 40", "Storgatan 5", "903 26", "Umeå"],
      ["oskar.wik", "sv", "198609302388", "070-303 40 50", "Kungsgatan 18", "411 19", "Göteborg"],
      ["johan.lund", "sv", "199203042388", "070-404 50 60", "Vasagatan 9", "722 15", "Västerås"],
      ["jonas.lie", "no", "15068512090", "+47 934 56 789", "Olav Tryggvasons gate 3", "7011", "Trondheim"],
    ] as const
  ).map(
    ([name, homeSite, personalNumber, phoneNumber, street, postalCode, city]): DemoAccount => ({
      email: `${name}@nordhem.example`,
      hasPassword: true,
      homeSite,
      personalNumber,
      phoneNumber,
      address: { street, postalCode, city },
    }),
  ),
  // A VIP customer with the membership fee unpaid and a booked home.
  {
    email: "vip.sv@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    name: { firstName: "Karin", lastName: "Sjöberg" },
    phoneNumber: "070-567 89 01",
    address: { street: "Strandvägen 7", postalCode: "114 56", city: "Stockholm" },
    vip: { campaignCode: "VIP2027" },
  },
  // Board members: one association with technical management, one without, and two associations.
  {
    email: "styrelse.ekbacken@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    name: { firstName: "Gunilla", lastName: "Ekström" },
    phoneNumber: "070-678 90 12",
    address: { street: "Ekbackevägen 2", postalCode: "131 45", city: "Nacka" },
    associations: [1],
  },
  {
    email: "styrelse.utan@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    name: { firstName: "Henrik", lastName: "Dahlberg" },
    phoneNumber: "070-789 01 23",
    address: { street: "Lindängsvägen 9", postalCode: "141 41", city: "Huddinge" },
    associations: [3],
  },
  {
    email: "styrelse.tva@nordhem.example",
    hasPassword: true,
    homeSite: "sv",
    name: { firstName: "Eva", lastName: "Sandberg" },
    phoneNumber: "070-890 12 34",
    address: { street: "Sjövägen 21", postalCode: "181 30", city: "Lidingö" },
    associations: [2, 3],
  },
  {
    email: "maria.berg@nordhem.example",
    hasPassword: false,
    homeSite: "sv",
    personalNumber: "197211302380",
    phoneNumber: "070-901 23 45",
    address: { street: "Ekbackevägen 4", postalCode: "131 45", city: "Nacka" },
    associations: [1, 2],
  },
];

/** The insert row of a demo account; the one password hash is shared (see seedDemoAccounts). */
function userRow(account: DemoAccount, passwordHash: string, now: Date): typeof users.$inferInsert {
  const country = identityCountryOf(account.homeSite);
  const person = account.personalNumber ? testPersonByNumber(account.personalNumber) : undefined;
  if (account.personalNumber && (person?.country !== country || person.deceased)) {
    throw new Error(`Demo account ${account.email}: ${account.personalNumber} is no living test person of ${country}`);
  }
  const name = person ? { firstName: person.givenName, lastName: person.surname } : account.name;
  if (!name) throw new Error(`Demo account ${account.email} needs a name or a test person`);
  return {
    email: account.email,
    passwordHash: account.hasPassword ? passwordHash : null,
    ...name,
    phoneNumber: account.phoneNumber,
    securityNumber: person?.personalNumber ?? null,
    securityCountry: person ? country : null,
    // Proven by an earlier e-ID login, as for a customer who registered with e-ID.
    securityNumberVerified: person !== undefined,
    firstSsnLogin: person === undefined,
    address: account.address.street,
    postalCode: account.address.postalCode,
    city: account.address.city,
    countryId: country.toUpperCase(),
    birthDate: person?.birthDate ?? null,
    homeSite: account.homeSite,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Writes the demo accounts once, under their own app_meta key; running it again does nothing,
 * also when two processes race. An address or identity number that already has an account (a
 * tester registered it before this seed existed) keeps that account and is left out.
 * The VIP customer's booking is of a Swedish home of the residence inventory, so call this after
 * the residence seed; without an inventory the booking is left out.
 */
export async function seedDemoAccounts(
  db: Database,
  options: { now?: Date; log?: (m: string) => void } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, ACCOUNTS_KEY));
  if (seeded.length > 0) return "already-seeded";
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  log("Seeding demo accounts…");
  // argon2id is slow on purpose: hash the one demo password once (outside the lock) for every account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, ACCOUNTS_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;

    await tx
      .insert(vipCampaignCodes)
      .values([...DEMO_CAMPAIGN_CODES])
      .onConflictDoNothing();
    await tx
      .insert(housingAssociations)
      .values([...DEMO_ASSOCIATIONS])
      .onConflictDoNothing();

    const created = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((account) => userRow(account, passwordHash, now)))
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(created.map((row) => [row.email, row.id]));
    const accounts = DEMO_ACCOUNTS.flatMap((account) => {
      const id = idOf.get(account.email);
      if (!id) log(`Demo account ${account.email} left out: its address or identity number has an account.`);
      return id ? [{ ...account, id }] : [];
    });

    // Registering on a site is consenting to its terms, so every account has its home site's consent.
    if (accounts.length > 0) {
      await tx
        .insert(userConsents)
        .values(accounts.map((account) => ({ userId: account.id, site: account.homeSite, consentedAt: now })));
    }

    const boardRows = accounts.flatMap((account) =>
      (account.associations ?? []).map((associationId) => ({ userId: account.id, associationId })),
    );
    if (boardRows.length > 0) await tx.insert(boardMemberships).values(boardRows).onConflictDoNothing();

    const vips = accounts.flatMap((account) => (account.vip ? [{ ...account, vip: account.vip }] : []));
    for (const vip of vips) {
      const campaign = DEMO_CAMPAIGN_CODES.find((code) => code.code === vip.vip.campaignCode);
      if (!campaign) throw new Error(`Demo account ${vip.email}: unknown campaign code ${vip.vip.campaignCode}`);
      await tx
        .insert(vipMemberships)
        .values({ userId: vip.id, site: vip.homeSite, campaignCode: campaign.code, createdAt: now });
      if (campaign.fee > 0) {
        await tx
          .insert(userPayments)
          .values({ userId: vip.id, site: vip.homeSite, status: "NotPaid", amount: campaign.fee, createdAt: now });
      }
      const home = await bookableHomeOf(tx, vip.homeSite);
      if (home) {
        await tx.insert(userBookings).values({ userId: vip.id, objectId: home.id, site: vip.homeSite, createdAt: now });
      } else {
        log(`No home on ${vip.homeSite} to book for ${vip.email}: seed the residences first.`);
      }
    }

    await tx.insert(appMeta).values({ key: ACCOUNTS_KEY, value: ACCOUNTS_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}

/** A home of the site for a demo booking: one shown as booked (which the booking explains), else one for sale. */
async function bookableHomeOf(db: Database, site: SiteCode): Promise<{ id: number } | undefined> {
  const [home] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.site, site), inArray(objects.status, ["booked", "forSale"])))
    .orderBy(sql`${objects.status} = 'booked' desc`, objects.id)
    .limit(1);
  return home;
}
