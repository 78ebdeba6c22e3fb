import { z } from "zod";
import { MyPagesPageDataSchema } from "./page-data";

/*
 * The data of the My Pages core templates (issue 15), each the menu plus the page's own content.
 * Dates are ISO strings (a date "2026-11-25", a time "2026-11-25T10:00:00+00:00"); the templates
 * format them in the site's language. Everything here is the logged-in user's own.
 */

/** A phase of a project (spec 000 section 3: 0 planned … 10 completed) with its dates and text. */
export const ProjectPhaseSchema = z.object({
  phase: z.number().int().min(0).max(10),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  text: z.string(),
});
export type ProjectPhaseView = z.infer<typeof ProjectPhaseSchema>;

/** A person of a project's staff (role 0–11 of spec 000 section 3). */
export const StaffContactSchema = z.object({
  name: z.string(),
  role: z.number().int().min(0).max(11),
  phone: z.string(),
  email: z.string(),
});
export type StaffContactView = z.infer<typeof StaffContactSchema>;

/** A My Pages news item: the site's own (no stage) or a project's. */
export const MyPagesNewsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  /** The project it is about; null for the site's own news. */
  stageName: z.string().nullable(),
});
export type MyPagesNewsItem = z.infer<typeof MyPagesNewsItemSchema>;

/** A showing the user booked that is still ahead. */
export const BookedShowingSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  stageName: z.string(),
  stageUrl: z.string(),
  confirmed: z.boolean(),
});

/** The next phase of a purchased home's project. */
export const MilestoneSchema = z.object({
  stageName: z.string(),
  phase: z.number().int().min(0).max(10),
  startsOn: z.string(),
});

/**
 * Templates "myPages" and "myPagesBoardMember": what needs the user now, then the latest news.
 * A board member's overview (menu.board) renders the board portal from the menu alone.
 */
export const MyPagesOverviewDataSchema = MyPagesPageDataSchema.extend({
  /** Documents of the user's purchases on this site waiting for the user's signature or approval. */
  documentsToSign: z.number().int().min(0),
  /** The user's unpaid payments on this site (NotPaid, NotPaidSent, Reminder1). */
  unpaidPayments: z.number().int().min(0),
  showings: z.array(BookedShowingSchema),
  milestones: z.array(MilestoneSchema),
  /** The three latest news items. */
  news: z.array(MyPagesNewsItemSchema),
});
export type MyPagesOverviewData = z.infer<typeof MyPagesOverviewDataSchema>;

/** Template "myPagesNewsList": the site's My Pages news and the news of the user's projects, newest first. */
export const MyPagesNewsListDataSchema = MyPagesPageDataSchema.extend({
  news: z.array(MyPagesNewsItemSchema.extend({ body: z.string() })),
});

/** A document of a purchase, as the user's own lists show it (the documents page acts on it). */
export const PurchaseDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(["bookingAgreement", "purchaseContract", "interiorChoices", "handoverProtocol"]),
  action: z.enum(["sign", "approve"]),
  status: z.enum(["pending", "done"]),
  /** The user has signed or approved it (a pending document may wait for a co-buyer). */
  doneByMe: z.boolean(),
});

/** Template "myObject": each home the user booked or bought on this site that has a page. */
export const MyObjectDataSchema = MyPagesPageDataSchema.extend({
  homes: z.array(
    z.object({
      bookingId: z.string(),
      /** Null while the booking is not yet a purchase (no documents yet). */
      purchaseId: z.string().nullable(),
      objectId: z.number().int(),
      number: z.string(),
      streetAddress: z.string().nullable(),
      /** The home's public page. */
      url: z.string(),
      rooms: z.number(),
      livingArea: z.number(),
      floor: z.number().nullable(),
      /** The purchase price as booked (the search's rule); null for a rented home. */
      price: z.number().nullable(),
      status: z.enum(["booked", "contracted", "completed"]),
      contractDate: z.string().nullable(),
      /** The purchase's entry date, else the home's planned move-in. */
      entryDate: z.string().nullable(),
      stageName: z.string(),
      currentPhase: z.number().int().min(0).max(10),
      /** The buyers' names (a co-buyer couple: two), the user first. */
      buyers: z.array(z.object({ name: z.string(), me: z.boolean() })),
      documents: z.array(PurchaseDocumentSummarySchema),
      phases: z.array(ProjectPhaseSchema),
      contacts: z.array(StaffContactSchema),
    }),
  ),
});
export type MyObjectData = z.infer<typeof MyObjectDataSchema>;

/** Template "myPagesTimeline": the phases of each project the user bought in on this site. */
export const MyPagesTimelineDataSchema = MyPagesPageDataSchema.extend({
  projects: z.array(
    z.object({
      stageId: z.number().int(),
      stageName: z.string(),
      currentPhase: z.number().int().min(0).max(10),
      phases: z.array(ProjectPhaseSchema),
    }),
  ),
});
export type MyPagesTimelineData = z.infer<typeof MyPagesTimelineDataSchema>;

/** Template "myPagesContact": the staff of the user's projects (a board member: none; customer service). */
export const MyPagesContactDataSchema = MyPagesPageDataSchema.extend({
  projects: z.array(
    z.object({
      stageId: z.number().int(),
      stageName: z.string(),
      contacts: z.array(StaffContactSchema),
    }),
  ),
});
export type MyPagesContactData = z.infer<typeof MyPagesContactDataSchema>;
