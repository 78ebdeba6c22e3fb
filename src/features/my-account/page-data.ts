import { z } from "zod";
import { PAYMENT_STATUSES } from "~/features/account/schema";
import { MyPagesPageDataSchema } from "~/features/my-pages/schema";
import { SITE_CODES } from "~/sites/sites";

/** The profile the settings page's forms start from (what the user may change, and how they log in). */
export const SettingsProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  newsletter: z.boolean(),
  /** The account has a password (an e-ID-only account sets its first one without a current one). */
  hasPassword: z.boolean(),
  /** The identity number was proven by an e-ID ("BankID activated"): no verification offered then. */
  identityVerified: z.boolean(),
});
export type SettingsProfile = z.infer<typeof SettingsProfileSchema>;

/** A site the user has given consent on (spec 000 section 6: the consent rule). */
export const SettingsConsentSchema = z.object({
  site: z.enum(SITE_CODES),
  siteName: z.string(),
  consentedAt: z.string(),
});

/** Template "myPagesSettings": the user's profile and consents. */
export const MyPagesSettingsDataSchema = MyPagesPageDataSchema.extend({
  profile: SettingsProfileSchema,
  consents: z.array(SettingsConsentSchema),
  /** Consent on this site: given, or missing (a VIP member needs none, but may give it here). */
  consentedHere: z.boolean(),
});
export type MyPagesSettingsData = z.infer<typeof MyPagesSettingsDataSchema>;

/** One payment of the user on the site, amount in the site's currency. */
export const PaymentRowSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  /** When the payment was created (ISO). */
  date: z.string(),
  payedWithCode: z.boolean(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

/** Template "myPagesVip": the membership on this site, its fee and the fee's payment status. */
export const MyPagesVipDataSchema = MyPagesPageDataSchema.extend({
  membership: z
    .object({
      campaignCode: z.string().nullable(),
      /** ISO date the membership began. */
      since: z.string(),
      /** The campaign's fee in the site's currency; 0 or null without a fee. */
      fee: z.number().int().nullable(),
      /** The newest payment on the site (the fee's), if any. */
      payment: PaymentRowSchema.nullable(),
    })
    .nullable(),
});
export type MyPagesVipData = z.infer<typeof MyPagesVipDataSchema>;

/** An upcoming showing of one of the site's VIP stages, with the stage's showing form. */
export const VipShowingSchema = z.object({
  id: z.number().int(),
  stageName: z.string(),
  stageUrl: z.string(),
  /** The stage's showing form (book a place). */
  bookingUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  /** Places for booked visitors; null is drop-in. */
  capacity: z.number().int().nullable(),
});
export type VipShowing = z.infer<typeof VipShowingSchema>;

/** Template "myPagesVipShowing": the upcoming showings of the site's VIP stages. */
export const MyPagesVipShowingDataSchema = MyPagesPageDataSchema.extend({
  showings: z.array(VipShowingSchema),
});

/** Template "myPagesPayment": the user's payments on this site, newest first. */
export const MyPagesPaymentDataSchema = MyPagesPageDataSchema.extend({
  payments: z.array(PaymentRowSchema),
});
