import type { FastifyInstance } from "fastify";
import type { CaseManagementShared } from "./case-management.module";

/** Issue 17: to be built. */
export async function catalogueRoutes(_app: FastifyInstance, _deps: CaseManagementShared): Promise<void> {}
