import type { ImageRef } from "~/features/content/schema";
import type { DemoImagePath } from "../demo-images.names";
import type { SeedPage, SiteSeed } from "../types";

/** A seed page whose image is one of the generated demo images. */
type Page = Omit<SeedPage, "image"> & { image?: DemoImagePath };

function img(src: DemoImagePath, alt: string): ImageRef {
  return { src, alt };
}

const NEWS = "/om-oss/nyheter/";
const BLOG = "/blogg/";
const INSPIRATION = "/inspiration/";
const SUSTAINABILITY = "/hallbarhet/";
const REFERENCES = "/referensprojekt/";
const CAMPAIGN = "/kampanj/vi-bjuder-pa-flytten/";
const PHONE = "020-731 731";
const EMAIL = "kundservice@nordhem.se";
const OPENING_HOURS = "Måndag–torsdag 8–17, fredag 8–15. Lunchstängt 12–13.";

const pages: Page[] = [
  // ---------------------------------------------------------------- Start
  {
    path: "/",
    template: "start",
    title: "Nya bostäder i hela Sverige",
    summary:
      "Nordhem bygger hållbara bostadsrätter, radhus och villor i över 30 kommuner. Hitta ditt nya hem och följ det från första spadtaget till inflyttning.",
    image: "demo/exterior-townhouses.jpg",
    seoTitle: "Nordhem – nyproducerade bostäder i hela Sverige",
    seoDescription:
      "Hitta nyproducerade bostadsrätter, radhus och villor från Nordhem. Svanenmärkta hem i Stockholm, Göteborg, Malmö, Uppsala och många fler orter.",
    translationKey: "start",
    blocks: [
      {
        type: "hero",
        heading: "Ett nytt hem, byggt för att hålla",
        text: "Ljusa planlösningar, genomtänkta detaljer och grannar som du får lära känna från början. Just nu säljer vi drygt 40 projekt från Luleå i norr till Malmö i söder.",
        image: img("demo/exterior-townhouses.jpg", "Nybyggda radhus med små trädgårdar en solig sommardag"),
        link: { text: "Hitta din nya bostad", url: "/sok-bostad/" },
      },
      {
        type: "teasers",
        heading: "Upptäck Nordhem",
        items: [
          {
            title: "Så köper du nyproduktion",
            text: "Från intresseanmälan till nyckelöverlämning – vi går igenom varje steg och vad det kostar.",
            url: "/kopa-nyproduktion/",
            image: img("demo/interior-kitchen.jpg", "Kök med köksö i ek och stora fönster"),
          },
          {
            title: "Vi bjuder på flytten",
            text: "Boka en bostad med inflyttning våren 2027 senast den 31 januari så står vi för flytthjälpen.",
            url: CAMPAIGN,
            image: img("demo/interior-living.jpg", "Ljust vardagsrum med flyttkartonger vid fönstret"),
          },
          {
            title: "Hållbart från grunden",
            text: "Svanenmärkta hus, solceller på taken och fossilfria byggarbetsplatser. Läs om hur vi minskar klimatavtrycket.",
            url: SUSTAINABILITY,
            image: img("demo/solar-roof.jpg", "Solceller på taket till ett nybyggt bostadshus"),
          },
          {
            title: "Smarta förvaringslösningar",
            text: "Tolv idéer som får hallen, köket och sovrummet att kännas större – utan att du behöver bygga om.",
            url: "/inspiration/smarta-forvaringslosningar/",
            image: img("demo/interior-bedroom.jpg", "Sovrum i ljusa toner med inbyggd garderob"),
          },
        ],
      },
      {
        type: "facts",
        heading: "Nordhem i siffror",
        items: [
          { value: "1962", label: "året då vi byggde våra första hus i Västerås" },
          { value: "75 000", label: "bostäder byggda sedan starten" },
          { value: "3 600", label: "bostäder i produktion just nu" },
          { value: "100 %", label: "av våra nya flerbostadshus Svanenmärks" },
        ],
      },
      {
        type: "text",
        heading: "Vi bygger mer än bostäder",
        paragraphs: [
          "I mer än sextio år har Nordhem byggt hem där människor vill bo länge. Vi tar ansvar för hela kedjan – från att hitta marken och planera kvarteret till att bygga husen och finnas kvar under garantitiden. Det gör att vi kan lova samma höga kvalitet i Kiruna som i Kalmar.",
          "Varje nytt kvarter planerar vi tillsammans med kommunen och de som redan bor i området. Gröna gårdar, trygga gångstråk och närhet till kollektivtrafik är lika viktiga för oss som välplanerade kök och ljusa sovrum.",
          "När du köper en bostad av oss får du en personlig kontakt som följer dig hela vägen till inflyttningen. Har du frågor efter att du flyttat in når du vår kundservice på 020-731 731.",
        ],
      },
      {
        type: "pageList",
        heading: "Senaste nytt från Nordhem",
        template: "pressRelease",
        pathPrefix: NEWS,
        limit: 3,
      },
    ],
  },

  // ---------------------------------------------------------------- Buying guide
  {
    path: "/kopa-nyproduktion/",
    template: "article",
    title: "Så köper du en nyproducerad bostad",
    summary:
      "Att köpa nyproduktion skiljer sig från att köpa en begagnad bostad. Här går vi igenom köpprocessen steg för steg – från intresseanmälan till garantibesiktningen.",
    image: "demo/interior-kitchen.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Köpprocessen steg för steg",
        text: "Från första visningen till nycklarna i handen tar det ofta ett till två år. Så här går det till.",
        image: img("demo/interior-kitchen.jpg", "Nytt kök med köksö och ekgolv i en nyproducerad lägenhet"),
      },
      {
        type: "video",
        videoUrl: "https://www.youtube.com/watch?v=Nh3kQp7vR2s",
        title: "Köpprocessen på tre minuter",
        image: {
          src: "demo/exterior-apartments.jpg",
          alt: "Flerbostadshus med balkonger i kvällsljus",
          orgWidth: 2560,
          orgHeight: 1708,
        },
        description:
          "Vår säljchef Maria Ek går igenom stegen från intresseanmälan till garantibesiktning – och vad du behöver ha klart vid varje steg.",
        scriptText:
          "Maria Ek, säljchef på Nordhem: Hej! Att köpa en nyproducerad bostad tar oftast ett till två år från första visningen till inflyttningen. Jag går igenom stegen.\n\nFörst anmäler du intresse för projektet. Då får du information före alla andra och en inbjudan till säljstarten, där planritningar och priser släpps.\n\nNär du har hittat din bostad bokar du den och betalar en bokningsavgift på 25 000 kronor, som räknas av från priset. Ha ett lånelöfte från banken klart innan du skriver avtal.\n\nUngefär ett år före inflyttningen öppnar tillvalsportalen på Mina sidor. Där väljer du golv, köksluckor, kakel och garderober.\n\nInnan du flyttar in gör en oberoende besiktningsman en slutbesiktning, och två år senare kommer garantibesiktningen. Har du frågor på vägen når du oss på 020-731 731. Välkommen hem!",
        renderOnPage: true,
        hideDescriptionOnPage: false,
      },
      {
        type: "text",
        heading: "1. Anmäl intresse och hitta din bostad",
        paragraphs: [
          "Börja med att anmäla intresse för de projekt du tycker verkar spännande. Då får du information före alla andra, inbjudningar till säljstarter och en chans att boka innan bostäderna släpps till allmänheten.",
          "Inför säljstarten publicerar vi planritningar, rumsbeskrivningar och priser. Ta gärna med dig ritningen hem och fundera på hur ni vill möblera – det är ett bra sätt att känna efter om planlösningen passar.",
        ],
      },
      {
        type: "text",
        heading: "2. Boka och teckna avtal",
        paragraphs: [
          "När du hittat rätt bostad bokar du den direkt på webben eller tillsammans med din säljare. Du betalar en bokningsavgift på 25 000 kronor som sedan räknas av från köpeskillingen.",
          "Köper du en bostadsrätt tecknar du ett förhandsavtal med bostadsrättsföreningen och betalar ett förskott på 100 000 kronor. Köper du ett radhus eller en villa med äganderätt tecknar du i stället ett köpekontrakt och betalar en handpenning på tio procent.",
          "Innan du skriver under behöver du ett lånelöfte från din bank. Ta med den ekonomiska planen eller köpekontraktet till banken så att de kan göra en korrekt bedömning.",
        ],
      },
      {
        type: "text",
        heading: "3. Gör ditt hem personligt med tillval",
        paragraphs: [
          "Cirka ett år före inflyttning öppnar vi tillvalsportalen på Mina sidor. Där väljer du bland annat köksluckor, bänkskivor, golv, kakel och garderober. Många tillval ingår redan i grundutförandet, så du kan välja fritt utan att det kostar extra.",
        ],
      },
      {
        type: "text",
        heading: "4. Besiktning, tillträde och garanti",
        paragraphs: [
          "Innan du flyttar in granskar en oberoende besiktningsman bostaden vid slutbesiktningen. Eventuella fel åtgärdas av oss, och du får ett protokoll över vad som har noterats.",
          "På tillträdesdagen betalar du resterande belopp och får nycklarna. Två år senare gör vi en garantibesiktning, och fram till dess når du oss enkelt via felanmälan på Mina sidor eller på 020-731 731.",
        ],
      },
      {
        type: "facts",
        heading: "Bra att ha koll på",
        items: [
          { value: "25 000 kr", label: "bokningsavgift som avräknas från priset" },
          { value: "12–24 mån", label: "från säljstart till inflyttning" },
          { value: "2 år", label: "till garantibesiktningen" },
          { value: "5 år", label: "garantitid för fel i bostaden" },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- About us
  {
    path: "/om-oss/",
    template: "corporateAbout",
    title: "Om Nordhem",
    summary:
      "Nordhem är en av Nordens ledande bostadsutvecklare med verksamhet i Sverige, Norge och Finland. Vi utvecklar och bygger bostäder och hela stadsdelar sedan 1962.",
    image: "demo/city-street.jpg",
    translationKey: "about",
    isCorporate: true,
    blocks: [
      {
        type: "hero",
        heading: "Vi bygger hem och hållbara stadsdelar",
        text: "Sedan 1962 har Nordhem utvecklat bostäder där människor trivs i generationer. I dag är vi 2 300 medarbetare i Sverige, Norge och Finland.",
        image: img("demo/city-street.jpg", "Gata kantad av träd och nybyggda flerbostadshus"),
      },
      {
        type: "text",
        heading: "Vår affärsidé",
        paragraphs: [
          "Nordhem utvecklar bostäder och boendemiljöer med fokus på kvalitet, hållbarhet och kundens upplevelse. Vi köper mark, tar fram detaljplaner tillsammans med kommunerna, projekterar, bygger och säljer – och finns kvar som förvaltare av garantin i många år efter inflyttningen.",
          "Verksamheten är organiserad i affärsområdena Nordhem Bostad Sverige, Nordhem Norge, Nordhem Finland och Nordhem Entreprenad. Under varumärkena Seniorgården och Nordhem Bostadsrätt erbjuder vi dessutom boende för seniorer och bostadsrätter till rimliga månadsavgifter.",
          "Huvudkontoret ligger i Stockholm, och vi har regionkontor i bland annat Göteborg, Malmö, Uppsala, Västerås, Linköping och Umeå.",
        ],
      },
      {
        type: "facts",
        heading: "Nordhem 2025",
        items: [
          { value: "14,2 mdr kr", label: "nettoomsättning" },
          { value: "2 300", label: "medarbetare i tre länder" },
          { value: "3 100", label: "sålda bostäder under året" },
          { value: "32", label: "kommuner där vi bygger i Sverige" },
        ],
      },
      {
        type: "video",
        videoUrl: "https://youtu.be/Ts8mWq1xLbE",
        title: "Nordhem på två minuter",
        image: {
          src: "demo/construction-timber.jpg",
          alt: "Trästomme som reses på en byggarbetsplats",
          orgWidth: 2560,
          orgHeight: 1708,
        },
        description:
          "En film om hur vi arbetar – från markköp och detaljplan till de första nycklarna – berättad av medarbetare i Sverige, Norge och Finland.",
        scriptText:
          "Berättare: Sedan 1962 har Nordhem byggt hem i Norden. I dag är vi 2 300 medarbetare i Sverige, Norge och Finland.\n\nJonas Lindgren, projektutvecklare i Uppsala: Mitt jobb börjar långt innan det finns ett hus. Vi köper mark och tar fram detaljplanen tillsammans med kommunen.\n\nSara Holm, platschef i Nacka: Här på bygget ser vi till att allt blir rätt – och att alla går hem friska varje dag. Sedan i år är alla våra byggarbetsplatser i Sverige fossilfria.\n\nPekka Salo, kundansvarig i Tammerfors: Det bästa är dagen när köparna får sina nycklar. Då vet man varför man gör det här.\n\nBerättare: Nordhem. Vi bygger hem och hållbara stadsdelar.",
        renderOnPage: false,
        hideDescriptionOnPage: true,
      },
      {
        type: "quote",
        text: "Ett hem är den största investeringen de flesta gör i livet. Därför bygger vi varje bostad som om vi själva skulle flytta in – och vi står kvar när nycklarna väl är överlämnade.",
        author: "Anna Bergström",
        role: "Vd och koncernchef, Nordhem AB",
      },
      {
        type: "teasers",
        heading: "Mer om oss",
        items: [
          {
            title: "Nyheter och press",
            text: "Pressmeddelanden, byggstarter och nyheter från hela koncernen.",
            url: NEWS,
            image: img("demo/construction-cranes.jpg", "Lyftkranar över en byggarbetsplats"),
          },
          {
            title: "Ledning och organisation",
            text: "Möt koncernledningen och läs hur vi är organiserade.",
            url: "/om-oss/ledning-och-organisation/",
            image: img("demo/office.jpg", "Ljust kontor med arbetsplatser och gröna växter"),
          },
          {
            title: "Investerare",
            text: "Finansiella rapporter, nyckeltal och kalendarium.",
            url: "/om-oss/investerare/",
            image: img("demo/city-skyline.jpg", "Stadssiluett i skymning"),
          },
          {
            title: "Karriär",
            text: "Vill du bygga framtidens hem med oss? Se hur det är att jobba på Nordhem.",
            url: "/karriar/",
            image: img("demo/construction-timber.jpg", "Trästomme som reses på en byggarbetsplats"),
          },
        ],
      },
    ],
  },
  {
    path: "/om-oss/ledning-och-organisation/",
    template: "standard",
    title: "Ledning och organisation",
    summary: "Nordhem leds av en koncernledning på sju personer med lång erfarenhet av bostadsutveckling och byggande.",
    image: "demo/office.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        heading: "Koncernledningen",
        paragraphs: [
          "Anna Bergström är vd och koncernchef sedan 2021. Hon kom till Nordhem från en roll som regionchef i Göteborg och har arbetat i bostadsbranschen i över 25 år.",
          "I koncernledningen ingår också Mikael Sandberg (finansdirektör), Sara Nyström (affärsområdeschef Nordhem Bostad Sverige), Henrik Aas (vd Nordhem AS), Laura Virtanen (vd Nordhem Oy), Per Holmgren (affärsområdeschef Nordhem Entreprenad) och Elin Franzén (hållbarhets- och HR-direktör).",
        ],
      },
      {
        type: "text",
        heading: "Så är vi organiserade",
        paragraphs: [
          "Nordhem Bostad Sverige är det största affärsområdet och står för drygt 70 procent av omsättningen. Här utvecklar vi bostadsrätter, radhus och villor i storstadsregionerna och i ett tjugotal universitets- och tillväxtorter.",
          "Nordhem Entreprenad bygger på uppdrag av kommuner, bostadsbolag och fastighetsägare – allt från skolor och äldreboenden till ombyggnader av hela hyreshusområden.",
          "Styrelsen består av åtta ledamöter, varav två är arbetstagarrepresentanter. Ordförande är Gunnar Wikström.",
        ],
      },
      {
        type: "image",
        image: img("demo/office.jpg", "Nordhems huvudkontor med öppna arbetsplatser och växter"),
        caption: "Huvudkontoret i Liljeholmen, Stockholm.",
      },
    ],
  },
  {
    path: "/om-oss/investerare/",
    template: "investorRelationsStart",
    title: "Investerare",
    summary:
      "Finansiell information om Nordhem AB: nyckeltal, rapporter, finansiella mål och kalendarium för investerare och analytiker.",
    image: "demo/city-skyline.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "hero",
        heading: "Långsiktig värdeskapare i bostadsmarknaden",
        text: "Vår byggrättsportfölj på 34 000 bostäder ger en stabil grund för tillväxt under många år framåt.",
        image: img("demo/city-skyline.jpg", "Stockholms stadssiluett i skymning"),
      },
      {
        type: "facts",
        heading: "Nyckeltal januari–september 2026",
        items: [
          { value: "10,6 mdr kr", label: "nettoomsättning" },
          { value: "9,8 %", label: "rörelsemarginal" },
          { value: "2 240", label: "sålda bostäder" },
          { value: "34 000", label: "byggrätter i portföljen" },
        ],
      },
      {
        type: "text",
        heading: "Finansiella mål",
        paragraphs: [
          "Nordhems mål är en rörelsemarginal på minst 10 procent över en konjunkturcykel, en avkastning på eget kapital på minst 20 procent och en soliditet på lägst 35 procent.",
          "Utdelningen ska motsvara 40–60 procent av årets resultat efter skatt, med hänsyn tagen till bolagets finansiella ställning och investeringsbehov.",
        ],
      },
      {
        type: "text",
        heading: "Kalendarium",
        paragraphs: [
          "Bokslutskommuniké 2026: 4 februari 2027.",
          "Års- och hållbarhetsredovisning 2026: 18 mars 2027.",
          "Årsstämma 2027: 22 april 2027 i Stockholm.",
          "Delårsrapport januari–mars 2027: 22 april 2027.",
        ],
      },
      {
        type: "contact",
        heading: "Kontakt för investerare",
        email: "ir@nordhem.se",
        text: "Mikael Sandberg, finansdirektör, svarar på frågor från investerare och analytiker.",
      },
    ],
  },
  {
    path: "/om-oss/kontakt/",
    template: "corporateContact",
    title: "Kontakta Nordhem",
    summary: "Kontaktuppgifter till Nordhems huvudkontor, regionkontor och presstjänst.",
    image: "demo/office.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Har du frågor om en bostad du har köpt eller vill köpa? Kontakta i första hand vår kundservice. Här hittar du uppgifter till huvudkontoret, presstjänsten och våra regionkontor.",
        ],
      },
      {
        type: "contact",
        heading: "Huvudkontor",
        phone: PHONE,
        email: "info@nordhem.se",
        openingHours: "Vardagar 8–17",
        text: "Nordhem AB, Sjövikskajen 12, 117 58 Stockholm. Organisationsnummer 556000-0001.",
      },
      {
        type: "contact",
        heading: "Press",
        email: "press@nordhem.se",
        text: "Journalister når vår presstjänst alla dagar. Vi svarar normalt inom en timme på vardagar.",
      },
      {
        type: "text",
        heading: "Regionkontor",
        paragraphs: [
          "Göteborg: Lindholmsallén 8. Malmö: Hyllie boulevard 14. Uppsala: Kungsgatan 41. Västerås: Kopparbergsvägen 6. Linköping: Storgatan 20. Umeå: Skolgatan 31.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- News room
  {
    path: NEWS,
    template: "newsRoom",
    title: "Nyheter och press",
    summary:
      "Pressmeddelanden och nyheter från Nordhem – byggstarter, markanvisningar, rapporter och hållbarhetsarbete.",
    image: "demo/construction-cranes.jpg",
    translationKey: "news-room",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Här samlar vi Nordhems pressmeddelanden och nyheter. Är du journalist och vill komma i kontakt med oss? Mejla press@nordhem.se så återkommer vi så snart vi kan.",
        ],
      },
      { type: "pageList", heading: "Pressmeddelanden", template: "pressRelease", pathPrefix: NEWS, limit: 12 },
    ],
  },
  {
    path: `${NEWS}byggstart-for-kv-tallbacken-i-uppsala/`,
    template: "pressRelease",
    title: "Nordhem startar bygget av Kv. Tallbacken i Uppsala",
    summary:
      "Nu tar Nordhem det första spadtaget för Kv. Tallbacken i Rosendal. Första etappen omfattar 142 bostadsrätter i trä med planerad inflyttning hösten 2027.",
    image: "demo/construction-timber.jpg",
    isCorporate: true,
    publishedAt: "2026-02-12T08:00:00+01:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Nordhem har i dag tagit det första spadtaget för Kv. Tallbacken i stadsdelen Rosendal i Uppsala. Den första etappen omfattar 142 bostadsrätter i fyra flerbostadshus med stomme i korslimmat trä. Inflyttningen planeras till hösten 2027.",
          "Kv. Tallbacken ligger granne med Stadsskogen och tio minuters cykelväg från Uppsala centralstation. Totalt planeras cirka 380 bostäder i tre etapper, en förskola med sex avdelningar, en gemensam odlingsgård och en mobilitetshubb med bilpool och lådcyklar som de boende kan låna.",
          "– Intresset har varit stort redan från början. Över 1 100 personer har anmält intresse för projektet, och många av dem är barnfamiljer som vill bo nära både naturen och staden. Det är precis den blandningen vi har planerat för, säger Karin Lindqvist, regionchef för Nordhem i Uppsala.",
          "Husen byggs för att uppfylla kraven i Svanens kriterier för nyproducerade bostäder och får solceller på taken som täcker en stor del av fastighetselen. Den beräknade energiprestandan är 55 kWh per kvadratmeter och år, vilket motsvarar energiklass B.",
          "Försäljningen av den första etappen startar den 14 mars 2026. Lägenheterna har mellan ett och fem rum och kvadratmeterpriserna börjar på 46 500 kronor.",
        ],
      },
    ],
  },
  {
    path: `${NEWS}markanvisning-for-420-bostader-i-brunnshog-lund/`,
    template: "pressRelease",
    title: "Nordhem får markanvisning för 420 bostäder i Brunnshög i Lund",
    summary:
      "Lunds kommun har tilldelat Nordhem en markanvisning för cirka 420 bostäder i Brunnshög. Kvarteret blir ett av stadsdelens första med bostadsgårdar som är öppna för alla.",
    image: "demo/city-street.jpg",
    isCorporate: true,
    publishedAt: "2026-06-09T09:30:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Tekniska nämnden i Lunds kommun har beslutat att tilldela Nordhem en markanvisning för cirka 420 bostäder i kvarteret Ängslyckan i Brunnshög. Kvarteret ligger vid spårvägshållplatsen Science Village, med gångavstånd till forskningsanläggningarna MAX IV och ESS.",
          "Förslaget omfattar bostadsrätter i varierande storlekar, ett kvarter med 96 hyresrätter och lokaler i bottenvåningarna för kafé, dagligvaruhandel och en vårdcentral. Gårdarna hålls öppna mot omgivningen och knyts ihop med ett grönt stråk som leder ner mot Ideonparken.",
          "– Brunnshög är en av de mest spännande stadsdelarna i Sverige just nu. Vi vill bidra med ett kvarter där forskare, studenter, barnfamiljer och seniorer kan bo granne med varandra, säger Anna Bergström, vd och koncernchef för Nordhem.",
          "Nordhem ska nu ta fram ett detaljplaneförslag tillsammans med kommunen. Byggstart beräknas tidigast till 2028, och de första bostäderna kan vara inflyttningsklara 2030.",
        ],
      },
    ],
  },
  {
    path: `${NEWS}alla-byggarbetsplatser-i-sverige-nu-fossilfria/`,
    template: "pressRelease",
    title: "Alla Nordhems byggarbetsplatser i Sverige är nu fossilfria",
    summary:
      "Sedan den 1 oktober drivs samtliga 64 byggarbetsplatser i Sverige helt utan fossila bränslen. Utsläppen från byggskedet har nästan halverats jämfört med 2020.",
    image: "demo/construction-cranes.jpg",
    isCorporate: true,
    publishedAt: "2026-10-14T07:45:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Sedan den 1 oktober 2026 drivs samtliga Nordhems 64 byggarbetsplatser i Sverige helt utan fossila bränslen. Arbetsmaskiner och transporter går på el, biogas eller HVO100, och all el som används på byggena kommer från förnybara källor.",
          "Omställningen har pågått sedan 2021. Det svåraste har varit uppvärmningen av byggbodar och uttorkningen av betong under vinterhalvåret, som i dag sker med värmepumpar och fjärrvärme i stället för dieselaggregat.",
          "– Vi har visat att det går att bygga fossilfritt i full skala, även en januarimorgon i Umeå. Utsläppen från våra byggarbetsplatser har minskat med 48 procent jämfört med 2020, och merkostnaden är i dag i princip noll, säger Elin Franzén, hållbarhetsdirektör på Nordhem.",
          "Nästa steg är att ställa samma krav på alla underentreprenörer och på transporterna av material till och från byggena. Målet är att Nordhems klimatavtryck per kvadratmeter ska halveras till 2030 jämfört med 2020.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Blog
  {
    path: BLOG,
    template: "blogList",
    title: "Bloggen",
    summary:
      "Tips inför flytten, inblickar från våra byggarbetsplatser och råd om allt från besiktning till inredning. Skrivet av oss som bygger ditt nya hem.",
    image: "demo/interior-living.jpg",
    translationKey: "blog",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Här skriver våra säljare, platschefer, inredare och kundtjänstmedarbetare om det de kan bäst. Har du ett ämne du vill att vi tar upp? Mejla oss på kundservice@nordhem.se.",
        ],
      },
      { type: "pageList", heading: "Senaste inläggen", template: "blogItem", pathPrefix: BLOG, limit: 12 },
    ],
  },
  {
    path: `${BLOG}sa-planerar-du-flytten-till-din-nya-bostad/`,
    template: "blogItem",
    title: "Så planerar du flytten till din nya bostad",
    summary:
      "Flytten till en nybyggd bostad blir enklare om du börjar i god tid. Här är vår checklista från tre månader före tillträdet till första kvällen i det nya hemmet.",
    image: "demo/interior-living.jpg",
    publishedAt: "2026-03-04T10:00:00+01:00",
    blocks: [
      {
        type: "text",
        heading: "Tre månader kvar",
        paragraphs: [
          "Säg upp ditt nuvarande boende eller kontakta en mäklare om du ska sälja. Boka flyttfirma redan nu – fredagar och månadsskiften är populära och tar slut först. Passa också på att rensa förråd och garderober: allt du inte flyttar behöver du inte packa.",
        ],
      },
      {
        type: "text",
        heading: "En månad kvar",
        paragraphs: [
          "Gör en adressändring hos Skatteverket, teckna hemförsäkring för den nya bostaden och beställ bredband. I de flesta av våra projekt finns fiber indraget, och du hittar information om operatören i dina inflyttningshandlingar på Mina sidor.",
          "Mät upp fönster och väggar med hjälp av ritningen så att gardiner och hyllor är på plats från dag ett.",
        ],
      },
      {
        type: "text",
        heading: "Flyttdagen",
        paragraphs: [
          "Packa en första-natten-låda med lakan, tandborstar, laddare, kaffe och toapapper. Läs mätarställningen för el och vatten när du kommer fram och spara bostadspärmen på ett ställe där du hittar den – den innehåller skötselråd och garantiinformation.",
          "Och glöm inte att hälsa på grannarna. Alla är nya i huset, och det är sällan lättare att lära känna varandra än under den första veckan.",
        ],
      },
    ],
  },
  {
    path: `${BLOG}infor-slutbesiktningen-det-har-ar-bra-att-veta/`,
    template: "blogItem",
    title: "Inför slutbesiktningen – det här är bra att veta",
    summary:
      "Vid slutbesiktningen granskar en oberoende besiktningsman din nya bostad innan du flyttar in. Vi förklarar vad som händer och hur du kan förbereda dig.",
    image: "demo/interior-bedroom.jpg",
    publishedAt: "2026-06-17T10:00:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Slutbesiktningen görs några veckor före inflyttningen av en besiktningsman som är opartisk. Hen kontrollerar att bostaden är byggd enligt avtal och ritningar och att det inte finns några fel eller skador.",
          "Som köpare är du varmt välkommen att vara med. Ta med din rumsbeskrivning och din tillvalsbeställning så att du kan kontrollera att allt du har valt finns på plats – från rätt kakel i badrummet till antalet eluttag i köket.",
          "Det som besiktningsmannen noterar skrivs in i ett protokoll. Vi åtgärdar anmärkningarna så snart som möjligt, oftast före tillträdet, och du får en bekräftelse när det är klart.",
          "Upptäcker du något efter inflyttningen gör du en felanmälan på Mina sidor. Två år efter tillträdet kallar vi till garantibesiktning, där bostaden gås igenom på nytt.",
        ],
      },
      {
        type: "quote",
        text: "Det bästa rådet jag kan ge är att gå igenom bostaden i lugn och ro och fråga om allt. Ingen fråga är för liten.",
        author: "Maria Hedlund",
        role: "Kundansvarig, Nordhem Göteborg",
      },
    ],
  },
  {
    path: `${BLOG}en-dag-med-platschefen-pa-kv-tallbacken/`,
    template: "blogItem",
    title: "En dag med platschefen på Kv. Tallbacken",
    summary:
      "Klockan är 06.30 och morgondimman ligger fortfarande tät över Rosendal. Vi följde platschef Johan Ekström under en vanlig arbetsdag på ett av Uppsalas största trähusbyggen.",
    image: "demo/construction-timber.jpg",
    publishedAt: "2026-09-22T10:00:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Dagen börjar i byggboden med en kopp kaffe och genomgång av dagens lyft. Johan Ekström har arbetat på Nordhem i femton år, de senaste sex som platschef, och ansvarar i dag för de fyra trähusen i första etappen av Kv. Tallbacken.",
          "– Med en trästomme går allt fort. Vi reser ett helt våningsplan på fyra dagar. Det betyder att planeringen måste sitta – vilka element som kommer, i vilken ordning och när kranen är ledig, säger Johan.",
          "Klockan nio är det skyddsrond. Varje vecka går Johan runt med skyddsombudet och kontrollerar ställningar, fallskydd och ordning på arbetsplatsen. Efter lunch väntar möte med elentreprenören om solcellerna på taket och en visning för kommande boende.",
          "– Det bästa med jobbet är när vi lämnar över nycklarna. Då ser man att allt slit har blivit någons hem, säger han.",
        ],
      },
      {
        type: "image",
        image: img("demo/construction-timber.jpg", "Trästomme till ett flerbostadshus under uppförande"),
        caption: "Trästommen i Kv. Tallbacken reses ett våningsplan i taget.",
      },
    ],
  },

  // ---------------------------------------------------------------- Inspiration
  {
    path: INSPIRATION,
    template: "standard",
    title: "Inspiration",
    summary: "Idéer för inredning, förvaring och uteplatser – så gör du ditt nya hem till ditt eget.",
    image: "demo/interior-living.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Inspiration för ditt nya hem",
        text: "Våra inredare delar med sig av idéer som fungerar i verkliga hem – även när ytorna är begränsade.",
        image: img("demo/interior-living.jpg", "Ljust vardagsrum med soffa och stora fönster"),
      },
      {
        type: "pageList",
        heading: "Senaste inspirationen",
        template: "inspiration",
        pathPrefix: INSPIRATION,
        limit: 12,
      },
    ],
  },
  {
    path: `${INSPIRATION}smarta-forvaringslosningar/`,
    template: "inspiration",
    title: "Smarta förvaringslösningar för hela hemmet",
    summary:
      "Tolv idéer som får hallen, köket och sovrummet att kännas större – utan att du behöver bygga om. Våra inredare tipsar om förvaring som fungerar i vardagen.",
    image: "demo/interior-bedroom.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Mer plats utan fler kvadratmeter",
        text: "Bra förvaring handlar om att ge varje sak en självklar plats. Här är våra inredares bästa knep.",
        image: img("demo/interior-bedroom.jpg", "Sovrum med platsbyggd garderob i ljusa toner"),
      },
      {
        type: "text",
        heading: "Hallen – hemmets första intryck",
        paragraphs: [
          "Sätt upp en krokrad i två höjder så att barnen själva kan hänga upp sina jackor. En smal skohylla med lock blir samtidigt en bänk att sitta på, och en spegel med hylla fångar nycklar och solglasögon.",
        ],
      },
      {
        type: "text",
        heading: "Köket – utnyttja höjden",
        paragraphs: [
          "Välj överskåp som går ända upp till taket. Det som används sällan, som julporslin och stora kastruller, hamnar högst upp. Lådor i underskåpen ger bättre överblick än hyllplan – det är därför vi har lådor som standard i alla våra kök.",
          "En magnetlist för knivar och en skena med krokar under överskåpen frigör värdefull bänkyta.",
        ],
      },
      {
        type: "text",
        heading: "Sovrummet – förvaring som syns mindre",
        paragraphs: [
          "Garderober med skjutdörrar sparar golvyta framför skåpen. Sängar med lådor under ger plats för extra sängkläder, och ett vägghängt nattduksbord gör att rummet känns luftigare.",
          "Tänk också på förrådet: med ett hyllsystem från golv till tak och tydligt märkta lådor får du plats med säsongssaker, campingutrustning och vinterdäck.",
        ],
      },
    ],
  },
  {
    path: `${INSPIRATION}skapa-en-gron-balkong/`,
    template: "inspiration",
    title: "Skapa en grön oas på balkongen",
    summary:
      "Även en liten balkong kan bli en grönskande plats för frukost i solen och kryddor till middagen. Så väljer du växter efter väderstreck och vind.",
    image: "demo/exterior-apartments.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Din balkong – ett extra rum",
        text: "Med rätt växter och smart möblering blir balkongen ditt favoritrum från april till oktober.",
        image: img("demo/exterior-apartments.jpg", "Flerbostadshus med balkonger i kvällsljus"),
      },
      {
        type: "text",
        heading: "Börja med väderstrecket",
        paragraphs: [
          "På en balkong i söder trivs tomater, rosmarin, lavendel och pelargoner. Mot öster och väster fungerar det mesta, medan en norrbalkong passar för murgröna, funkia och myntor som klarar skugga.",
          "Högt upp blåser det mer än man tror. Välj låga, stadiga krukor och växter med smidiga stjälkar, till exempel prydnadsgräs.",
        ],
      },
      {
        type: "text",
        heading: "Bevattning och regler",
        paragraphs: [
          "Krukor med vattenmagasin gör att du klarar en långhelg utan att vattna. Ställ alltid krukorna innanför räcket och kontrollera bostadsrättsföreningens ordningsregler innan du sätter upp något på fasaden.",
          "En smal hopfällbar bardisk på räcket och två stolar räcker långt. Avsluta med en ljusslinga på solcellsbatteri så blir balkongen lika trivsam en augustikväll.",
        ],
      },
      {
        type: "facts",
        items: [
          { value: "6 timmar", label: "sol om dagen räcker för de flesta kryddor" },
          { value: "30 cm", label: "minsta krukdjup för tomatplantor" },
          { value: "3–4", label: "växter per kvadratmeter ger ett frodigt intryck" },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- FAQ
  {
    path: "/fragor-och-svar/",
    template: "faq",
    title: "Frågor och svar om att köpa nyproduktion",
    summary:
      "Svar på de vanligaste frågorna om att köpa en nyproducerad bostad: bokning, avtal, betalning, tillval, besiktning och garantier.",
    image: "demo/interior-living.jpg",
    translationKey: "faq",
    blocks: [
      {
        type: "faq",
        sectionId: "kopa-och-boka",
        heading: "Att köpa och boka",
        items: [
          {
            question: "Hur vet jag när ett nytt projekt släpps?",
            answer:
              "Anmäl intresse för projektet på dess sida så får du ett mejl inför säljstarten. Intresseanmälan är kostnadsfri och inte bindande.",
          },
          {
            question: "Hur bokar jag en bostad?",
            answer:
              "Du bokar direkt på webben med BankID när försäljningen har startat, eller tillsammans med din säljare. Vid bokningen betalar du en bokningsavgift på 25 000 kronor.",
          },
          {
            question: "Kan jag ångra min bokning?",
            answer:
              "Ja. Fram till att du tecknar förhandsavtal eller köpekontrakt kan du avboka. Bokningsavgiften betalas då tillbaka med avdrag för en administrativ avgift på 5 000 kronor.",
          },
          {
            question: "Vad är skillnaden mellan bostadsrätt och äganderätt?",
            answer:
              "När du köper en bostadsrätt blir du medlem i en bostadsrättsförening som äger huset, och du har rätt att använda din lägenhet. Vid äganderätt äger du själv huset och marken det står på, vilket är vanligt för radhus och villor.",
          },
          {
            question: "Måste jag ha sålt min nuvarande bostad innan jag köper?",
            answer:
              "Nej. Många köper sin nya bostad långt innan de säljer den gamla. Med vår trygghetsgaranti står vi för din dubbla boendekostnad i upp till sex månader om du inte hunnit sälja.",
          },
        ],
      },
      {
        type: "faq",
        sectionId: "ekonomi-och-betalning",
        heading: "Ekonomi och betalning",
        items: [
          {
            question: "När behöver jag ha ett lånelöfte?",
            answer:
              "Innan du tecknar förhandsavtal eller köpekontrakt. Visa din bank den ekonomiska planen eller köpekontraktet så att lånelöftet gäller för rätt belopp och tidpunkt.",
          },
          {
            question: "Vad betalar jag och när?",
            answer:
              "För en bostadsrätt betalar du bokningsavgift, ett förskott på 100 000 kronor när du tecknar förhandsavtal och resten på tillträdesdagen. För äganderätt betalar du en handpenning på tio procent vid kontraktet och resten vid tillträdet.",
          },
          {
            question: "Vad ingår i månadsavgiften?",
            answer:
              "I bostadsrättsföreningens avgift ingår vanligtvis värme, vatten, bredband och föreningens kostnader för drift, underhåll och lån. Hushållsel betalar du själv. Exakt vad som ingår står i den ekonomiska planen.",
          },
          {
            question: "Kan priset ändras efter att jag har tecknat avtal?",
            answer:
              "Nej. Priset i ditt förhandsavtal eller köpekontrakt är fast. Det enda som kan tillkomma är de tillval du själv beställer.",
          },
        ],
      },
      {
        type: "faq",
        sectionId: "inflyttning-och-garanti",
        heading: "Inflyttning och garanti",
        items: [
          {
            question: "När får jag veta exakt tillträdesdag?",
            answer:
              "Vi meddelar ett preliminärt tillträdesdatum i samband med avtalet och ett slutligt datum senast tre månader före inflyttning.",
          },
          {
            question: "Får jag se bostaden innan jag flyttar in?",
            answer:
              "Ja. Du är välkommen på slutbesiktningen och vi bjuder alltid in till en förbesiktning där du kan gå runt i lugn och ro tillsammans med vår kundansvariga.",
          },
          {
            question: "Hur länge gäller garantin?",
            answer:
              "Garantitiden är fem år från tillträdet. Efter två år gör vi en garantibesiktning där bostaden gås igenom på nytt.",
          },
          {
            question: "Hur gör jag en felanmälan?",
            answer:
              "Logga in på Mina sidor och välj Felanmälan. Vid akuta fel, som vattenläckor, ringer du vår kundservice på 020-731 731.",
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Careers
  {
    path: "/karriar/",
    template: "careerStandard",
    title: "Karriär på Nordhem",
    summary:
      "Hos oss får du bygga hem som människor bor i under generationer. Vi söker platschefer, projektutvecklare, ingenjörer, säljare och många fler.",
    image: "demo/construction-timber.jpg",
    translationKey: "careers",
    isCorporate: true,
    blocks: [
      {
        type: "hero",
        heading: "Bygg framtidens hem med oss",
        text: "Vi är 2 300 kollegor som delar stoltheten över att skapa hem och stadsdelar som håller i generationer.",
        image: img("demo/construction-timber.jpg", "Byggarbetare monterar en trästomme"),
        link: { text: "Se lediga jobb", url: "/karriar/lediga-jobb/" },
      },
      {
        type: "text",
        heading: "Därför ska du jobba på Nordhem",
        paragraphs: [
          "På Nordhem har du ett helhetsansvar som få andra byggföretag kan erbjuda. Vi arbetar med hela kedjan, från markförvärv och detaljplan till bygge, försäljning och garanti. Det ger dig möjlighet att se resultatet av ditt arbete – och att utvecklas i olika roller.",
          "Vi investerar i våra medarbetare. Alla nyanställda går vår introduktionsutbildning Nordhemskolan, och varje år går över 200 kollegor vidare till nya roller internt.",
        ],
      },
      {
        type: "facts",
        items: [
          { value: "2 300", label: "medarbetare i Sverige, Norge och Finland" },
          { value: "9 år", label: "genomsnittlig anställningstid" },
          { value: "87 %", label: "rekommenderar Nordhem som arbetsgivare" },
          { value: "0,9", label: "olycksfall med frånvaro per miljon arbetstimmar" },
        ],
      },
      {
        type: "teasers",
        items: [
          {
            title: "Lediga jobb",
            text: "Se alla våra lediga tjänster och ansök direkt.",
            url: "/karriar/lediga-jobb/",
            image: img("demo/office.jpg", "Kontor med arbetsplatser och växter"),
          },
          {
            title: "Studenter och trainees",
            text: "Sommarjobb, examensarbeten och vårt traineeprogram för nyexaminerade ingenjörer.",
            url: "/karriar/studenter-och-trainees/",
            image: img("demo/construction-cranes.jpg", "Lyftkranar över en byggarbetsplats"),
          },
          {
            title: "Medarbetare berättar",
            text: "Möt några av våra kollegor och hör hur deras vardag ser ut.",
            url: "/karriar/medarbetare-berattar/",
            image: img("demo/construction-timber.jpg", "Trästomme under uppförande"),
          },
        ],
      },
    ],
  },
  {
    path: "/karriar/lediga-jobb/",
    template: "availableJobs",
    title: "Lediga jobb",
    summary: "Här hittar du alla lediga tjänster på Nordhem i Sverige. Vi rekryterar löpande, så sök redan i dag.",
    image: "demo/office.jpg",
    translationKey: "career-jobs",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Vi intervjuar löpande och tjänsterna kan tillsättas innan sista ansökningsdag. Har du frågor om en tjänst hittar du kontaktpersonen i annonsen.",
          "Hittar du inget som passar just nu? Bevaka våra lediga jobb så får du ett mejl när en ny tjänst publiceras.",
        ],
      },
      { type: "jobList", heading: "Aktuella tjänster" },
    ],
  },
  {
    path: "/karriar/studenter-och-trainees/",
    template: "careerStandard",
    title: "Studenter och trainees",
    summary:
      "Sommarjobb, examensarbeten och ett traineeprogram på 18 månader – så kan du börja din karriär på Nordhem redan under studietiden.",
    image: "demo/construction-cranes.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        heading: "Sommarjobb och examensarbeten",
        paragraphs: [
          "Varje sommar tar vi emot omkring 150 studenter som arbetar i produktionen, på våra projektkontor och i kundservice. Ansökan öppnar i januari och stänger den 15 mars.",
          "Vi erbjuder också examensarbeten inom bland annat klimatberäkningar, träbyggnad, fuktsäkerhet och digital projektering. Förslag på ämnen publiceras varje höst.",
        ],
      },
      {
        type: "text",
        heading: "Traineeprogrammet",
        paragraphs: [
          "Vårt traineeprogram för nyexaminerade högskoleingenjörer och civilingenjörer pågår i 18 månader. Du roterar mellan produktion, projektutveckling och inköp och har en egen mentor under hela perioden.",
          "Programmet startar i september och vi tar in tolv trainees per år i Stockholm, Göteborg, Malmö och Uppsala.",
        ],
      },
    ],
  },
  {
    path: "/karriar/medarbetare-berattar/",
    template: "testimonial",
    title: "Medarbetare berättar",
    summary:
      "Tre kollegor berättar om sina jobb på Nordhem – från byggarbetsplatsen i Uppsala till säljkontoret i Malmö.",
    image: "demo/construction-timber.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "quote",
        text: "Jag började som lärling för femton år sedan och är i dag platschef. Nordhem har hela tiden gett mig nya utmaningar och stöd att ta dem.",
        author: "Johan Ekström",
        role: "Platschef, Uppsala",
      },
      {
        type: "quote",
        text: "Det roligaste är att vara med från en tom åker till en stadsdel där det bor tusentals människor. Det är ett jobb man kan visa upp för sina barn.",
        author: "Amira Haddad",
        role: "Projektutvecklare, Göteborg",
      },
      {
        type: "quote",
        text: "Jag träffar kunderna i ett av de största ögonblicken i deras liv. Att få lämna över nycklarna till ett första hem går aldrig att tröttna på.",
        author: "Lina Svensson",
        role: "Säljare, Malmö",
      },
    ],
  },

  // ---------------------------------------------------------------- Campaign
  {
    path: CAMPAIGN,
    template: "campaign",
    title: "Vi bjuder på flytten",
    summary:
      "Boka en bostad med inflyttning våren 2027 senast den 31 januari 2027 så står vi för flytthjälpen – till ett värde av upp till 25 000 kronor.",
    image: "demo/interior-living.jpg",
    translationKey: "campaign",
    blocks: [
      {
        type: "hero",
        heading: "Flytta in i vår – vi står för flytten",
        text: "Boka en av våra inflyttningsklara bostäder senast den 31 januari 2027 så betalar vi flyttfirman. Du behöver bara bestämma var soffan ska stå.",
        image: img("demo/interior-living.jpg", "Ljust vardagsrum i en nyproducerad lägenhet"),
        link: { text: "Se bostäder med inflyttning i vår", url: "/sok-bostad/" },
      },
      {
        type: "facts",
        items: [
          { value: "25 000 kr", label: "i flytthjälp när du bokar senast 31 januari" },
          { value: "18", label: "projekt ingår i kampanjen" },
          { value: "Mars–juni 2027", label: "inflyttning" },
        ],
      },
      {
        type: "text",
        heading: "Så fungerar det",
        paragraphs: [
          "Kampanjen gäller bostäder i 18 av våra projekt i bland annat Stockholm, Uppsala, Västerås, Göteborg och Malmö, med tillträde mellan mars och juni 2027. Du bokar som vanligt på webben eller hos din säljare.",
          "När du har tecknat avtal får du en kod till vår samarbetspartner för flyttjänster. Flytten kan bokas när du vill under tillträdesmånaden, och vi betalar upp till 25 000 kronor inklusive moms.",
        ],
      },
      {
        type: "text",
        heading: "Villkor",
        paragraphs: [
          "Erbjudandet gäller privatpersoner som bokar en bostad i ett kampanjprojekt mellan den 1 november 2026 och den 31 januari 2027 och tecknar förhandsavtal eller köpekontrakt inom 30 dagar. Erbjudandet kan inte bytas mot pengar eller kombineras med andra erbjudanden.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Customer service
  {
    path: "/kundservice/",
    template: "customerService",
    title: "Kundservice",
    summary:
      "Vi hjälper dig med frågor om din bostad, felanmälan, garantier och tillval. Ring 020-731 731 eller skriv till oss.",
    image: "demo/office.jpg",
    translationKey: "customer-service",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Oavsett om du har köpt din bostad av oss eller funderar på att göra det hjälper vi dig gärna. Många svar hittar du också på Mina sidor, där du har dina avtal, ritningar och bostadspärm samlade.",
        ],
      },
      {
        type: "contact",
        heading: "Kontakta kundservice",
        phone: PHONE,
        email: EMAIL,
        openingHours: OPENING_HOURS,
        text: "Vid akuta fel utanför öppettiderna, som vattenläckor eller strömavbrott i hela huset, ringer du samma nummer och kopplas vidare till vår jour.",
      },
      {
        type: "faq",
        sectionId: "vanliga-fragor-kundservice",
        heading: "Vanliga frågor till kundservice",
        items: [
          {
            question: "Hur gör jag en felanmälan?",
            answer:
              "Logga in på Mina sidor och välj Felanmälan. Beskriv felet och bifoga gärna en bild. Du får en bekräftelse och information om när vi kommer.",
          },
          {
            question: "Vad täcks av garantin?",
            answer:
              "Garantin omfattar fel i material och utförande under fem år från tillträdet. Skador som uppstår genom normalt slitage eller felaktig användning omfattas inte.",
          },
          {
            question: "Var hittar jag skötselråd för min bostad?",
            answer:
              "I den digitala bostadspärmen på Mina sidor finns skötselråd, produktblad och garantibevis för vitvaror, golv och andra material.",
          },
          {
            question: "Hur ändrar jag mina kontaktuppgifter?",
            answer: "Du ändrar e-postadress och telefonnummer under Mina inställningar på Mina sidor.",
          },
          {
            question: "Jag har fått ett mejl om att betala till ett nytt kontonummer. Är det ni?",
            answer:
              "Nej. Nordhem ändrar aldrig betalningsuppgifter via mejl eller sms. Betala inte och kontakta oss på 020-731 731.",
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Sustainability
  {
    path: SUSTAINABILITY,
    template: "sustainabilityStart",
    title: "Hållbarhet",
    summary:
      "Vi bygger bostäder som håller i generationer – med lägre klimatavtryck, friska material och trygga stadsdelar.",
    image: "demo/solar-roof.jpg",
    translationKey: "sustainability",
    blocks: [
      {
        type: "hero",
        heading: "Hållbart från grunden",
        text: "Den mest hållbara bostaden är den som byggs rätt från början och används länge. Därför tar vi ansvar för hela livscykeln.",
        image: img("demo/solar-roof.jpg", "Solceller på taket till ett bostadshus"),
      },
      {
        type: "text",
        paragraphs: [
          "Byggbranschen står för en femtedel av Sveriges klimatutsläpp. Vi har satt ett mål om att halvera klimatavtrycket per kvadratmeter till 2030 jämfört med 2020 och nå nettonollutsläpp senast 2040.",
          "Samtidigt handlar hållbarhet om människor: om trygga gårdar, om en säker arbetsmiljö på våra byggen och om att vara en bra granne i de områden där vi bygger.",
        ],
      },
      {
        type: "facts",
        items: [
          { value: "−48 %", label: "utsläpp från byggarbetsplatserna sedan 2020" },
          { value: "64", label: "fossilfria byggarbetsplatser i Sverige" },
          { value: "41 %", label: "av våra nya hus har stomme i trä" },
        ],
      },
      {
        type: "teasers",
        heading: "Läs mer om vårt hållbarhetsarbete",
        items: [
          {
            title: "Klimat och energi",
            text: "Trästommar, solceller, Svanenmärkning och fossilfria byggen.",
            url: `${SUSTAINABILITY}klimat-och-energi/`,
            image: img("demo/solar-roof.jpg", "Solceller på ett bostadstak"),
          },
          {
            title: "Socialt ansvar",
            text: "Trygga stadsdelar, säkra arbetsplatser och sommarjobb för unga.",
            url: `${SUSTAINABILITY}socialt-ansvar/`,
            image: img("demo/city-street.jpg", "Gata med nya bostäder och träd"),
          },
          {
            title: "Referensprojekt",
            text: "Se hur hållbarhetsarbetet ser ut i färdiga kvarter.",
            url: REFERENCES,
            image: img("demo/exterior-waterfront.jpg", "Bostadskvarter vid vattnet"),
          },
        ],
      },
    ],
  },
  {
    path: `${SUSTAINABILITY}klimat-och-energi/`,
    template: "sustainabilityCategory",
    title: "Klimat och energi",
    summary:
      "Så minskar vi klimatavtrycket från våra bostäder: trästommar, klimatförbättrad betong, solceller och fossilfria byggarbetsplatser.",
    image: "demo/solar-roof.jpg",
    blocks: [
      {
        type: "text",
        heading: "Materialen står för den största delen",
        paragraphs: [
          "Ungefär hälften av en ny bostads klimatpåverkan under hela livslängden uppstår redan innan någon har flyttat in – när material tillverkas, transporteras och byggs ihop. Därför gör vi klimatberäkningar för alla projekt redan i tidigt skede.",
          "I dag har 41 procent av våra nya flerbostadshus stomme i korslimmat trä. När vi bygger med betong använder vi klimatförbättrad betong med upp till 40 procent lägre utsläpp.",
        ],
      },
      {
        type: "text",
        heading: "Energisnåla hem med egen el",
        paragraphs: [
          "Alla våra nya flerbostadshus Svanenmärks och når minst energiklass B. Solceller på taken producerar i genomsnitt 25 000 kWh per hus och år, vilket täcker en stor del av fastighetselen för hissar, belysning och ventilation.",
          "Vi installerar individuell mätning av varmvatten i alla nya lägenheter. Det gör det lättare att se sin egen förbrukning – och brukar minska den med 15–20 procent.",
        ],
      },
      {
        type: "image",
        image: img("demo/solar-roof.jpg", "Solcellspaneler på ett nybyggt flerbostadshus"),
        caption: "Solceller på taket i Kv. Strandängen i Västerås.",
      },
    ],
  },
  {
    path: `${SUSTAINABILITY}socialt-ansvar/`,
    template: "sustainabilityCategory",
    title: "Socialt ansvar",
    summary:
      "Trygga och levande stadsdelar, en säker arbetsmiljö och sommarjobb för unga – så tar vi socialt ansvar där vi bygger.",
    image: "demo/city-street.jpg",
    blocks: [
      {
        type: "text",
        heading: "Trygga stadsdelar",
        paragraphs: [
          "Vi gör trygghetsvandringar tillsammans med kommunen, polisen och blivande grannar innan vi planerar ett nytt kvarter. Belysta gångstråk, entréer mot gatan och verksamheter i bottenvåningarna skapar liv hela dygnet.",
        ],
      },
      {
        type: "text",
        heading: "Unga Byggare",
        paragraphs: [
          "Genom programmet Nordhem Unga Byggare erbjuder vi varje sommar 120 ungdomar mellan 16 och 19 år sitt första jobb. De arbetar i fyra veckor på en byggarbetsplats i sitt närområde med en erfaren handledare vid sin sida.",
          "Sedan starten 2018 har över 900 ungdomar deltagit, och var tionde har senare sökt sig till en bygg- eller anläggningsutbildning.",
        ],
      },
      {
        type: "text",
        heading: "Säkra arbetsplatser",
        paragraphs: [
          "Ingen ska skadas på våra byggen. Vi har halverat antalet olyckor med frånvaro sedan 2019 och ställer samma krav på säkerhet, löner och villkor på alla underentreprenörer och leverantörer.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Reference projects
  {
    path: REFERENCES,
    template: "referenceProjectStart",
    title: "Referensprojekt",
    summary: "Färdiga kvarter där människor redan har flyttat in. Se hur våra projekt ser ut när de är klara.",
    image: "demo/exterior-waterfront.jpg",
    translationKey: "references",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Under de senaste tio åren har vi färdigställt över 25 000 bostäder i Sverige. Här visar vi ett urval av kvarter där de boende har hunnit sätta sin prägel – och berättar vad vi lärde oss på vägen.",
        ],
      },
      {
        type: "pageList",
        heading: "Våra referensprojekt",
        template: "referenceProject",
        pathPrefix: REFERENCES,
        limit: 12,
      },
    ],
  },
  {
    path: `${REFERENCES}kv-strandangen-vasteras/`,
    template: "referenceProject",
    title: "Kv. Strandängen, Västerås",
    summary:
      "236 bostadsrätter vid Mälarens strand, fem minuters promenad från Västerås centrum. Svanenmärkt och färdigställt 2024.",
    image: "demo/exterior-waterfront.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Kv. Strandängen – bo vid Mälaren",
        text: "Sex hus i varierande höjd med utsikt över vattnet, en gemensam gård och bryggor för kajak och SUP.",
        image: img("demo/exterior-waterfront.jpg", "Bostadskvarteret Strandängen vid Mälarens strand"),
      },
      {
        type: "facts",
        items: [
          { value: "236", label: "bostadsrätter, 1–5 rum" },
          { value: "2022–2024", label: "byggtid" },
          { value: "Svanen", label: "miljömärkning" },
          { value: "B", label: "energiklass" },
        ],
      },
      {
        type: "text",
        paragraphs: [
          "Strandängen byggdes på en tidigare industritomt vid Västerås hamn. Marken sanerades och strandlinjen öppnades upp med en allmän promenadväg som i dag är en av stadens mest använda.",
          "Husen har fasader i tegel och trä och trappar ner mot vattnet, så att så många lägenheter som möjligt får sjöutsikt. På taket till hus C finns en gemensam takterrass med odlingslådor och utekök.",
        ],
      },
      {
        type: "quote",
        text: "Vi flyttade hit från en villa i Skultuna och har inte ångrat oss en sekund. Morgondoppet från bryggan är oslagbart.",
        author: "Birgitta och Lars Nordin",
        role: "Boende i Kv. Strandängen sedan 2024",
      },
    ],
  },
  {
    path: `${REFERENCES}solbacka-terrass-nacka/`,
    template: "referenceProject",
    title: "Solbacka terrass, Nacka",
    summary:
      "48 radhus i trä i en sluttning med kvällssol i Älta, Nacka. Varje hus har egen trädgård och solceller på taket.",
    image: "demo/exterior-townhouses.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Solbacka terrass – radhus i kvällssol",
        text: "Trädgårdar i söder, naturen runt hörnet och 20 minuter till Slussen.",
        image: img("demo/exterior-townhouses.jpg", "Radhus i trä med trädgårdar i Solbacka terrass"),
      },
      {
        type: "facts",
        items: [
          { value: "48", label: "radhus med äganderätt" },
          { value: "2023", label: "inflyttning" },
          { value: "124–148 kvm", label: "boarea" },
          { value: "6 kW", label: "solceller per hus" },
        ],
      },
      {
        type: "text",
        paragraphs: [
          "Solbacka terrass byggdes i tre rader som följer terrängen, så att alla hus får kvällssol på uteplatsen. Husen har stomme och fasad i trä och är byggda i moduler i vår fabrik i Hallstahammar innan de monterades på plats.",
          "Mellan husraderna finns en gemensam lekplats och en slinga som leder ut i Älta naturreservat. Bilarna parkeras i utkanten av området, så att gatorna mellan husen blir trygga för barn att leka på.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Terms, cookies and privacy
  {
    path: "/anvandarvillkor/",
    template: "standard",
    title: "Användarvillkor",
    summary:
      "Villkor för användning av nordhem.se och Mina sidor, samt information om hur vi hanterar cookies och personuppgifter.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Nordhem.se drivs av Nordhem AB, organisationsnummer 556000-0001. Genom att använda webbplatsen godkänner du de här villkoren.",
          "Informationen på webbplatsen, till exempel priser, planritningar och illustrationer, är preliminär och kan ändras. Det är alltid uppgifterna i ditt avtal som gäller.",
          "Texter, bilder och illustrationer på webbplatsen skyddas av upphovsrätt och får inte användas i kommersiellt syfte utan vårt tillstånd.",
        ],
      },
      {
        type: "teasers",
        items: [
          {
            title: "Cookies",
            text: "Vilka cookies vi använder och hur du ändrar ditt samtycke.",
            url: "/anvandarvillkor/cookies/",
          },
          {
            title: "Integritetspolicy",
            text: "Hur vi behandlar dina personuppgifter och vilka rättigheter du har.",
            url: "/anvandarvillkor/integritetspolicy/",
          },
        ],
      },
    ],
  },
  {
    path: "/anvandarvillkor/integritetspolicy/",
    template: "standard",
    title: "Integritetspolicy",
    summary:
      "Så behandlar Nordhem dina personuppgifter när du är kund, intresserad av en bostad eller besöker vår webbplats.",
    blocks: [
      {
        type: "text",
        heading: "Vilka uppgifter vi behandlar",
        paragraphs: [
          "Vi behandlar de uppgifter du lämnar när du anmäler intresse, bokar eller köper en bostad, till exempel namn, personnummer, adress, e-postadress och telefonnummer. Vi sparar också uppgifter om ditt köp, dina tillval och dina ärenden under garantitiden.",
        ],
      },
      {
        type: "text",
        heading: "Varför vi behandlar dem",
        paragraphs: [
          "Uppgifterna behövs för att vi ska kunna fullgöra avtalet med dig, uppfylla krav i lag, till exempel bokföringslagen, och – om du har samtyckt – skicka information om nya projekt.",
          "Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade och i vissa fall att få dem raderade. Kontakta vårt dataskyddsombud på dataskydd@nordhem.se.",
        ],
      },
    ],
  },
  {
    path: "/anvandarvillkor/cookies/",
    template: "standard",
    title: "Cookies",
    summary:
      "Här förklarar vi vilka cookies nordhem.se använder, varför vi använder dem och hur du ändrar ditt samtycke.",
    translationKey: "cookies",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "En cookie är en liten textfil som sparas i din webbläsare när du besöker en webbplats. Vi använder cookies för att webbplatsen ska fungera, för att komma ihåg dina val och – om du godkänner det – för att förstå hur webbplatsen används, visa relevant marknadsföring och visa innehåll från andra tjänster, till exempel videor.",
          "Nödvändiga cookies är alltid på, eftersom webbplatsen inte fungerar utan dem. Statistik, marknadsföring och innehåll från andra tjänster (som inbäddade videor) använder vi bara om du har gett ditt samtycke. Du ändrar ditt val när som helst under ”Dina cookieinställningar” här på sidan, eller via länken ”Cookieinställningar” längst ner på varje sida.",
        ],
      },
      { type: "cookieSettings", sectionId: "cookie-settings", heading: "Dina cookieinställningar" },
      {
        type: "faq",
        sectionId: "om-cookies",
        heading: "Frågor och svar om cookies",
        items: [
          {
            question: "Vilka typer av cookies använder ni?",
            answer:
              "Vi delar in cookies i fyra kategorier. Nödvändiga cookies är alltid på: de håller dig inloggad på Mina sidor, skyddar formulären och kommer ihåg ditt cookieval. Statistik visar hur besökare använder webbplatsen, bland annat med ett anonymt besöks-id (jmuid). Marknadsföring gör våra annonser på andra webbplatser och i sociala medier mer relevanta. Innehåll från andra tjänster, till exempel inbäddade videor från YouTube och Vimeo, kan sätta den tjänstens egna cookies. Allt utom de nödvändiga använder vi bara med ditt samtycke.",
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
            question: "Varför frågar ni innan en video spelas upp?",
            answer:
              "Våra videor visas av YouTube eller Vimeo, som kan sätta egna cookies när en video spelas. Därför laddar vi ingenting från dem förrän du har godkänt innehåll från andra tjänster. Du kan godkänna det för videor direkt vid videon, och vad som sägs i en video kan du alltid läsa utan att spela upp den.",
          },
          {
            question: "Delar ni information med andra företag?",
            answer:
              "Statistik- och marknadsföringscookies sätts av våra leverantörer av statistik- och annonsverktyg. De får bara använda uppgifterna för vår räkning och enligt vårt avtal med dem. Videotjänsterna YouTube och Vimeo sätter sina egna cookies först när du har godkänt innehåll från andra tjänster och spelar upp en video.",
          },
          {
            question: "Kan jag blockera cookies i webbläsaren?",
            answer:
              "Ja, de flesta webbläsare låter dig blockera eller radera cookies. Om du blockerar nödvändiga cookies kan delar av webbplatsen, till exempel Mina sidor, sluta fungera. Raderar du cookien med ditt cookieval frågar vi om ditt samtycke igen nästa gång du besöker oss.",
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Error pages
  {
    path: "/404/",
    template: "notFound",
    title: "Sidan kunde inte hittas",
    summary: "Sidan du letar efter finns inte, eller har flyttats.",
    translationKey: "404",
    blocks: [
      {
        type: "text",
        heading: "Hoppsan, här var det tomt",
        paragraphs: [
          "Sidan du letar efter har kanske flyttats eller tagits bort – ungefär som en tomt där huset ännu inte är byggt. Kontrollera adressen eller gå tillbaka till startsidan.",
          "Letar du efter en bostad? Prova sökningen, eller ring oss på 020-731 731 så hjälper vi dig.",
        ],
      },
    ],
  },
  {
    path: "/500/",
    template: "serverError",
    title: "Något gick fel",
    summary: "Ett tekniskt fel uppstod. Vi arbetar på att lösa det.",
    translationKey: "500",
    blocks: [
      {
        type: "text",
        heading: "Något gick fel hos oss",
        paragraphs: [
          "Ett tillfälligt tekniskt fel gör att sidan inte kan visas just nu. Vi är redan på det – försök igen om en liten stund.",
          "Är ärendet brådskande når du vår kundservice på 020-731 731.",
        ],
      },
    ],
  },
];

export const svSeed: SiteSeed = {
  site: "sv",
  pages,
  navigation: {
    main: [
      {
        text: "Köpa bostad",
        url: "/sok-bostad/",
        children: [
          { text: "Hitta bostad", url: "/sok-bostad/" },
          { text: "Så köper du nyproduktion", url: "/kopa-nyproduktion/" },
          { text: "Vi bjuder på flytten", url: CAMPAIGN },
          { text: "Lokaler", url: "/lokaler/" },
          { text: "Frågor och svar", url: "/fragor-och-svar/" },
        ],
      },
      {
        text: "Inspiration",
        url: INSPIRATION,
        children: [
          { text: "Smarta förvaringslösningar", url: `${INSPIRATION}smarta-forvaringslosningar/` },
          { text: "Skapa en grön balkong", url: `${INSPIRATION}skapa-en-gron-balkong/` },
          { text: "Bloggen", url: BLOG },
        ],
      },
      {
        text: "Hållbarhet",
        url: SUSTAINABILITY,
        children: [
          { text: "Klimat och energi", url: `${SUSTAINABILITY}klimat-och-energi/` },
          { text: "Socialt ansvar", url: `${SUSTAINABILITY}socialt-ansvar/` },
        ],
      },
      {
        text: "Referensprojekt",
        url: REFERENCES,
        children: [
          { text: "Kv. Strandängen, Västerås", url: `${REFERENCES}kv-strandangen-vasteras/` },
          { text: "Solbacka terrass, Nacka", url: `${REFERENCES}solbacka-terrass-nacka/` },
        ],
      },
      {
        text: "Om Nordhem",
        url: "/om-oss/",
        children: [
          { text: "Nyheter och press", url: NEWS },
          { text: "Ledning och organisation", url: "/om-oss/ledning-och-organisation/" },
          { text: "Investerare", url: "/om-oss/investerare/" },
          { text: "Karriär", url: "/karriar/" },
          { text: "Kontakt", url: "/om-oss/kontakt/" },
        ],
      },
      {
        text: "Kundservice",
        url: "/kundservice/",
        children: [
          { text: "Felanmälan", url: "/kontakt/felanmalan/" },
          { text: "Frågor och svar", url: "/fragor-och-svar/" },
          { text: "Mina sidor", url: "/mina-sidor/" },
        ],
      },
    ],
    quick: [
      { text: "Hitta bostad", url: "/sok-bostad/" },
      { text: "Mina sidor", url: "/mina-sidor/" },
      { text: "Kundservice", url: "/kundservice/" },
    ],
    career: [
      { text: "Karriär på Nordhem", url: "/karriar/" },
      { text: "Lediga jobb", url: "/karriar/lediga-jobb/" },
      { text: "Studenter och trainees", url: "/karriar/studenter-och-trainees/" },
      { text: "Medarbetare berättar", url: "/karriar/medarbetare-berattar/" },
    ],
    footerCompany: [
      { text: "Om Nordhem", url: "/om-oss/" },
      { text: "Nyheter och press", url: NEWS },
      { text: "Investerare", url: "/om-oss/investerare/" },
      { text: "Rapporter", url: "/om-oss/investerare/rapporter/" },
      { text: "Pressbilder", url: "/om-oss/press/pressbilder/" },
      { text: "Karriär", url: "/karriar/" },
      { text: "Hållbarhet", url: SUSTAINABILITY },
      { text: "Kontakta huvudkontoret", url: "/om-oss/kontakt/" },
    ],
    footerDiscovery: [
      { text: "Hitta bostad", url: "/sok-bostad/" },
      { text: "Hyresrätter", url: "/hyresratter/" },
      { text: "Lokaler", url: "/lokaler/" },
      { text: "Referensprojekt", url: REFERENCES },
      { text: "Inspiration", url: INSPIRATION },
      { text: "Bloggen", url: BLOG },
      { text: "Vi bjuder på flytten", url: CAMPAIGN },
    ],
    footerHelp: [
      { text: "Kundservice", url: "/kundservice/" },
      { text: "Kontakta oss", url: "/kontakta-oss/" },
      { text: "Felanmälan", url: "/kontakt/felanmalan/" },
      { text: "Så köper du nyproduktion", url: "/kopa-nyproduktion/" },
      { text: "Frågor och svar", url: "/fragor-och-svar/" },
      { text: "Cookies", url: "/anvandarvillkor/cookies/" },
      { text: "Integritetspolicy", url: "/anvandarvillkor/integritetspolicy/" },
    ],
  },
  crisisBanner: {
    heading: "Varning för falska betalningsmejl",
    text: "Bedragare skickar just nu mejl i Nordhems namn och ber köpare betala förskott till ett nytt kontonummer. Vi ändrar aldrig betalningsuppgifter via mejl eller sms. Är du osäker – ring oss på 020-731 731 innan du betalar.",
    linkUrl: "/kundservice/",
  },
  popularSearches: [
    { text: "Radhus", url: "/sok/?s=radhus" },
    { text: "Bostadsrätt i Uppsala", url: "/sok/?s=uppsala" },
    { text: "Kv. Tallbacken", url: "/sok/?s=tallbacken" },
    { text: "Inflyttningsklart", url: "/sok/?s=inflyttningsklart" },
    { text: "Frågor och svar", url: "/fragor-och-svar/" },
  ],
  cookiesFaqSectionId: "om-cookies",
  jobs: [
    {
      title: "Platschef till Kv. Tallbacken",
      location: "Uppsala",
      department: "Produktion",
      summary:
        "Vi söker en erfaren platschef som vill leda bygget av 142 bostadsrätter i trä i Rosendal. Du ansvarar för ekonomi, tidplan, arbetsmiljö och ett team på cirka 40 personer.",
      applyInDays: 28,
    },
    {
      title: "Projektutvecklare",
      location: "Göteborg",
      department: "Projektutveckling",
      summary:
        "Som projektutvecklare driver du nya bostadsprojekt från markförvärv och detaljplan fram till byggstart, i nära samarbete med kommuner, arkitekter och våra säljare.",
      applyInDays: 45,
    },
    {
      title: "Kundansvarig",
      location: "Malmö",
      department: "Försäljning och kundservice",
      summary:
        "Du är kundernas kontaktperson från avtal till inflyttning och garantibesiktning. Vi tror att du är strukturerad, lyhörd och trivs med att ha många bollar i luften.",
      applyInDays: 21,
    },
    {
      title: "Arbetsledare, trähusproduktion",
      location: "Hallstahammar",
      department: "Produktion",
      summary:
        "Leda det dagliga arbetet i vår fabrik för volymelement i trä. Du planerar bemanning, följer upp kvalitet och driver förbättringsarbete tillsammans med 25 montörer.",
      applyInDays: 35,
    },
  ],
};
