/**
 * The generated inventory before it is written: plain rows in the shape of the residence tables
 * (without database ids), nested area → stages → homes, plus the tags of each site.
 */
import type { ContactPerson, ImageItem } from "~/db/schema/residences";
import type {
  Concept,
  DisposalForm,
  ObjectStatus,
  OutdoorArea,
  ParkingOrStorage,
  PlotType,
  ProjectStatus,
  ResidenceType,
} from "~/domain/residence-enums";
import type { SiteCode } from "~/sites/sites";

export type InventoryScale = "test" | "demo" | "bench";

/** Sites that get residences: the three countries and the two Swedish brands. */
export type InventorySite = Extract<SiteCode, "sv" | "no" | "fi" | "seniorgarden" | "cooperative">;

export interface TagSeed {
  site: InventorySite;
  name: string;
  url: string;
  hasRental: boolean;
}

export interface ShowingSeed {
  startsAt: Date;
  endsAt: Date;
  /** Places for booked visitors; null = drop-in. */
  capacity: number | null;
  location: string;
  /** Url of the home when the showing is of one home. */
  homeUrl: string | null;
}

export interface HomeSeed {
  number: string;
  /** The entrance's street address, e.g. "Kvarngatan 3" (the home's title carries it). */
  streetAddress: string;
  url: string;
  status: ObjectStatus;
  residenceType: ResidenceType;
  disposalForm: DisposalForm;
  concept: Concept | null;
  plotType: PlotType;
  rooms: number;
  livingArea: number;
  plotArea: number | null;
  floor: number | null;
  floorCount: number | null;
  price: number;
  totalPrice: number | null;
  debtShare: number | null;
  monthlyFee: number | null;
  /** Each market's figures (src/domain/market-figures.ts): Norway's closing costs. */
  closingCosts: number | null;
  /** Finland's monthly financing charge. */
  financingFee: number | null;
  /** Sweden's estimated running costs per year. */
  runningCosts: number | null;
  energyClass: string | null;
  outdoorAreas: OutdoorArea[];
  parking: ParkingOrStorage;
  storage: ParkingOrStorage;
  /** ISO date (yyyy-mm-dd) or null when not yet decided. */
  inhabitDate: string | null;
  latitude: number;
  longitude: number;
  images: ImageItem[];
  description: string;
}

export interface StageSeed {
  site: InventorySite;
  name: string;
  slug: string;
  url: string;
  latitude: number;
  longitude: number;
  projectStatus: ProjectStatus;
  stageStatus: number;
  projectPhase: number;
  residenceType: ResidenceType;
  disposalForm: DisposalForm;
  concept: Concept | null;
  plotType: PlotType;
  parking: ParkingOrStorage;
  storage: ParkingOrStorage;
  inhabitFrom: string | null;
  inhabitTo: string | null;
  plannedMinRooms: number | null;
  plannedMaxRooms: number | null;
  plannedMinPrice: number | null;
  plannedMaxPrice: number | null;
  plannedMinArea: number | null;
  plannedMaxArea: number | null;
  plannedHomeCount: number | null;
  shortDescription: string;
  description: string;
  images: ImageItem[];
  contacts: ContactPerson[];
  recommendedRank: number;
  /** Urls of the site's tags the stage is linked to. */
  tagUrls: string[];
  homes: HomeSeed[];
  showings: ShowingSeed[];
}

export interface AreaSeed {
  site: InventorySite;
  name: string;
  slug: string;
  url: string;
  county: string;
  countySlug: string;
  municipality: string;
  municipalitySlug: string;
  latitude: number;
  longitude: number;
  projectStatus: ProjectStatus;
  projectPhase: number;
  concept: Concept | null;
  shortDescription: string;
  description: string;
  images: ImageItem[];
  contacts: ContactPerson[];
  recommendedRank: number;
  stages: StageSeed[];
}

export interface Inventory {
  tags: TagSeed[];
  areas: AreaSeed[];
}
