import type { Mailer } from "~/features/mail/index.server";
import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { createFileStorage, createLocalDiskStore, type FileStorage } from "~/server/files";
import { casesReadRoutes } from "./cases-read.routes";
import { casesWriteRoutes } from "./cases-write.routes";
import { catalogueRoutes } from "./catalogue.routes";
import { createErrandsPageData } from "./errands/errands-page.server";
import { faultReportPageData } from "./fault-report-page.server";
import { createStaffSessions, staffSessionsCleanupJob } from "./staff/staff-sessions.server";
import { staffRoutes } from "./staff.routes";
import { casePhotoJob } from "./uploads/photo-job";

/** What the case-management feature needs of the app and of the other features. */
export interface CaseManagementDeps extends FeatureDeps {
  mailer: Mailer;
  myPages: MyPagesGate;
  notifications: NotificationsService;
  /** Another file storage than the local disk of FILE_STORAGE_DIR (tests). */
  files?: FileStorage;
}

/**
 * Case management (issue 17): the fault-report wizard's calls (catalogue, addresses, creating a
 * case with attachments), the residents' and board members' errands, rounds, and the staff who
 * handle cases. We are the case-management backend: statuses really move.
 */
export function caseManagementFeature(deps: CaseManagementDeps): FeatureModule {
  const files =
    deps.files ?? createFileStorage({ db: deps.database.db, store: createLocalDiskStore(deps.config.fileStorageDir) });
  const shared = { ...deps, files };
  const staffSessions = createStaffSessions({ ...deps, db: deps.database.db, secret: deps.config.authSecret });
  return {
    name: "case-management",
    routes: async (app) => {
      await app.register(catalogueRoutes, shared);
      await app.register(casesReadRoutes, shared);
      await app.register(casesWriteRoutes, shared);
      await app.register(staffRoutes, { ...shared, staffSessions });
    },
    staffSessions: { resolve: staffSessions.resolve },
    pageData: {
      faultReport: (request) => faultReportPageData(deps.database.db, request),
      // The errands page of My Pages and the board portal (issue 17, moved from the my-pages feature).
      myErrands: createErrandsPageData({ db: deps.database.db, myPages: deps.myPages }),
    },
    jobs: [casePhotoJob({ db: deps.database.db, files }), staffSessionsCleanupJob(staffSessions)],
  };
}

export type CaseManagementShared = CaseManagementDeps & { files: FileStorage };
