import type { IdentityVerification } from "~/features/account/index.server";
import type { DocumentsService } from "~/features/documents/index.server";
import type { Mailer } from "~/features/mail/index.server";
import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { PaymentsService } from "~/features/payments/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { createFileStorage, createLocalDiskStore, type FileStorage } from "~/server/files";
import { bookingRoutes } from "./booking.routes";
import { bookingDocumentsRoutes } from "./booking-documents.routes";
import { bookingEidRoutes } from "./booking-eid.routes";
import { bookingJobs } from "./booking-jobs.server";
import { buyPagesResolver } from "./buy-pages.server";
import { createCompletionPageData, purchasePagesResolver } from "./completion-pages.server";
import { createBuyFlowPageData } from "./pages.server";
import { signingRoutes } from "./signing.routes";

/** What the click-to-buy feature needs of the app and of the other features. */
export interface ClickToBuyDeps extends FeatureDeps {
  mailer: Mailer;
  myPages: MyPagesGate;
  notifications: NotificationsService;
  /** The purchase's documents: the booking agreement is made and signed through them (decision 032). */
  documents: DocumentsService;
  /** The booking fee's payment (the payment step; completebooking checks it is paid). */
  payments: PaymentsService;
  /** Proving a buyer's identity with e-ID before booking (the account's verification; absent in some tests). */
  identity?: IdentityVerification;
  /** Another file storage than the local disk of FILE_STORAGE_DIR (tests). */
  files?: FileStorage;
}

export type ClickToBuyShared = ClickToBuyDeps & { files: FileStorage };

/**
 * Click to buy (issue 18): a buyer books a home online. The home is held for them (the database
 * decides who gets it), they give their details and co-buyers, financing and current home where
 * the country's flow asks, sign the booking agreement with their e-ID and pay the booking fee;
 * the purchase then appears in My Pages.
 */
export function clickToBuyFeature(deps: ClickToBuyDeps): FeatureModule {
  const files =
    deps.files ?? createFileStorage({ db: deps.database.db, store: createLocalDiskStore(deps.config.fileStorageDir) });
  const shared: ClickToBuyShared = { ...deps, files };
  return {
    name: "click-to-buy",
    routes: async (app) => {
      await app.register(bookingRoutes, shared);
      await app.register(bookingEidRoutes, shared);
      await app.register(bookingDocumentsRoutes, shared);
      await app.register(signingRoutes, shared);
    },
    dynamicPages: [buyPagesResolver, purchasePagesResolver],
    pageData: {
      ...createBuyFlowPageData(shared),
      ...createCompletionPageData(shared),
    },
    jobs: [...bookingJobs(shared)],
  };
}
