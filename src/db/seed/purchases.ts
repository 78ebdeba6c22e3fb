import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { createDocumentsService, type DocumentAction, type DocumentKind } from "~/features/documents/index.server";
import { createNotificationsService } from "~/features/notifications/index.server";
import { createFileStorage, createLocalDiskStore } from "~/server/files";
import { SITES, type SiteCode } from "~/sites/sites";
import type { Database } from "../client";
import { appMeta, objects, purchases, stages, userBookings, users } from "../schema";
import type { SeedOutcome } from "./seed";

/**
 * The demo customers' purchases (issue 15): a home each (one shown as booked or sold in the
 * inventory, so the public pages do not change), its buyers, and its documents as PDFs in file
 * storage, some signed, some waiting. README.md "Demo accounts" lists who is who.
 */

/** Own app_meta key: databases seeded before purchases existed get them on the next start. */
export const PURCHASES_KEY = "demo_purchases";
const PURCHASES_VERSION = "1";
const PURCHASES_LOCK_ID = 730_1733;

interface DemoDocument {
  kind: DocumentKind;
  action: DocumentAction;
  /** The buyers (by e-mail) who have signed or approved it already. */
  doneBy: readonly string[];
}

interface DemoPurchase {
  site: SiteCode;
  /** The buyer first, then co-buyers. */
  buyers: readonly string[];
  status: "booked" | "contracted" | "completed";
  /** Days from today (negative: past). */
  entryInDays: number | null;
  contractInDays: number | null;
  /** booked for a purchase under way, sold for one completed. */
  homeStatus: "booked" | "sold";
  /** The stage's project phase this purchase should be on (the home is chosen on the stage nearest to it). */
  phase?: number;
  documents: readonly DemoDocument[];
}

const ANNA = "anna.lindqvist@nordhem.example";
const OLOF = "olof.strand@nordhem.example";
const LINNEA = "linnea.strand@nordhem.example";
const BENGT = "bengt.nyberg@nordhem.example";
const OLA = "ola.nordmann@nordhem.example";
const MIKKO = "mikko.korhonen@nordhem.example";
const SENIOR = "kund.seniorgarden@nordhem.example";
const BRF = "kund.brf@nordhem.example";

export const DEMO_PURCHASES: readonly DemoPurchase[] = [
  // Mid-construction, at "interior options": the contract waits for her signature.
  {
    site: "sv",
    buyers: [ANNA],
    status: "booked",
    entryInDays: 240,
    contractInDays: null,
    homeStatus: "booked",
    phase: 7,
    documents: [
      { kind: "bookingAgreement", action: "sign", doneBy: [ANNA] },
      { kind: "purchaseContract", action: "sign", doneBy: [] },
    ],
  },
  // A co-buyer couple: each signs the contract; Olof has.
  {
    site: "sv",
    buyers: [OLOF, LINNEA],
    status: "booked",
    entryInDays: 300,
    contractInDays: null,
    homeStatus: "booked",
    documents: [
      { kind: "bookingAgreement", action: "sign", doneBy: [OLOF, LINNEA] },
      { kind: "purchaseContract", action: "sign", doneBy: [OLOF] },
    ],
  },
  // Moved in about three months ago: everything done (errands in his menu).
  {
    site: "sv",
    buyers: [BENGT],
    status: "completed",
    entryInDays: -90,
    contractInDays: -400,
    homeStatus: "sold",
    phase: 10,
    documents: [
      { kind: "bookingAgreement", action: "sign", doneBy: [BENGT] },
      { kind: "purchaseContract", action: "sign", doneBy: [BENGT] },
      { kind: "interiorChoices", action: "approve", doneBy: [BENGT] },
      { kind: "handoverProtocol", action: "sign", doneBy: [BENGT] },
    ],
  },
  // Norway and Finland: the contract waits, signed with the country's e-ID (decision 032).
  {
    site: "no",
    buyers: [OLA],
    status: "booked",
    entryInDays: 200,
    contractInDays: null,
    homeStatus: "booked",
    documents: [
      { kind: "bookingAgreement", action: "sign", doneBy: [OLA] },
      { kind: "purchaseContract", action: "sign", doneBy: [] },
    ],
  },
  {
    site: "fi",
    buyers: [MIKKO],
    status: "booked",
    entryInDays: 180,
    contractInDays: null,
    homeStatus: "booked",
    documents: [{ kind: "purchaseContract", action: "sign", doneBy: [] }],
  },
  // Senior living: she has no e-ID, so her document is one to approve.
  {
    site: "seniorgarden",
    buyers: [SENIOR],
    status: "contracted",
    entryInDays: 120,
    contractInDays: -30,
    homeStatus: "booked",
    documents: [{ kind: "interiorChoices", action: "approve", doneBy: [] }],
  },
  // Cooperative housing: the booking agreement is signed.
  {
    site: "cooperative",
    buyers: [BRF],
    status: "booked",
    entryInDays: 365,
    contractInDays: null,
    homeStatus: "booked",
    documents: [{ kind: "bookingAgreement", action: "sign", doneBy: [BRF] }],
  },
];

const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes the demo purchases once, under their own app_meta key, after the accounts and the
 * residence inventory. Without an inventory it does nothing (and tries again on the next start);
 * a buyer whose demo account is missing leaves that purchase out.
 */
export async function seedDemoPurchases(
  db: Database,
  options: { now?: Date; log?: (m: string) => void; filesDir: string },
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, PURCHASES_KEY));
  if (seeded.length > 0) return "already-seeded";
  const [anyHome] = await db.select({ id: objects.id }).from(objects).limit(1);
  if (!anyHome) return "already-seeded";
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  log("Seeding demo purchases and their documents…");

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASES_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, PURCHASES_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;

    const clock = () => now;
    const notifications = createNotificationsService({ db: tx, clock });
    const documents = createDocumentsService({
      db: tx,
      clock,
      // PDFs written for a transaction that then fails stay as unreferenced files (harmless).
      files: createFileStorage({ db: tx, store: createLocalDiskStore(options.filesDir) }),
      notifications,
      providers: {},
    });
    const emails = [...new Set(DEMO_PURCHASES.flatMap((purchase) => purchase.buyers))];
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const idOf = new Map(accounts.map((account) => [account.email, account.id]));
    // Homes already someone's (the VIP customer's booking) are not sold twice.
    const taken = (await tx.select({ id: userBookings.objectId }).from(userBookings)).map((row) => row.id);

    for (const demo of DEMO_PURCHASES) {
      const buyerIds = demo.buyers.map((email) => idOf.get(email));
      if (buyerIds.some((id) => id === undefined)) {
        log(`Demo purchase of ${demo.buyers.join(" and ")} left out: a buyer's demo account is missing.`);
        continue;
      }
      const home = await homeFor(tx, demo, taken);
      if (!home) {
        log(`No ${demo.homeStatus} home on ${demo.site} for ${demo.buyers.join(" and ")}.`);
        continue;
      }
      taken.push(home.id);
      const [purchase] = await tx
        .insert(purchases)
        .values({
          site: demo.site,
          objectId: home.id,
          status: demo.status,
          entryDate: demo.entryInDays === null ? null : isoDay(now, demo.entryInDays),
          contractDate: demo.contractInDays === null ? null : isoDay(now, demo.contractInDays),
          createdAt: now,
        })
        .returning({ id: purchases.id });
      if (!purchase) throw new Error("purchases insert returned no row");
      await tx.insert(userBookings).values(
        buyerIds.map((userId, index) => ({
          userId: userId as string,
          objectId: home.id,
          site: demo.site,
          purchaseId: purchase.id,
          role: index === 0 ? "buyer" : "coBuyer",
          createdAt: now,
        })),
      );
      for (const document of demo.documents) {
        const documentId = await documents.createPurchaseDocument(purchase.id, document.kind, document.action);
        for (const email of document.doneBy) {
          const userId = idOf.get(email) as string;
          const detail = await documents.documentFor(userId, SITES[demo.site], documentId);
          const method = detail?.method ?? "approve";
          await documents.recordSignature(
            documentId,
            userId,
            method,
            detail?.signText ?? "",
            // Seeded: no e-ID took part, and the evidence says so.
            method === "approve" ? null : JSON.stringify({ seeded: true }),
          );
        }
      }
    }
    await tx.insert(appMeta).values({ key: PURCHASES_KEY, value: PURCHASES_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}

/** A home for a demo purchase: of the status it should show, on a stage of the wanted phase when there is one. */
async function homeFor(db: Database, demo: DemoPurchase, taken: number[]) {
  const candidates = and(
    eq(objects.site, demo.site),
    eq(objects.status, demo.homeStatus),
    taken.length > 0 ? notInArray(objects.id, taken) : undefined,
  );
  const [home] = await db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(candidates)
    .orderBy(demo.phase === undefined ? sql`1` : sql`${stages.projectPhase} = ${demo.phase} desc`, objects.id)
    .limit(1);
  if (home) return home;
  // A site whose inventory has no such home: any home of the site that is not for sale.
  const [fallback] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(
      and(
        eq(objects.site, demo.site),
        inArray(objects.status, ["booked", "sold", "reserved"]),
        taken.length > 0 ? notInArray(objects.id, taken) : undefined,
      ),
    )
    .orderBy(objects.id)
    .limit(1);
  return fallback;
}
