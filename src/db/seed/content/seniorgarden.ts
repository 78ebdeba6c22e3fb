import type { DemoImagePath } from "~/db/seed/demo-images.names";
import type { SiteSeed } from "~/db/seed/types";
import type { ImageRef } from "~/features/content/schema";

/** Demo content of the senior-living brand Seniorgården (Swedish). */

const img = (src: DemoImagePath, alt: string): ImageRef => ({ src, alt });

const NEWS = "/om-oss/nyheter/";
const BLOG = "/blogg/";
const REFERENCES = "/referensprojekt/";
const SUSTAINABILITY = "/hallbarhet/";
const FAQ = "/vanliga-fragor/";
const CAMPAIGN = "/flytthjalp/";
const INSPIRATION_STORAGE = "/inspiration/smarta-forvaringslosningar/";
const INSPIRATION_BALCONY = "/inspiration/odla-pa-balkongen/";
const SUSTAINABILITY_ENERGY = "/hallbarhet/energi-och-klimat/";
const SUSTAINABILITY_SOCIAL = "/hallbarhet/gemenskap-och-halsa/";
const REFERENCE_UPPSALA = "/referensprojekt/larktradet-uppsala/";
const REFERENCE_LUND = "/referensprojekt/solbacken-lund/";

const SEARCH_HOMES = "/sok-bostad/";
const TEXT_SEARCH = "/sok/";
const MY_PAGES = "/mina-sidor/";
const MY_VIP = "/mina-sidor/vip/";
const REGISTER = "/skapa-konto/";
const SUCCESSION = "/maklar-objekt/";
const FAULT_REPORT = "/kontakt/felanmalan/";
const CUSTOMER_SERVICE = "/kundservice/";
const CAREERS = "/karriar/";
const CAREER_JOBS = "/karriar/lediga-jobb/";
const COOKIES = "/anvandarvillkor/cookies/";
const VIP = "/vip-seniorgarden/";
const SWAN = "/svanenmarkt/";
const GDPR = "/gdpr/";

const COOKIES_FAQ = "om-cookies";

export const seniorgardenSeed: SiteSeed = {
  site: "seniorgarden",
  pages: [
    // ── Start ────────────────────────────────────────────────────────────────
    {
      path: "/",
      template: "start",
      title: "Seniorgården – bo bekvämt, aktivt och tillsammans",
      summary:
        "Seniorgården bygger moderna bostadsrätter för dig som fyllt 55 år, med gemensamhetslokal, trädgård och grannar som gärna hälsar.",
      image: "demo/exterior-senior.jpg",
      seoTitle: "Seniorgården – nyproducerade seniorbostäder för dig som är 55+",
      seoDescription:
        "Hitta din nya bostadsrätt hos Seniorgården. Tillgängliga lägenheter, gemensam trädgård och aktivt liv för dig som fyllt 55 år.",
      translationKey: "seniorgarden:start",
      blocks: [
        {
          type: "hero",
          heading: "Nästa kapitel börjar hemma",
          text: "Lättskött lägenhet, hiss hela vägen och en gemensam trädgård att mötas i. Välkommen till Seniorgården – för dig som fyllt 55 och vill ha mer tid till det du tycker om.",
          image: img("demo/exterior-senior.jpg", "Seniorgårdens flerbostadshus med gemensam trädgård och sittplatser"),
          link: { text: "Se våra lediga bostäder", url: SEARCH_HOMES },
        },
        {
          type: "teasers",
          heading: "Upptäck Seniorgården",
          items: [
            {
              title: "Bli VIP-medlem",
              text: "Få information om nya Seniorgårdar före alla andra och boka din lägenhet innan den allmänna säljstarten.",
              url: VIP,
              image: img("demo/interior-living.jpg", "Ljust vardagsrum med utsikt över grönska"),
            },
            {
              title: "Flytthjälp på köpet",
              text: "Köp i Ekhagen eller Strandängen före nyår så bjuder vi på flyttfirma och flyttstädning.",
              url: CAMPAIGN,
              image: img("demo/interior-kitchen.jpg", "Kök med köksö och ekgolv i en ny seniorlägenhet"),
            },
            {
              title: "Livet på Seniorgården",
              text: "Boulekvällar, odlingslotter och söndagsluncher – läs om vardagen i våra hus.",
              url: BLOG,
              image: img("demo/exterior-townhouses.jpg", "Gemensam innergård med odlingslådor en sommardag"),
            },
            {
              title: "Svanenmärkta hem",
              text: "Alla nya Seniorgårdar byggs enligt Svanens krav på energi, material och inomhusmiljö.",
              url: SWAN,
              image: img("demo/solar-roof.jpg", "Solceller på taket till en Seniorgård"),
            },
          ],
        },
        {
          type: "facts",
          heading: "Seniorgården i siffror",
          items: [
            { value: "16", label: "Seniorgårdar från Lund till Sundsvall" },
            { value: "1 240", label: "lägenheter byggda sedan 2009" },
            { value: "55+", label: "minst en i hushållet har fyllt 55 år" },
            { value: "94 %", label: "av de boende rekommenderar oss till vänner" },
          ],
        },
        {
          type: "text",
          heading: "Ett boende byggt för livet efter villan",
          paragraphs: [
            "Många av våra köpare har bott i villa eller radhus i trettio år. De älskar fortfarande trädgården men inte takrännorna, och de vill ha nära till både barnbarn, vårdcentral och buss. Därför bygger vi Seniorgårdar mitt i levande stadsdelar, med hiss, breda dörrar och trösklar som inte finns.",
            "I varje Seniorgård finns en gemensamhetslokal med kök, en gästlägenhet som grannarna delar på och en trädgård med odlingslådor och boulebana. Det är de boende själva i bostadsrättsföreningen som bestämmer hur lokalerna används – från bokcirklar och vinprovning till gympa på tisdagsförmiddagarna.",
            "Du äger din lägenhet som bostadsrätt och har full frihet att bo precis som du vill. Skillnaden är att det är lätt att säga hej till grannen och att det alltid finns någon som vattnar blommorna när du är på resa.",
          ],
        },
        {
          type: "pageList",
          heading: "Senaste nytt från Seniorgården",
          template: "pressRelease",
          pathPrefix: NEWS,
          limit: 3,
        },
      ],
    },

    // ── About us and news room ───────────────────────────────────────────────
    {
      path: "/om-oss/",
      template: "corporateAbout",
      title: "Om Seniorgården",
      summary:
        "Seniorgården är Nordhems koncept för bostadsrätter till dig som fyllt 55. Sedan 2009 har vi byggt 16 Seniorgårdar i Mellansverige och Skåne.",
      image: "demo/exterior-senior.jpg",
      translationKey: "seniorgarden:about",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Vi bygger hem för ett aktivt liv efter 55",
          text: "Seniorgården är en del av Nordhem AB, en av Sveriges största bostadsutvecklare.",
          image: img("demo/exterior-senior.jpg", "Seniorgård i tegel och trä med gemensam trädgård"),
        },
        {
          type: "text",
          heading: "Från en idé i Uppsala till sexton Seniorgårdar",
          paragraphs: [
            "Seniorgården startade 2009 när Nordhem fick frågan från en pensionärsförening i Uppsala: varför bygger ingen lägenheter för oss som vill bo kvar i stan, men lämna villan? Svaret blev den första Seniorgården i Sävja, med 38 lägenheter, en gemensam matsal och en trädgård som de boende planterade själva.",
            "I dag finns sexton Seniorgårdar med drygt 1 240 lägenheter från Lund i söder till Sundsvall i norr, och ytterligare fyra är under uppförande. Konceptet har utvecklats tillsammans med de boende: varje ny Seniorgård bygger på synpunkter från hundratals hushåll som redan bor hos oss.",
            "Vi är ett team på 45 personer med bakgrund inom projektutveckling, arkitektur, försäljning och förvaltning. Bakom oss står Nordhems organisation med egna byggare, inköp och kundservice i hela Sverige.",
          ],
        },
        {
          type: "facts",
          heading: "Det här kännetecknar en Seniorgård",
          items: [
            { value: "100 %", label: "tillgängliga lägenheter med hiss och steglösa entréer" },
            { value: "1", label: "gemensamhetslokal med kök i varje hus" },
            { value: "1", label: "gästlägenhet som de boende delar" },
            { value: "300 m", label: "i genomsnitt till närmaste busshållplats" },
          ],
        },
        {
          type: "quote",
          text: "Vi bygger inte äldreboenden. Vi bygger bostäder där människor som har mycket liv kvar att leva kan göra det tillsammans.",
          author: "Karin Ekdahl",
          role: "Affärsområdeschef, Seniorgården",
        },
        {
          type: "teasers",
          heading: "Läs mer om oss",
          items: [
            {
              title: "Nyheter och pressmeddelanden",
              text: "Säljstarter, byggstarter och nyheter från Seniorgården.",
              url: NEWS,
            },
            { title: "Referensprojekt", text: "Se hur det blev i Uppsala och Lund.", url: REFERENCES },
            { title: "Hållbarhet", text: "Svanenmärkt byggande och social gemenskap.", url: SUSTAINABILITY },
            { title: "Jobba hos oss", text: "Vi söker fler som vill bygga framtidens seniorboende.", url: CAREERS },
          ],
        },
      ],
    },
    {
      path: NEWS,
      template: "newsRoom",
      title: "Nyheter och pressmeddelanden",
      summary:
        "Här samlar vi pressmeddelanden och nyheter från Seniorgården – säljstarter, byggstarter och annat som händer.",
      image: "demo/city-street.jpg",
      translationKey: "seniorgarden:news-room",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Här hittar du Seniorgårdens pressmeddelanden. Är du journalist och vill komma i kontakt med oss? Ring 020-731 731 och fråga efter presstjänsten, eller mejla press@nordhem.se, så återkommer vi samma dag.",
          ],
        },
        { type: "pageList", heading: "Pressmeddelanden", template: "pressRelease", pathPrefix: NEWS, limit: 12 },
      ],
    },
    {
      path: "/om-oss/nyheter/saljstart-ekhagen-vasteras/",
      template: "pressRelease",
      title: "Säljstart för Seniorgården Ekhagen i Västerås",
      summary:
        "Den 17 februari startar försäljningen av 56 bostadsrätter i Seniorgården Ekhagen, tio minuters promenad från Västerås centrum.",
      image: "demo/exterior-apartments.jpg",
      isCorporate: true,
      publishedAt: "2026-02-17T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Seniorgården inleder i dag försäljningen av Ekhagen i västra Västerås. Projektet omfattar 56 bostadsrätter om två och tre rum och kök, mellan 58 och 92 kvadratmeter, fördelade på två fyravåningshus kring en gemensam trädgård. Inflyttning beräknas till hösten 2027.",
            "Ekhagen ligger intill Djäknebergets strövområde och har gångavstånd till både vårdcentral, livsmedelsbutik och busshållplats med direktlinje till centrum. I bottenvåningen byggs en gemensamhetslokal med fullt utrustat kök, ett hobbyrum och en gästlägenhet som föreningens medlemmar kan boka för besökande familj.",
            "– Intresset har varit enormt. Närmare 400 hushåll har anmält sig till vår VIP-klubb för Ekhagen, och många av dem bor i dag i villa i Bjurhovda eller Hökåsen. De vill bo kvar i Västerås men slippa snöskottning och takbyten, säger Johan Lindqvist, projektchef på Seniorgården.",
            "Priserna börjar på 2 450 000 kronor för en tvåa om 58 kvadratmeter, med en beräknad månadsavgift på 4 980 kronor. Samtliga lägenheter har balkong eller uteplats i söder- eller västerläge, och husen byggs för att bli Svanenmärkta.",
            "Visning av Seniorgårdens visningslägenhet sker på Ekhagens säljkontor, Vasagatan 44, varje söndag klockan 12–14 under februari och mars.",
          ],
        },
      ],
    },
    {
      path: "/om-oss/nyheter/boendeundersokning-2026/",
      template: "pressRelease",
      title: "Nio av tio boende rekommenderar Seniorgården",
      summary:
        "I årets boendeundersökning svarar 94 procent av Seniorgårdens boende att de skulle rekommendera sitt boende till en vän.",
      image: "demo/exterior-senior.jpg",
      isCorporate: true,
      publishedAt: "2026-06-09T07:30:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Seniorgårdens årliga boendeundersökning har besvarats av 1 018 hushåll i samtliga sexton Seniorgårdar. Hela 94 procent svarar att de skulle rekommendera Seniorgården till en vän eller bekant, en ökning med två procentenheter jämfört med förra året.",
            "Det som uppskattas mest är gemenskapen. 87 procent uppger att de har lärt känna minst fem grannar under sitt första år, och nästan hälften deltar regelbundet i någon aktivitet i gemensamhetslokalen. Bland de populäraste aktiviteterna finns boule, stavgång, bokcirklar och gemensamma söndagsluncher.",
            "– Att så många känner sig hemma redan första året är det finaste betyg vi kan få. Vi använder svaren direkt i planeringen av kommande projekt, till exempel har vi gjort trädgårdarna större och lagt till fler odlingslådor i Ekhagen och Strandängen, säger Karin Ekdahl, affärsområdeschef på Seniorgården.",
            "Förbättringsområden som lyfts är fler laddplatser för elbil och bättre förvaring för rollatorer och cyklar i entréplan. Båda punkterna ingår nu som standard i alla Seniorgårdar som planeras från och med 2026.",
          ],
        },
      ],
    },
    {
      path: "/om-oss/nyheter/byggstart-strandangen-karlstad/",
      template: "pressRelease",
      title: "Byggstart för Seniorgården Strandängen i Karlstad",
      summary:
        "Nu börjar bygget av 72 seniorbostäder vid Klarälven i Karlstad. Husen får stomme i trä och blir Seniorgårdens första i Värmland.",
      image: "demo/construction-timber.jpg",
      isCorporate: true,
      publishedAt: "2026-10-06T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "I dag tog Seniorgården det första spadtaget för Strandängen på Orrholmen i Karlstad. Projektet består av 72 bostadsrätter i tre hus med stomme av korslimmat trä, och blir den första Seniorgården i Värmland.",
            "Av lägenheterna är redan 51 sålda, de flesta till hushåll som bott i villa i Karlstad, Hammarö och Forshaga. Lägenheterna är mellan 61 och 105 kvadratmeter och har alla inglasad balkong med utsikt mot älven eller den gemensamma trädgården.",
            "– Karlstad är en stad där många vill bo hela livet. Med Strandängen kan man bo kvar nära vattnet, men i en lägenhet som är anpassad för åren som kommer, säger Johan Lindqvist, projektchef på Seniorgården.",
            "Träbyggnaden minskar klimatpåverkan från stommen med cirka 40 procent jämfört med en motsvarande betongstomme. På taken monteras solceller som beräknas producera omkring 85 000 kilowattimmar per år, vilket motsvarar ungefär hälften av fastighetens el.",
            "Inflyttning planeras till våren 2028. Kvarvarande lägenheter finns att boka via Seniorgårdens webbplats.",
          ],
        },
      ],
    },

    // ── Blog ─────────────────────────────────────────────────────────────────
    {
      path: BLOG,
      template: "blogList",
      title: "Livet på Seniorgården",
      summary: "Berättelser, tips och vardag från våra Seniorgårdar – om flytten, gemenskapen och allt däremellan.",
      image: "demo/exterior-townhouses.jpg",
      translationKey: "seniorgarden:blog",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Här skriver vi om hur det är att bo på Seniorgården, om hur man förbereder en flytt från villa till lägenhet och om människorna som fyller våra gemensamhetslokaler med liv.",
          ],
        },
        { type: "pageList", heading: "Senaste inläggen", template: "blogItem", pathPrefix: BLOG, limit: 12 },
      ],
    },
    {
      path: "/blogg/fran-villa-till-lagenhet/",
      template: "blogItem",
      title: "Från villa till lägenhet – fem saker att tänka på",
      summary:
        "Att sälja villan man bott i i trettio år är ett stort steg. Här är fem råd från hushåll som redan gjort resan.",
      image: "demo/exterior-villa.jpg",
      publishedAt: "2026-03-12T09:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Varje år flyttar hundratals hushåll från villa eller radhus till en Seniorgård. Vi har frågat några av dem vad de önskar att de hade vetat innan. Här är deras bästa råd.",
          ],
        },
        {
          type: "text",
          heading: "1. Börja rensa i god tid",
          paragraphs: [
            "”Vi tog ett rum i månaden under ett helt år”, berättar Birgitta och Lennart som flyttade från Sollentuna till Seniorgården Lärkträdet i Uppsala. Källaren och vinden tar längst tid. Låt barnen välja vad de vill ha tidigt, så slipper ni stressa på slutet.",
          ],
        },
        {
          type: "text",
          heading: "2. Planera ordningen för köp och försäljning",
          paragraphs: [
            "När du köper en nyproducerad bostadsrätt går det ofta ett till två år innan inflyttning. Prata med din bank och din mäklare om när villan bör säljas. Många väljer att sälja ungefär sex månader före tillträdet, med en flexibel tillträdesdag för köparen.",
          ],
        },
        {
          type: "text",
          heading: "3. Mät möblerna – på riktigt",
          paragraphs: [
            "Ta med måttbandet till visningslägenheten och rita in favoritmöblerna på planritningen. Soffan som passade perfekt i allrummet kan bli för stor, medan matbordet kanske får en ny roll vid fönstret.",
          ],
        },
        {
          type: "text",
          heading: "4. Tänk på vad du faktiskt saknar",
          paragraphs: [
            "Trädgården är det som de flesta är oroliga att sakna. Därför har varje Seniorgård odlingslådor och en gemensam trädgård. ”Jag odlar fortfarande tomater, men nu slipper jag klippa gräset”, säger Lennart.",
          ],
        },
        {
          type: "text",
          heading: "5. Säg ja till första grillkvällen",
          paragraphs: [
            "Det enklaste sättet att komma in i gemenskapen är att dyka upp. De flesta Seniorgårdar har en välkomstträff för nyinflyttade under första månaden – gå dit, även om du fortfarande har flyttlådor kvar i hallen.",
          ],
        },
      ],
    },
    {
      path: "/blogg/en-dag-i-orangeriet/",
      template: "blogItem",
      title: "En tisdag i Orangeriet på Lärkträdet",
      summary:
        "Gympa klockan tio, soppa klockan tolv och bokcirkel på eftermiddagen. Vi följde en helt vanlig tisdag i gemensamhetslokalen i Uppsala.",
      image: "demo/interior-living.jpg",
      publishedAt: "2026-05-20T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Klockan är strax före tio när de första grannarna kommer in i Orangeriet, Seniorgården Lärkträdets glasade gemensamhetslokal. Stolarna ställs i en ring och Ulla-Britt, pensionerad sjukgymnast, sätter på musiken. Tisdagsgympan har samlat mellan femton och tjugo deltagare varje vecka sedan huset stod klart 2024.",
            "Efter gympan tar matgruppen över köket. Varje tisdag lagar två hushåll soppa till alla som vill äta, och man betalar 40 kronor i en gemensam kassa. Dagens soppa är svampsoppa på kantareller som Gunnar plockat i Hågadalen.",
            "– Det viktigaste är inte maten, utan att man har en anledning att gå ner och träffas. Man ser direkt om någon saknas, och då knackar man på, säger Gunnar.",
            "På eftermiddagen är det bokcirkelns tur. Just nu läser de åtta deltagarna Kerstin Ekmans ”Händelser vid vatten”, och diskussionen går livligt över kaffet. Samtidigt bokar någon gästlägenheten för barnbarnens besök i helgen via lappen på anslagstavlan.",
            "Orangeriet är föreningens lokal och det är de boende själva som bestämmer vad som händer där. Seniorgården står för ramarna – ett stort kök, bra ljud och ljus, och en dörr rakt ut i trädgården. Resten fyller grannarna med liv.",
          ],
        },
        {
          type: "video",
          videoUrl: "https://youtu.be/Lk4pZs7YwQe",
          title: "Följ med till Orangeriet en tisdag",
          image: {
            src: "demo/exterior-senior.jpg",
            alt: "Seniorboende med gemensam trädgård",
            orgWidth: 2560,
            orgHeight: 1708,
          },
          description:
            "Gympa, soppa och bokcirkel – en kort film om en vanlig tisdag i gemensamhetslokalen på Seniorgården Lärkträdet i Uppsala.",
          scriptText:
            "Ulla-Britt, boende på Lärkträdet: Klockan tio är det gympa. Vi brukar vara mellan femton och tjugo stycken, och alla gör så mycket de orkar.\n\nGunnar, boende: I dag lagar vi svampsoppa på kantareller från Hågadalen. Man lägger 40 kronor i kassan, och så äter vi tillsammans.\n\nGunnar: Det viktigaste är inte maten, utan att man har en anledning att gå ner och träffas. Saknas någon, så knackar man på.\n\nBerättare: På eftermiddagen träffas bokcirkeln över kaffet. Orangeriet är föreningens lokal, och det är de boende själva som bestämmer vad som händer här.",
          renderOnPage: false,
          hideDescriptionOnPage: false,
        },
      ],
    },
    {
      path: "/blogg/checklista-infor-flytten/",
      template: "blogItem",
      title: "Checklista: så planerar du flytten steg för steg",
      summary:
        "Från tre månader kvar till inflyttningsdagen – vår checklista hjälper dig att hålla ordning när det är dags att flytta till din nya Seniorgård.",
      image: "demo/interior-bedroom.jpg",
      publishedAt: "2026-09-02T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          heading: "Tre månader kvar",
          paragraphs: [
            "Boka flyttfirma och flyttstädning, särskilt om du flyttar under vår eller sensommar då många firmor är fullbokade. Bestäm vilka möbler som ska följa med och vad som ska säljas, skänkas eller lämnas till återvinning. Kontrollera att din hemförsäkring gäller från tillträdesdagen.",
          ],
        },
        {
          type: "text",
          heading: "En månad kvar",
          paragraphs: [
            "Gör adressändring hos Skatteverket och meddela bank, vårdcentral och tidningsprenumerationer. Teckna elavtal för den nya lägenheten och säg upp el, bredband och sophämtning på din gamla adress. Boka gärna tid för besiktning av din nya bostad tillsammans med oss om du inte redan gjort det.",
          ],
        },
        {
          type: "text",
          heading: "Inflyttningsdagen",
          paragraphs: [
            "Hämta nycklarna hos din kundansvariga på säljkontoret. Gå igenom lägenheten och notera eventuella anmärkningar i inflyttningsprotokollet – dem kan du sedan följa upp under Mina sidor. Läs bopärmen för information om ventilation, tvättstuga och sophantering.",
            "Och glöm inte att ta en paus. Gemensamhetslokalen brukar vara öppen för nyinflyttade med kaffe och kanelbullar under de första veckorna.",
          ],
        },
      ],
    },

    // ── Inspiration ──────────────────────────────────────────────────────────
    {
      path: INSPIRATION_STORAGE,
      template: "inspiration",
      title: "Smarta förvaringslösningar när du flyttar till mindre",
      summary: "Från fyra garderober till två – så får du plats med det du älskar när du går från villa till lägenhet.",
      image: "demo/interior-bedroom.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Mindre yta, mer ordning",
          text: "Med rätt förvaring känns en trea på 85 kvadratmeter rymligare än villan du lämnar.",
          image: img("demo/interior-bedroom.jpg", "Sovrum med platsbyggd garderob i ljusa toner"),
        },
        {
          type: "text",
          heading: "Bygg på höjden",
          paragraphs: [
            "I alla Seniorgårdar är takhöjden 2,6 meter. Utnyttja den med garderober som går ända upp till taket och lägg säsongskläder och julpynt på de översta hyllorna. En stabil trappstege med handtag är en bra investering.",
            "I hallen gör en smal skohylla med sittbänk stor skillnad. Du får både förvaring och en plats att sitta på när du tar på dig skorna.",
          ],
        },
        {
          type: "text",
          heading: "Använd förrådet och gemensamma utrymmen",
          paragraphs: [
            "Varje lägenhet har ett förråd på minst fem kvadratmeter i källaren eller entréplanet. Där passar resväskor, extra stolar och trädgårdsredskap för odlingslådan. Cyklar och rollatorer har egna rum nära entrén.",
            "Tänk också på vad grannarna redan har. I många Seniorgårdar delar de boende på borrmaskin, symaskin och extra porslin till kalas i gemensamhetslokalen – då behöver inte alla äga allt.",
          ],
        },
        {
          type: "image",
          image: img("demo/interior-living.jpg", "Vardagsrum med låga förvaringsskåp under fönstret"),
          caption: "Låga skåp under fönstren ger förvaring utan att ta ljus eller utsikt.",
        },
      ],
    },
    {
      path: INSPIRATION_BALCONY,
      template: "inspiration",
      title: "Odla på balkongen – en trädgård på fyra kvadratmeter",
      summary:
        "Tomater, kryddor och sommarblommor: så skapar du en frodig balkong, även om du lämnat den stora trädgården bakom dig.",
      image: "demo/exterior-apartments.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Trädgården flyttar med",
          text: "Balkongen i söderläge är perfekt för den som vill fortsätta odla.",
          image: img("demo/exterior-apartments.jpg", "Balkonger med blommor i ett nytt flerbostadshus i kvällsljus"),
        },
        {
          type: "text",
          heading: "Välj rätt växter för läget",
          paragraphs: [
            "På en balkong i söder- eller västerläge trivs tomater, chili, basilika och pelargoner. Har du balkong mot öster fungerar sallat, persilja, gräslök och jordgubbar utmärkt eftersom de inte tål den hetaste eftermiddagssolen.",
            "Använd stora krukor med dräneringshål – minst 15 liter jord för en tomatplanta. Större krukor torkar inte ut lika snabbt och du slipper vattna varje dag.",
          ],
        },
        {
          type: "text",
          heading: "Tänk på vikt och grannar",
          paragraphs: [
            "Våta krukor är tunga. Placera de största längs husväggen och undvik att hänga lådor på utsidan av räcket. Vattna försiktigt så att det inte droppar ner till grannen under dig.",
            "Vill du odla mer? I alla Seniorgårdar finns odlingslådor i den gemensamma trädgården som fördelas varje vår. Hör med styrelsen i din förening.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "15 l", label: "jord per tomatplanta" },
            { value: "6–8 h", label: "sol per dag för tomater och chili" },
            { value: "maj", label: "utplantering efter sista frostnatten" },
          ],
        },
      ],
    },

    // ── FAQ ──────────────────────────────────────────────────────────────────
    {
      path: FAQ,
      template: "faq",
      title: "Vanliga frågor om att köpa en Seniorgård",
      summary: "Svar på de vanligaste frågorna om köpprocessen, ekonomin och livet i en nyproducerad Seniorgård.",
      image: "demo/interior-kitchen.jpg",
      translationKey: "seniorgarden:faq",
      blocks: [
        {
          type: "faq",
          sectionId: "kopprocessen",
          heading: "Att köpa en ny bostad",
          items: [
            {
              question: "Hur går det till att köpa en lägenhet på Seniorgården?",
              answer:
                "Du väljer lägenhet och bokar den på vår webbplats eller hos säljaren. Därefter tecknar du ett förhandsavtal med bostadsrättsföreningen och betalar ett förskott på 50 000 kronor. Närmare inflyttning skriver du ett upplåtelseavtal och betalar resten av insatsen på tillträdesdagen.",
            },
            {
              question: "Vad är ett förhandsavtal?",
              answer:
                "Förhandsavtalet är ett bindande avtal mellan dig och bostadsrättsföreningen om att du ska få upplåtelse av en viss lägenhet när den är klar. Det innehåller en beräknad insats och månadsavgift enligt föreningens kostnadskalkyl.",
            },
            {
              question: "Måste jag ha fyllt 55 för att köpa?",
              answer:
                "Minst en person i hushållet ska ha fyllt 55 år vid inflyttningen. Den som bor med dig kan vara yngre. Kravet finns i föreningens stadgar och gäller även vid framtida försäljningar.",
            },
            {
              question: "Kan jag välja tillval till min lägenhet?",
              answer:
                "Ja. Ungefär ett år före inflyttning får du tillgång till vår tillvalsvisning, där du väljer bland annat golv, kakel, köksluckor och vitvaror. Vissa tillval, som extra eluttag och förstärkning för stödhandtag, är kostnadsfria.",
            },
            {
              question: "Vad händer med min villa under tiden?",
              answer:
                "Det bestämmer du själv. Vi rekommenderar att du pratar med banken och en mäklare i god tid. Många väljer att sälja villan sex till nio månader före tillträdet. Kontakta oss om du vill ha hjälp att planera tidslinjen.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "ekonomi-och-avgifter",
          heading: "Ekonomi och avgifter",
          items: [
            {
              question: "Vad ingår i månadsavgiften?",
              answer:
                "Månadsavgiften täcker föreningens kostnader för bland annat räntor och amortering på föreningens lån, värme, vatten, fastighetsskötsel, försäkring och drift av gemensamhetslokal och gästlägenhet. Hushållsel och bredband betalar du själv.",
            },
            {
              question: "Hur säker är den beräknade månadsavgiften?",
              answer:
                "Avgiften bygger på föreningens ekonomiska plan, som granskas av två av Boverket godkända intygsgivare. Nordhem står för föreningens kostnader för osålda lägenheter, så att de boende aldrig behöver betala för tomma bostäder.",
            },
            {
              question: "När betalar jag insatsen?",
              answer:
                "Du betalar ett förskott på 50 000 kronor när du tecknar förhandsavtalet. Resterande insats betalar du på tillträdesdagen. Du behöver alltså inte ha sålt din nuvarande bostad när du bokar.",
            },
            {
              question: "Vad händer om jag ångrar mig?",
              answer:
                "Förhandsavtalet är bindande. Om du inte kan fullfölja köpet, till exempel på grund av sjukdom, kontakta oss så tidigt som möjligt. Vi hjälper dig då att hitta en ny köpare till lägenheten.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "boendet",
          heading: "Att bo på Seniorgården",
          items: [
            {
              question: "Är Seniorgården ett äldreboende?",
              answer:
                "Nej. Seniorgården är vanliga bostadsrätter där du bor helt självständigt. Skillnaden är att husen är byggda för god tillgänglighet och att det finns gemensamma lokaler som gör det lätt att träffa grannarna. Behöver du hemtjänst ansöker du om det hos kommunen, precis som i vilken bostad som helst.",
            },
            {
              question: "Får jag ha husdjur?",
              answer:
                "Ja, hund och katt är välkomna. Tänk på att visa hänsyn i trappuppgångar och i den gemensamma trädgården.",
            },
            {
              question: "Hur bokar jag gästlägenheten?",
              answer:
                "Gästlägenheten bokas via föreningens bokningssystem i tvättstugan eller på föreningens webbsida. Kostnaden bestäms av styrelsen och brukar ligga mellan 200 och 300 kronor per natt.",
            },
            {
              question: "Vem organiserar aktiviteterna?",
              answer:
                "Det gör de boende själva, ofta genom en trivselgrupp i föreningen. Seniorgården bjuder på en välkomstfest för alla nyinflyttade under det första året.",
            },
          ],
        },
      ],
    },

    // ── Careers ──────────────────────────────────────────────────────────────
    {
      path: CAREERS,
      template: "careerStandard",
      title: "Jobba på Seniorgården",
      summary:
        "Vill du vara med och bygga hem där människor trivs i många år? Hos oss arbetar du nära kunderna, i ett team som brinner för seniorboende.",
      image: "demo/office.jpg",
      translationKey: "seniorgarden:careers",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Bygg hem för livets bästa år",
          text: "Vi söker dig som vill kombinera samhällsbyggande med riktiga möten med människor.",
          image: img("demo/office.jpg", "Ljust kontor med arbetsplatser och gröna växter"),
          link: { text: "Se lediga jobb", url: CAREER_JOBS },
        },
        {
          type: "text",
          heading: "Ett litet team med en stor koncern i ryggen",
          paragraphs: [
            "Seniorgården är en del av Nordhem. Det betyder att du får arbeta i ett team på 45 personer där alla känner varandra, men med tillgång till Nordhems utbildningar, förmåner och karriärvägar i hela Norden.",
            "Våra medarbetare finns i Stockholm, Uppsala, Västerås, Göteborg och Lund. Vi arbetar med allt från markförvärv och projektutveckling till försäljning och kundservice efter inflyttning.",
          ],
        },
        {
          type: "facts",
          heading: "Därför trivs våra medarbetare",
          items: [
            { value: "4,5 av 5", label: "i medarbetarundersökningen 2026" },
            { value: "6 veckor", label: "semester efter tre års anställning" },
            { value: "5 000 kr", label: "friskvårdsbidrag per år" },
          ],
        },
        {
          type: "quote",
          text: "Det bästa med jobbet är inflyttningsdagen. När någon som bott i samma villa i fyrtio år står i sin nya lägenhet och säger att det känns som hemma – då vet man varför man gör det här.",
          author: "Sara Holm",
          role: "Kundansvarig, Seniorgården Uppsala",
        },
      ],
    },
    {
      path: CAREER_JOBS,
      template: "availableJobs",
      title: "Lediga jobb",
      summary: "Här hittar du alla lediga tjänster på Seniorgården just nu.",
      image: "demo/office.jpg",
      translationKey: "seniorgarden:career-jobs",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Vi rekryterar löpande och ser gärna att du söker så snart som möjligt, eftersom urval sker under ansökningstiden. Har du frågor om en tjänst? Kontakta ansvarig rekryterare via Nordhems växel på 020-731 731.",
          ],
        },
        { type: "jobList", heading: "Aktuella tjänster" },
      ],
    },

    // ── Campaign ─────────────────────────────────────────────────────────────
    {
      path: CAMPAIGN,
      template: "campaign",
      title: "Flytthjälp på köpet",
      summary:
        "Köp en lägenhet i Seniorgården Ekhagen eller Strandängen senast den 31 december 2026 så står vi för flyttfirma och flyttstädning upp till 40 000 kronor.",
      image: "demo/interior-living.jpg",
      translationKey: "seniorgarden:campaign",
      blocks: [
        {
          type: "hero",
          heading: "Vi bär kartongerna – du njuter av utsikten",
          text: "Tecknar du förhandsavtal före nyår bjuder vi på flyttfirma och flyttstädning till ett värde av upp till 40 000 kronor.",
          image: img("demo/interior-living.jpg", "Ljust vardagsrum i en nyinflyttad seniorlägenhet"),
          link: { text: "Se lediga lägenheter", url: SEARCH_HOMES },
        },
        {
          type: "text",
          heading: "Så fungerar erbjudandet",
          paragraphs: [
            "Erbjudandet gäller dig som tecknar förhandsavtal för en lägenhet i Seniorgården Ekhagen i Västerås eller Seniorgården Strandängen i Karlstad mellan den 1 oktober och den 31 december 2026.",
            "När det närmar sig inflyttning kontaktar vi dig och bokar in en av våra samarbetsfirmor. De packar, bär och kör ditt bohag och städar din gamla bostad när du har flyttat ut. Vill du hellre ordna flytten själv får du i stället ett avdrag på 30 000 kronor på din slutbetalning.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "40 000 kr", label: "i flytthjälp och flyttstädning" },
            { value: "31 dec", label: "sista dag att teckna förhandsavtal" },
            { value: "2", label: "Seniorgårdar ingår i erbjudandet" },
          ],
        },
        {
          type: "faq",
          sectionId: "villkor-flytthjalp",
          heading: "Villkor",
          items: [
            {
              question: "Kan jag kombinera erbjudandet med andra rabatter?",
              answer: "Nej, erbjudandet kan inte kombineras med andra kampanjer eller rabatter.",
            },
            {
              question: "Gäller erbjudandet om jag flyttar från en annan ort?",
              answer: "Ja, flytthjälpen gäller flyttar inom Sverige upp till 40 000 kronor, oavsett avstånd.",
            },
            {
              question: "Vad händer om flytten kostar mer än 40 000 kronor?",
              answer:
                "Du betalar mellanskillnaden direkt till flyttfirman. Du får alltid en offert innan flytten bokas.",
            },
            {
              question: "Gäller erbjudandet om jag redan är VIP-medlem?",
              answer: "Ja, erbjudandet gäller alla som tecknar förhandsavtal under kampanjperioden.",
            },
          ],
        },
      ],
    },

    // ── Customer service ─────────────────────────────────────────────────────
    {
      path: CUSTOMER_SERVICE,
      template: "customerService",
      title: "Kundservice",
      summary: "Har du frågor om att köpa, bo i eller flytta till en Seniorgård? Vi hjälper dig gärna.",
      image: "demo/office.jpg",
      translationKey: "seniorgarden:customer-service",
      blocks: [
        {
          type: "contact",
          heading: "Kontakta Seniorgården",
          phone: "020-731 731",
          email: "seniorgarden@nordhem.se",
          openingHours: "Måndag–torsdag 8–17, fredag 8–15. Lunchstängt 12–13.",
          text: "Vill du felanmäla något i din lägenhet under garantitiden gör du det enklast via Mina sidor eller vårt felanmälningsformulär.",
        },
        {
          type: "faq",
          sectionId: "kundservice-fragor",
          heading: "Vanliga frågor till kundservice",
          items: [
            {
              question: "Hur gör jag en felanmälan i min nya lägenhet?",
              answer:
                "Under de två första åren efter inflyttning gör du felanmälan via Mina sidor eller formuläret för felanmälan. Gäller det gemensamma utrymmen, kontakta föreningens förvaltare.",
            },
            {
              question: "Hur blir jag medlem i VIP-klubben?",
              answer:
                "Skapa ett konto och välj de Seniorgårdar du är intresserad av. Medlemskapet är kostnadsfritt och du kan avsluta det när du vill.",
            },
            {
              question: "Kan jag boka en visning?",
              answer:
                "Ja. Visningar av våra visningslägenheter hålls oftast på söndagar. Ring oss så bokar vi en tid som passar dig, även på vardagar.",
            },
            {
              question: "Jag har fått ett misstänkt sms om betalning. Vad gör jag?",
              answer:
                "Seniorgården ber aldrig om betalning via sms eller länkar. Betala inte, klicka inte på länken och ring oss på 020-731 731 om du är osäker.",
            },
          ],
        },
      ],
    },

    // ── Sustainability ───────────────────────────────────────────────────────
    {
      path: SUSTAINABILITY,
      template: "sustainabilityStart",
      title: "Hållbarhet på Seniorgården",
      summary:
        "Hållbara Seniorgårdar handlar både om klimatet och om människorna. Vi bygger Svanenmärkt och designar för gemenskap.",
      image: "demo/solar-roof.jpg",
      translationKey: "seniorgarden:sustainability",
      blocks: [
        {
          type: "hero",
          heading: "Hållbart för både planeten och grannskapet",
          text: "Ett hem ska vara bra att bo i länge – och lämna så lite avtryck som möjligt.",
          image: img("demo/solar-roof.jpg", "Solceller på taket av en Seniorgård"),
        },
        {
          type: "text",
          paragraphs: [
            "Sedan 2021 byggs alla nya Seniorgårdar för att bli Svanenmärkta. Vi väljer trästommar där det är möjligt, installerar solceller på taken och mäter klimatpåverkan i varje projekt. Men hållbarhet handlar också om att människor ska må bra – därför är gemenskap en lika viktig del av vårt hållbarhetsarbete.",
          ],
        },
        {
          type: "teasers",
          heading: "Våra fokusområden",
          items: [
            {
              title: "Energi och klimat",
              text: "Trästommar, solceller och energisnåla hus med låga driftskostnader.",
              url: SUSTAINABILITY_ENERGY,
              image: img("demo/construction-timber.jpg", "Trästomme under uppförande"),
            },
            {
              title: "Gemenskap och hälsa",
              text: "Hur vi planerar husen för att motverka ofrivillig ensamhet.",
              url: SUSTAINABILITY_SOCIAL,
              image: img("demo/exterior-senior.jpg", "Boende som samlas i den gemensamma trädgården"),
            },
            {
              title: "Svanenmärkt",
              text: "Vad Nordens officiella miljömärke betyder för dig som bor hos oss.",
              url: SWAN,
              image: img("demo/nature-forest.jpg", "Skog och sjö i svenskt landskap"),
            },
          ],
        },
      ],
    },
    {
      path: SUSTAINABILITY_ENERGY,
      template: "sustainabilityCategory",
      title: "Energi och klimat",
      summary:
        "Våra Seniorgårdar använder i genomsnitt 25 procent mindre energi än vad Boverkets byggregler kräver, och trästommar halverar ofta klimatavtrycket från stommen.",
      image: "demo/construction-timber.jpg",
      blocks: [
        {
          type: "text",
          heading: "Mindre energi, lägre avgifter",
          paragraphs: [
            "Energisnåla hus är bra för klimatet och för föreningens ekonomi. Alla nya Seniorgårdar har frånluftsvärmepump eller ansluts till fjärrvärme med återvinning, och vi projekterar för en energiprestanda som i genomsnitt ligger 25 procent under byggreglernas krav.",
            "Solceller på taken producerar fastighetsel till hissar, belysning och tvättstugor. I Strandängen i Karlstad beräknas solcellerna täcka ungefär hälften av fastighetens elbehov.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "−25 %", label: "energianvändning jämfört med byggreglerna" },
            { value: "−40 %", label: "klimatpåverkan från stommen med trä i stället för betong" },
            { value: "100 %", label: "förnybar el på våra byggarbetsplatser" },
          ],
        },
        {
          type: "text",
          heading: "Klimatdeklaration i varje projekt",
          paragraphs: [
            "Sedan 2022 gör vi en klimatdeklaration för varje ny byggnad, och vi använder resultaten för att välja material med lägre klimatpåverkan. Målet är att halvera klimatavtrycket per kvadratmeter till 2030 jämfört med 2020.",
          ],
        },
      ],
    },
    {
      path: SUSTAINABILITY_SOCIAL,
      template: "sustainabilityCategory",
      title: "Gemenskap och hälsa",
      summary:
        "Ofrivillig ensamhet är ett av de största hälsohoten för äldre. Därför planerar vi varje Seniorgård för att det ska vara lätt att mötas.",
      image: "demo/exterior-senior.jpg",
      blocks: [
        {
          type: "text",
          heading: "Arkitektur som bjuder in",
          paragraphs: [
            "I en Seniorgård ligger gemensamhetslokalen vid huvudentrén, så att alla passerar den på väg till brevlådan. Trädgården har sittplatser i både sol och skugga, och tvättstugan har fönster mot gården. Det är små detaljer som gör det naturligt att stanna och prata.",
            "Vi bygger också för ett aktivt liv: promenadslingor i närområdet, cykelrum i entréplan och boulebanor som används från april till oktober.",
          ],
        },
        {
          type: "quote",
          text: "Efter min mans bortgång var det grannarna som fick mig att gå ut igen. Nu är jag själv den som knackar på hos de nyinflyttade.",
          author: "Margareta Sjöberg",
          role: "Boende i Seniorgården Solbacken, Lund",
        },
        {
          type: "text",
          heading: "Tillsammans med forskningen",
          paragraphs: [
            "Sedan 2024 följer vi tillsammans med forskare i folkhälsovetenskap hur de boende upplever sin hälsa och sina sociala kontakter under de första tre åren efter inflyttning. Resultaten hittills visar att andelen som känner sig ensamma ofta sjunker med ungefär en tredjedel efter flytten.",
          ],
        },
      ],
    },

    // ── Reference projects ───────────────────────────────────────────────────
    {
      path: REFERENCES,
      template: "referenceProjectStart",
      title: "Referensprojekt",
      summary: "Se några av de Seniorgårdar vi har byggt och hör de boende berätta om hur det blev.",
      image: "demo/exterior-senior.jpg",
      translationKey: "seniorgarden:references",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Sedan 2009 har vi byggt sexton Seniorgårdar. Här presenterar vi ett urval av dem – med fakta, bilder och röster från de som bor där.",
          ],
        },
        {
          type: "pageList",
          heading: "Våra Seniorgårdar",
          template: "referenceProject",
          pathPrefix: REFERENCES,
          limit: 12,
        },
      ],
    },
    {
      path: REFERENCE_UPPSALA,
      template: "referenceProject",
      title: "Seniorgården Lärkträdet, Uppsala",
      summary:
        "64 bostadsrätter i Rosendal med glasad gemensamhetslokal, odlingslotter och tio minuters cykelväg till Stora torget. Inflyttning 2024.",
      image: "demo/exterior-townhouses.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Lärkträdet – gemenskap i Rosendal",
          image: img("demo/exterior-townhouses.jpg", "Seniorgården Lärkträdet med trädgård och odlingslådor"),
        },
        {
          type: "facts",
          items: [
            { value: "64", label: "bostadsrätter, 2–4 rum och kök" },
            { value: "55–108 m²", label: "boarea" },
            { value: "2024", label: "inflyttning" },
            { value: "180 m²", label: "gemensamhetslokal ”Orangeriet”" },
          ],
        },
        {
          type: "text",
          heading: "Om projektet",
          paragraphs: [
            "Lärkträdet ligger i den nya stadsdelen Rosendal i södra Uppsala, med Stadsskogen som granne och busshållplats precis utanför porten. Husen i fyra och fem våningar ramar in en stor trädgård med fruktträd, odlingsbäddar och en boulebana.",
            "Hjärtat i Lärkträdet är Orangeriet, en glasad gemensamhetslokal med storkök och plats för 60 gäster. Här hålls allt från tisdagsgympa till julbord, och föreningen hyr ut lokalen till medlemmarnas egna kalas.",
            "Alla 64 lägenheter såldes innan byggstart. Föreningen har i dag en stabil ekonomi och en månadsavgift som ligger i nivå med den ursprungliga kalkylen.",
          ],
        },
        {
          type: "quote",
          text: "Vi var oroliga för att sakna villan i Sunnersta. Nu undrar vi varför vi inte flyttade tidigare.",
          author: "Birgitta och Lennart Åkesson",
          role: "Boende sedan 2024",
        },
      ],
    },
    {
      path: REFERENCE_LUND,
      template: "referenceProject",
      title: "Seniorgården Solbacken, Lund",
      summary:
        "48 Svanenmärkta lägenheter på Brunnshög i Lund, med takterrass, solceller och spårvagnen till centrum runt hörnet. Inflyttning 2025.",
      image: "demo/exterior-apartments.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Solbacken – Svanenmärkt på Brunnshög",
          image: img("demo/exterior-apartments.jpg", "Seniorgården Solbacken med balkonger i kvällsljus"),
        },
        {
          type: "facts",
          items: [
            { value: "48", label: "bostadsrätter, 2–3 rum och kök" },
            { value: "62–94 m²", label: "boarea" },
            { value: "2025", label: "inflyttning" },
            { value: "Svanen", label: "Svanenmärkt flerbostadshus" },
          ],
        },
        {
          type: "text",
          heading: "Om projektet",
          paragraphs: [
            "Solbacken var vår första Seniorgård i Skåne och den första som Svanenmärktes. Huset i sex våningar har en gemensam takterrass med utsikt över slätten och Lunds domkyrka, och en trädgård i markplan med plats för odling och grillkvällar.",
            "Spårvagnen tar dig till Lund C på tolv minuter, och i kvarteret finns vårdcentral, apotek och matbutik. På taket sitter 210 kvadratmeter solceller som förser fastigheten med el.",
          ],
        },
        {
          type: "quote",
          text: "Takterrassen är husets vardagsrum från maj till september. Där träffas vi över en kopp kaffe nästan varje eftermiddag.",
          author: "Margareta Sjöberg",
          role: "Ordförande i Brf Seniorgården Solbacken",
        },
      ],
    },

    // ── Cookies, GDPR and errors ─────────────────────────────────────────────
    {
      path: COOKIES,
      template: "standard",
      title: "Cookies på Seniorgårdens webbplats",
      summary: "Här förklarar vi vilka cookies vi använder, varför vi gör det och hur du ändrar dina inställningar.",
      translationKey: "seniorgarden:cookies",
      blocks: [
        {
          type: "text",
          heading: "Så använder vi cookies",
          paragraphs: [
            "En cookie är en liten textfil som sparas i din webbläsare när du besöker en webbplats. Vi använder cookies för att webbplatsen ska fungera, för att komma ihåg dina val och – om du samtycker – för att förstå hur webbplatsen används och förbättra den.",
            "Enligt lagen om elektronisk kommunikation ska alla som besöker en webbplats med cookies få information om dem och ge sitt samtycke till cookies som inte är nödvändiga. Nödvändiga cookies är alltid på; statistik, marknadsföring och innehåll från andra tjänster (som inbäddade videor) använder vi bara om du samtycker. Du ändrar ditt val när som helst under ”Dina cookieinställningar” här på sidan, eller via länken ”Cookieinställningar” längst ner på varje sida.",
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
                "Nödvändiga cookies behövs för att du ska kunna logga in på Mina sidor, boka en bostad och spara ditt cookieval. De är alltid på och kan inte stängas av.",
            },
            {
              question: "Vad används statistikcookies till?",
              answer:
                "Statistik visar oss hur många som besöker sidorna och vilka bostäder som är mest intressanta, bland annat med ett anonymt besöks-id (jmuid). Informationen är sammanställd och används för att förbättra webbplatsen. Vi använder den bara om du samtycker.",
            },
            {
              question: "Använder ni cookies för marknadsföring?",
              answer:
                "Endast om du samtycker. Marknadsföringscookies gör att vi kan visa relevanta annonser om Seniorgården på andra webbplatser och i sociala medier.",
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
            {
              question: "Hur tar jag bort cookies?",
              answer:
                "Du kan radera cookies i din webbläsares inställningar. Då försvinner även ditt sparade val, och vi frågar om ditt samtycke nästa gång du besöker webbplatsen.",
            },
          ],
        },
      ],
    },
    {
      path: "/404/",
      template: "notFound",
      title: "Sidan kunde inte hittas",
      summary: "Sidan du letar efter finns inte längre eller har flyttat.",
      translationKey: "seniorgarden:404",
      blocks: [
        {
          type: "text",
          heading: "Hoppsan, här var det tomt",
          paragraphs: [
            "Sidan du söker har kanske flyttat eller finns inte längre. Gå till startsidan eller sök efter en ledig lägenhet – eller ring oss på 020-731 731 så hjälper vi dig att hitta rätt.",
          ],
        },
      ],
    },
    {
      path: "/500/",
      template: "serverError",
      title: "Något gick fel",
      summary: "Ett tekniskt fel uppstod. Försök igen om en stund.",
      translationKey: "seniorgarden:500",
      blocks: [
        {
          type: "text",
          heading: "Något gick fel hos oss",
          paragraphs: [
            "Vi ber om ursäkt – ett tekniskt fel gör att sidan inte kan visas just nu. Vänta en liten stund och försök igen. Om felet kvarstår når du kundservice på 020-731 731.",
          ],
        },
      ],
    },

    // ── Extra brand pages: VIP, Svanen, GDPR ────────────────────────────────
    {
      path: VIP,
      template: "campaign",
      title: "VIP-klubben – först till nya Seniorgårdar",
      summary:
        "Som VIP-medlem får du information om nya Seniorgårdar före alla andra och kan boka din lägenhet innan den allmänna säljstarten. Kostnadsfritt.",
      image: "demo/interior-living.jpg",
      translationKey: "seniorgarden:vip-info",
      blocks: [
        {
          type: "hero",
          heading: "Bli VIP – och välj lägenhet först",
          text: "Medlemskapet är kostnadsfritt och ger dig förtur till de bästa lägena i nya Seniorgårdar.",
          image: img("demo/interior-living.jpg", "Vardagsrum med stora fönster och utsikt över trädgården"),
          link: { text: "Bli VIP-medlem", url: REGISTER },
        },
        {
          type: "text",
          heading: "Det här får du som VIP-medlem",
          paragraphs: [
            "Du får information om nya Seniorgårdar i de orter du väljer, ofta ett år innan projektet presenteras för allmänheten. Du bjuds in till VIP-visningar där du får se planlösningar, prisbilder och träffa våra projektchefer.",
            "Inför säljstart får VIP-medlemmar boka sin lägenhet under en särskild VIP-period på minst en vecka. I Ekhagen i Västerås tecknades 38 av 56 lägenheter av VIP-medlemmar innan den allmänna säljstarten.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "0 kr", label: "kostar det att vara medlem" },
            { value: "7 dagar", label: "VIP-period före allmän säljstart" },
            { value: "3 800", label: "VIP-medlemmar i dag" },
          ],
        },
        {
          type: "teasers",
          heading: "Kom igång",
          items: [
            { title: "Skapa konto", text: "Registrera dig med BankID på en minut.", url: REGISTER },
            { title: "Mina VIP-projekt", text: "Redan medlem? Se dina VIP-projekt och visningar.", url: MY_VIP },
            { title: "Lediga bostäder", text: "Se vilka Seniorgårdar som är till salu just nu.", url: SEARCH_HOMES },
          ],
        },
        {
          type: "faq",
          sectionId: "vip-fragor",
          heading: "Frågor om VIP-klubben",
          items: [
            {
              question: "Är jag bunden till något när jag blir VIP-medlem?",
              answer: "Nej. Medlemskapet är helt kostnadsfritt och du förbinder dig inte att köpa något.",
            },
            {
              question: "Hur många projekt kan jag följa?",
              answer:
                "Så många du vill. Du väljer orter och projekt under Mina sidor och kan ändra dina val när som helst.",
            },
            {
              question: "Kan jag vara VIP-medlem tillsammans med min partner?",
              answer:
                "Ja. Ni kan registrera er var för sig eller som ett hushåll. Vid bokning är det den som står på förhandsavtalet som gäller.",
            },
            {
              question: "Hur avslutar jag mitt medlemskap?",
              answer: "Du avslutar medlemskapet under Mina sidor eller genom att ringa kundservice på 020-731 731.",
            },
          ],
        },
      ],
    },
    {
      path: SWAN,
      template: "sustainabilityCategory",
      title: "Svanenmärkta Seniorgårdar",
      summary:
        "Alla nya Seniorgårdar byggs för att bli Svanenmärkta. Det betyder tuffa krav på energi, byggmaterial, kemikalier och inomhusmiljö.",
      image: "demo/nature-forest.jpg",
      translationKey: "seniorgarden:swan-label",
      blocks: [
        {
          type: "hero",
          heading: "Svanenmärkt – för ett sundare hem",
          text: "Svanen är Nordens officiella miljömärke. För dig betyder det ett hem med god luft, granskade material och låg energianvändning.",
          image: img("demo/nature-forest.jpg", "Skog och sjö i svenskt landskap"),
        },
        {
          type: "text",
          heading: "Vad innebär Svanenmärkt?",
          paragraphs: [
            "För att ett hus ska bli Svanenmärkt granskas hela byggprocessen av Miljömärkning Sverige. Kraven omfattar energianvändning, vilka byggprodukter och kemiska produkter som får användas, hur fukt hanteras under byggtiden och hur ventilation och dagsljus fungerar i den färdiga bostaden.",
            "Alla material som används i lägenheterna dokumenteras i en loggbok. Det gör det lättare för föreningen att sköta och renovera huset i framtiden – och du vet vad som finns bakom väggarna.",
          ],
        },
        {
          type: "facts",
          heading: "Svanen hos Seniorgården",
          items: [
            { value: "2021", label: "sedan dess byggs alla nya Seniorgårdar enligt Svanens krav" },
            { value: "6", label: "Svanenmärkta Seniorgårdar klara eller under uppförande" },
            { value: "100 %", label: "av byggprodukterna granskade och dokumenterade" },
          ],
        },
        {
          type: "faq",
          sectionId: "svanen-fragor",
          heading: "Vanliga frågor om Svanenmärkta hus",
          items: [
            {
              question: "Vad betyder Svanenmärkningen för mig som bor i huset?",
              answer:
                "Du får en bostad med bra inomhusluft, mindre risk för fuktskador och lägre energikostnader, vilket också bidrar till en stabil månadsavgift.",
            },
            {
              question: "Får jag renovera en Svanenmärkt lägenhet?",
              answer:
                "Ja. Märkningen gäller huset när det är nybyggt. Vill du bevara de goda egenskaperna kan du välja miljömärkta färger och material när du renoverar.",
            },
            {
              question: "Vem kontrollerar att kraven följs?",
              answer:
                "Miljömärkning Sverige granskar dokumentationen och gör kontrollbesök på byggarbetsplatsen innan licensen utfärdas.",
            },
            {
              question: "Är alla Seniorgårdar Svanenmärkta?",
              answer:
                "Alla Seniorgårdar som planerats sedan 2021 byggs för att bli Svanenmärkta. Äldre Seniorgårdar är byggda enligt då gällande krav men inte Svanenmärkta.",
            },
          ],
        },
      ],
    },
    {
      path: GDPR,
      template: "standard",
      title: "Så hanterar vi dina personuppgifter",
      summary:
        "Här beskriver vi vilka personuppgifter Seniorgården behandlar, varför vi gör det, hur länge vi sparar dem och vilka rättigheter du har.",
      translationKey: "seniorgarden:gdpr",
      blocks: [
        {
          type: "text",
          heading: "Personuppgiftsansvarig",
          paragraphs: [
            "Nordhem AB är personuppgiftsansvarig för de personuppgifter som behandlas när du använder Seniorgårdens webbplats, blir VIP-medlem, köper en bostad eller kontaktar kundservice. Vi behandlar dina uppgifter enligt dataskyddsförordningen (GDPR) och kompletterande svensk lagstiftning.",
          ],
        },
        {
          type: "text",
          heading: "Vilka uppgifter vi behandlar och varför",
          paragraphs: [
            "När du registrerar dig eller bokar en bostad behandlar vi namn, personnummer, adress, telefonnummer och e-postadress. När du köper en bostad behandlar vi även uppgifter om avtal, betalningar och tillval. Rättslig grund är att vi ska kunna fullgöra avtalet med dig.",
            "Som VIP-medlem behandlar vi också dina intresseval, till exempel vilka orter och lägenhetsstorlekar du är intresserad av, för att kunna skicka relevant information. Det gör vi med stöd av ditt samtycke, som du kan återkalla när som helst.",
            "Vissa uppgifter måste vi spara enligt lag. Bokföringsunderlag, till exempel fakturor och avtal med betalningar, sparas i sju år enligt bokföringslagen.",
          ],
        },
        {
          type: "text",
          heading: "Vem vi delar uppgifter med",
          paragraphs: [
            "Vi delar dina uppgifter med bostadsrättsföreningen när du tecknar förhandsavtal och upplåtelseavtal, och med leverantörer som hjälper oss med till exempel IT-drift, e-post och kundundersökningar. Leverantörerna får bara behandla uppgifterna enligt våra instruktioner. Vi säljer aldrig dina personuppgifter.",
          ],
        },
        {
          type: "faq",
          sectionId: "dina-rattigheter",
          heading: "Dina rättigheter",
          items: [
            {
              question: "Kan jag se vilka uppgifter ni har om mig?",
              answer:
                "Ja. Du har rätt att få ett registerutdrag med de personuppgifter vi behandlar om dig. Skicka din begäran till dataskydd@nordhem.se så svarar vi inom en månad.",
            },
            {
              question: "Kan jag få mina uppgifter rättade eller raderade?",
              answer:
                "Du har rätt att få felaktiga uppgifter rättade och, i vissa fall, att få uppgifter raderade. Uppgifter som vi måste spara enligt lag kan vi inte radera förrän lagringstiden har gått ut.",
            },
            {
              question: "Hur länge sparar ni mina uppgifter?",
              answer:
                "Uppgifter om VIP-medlemskap sparas så länge du är medlem. Uppgifter om köp sparas i tio år efter tillträdet på grund av garanti- och reklamationsansvar, och bokföringsunderlag i sju år.",
            },
            {
              question: "Vart vänder jag mig om jag vill klaga?",
              answer:
                "Kontakta i första hand vårt dataskyddsombud på dataskydd@nordhem.se. Du har också rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY).",
            },
          ],
        },
      ],
    },
  ],

  navigation: {
    main: [
      {
        text: "Hitta bostad",
        url: SEARCH_HOMES,
        children: [
          { text: "Lediga lägenheter", url: SEARCH_HOMES },
          { text: "Bostäder via mäklare", url: SUCCESSION },
          { text: "VIP-klubben", url: VIP },
          { text: "Flytthjälp på köpet", url: CAMPAIGN },
        ],
      },
      {
        text: "Livet på Seniorgården",
        url: BLOG,
        children: [
          { text: "Blogg", url: BLOG },
          { text: "Smarta förvaringslösningar", url: INSPIRATION_STORAGE },
          { text: "Odla på balkongen", url: INSPIRATION_BALCONY },
          { text: "Referensprojekt", url: REFERENCES },
        ],
      },
      {
        text: "Hållbarhet",
        url: SUSTAINABILITY,
        children: [
          { text: "Energi och klimat", url: SUSTAINABILITY_ENERGY },
          { text: "Gemenskap och hälsa", url: SUSTAINABILITY_SOCIAL },
          { text: "Svanenmärkt", url: SWAN },
        ],
      },
      { text: "Vanliga frågor", url: FAQ },
      {
        text: "Om oss",
        url: "/om-oss/",
        children: [
          { text: "Om Seniorgården", url: "/om-oss/" },
          { text: "Nyheter", url: NEWS },
          { text: "Karriär", url: CAREERS },
        ],
      },
      {
        text: "Kundservice",
        url: CUSTOMER_SERVICE,
        children: [
          { text: "Kontakta oss", url: CUSTOMER_SERVICE },
          { text: "Felanmälan", url: FAULT_REPORT },
          { text: "Vanliga frågor", url: FAQ },
        ],
      },
    ],
    quick: [
      { text: "Hitta bostad", url: SEARCH_HOMES },
      { text: "Mina sidor", url: MY_PAGES },
      { text: "Kundservice", url: CUSTOMER_SERVICE },
    ],
    career: [
      { text: "Jobba hos oss", url: CAREERS },
      { text: "Lediga jobb", url: CAREER_JOBS },
      { text: "Om Seniorgården", url: "/om-oss/" },
      { text: "Vårt hållbarhetsarbete", url: SUSTAINABILITY },
    ],
    footerCompany: [
      { text: "Om Seniorgården", url: "/om-oss/" },
      { text: "Nyheter och press", url: NEWS },
      { text: "Karriär", url: CAREERS },
      { text: "Hållbarhet", url: SUSTAINABILITY },
      { text: "Referensprojekt", url: REFERENCES },
    ],
    footerDiscovery: [
      { text: "Lediga lägenheter", url: SEARCH_HOMES },
      { text: "Seniorbostäder att hyra", url: "/hyresratter/" },
      { text: "VIP-klubben", url: VIP },
      { text: "Svanenmärkt", url: SWAN },
      { text: "Livet på Seniorgården", url: BLOG },
      { text: "Flytthjälp på köpet", url: CAMPAIGN },
    ],
    footerHelp: [
      { text: "Kundservice", url: CUSTOMER_SERVICE },
      { text: "Vanliga frågor", url: FAQ },
      { text: "Felanmälan", url: FAULT_REPORT },
      { text: "Mina sidor", url: MY_PAGES },
      { text: "Cookies", url: COOKIES },
      { text: "Personuppgifter (GDPR)", url: GDPR },
    ],
  },

  crisisBanner: {
    heading: "Varning för falska sms",
    text: "Just nu skickas sms som ser ut att komma från Seniorgården och uppmanar till betalning av bokningsavgift via länk. Vi ber aldrig om betalning via sms. Klicka inte på länken.",
    linkUrl: CUSTOMER_SERVICE,
  },

  popularSearches: [
    { text: "Seniorbostäder i Uppsala", url: `${TEXT_SEARCH}?s=uppsala` },
    { text: "Lägenhet med uteplats", url: `${TEXT_SEARCH}?s=uteplats` },
    { text: "Karlstad", url: `${TEXT_SEARCH}?s=karlstad` },
    { text: "VIP-klubben", url: VIP },
    { text: "Vanliga frågor om köp", url: FAQ },
  ],

  cookiesFaqSectionId: COOKIES_FAQ,

  jobs: [
    {
      title: "Projektchef seniorboende",
      location: "Stockholm",
      department: "Projektutveckling",
      summary:
        "Du leder utvecklingen av nya Seniorgårdar i Stockholmsregionen från markförvärv till inflyttning, tillsammans med arkitekter, kommuner och Nordhems byggorganisation.",
      applyInDays: 30,
    },
    {
      title: "Kundansvarig",
      location: "Västerås",
      department: "Försäljning och kundrelationer",
      summary:
        "Som kundansvarig för Seniorgården Ekhagen är du köparnas kontaktperson hela vägen från förhandsavtal till nyckelöverlämning.",
      applyInDays: 21,
    },
    {
      title: "Säljare nyproduktion",
      location: "Karlstad",
      department: "Försäljning och kundrelationer",
      summary:
        "Du visar och säljer lägenheterna i Seniorgården Strandängen och bygger relationer med framtida boende i Värmland.",
      applyInDays: 45,
    },
    {
      title: "Förvaltningsstöd till bostadsrättsföreningar",
      location: "Lund",
      department: "Kundservice och förvaltning",
      summary:
        "Du stöttar nybildade föreningars styrelser under de första åren och ser till att överlämningen från oss till de boende blir trygg.",
      applyInDays: 14,
    },
  ],
};
