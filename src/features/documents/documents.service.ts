import type { Readable } from "node:stream";
import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { Database } from "~/db/client";
import {
  documentSignAttempts,
  documentSignatures,
  objects,
  purchaseDocuments,
  purchases,
  stages,
  storedFiles,
  userBookings,
  users,
} from "~/db/schema";
import {
  type BankIdClient,
  BankIdError,
  bankIdAutoStartLink,
  bankIdQrData,
  type OidcEidClient,
  OidcEidError,
} from "~/features/eid/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import { translate, translatorFor } from "~/i18n/catalogs.server";
import { parseIdentityNumber } from "~/lib/identity-number";
import type { FileStorage } from "~/server/files";
import { HOUR_MS, type Throttle, ThrottledError, throttleKey } from "~/server/throttle";
import { recordsSiteOf } from "~/sites/records-site";
import { SITES, type SiteCode, type SiteSettings } from "~/sites/sites";
import { documentPdf, type PurchaseFacts } from "./document-pdf.server";
import {
  type DocumentAction,
  type DocumentDetail,
  type DocumentKind,
  type DocumentSummary,
  documentPagePath,
  type OidcSignIdType,
  type SignatureMethod,
  type SignStartResponse,
  type SignStatusResponse,
  signCallbackPath,
} from "./schema";

/** A BankID signing that has not been finished within this time is void (as an e-ID login). */
export const SIGN_ATTEMPT_MINUTES = 10;
/** Signings a user may start in an hour: each is an order at the e-ID provider. */
export const SIGN_STARTS_PER_HOUR = 20;

/** Signing is BankID's in Sweden; Norway and Finland sign with their own e-ID (decision 032). */
export function signMethodOf(site: SiteSettings, action: DocumentAction): SignatureMethod {
  if (action === "approve") return "approve";
  if (site.site === "no") return "eident";
  if (site.site === "fi") return "signicat";
  return "bank_id";
}

/** The e-IDs documents are signed with: BankID's relying-party client, and Norway's and Finland's OIDC clients per redirect URI. */
export interface SigningProviders {
  bankId?: { client: BankIdClient; appUrl: string };
  oidc?: Partial<Record<OidcSignIdType, (redirectUri: string) => OidcEidClient>>;
}

export interface DocumentsServiceDeps {
  db: Database;
  clock: () => Date;
  files: FileStorage;
  notifications: NotificationsService;
  providers: SigningProviders;
  /** Limits the signings a user starts (the seed, which starts none, goes without). */
  throttle?: Throttle;
}

/** Thrown for a call that the document does not allow (already done, approve-only, no identity). */
export class DocumentActionError extends Error {
  constructor(readonly code: "alreadyDone" | "wrongAction" | "needsIdentity" | "unavailable") {
    super(code);
    this.name = "DocumentActionError";
  }
}

type DocumentRow = typeof purchaseDocuments.$inferSelect;
type Buyer = { userId: string; name: string; identityNumber: string | null; verified: boolean };

/** The BankID failures that are the user's own choice. */
const CANCEL_CODES = new Set(["userCancel", "cancelled"]);

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/**
 * A purchase's documents (issue 15): made as PDFs into file storage, listed to the purchase's
 * buyers, signed by each buyer with their e-ID or approved, downloaded. Every call names the
 * user, and a document of a purchase they are no buyer of (on this site) is not found.
 */
export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { db, clock, files, notifications, providers, throttle } = deps;

  /** Counts a signing start of the user; over the limit, 429 with Retry-After. */
  async function countSignStart(userId: string) {
    if (!throttle) return;
    const verdict = await throttle.take([
      { key: throttleKey("document-sign", "user", userId), limit: SIGN_STARTS_PER_HOUR, windowMs: HOUR_MS },
    ]);
    if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
  }

  /** The documents of the user's purchases on the site (not successions), one or all. */
  async function documentsOf(userId: string, site: SiteCode, documentId?: string) {
    return db
      .select({
        document: purchaseDocuments,
        purchaseSite: purchases.site,
        home: sql<string>`coalesce(${objects.streetAddress}, ${objects.number})`,
      })
      .from(purchaseDocuments)
      .innerJoin(purchases, eq(purchases.id, purchaseDocuments.purchaseId))
      .innerJoin(userBookings, eq(userBookings.purchaseId, purchases.id))
      .innerJoin(objects, eq(objects.id, purchases.objectId))
      .where(
        and(
          eq(userBookings.userId, userId),
          eq(purchases.site, site),
          eq(purchases.succession, false),
          documentId ? eq(purchaseDocuments.id, documentId) : undefined,
        ),
      )
      .orderBy(asc(purchaseDocuments.createdAt));
  }

  /** The buyers of purchases with what each has done to each document. */
  async function buyersOf(purchaseIds: string[], documentIds: string[]) {
    if (purchaseIds.length === 0) return { buyers: new Map<string, Buyer[]>(), signed: new Map<string, Date>() };
    const [buyerRows, signatureRows] = await Promise.all([
      db
        .select({
          purchaseId: userBookings.purchaseId,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          identityNumber: users.securityNumber,
          verified: users.securityNumberVerified,
        })
        .from(userBookings)
        .innerJoin(users, eq(users.id, userBookings.userId))
        .where(inArray(userBookings.purchaseId, purchaseIds))
        .orderBy(sql`${userBookings.role} = 'buyer' desc`, asc(userBookings.createdAt)),
      documentIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              documentId: documentSignatures.documentId,
              userId: documentSignatures.userId,
              signedAt: documentSignatures.signedAt,
            })
            .from(documentSignatures)
            .where(inArray(documentSignatures.documentId, documentIds)),
    ]);
    const buyers = new Map<string, Buyer[]>();
    for (const row of buyerRows) {
      if (!row.purchaseId) continue;
      const list = buyers.get(row.purchaseId) ?? [];
      list.push({
        userId: row.userId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        identityNumber: row.identityNumber,
        verified: row.verified,
      });
      buyers.set(row.purchaseId, list);
    }
    const signed = new Map(signatureRows.map((row) => [`${row.documentId}:${row.userId}`, row.signedAt]));
    return { buyers, signed };
  }

  function downloadUrl(document: DocumentRow): string | null {
    return document.fileId ? `/api/documents/${document.id}/file` : null;
  }

  async function summaries(userId: string, site: SiteCode, documentId?: string) {
    const rows = await documentsOf(userId, site, documentId);
    const purchaseIds = [...new Set(rows.map((row) => row.document.purchaseId))];
    const { buyers, signed } = await buyersOf(
      purchaseIds,
      rows.map((row) => row.document.id),
    );
    return rows.map((row) => {
      const { document } = row;
      const list = buyers.get(document.purchaseId) ?? [];
      const summary: DocumentSummary = {
        id: document.id,
        kind: document.kind as DocumentKind,
        action: document.action as DocumentAction,
        status: document.status === "done" ? "done" : "pending",
        home: row.home,
        createdAt: document.createdAt.toISOString(),
        completedAt: document.completedAt?.toISOString() ?? null,
        buyers: list.map((buyer) => ({
          name: buyer.name,
          you: buyer.userId === userId,
          doneAt: signed.get(`${document.id}:${buyer.userId}`)?.toISOString() ?? null,
        })),
        doneByYou: signed.has(`${document.id}:${userId}`),
        downloadUrl: downloadUrl(document),
      };
      return { summary, document, buyers: list };
    });
  }

  /** The text a buyer signs: who, what, which home, and the document's id. */
  function signTextOf(site: SiteSettings, summary: DocumentSummary, signer: string): string {
    const t = translatorFor(site.language);
    return t(summary.action === "sign" ? "documents.signText" : "documents.approveText", {
      name: signer,
      document: t(`documents.kind.${summary.kind}`),
      home: summary.home,
      siteName: site.siteName,
      id: summary.id,
    });
  }

  /** One of the user's documents, with what the user needs to sign or approve it; undefined when not theirs. */
  async function detail(userId: string, site: SiteSettings, documentId: string) {
    const [found] = await summaries(userId, recordsSiteOf(site), documentId);
    if (!found) return undefined;
    const me = found.buyers.find((buyer) => buyer.userId === userId);
    const method = signMethodOf(site, found.summary.action);
    const view: DocumentDetail = {
      ...found.summary,
      signText: signTextOf(site, found.summary, me?.name ?? ""),
      method,
      needsIdentity: method !== "approve" && !(me?.verified && me.identityNumber),
    };
    return { view, document: found.document, me, buyers: found.buyers };
  }

  /**
   * Records one buyer's signature or approval (once), resolves their notification, and when
   * every buyer has done it the document is done and the purchase moves on.
   */
  async function recordSignature(
    documentId: string,
    userId: string,
    method: SignatureMethod,
    signedText: string,
    evidence: string | null,
  ): Promise<"pending" | "done"> {
    return db.transaction(async (tx) => {
      // One signer at a time per document: the last buyer's signature completes it exactly once.
      const [document] = await tx
        .select()
        .from(purchaseDocuments)
        .where(eq(purchaseDocuments.id, documentId))
        .for("update");
      if (!document) throw new Error("document vanished");
      await tx
        .insert(documentSignatures)
        .values({ documentId, userId, method, signedText, evidence, signedAt: clock() })
        .onConflictDoNothing();
      await notifications.resolve("DocumentSigning", documentId, { userId, tx });
      if (document.status === "done") return "done";
      const waiting = await tx
        .select({ userId: userBookings.userId })
        .from(userBookings)
        .leftJoin(
          documentSignatures,
          and(eq(documentSignatures.documentId, documentId), eq(documentSignatures.userId, userBookings.userId)),
        )
        .where(and(eq(userBookings.purchaseId, document.purchaseId), sql`${documentSignatures.userId} is null`));
      if (waiting.length > 0) return "pending";
      const now = clock();
      await tx
        .update(purchaseDocuments)
        .set({ status: "done", completedAt: now })
        .where(eq(purchaseDocuments.id, documentId));
      if (document.kind === "purchaseContract") {
        // The contract signed by every buyer: the purchase is contracted today.
        await tx
          .update(purchases)
          .set({ status: "contracted", contractDate: now.toISOString().slice(0, 10) })
          .where(and(eq(purchases.id, document.purchaseId), eq(purchases.status, "booked")));
      }
      return "done";
    });
  }

  function receiptPath(site: SiteSettings, documentId: string): string {
    return documentPagePath(site.urls.myAgreements ?? "/", documentId, true);
  }

  function answer(site: SiteSettings, status: SignStatusResponse["status"], extra: Partial<SignStatusResponse> = {}) {
    const message =
      status === "Ok" || status === "Pending" ? undefined : translate(site.language, `documents.signStatus.${status}`);
    return { status, message, ...extra } satisfies SignStatusResponse;
  }

  async function attemptOf(userId: string, attemptId: string) {
    const since = new Date(clock().getTime() - SIGN_ATTEMPT_MINUTES * 60_000);
    const [attempt] = await db
      .select()
      .from(documentSignAttempts)
      .where(
        and(
          eq(documentSignAttempts.id, attemptId),
          eq(documentSignAttempts.userId, userId),
          gt(documentSignAttempts.createdAt, since),
        ),
      );
    return attempt;
  }

  async function setAttempt(id: string, values: Partial<typeof documentSignAttempts.$inferInsert>) {
    await db
      .update(documentSignAttempts)
      .set({ ...values, updatedAt: clock() })
      .where(eq(documentSignAttempts.id, id));
  }

  return {
    /** The user's documents on the site, oldest first. */
    async list(userId: string, site: SiteSettings): Promise<DocumentSummary[]> {
      return (await summaries(userId, recordsSiteOf(site))).map((found) => found.summary);
    },

    /** One of the user's documents for its page; undefined when it is not theirs (404). */
    async documentFor(userId: string, site: SiteSettings, documentId: string): Promise<DocumentDetail | undefined> {
      return (await detail(userId, site, documentId))?.view;
    },

    /** GET /api/hasdocuments: the user is a buyer of a purchase on the site that has documents. */
    async hasDocuments(userId: string, site: SiteSettings): Promise<boolean> {
      const [row] = await db
        .select({ id: purchaseDocuments.id })
        .from(purchaseDocuments)
        .innerJoin(purchases, eq(purchases.id, purchaseDocuments.purchaseId))
        .innerJoin(userBookings, eq(userBookings.purchaseId, purchases.id))
        .where(
          and(
            eq(userBookings.userId, userId),
            eq(purchases.site, recordsSiteOf(site)),
            eq(purchases.succession, false),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Makes a document of a purchase: its PDF with the purchase's facts in the site's language,
     * stored in file storage, the row, and a notification to each buyer that it waits for them.
     */
    async createPurchaseDocument(purchaseId: string, kind: DocumentKind, action: DocumentAction): Promise<string> {
      const [purchase] = await db
        .select({
          site: purchases.site,
          contractDate: purchases.contractDate,
          entryDate: purchases.entryDate,
          home: sql<string>`coalesce(${objects.streetAddress}, ${objects.number})`,
          price: objects.price,
          stageName: stages.name,
        })
        .from(purchases)
        .innerJoin(objects, eq(objects.id, purchases.objectId))
        .innerJoin(stages, eq(stages.id, objects.stageId))
        .where(eq(purchases.id, purchaseId));
      if (!purchase) throw new Error(`no purchase ${purchaseId}`);
      const site = SITES[purchase.site as SiteCode];
      const { buyers } = await buyersOf([purchaseId], []);
      const list = buyers.get(purchaseId) ?? [];
      const facts: PurchaseFacts = { ...purchase, buyers: list };
      const pdf = await documentPdf(site, kind, action, facts, clock());
      const file = await files.put(pdf.stream, { fileName: pdf.fileName, contentType: "application/pdf" });
      const [document] = await db
        .insert(purchaseDocuments)
        .values({ purchaseId, kind, action, status: "pending", fileId: file.id, createdAt: clock() })
        .returning({ id: purchaseDocuments.id });
      if (!document) throw new Error("purchase_documents insert returned no row");
      for (const buyer of list) {
        await notifications.notify({
          userId: buyer.userId,
          site: site.site,
          notificationType: "DocumentSigning",
          name: action === "sign" ? "awaiting_signature" : "awaiting_approval",
          subjectId: document.id,
        });
      }
      return document.id;
    },

    recordSignature,

    /** Approves an approve-only document (one click, after the page's confirmation). */
    async approve(userId: string, site: SiteSettings, documentId: string) {
      const found = await detail(userId, site, documentId);
      if (!found) return undefined;
      if (found.view.action !== "approve") throw new DocumentActionError("wrongAction");
      if (found.view.doneByYou) throw new DocumentActionError("alreadyDone");
      const status = await recordSignature(documentId, userId, "approve", found.view.signText, null);
      return { status, redirectTo: receiptPath(site, documentId) };
    },

    /** Starts a BankID signing of the document by the user (their verified identity number is required). */
    async startBankIdSign(
      userId: string,
      site: SiteSettings,
      documentId: string,
      context: { clientIp: string },
    ): Promise<SignStartResponse | undefined> {
      const found = await detail(userId, site, documentId);
      if (!found) return undefined;
      if (found.view.method !== "bank_id") throw new DocumentActionError("wrongAction");
      if (found.view.doneByYou) throw new DocumentActionError("alreadyDone");
      if (found.view.needsIdentity || !found.me?.identityNumber) throw new DocumentActionError("needsIdentity");
      const bankId = providers.bankId;
      if (!bankId) throw new DocumentActionError("unavailable");
      await countSignStart(userId);
      const fileHash = found.document.fileId
        ? (
            await db
              .select({ sha256: storedFiles.sha256 })
              .from(storedFiles)
              .where(eq(storedFiles.id, found.document.fileId))
          )[0]?.sha256
        : undefined;
      const base = {
        documentId,
        userId,
        idType: "bank_id",
        signedText: found.view.signText,
        createdAt: clock(),
        updatedAt: clock(),
      };
      let order: Awaited<ReturnType<BankIdClient["sign"]>>;
      try {
        order = await bankId.client.sign({
          endUserIp: context.clientIp,
          userVisibleData: found.view.signText,
          // Signed but not shown: the document and its file's fingerprint, so the signature names the bytes.
          userNonVisibleData: `document:${documentId};sha256:${fileHash ?? "none"}`,
          requirement: { personalNumber: found.me.identityNumber },
        });
      } catch (error) {
        if (!(error instanceof BankIdError)) throw error;
        const [failed] = await db
          .insert(documentSignAttempts)
          .values({ ...base, state: "failed", errorCode: error.errorCode })
          .returning({ id: documentSignAttempts.id });
        return { poolingId: failed?.id ?? "", idType: "bank_id" };
      }
      const [attempt] = await db
        .insert(documentSignAttempts)
        .values({
          ...base,
          bankIdOrderRef: order.orderRef,
          bankIdAutoStartToken: order.autoStartToken,
          bankIdQrStartToken: order.qrStartToken,
          bankIdQrStartSecret: order.qrStartSecret,
        })
        .returning({ id: documentSignAttempts.id });
      if (!attempt) throw new Error("document_sign_attempts insert returned no row");
      return {
        poolingId: attempt.id,
        idType: "bank_id",
        autoStartUrl: bankIdAutoStartLink(bankId.appUrl, order.autoStartToken),
      };
    },

    /**
     * One poll of the user's BankID signing: Pending with the QR code of this second, or the
     * outcome. Complete: the signature with BankID's evidence is recorded (once) and the receipt
     * page is where the browser goes. Another user's attempt is InvalidInput, like an unknown one.
     */
    async pollBankIdSign(userId: string, site: SiteSettings, attemptId: string): Promise<SignStatusResponse> {
      const attempt = await attemptOf(userId, attemptId);
      if (attempt?.idType !== "bank_id") return answer(site, "InvalidInput");
      if (attempt.state === "complete")
        return answer(site, "Ok", { redirectTo: receiptPath(site, attempt.documentId) });
      if (attempt.state === "cancelled") return answer(site, "Cancelled");
      if (attempt.state === "failed") return answer(site, "Error", { hintCode: attempt.errorCode ?? undefined });
      const bankId = providers.bankId;
      if (!bankId || !attempt.bankIdOrderRef) return answer(site, "Error");
      try {
        const collected = await bankId.client.collect(attempt.bankIdOrderRef);
        if (collected.status === "pending") {
          let qrSvg: string | undefined;
          if (attempt.bankIdQrStartToken && attempt.bankIdQrStartSecret) {
            const seconds = Math.max(0, Math.floor((clock().getTime() - attempt.createdAt.getTime()) / 1000));
            const data = bankIdQrData(attempt.bankIdQrStartToken, attempt.bankIdQrStartSecret, seconds);
            qrSvg = await QRCode.toString(data, { type: "svg", margin: 2, errorCorrectionLevel: "L" });
          }
          return answer(site, "Pending", { hintCode: collected.hintCode, qrSvg });
        }
        if (collected.status === "failed") {
          const code = collected.hintCode ?? "unknown";
          const cancelled = CANCEL_CODES.has(code);
          await setAttempt(attempt.id, { state: cancelled ? "cancelled" : "failed", errorCode: code });
          return cancelled ? answer(site, "Cancelled") : answer(site, "Error", { hintCode: code });
        }
        const { completionData } = collected;
        const [signer] = await db
          .select({ identityNumber: users.securityNumber })
          .from(users)
          .where(and(eq(users.id, userId), isNotNull(users.securityNumber)));
        // BankID enforced the requirement; this is the relying party's own check of the same.
        if (completionData.user.personalNumber !== signer?.identityNumber) {
          await setAttempt(attempt.id, { state: "failed", errorCode: "wrongPerson" });
          return answer(site, "Error");
        }
        const [settled] = await db
          .update(documentSignAttempts)
          .set({ state: "complete", updatedAt: clock() })
          .where(and(eq(documentSignAttempts.id, attempt.id), eq(documentSignAttempts.state, "pending")))
          .returning({ id: documentSignAttempts.id });
        if (settled) {
          const evidence = JSON.stringify({
            orderRef: attempt.bankIdOrderRef,
            signature: completionData.signature,
            ocspResponse: completionData.ocspResponse,
          });
          await recordSignature(attempt.documentId, userId, "bank_id", attempt.signedText, evidence);
        }
        return answer(site, "Ok", { redirectTo: receiptPath(site, attempt.documentId) });
      } catch (error) {
        if (!(error instanceof BankIdError)) throw error;
        await setAttempt(attempt.id, { state: "failed", errorCode: error.errorCode });
        return answer(site, "Error", { hintCode: error.errorCode });
      }
    },

    /** The user closed the dialog: BankID stops the order (best effort). */
    async cancelSign(userId: string, attemptId: string): Promise<void> {
      const attempt = await attemptOf(userId, attemptId);
      if (attempt?.state !== "pending") return;
      await setAttempt(attempt.id, { state: "cancelled", errorCode: "cancelled" });
      if (attempt.bankIdOrderRef && providers.bankId) {
        await providers.bankId.client.cancel(attempt.bankIdOrderRef).catch(() => undefined);
      }
    },

    /**
     * Starts signing with Norway's or Finland's e-ID: a fresh identification at the provider,
     * bound to this document and user by its attempt (state, nonce and PKCE verifier kept here).
     * Answers where the browser goes.
     */
    async startOidcSign(
      userId: string,
      site: SiteSettings,
      documentId: string,
      /** returnPath: where the browser goes afterwards instead of the document's page (the buy flow's sign step). */
      context: { origin: string; returnPath?: string },
    ): Promise<SignStartResponse | undefined> {
      const found = await detail(userId, site, documentId);
      if (!found) return undefined;
      const idType = found.view.method;
      if (idType !== "eident" && idType !== "signicat") throw new DocumentActionError("wrongAction");
      if (found.view.doneByYou) throw new DocumentActionError("alreadyDone");
      if (found.view.needsIdentity) throw new DocumentActionError("needsIdentity");
      const clientOf = providers.oidc?.[idType];
      if (!clientOf) throw new DocumentActionError("unavailable");
      await countSignStart(userId);
      let authorization: Awaited<ReturnType<OidcEidClient["startAuthorization"]>>;
      try {
        authorization = await clientOf(`${context.origin}${signCallbackPath(idType)}`).startAuthorization({
          uiLocales: site.language === "no" ? "nb" : site.language,
        });
      } catch (error) {
        if (!(error instanceof OidcEidError)) throw error;
        throw new DocumentActionError("unavailable");
      }
      const [attempt] = await db
        .insert(documentSignAttempts)
        .values({
          documentId,
          userId,
          idType,
          signedText: found.view.signText,
          oidcState: authorization.state,
          oidcNonce: authorization.nonce,
          oidcCodeVerifier: authorization.codeVerifier,
          returnPath: context.returnPath ?? null,
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning({ id: documentSignAttempts.id });
      if (!attempt) throw new Error("document_sign_attempts insert returned no row");
      return { poolingId: attempt.id, idType, redirectUrl: authorization.url };
    },

    /**
     * The provider sent the browser back: the identification must belong to the user who started
     * the signing (the identity claim equal to their verified number), then it is their signature
     * of the document. Answers where the browser goes: the receipt, or the document's page with
     * `#signfailed` / `#signcancelled`; an attempt started with a return path (the buy flow) goes
     * there with `#signed`, `#signfailed` or `#signcancelled`.
     */
    async completeOidcSign(
      userId: string,
      site: SiteSettings,
      idType: OidcSignIdType,
      callbackUrl: URL,
      origin: string,
    ): Promise<string> {
      const state = callbackUrl.searchParams.get("state") ?? "";
      const since = new Date(clock().getTime() - SIGN_ATTEMPT_MINUTES * 60_000);
      const [attempt] = state
        ? await db
            .select()
            .from(documentSignAttempts)
            .where(
              and(
                eq(documentSignAttempts.oidcState, state),
                eq(documentSignAttempts.idType, idType),
                eq(documentSignAttempts.userId, userId),
                eq(documentSignAttempts.state, "pending"),
                gt(documentSignAttempts.createdAt, since),
              ),
            )
        : [];
      const base = site.urls.myAgreements ?? "/";
      if (!attempt?.oidcCodeVerifier || !attempt.oidcNonce) return `${base}#signfailed`;
      const documentPage = attempt.returnPath ?? documentPagePath(base, attempt.documentId);
      const signedPage = attempt.returnPath ? `${attempt.returnPath}#signed` : receiptPath(site, attempt.documentId);
      const clientOf = providers.oidc?.[idType];
      try {
        if (!clientOf) throw new OidcEidError("failed", "not configured");
        const person = await clientOf(`${origin}${signCallbackPath(idType)}`).completeAuthorization(callbackUrl, {
          codeVerifier: attempt.oidcCodeVerifier,
          state,
          nonce: attempt.oidcNonce,
        });
        const [signer] = await db
          .select({ identityNumber: users.securityNumber, verified: users.securityNumberVerified })
          .from(users)
          .where(eq(users.id, userId));
        const country = site.site === "no" ? "no" : "fi";
        const proven = parseIdentityNumber(country, person.personalNumber, clock());
        // Someone else's identification does not sign this user's document.
        if (!signer?.verified || !proven.ok || proven.normalized !== signer.identityNumber) {
          await setAttempt(attempt.id, { state: "failed", errorCode: "wrongPerson" });
          return `${documentPage}#signfailed`;
        }
        const [settled] = await db
          .update(documentSignAttempts)
          .set({ state: "complete", updatedAt: clock() })
          .where(and(eq(documentSignAttempts.id, attempt.id), eq(documentSignAttempts.state, "pending")))
          .returning({ id: documentSignAttempts.id });
        if (settled) {
          const evidence = JSON.stringify({ issuer: idType, subject: person.subject, state, nonce: attempt.oidcNonce });
          await recordSignature(attempt.documentId, userId, idType, attempt.signedText, evidence);
        }
        return signedPage;
      } catch (error) {
        if (!(error instanceof OidcEidError)) throw error;
        const cancelled = error.kind === "cancelled";
        await setAttempt(attempt.id, { state: cancelled ? "cancelled" : "failed", errorCode: error.kind });
        return `${documentPage}#${cancelled ? "signcancelled" : "signfailed"}`;
      }
    },

    /** The PDF of one of the user's documents, streamed from file storage; undefined when not theirs. */
    async openFile(
      userId: string,
      site: SiteSettings,
      documentId: string,
    ): Promise<{ fileName: string; size: number; stream: Readable } | undefined> {
      const [row] = await documentsOf(userId, recordsSiteOf(site), documentId);
      if (!row?.document.fileId) return undefined;
      const opened = await files.open(row.document.fileId);
      if (!opened) return undefined;
      return { fileName: opened.file.fileName, size: opened.file.size, stream: opened.stream };
    },
  };
}
