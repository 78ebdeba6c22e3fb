import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import {
  buyBookings,
  documentSignatures,
  interiorOptions,
  objects,
  purchaseDocuments,
  purchases,
  stages,
  userBookings,
  users,
} from "~/db/schema";
import type { DocumentsService } from "~/features/documents/index.server";
import { escapeHtml, type Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { PaymentsService } from "~/features/payments/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { parseIdentityNumber } from "~/lib/identity-number";
import type { FileStorage } from "~/server/files";
import { recordsSiteOf } from "~/sites/records-site";
import type { SiteSettings } from "~/sites/sites";
import type { BookingService } from "./booking.service";
import { buyPagePaths, isDataStep, nextStepOf, stepsOfSite } from "./flows";
import { orderFormHref, purchaseNotificationHref } from "./purchase-paths";
import type { BookingStepData } from "./schema";

/**
 * Why signing or completing a booking cannot go on. notFound: not the user's booking (404);
 * the rest are 409s the buyer can act on (buySign.errors.<code>).
 */
export const SIGNING_REFUSALS = [
  "notFound",
  "notHeld",
  "stepsMissing",
  "notSigned",
  "notPaid",
  "needsIdentity",
  "noAgreement",
] as const;
export type SigningRefusalCode = (typeof SIGNING_REFUSALS)[number];

export class SigningRefusal extends Error {
  constructor(readonly code: SigningRefusalCode) {
    super(code);
    this.name = "SigningRefusal";
  }
}

/** The notification a buyer gets when their booking is complete (type DocumentSigning, about the signed agreement). */
export const BOOKING_COMPLETED = "booking_completed";

export interface SigningServiceDeps {
  db: Database;
  clock: () => Date;
  documents: DocumentsService;
  payments: PaymentsService;
  mailer: Mailer;
  notifications: NotificationsService;
  files: FileStorage;
  /** The booking core: the user's bookings, and their transitions (signed, completed). */
  bookings: BookingService;
}

type BookingRow = typeof buyBookings.$inferSelect;

export type SigningService = ReturnType<typeof createSigningService>;

/**
 * Signing and completing a booking (issue 18, decision 048): the purchase and its booking
 * agreement are made when the buyer comes to sign (signcontract), the buyer signs the agreement
 * through the documents service (decision 032), and completebooking ends the hold as a booked
 * home, with a confirmation e-mail carrying the agreement and a notification. Every call names
 * the user: another user's booking is not found.
 */
export function createSigningService(deps: SigningServiceDeps) {
  const { db, clock, documents, payments, mailer, notifications, files, bookings } = deps;

  /** The user's booking on the site (expired first if its hold ran out); undefined when it is someone else's or unknown. */
  async function bookingOf(userId: string, site: SiteSettings, bookingId: string): Promise<BookingRow | undefined> {
    const booking = await bookings.bookingOf(userId, bookingId);
    return booking?.site === recordsSiteOf(site) ? booking : undefined;
  }

  function isLiveHold(booking: BookingRow): boolean {
    return booking.status === "held" && booking.holdExpiresAt !== null && booking.holdExpiresAt > clock();
  }

  /** Every step before sign whose data the buyer enters is saved (start-booking is the hold itself). */
  function stepsBeforeSignDone(site: SiteSettings, booking: BookingRow): boolean {
    const steps = stepsOfSite(site.site);
    const before = steps.slice(0, steps.indexOf("sign")).filter(isDataStep);
    return before.every((step) => booking.completedSteps.includes(step));
  }

  /** Whether the buyer has signed the booking's agreement (the documents' record is the truth). */
  async function buyerSigned(booking: BookingRow): Promise<boolean> {
    if (!booking.agreementDocumentId) return false;
    const [signature] = await db
      .select({ userId: documentSignatures.userId })
      .from(documentSignatures)
      .where(
        and(
          eq(documentSignatures.documentId, booking.agreementDocumentId),
          eq(documentSignatures.userId, booking.userId),
        ),
      );
    return signature !== undefined;
  }

  /**
   * The co-buyers of the personal-info step who have an account with a verified identity number
   * equal to theirs: they become buyers of the purchase and sign in My Pages (decision 032).
   */
  async function coBuyerAccounts(site: SiteSettings, booking: BookingRow): Promise<string[]> {
    const info = (booking.data as BookingStepData)["personal-info"];
    const country = site.site === "no" ? "no" : site.site === "fi" ? "fi" : "se";
    const numbers = (info?.coBuyers ?? [])
      .map((person) => parseIdentityNumber(country, person.identityNumber, clock()))
      .flatMap((parsed) => (parsed.ok ? [parsed.normalized] : []));
    if (numbers.length === 0) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.securityNumber, numbers), eq(users.securityNumberVerified, true)));
    return rows.map((row) => row.id).filter((id) => id !== booking.userId);
  }

  /** The purchase of a held booking: made once (under the booking's row lock), with its buyers. */
  async function purchaseOf(site: SiteSettings, booking: BookingRow): Promise<string> {
    const coBuyers = await coBuyerAccounts(site, booking);
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(buyBookings).where(eq(buyBookings.id, booking.id)).for("update");
      if (locked?.purchaseId) return locked.purchaseId;
      const [purchase] = await tx
        .insert(purchases)
        .values({ site: booking.site, objectId: booking.objectId, status: "booked", createdAt: clock() })
        .returning({ id: purchases.id });
      if (!purchase) throw new Error("purchases insert returned no row");
      await tx.insert(userBookings).values([
        {
          userId: booking.userId,
          objectId: booking.objectId,
          site: booking.site,
          purchaseId: purchase.id,
          role: "buyer",
        },
        ...coBuyers.map((userId) => ({
          userId,
          objectId: booking.objectId,
          site: booking.site,
          purchaseId: purchase.id,
          role: "coBuyer",
        })),
      ]);
      await tx
        .update(buyBookings)
        .set({ purchaseId: purchase.id, updatedAt: clock() })
        .where(eq(buyBookings.id, booking.id));
      return purchase.id;
    });
  }

  /** The booking agreement of the purchase: made once; a second maker's document is removed again. */
  async function agreementOf(booking: BookingRow, purchaseId: string): Promise<string> {
    if (booking.agreementDocumentId) return booking.agreementDocumentId;
    const documentId = await documents.createPurchaseDocument(purchaseId, "bookingAgreement", "sign");
    const [attached] = await db
      .update(buyBookings)
      .set({ agreementDocumentId: documentId, updatedAt: clock() })
      .where(and(eq(buyBookings.id, booking.id), isNull(buyBookings.agreementDocumentId)))
      .returning({ id: buyBookings.agreementDocumentId });
    if (attached?.id) return attached.id;
    // Another call attached its agreement first: that one is the booking's.
    await db.delete(purchaseDocuments).where(eq(purchaseDocuments.id, documentId));
    await notifications.resolve("DocumentSigning", documentId);
    const [winner] = await db
      .select({ id: buyBookings.agreementDocumentId })
      .from(buyBookings)
      .where(eq(buyBookings.id, booking.id));
    if (!winner?.id) throw new Error("booking agreement vanished");
    return winner.id;
  }

  async function buyerIsVerified(userId: string): Promise<boolean> {
    const [user] = await db
      .select({ verified: users.securityNumberVerified, number: users.securityNumber })
      .from(users)
      .where(eq(users.id, userId));
    return Boolean(user?.verified && user.number);
  }

  async function readFile(fileId: string): Promise<Buffer | undefined> {
    const opened = await files.open(fileId);
    if (!opened) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /** The confirmation e-mail with the agreement as a PDF, in the site's language. */
  async function sendConfirmation(site: SiteSettings, booking: BookingRow, origin: string): Promise<void> {
    const [facts] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        home: sql<string>`coalesce(${objects.streetAddress}, ${objects.number})`,
        stageName: stages.name,
        fileId: purchaseDocuments.fileId,
      })
      .from(buyBookings)
      .innerJoin(users, eq(users.id, buyBookings.userId))
      .innerJoin(objects, eq(objects.id, buyBookings.objectId))
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .leftJoin(purchaseDocuments, eq(purchaseDocuments.id, buyBookings.agreementDocumentId))
      .where(eq(buyBookings.id, booking.id));
    if (!facts) return;
    const t = translatorFor(site.language);
    const paths = buyPagePaths(site.site, site.urls.clickToBuy ?? "/");
    const values = {
      name: facts.firstName,
      home: facts.home,
      stage: facts.stageName,
      siteName: site.siteName,
      link: `${origin}${paths.complete}?bokning=${booking.id}`,
      documents: `${origin}${site.urls.myAgreements ?? site.urls.myPages ?? "/"}`,
    };
    const pdf = facts.fileId ? await readFile(facts.fileId) : undefined;
    // The purchase's pages under My Pages: the notice that it is made, and the order form when the stage offers options.
    const purchaseLink = booking.purchaseId
      ? purchaseNotificationHref(site.urls.myPages, site.language, booking.purchaseId)
      : null;
    const [option] = await db
      .select({ id: interiorOptions.id })
      .from(interiorOptions)
      .where(eq(interiorOptions.stageId, booking.stageId))
      .limit(1);
    const orderLink =
      option && booking.purchaseId ? orderFormHref(site.urls.myPages, site.language, booking.purchaseId) : null;
    const text = [
      t("buySign.mail.text", values),
      purchaseLink ? t("buySign.mail.purchase", { link: `${origin}${purchaseLink}` }) : null,
      orderLink ? t("buySign.mail.orderForm", { link: `${origin}${orderLink}` }) : null,
      t("buySign.mail.greeting", values),
    ]
      .filter((paragraph): paragraph is string => paragraph !== null)
      .join("\n\n");
    await mailer.send({
      site: site.site,
      to: facts.email,
      subject: t("buySign.mail.subject", values),
      text,
      html: text
        .split("\n\n")
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
        .join(""),
      attachments: pdf
        ? [{ fileName: `${t("buySign.mail.attachmentName")}.pdf`, contentType: "application/pdf", content: pdf }]
        : undefined,
    });
  }

  return {
    bookingOf,

    /**
     * signcontract: the purchase of the user's held booking and its booking agreement, made once;
     * answers the agreement's document id (the same on every call).
     */
    async signContract(userId: string, site: SiteSettings, bookingId: string): Promise<string> {
      const booking = await bookingOf(userId, site, bookingId);
      if (!booking) throw new SigningRefusal("notFound");
      if (!isLiveHold(booking)) throw new SigningRefusal("notHeld");
      if (!stepsBeforeSignDone(site, booking)) throw new SigningRefusal("stepsMissing");
      if (!(await buyerIsVerified(userId))) throw new SigningRefusal("needsIdentity");
      const purchaseId = booking.purchaseId ?? (await purchaseOf(site, booking));
      return agreementOf(booking, purchaseId);
    },

    /**
     * The sign step asks whether the buyer's signature is recorded (after BankID's Ok, or back
     * from Norway's or Finland's e-ID with #signed): if so the booking is marked signed and the
     * flow goes on to the next step.
     */
    async confirmSigned(userId: string, site: SiteSettings, bookingId: string) {
      const booking = await bookingOf(userId, site, bookingId);
      if (!booking) throw new SigningRefusal("notFound");
      if (!booking.agreementDocumentId) throw new SigningRefusal("noAgreement");
      if (!(await buyerSigned(booking))) throw new SigningRefusal("notSigned");
      if (booking.status !== "completed") {
        if (!isLiveHold(booking)) throw new SigningRefusal("notHeld");
        await bookings.markSigned(userId, booking.id);
      }
      return { next: nextStepOf(site.site, "sign") ?? "done" };
    },

    /**
     * completebooking: the user's held booking, the agreement signed by them, and the booking
     * fee paid where the flow has a payment step, becomes a completed booking (the home booked).
     * `complete` does the booking's part; a second call finds it completed and changes nothing.
     */
    async completeBooking(
      userId: string,
      site: SiteSettings,
      bookingId: string,
      origin: string,
    ): Promise<{ redirectTo: string }> {
      const booking = await bookingOf(userId, site, bookingId);
      if (!booking) throw new SigningRefusal("notFound");
      const redirectTo = `${buyPagePaths(site.site, site.urls.clickToBuy ?? "/").success}?bokning=${booking.id}`;
      if (booking.status === "completed") return { redirectTo };
      if (!isLiveHold(booking)) throw new SigningRefusal("notHeld");
      if (!(await buyerSigned(booking))) throw new SigningRefusal("notSigned");
      if (stepsOfSite(site.site).includes("payment")) {
        const payment = await payments.paymentOfBooking(booking.id);
        if (payment?.status !== "paid") throw new SigningRefusal("notPaid");
      }
      await bookings.markSigned(userId, booking.id);
      // The call that found it held sends the e-mail and the notification; a second finds it completed above.
      if (!(await bookings.complete(userId, booking.id))) throw new SigningRefusal("notHeld");
      await sendConfirmation(site, booking, origin);
      if (booking.agreementDocumentId) {
        await notifications.notify({
          userId,
          site: booking.site as SiteSettings["site"],
          notificationType: "DocumentSigning",
          name: BOOKING_COMPLETED,
          subjectId: booking.agreementDocumentId,
        });
      }
      return { redirectTo };
    },
  };
}
