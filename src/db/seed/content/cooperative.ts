import type { DemoImagePath } from "~/db/seed/demo-images.names";
import type { SiteSeed } from "~/db/seed/types";
import type { ImageRef } from "~/features/content/schema";

/** Demo content of the cooperative-housing brand Nordhem Bostadsrätt (Swedish). */

const img = (src: DemoImagePath, alt: string): ImageRef => ({ src, alt });

const ABOUT = "/om-oss/";
const NEWS = "/om-oss/nyheter/";
const BLOG = "/blogg/";
const REFERENCES = "/referensprojekt/";
const SUSTAINABILITY = "/hallbarhet/";
const FAQ = "/vanliga-fragor/";
const CAMPAIGN = "/forsta-bostaden/";
const INSPIRATION_STUDIO = "/inspiration/inred-en-etta/";
const INSPIRATION_BALCONY = "/inspiration/balkongen-som-extra-rum/";
const SUSTAINABILITY_ENERGY = "/hallbarhet/energismarta-hem/";
const SUSTAINABILITY_ECONOMY = "/hallbarhet/trygg-foreningsekonomi/";
const REFERENCE_MALMO = "/referensprojekt/havsbrisen-malmo/";
const REFERENCE_OREBRO = "/referensprojekt/bjorkhagen-orebro/";

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
const VIP = "/vip-bostadsratt/";
const SWAN = "/svanenmarkt/";
const GDPR = "/gdpr/";

const COOKIES_FAQ = "om-cookies";

export const cooperativeSeed: SiteSeed = {
  site: "cooperative",
  pages: [
    // ── Start ────────────────────────────────────────────────────────────────
    {
      path: "/",
      template: "start",
      title: "Nordhem Bostadsrätt – din första egna bostad",
      summary:
        "Nordhem Bostadsrätt bygger smarta, prisvärda bostadsrätter i trygga föreningar, för dig som vill ta steget till ett eget hem.",
      image: "demo/exterior-apartments.jpg",
      seoTitle: "Nordhem Bostadsrätt – prisvärda nyproducerade bostadsrätter",
      seoDescription:
        "Köp din första bostadsrätt hos Nordhem Bostadsrätt. Smarta planlösningar, trygga föreningar och lägenheter från 1 395 000 kronor.",
      translationKey: "cooperative:start",
      blocks: [
        {
          type: "hero",
          heading: "Ditt första egna hem börjar här",
          text: "Smarta ettor, tvåor och treor i nya bostadsrättsföreningar – med låga avgifter, genomtänkta planlösningar och en förening som är byggd för att hålla.",
          image: img("demo/exterior-apartments.jpg", "Nytt flerbostadshus med balkonger i kvällsljus"),
          link: { text: "Hitta din bostadsrätt", url: SEARCH_HOMES },
        },
        {
          type: "teasers",
          heading: "Så kommer du närmare ditt första hem",
          items: [
            {
              title: "Första bostaden",
              text: "Köper du din första bostad? Då bjuder vi på dina tre första månadsavgifter.",
              url: CAMPAIGN,
              image: img("demo/interior-kitchen.jpg", "Kök med köksö och ekgolv i en nyproducerad lägenhet"),
            },
            {
              title: "Bli VIP-medlem",
              text: "Få veta först om nya föreningar och boka innan den allmänna säljstarten.",
              url: VIP,
              image: img("demo/interior-living.jpg", "Ljust vardagsrum med stora fönster"),
            },
            {
              title: "Så fungerar en bostadsrätt",
              text: "Insats, månadsavgift och föreningsstämma – vi reder ut begreppen.",
              url: "/blogg/sa-fungerar-en-bostadsrattsforening/",
              image: img("demo/city-street.jpg", "Gata med nya bostäder och träd"),
            },
            {
              title: "Svanenmärkt",
              text: "Våra hus byggs för att bli Svanenmärkta – bra för plånboken och för klimatet.",
              url: SWAN,
              image: img("demo/solar-roof.jpg", "Solceller på ett bostadstak"),
            },
          ],
        },
        {
          type: "facts",
          heading: "Nordhem Bostadsrätt i siffror",
          items: [
            { value: "32", label: "bostadsrättsföreningar sedan 2015" },
            { value: "2 900", label: "lägenheter byggda och sålda" },
            { value: "4 av 10", label: "köpare köper sin första bostad" },
            { value: "1 395 000 kr", label: "lägsta pris i vår nuvarande försäljning" },
          ],
        },
        {
          type: "text",
          heading: "Prisvärt utan att kompromissa med kvaliteten",
          paragraphs: [
            "Vi bygger våra hus i ett fåtal beprövade typer, med standardiserade badrum, kök och fönster. Det gör att vi kan hålla nere priset utan att tumma på materialen – och att du som köpare får en lägenhet där varje kvadratmeter gör nytta.",
            "Lika viktigt som priset är föreningens ekonomi. Våra föreningar har låg belåning, en genomtänkt underhållsplan och en ekonomisk plan som granskas av två oberoende intygsgivare. Nordhem betalar avgiften för alla osålda lägenheter, så att du och dina grannar aldrig står för tomma bostäder.",
            "Vi bygger där människor vill bo: nära pendeltåg, spårvagn och busslinjer i Malmö, Örebro, Norrköping, Borås, Sundsvall och Stockholmsregionen.",
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
      title: "Om Nordhem Bostadsrätt",
      summary:
        "Nordhem Bostadsrätt är Nordhems varumärke för prisvärda bostadsrätter. Sedan 2015 har vi bildat 32 bostadsrättsföreningar i hela Sverige.",
      image: "demo/city-street.jpg",
      translationKey: "cooperative:about",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Vi gör det möjligt att äga sitt hem",
          text: "Nordhem Bostadsrätt är en del av Nordhem AB och bygger bostadsrätter för dig som köper din första bostad eller vill bo smart.",
          image: img("demo/city-street.jpg", "Gata med nya flerbostadshus och planterade träd"),
        },
        {
          type: "text",
          heading: "Bostadsrätter för fler",
          paragraphs: [
            "Nordhem Bostadsrätt grundades 2015 med en enkel idé: att fler unga och hushåll med vanliga inkomster ska kunna köpa en nyproducerad bostad. Genom att bygga i serie, med ett fåtal väl beprövade hustyper, kan vi sänka byggkostnaden med upp till 20 procent jämfört med traditionell nyproduktion.",
            "Vi ansvarar för hela kedjan: vi köper mark, utvecklar projekten, bygger husen med Nordhems egna hantverkare och bildar bostadsrättsföreningen. Efter inflyttningen stöttar vi den nya styrelsen tills föreningen står stadigt på egna ben.",
            "I dag arbetar 60 personer på Nordhem Bostadsrätt, med kontor i Stockholm, Malmö och Örebro.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "2015", label: "startade Nordhem Bostadsrätt" },
            { value: "32", label: "bostadsrättsföreningar" },
            { value: "9", label: "projekt i produktion just nu" },
            { value: "20 %", label: "lägre byggkostnad tack vare serietillverkning" },
          ],
        },
        {
          type: "quote",
          text: "En egen bostad är för de flesta den viktigaste ekonomiska tryggheten i livet. Vi vill att fler ska kunna ta det första steget.",
          author: "Anders Bergström",
          role: "Affärsområdeschef, Nordhem Bostadsrätt",
        },
        {
          type: "teasers",
          heading: "Mer om oss",
          items: [
            { title: "Nyheter", text: "Säljstarter, byggstarter och pressmeddelanden.", url: NEWS },
            { title: "Referensprojekt", text: "Se föreningar vi har byggt i Malmö och Örebro.", url: REFERENCES },
            { title: "Hållbarhet", text: "Energismarta hus och trygg föreningsekonomi.", url: SUSTAINABILITY },
            { title: "Karriär", text: "Bli en av oss som gör bostäder möjliga för fler.", url: CAREERS },
          ],
        },
      ],
    },
    {
      path: NEWS,
      template: "newsRoom",
      title: "Nyheter och pressmeddelanden",
      summary: "Pressmeddelanden och nyheter från Nordhem Bostadsrätt.",
      image: "demo/city-skyline.jpg",
      translationKey: "cooperative:news-room",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Här publicerar vi pressmeddelanden om säljstarter, byggstarter och annat som händer hos Nordhem Bostadsrätt. Journalister når vår presstjänst på press@nordhem.se eller via 020-731 731.",
          ],
        },
        { type: "pageList", heading: "Pressmeddelanden", template: "pressRelease", pathPrefix: NEWS, limit: 12 },
      ],
    },
    {
      path: "/om-oss/nyheter/saljstart-gjuteriet-norrkoping/",
      template: "pressRelease",
      title: "Säljstart för Brf Gjuteriet i Norrköping",
      summary:
        "94 prisvärda bostadsrätter i gamla industrikvarteren vid Motala ström. Priserna börjar på 1 395 000 kronor för en etta.",
      image: "demo/exterior-apartments.jpg",
      isCorporate: true,
      publishedAt: "2026-01-27T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem Bostadsrätt startar i dag försäljningen av Brf Gjuteriet i Norrköping. Föreningen omfattar 94 lägenheter om en till tre rum och kök, mellan 31 och 74 kvadratmeter, i två huskroppar vid Motala ström, fem minuters promenad från Norrköpings resecentrum.",
            "Den minsta ettan på 31 kvadratmeter kostar 1 395 000 kronor med en beräknad månadsavgift på 2 690 kronor. En tvåa på 48 kvadratmeter kostar från 1 975 000 kronor. Alla lägenheter har balkong eller uteplats, och på gården byggs ett gemensamt växthus och en cykelverkstad.",
            "– Norrköping växer snabbt, inte minst tack vare Ostlänken, och många unga vill kunna köpa något eget nära centrum. Gjuteriet är vårt svar: smarta planlösningar där varje kvadratmeter används och en förening med mycket låg belåning, säger Anders Bergström, affärsområdeschef på Nordhem Bostadsrätt.",
            "Under VIP-perioden i januari bokades 41 av lägenheterna. Inflyttning planeras i två etapper under våren och hösten 2027.",
          ],
        },
      ],
    },
    {
      path: "/om-oss/nyheter/markanvisning-sundsvall/",
      template: "pressRelease",
      title: "Nordhem Bostadsrätt får markanvisning för 210 bostäder i Sundsvall",
      summary:
        "Sundsvalls kommun har gett Nordhem Bostadsrätt markanvisning för omkring 210 bostadsrätter vid Selångersån, med byggstart planerad 2028.",
      image: "demo/nature-forest.jpg",
      isCorporate: true,
      publishedAt: "2026-05-12T07:30:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Kommunstyrelsen i Sundsvall har beslutat att ge Nordhem Bostadsrätt markanvisning för kvarteret Åbrinken vid Selångersån, cirka en kilometer norr om Stora torget. Markanvisningen omfattar omkring 210 bostadsrätter i fyra etapper.",
            "Nordhem Bostadsrätt vann markanvisningstävlingen med ett förslag där hälften av lägenheterna är ettor och tvåor under 50 kvadratmeter, särskilt riktade till förstagångsköpare. Husen får trästomme och planeras för Svanenmärkning.",
            "– Sundsvall har stor brist på små, prisvärda lägenheter att köpa. Vi har redan byggt i Timrå och vet att efterfrågan är stor bland unga som vill stanna kvar i regionen, säger Anders Bergström, affärsområdeschef på Nordhem Bostadsrätt.",
            "Detaljplanearbetet påbörjas under hösten 2026. Byggstart för första etappen beräknas till 2028 och försäljningen väntas starta ungefär ett halvår innan dess.",
          ],
        },
      ],
    },
    {
      path: "/om-oss/nyheter/byggstart-kvarnbacken-boras/",
      template: "pressRelease",
      title: "Byggstart för Brf Kvarnbäcken i Borås",
      summary:
        "Nu börjar bygget av 76 bostadsrätter i Borås. Sju av tio lägenheter är redan sålda – över hälften till förstagångsköpare.",
      image: "demo/construction-cranes.jpg",
      isCorporate: true,
      publishedAt: "2026-09-22T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Byggkranarna är på plats på Norrby i Borås, där Nordhem Bostadsrätt nu startar bygget av Brf Kvarnbäcken. Föreningen består av 76 lägenheter om ett till fyra rum och kök i två hus om sex våningar, med inflyttning från hösten 2027.",
            "Redan vid byggstart är 54 av lägenheterna sålda. 29 av köparna köper sin första bostad, och medelåldern bland köparna är 31 år.",
            "– Det visar att det går att bygga nytt för unga, även med dagens byggkostnader. Vi har arbetat hårt med planlösningarna och ett energisnålt hus ger dessutom en månadsavgift som står sig över tid, säger Lina Persson, projektchef på Nordhem Bostadsrätt.",
            "Husen värms med fjärrvärme och får solceller på taket. Till varje lägenhet hör ett förråd, och i gårdshuset finns cykelrum med laddplatser för elcyklar. Föreningen erbjuder också bilpool i samarbete med en lokal aktör, vilket gör att färre parkeringsplatser behöver byggas.",
            "Lediga lägenheter i Brf Kvarnbäcken finns att boka på Nordhem Bostadsrätts webbplats.",
          ],
        },
      ],
    },

    // ── Blog ─────────────────────────────────────────────────────────────────
    {
      path: BLOG,
      template: "blogList",
      title: "Bostadsrättsbloggen",
      summary: "Tips, guider och berättelser för dig som funderar på att köpa din första bostadsrätt.",
      image: "demo/interior-living.jpg",
      translationKey: "cooperative:blog",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Att köpa sin första bostad väcker många frågor. I bloggen förklarar vi hur en bostadsrättsförening fungerar, hur du sparar till kontantinsatsen och vad du ska tänka på när du köper nyproduktion.",
          ],
        },
        { type: "pageList", heading: "Senaste inläggen", template: "blogItem", pathPrefix: BLOG, limit: 12 },
      ],
    },
    {
      path: "/blogg/sa-fungerar-en-bostadsrattsforening/",
      template: "blogItem",
      title: "Så fungerar en bostadsrättsförening",
      summary:
        "Vad äger du egentligen när du köper en bostadsrätt, och vad går månadsavgiften till? Här är grunderna på fem minuter.",
      image: "demo/city-street.jpg",
      publishedAt: "2026-02-24T09:00:00.000Z",
      blocks: [
        {
          type: "text",
          heading: "Du äger en andel – föreningen äger huset",
          paragraphs: [
            "När du köper en bostadsrätt blir du medlem i en bostadsrättsförening. Föreningen äger huset och marken, och du får rätten att använda din lägenhet utan tidsbegränsning. Du kan sälja bostadsrätten, renovera den inom vissa ramar och hyra ut den i andra hand om styrelsen godkänner det.",
          ],
        },
        {
          type: "text",
          heading: "Insats och månadsavgift",
          paragraphs: [
            "I nyproduktion betalar du en insats – det är priset för lägenheten. Varje månad betalar du sedan en avgift till föreningen, som täcker föreningens kostnader för bland annat lån, värme, vatten, försäkring, fastighetsskötsel och sparande till framtida underhåll.",
            "En förening med låg belåning är mindre känslig för räntehöjningar. Därför är det klokt att jämföra föreningens lån per kvadratmeter när du väljer bostad. I våra föreningar ligger belåningen normalt mellan 8 000 och 12 000 kronor per kvadratmeter.",
          ],
        },
        {
          type: "text",
          heading: "Styrelse och stämma",
          paragraphs: [
            "Föreningen leds av en styrelse som väljs av medlemmarna på den årliga föreningsstämman. I en nybildad förening sitter först en styrelse som vi utser, men efter första året väljer de boende en egen styrelse. Vi erbjuder alla nya styrelseledamöter en kostnadsfri utbildning i föreningsekonomi och förvaltning.",
            "Att sitta i styrelsen är ett bra sätt att lära känna grannarna och att påverka hur huset sköts. Men det är inget krav – som medlem räcker det att du betalar avgiften och tar hand om din lägenhet.",
          ],
        },
      ],
    },
    {
      path: "/blogg/spara-till-kontantinsatsen/",
      template: "blogItem",
      title: "Sju tips för att spara till kontantinsatsen",
      summary:
        "Kontantinsatsen är ofta det största hindret för förstagångsköpare. Med en plan och lite tålamod går det fortare än du tror.",
      image: "demo/interior-kitchen.jpg",
      publishedAt: "2026-06-16T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Kontantinsatsen är den del av bostadens pris som du inte får låna till, och den måste du ha sparat ihop själv. För en etta på 1,5 miljoner kronor handlar det om en summa som för många tar flera år att spara ihop. Här är sju sätt att komma dit snabbare.",
          ],
        },
        {
          type: "text",
          heading: "Skapa en plan",
          paragraphs: [
            "1. Bestäm ett mål och ett datum. Räkna ut hur mycket du behöver och dela upp det per månad. 2. Spara automatiskt direkt på lönedagen, så att pengarna aldrig hinner hamna på lönekontot. 3. Välj ett sparande som passar tiden: har du mindre än två år kvar till köpet är ett sparkonto med insättningsgaranti ofta tryggast.",
          ],
        },
        {
          type: "text",
          heading: "Hitta pengarna",
          paragraphs: [
            "4. Gå igenom dina abonnemang. Streamingtjänster, gym och mobil kan tillsammans kosta över 1 000 kronor i månaden. 5. Sälj det du inte använder – cykeln i förrådet och kameran i garderoben kan bli flera tusen kronor. 6. Sätt in extrainkomster som skatteåterbäring och semesterersättning direkt på sparkontot.",
          ],
        },
        {
          type: "text",
          heading: "Använd tiden till din fördel",
          paragraphs: [
            "7. Boka tidigt. När du köper nyproduktion betalar du normalt ett mindre förskott när du skriver förhandsavtalet, och resten av kontantinsatsen först vid tillträdet ett till två år senare. Den tiden kan du fortsätta spara – och lägenheten är redan din.",
          ],
        },
      ],
    },
    {
      path: "/blogg/mitt-forsta-hem-i-orebro/",
      template: "blogItem",
      title: "”Vi gick från andrahandskontrakt till eget hem”",
      summary:
        "Efter fem år och sju andrahandskontrakt flyttade Elin och Ahmed in i en egen tvåa i Brf Björkhagen i Örebro. Så gick det till.",
      image: "demo/interior-bedroom.jpg",
      publishedAt: "2026-10-13T08:00:00.000Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Elin och Ahmed träffades under studietiden i Örebro och har sedan dess flyttat sju gånger. ”Varje gång ett kontrakt tog slut fick vi börja om. Vi ville ha något som var vårt”, berättar Elin.",
            "De började spara till en kontantinsats 2022, och när Nordhem Bostadsrätt presenterade Brf Björkhagen blev de VIP-medlemmar direkt. ”Vi visste exakt vilken lägenhet vi ville ha – en tvåa på fjärde våningen med balkong mot parken. Tack vare VIP-perioden kunde vi boka den innan säljstarten”, säger Ahmed.",
            "Mellan bokningen och inflyttningen gick det arton månader. Under den tiden fortsatte paret att spara, och när det var dags för tillträde hade de mer än tillräckligt till kontantinsatsen. ”Det var en stor trygghet att veta priset och avgiften så långt i förväg”, säger Elin.",
            "I dag sitter Ahmed i föreningens styrelse och Elin är med i trädgårdsgruppen som sköter odlingslådorna på gården. ”Det bästa är grannarna. Alla flyttade in samtidigt, så alla var nya. Det gjorde det lätt att lära känna varandra”, säger hon.",
          ],
        },
        {
          type: "quote",
          text: "Vi betalar mindre i månaden nu än för vårt sista andrahandskontrakt – och varje månad amorterar vi på något som är vårt.",
          author: "Ahmed Karimi",
          role: "Boende i Brf Björkhagen, Örebro",
        },
      ],
    },

    // ── Inspiration ──────────────────────────────────────────────────────────
    {
      path: INSPIRATION_STUDIO,
      template: "inspiration",
      title: "Inred en etta på 35 kvadratmeter",
      summary: "Sova, jobba, laga mat och ha middag för sex – så får du en liten lägenhet att kännas stor.",
      image: "demo/interior-living.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Liten yta, stora möjligheter",
          text: "Våra ettor är ritade för att varje kvadratmeter ska göra nytta. Med rätt möbler blir de ännu bättre.",
          image: img("demo/interior-living.jpg", "Ljus etta med soffa, matbord och stora fönster"),
        },
        {
          type: "text",
          heading: "Skapa zoner",
          paragraphs: [
            "En matta under soffan och en taklampa över matbordet gör att rummet delas in i tydliga zoner, utan väggar. Ett öppet bokhyllsystem kan fungera som rumsavdelare mot sovdelen och släpper ändå igenom ljuset.",
            "Placera sängen längs långväggen och välj en säng med lådor under. Då får du förvaring för sängkläder och säsongskläder utan att ta golvyta.",
          ],
        },
        {
          type: "text",
          heading: "Möbler som gör dubbel nytta",
          paragraphs: [
            "Ett utdragbart matbord för två som blir ett bord för sex, pallar som kan staplas och en fåtölj som fungerar både som läshörna och extrasäng. Väggmonterade hyllor över skrivbordet gör att hemmakontoret tar mindre än en kvadratmeter.",
            "Välj ljusa färger på väggar och stora möbler, och använd i stället färg i textilier och konst. Speglar mittemot fönstren förstärker dagsljuset.",
          ],
        },
        {
          type: "image",
          image: img("demo/interior-kitchen.jpg", "Kök med ljusa luckor och en liten köksö"),
          caption: "En liten köksö på hjul fungerar både som arbetsyta och som frukostbord.",
        },
      ],
    },
    {
      path: INSPIRATION_BALCONY,
      template: "inspiration",
      title: "Balkongen som ett extra rum",
      summary: "Med några enkla knep blir balkongen både matplats, hemmakontor och trädgård från april till oktober.",
      image: "demo/exterior-apartments.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Ett rum till – under bar himmel",
          image: img("demo/exterior-apartments.jpg", "Balkonger med växter på ett nybyggt flerbostadshus"),
        },
        {
          type: "text",
          heading: "Möblera smart",
          paragraphs: [
            "Fällbara bord som hängs på räcket och stolar som kan hängas på väggen frigör yta när du inte äter ute. Ett utomhusgolv av trädäck i klickformat gör stor skillnad och är lätt att ta med om du flyttar.",
            "Lägg till en utomhusmatta, ett par kuddar och en ljusslinga, så har du en plats du vill vara på även sena augustikvällar.",
          ],
        },
        {
          type: "text",
          heading: "Grönt i alla lägen",
          paragraphs: [
            "Kryddor som timjan, rosmarin och oregano klarar både sol och vind. På en skuggig balkong trivs ormbunkar, murgröna och hortensior. Välj krukor med vattenreservoar om du ofta är bortrest.",
            "Tänk på att inte borra i fasaden och att fråga styrelsen innan du sätter upp insynsskydd eller markis – det finns ofta gemensamma regler för hur husets utsida ska se ut.",
          ],
        },
      ],
    },

    // ── FAQ ──────────────────────────────────────────────────────────────────
    {
      path: FAQ,
      template: "faq",
      title: "Vanliga frågor om att köpa nyproducerad bostadsrätt",
      summary: "Allt du undrar om köpprocessen, lån och avgifter och om livet i en ny bostadsrättsförening.",
      image: "demo/interior-kitchen.jpg",
      translationKey: "cooperative:faq",
      blocks: [
        {
          type: "faq",
          sectionId: "kopprocessen",
          heading: "Köpprocessen",
          items: [
            {
              question: "Hur bokar jag en lägenhet?",
              answer:
                "Du bokar lägenheten direkt på vår webbplats med BankID. Därefter kontaktar vår säljare dig för att gå igenom köpet och boka in ett möte för att skriva förhandsavtal.",
            },
            {
              question: "Vad är skillnaden mellan förhandsavtal och upplåtelseavtal?",
              answer:
                "Förhandsavtalet skriver du tidigt, ofta innan huset är byggt, och det ger dig rätt till lägenheten. Upplåtelseavtalet skriver du närmare inflyttningen, när föreningens ekonomiska plan är registrerad. Det är då du formellt blir bostadsrättshavare.",
            },
            {
              question: "Hur mycket betalar jag när jag skriver förhandsavtal?",
              answer:
                "Du betalar ett förskott på 25 000 kronor för ettor och tvåor och 50 000 kronor för större lägenheter. Förskottet räknas av från insatsen vid tillträdet.",
            },
            {
              question: "Kan jag köpa tillsammans med någon annan?",
              answer:
                "Ja. Ni kan äga bostadsrätten tillsammans med valfri fördelning, till exempel med en partner, ett syskon eller en vän. Tänk på att skriva ett samägandeavtal.",
            },
            {
              question: "Hur lång tid tar det från bokning till inflyttning?",
              answer:
                "Det beror på när i projektet du köper. Bokar du vid säljstart är det normalt 12–24 månader till inflyttning. Köper du en lägenhet i ett färdigt hus kan du flytta in inom ett par månader.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "lan-och-avgifter",
          heading: "Lån, insats och avgifter",
          items: [
            {
              question: "När behöver jag ha ett lånelöfte?",
              answer:
                "Vi rekommenderar att du har ett lånelöfte redan när du bokar. Lånet betalas ut först vid tillträdet, så du behöver förnya lånelöftet innan dess.",
            },
            {
              question: "Vad ingår i månadsavgiften?",
              answer:
                "Avgiften täcker föreningens räntor och amorteringar, värme, vatten, försäkring, fastighetsskötsel, sophämtning och avsättning till underhåll. I många av våra föreningar ingår även bredband.",
            },
            {
              question: "Kan månadsavgiften ändras?",
              answer:
                "Ja, det är föreningens styrelse som beslutar om avgiften. Våra föreningar har låg belåning och en del av lånen bunden på lång tid, vilket gör avgiften mindre känslig för räntehöjningar.",
            },
            {
              question: "Vem betalar avgiften för osålda lägenheter?",
              answer:
                "Det gör Nordhem. Vi köper själva de lägenheter som är osålda vid inflyttningen och betalar avgift för dem tills de är sålda.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "inflyttning-och-garantier",
          heading: "Inflyttning och garantier",
          items: [
            {
              question: "Hur går besiktningen till?",
              answer:
                "En oberoende besiktningsperson gör en slutbesiktning av huset innan inflyttning. Två år efter inflyttningen görs en garantibesiktning där eventuella fel som uppkommit ska åtgärdas.",
            },
            {
              question: "Vart vänder jag mig om något är fel i lägenheten?",
              answer:
                "Under garantitiden gör du felanmälan via Mina sidor. Fel i gemensamma utrymmen anmäler du till föreningens förvaltare.",
            },
            {
              question: "Behöver jag bostadsrättsförsäkring?",
              answer:
                "Ja, vi rekommenderar ett bostadsrättstillägg till din hemförsäkring från tillträdesdagen. Det täcker skador på sådant du själv ansvarar för, till exempel köksinredning och ytskikt.",
            },
            {
              question: "Får jag hyra ut min lägenhet i andra hand?",
              answer:
                "Andrahandsuthyrning kräver styrelsens tillstånd och ett godtagbart skäl, till exempel studier eller arbete på annan ort under en begränsad tid.",
            },
          ],
        },
      ],
    },

    // ── Careers ──────────────────────────────────────────────────────────────
    {
      path: CAREERS,
      template: "careerStandard",
      title: "Jobba på Nordhem Bostadsrätt",
      summary:
        "Vi gör det möjligt för fler att äga sitt hem. Vill du vara med? Vi söker projektutvecklare, säljare och byggare som vill förändra bostadsmarknaden.",
      image: "demo/office.jpg",
      translationKey: "cooperative:careers",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Bygg bostäder som fler har råd med",
          text: "Hos oss får du snabbt ansvar, korta beslutsvägar och ett uppdrag som betyder något.",
          image: img("demo/office.jpg", "Kontor med arbetsplatser och växter"),
          link: { text: "Se lediga jobb", url: CAREER_JOBS },
        },
        {
          type: "text",
          heading: "Ett växande team",
          paragraphs: [
            "Nordhem Bostadsrätt har vuxit från 8 till 60 medarbetare på tio år. Vi arbetar i små projektteam där projektutvecklare, projektchef, säljare och kundansvarig följer ett projekt hela vägen från markanvisning till den första föreningsstämman.",
            "Som en del av Nordhem har du tillgång till koncernens utbildningsprogram, ledarskapsutveckling och möjligheten att byta roll eller ort inom hela Norden.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "60", label: "medarbetare i Stockholm, Malmö och Örebro" },
            { value: "34 år", label: "medelålder" },
            { value: "48 %", label: "kvinnor i ledande befattningar" },
          ],
        },
        {
          type: "quote",
          text: "Jag började som säljare i Malmö och leder i dag mina egna projekt. Här får man växa i den takt man själv vill.",
          author: "Lina Persson",
          role: "Projektchef, Nordhem Bostadsrätt",
        },
      ],
    },
    {
      path: CAREER_JOBS,
      template: "availableJobs",
      title: "Lediga jobb",
      summary: "Aktuella lediga tjänster på Nordhem Bostadsrätt.",
      image: "demo/office.jpg",
      translationKey: "cooperative:career-jobs",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Här hittar du alla våra lediga tjänster. Vi tillämpar löpande urval, så skicka gärna in din ansökan så snart som möjligt. Hittar du inget som passar just nu? Bevaka våra tjänster och kom tillbaka snart – vi växer.",
          ],
        },
        { type: "jobList", heading: "Lediga tjänster" },
      ],
    },

    // ── Campaign ─────────────────────────────────────────────────────────────
    {
      path: CAMPAIGN,
      template: "campaign",
      title: "Första bostaden – vi bjuder på tre månadsavgifter",
      summary:
        "Köper du din allra första bostad i Brf Gjuteriet eller Brf Kvarnbäcken betalar vi dina tre första månadsavgifter. Gäller förhandsavtal tecknade senast 28 februari 2027.",
      image: "demo/interior-kitchen.jpg",
      translationKey: "cooperative:campaign",
      blocks: [
        {
          type: "hero",
          heading: "Ditt första hem – dina tre första avgifter på oss",
          text: "Vi vet att ekonomin är tajt när man köper sin första bostad. Därför betalar vi dina tre första månadsavgifter, upp till 12 000 kronor.",
          image: img("demo/interior-kitchen.jpg", "Nytt kök med ljusa luckor i en liten lägenhet"),
          link: { text: "Se lediga lägenheter", url: SEARCH_HOMES },
        },
        {
          type: "text",
          heading: "Så fungerar det",
          paragraphs: [
            "Erbjudandet gäller dig som inte tidigare har ägt en bostadsrätt, en ägarlägenhet eller ett hus och som tecknar förhandsavtal för en lägenhet i Brf Gjuteriet i Norrköping eller Brf Kvarnbäcken i Borås mellan den 1 november 2026 och den 28 februari 2027.",
            "Köper ni tillsammans räcker det att en av er är förstagångsköpare. Vi betalar månadsavgiften direkt till föreningen för de tre första månaderna efter tillträdet, upp till totalt 12 000 kronor.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "12 000 kr", label: "i betalda månadsavgifter" },
            { value: "28 feb 2027", label: "sista dag att teckna förhandsavtal" },
            { value: "1 395 000 kr", label: "lägsta pris för en etta i Gjuteriet" },
          ],
        },
        {
          type: "faq",
          sectionId: "villkor-forsta-bostaden",
          heading: "Villkor",
          items: [
            {
              question: "Hur vet ni att jag är förstagångsköpare?",
              answer:
                "Du intygar det skriftligt när du tecknar förhandsavtalet. Vi kan komma att be dig styrka uppgiften, till exempel med ett utdrag från Lantmäteriet.",
            },
            {
              question: "Kan jag kombinera erbjudandet med andra kampanjer?",
              answer: "Nej, erbjudandet kan inte kombineras med andra rabatter eller kampanjer.",
            },
            {
              question: "Får jag pengarna utbetalda?",
              answer:
                "Nej, vi betalar avgiften direkt till föreningen. Är avgiften lägre än 4 000 kronor per månad betalar vi den faktiska avgiften.",
            },
            {
              question: "Gäller erbjudandet om jag redan har bokat en lägenhet?",
              answer:
                "Erbjudandet gäller förhandsavtal som tecknas under kampanjperioden, även om bokningen gjordes tidigare.",
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
      summary: "Frågor om att köpa eller bo i någon av våra bostadsrätter? Kontakta Nordhem Bostadsrätts kundservice.",
      image: "demo/office.jpg",
      translationKey: "cooperative:customer-service",
      blocks: [
        {
          type: "contact",
          heading: "Kontakta oss",
          phone: "020-731 731",
          email: "bostadsratt@nordhem.se",
          openingHours: "Måndag–fredag 8–17. Chatten är öppen måndag–torsdag till klockan 19.",
          text: "Gäller det ett fel i din lägenhet under garantitiden? Gör en felanmälan via Mina sidor så kommer ärendet direkt till rätt person.",
        },
        {
          type: "faq",
          sectionId: "kundservice-fragor",
          heading: "Vanliga frågor till kundservice",
          items: [
            {
              question: "Hur hittar jag min förenings årsredovisning?",
              answer:
                "Årsredovisningen finns på föreningens webbsida och skickas till alla medlemmar inför föreningsstämman. Du kan också be styrelsen om ett exemplar.",
            },
            {
              question: "Jag har tappat min nyckel. Vad gör jag?",
              answer:
                "Under det första året efter inflyttning kontaktar du oss så hjälper vi dig att beställa en ny nyckel. Därefter kontaktar du föreningens förvaltare.",
            },
            {
              question: "Hur ändrar jag mina uppgifter som VIP-medlem?",
              answer:
                "Logga in på Mina sidor och välj inställningar. Där kan du ändra kontaktuppgifter och vilka orter du bevakar.",
            },
            {
              question: "Kan jag få hjälp att räkna på min boendekostnad?",
              answer:
                "Ja. Våra säljare hjälper dig gärna att räkna på insats, månadsavgift och lånekostnad. Ring oss eller boka ett möte på något av våra säljkontor.",
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
        "Hållbara bostadsrätter är energisnåla, byggda av sunda material och har en föreningsekonomi som håller i många decennier.",
      image: "demo/solar-roof.jpg",
      translationKey: "cooperative:sustainability",
      blocks: [
        {
          type: "hero",
          heading: "Hållbart för klimatet – och för plånboken",
          text: "Ett energisnålt hus och en stark förening ger låga och stabila avgifter i många år.",
          image: img("demo/solar-roof.jpg", "Solceller på taket av ett nybyggt bostadshus"),
        },
        {
          type: "text",
          paragraphs: [
            "För oss hänger miljömässig och ekonomisk hållbarhet ihop. Hus som använder lite energi är billigare att driva, och föreningar med låg belåning och en realistisk underhållsplan klarar både räntehöjningar och stambyten utan chockhöjda avgifter.",
          ],
        },
        {
          type: "teasers",
          heading: "Läs mer",
          items: [
            {
              title: "Energismarta hem",
              text: "Solceller, fjärrvärme och smart styrning som sänker föreningens kostnader.",
              url: SUSTAINABILITY_ENERGY,
              image: img("demo/solar-roof.jpg", "Solceller på ett bostadstak"),
            },
            {
              title: "Trygg föreningsekonomi",
              text: "Så bygger vi föreningar som håller i femtio år.",
              url: SUSTAINABILITY_ECONOMY,
              image: img("demo/city-street.jpg", "Gata med nya bostäder och träd"),
            },
            {
              title: "Svanenmärkt",
              text: "Nordens officiella miljömärke på våra nya hus.",
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
      title: "Energismarta hem",
      summary:
        "Våra hus använder i genomsnitt 60 kilowattimmar per kvadratmeter och år – ungefär 20 procent mindre än vad byggreglerna kräver.",
      image: "demo/solar-roof.jpg",
      blocks: [
        {
          type: "text",
          heading: "Låg energianvändning från start",
          paragraphs: [
            "Välisolerade väggar, treglasfönster och ventilation med värmeåtervinning är standard i alla våra hus. Tillsammans med solceller på taken ger det en energianvändning som i genomsnitt ligger 20 procent under byggreglernas krav.",
            "Varje lägenhet har individuell mätning av varmvatten och el. Det ger en rättvis fördelning av kostnaderna och gör att alla boende kan se hur mycket de själva förbrukar.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "60 kWh", label: "per kvadratmeter och år i genomsnitt" },
            { value: "−20 %", label: "energianvändning jämfört med byggreglerna" },
            { value: "90 %", label: "av våra nya hus har solceller" },
          ],
        },
        {
          type: "text",
          heading: "Mindre bil, mer cykel",
          paragraphs: [
            "Vi bygger nära kollektivtrafik och erbjuder bilpool, cykelrum med laddning för elcyklar och lådcyklar som föreningen delar på. Det minskar behovet av dyra parkeringsplatser, vilket håller nere både byggkostnaden och avgiften.",
          ],
        },
      ],
    },
    {
      path: SUSTAINABILITY_ECONOMY,
      template: "sustainabilityCategory",
      title: "Trygg föreningsekonomi",
      summary:
        "En bostadsrätt är aldrig bättre än föreningen den tillhör. Därför bygger vi föreningar med låg belåning, rejält underhållssparande och tydlig ekonomisk plan.",
      image: "demo/city-street.jpg",
      blocks: [
        {
          type: "text",
          heading: "Låg belåning och långsiktig plan",
          paragraphs: [
            "I våra föreningar ligger belåningen normalt på 8 000–12 000 kronor per kvadratmeter. Minst hälften av lånen binds på tre till fem år, vilket ger förutsägbara kostnader.",
            "Redan från start finns en underhållsplan för 50 år, och föreningen sparar varje år till framtida renoveringar av tak, fasader och stammar. Den ekonomiska planen granskas av två intygsgivare som är godkända av Boverket.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "50 år", label: "underhållsplan från start" },
            { value: "0 kr", label: "betalar föreningen för osålda lägenheter" },
            { value: "3 dagar", label: "styrelseutbildning för nya ledamöter" },
          ],
        },
        {
          type: "text",
          heading: "Stöd till nya styrelser",
          paragraphs: [
            "När de boende tar över styrelsen får alla ledamöter en utbildning i föreningsekonomi, juridik och förvaltning. Under de två första åren har föreningen också en kontaktperson hos oss att vända sig till med frågor.",
          ],
        },
      ],
    },

    // ── Reference projects ───────────────────────────────────────────────────
    {
      path: REFERENCES,
      template: "referenceProjectStart",
      title: "Referensprojekt",
      summary: "Några av de bostadsrättsföreningar vi har byggt – och vad de boende tycker i dag.",
      image: "demo/exterior-waterfront.jpg",
      translationKey: "cooperative:references",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Sedan 2015 har vi byggt 32 bostadsrättsföreningar från Malmö till Timrå. Här kan du läsa mer om några av dem.",
          ],
        },
        {
          type: "pageList",
          heading: "Våra föreningar",
          template: "referenceProject",
          pathPrefix: REFERENCES,
          limit: 12,
        },
      ],
    },
    {
      path: REFERENCE_MALMO,
      template: "referenceProject",
      title: "Brf Havsbrisen, Malmö",
      summary:
        "112 bostadsrätter i Hyllie med gemensam takterrass och fem minuter till Hyllie station. Inflyttning 2025.",
      image: "demo/exterior-waterfront.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Havsbrisen – nära till allt i Hyllie",
          image: img("demo/exterior-waterfront.jpg", "Bostadskvarter med balkonger nära vattnet"),
        },
        {
          type: "facts",
          items: [
            { value: "112", label: "lägenheter, 1–3 rum och kök" },
            { value: "29–71 m²", label: "boarea" },
            { value: "2025", label: "inflyttning" },
            { value: "62 %", label: "förstagångsköpare" },
          ],
        },
        {
          type: "text",
          heading: "Om projektet",
          paragraphs: [
            "Havsbrisen består av två hus i sju våningar runt en grön gård i Hyllie, söder om Malmö centrum. Från Hyllie station går tåget till Köpenhamn på 20 minuter och till Malmö C på sju.",
            "Föreningen har en gemensam takterrass med utekök och utsikt mot Öresundsbron, en cykelverkstad och en bilpool med fyra elbilar. Alla lägenheter såldes inom sju månader från säljstart.",
          ],
        },
        {
          type: "quote",
          text: "Jag pendlar till jobbet i Köpenhamn och har ändå råd att bo i en helt ny lägenhet. Det trodde jag inte var möjligt när jag var 26.",
          author: "Jonas Lindgren",
          role: "Boende i Brf Havsbrisen",
        },
      ],
    },
    {
      path: REFERENCE_OREBRO,
      template: "referenceProject",
      title: "Brf Björkhagen, Örebro",
      summary: "68 bostadsrätter på Västra Mark i Örebro, med gemensamt växthus och parkutsikt. Inflyttning 2024.",
      image: "demo/exterior-townhouses.jpg",
      blocks: [
        {
          type: "hero",
          heading: "Björkhagen – grönt och prisvärt i Örebro",
          image: img("demo/exterior-townhouses.jpg", "Bostäder med gröna gårdar en sommardag"),
        },
        {
          type: "facts",
          items: [
            { value: "68", label: "lägenheter, 1–4 rum och kök" },
            { value: "33–86 m²", label: "boarea" },
            { value: "2024", label: "inflyttning" },
            { value: "Svanen", label: "Svanenmärkt flerbostadshus" },
          ],
        },
        {
          type: "text",
          heading: "Om projektet",
          paragraphs: [
            "Björkhagen ligger på Västra Mark, tio minuter med cykel från Örebro centrum och med naturen runt knuten. Föreningens gård har ett gemensamt växthus, odlingslådor och en lekplats, och i entréplan finns ett cykelrum för 140 cyklar.",
            "Föreningen var vår första Svanenmärkta och har i dag en av de lägsta månadsavgifterna bland nyproducerade bostadsrätter i Örebro, tack vare låg belåning och solceller på alla tak.",
          ],
        },
        {
          type: "quote",
          text: "Vi flyttade in samtidigt som alla andra, och efter första sommarfesten kände vi halva huset.",
          author: "Elin Svensson",
          role: "Boende i Brf Björkhagen",
        },
      ],
    },

    // ── Cookies and errors ───────────────────────────────────────────────────
    {
      path: COOKIES,
      template: "standard",
      title: "Cookies",
      summary: "Information om hur Nordhem Bostadsrätt använder cookies och hur du ändrar dina val.",
      translationKey: "cooperative:cookies",
      blocks: [
        {
          type: "text",
          heading: "Vi använder cookies",
          paragraphs: [
            "Cookies är små textfiler som lagras i din webbläsare när du besöker webbplatsen. Vissa cookies är nödvändiga för att webbplatsen ska fungera, till exempel för inloggning på Mina sidor och bokning av lägenheter. Andra hjälper oss att förstå hur webbplatsen används, visa relevant marknadsföring eller visa innehåll från andra tjänster, till exempel videor.",
            "Nödvändiga cookies är alltid på. Statistik, marknadsföring och innehåll från andra tjänster (som inbäddade videor) använder vi bara om du har samtyckt till det. Du ändrar ditt val när som helst under ”Dina cookieinställningar” här på sidan, eller via länken ”Cookieinställningar” längst ner på varje sida.",
          ],
        },
        { type: "cookieSettings", sectionId: "cookie-settings", heading: "Dina cookieinställningar" },
        {
          type: "faq",
          sectionId: COOKIES_FAQ,
          heading: "Om cookies",
          items: [
            {
              question: "Vad är en cookie?",
              answer:
                "En cookie är en liten textfil som webbplatsen sparar i din webbläsare. Den kan till exempel komma ihåg att du är inloggad eller vilka lägenheter du har tittat på.",
            },
            {
              question: "Vilka typer av cookies använder ni?",
              answer:
                "Vi delar in cookies i fyra kategorier. Nödvändiga cookies är alltid på: de håller dig inloggad på Mina sidor, skyddar formulären och kommer ihåg ditt cookieval. Statistik visar hur besökare använder webbplatsen, bland annat med ett anonymt besöks-id (jmuid). Marknadsföring gör våra annonser på andra webbplatser och i sociala medier mer relevanta. Innehåll från andra tjänster, till exempel inbäddade videor från YouTube och Vimeo, kan sätta den tjänstens egna cookies. Allt utom de nödvändiga använder vi bara med ditt samtycke.",
            },
            {
              question: "Delar ni information från cookies med andra?",
              answer:
                "Statistik- och marknadsföringscookies kan sättas av våra samarbetspartner, till exempel leverantörer av webbanalys och annonsplattformar. De får bara använda informationen för våra syften. Videotjänsterna YouTube och Vimeo sätter sina egna cookies först när du har godkänt innehåll från andra tjänster och spelar upp en video.",
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
      title: "Sidan hittades inte",
      summary: "Sidan du letar efter finns inte eller har flyttat.",
      translationKey: "cooperative:404",
      blocks: [
        {
          type: "text",
          heading: "Den här sidan verkar ha flyttat",
          paragraphs: [
            "Vi kunde tyvärr inte hitta sidan du letar efter. Kanske har lägenheten redan sålts eller sidan bytt adress. Börja om från startsidan eller sök bland våra lediga bostadsrätter.",
          ],
        },
      ],
    },
    {
      path: "/500/",
      template: "serverError",
      title: "Tekniskt fel",
      summary: "Något gick fel. Försök igen om en liten stund.",
      translationKey: "cooperative:500",
      blocks: [
        {
          type: "text",
          heading: "Något gick fel",
          paragraphs: [
            "Ett tekniskt fel gör att sidan inte kan visas just nu. Vi arbetar på att lösa det – prova igen om en stund. Är det bråttom når du kundservice på 020-731 731.",
          ],
        },
      ],
    },

    // ── Extra brand pages: VIP, Svanen, GDPR ────────────────────────────────
    {
      path: VIP,
      template: "campaign",
      title: "VIP – boka före alla andra",
      summary:
        "Som VIP-medlem hos Nordhem Bostadsrätt får du veta först om nya föreningar och kan boka lägenhet innan den allmänna säljstarten.",
      image: "demo/interior-living.jpg",
      translationKey: "cooperative:vip-info",
      blocks: [
        {
          type: "hero",
          heading: "Först till din första bostad",
          text: "Bli VIP-medlem kostnadsfritt och få förtur till nya bostadsrätter i de städer du väljer.",
          image: img("demo/interior-living.jpg", "Ljust vardagsrum med stora fönster i en ny lägenhet"),
          link: { text: "Bli VIP-medlem", url: REGISTER },
        },
        {
          type: "text",
          heading: "Fördelarna med VIP",
          paragraphs: [
            "Som VIP-medlem får du information om nya projekt innan de annonseras, inbjudningar till digitala och fysiska VIP-visningar och möjlighet att boka lägenhet under en särskild VIP-period innan den allmänna säljstarten.",
            "De populäraste lägenheterna – ettor med balkong i söderläge och tvåor högst upp – säljs ofta redan under VIP-perioden. I Brf Gjuteriet i Norrköping bokades 41 av 94 lägenheter av VIP-medlemmar.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "0 kr", label: "att vara medlem" },
            { value: "1 vecka", label: "förtur innan allmän säljstart" },
            { value: "9 200", label: "VIP-medlemmar" },
          ],
        },
        {
          type: "teasers",
          heading: "Kom igång",
          items: [
            { title: "Skapa konto", text: "Registrera dig med BankID och välj orter att bevaka.", url: REGISTER },
            { title: "Mina VIP-projekt", text: "Redan medlem? Se dina projekt och kommande visningar.", url: MY_VIP },
            { title: "Lediga bostadsrätter", text: "Se vad som är till salu just nu.", url: SEARCH_HOMES },
          ],
        },
        {
          type: "faq",
          sectionId: "vip-fragor",
          heading: "Frågor om VIP",
          items: [
            {
              question: "Kostar det något att vara VIP-medlem?",
              answer: "Nej, medlemskapet är helt kostnadsfritt och du förbinder dig inte att köpa något.",
            },
            {
              question: "Vilken ordning gäller under VIP-perioden?",
              answer:
                "Under VIP-perioden gäller först till kvarn bland VIP-medlemmarna. Du bokar direkt på webbplatsen med BankID.",
            },
            {
              question: "Hur många lägenheter kan jag boka?",
              answer: "Du kan boka en lägenhet per projekt och hushåll.",
            },
            {
              question: "Hur lämnar jag VIP-klubben?",
              answer: "Du avslutar ditt medlemskap under Mina sidor eller genom att kontakta kundservice.",
            },
          ],
        },
      ],
    },
    {
      path: SWAN,
      template: "sustainabilityCategory",
      title: "Svanenmärkta bostadsrätter",
      summary:
        "Sedan 2022 byggs alla nya hus från Nordhem Bostadsrätt för att bli Svanenmärkta. Det ger sundare hem, lägre energikostnader och mindre klimatpåverkan.",
      image: "demo/nature-forest.jpg",
      translationKey: "cooperative:swan-label",
      blocks: [
        {
          type: "hero",
          heading: "Svanenmärkt – tryggt för dig och miljön",
          text: "Svanen är Nordens officiella miljömärke och ställer höga krav på hela byggprocessen.",
          image: img("demo/nature-forest.jpg", "Skog och sjö i nordiskt landskap"),
        },
        {
          type: "text",
          heading: "Det här innebär Svanenmärkningen",
          paragraphs: [
            "Ett Svanenmärkt hus uppfyller krav på låg energianvändning, god inomhusmiljö och kontrollerade byggmaterial. Byggprodukter och kemiska produkter granskas innan de får användas, och fukt kontrolleras under hela byggtiden.",
            "Alla material dokumenteras i en loggbok som överlämnas till föreningen. Det underlättar framtida underhåll och gör att styrelsen vet exakt vad huset är byggt av.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "2022", label: "sedan dess byggs alla nya projekt för Svanenmärkning" },
            { value: "11", label: "Svanenmärkta föreningar klara eller under uppförande" },
            { value: "100 %", label: "av byggprodukterna dokumenterade i loggbok" },
          ],
        },
        {
          type: "faq",
          sectionId: "svanen-fragor",
          heading: "Frågor om Svanenmärkningen",
          items: [
            {
              question: "Blir lägenheten dyrare för att den är Svanenmärkt?",
              answer:
                "Byggkostnaden påverkas marginellt. Samtidigt ger den lägre energianvändningen lägre driftskostnader för föreningen, vilket gynnar avgiften.",
            },
            {
              question: "Vem kontrollerar att kraven följs?",
              answer:
                "Miljömärkning Sverige granskar dokumentationen och gör kontrollbesök under byggtiden innan licensen utfärdas.",
            },
            {
              question: "Påverkar märkningen vad jag får göra i lägenheten?",
              answer:
                "Nej, du får renovera som i andra bostadsrätter. Vi rekommenderar miljömärkta material och färger för att behålla den goda inomhusmiljön.",
            },
            {
              question: "Är alla era föreningar Svanenmärkta?",
              answer:
                "Alla projekt som startat sedan 2022 byggs för att bli Svanenmärkta. Äldre föreningar är byggda enligt dåvarande krav.",
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
        "Information om hur Nordhem Bostadsrätt behandlar dina personuppgifter enligt dataskyddsförordningen (GDPR) och vilka rättigheter du har.",
      translationKey: "cooperative:gdpr",
      blocks: [
        {
          type: "text",
          heading: "Vem ansvarar för dina uppgifter?",
          paragraphs: [
            "Nordhem AB är personuppgiftsansvarig för behandlingen av dina personuppgifter när du använder Nordhem Bostadsrätts webbplats, registrerar dig som VIP-medlem eller köper en bostadsrätt av oss. När du blir medlem i en bostadsrättsförening är föreningen personuppgiftsansvarig för sitt medlemsregister.",
          ],
        },
        {
          type: "text",
          heading: "Vilka uppgifter vi samlar in och varför",
          paragraphs: [
            "Vi behandlar namn, personnummer, kontaktuppgifter och uppgifter om dina köp och betalningar för att kunna ingå och fullgöra avtal med dig. För att kunna skicka dig information om nya projekt behandlar vi dina intresseval med stöd av ditt samtycke.",
            "Vi använder också uppgifter för att förbättra våra bostäder och vår service, till exempel genom kundundersökningar efter inflyttning. Det gör vi med stöd av vårt berättigade intresse, och du kan alltid tacka nej.",
            "Uppgifter som vi enligt lag måste spara, till exempel bokföringsunderlag, sparas i sju år enligt bokföringslagen. Övriga uppgifter raderas när de inte längre behövs för det ändamål de samlades in för.",
          ],
        },
        {
          type: "faq",
          sectionId: "dina-rattigheter",
          heading: "Dina rättigheter",
          items: [
            {
              question: "Hur får jag veta vilka uppgifter ni har om mig?",
              answer:
                "Begär ett registerutdrag genom att mejla dataskydd@nordhem.se. Vi svarar inom en månad och skickar utdraget till din folkbokföringsadress.",
            },
            {
              question: "Kan jag få mina uppgifter raderade?",
              answer:
                "Ja, om uppgifterna inte längre behövs eller om du återkallar ditt samtycke. Uppgifter vi är skyldiga att spara enligt lag raderas först när lagringstiden har gått ut.",
            },
            {
              question: "Kan jag invända mot att ni använder mina uppgifter?",
              answer:
                "Du kan alltid invända mot direktmarknadsföring och mot behandling som grundar sig på vårt berättigade intresse. Då slutar vi använda uppgifterna för det ändamålet.",
            },
            {
              question: "Delar ni mina uppgifter med andra?",
              answer:
                "Vi delar uppgifter med bostadsrättsföreningen, med banker när du ansöker om lån via oss och med leverantörer som hanterar uppgifter för vår räkning. Vi säljer aldrig personuppgifter.",
            },
            {
              question: "Var kan jag klaga?",
              answer:
                "Kontakta vårt dataskyddsombud på dataskydd@nordhem.se. Du kan också vända dig till Integritetsskyddsmyndigheten (IMY).",
            },
          ],
        },
      ],
    },
  ],

  navigation: {
    main: [
      {
        text: "Köpa bostad",
        url: SEARCH_HOMES,
        children: [
          { text: "Lediga bostadsrätter", url: SEARCH_HOMES },
          { text: "Bostadsrätter via mäklare", url: SUCCESSION },
          { text: "Bli VIP-medlem", url: VIP },
          { text: "Första bostaden", url: CAMPAIGN },
        ],
      },
      {
        text: "Guider och inspiration",
        url: BLOG,
        children: [
          { text: "Bostadsrättsbloggen", url: BLOG },
          { text: "Inred en etta", url: INSPIRATION_STUDIO },
          { text: "Balkongen som extra rum", url: INSPIRATION_BALCONY },
          { text: "Vanliga frågor", url: FAQ },
        ],
      },
      {
        text: "Hållbarhet",
        url: SUSTAINABILITY,
        children: [
          { text: "Energismarta hem", url: SUSTAINABILITY_ENERGY },
          { text: "Trygg föreningsekonomi", url: SUSTAINABILITY_ECONOMY },
          { text: "Svanenmärkt", url: SWAN },
        ],
      },
      { text: "Referensprojekt", url: REFERENCES },
      {
        text: "Om oss",
        url: ABOUT,
        children: [
          { text: "Om Nordhem Bostadsrätt", url: ABOUT },
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
      { text: "Om Nordhem Bostadsrätt", url: ABOUT },
      { text: "Nyheter", url: NEWS },
    ],
    footerCompany: [
      { text: "Om oss", url: ABOUT },
      { text: "Nyheter och press", url: NEWS },
      { text: "Karriär", url: CAREERS },
      { text: "Hållbarhet", url: SUSTAINABILITY },
      { text: "Referensprojekt", url: REFERENCES },
    ],
    footerDiscovery: [
      { text: "Lediga bostadsrätter", url: SEARCH_HOMES },
      { text: "VIP", url: VIP },
      { text: "Första bostaden", url: CAMPAIGN },
      { text: "Bostadsrättsbloggen", url: BLOG },
      { text: "Svanenmärkt", url: SWAN },
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
    heading: "Begränsad telefontid 24 november",
    text: "På grund av ett byte av telefonisystem kan det bli längre väntetider på 020-731 731 mellan klockan 9 och 13 på tisdag 24 november. Du kan alltid nå oss via e-post eller Mina sidor.",
    linkUrl: CUSTOMER_SERVICE,
  },

  popularSearches: [
    { text: "Ettor", url: `${TEXT_SEARCH}?s=etta` },
    { text: "Bostadsrätt i Norrköping", url: `${TEXT_SEARCH}?s=norrkoping` },
    { text: "Borås", url: `${TEXT_SEARCH}?s=boras` },
    { text: "Första bostaden", url: CAMPAIGN },
    { text: "Så fungerar en bostadsrättsförening", url: "/blogg/sa-fungerar-en-bostadsrattsforening/" },
  ],

  cookiesFaqSectionId: COOKIES_FAQ,

  jobs: [
    {
      title: "Projektutvecklare",
      location: "Stockholm",
      department: "Projektutveckling",
      summary:
        "Du driver nya bostadsrättsprojekt från markanvisning till byggstart och arbetar nära kommuner, arkitekter och våra säljteam.",
      applyInDays: 35,
    },
    {
      title: "Säljare nyproduktion",
      location: "Norrköping",
      department: "Försäljning",
      summary: "Du säljer lägenheterna i Brf Gjuteriet och guidar förstagångsköpare genom hela köpprocessen.",
      applyInDays: 20,
    },
    {
      title: "Platschef",
      location: "Borås",
      department: "Produktion",
      summary:
        "Du leder bygget av Brf Kvarnbäcken med ansvar för tid, ekonomi, kvalitet och arbetsmiljö på arbetsplatsen.",
      applyInDays: 28,
    },
    {
      title: "Föreningscoach",
      location: "Malmö",
      department: "Kundservice och förvaltning",
      summary:
        "Du utbildar och stöttar nya styrelser i våra bostadsrättsföreningar i Skåne under de första åren efter inflyttning.",
      applyInDays: 42,
    },
  ],
};
