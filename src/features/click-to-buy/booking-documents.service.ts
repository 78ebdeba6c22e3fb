import { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import { buyBookings, objects, stageBookingSettings, stages, users } from "~/db/schema";
import { type PdfBlock, renderPdf } from "~/features/documents/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { formatPrice, formatTime } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import type { SiteSettings } from "~/sites/sites";
import { BOOKING_DOCUMENT_KINDS, type BookingDocument, type BookingDocumentKind, type BookingStepData } from "./schema";

/**
 * The documents of a booking before it is signed (getbookingdocuments, the documents step): the
 * booking agreement as it stands (the home, the price, the fee, the buyers, the hold) and the
 * booking terms, as PDFs in the documents feature's layout so the preview looks like the
 * agreement the buyer signs later. They are made on request from the booking, never stored:
 * the booking's data may still change while the buyer goes back and forth.
 */

/** A booking whose documents are shown: the buyer's own, held or completed (anything else has no agreement to read). */
const READABLE_STATUSES = ["held", "completed"];

export interface BookingDocumentsDeps {
  db: Database;
  clock: () => Date;
}

export interface BookingDocumentFile {
  fileName: string;
  size: number;
  stream: Readable;
  /** The lines the PDF says (tests). */
  lines: string[];
}

export function createBookingDocumentsService(deps: BookingDocumentsDeps) {
  const { db, clock } = deps;

  /** The booking with its home and buyer, if it is `userId`'s on this site and readable. */
  async function bookingOf(userId: string, site: SiteSettings, bookingId: string) {
    const [row] = await db
      .select({
        data: buyBookings.data,
        holdExpiresAt: buyBookings.holdExpiresAt,
        number: objects.number,
        streetAddress: objects.streetAddress,
        price: objects.price,
        stageId: stages.id,
        stageName: stages.name,
        firstName: users.firstName,
        lastName: users.lastName,
        identityNumber: users.securityNumber,
      })
      .from(buyBookings)
      .innerJoin(objects, eq(objects.id, buyBookings.objectId))
      .innerJoin(stages, eq(stages.id, buyBookings.stageId))
      .innerJoin(users, eq(users.id, buyBookings.userId))
      .where(
        and(
          eq(buyBookings.id, bookingId),
          eq(buyBookings.userId, userId),
          eq(buyBookings.site, site.site),
          inArray(buyBookings.status, READABLE_STATUSES),
        ),
      );
    return row;
  }

  async function bookingFeeOf(stageId: number): Promise<number | null> {
    // The fee of the stage's online booking (null: the flow has no payment step).
    const [settings] = await db
      .select({ bookingFee: stageBookingSettings.bookingFee })
      .from(stageBookingSettings)
      .where(eq(stageBookingSettings.stageId, stageId));
    return settings?.bookingFee ?? null;
  }

  async function render(
    site: SiteSettings,
    kind: BookingDocumentKind,
    booking: NonNullable<Awaited<ReturnType<typeof bookingOf>>>,
  ): Promise<BookingDocumentFile> {
    const t = translatorFor(site.language);
    const now = clock();
    const title = t(`buySteps.documents.kind.${kind}`);
    const issued: PdfBlock = {
      kind: "paragraph",
      text: t("documents.pdf.issuedBy", { siteName: site.siteName, date: formatDate(now, site.language) }),
    };
    const home = [booking.streetAddress, booking.number].filter(Boolean).join(", ");
    let blocks: PdfBlock[];
    if (kind === "bookingAgreement") {
      const data = booking.data as BookingStepData;
      const coBuyers = data["personal-info"]?.coBuyers ?? [];
      const fee = await bookingFeeOf(booking.stageId);
      blocks = [
        { kind: "title", text: title },
        issued,
        { kind: "paragraph", text: t("buySteps.documents.pdf.preview") },
        { kind: "heading", text: t("documents.pdf.theHome") },
        { kind: "fact", label: t("documents.pdf.home"), value: home },
        { kind: "fact", label: t("documents.pdf.project"), value: booking.stageName },
        { kind: "fact", label: t("documents.pdf.price"), value: formatPrice(booking.price, site) },
        ...(fee !== null
          ? [{ kind: "fact", label: t("buySteps.documents.pdf.bookingFee"), value: formatPrice(fee, site) } as const]
          : []),
        {
          kind: "fact",
          label: t("buySteps.documents.pdf.heldUntil"),
          value: booking.holdExpiresAt
            ? `${formatDate(booking.holdExpiresAt, site.language)} ${formatTime(booking.holdExpiresAt, site.language)}`
            : t("documents.pdf.notSet"),
        },
        { kind: "heading", text: t("documents.pdf.buyers") },
        {
          kind: "fact",
          label: `${booking.firstName} ${booking.lastName}`,
          value: booking.identityNumber ?? t("documents.pdf.notSet"),
        },
        ...coBuyers.map(
          (person): PdfBlock => ({
            kind: "fact",
            label: `${person.firstName} ${person.lastName}`,
            value: person.identityNumber,
          }),
        ),
        { kind: "heading", text: t("documents.pdf.terms") },
        { kind: "paragraph", text: t("documents.pdf.body.bookingAgreement") },
        { kind: "space" },
        { kind: "paragraph", text: t("buySteps.documents.pdf.signNote") },
      ];
    } else {
      blocks = [
        { kind: "title", text: title },
        issued,
        { kind: "fact", label: t("documents.pdf.home"), value: home },
        { kind: "fact", label: t("documents.pdf.project"), value: booking.stageName },
        ...TERMS_PARAGRAPHS.flatMap((paragraph): PdfBlock[] => [
          { kind: "heading", text: t(`buySteps.documents.terms.${paragraph}.heading`) },
          { kind: "paragraph", text: t(`buySteps.documents.terms.${paragraph}.text`) },
        ]),
      ];
    }
    const { bytes, lines } = await renderPdf(title, blocks);
    return {
      fileName: `${t(`buySteps.documents.fileName.${kind}`)}.pdf`,
      size: bytes.byteLength,
      stream: Readable.from([Buffer.from(bytes)]),
      lines,
    };
  }

  return {
    /** The booking's documents with their download paths, or null when it is not the user's (the route's 404). */
    async list(userId: string, site: SiteSettings, bookingId: string): Promise<BookingDocument[] | null> {
      const booking = await bookingOf(userId, site, bookingId);
      if (!booking) return null;
      const t = translatorFor(site.language);
      return Promise.all(
        BOOKING_DOCUMENT_KINDS.map(async (kind) => {
          const file = await render(site, kind, booking);
          return {
            kind,
            name: t(`buySteps.documents.kind.${kind}`),
            fileName: file.fileName,
            size: file.size,
            url: bookingDocumentPath(bookingId, kind),
          };
        }),
      );
    },

    /** One document's PDF, or null when the booking is not the user's. */
    async open(
      userId: string,
      site: SiteSettings,
      bookingId: string,
      kind: BookingDocumentKind,
    ): Promise<BookingDocumentFile | null> {
      const booking = await bookingOf(userId, site, bookingId);
      return booking ? render(site, kind, booking) : null;
    },
  };
}

export type BookingDocumentsService = ReturnType<typeof createBookingDocumentsService>;

/** The terms' sections, in order (the texts are buySteps.documents.terms.*, one fixed text per language). */
const TERMS_PARAGRAPHS = ["booking", "hold", "fee", "cancellation", "personalData"] as const;

export function bookingDocumentPath(bookingId: string, kind: BookingDocumentKind): string {
  return `/api/buyresidence/getbookingdocuments/${bookingId}/${kind}`;
}
