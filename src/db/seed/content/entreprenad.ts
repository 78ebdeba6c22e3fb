import type { DemoImagePath } from "~/db/seed/demo-images.names";
import type { SiteSeed } from "~/db/seed/types";
import type { ImageRef } from "~/features/content/schema";

/**
 * Demo content of the contracting brand Nordhem Entreprenad (Swedish). The site has no home
 * search, no login and no VIP, so nothing here links to those paths.
 */

const img = (src: DemoImagePath, alt: string): ImageRef => ({ src, alt });

const ABOUT = "/om-oss/";
const NEWS = "/om-oss/nyheter/";
const BLOG = "/blogg/";
const REFERENCES = "/referensprojekt/";
const SUSTAINABILITY = "/hallbarhet/";
const FAQ = "/vanliga-fragor/";
const CAMPAIGN = "/renoveringslyftet/";
const INSPIRATION_SCHOOLS = "/inspiration/framtidens-skolmiljoer/";
const INSPIRATION_OFFICES = "/inspiration/kontor-som-lockar-tillbaka/";
const SUSTAINABILITY_CLIMATE = "/hallbarhet/klimatsmart-byggande/";
const SUSTAINABILITY_SAFETY = "/hallbarhet/trygga-arbetsplatser/";
const REFERENCE_SCHOOL = "/referensprojekt/hagabergsskolan-sundsvall/";
const REFERENCE_RENOVATION = "/referensprojekt/kv-smeden-gavle/";

const TEXT_SEARCH = "/sok/";
const CUSTOMER_SERVICE = "/kundservice/";
const CAREERS = "/karriar/";
const CAREER_JOBS = "/karriar/lediga-jobb/";
const COOKIES = "/anvandarvillkor/cookies/";

const COOKIES_FAQ = "om-cookies";

export const entreprenadSeed: SiteSeed = {
  site: "entreprenad",
  pages: [
    // ── Start ────────────────────────────────────────────────────────────────
    {
      path: "/",
      template: "start",
      title: "Nordhem Entreprenad – vi bygger det samhället behöver",
      summary:
        "Nordhem Entreprenad bygger skolor, kontor och bostäder och renoverar fastigheter på uppdrag av kommuner, företag och fastighetsägare.",
      image: "demo/construction-cranes.jpg",
      seoTitle: "Nordhem Entreprenad – byggentreprenader för kommuner, företag och fastighetsägare",
      seoDescription:
        "Skolor, kontor, bostäder och renoveringar. Nordhem Entreprenad bygger i totalentreprenad, utförandeentreprenad och partnering i hela Sverige.",
      translationKey: "entreprenad:start",
      blocks: [
        {
          type: "hero",
          heading: "Vi bygger skolorna, kontoren och hemmen där livet händer",
          text: "Från förstudie till slutbesiktning – Nordhem Entreprenad är byggpartnern för kommuner, företag och fastighetsägare som vill ha rätt kvalitet, i tid och med låg klimatpåverkan.",
          image: img("demo/construction-cranes.jpg", "Byggarbetsplats med lyftkranar i morgonljus"),
          link: { text: "Se våra referensprojekt", url: REFERENCES },
        },
        {
          type: "teasers",
          heading: "Så kan vi hjälpa dig",
          items: [
            {
              title: "Referensprojekt",
              text: "Skolor, kontor och renoveringar som vi har genomfört tillsammans med våra kunder.",
              url: REFERENCES,
              image: img("demo/city-street.jpg", "Gata med nya byggnader och träd"),
            },
            {
              title: "Renoveringslyftet",
              text: "Kostnadsfri förstudie för fastighetsägare med hus från 1960- och 70-talen.",
              url: CAMPAIGN,
              image: img("demo/exterior-apartments.jpg", "Renoverat flerbostadshus med nya balkonger"),
            },
            {
              title: "Klimatsmart byggande",
              text: "Trästommar, klimatförbättrad betong och fossilfria byggarbetsplatser.",
              url: SUSTAINABILITY_CLIMATE,
              image: img("demo/construction-timber.jpg", "Trästomme under uppförande"),
            },
            {
              title: "Kontakta oss",
              text: "Berätta om ditt projekt så kontaktar en av våra regionchefer dig inom två arbetsdagar.",
              url: CUSTOMER_SERVICE,
              image: img("demo/office.jpg", "Kontor med arbetsplatser och växter"),
            },
          ],
        },
        {
          type: "facts",
          heading: "Nordhem Entreprenad i siffror",
          items: [
            { value: "2,4 mdkr", label: "omsättning 2025" },
            { value: "420", label: "medarbetare i fyra regioner" },
            { value: "65", label: "pågående projekt" },
            { value: "8 av 10", label: "kunder anlitar oss igen" },
          ],
        },
        {
          type: "text",
          heading: "En byggpartner med hela Nordhem i ryggen",
          paragraphs: [
            "Nordhem Entreprenad är Nordhems entreprenadverksamhet. Vi bygger på uppdrag av andra: kommuner som behöver nya skolor och förskolor, företag som vill ha moderna kontor och fastighetsägare som ska renovera eller bygga till.",
            "Vi arbetar i totalentreprenad, utförandeentreprenad och partnering, och har egna hantverkare i regionerna Stockholm, Uppsala, Västra Götaland och Skåne. Det ger oss kontroll över kvalitet och tidplan – och en kontaktperson som följer ditt projekt hela vägen.",
          ],
        },
        {
          type: "pageList",
          heading: "Senaste nytt",
          template: "pressRelease",
          pathPrefix: NEWS,
          limit: 3,
        },
      ],
    },

    // ── About us and news room ───────────────────────────────────────────────
    {
      path: ABOUT,
      template: "corporateAbout",
      title: "Om Nordhem Entreprenad",
      summary:
        "Nordhem Entreprenad är en del av Nordhem AB och bygger skolor, kontor, bostäder och renoveringar på uppdrag av kommuner, företag och fastighetsägare.",
      image: "demo/construction-timber.jpg",
      translationKey: "entreprenad:about",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Byggare sedan 1987",
          text: "Vi har byggt skolor, vårdlokaler, kontor och bostäder i snart fyrtio år.",
          image: img("demo/construction-timber.jpg", "Snickare monterar en trästomme"),
        },
        {
          type: "text",
          heading: "Vilka vi är",
          paragraphs: [
            "Nordhem Entreprenad grundades 1987 som Nordhems avdelning för byggentreprenader åt externa beställare. I dag har vi 420 medarbetare och omsatte 2,4 miljarder kronor under 2025. Ungefär hälften av våra uppdrag kommer från offentliga beställare och hälften från företag och privata fastighetsägare.",
            "Vi bygger nytt, bygger om och bygger till. Våra största affärsområden är skolor och förskolor, kontor och lokaler, hyresbostäder åt allmännyttiga och privata fastighetsägare samt renovering av bostäder från miljonprogrammet.",
          ],
        },
        {
          type: "text",
          heading: "Så arbetar vi",
          paragraphs: [
            "Vi tror på tidigt samarbete. I partnering sitter beställare, arkitekt, konstruktörer och våra byggare vid samma bord redan från förstudien, med öppna böcker och gemensamma mål för ekonomi, tid och hållbarhet. Det ger färre överraskningar och bättre byggnader.",
            "Vi tar också uppdrag i traditionell totalentreprenad och utförandeentreprenad enligt ABT 06 och AB 04, och deltar i offentliga upphandlingar enligt LOU.",
          ],
        },
        {
          type: "facts",
          heading: "Våra regioner",
          items: [
            { value: "Stockholm", label: "huvudkontor och region Stockholm–Mälardalen" },
            { value: "Uppsala", label: "region Uppland och Norrlandskusten" },
            { value: "Göteborg", label: "region Västra Götaland" },
            { value: "Malmö", label: "region Skåne och Blekinge" },
          ],
        },
        {
          type: "quote",
          text: "Ett bra bygge handlar om förtroende. När beställaren vet att vi säger som det är – även när det blåser – då kan vi lösa nästan allt tillsammans.",
          author: "Mikael Sandberg",
          role: "VD, Nordhem Entreprenad",
        },
      ],
    },
    {
      path: NEWS,
      template: "newsRoom",
      title: "Nyheter och pressmeddelanden",
      summary: "Nya uppdrag, färdigställda projekt och annat som händer på Nordhem Entreprenad.",
      image: "demo/city-skyline.jpg",
      translationKey: "entreprenad:news-room",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Här publicerar vi pressmeddelanden om nya uppdrag och färdigställda projekt. Journalister är välkomna att kontakta presstjänsten på press@nordhem.se eller via växeln 020-731 731.",
          ],
        },
        { type: "pageList", heading: "Pressmeddelanden", template: "pressRelease", pathPrefix: NEWS, limit: 12 },
      ],
    },
    {
      path: "/om-oss/nyheter/ny-skola-i-taby/",
      template: "pressRelease",
      title: "Nordhem Entreprenad bygger ny F–9-skola i Täby",
      summary:
        "Täby kommun har valt Nordhem Entreprenad som partner för den nya Lövängsskolan med plats för 900 elever. Ordervärdet uppgår till cirka 410 miljoner kronor.",
      image: "demo/construction-cranes.jpg",
      isCorporate: true,
      publishedAt: "2026-03-03T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem Entreprenad har tecknat ett partneringavtal med Täby kommun om att bygga Lövängsskolan, en ny F–9-skola med idrottshall för 900 elever. Ordervärdet för genomförandefasen uppgår till cirka 410 miljoner kronor.",
            "Skolan byggs i tre våningar med stomme i trä och ska certifieras enligt Miljöbyggnad Guld. Idrottshallen blir fullstor och ska även användas av föreningslivet på kvällar och helger. Skolgården utformas tillsammans med elever från närliggande skolor.",
            "– Vi har haft ett mycket bra samarbete med Nordhem Entreprenad under utvecklingsfasen. Genom att arbeta tillsammans från start har vi kunnat sänka klimatpåverkan med 35 procent jämfört med kommunens referensskola, utan att överskrida budgeten, säger Helena Wik, projektchef på Täby kommuns lokalförsörjning.",
            "Byggstart sker i april 2026 och skolan beräknas stå klar till höstterminen 2028. Under byggtiden kommer ett 50-tal av Nordhem Entreprenads medarbetare att arbeta i projektet.",
          ],
        },
      ],
    },
    {
      path: "/om-oss/nyheter/kontorshuset-kvarnen-jonkoping/",
      template: "pressRelease",
      title: "Nordhem Entreprenad bygger kontorshuset Kvarnen i Jönköping",
      summary:
        "Vätterstaden Fastigheter har gett Nordhem Entreprenad i uppdrag att bygga ett kontorshus om 14 000 kvadratmeter vid Munksjön. Ordervärdet är cirka 380 miljoner kronor.",
      image: "demo/office.jpg",
      isCorporate: true,
      publishedAt: "2026-07-01T07:30:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem Entreprenad har tecknat avtal med Vätterstaden Fastigheter om att i totalentreprenad uppföra kontorshuset Kvarnen vid Munksjön i Jönköping. Byggnaden omfattar 14 000 kvadratmeter kontor i åtta våningar, med restaurang och gym i bottenplan.",
            "Huset får en hybridstomme av trä och betong och certifieras enligt BREEAM-SE nivå Excellent. På taket byggs en gemensam takterrass med utsikt över Vättern, och i källaren ett cykelgarage med 300 platser, omklädningsrum och laddplatser.",
            "– Efterfrågan på moderna och hållbara kontor i centrala Jönköping är stor. Kvarnen är redan till 60 procent uthyrt, säger Per Almgren, vd på Vätterstaden Fastigheter.",
            "– Vi har byggt flera kontorshus med hybridstomme och vet hur man får ner både klimatpåverkan och byggtiden. Det här blir ett landmärke vid Munksjön, säger Mikael Sandberg, vd för Nordhem Entreprenad.",
            "Byggstart sker i september 2026 och inflyttning beräknas till våren 2028. Ordervärdet uppgår till cirka 380 miljoner kronor.",
          ],
        },
      ],
    },
    {
      path: "/om-oss/nyheter/renovering-vasteras/",
      template: "pressRelease",
      title: "340 lägenheter i Västerås renoveras med hyresgästerna kvar",
      summary:
        "Nordhem Entreprenad har fått uppdraget att renovera 340 lägenheter på Råby i Västerås åt Bostads AB Västerport, med hyresgästerna boende kvar under hela projektet.",
      image: "demo/exterior-apartments.jpg",
      isCorporate: true,
      publishedAt: "2026-10-20T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem Entreprenad har tecknat ett partneringavtal med Bostads AB Västerport om renovering av 340 lägenheter i tolv hus från 1968 på Råby i Västerås. Renoveringen omfattar stambyte, nya badrum och kök, tilläggsisolering av fasader samt ny ventilation med värmeåtervinning.",
            "Hyresgästerna bor kvar i sina lägenheter under renoveringen. Varje trappuppgång tar cirka sex veckor, och under den tid då badrummet är ur funktion får hyresgästerna tillgång till toalett, dusch och kök i särskilda servicemoduler på gården.",
            "– Att kunna bo kvar är viktigt för våra hyresgäster. Nordhem Entreprenad har visat i tidigare projekt att de tar dialogen med de boende på allvar, och vi har tillsammans tagit fram ett renoveringsprogram där hyresgästerna själva kan välja bland olika standardnivåer, säger Sofia Larsson, förvaltningschef på Bostads AB Västerport.",
            "Energianvändningen i husen beräknas minska med 45 procent efter renoveringen. Projektet startar i januari 2027 och pågår i tre år. Ordervärdet uppgår till cirka 520 miljoner kronor.",
          ],
        },
      ],
    },

    // ── Blog ─────────────────────────────────────────────────────────────────
    {
      path: BLOG,
      template: "blogList",
      title: "Kunskapsbanken",
      summary:
        "Artiklar om upphandling, partnering, renovering och hållbart byggande – för dig som beställer byggprojekt.",
      image: "demo/construction-timber.jpg",
      translationKey: "entreprenad:blog",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Här delar våra projektchefer, kalkylatorer och hållbarhetsspecialister med sig av erfarenheter från hundratals byggprojekt. Läs om hur man väljer entreprenadform, planerar en renovering med boende kvar och sänker klimatpåverkan på bygget.",
          ],
        },
        { type: "pageList", heading: "Senaste artiklarna", template: "blogItem", pathPrefix: BLOG, limit: 12 },
      ],
    },
    {
      path: "/blogg/partnering-sa-fungerar-det/",
      template: "blogItem",
      title: "Partnering – så fungerar det",
      summary:
        "Allt fler kommuner och fastighetsägare väljer partnering. Vad innebär det, och när är det rätt val för ditt projekt?",
      image: "demo/office.jpg",
      publishedAt: "2026-02-10T09:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Partnering är en samverkansform där beställare, entreprenör och konsulter arbetar tillsammans från tidigt skede med öppna böcker och gemensamma mål. I stället för att beställaren ritar klart och sedan handlar upp ett fast pris, utvecklas projektet gemensamt.",
          ],
        },
        {
          type: "text",
          heading: "Två faser",
          paragraphs: [
            "Ett partneringprojekt delas oftast in i en utvecklingsfas och en genomförandefas. I utvecklingsfasen tar parterna fram projektering, kalkyl och tidplan tillsammans. När en riktkostnad är överenskommen fattar beställaren beslut om att gå vidare till genomförandet.",
            "Ersättningen bygger på faktiska kostnader plus ett arvode, ofta med en incitamentsmodell där både beställare och entreprenör delar på vinsten om projektet blir billigare än riktkostnaden.",
          ],
        },
        {
          type: "text",
          heading: "När passar partnering?",
          paragraphs: [
            "Partnering passar särskilt bra i komplexa projekt med många osäkerheter, till exempel ombyggnader av befintliga skolor, renoveringar med boende kvar eller projekt med höga krav på klimatpåverkan. I enklare projekt med färdiga handlingar kan en traditionell utförandeentreprenad vara mer effektiv.",
            "Vår erfarenhet är att partneringprojekt i genomsnitt har 30 procent färre tvister och betydligt färre ändrings- och tilläggsarbeten än traditionella entreprenader.",
          ],
        },
      ],
    },
    {
      path: "/blogg/renovera-med-boende-kvar/",
      template: "blogItem",
      title: "Fem frågor att ställa innan du renoverar med boende kvar",
      summary:
        "Stambyte och energirenovering med hyresgästerna kvar kräver noggrann planering. Här är frågorna som avgör om projektet blir lyckat.",
      image: "demo/exterior-apartments.jpg",
      publishedAt: "2026-05-05T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Varje år renoverar vi över tusen lägenheter där de boende bor kvar under arbetet. Det är fullt möjligt – men bara om man ställer rätt frågor från början. Här är fem som vi alltid går igenom med våra beställare.",
          ],
        },
        {
          type: "text",
          heading: "Planering och kommunikation",
          paragraphs: [
            "1. Hur länge kan de boende klara sig utan badrum och kök? Det styr hur arbetet delas upp och om det behövs servicemoduler eller evakueringslägenheter. 2. Hur och när informerar vi de boende? Vi rekommenderar informationsmöten per trappuppgång, en fast kontaktperson och sms-aviseringar inför varje moment.",
            "3. Vilka boende behöver särskild hänsyn? Äldre, personer med funktionsnedsättning och barnfamiljer kan behöva andra lösningar. Att kartlägga det tidigt sparar både tid och konflikter.",
          ],
        },
        {
          type: "text",
          heading: "Teknik och ekonomi",
          paragraphs: [
            "4. Vad finns bakom väggarna? En grundlig inventering, med provhål och provlägenheter, minskar risken för överraskningar som asbest eller fuktskador. 5. Vilka val ska hyresgästen få göra? Att erbjuda olika standardnivåer ökar acceptansen, men kräver bra rutiner för beställning och uppföljning.",
            "Vill du diskutera ditt projekt? Våra renoveringsexperter gör gärna en första genomgång av din fastighet.",
          ],
        },
      ],
    },
    {
      path: "/blogg/fossilfri-byggarbetsplats/",
      template: "blogItem",
      title: "Fossilfri byggarbetsplats – så långt har vi kommit",
      summary:
        "Eldrivna grävmaskiner, HVO i lastbilarna och byggel från solceller. Vi berättar hur vi har minskat utsläppen från våra byggarbetsplatser med 70 procent sedan 2020.",
      image: "demo/construction-cranes.jpg",
      publishedAt: "2026-08-25T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "År 2020 släppte våra byggarbetsplatser ut omkring 4 200 ton koldioxid från diesel, byggvärme och transporter. I år räknar vi med mindre än 1 300 ton. Resan dit har handlat om många små steg snarare än ett stort.",
            "Det största enskilda steget var att byta ut diesel mot förnybar HVO i alla egna maskiner och att ställa samma krav på våra underentreprenörer. Byggvärmen kommer i dag från fjärrvärme eller el i stället för oljepannor, och alla byggbodar är anslutna till el med ursprungsmärkt förnybar el.",
            "Under 2026 har vi också tagit nästa steg med eldrivna maskiner. På Lövängsskolan i Täby används eldrivna grävmaskiner och en eldriven mobilkran, och på flera arbetsplatser i Stockholm och Göteborg körs lastbilar för byggmaterial på el.",
            "Vårt mål är helt fossilfria byggarbetsplatser senast 2030. Det kräver fortsatt samarbete med maskinuthyrare, transportörer och beställare – och att fler kommuner ställer krav på fossilfrihet i sina upphandlingar.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "−70 %", label: "utsläpp från byggarbetsplatserna sedan 2020" },
            { value: "100 %", label: "förnybart bränsle i egna maskiner" },
            { value: "2030", label: "helt fossilfria byggarbetsplatser" },
          ],
        },
      ],
    },

    // ── Inspiration ──────────────────────────────────────────────────────────
    {
      path: INSPIRATION_SCHOOLS,
      template: "inspiration",
      title: "Framtidens skolmiljöer",
      summary:
        "Flexibla lärmiljöer, dagsljus och skolgårdar som inbjuder till rörelse. Så bygger vi skolor som håller för nästa generation.",
      image: "demo/construction-timber.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Skolor där lärandet får ta plats",
          text: "En bra skolbyggnad gör det lättare att lära, undervisa och trivas.",
          image: img("demo/construction-timber.jpg", "Skolbyggnad med trästomme under uppförande"),
        },
        {
          type: "text",
          heading: "Flexibla lärmiljöer",
          paragraphs: [
            "Dagens undervisning växlar mellan genomgångar, grupparbete och eget arbete. I de skolor vi bygger kompletteras klassrummen med grupprum, glasade nischer och breda korridorer med sittplatser, så att eleverna kan arbeta på olika sätt under samma lektion.",
            "Flyttbara väggar och möbler gör det möjligt att anpassa lokalerna när elevantalet eller pedagogiken förändras, utan att bygga om.",
          ],
        },
        {
          type: "text",
          heading: "Ljus, luft och ljud",
          paragraphs: [
            "Forskning visar att dagsljus, god luftkvalitet och bra akustik påverkar både koncentration och hälsa. Vi projekterar för ventilation som styrs efter koldioxidhalten i varje rum och ljudabsorbenter i tak och på väggar.",
            "Trä i stomme och ytskikt ger dessutom en varm och lugn miljö, och sänker klimatpåverkan från byggnaden.",
          ],
        },
        {
          type: "image",
          image: img("demo/nature-forest.jpg", "Skog intill en ny skolgård"),
          caption: "Naturen runt skolan blir en del av skolgården – och av undervisningen.",
        },
      ],
    },
    {
      path: INSPIRATION_OFFICES,
      template: "inspiration",
      title: "Kontor som lockar tillbaka medarbetarna",
      summary:
        "Efter åren med distansarbete vill företag ha kontor som är värda resan. Här är trenderna vi ser i de kontor vi bygger och bygger om.",
      image: "demo/office.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Ett kontor värt resan",
          image: img("demo/office.jpg", "Modernt kontor med arbetsplatser och växter"),
        },
        {
          type: "text",
          heading: "Färre skrivbord, fler mötesplatser",
          paragraphs: [
            "I de kontor vi byggt de senaste tre åren har andelen yta för fasta arbetsplatser minskat från omkring 60 till 40 procent. I stället byggs fler projektrum, tysta rum för fokuserat arbete och generösa sociala ytor med kök och kafé.",
            "Många hyresgäster efterfrågar också bättre förutsättningar för hybridmöten: rum med bra ljud, kameror och skärmar där alla deltagare hörs lika bra.",
          ],
        },
        {
          type: "text",
          heading: "Hälsa och hållbarhet som konkurrensmedel",
          paragraphs: [
            "Cykelgarage med omklädningsrum, takterrasser och gröna innergårdar är inte längre lyx utan standard. Certifieringar som BREEAM och Miljöbyggnad blir allt viktigare både för hyresgäster och för fastighetsägarnas finansiering.",
            "Många fastighetsägare väljer i dag att bygga om befintliga kontorshus i stället för att riva och bygga nytt. Det sparar både tid och stora mängder koldioxid.",
          ],
        },
      ],
    },

    // ── FAQ ──────────────────────────────────────────────────────────────────
    {
      path: FAQ,
      template: "faq",
      title: "Vanliga frågor",
      summary:
        "Svar på vanliga frågor om upphandling, entreprenadformer, byggtiden – och om att köpa en nyproducerad bostad.",
      image: "demo/construction-cranes.jpg",
      translationKey: "entreprenad:faq",
      blocks: [
        {
          type: "faq",
          sectionId: "upphandling-och-avtal",
          heading: "Upphandling och avtal",
          items: [
            {
              question: "Vilka entreprenadformer arbetar ni med?",
              answer:
                "Vi arbetar med totalentreprenad enligt ABT 06, utförandeentreprenad enligt AB 04 och partnering. Vilken form som passar bäst beror på hur långt projekteringen har kommit och hur mycket beställaren vill styra själv.",
            },
            {
              question: "Deltar ni i offentliga upphandlingar?",
              answer:
                "Ja. Ungefär hälften av våra uppdrag kommer från kommuner, regioner och offentligt ägda bolag, som handlar upp enligt lagen om offentlig upphandling (LOU).",
            },
            {
              question: "Hur stora projekt tar ni på er?",
              answer:
                "Våra projekt spänner från ombyggnader för några miljoner kronor till skolor och kontorshus för flera hundra miljoner. Vi har ingen minsta storlek, men de flesta av våra uppdrag är värda mellan 20 och 500 miljoner kronor.",
            },
            {
              question: "Hur snabbt kan ni lämna ett anbud?",
              answer:
                "För en utförandeentreprenad med färdiga handlingar lämnar vi normalt anbud inom tre till fyra veckor. I partnering börjar vi med en gemensam förstudie.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "under-byggtiden",
          heading: "Under byggtiden",
          items: [
            {
              question: "Hur hanteras ändrings- och tilläggsarbeten?",
              answer:
                "Alla ÄTA-arbeten dokumenteras och prissätts innan de utförs, och godkänns skriftligt av beställaren. Vi redovisar löpande status i en gemensam projektportal.",
            },
            {
              question: "Hur håller ni beställaren informerad?",
              answer:
                "Beställaren bjuds in till byggmöten varannan vecka och har tillgång till vår projektportal med tidplan, ekonomi, foton och protokoll.",
            },
            {
              question: "Hur tar ni hänsyn till grannar och boende?",
              answer:
                "Vi informerar grannar innan bygget startar, följer kommunens regler för arbetstider och buller och har en fast kontaktperson för frågor och klagomål under hela byggtiden.",
            },
            {
              question: "Vilken garanti lämnar ni?",
              answer:
                "Garantitiden är normalt fem år enligt AB 04 och ABT 06, och två år för material och varor. Vi genomför garantibesiktning tillsammans med beställaren innan garantitiden löper ut.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "bostader",
          heading: "Bostäder och nyproduktion",
          items: [
            {
              question: "Säljer Nordhem Entreprenad bostäder?",
              answer:
                "Nej. Nordhem Entreprenad bygger på uppdrag av andra. Vill du köpa en nyproducerad bostad hittar du Nordhems egna bostadsprojekt hos Nordhem, Seniorgården och Nordhem Bostadsrätt.",
            },
            {
              question: "Bygger ni bostäder åt bostadsrättsföreningar och fastighetsägare?",
              answer:
                "Ja. Vi bygger hyresrätter åt allmännyttiga och privata fastighetsägare, och bostadsrätter åt andra bostadsutvecklare, i både total- och utförandeentreprenad.",
            },
            {
              question: "Jag har köpt en nyproducerad bostad av Nordhem. Vart vänder jag mig med fel?",
              answer:
                "Kontakta Nordhems kundservice på 020-731 731. De registrerar ditt ärende och ser till att rätt byggteam åtgärdar felet under garantitiden.",
            },
            {
              question: "Vem ansvarar för garantibesiktningen i en ny bostadsrättsförening?",
              answer:
                "Det är föreningen som beställare som kallar till garantibesiktning, normalt två år efter slutbesiktningen. Som entreprenör deltar vi och åtgärdar de fel som besiktningspersonen noterar.",
            },
          ],
        },
      ],
    },

    // ── Careers ──────────────────────────────────────────────────────────────
    {
      path: CAREERS,
      template: "careerStandard",
      title: "Karriär på Nordhem Entreprenad",
      summary:
        "Vi söker platschefer, arbetsledare, kalkylatorer och yrkesarbetare som vill bygga skolor, kontor och bostäder i en trygg och utvecklande miljö.",
      image: "demo/construction-timber.jpg",
      translationKey: "entreprenad:careers",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Bygg din framtid med oss",
          text: "Hos Nordhem Entreprenad får du ta ansvar tidigt, lära av erfarna kollegor och bygga sådant som gör skillnad.",
          image: img("demo/construction-timber.jpg", "Byggarbetare monterar en trästomme"),
          link: { text: "Se lediga jobb", url: CAREER_JOBS },
        },
        {
          type: "text",
          heading: "Karriärvägar för alla",
          paragraphs: [
            "Många av våra platschefer började som snickare eller lärlingar hos oss. Genom vårt ledarskapsprogram Byggledare på väg utbildar vi varje år 20 medarbetare som vill ta nästa steg mot arbetsledning och projektledning.",
            "Vi anställer också nyutexaminerade högskoleingenjörer och civilingenjörer till vårt traineeprogram, där du under 18 månader roterar mellan produktion, kalkyl och inköp.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "420", label: "medarbetare" },
            { value: "70 %", label: "av våra platschefer är internt rekryterade" },
            { value: "0", label: "är målet för antalet olyckor med sjukfrånvaro" },
          ],
        },
        {
          type: "quote",
          text: "Jag började som lärling 2012. Nu är jag platschef för en skola med 900 elevplatser. Här får man chansen om man vill.",
          author: "Emma Nyström",
          role: "Platschef, Nordhem Entreprenad Stockholm",
        },
      ],
    },
    {
      path: CAREER_JOBS,
      template: "availableJobs",
      title: "Lediga jobb",
      summary: "Här hittar du lediga tjänster på Nordhem Entreprenad i hela Sverige.",
      image: "demo/construction-cranes.jpg",
      translationKey: "entreprenad:career-jobs",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Vi rekryterar löpande i alla våra regioner. Urval och intervjuer sker under ansökningstiden, så vänta inte med att skicka in din ansökan. Yrkesarbetare är också välkomna att skicka en spontanansökan via kontaktformuläret hos kundservice.",
          ],
        },
        { type: "jobList", heading: "Aktuella tjänster" },
      ],
    },

    // ── Campaign ─────────────────────────────────────────────────────────────
    {
      path: CAMPAIGN,
      template: "campaign",
      title: "Renoveringslyftet – kostnadsfri förstudie",
      summary:
        "Äger du flerbostadshus från 1960- eller 70-talet? Anmäl dig till Renoveringslyftet senast 31 mars 2027 så gör vi en kostnadsfri förstudie av renoveringsbehov och energibesparing.",
      image: "demo/exterior-apartments.jpg",
      translationKey: "entreprenad:campaign",
      blocks: [
        {
          type: "hero",
          heading: "Dags att renovera? Vi börjar med en kostnadsfri förstudie",
          text: "Vi inventerar ditt hus, föreslår åtgärder och räknar på kostnader och energibesparing – utan att det kostar dig något.",
          image: img("demo/exterior-apartments.jpg", "Flerbostadshus från 1960-talet efter renovering"),
          link: { text: "Anmäl intresse", url: CUSTOMER_SERVICE },
        },
        {
          type: "text",
          heading: "Det här ingår",
          paragraphs: [
            "Renoveringslyftet riktar sig till fastighetsägare och bostadsrättsföreningar med flerbostadshus byggda mellan 1960 och 1979. Vi gör en okulär besiktning av stammar, fasader, tak och installationer, och en energikartläggning baserad på husets faktiska förbrukning.",
            "Inom sex veckor får du en rapport med förslag på åtgärder i tre nivåer – från nödvändigt underhåll till en fullständig energirenovering – med kostnadsbedömning, förväntad energibesparing och förslag på hur arbetet kan genomföras med de boende kvar.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "0 kr", label: "kostar förstudien" },
            { value: "6 veckor", label: "till färdig rapport" },
            { value: "upp till 50 %", label: "lägre energianvändning efter renovering" },
            { value: "31 mars 2027", label: "sista anmälningsdag" },
          ],
        },
        {
          type: "faq",
          sectionId: "villkor-renoveringslyftet",
          heading: "Villkor och frågor",
          items: [
            {
              question: "Blir jag skyldig att anlita er för renoveringen?",
              answer: "Nej. Förstudien är helt kostnadsfri och du förbinder dig inte till något.",
            },
            {
              question: "Hur stor måste fastigheten vara?",
              answer: "Erbjudandet gäller fastigheter med minst 24 lägenheter, eller flera mindre hus med samma ägare.",
            },
            {
              question: "Var gäller erbjudandet?",
              answer:
                "I våra fyra regioner: Stockholm–Mälardalen, Uppland och Norrlandskusten, Västra Götaland samt Skåne och Blekinge.",
            },
            {
              question: "Hur många förstudier gör ni?",
              answer:
                "Vi genomför högst 40 förstudier under kampanjperioden. De fördelas i den ordning anmälningarna kommer in.",
            },
          ],
        },
      ],
    },

    // ── Customer service ─────────────────────────────────────────────────────
    {
      path: CUSTOMER_SERVICE,
      template: "customerService",
      title: "Kontakt och kundservice",
      summary:
        "Har du ett projekt du vill diskutera eller en fråga om ett pågående bygge? Kontakta Nordhem Entreprenad så hjälper vi dig vidare.",
      image: "demo/office.jpg",
      translationKey: "entreprenad:customer-service",
      blocks: [
        {
          type: "contact",
          heading: "Kontakta Nordhem Entreprenad",
          phone: "020-731 731",
          email: "entreprenad@nordhem.se",
          openingHours: "Vardagar 7–16",
          text: "Berätta kort om ditt projekt – typ av byggnad, ort och ungefärlig tidplan – så kontaktar en regionchef dig inom två arbetsdagar.",
        },
        {
          type: "faq",
          sectionId: "kontakt-fragor",
          heading: "Vanliga frågor",
          items: [
            {
              question: "Jag är granne till en av era byggarbetsplatser och störs av buller. Vem kontaktar jag?",
              answer:
                "Kontaktuppgifter till platschefen finns på skylten vid byggarbetsplatsens infart. Du kan också ringa oss på 020-731 731 så kopplar vi dig vidare.",
            },
            {
              question: "Hur blir jag underentreprenör eller leverantör till er?",
              answer:
                "Skicka en presentation av ditt företag till inkop.entreprenad@nordhem.se. Vi kräver bland annat F-skatt, kollektivavtal och ett dokumenterat arbetsmiljöarbete.",
            },
            {
              question: "Vart skickar jag fakturor?",
              answer:
                "Fakturor skickas elektroniskt enligt Peppol eller till vår fakturaskanning. Fakturan ska alltid märkas med projektnummer och referens.",
            },
            {
              question: "Kan jag besöka en av era byggarbetsplatser?",
              answer:
                "Beställare, studenter och skolklasser är välkomna på studiebesök efter överenskommelse. Alla besökare får en säkerhetsgenomgång och skyddsutrustning.",
            },
          ],
        },
      ],
    },

    // ── Sustainability ───────────────────────────────────────────────────────
    {
      path: SUSTAINABILITY,
      template: "sustainabilityStart",
      title: "Hållbarhet",
      summary:
        "Vi minskar byggandets klimatpåverkan och arbetar för att alla som arbetar på våra byggen ska komma hem oskadda.",
      image: "demo/nature-forest.jpg",
      translationKey: "entreprenad:sustainability",
      blocks: [
        {
          type: "hero",
          heading: "Vi bygger för nästa generation",
          text: "Bygg- och fastighetssektorn står för omkring en femtedel av Sveriges klimatutsläpp. Vi vill vara en del av lösningen.",
          image: img("demo/nature-forest.jpg", "Skog och sjö i norrländskt landskap"),
        },
        {
          type: "text",
          paragraphs: [
            "Vårt hållbarhetsarbete vilar på två ben: att minska klimatpåverkan från det vi bygger och att skapa säkra och inkluderande arbetsplatser. Vi redovisar resultaten varje år i Nordhems hållbarhetsrapport.",
          ],
        },
        {
          type: "teasers",
          heading: "Våra fokusområden",
          items: [
            {
              title: "Klimatsmart byggande",
              text: "Trästommar, klimatförbättrad betong och fossilfria byggarbetsplatser.",
              url: SUSTAINABILITY_CLIMATE,
              image: img("demo/construction-timber.jpg", "Trästomme under uppförande"),
            },
            {
              title: "Trygga arbetsplatser",
              text: "Nollvision för olyckor och schyssta villkor i hela leverantörskedjan.",
              url: SUSTAINABILITY_SAFETY,
              image: img("demo/construction-cranes.jpg", "Byggarbetsplats med lyftkranar"),
            },
            {
              title: "Fossilfri byggarbetsplats",
              text: "Så har vi minskat utsläppen från våra byggen med 70 procent.",
              url: "/blogg/fossilfri-byggarbetsplats/",
              image: img("demo/solar-roof.jpg", "Solceller på ett tak"),
            },
          ],
        },
      ],
    },
    {
      path: SUSTAINABILITY_CLIMATE,
      template: "sustainabilityCategory",
      title: "Klimatsmart byggande",
      summary:
        "Vi har halverat klimatpåverkan per kvadratmeter i våra nybyggnadsprojekt sedan 2018, genom trä, klimatförbättrad betong och återbruk.",
      image: "demo/construction-timber.jpg",
      blocks: [
        {
          type: "text",
          heading: "Rätt material på rätt plats",
          paragraphs: [
            "Den största delen av en ny byggnads klimatpåverkan uppstår redan innan någon flyttar in, vid tillverkningen av material. Därför börjar vi varje projekt med en klimatkalkyl och jämför olika stomval redan i förstudien.",
            "I dag byggs mer än hälften av våra skolor och förskolor med stomme i trä. Där betong behövs använder vi klimatförbättrad betong, och armering tillverkad av återvunnet stål.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "−50 %", label: "klimatpåverkan per m² sedan 2018" },
            { value: "55 %", label: "av nya skolor med trästomme" },
            { value: "92 %", label: "av byggavfallet sorteras för återvinning" },
          ],
        },
        {
          type: "text",
          heading: "Återbruk",
          paragraphs: [
            "Vid ombyggnader inventerar vi vad som kan återanvändas: innerdörrar, undertak, glaspartier och sanitetsporslin. På kontorshuset Kvarnen i Jönköping återbrukas bland annat 1 200 kvadratmeter golvplattor från en annan fastighet.",
          ],
        },
      ],
    },
    {
      path: SUSTAINABILITY_SAFETY,
      template: "sustainabilityCategory",
      title: "Trygga arbetsplatser",
      summary:
        "Alla ska komma hem oskadda från jobbet. Vi arbetar med en nollvision för olyckor och ställer samma krav på våra underentreprenörer som på oss själva.",
      image: "demo/construction-cranes.jpg",
      blocks: [
        {
          type: "text",
          heading: "Säkerhet först – varje dag",
          paragraphs: [
            "Varje arbetsdag på våra byggarbetsplatser börjar med en gemensam genomgång av dagens risker. Alla medarbetare och underentreprenörer går vår säkerhetsutbildning innan de börjar, och alla har rätt att stoppa ett arbete som de bedömer som farligt.",
            "Sedan 2020 har antalet olyckor med sjukfrånvaro per miljon arbetade timmar minskat från 6,8 till 2,9. Målet är noll.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "2,9", label: "olyckor med frånvaro per miljon arbetstimmar 2025" },
            { value: "100 %", label: "av underentreprenörerna kontrolleras före start" },
            { value: "ID06", label: "på alla våra byggarbetsplatser" },
          ],
        },
        {
          type: "text",
          heading: "Schyssta villkor i hela kedjan",
          paragraphs: [
            "Vi accepterar högst två led av underentreprenörer och kontrollerar att alla har F-skatt, kollektivavtal eller motsvarande villkor och betalar skatter och avgifter. Alla som vistas på våra byggarbetsplatser registreras i elektronisk personalliggare.",
          ],
        },
      ],
    },

    // ── Reference projects ───────────────────────────────────────────────────
    {
      path: REFERENCES,
      template: "referenceProjectStart",
      title: "Referensprojekt",
      summary:
        "Skolor, kontor, bostäder och renoveringar som Nordhem Entreprenad har byggt åt kommuner, företag och fastighetsägare.",
      image: "demo/city-street.jpg",
      translationKey: "entreprenad:references",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Här presenterar vi ett urval av våra genomförda projekt. Vill du veta mer om ett projekt eller prata med en av våra beställare? Kontakta oss så förmedlar vi gärna kontakten.",
          ],
        },
        {
          type: "pageList",
          heading: "Genomförda projekt",
          template: "referenceProject",
          pathPrefix: REFERENCES,
          limit: 12,
        },
      ],
    },
    {
      path: REFERENCE_SCHOOL,
      template: "referenceProject",
      title: "Hagabergsskolan, Sundsvall",
      summary:
        "Ny F–6-skola med idrottshall för 630 elever, byggd i trä i partnering med Sundsvalls kommun. Klar till höstterminen 2025.",
      image: "demo/construction-timber.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Hagabergsskolan – Sundsvalls nya skola i trä",
          image: img("demo/construction-timber.jpg", "Hagabergsskolans trästomme under byggtiden"),
        },
        {
          type: "facts",
          items: [
            { value: "630", label: "elevplatser, F–6" },
            { value: "8 900 m²", label: "bruttoarea inklusive idrottshall" },
            { value: "Partnering", label: "entreprenadform" },
            { value: "Miljöbyggnad Guld", label: "certifiering" },
          ],
        },
        {
          type: "text",
          heading: "Om projektet",
          paragraphs: [
            "Hagabergsskolan ersätter två äldre skolor i södra Sundsvall. Skolan är byggd i två och tre våningar med stomme av korslimmat trä och limträ, och fasader i obehandlad lärk som åldras till en silvergrå ton.",
            "Utvecklingsfasen genomfördes tillsammans med kommunens lokalförsörjning, skolledning och pedagoger. Resultatet blev en skola organiserad i hemvister för varje årskurs, med gemensam matsal, bibliotek och en skolgård som går ut i skogen.",
            "Projektet färdigställdes två veckor före tidplan och 3 procent under riktkostnaden. Klimatpåverkan från byggskedet blev 42 procent lägre än kommunens referensvärde.",
          ],
        },
        {
          type: "quote",
          text: "Att få vara med och forma skolan från början gjorde enorm skillnad. Den fungerar precis som vi ville för eleverna.",
          author: "Annika Holmberg",
          role: "Rektor, Hagabergsskolan",
        },
      ],
    },
    {
      path: REFERENCE_RENOVATION,
      template: "referenceProject",
      title: "Kv. Smeden, Gävle",
      summary:
        "Stambyte och energirenovering av 212 hyreslägenheter från 1971, med hyresgästerna boende kvar. Energianvändningen minskade med 48 procent.",
      image: "demo/exterior-apartments.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Kv. Smeden – renovering med de boende kvar",
          image: img("demo/exterior-apartments.jpg", "Renoverade flerbostadshus med nya balkonger i kvällsljus"),
        },
        {
          type: "facts",
          items: [
            { value: "212", label: "lägenheter i sex hus" },
            { value: "−48 %", label: "energianvändning efter renovering" },
            { value: "5 veckor", label: "per trappuppgång" },
            { value: "2023–2025", label: "byggtid" },
          ],
        },
        {
          type: "text",
          heading: "Om projektet",
          paragraphs: [
            "Kv. Smeden på Andersberg i Gävle består av sex lamellhus från 1971. Uppdraget från fastighetsägaren omfattade stambyte, nya badrum, tilläggsisolering av fasad och vind, nya fönster och ventilation med värmeåtervinning samt nya balkonger.",
            "Renoveringen genomfördes trappuppgång för trappuppgång med hyresgästerna kvar i sina lägenheter. Under de veckor badrummet var ur funktion fanns servicemoduler med dusch och toalett på gården, och en boendevärd från oss fanns på plats varje vardag.",
            "I den uppföljande enkäten svarade 86 procent av hyresgästerna att de var nöjda med informationen och bemötandet under renoveringen.",
          ],
        },
        {
          type: "quote",
          text: "Det var stökigt i några veckor, men vi visste hela tiden vad som skulle hända och vem vi skulle fråga. Nu har vi ett helt nytt badrum och det drar inte längre från fönstren.",
          author: "Rolf Engström",
          role: "Hyresgäst i Kv. Smeden sedan 1994",
        },
      ],
    },

    // ── Cookies and errors ───────────────────────────────────────────────────
    {
      path: COOKIES,
      template: "standard",
      title: "Cookies",
      summary: "Så använder Nordhem Entreprenad cookies på webbplatsen, och hur du ändrar dina inställningar.",
      translationKey: "entreprenad:cookies",
      blocks: [
        {
          type: "text",
          heading: "Om cookies på vår webbplats",
          paragraphs: [
            "Cookies är små textfiler som sparas i din webbläsare när du besöker en webbplats. Vi använder nödvändiga cookies för att webbplatsen ska fungera och för att komma ihåg ditt cookieval. Med ditt samtycke använder vi även statistik för att förstå hur webbplatsen används, och visar innehåll från andra tjänster, till exempel videor.",
            "Nödvändiga cookies är alltid på. Statistik, marknadsföring och innehåll från andra tjänster (som inbäddade videor) använder vi bara om du har samtyckt. Du ändrar ditt val när som helst under ”Dina cookieinställningar” här på sidan, eller via länken ”Cookieinställningar” längst ner på varje sida.",
          ],
        },
        { type: "cookieSettings", sectionId: "cookie-settings", heading: "Dina cookieinställningar" },
        {
          type: "faq",
          sectionId: COOKIES_FAQ,
          heading: "Om cookies",
          items: [
            {
              question: "Vilka cookies är nödvändiga?",
              answer:
                "Nödvändiga cookies sparar ditt cookieval och gör att sidorna laddas säkert. De är alltid på och kan inte stängas av, eftersom webbplatsen inte fungerar utan dem.",
            },
            {
              question: "Vad använder ni statistik till?",
              answer:
                "För att se vilka sidor som besöks mest, till exempel vilka referensprojekt som är populära, så att vi kan förbättra innehållet. Vi använder ett anonymt besöks-id (jmuid), och uppgifterna är sammanställda och kan inte kopplas till dig som person. Vi använder statistik bara om du samtycker.",
            },
            {
              question: "Använder ni cookies för annonsering?",
              answer:
                "Nej, i dag använder Nordhem Entreprenads webbplats inga cookies för annonsering. Kategorin marknadsföring finns ändå i inställningarna, så att vi frågar dig först om det ändras.",
            },
            {
              question: "Varför frågar ni innan en video spelas upp?",
              answer:
                "Våra videor visas av YouTube eller Vimeo, som kan sätta egna cookies när en video spelas. Därför laddar vi ingenting från dem förrän du har godkänt innehåll från andra tjänster. Du kan godkänna det för videor direkt vid videon, och vad som sägs i en video kan du alltid läsa utan att spela upp den.",
            },
            {
              question: "Hur ändrar jag mitt samtycke?",
              answer:
                "Under ”Dina cookieinställningar” här på sidan, eller via länken ”Cookieinställningar” längst ner på varje sida. Där slår du av eller på statistik, marknadsföring och innehåll från andra tjänster, och ditt nya val gäller direkt.",
            },
            {
              question: "Hur länge sparas cookies?",
              answer:
                "Sessionscookies, till exempel den som håller dig inloggad, försvinner när sessionen tar slut. Cookien med ditt cookieval (nordhem_consent) och det anonyma besöks-id:t (jmuid) sparas i 6 månader, därefter frågar vi om ditt samtycke igen. Besöks-id:t sätts bara om du har godkänt statistik.",
            },
            {
              question: "Hur sparar ni mitt samtycke?",
              answer:
                "Varje gång du gör ett val sparar vi vilka kategorier du valde, när du gjorde det och på vilken webbplats, som bevis på ditt samtycke. Vi sparar inte din IP-adress, och uppgifterna raderas efter 12 månader.",
            },
          ],
        },
      ],
    },
    {
      path: "/404/",
      template: "notFound",
      title: "Sidan kunde inte hittas",
      summary: "Sidan du letar efter finns inte eller har flyttats.",
      translationKey: "entreprenad:404",
      blocks: [
        {
          type: "text",
          heading: "Här pågår inget bygge",
          paragraphs: [
            "Sidan du letar efter finns inte längre eller har flyttats. Gå tillbaka till startsidan, titta på våra referensprojekt eller kontakta oss på 020-731 731.",
          ],
        },
      ],
    },
    {
      path: "/500/",
      template: "serverError",
      title: "Något gick fel",
      summary: "Ett tekniskt fel uppstod. Försök igen om en stund.",
      translationKey: "entreprenad:500",
      blocks: [
        {
          type: "text",
          heading: "Tillfälligt driftstopp",
          paragraphs: [
            "Något gick fel hos oss och sidan kan inte visas just nu. Vi arbetar med att lösa problemet – försök igen om några minuter.",
          ],
        },
      ],
    },
  ],

  navigation: {
    main: [
      {
        text: "Referensprojekt",
        url: REFERENCES,
        children: [
          { text: "Alla referensprojekt", url: REFERENCES },
          { text: "Hagabergsskolan, Sundsvall", url: REFERENCE_SCHOOL },
          { text: "Kv. Smeden, Gävle", url: REFERENCE_RENOVATION },
        ],
      },
      {
        text: "Kunskap och inspiration",
        url: BLOG,
        children: [
          { text: "Kunskapsbanken", url: BLOG },
          { text: "Framtidens skolmiljöer", url: INSPIRATION_SCHOOLS },
          { text: "Kontor som lockar tillbaka", url: INSPIRATION_OFFICES },
          { text: "Vanliga frågor", url: FAQ },
        ],
      },
      {
        text: "Hållbarhet",
        url: SUSTAINABILITY,
        children: [
          { text: "Klimatsmart byggande", url: SUSTAINABILITY_CLIMATE },
          { text: "Trygga arbetsplatser", url: SUSTAINABILITY_SAFETY },
        ],
      },
      { text: "Renoveringslyftet", url: CAMPAIGN },
      {
        text: "Om oss",
        url: ABOUT,
        children: [
          { text: "Om Nordhem Entreprenad", url: ABOUT },
          { text: "Nyheter", url: NEWS },
          { text: "Karriär", url: CAREERS },
          { text: "Lediga jobb", url: CAREER_JOBS },
        ],
      },
      { text: "Kontakt", url: CUSTOMER_SERVICE },
    ],
    quick: [
      { text: "Kontakta oss", url: CUSTOMER_SERVICE },
      { text: "Referensprojekt", url: REFERENCES },
      { text: "Lediga jobb", url: CAREER_JOBS },
    ],
    career: [
      { text: "Karriär", url: CAREERS },
      { text: "Lediga jobb", url: CAREER_JOBS },
      { text: "Trygga arbetsplatser", url: SUSTAINABILITY_SAFETY },
      { text: "Om Nordhem Entreprenad", url: ABOUT },
      { text: "Nyheter", url: NEWS },
    ],
    footerCompany: [
      { text: "Om oss", url: ABOUT },
      { text: "Nyheter och press", url: NEWS },
      { text: "Karriär", url: CAREERS },
      { text: "Hållbarhet", url: SUSTAINABILITY },
    ],
    footerDiscovery: [
      { text: "Referensprojekt", url: REFERENCES },
      { text: "Kunskapsbanken", url: BLOG },
      { text: "Framtidens skolmiljöer", url: INSPIRATION_SCHOOLS },
      { text: "Kontor som lockar tillbaka", url: INSPIRATION_OFFICES },
      { text: "Renoveringslyftet", url: CAMPAIGN },
    ],
    footerHelp: [
      { text: "Kontakt och kundservice", url: CUSTOMER_SERVICE },
      { text: "Vanliga frågor", url: FAQ },
      { text: "Lediga jobb", url: CAREER_JOBS },
      { text: "Cookies", url: COOKIES },
    ],
  },

  crisisBanner: {
    heading: "Varning för falska fakturor",
    text: "Vi har fått kännedom om falska fakturor och e-postmeddelanden som uppger att Nordhem Entreprenad har bytt bankgiro. Vi meddelar aldrig ändrade betalningsuppgifter enbart via e-post. Kontakta oss om du är osäker.",
    linkUrl: CUSTOMER_SERVICE,
  },

  popularSearches: [
    { text: "Skolor och förskolor", url: `${TEXT_SEARCH}?s=skola` },
    { text: "Renovering", url: `${TEXT_SEARCH}?s=renovering` },
    { text: "Partnering", url: "/blogg/partnering-sa-fungerar-det/" },
    { text: "Referensprojekt", url: REFERENCES },
    { text: "Lediga jobb", url: CAREER_JOBS },
  ],

  cookiesFaqSectionId: COOKIES_FAQ,

  jobs: [
    {
      title: "Platschef skolprojekt",
      location: "Täby",
      department: "Produktion region Stockholm–Mälardalen",
      summary:
        "Du leder bygget av Lövängsskolan med ansvar för ekonomi, tid, kvalitet och arbetsmiljö, i nära samarbete med beställaren i ett partneringprojekt.",
      applyInDays: 30,
    },
    {
      title: "Arbetsledare renovering",
      location: "Västerås",
      department: "Produktion region Stockholm–Mälardalen",
      summary:
        "Du planerar och leder det dagliga arbetet i vårt renoveringsprojekt på Råby, där 340 lägenheter renoveras med hyresgästerna kvar.",
      applyInDays: 25,
    },
    {
      title: "Kalkylator",
      location: "Göteborg",
      department: "Kalkyl och anbud region Västra Götaland",
      summary:
        "Du tar fram kalkyler och anbud för skolor, kontor och bostäder och deltar i utvecklingsfasen i våra partneringprojekt.",
      applyInDays: 40,
    },
    {
      title: "Projektchef",
      location: "Malmö",
      department: "Projektledning region Skåne och Blekinge",
      summary:
        "Du har helhetsansvaret för flera parallella entreprenader åt kommuner och fastighetsägare i Skåne och leder projektens platschefer.",
      applyInDays: 55,
    },
  ],
};
