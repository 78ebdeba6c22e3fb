import { z } from "zod";
import { MyPagesPageDataSchema } from "~/features/my-pages/schema";
import { FAVOURITE_KINDS } from "./kinds";
import { FavouriteSchema } from "./schema";

/** A home the user booked or bought on this site, with its purchase's status. */
export const MyHomeSchema = z.object({
  objectId: z.number().int(),
  /** The home's number and street address (its title), null when the home has no page any more. */
  objectNumber: z.string().nullable(),
  streetAddress: z.string().nullable(),
  stageName: z.string().nullable(),
  /** The home's page; null when it has none (`objectPageExists` false): shown without a link. */
  url: z.string().nullable(),
  /** The purchase's status; null for a booking not yet a purchase. */
  purchaseStatus: z.enum(["booked", "contracted", "completed"]).nullable(),
  role: z.enum(["buyer", "coBuyer"]),
  entryDate: z.string().nullable(),
});

/** An interest the user registered while logged in. */
export const MyInterestSchema = z.object({
  id: z.string(),
  kind: z.enum(FAVOURITE_KINDS),
  name: z.string(),
  objectNumber: z.string().nullable(),
  url: z.string(),
  createdAt: z.string(),
});

/** A showing ahead that the user booked while logged in. */
export const MyShowingSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  stageName: z.string(),
  objectNumber: z.string().nullable(),
  url: z.string(),
  /** Confirmed through the e-mailed link (a pending booking holds no place yet, decision 013). */
  confirmed: z.boolean(),
});

/** Template "myResidences": homes bought or booked, favourites, interests and showings ahead. */
export const MyResidencesDataSchema = MyPagesPageDataSchema.extend({
  homes: z.array(MyHomeSchema),
  favourites: z.array(FavouriteSchema),
  interests: z.array(MyInterestSchema),
  showings: z.array(MyShowingSchema),
});
export type MyResidencesData = z.infer<typeof MyResidencesDataSchema>;
export type MyHome = z.infer<typeof MyHomeSchema>;
export type MyInterest = z.infer<typeof MyInterestSchema>;
export type MyShowing = z.infer<typeof MyShowingSchema>;
