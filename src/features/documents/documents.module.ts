import { z } from "zod";
import type { EidProviders } from "~/features/account/index.server";
import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { PageNotFound } from "~/server/feature-module";
import { createFileStorage, createLocalDiskStore, type FileStorage } from "~/server/files";
import { documentsRoutes } from "./documents.routes";
import { createDocumentsService, type DocumentsService } from "./documents.service";
import { DOCUMENT_PARAM, DONE_PARAM } from "./schema";

/**
 * A purchase's documents (issue 15): the documents page with its action and done sub-pages, the
 * PDFs in file storage, signing with the e-IDs the account feature connects, and hasdocuments.
 */
export function documentsFeature(
  deps: FeatureDeps & {
    myPages: MyPagesGate;
    notifications: NotificationsService;
    eidProviders: EidProviders;
    /** Another file storage than the local disk of FILE_STORAGE_DIR (tests). */
    files?: FileStorage;
  },
): FeatureModule & { documents: DocumentsService } {
  const { myPages, database, config } = deps;
  const files =
    deps.files ?? createFileStorage({ db: database.db, store: createLocalDiskStore(config.fileStorageDir) });
  const documents = createDocumentsService({
    db: database.db,
    clock: deps.clock,
    files,
    notifications: deps.notifications,
    throttle: deps.throttle,
    // Read when a signing starts: the account feature connects its e-IDs when its routes register.
    providers: {
      get bankId() {
        return deps.eidProviders.bankId;
      },
      get oidc() {
        return deps.eidProviders.oidc;
      },
    },
  });
  return {
    name: "documents",
    // The buy flow makes and signs its booking agreement through the same service (decision 032).
    documents,
    routes: async (app) => {
      await app.register(documentsRoutes, { documents });
    },
    pageData: {
      myDocuments: async (request) => {
        const visit = await myPages(request, "myAgreements");
        const { site, url } = request;
        const settingsHref = site.urls.mySettings ?? null;
        const requested = url.searchParams.get(DOCUMENT_PARAM);
        if (requested === null) {
          const list = await documents.list(visit.auth.userId, site);
          return { menu: visit.menu, view: "list", documents: list, document: null, settingsHref };
        }
        // Not a document id, or not a document of the user's: the 404 page, as for any page not theirs.
        if (!z.uuid().safeParse(requested).success) throw new PageNotFound("no such document");
        const document = await documents.documentFor(visit.auth.userId, site, requested);
        if (!document) throw new PageNotFound("not the user's document");
        const done = url.searchParams.has(DONE_PARAM) && document.doneByYou;
        return { menu: visit.menu, view: done ? "done" : "action", documents: [], document, settingsHref };
      },
    },
  };
}
