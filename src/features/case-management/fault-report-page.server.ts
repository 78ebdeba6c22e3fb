import { eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { housingAssociations, users } from "~/db/schema";
import type { PageDataRequest } from "~/server/feature-module";
import type { FaultReportData } from "./page-data";
import type { WizardFlow } from "./wizard/flows";

/**
 * The fault-report page's data: the session's reporter and association, and which flows they may
 * start (spec 001 section 4): a private login reports as a resident (Norway: its resident flow),
 * a board login with management through the board flow, without management through the flow
 * without management (Norway: its board flow); without login only the flows without management.
 */
export async function faultReportPageData(db: Database, request: PageDataRequest): Promise<FaultReportData> {
  const { site, auth } = request;
  const norway = site.site === "no";
  const noManagementFlow: WizardFlow = norway ? "norwayBoard" : "boardNoManagement";
  const residentFlow: WizardFlow = norway ? "norwayResident" : "resident";
  const errandsHref = site.urls.myErrands ?? null;
  if (!auth) return { reporter: null, association: null, flows: [noManagementFlow], errandsHref };

  const [user] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
      verified: users.securityNumberVerified,
    })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!user) return { reporter: null, association: null, flows: [noManagementFlow], errandsHref };

  const board = auth.kind === "boardMember" || auth.kind === "boardMemberCase";
  const reporter = {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email,
    phone: user.phone ?? "",
    verified: user.verified,
    caseLogin: auth.kind === "privateCase" || auth.kind === "boardMemberCase",
    board,
  };
  if (!board) return { reporter, association: null, flows: [residentFlow, noManagementFlow], errandsHref };

  const [association] =
    auth.associationId === null
      ? []
      : await db
          .select({
            id: housingAssociations.id,
            name: housingAssociations.name,
            organisationNumber: housingAssociations.organisationNumber,
            management: housingAssociations.activeFinancialManagement,
          })
          .from(housingAssociations)
          .where(eq(housingAssociations.id, auth.associationId))
          .limit(1);
  if (!association) return { reporter, association: null, flows: [noManagementFlow], errandsHref };
  // Norway's board members report through its board flow; Sweden's with management through the board flow.
  const flows: WizardFlow[] = association.management && !norway ? ["board"] : [noManagementFlow];
  return { reporter, association, flows, errandsHref };
}
