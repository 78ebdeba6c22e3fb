import { eq, sql } from "drizzle-orm";
import { PROJECT_PHASES } from "~/domain/residence-enums";
import { SITES, type SiteCode } from "~/sites/sites";
import type { Database } from "../client";
import { appMeta, myPagesNews, projectPhases, stages } from "../schema";
import { Rand } from "./prng";
import type { SeedOutcome } from "./seed";

/**
 * My Pages' demo content (issue 15): the project phases (0–10, spec 000 section 3) of every stage
 * of the inventory, consistent with the stage's `project_phase` as the current one, and My Pages
 * news per site and for some projects. Dates are around "now": the phases before the current one
 * lie in the past, the later ones in the future. Deterministic per stage id (./prng.ts).
 */

/** Own app_meta key, so databases seeded before My Pages existed get it on the next start. */
export const MY_PAGES_KEY = "demo_my_pages";
const MY_PAGES_VERSION = "1";
/** Serialises concurrent seeders of this step (two processes against one PostgreSQL). */
const MY_PAGES_LOCK_ID = 730_1733;

type TextLanguage = "sv" | "no" | "fi";

/** A short text per phase in each language of the inventory's sites, in PROJECT_PHASES' order. */
const PHASE_TEXTS: Record<TextLanguage, readonly string[]> = {
  sv: [
    "Projektet planeras: detaljplan, bygglov och husens utformning.",
    "VIP-medlemmar får först se bostäderna och anmäla intresse.",
    "Intresseanmälningarna från VIP-försäljningen hanteras och bostäderna fördelas.",
    "Förhandsanmälan är öppen: anmäl dig för att få erbjudanden före säljstart.",
    "Säljstart: bostäderna kan bokas och bokningsavtal skrivs.",
    "Byggstart: marken förbereds och grunden gjuts.",
    "Försäljningen pågår medan husen reser sig; köpekontrakt skrivs.",
    "Dags för inredningsval: välj kök, golv och kakel i inredningsportalen.",
    "Slutskede: invändiga arbeten, besiktning och förberedelser för tillträde.",
    "Inflyttning: nycklar lämnas ut på tillträdesdagen.",
    "Projektet är färdigställt; garantitiden löper och felanmälan görs via Mina sidor.",
  ],
  no: [
    "Prosjektet planlegges: regulering, byggesøknad og utforming av husene.",
    "VIP-medlemmer får se boligene først og melde interesse.",
    "Interessemeldingene fra VIP-salget behandles og boligene fordeles.",
    "Forhåndsregistrering er åpen: meld deg på for å få tilbud før salgsstart.",
    "Salgsstart: boligene kan reserveres og kjøpekontrakter signeres.",
    "Byggestart: tomten klargjøres og grunnmuren støpes.",
    "Salget pågår mens husene reises; kontrakter signeres.",
    "Tid for tilvalg: velg kjøkken, gulv og fliser i tilvalgsportalen.",
    "Sluttfase: innvendige arbeider, befaring og forberedelser til overtakelse.",
    "Innflytting: nøklene overleveres på overtakelsesdagen.",
    "Prosjektet er ferdigstilt; reklamasjonstiden løper og reklamasjoner meldes på Mine sider.",
  ],
  fi: [
    "Hanketta suunnitellaan: asemakaava, rakennuslupa ja talojen suunnittelu.",
    "VIP-jäsenet näkevät asunnot ensimmäisinä ja voivat ilmoittaa kiinnostuksensa.",
    "VIP-myynnin kiinnostusilmoitukset käsitellään ja asunnot jaetaan.",
    "Ennakkomarkkinointi on auki: ilmoittaudu saadaksesi tarjouksia ennen myynnin alkua.",
    "Myynnin aloitus: asuntoja voi varata ja varaussopimuksia allekirjoitetaan.",
    "Rakentaminen alkaa: tontti valmistellaan ja perustukset valetaan.",
    "Myynti jatkuu talojen noustessa; kauppakirjoja allekirjoitetaan.",
    "Sisustusvalintojen aika: valitse keittiö, lattiat ja laatat valintaportaalissa.",
    "Loppuvaihe: sisätyöt, tarkastukset ja valmistelut hallinnan luovutukseen.",
    "Muutto: avaimet luovutetaan hallinnan luovutuspäivänä.",
    "Hanke on valmis; takuuaika on käynnissä ja vikailmoitukset tehdään Sivuni-palvelussa.",
  ],
};

/** Typical length of each phase in days (the last, completed, has no end). */
const PHASE_DAYS = [120, 45, 30, 60, 45, 90, 120, 60, 75, 30, 0] as const;

interface NewsText {
  title: string;
  summary: string;
  body: string;
}

/** The sites' own My Pages news, newest first, in each site's language. */
const SITE_NEWS: Record<TextLanguage, readonly NewsText[]> = {
  sv: [
    {
      title: "Nu kan du signera dina avtal med BankID",
      summary: "Bokningsavtal och köpekontrakt signerar du nu direkt på Mina sidor.",
      body: "Under Mina avtal ser du vilka dokument som väntar på dig. Du signerar med Mobilt BankID och kan alltid ladda ner en kopia som PDF.",
    },
    {
      title: "Tips inför flytten",
      summary: "Vår checklista hjälper dig med el, bredband, hemförsäkring och adressändring.",
      body: "Teckna elavtal och hemförsäkring från tillträdesdagen, beställ bredband i god tid och gör adressändring hos Skatteverket senast en vecka efter flytten.",
    },
    {
      title: "Ny kundservice med längre öppettider",
      summary: "Kundservice svarar nu vardagar 8–18.",
      body: "Vi har förlängt våra öppettider så att du lättare når oss efter jobbet. Du når kundservice på telefon, e-post eller via kontaktsidan.",
    },
    {
      title: "Så fungerar garantibesiktningen",
      summary: "Två år efter tillträdet gör vi en garantibesiktning av din bostad.",
      body: "Besiktningsmannen går igenom bostaden tillsammans med dig. Fel som upptäcks åtgärdas av oss. Du får en kallelse i god tid.",
    },
  ],
  no: [
    {
      title: "Nå kan du signere avtalene dine digitalt",
      summary: "Kjøpekontrakter og tilvalg signerer du nå direkte på Mine sider.",
      body: "Under Mine avtaler ser du hvilke dokumenter som venter på deg. Du signerer med elektronisk ID og kan alltid laste ned en kopi som PDF.",
    },
    {
      title: "Tips før flyttingen",
      summary: "Sjekklisten vår hjelper deg med strøm, bredbånd, forsikring og adresseendring.",
      body: "Tegn strømavtale og innboforsikring fra overtakelsesdagen, bestill bredbånd i god tid og meld flytting til Folkeregisteret.",
    },
    {
      title: "Kundeservice har fått lengre åpningstider",
      summary: "Kundeservice svarer nå hverdager 8–18.",
      body: "Vi har utvidet åpningstidene slik at du lettere når oss etter jobb, på telefon, e-post eller via kontaktsiden.",
    },
  ],
  fi: [
    {
      title: "Allekirjoita sopimuksesi sähköisesti",
      summary: "Varaussopimukset ja kauppakirjat allekirjoitat nyt suoraan Sivuni-palvelussa.",
      body: "Asiakirjat-sivulla näet, mitkä asiakirjat odottavat sinua. Allekirjoitat vahvalla tunnistautumisella ja voit aina ladata kopion PDF-tiedostona.",
    },
    {
      title: "Vinkkejä muuttoon",
      summary: "Muistilistamme auttaa sähkösopimuksen, laajakaistan, kotivakuutuksen ja muuttoilmoituksen kanssa.",
      body: "Tee sähkösopimus ja kotivakuutus hallinnan luovutuspäivästä alkaen, tilaa laajakaista ajoissa ja tee muuttoilmoitus Postiin ja Digi- ja väestötietovirastoon.",
    },
    {
      title: "Asiakaspalvelu palvelee pidempään",
      summary: "Asiakaspalvelu vastaa nyt arkisin klo 8–18.",
      body: "Pidensimme aukioloaikojamme, jotta tavoitat meidät helpommin myös työpäivän jälkeen.",
    },
  ],
};

/** A project's own news ({stage}: its name), by the project's current phase. */
const STAGE_NEWS: Record<TextLanguage, (stage: string, phase: number) => NewsText> = {
  sv: (stage, phase) =>
    phase === 7
      ? {
          title: `${stage}: inredningsvalen öppnar`,
          summary: "Nu kan du göra dina inredningsval. Sista dag meddelas i inredningsportalen.",
          body: `Välkommen till inredningsvalen i ${stage}. Vår inredningsansvariga visar kök, golv och kakel i visningslokalen varje tisdag.`,
        }
      : phase >= 9
        ? {
            title: `${stage}: välkommen hem`,
            summary: "Nycklarna lämnas ut på tillträdesdagen. Här är det du behöver veta.",
            body: `Inflyttningen i ${stage} är igång. Glöm inte att teckna hemförsäkring och elavtal från tillträdesdagen.`,
          }
        : {
            title: `${stage}: bygget går enligt plan`,
            summary: "Stommen reser sig och vi följer tidplanen.",
            body: `Arbetet i ${stage} går enligt plan. Nästa steg i tidslinjen ser du under Tidslinje på Mina sidor.`,
          },
  no: (stage, phase) =>
    phase === 7
      ? {
          title: `${stage}: tilvalgene åpner`,
          summary: "Nå kan du gjøre tilvalgene dine. Fristen står i tilvalgsportalen.",
          body: `Velkommen til tilvalg i ${stage}. Interiørkonsulenten viser kjøkken, gulv og fliser i visningslokalet hver tirsdag.`,
        }
      : phase >= 9
        ? {
            title: `${stage}: velkommen hjem`,
            summary: "Nøklene overleveres på overtakelsesdagen. Her er det du trenger å vite.",
            body: `Innflyttingen i ${stage} er i gang. Husk innboforsikring og strømavtale fra overtakelsesdagen.`,
          }
        : {
            title: `${stage}: byggingen går etter planen`,
            summary: "Bygget reiser seg og vi følger fremdriftsplanen.",
            body: `Arbeidet i ${stage} går etter planen. Neste steg ser du under Tidslinje på Mine sider.`,
          },
  fi: (stage, phase) =>
    phase === 7
      ? {
          title: `${stage}: sisustusvalinnat alkavat`,
          summary: "Voit nyt tehdä sisustusvalintasi. Takaraja ilmoitetaan valintaportaalissa.",
          body: `Tervetuloa tekemään sisustusvalintoja kohteeseen ${stage}. Sisustussuunnittelijamme esittelee keittiöt, lattiat ja laatat joka tiistai.`,
        }
      : phase >= 9
        ? {
            title: `${stage}: tervetuloa kotiin`,
            summary: "Avaimet luovutetaan hallinnan luovutuspäivänä. Tässä tärkeimmät asiat.",
            body: `Muutot kohteeseen ${stage} ovat alkaneet. Muista kotivakuutus ja sähkösopimus luovutuspäivästä alkaen.`,
          }
        : {
            title: `${stage}: rakentaminen etenee aikataulussa`,
            summary: "Runko nousee ja aikataulu pitää.",
            body: `Työt kohteessa ${stage} etenevät suunnitellusti. Seuraavan vaiheen näet Sivuni-palvelun aikajanalta.`,
          },
};

function textLanguageOf(site: string): TextLanguage {
  const language = SITES[site as SiteCode]?.language ?? "sv";
  return language === "no" || language === "fi" ? language : "sv";
}

const DAY = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The phases of one stage whose current phase is `current`: the current one started some days
 * ago and ends in the future, the earlier ones follow each other back in time, the later ones
 * forward. A completed project (10) has no end date.
 */
export function phasesOfStage(
  stage: { id: number; site: string; projectPhase: number },
  now: Date,
): { stageId: number; phase: number; startsOn: string; endsOn: string | null; text: string }[] {
  const r = new Rand(`my-pages-phases:${stage.id}`);
  const days = PHASE_DAYS.map((d) => (d === 0 ? 0 : Math.max(14, Math.round(d * r.float(0.7, 1.3)))));
  const current = Math.min(Math.max(stage.projectPhase, 0), PROJECT_PHASES.length - 1);
  const starts: number[] = new Array(PROJECT_PHASES.length).fill(0);
  // The current phase is under way: between a fifth and two thirds of it has passed.
  const currentLength = days[current] || 60;
  starts[current] = now.getTime() - Math.round(currentLength * r.float(0.2, 0.66)) * DAY;
  for (let phase = current - 1; phase >= 0; phase--) {
    starts[phase] = (starts[phase + 1] ?? 0) - (days[phase] || 30) * DAY;
  }
  for (let phase = current + 1; phase < PROJECT_PHASES.length; phase++) {
    starts[phase] = (starts[phase - 1] ?? 0) + (days[phase - 1] || 30) * DAY;
  }
  const texts = PHASE_TEXTS[textLanguageOf(stage.site)];
  return PROJECT_PHASES.map((_, phase) => {
    const next = starts[phase + 1];
    return {
      stageId: stage.id,
      phase,
      startsOn: isoDate(starts[phase] ?? 0),
      // The day before the next phase starts; the completed phase is open-ended.
      endsOn: next === undefined ? null : isoDate(next - DAY),
      text: texts[phase] ?? "",
    };
  });
}

/**
 * Writes the phases of every stage and the news (site-wide and per project) without the
 * app_meta bookkeeping: tests call it after writing their own inventory.
 */
export async function writeMyPagesContent(db: Database, now: Date): Promise<{ stages: number }> {
  const all = await db
    .select({ id: stages.id, site: stages.site, name: stages.name, projectPhase: stages.projectPhase })
    .from(stages)
    .orderBy(stages.id);
  // Without an inventory there is nothing to hang the content on (a later start writes it).
  if (all.length === 0) return { stages: 0 };
  const phaseRows = all.flatMap((stage) => phasesOfStage(stage, now));
  for (let i = 0; i < phaseRows.length; i += 1000) {
    await db
      .insert(projectPhases)
      .values(phaseRows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  const newsRows: (typeof myPagesNews.$inferInsert)[] = [];
  for (const site of Object.values(SITES)) {
    if (!site.features.myPagesNews) continue;
    const texts = SITE_NEWS[textLanguageOf(site.site)];
    texts.forEach((text, index) => {
      // Newest first: a few days apart, the latest three days ago.
      newsRows.push({
        site: site.site,
        stageId: null,
        ...text,
        publishedAt: new Date(now.getTime() - (3 + index * 11) * DAY),
      });
    });
  }
  // Projects under construction or moving in have news of their own (one or two each).
  for (const stage of all) {
    if (stage.projectPhase < 5 || stage.projectPhase > 9) continue;
    const r = new Rand(`my-pages-news:${stage.id}`);
    const count = r.int(1, 2);
    const write = STAGE_NEWS[textLanguageOf(stage.site)];
    for (let i = 0; i < count; i++) {
      const phase = i === 0 ? stage.projectPhase : Math.max(5, stage.projectPhase - 1);
      newsRows.push({
        site: stage.site,
        stageId: stage.id,
        ...write(stage.name, phase),
        publishedAt: new Date(now.getTime() - (1 + i * 20 + r.int(0, 6)) * DAY),
      });
    }
  }
  for (let i = 0; i < newsRows.length; i += 500) {
    await db.insert(myPagesNews).values(newsRows.slice(i, i + 500));
  }
  return { stages: all.length };
}

/**
 * Writes My Pages' demo content once, after the residence inventory (its phases belong to the
 * inventory's stages). A database without stages yet is left for the next start.
 */
export async function seedDemoMyPages(
  db: Database,
  options: { now?: Date; log?: (m: string) => void } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, MY_PAGES_KEY));
  if (seeded.length > 0) return "already-seeded";
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MY_PAGES_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, MY_PAGES_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    (options.log ?? (() => {}))("Seeding My Pages (project phases and news)…");
    const { stages: count } = await writeMyPagesContent(tx, options.now ?? new Date());
    if (count === 0) return "already-seeded" satisfies SeedOutcome;
    await tx.insert(appMeta).values({ key: MY_PAGES_KEY, value: MY_PAGES_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}
