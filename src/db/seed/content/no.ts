import type { SiteSeed } from "../types";

/**
 * Demo content of the Norwegian site (Nordhem AS), in Norwegian bokmål. Links point to the
 * pages below or to enabled paths of SITES.no.urls (search, login, My Pages, fault report).
 */

const NEWS = "/om-oss/nyheter/";
const BLOG = "/blogg/";
const REFERENCES = "/referanseprosjekter/";
const CAMPAIGN = "/kampanje/tilvalgskampanje/";

export const noSeed: SiteSeed = {
  site: "no",
  pages: [
    {
      path: "/",
      template: "start",
      title: "Nye boliger i Oslo, Bergen, Trondheim og Stavanger",
      summary:
        "Nordhem bygger nye leiligheter og rekkehus i Oslo-regionen, Bergen, Trondheim og Stavanger. Finn din neste bolig hos oss.",
      image: "demo/exterior-apartments.jpg",
      seoTitle: "Nordhem – nye boliger i Norge",
      seoDescription:
        "Nye leiligheter og rekkehus fra Nordhem i Oslo, Lillestrøm, Bergen, Trondheim og Stavanger. Se boliger i salg og meld interesse.",
      translationKey: "start",
      blocks: [
        {
          type: "hero",
          heading: "Nye hjem med plass til livet",
          text: "Vi bygger energieffektive boliger i gode nabolag – fra Lillestrøm og Oslo til Bergen, Trondheim og Stavanger. Se hvilke prosjekter som er i salg nå.",
          image: { src: "demo/exterior-waterfront.jpg", alt: "Nye leilighetsbygg ved vannet i kveldssol" },
          link: { text: "Finn din bolig", url: "/finn-din-bolig/" },
        },
        {
          type: "teasers",
          heading: "Utforsk Nordhem",
          items: [
            {
              title: "Boliger i salg",
              text: "Leiligheter og rekkehus med innflytting fra 2026 til 2028 – filtrer på område, pris og antall rom.",
              url: "/finn-din-bolig/",
              image: { src: "demo/exterior-townhouses.jpg", alt: "Rekkehus med små hager en sommerdag" },
            },
            {
              title: "Tilvalg for kr 75 000",
              text: "Kjøp leilighet i Elvebredden i Lillestrøm innen 30. juni og få tilvalg for kr 75 000 inkludert.",
              url: CAMPAIGN,
              image: { src: "demo/interior-kitchen.jpg", alt: "Kjøkken med kjøkkenøy og eikegulv" },
            },
            {
              title: "Slik kjøper du ny bolig",
              text: "Forskudd, garantier, overtakelse og reklamasjon – vi svarer på det folk lurer mest på.",
              url: "/sporsmal-og-svar/",
              image: { src: "demo/interior-living.jpg", alt: "Lys stue med store vinduer" },
            },
            {
              title: "Bærekraftige boliger",
              text: "Fossilfrie byggeplasser, lavkarbonbetong og solceller: slik kutter vi utslippene.",
              url: "/barekraft/",
              image: { src: "demo/solar-roof.jpg", alt: "Solcellepaneler på taket av et boligbygg" },
            },
          ],
        },
        {
          type: "facts",
          heading: "Nordhem i Norge",
          items: [
            { value: "620", label: "boliger under bygging" },
            { value: "14", label: "prosjekter i salg akkurat nå" },
            { value: "27 år", label: "med boligbygging i Norge" },
            { value: "4,6 av 5", label: "i kundetilfredshet ved overtakelse" },
          ],
        },
        {
          type: "text",
          heading: "En boligbygger som blir med hele veien",
          paragraphs: [
            "Nordhem AS har bygget boliger i Norge siden 1999. Vi utvikler hele nabolag, fra den første skissen på tomten til den dagen du får nøklene – og i årene etterpå. Derfor tar vi ansvar for helheten: arkitektur, uteområder, energiløsninger og ikke minst oppfølgingen av deg som kjøper.",
            "Når du kjøper ny bolig av oss, får du en fast kontaktperson, en tydelig tidsplan og Mine sider, der du velger tilvalg, følger byggingen og finner alle dokumentene dine. Etter innflytting er vi med på ettårsbefaringen, og kundeservice hjelper deg hvis noe ikke er som det skal.",
          ],
        },
        {
          type: "pageList",
          heading: "Siste nytt fra Nordhem",
          template: "pressRelease",
          pathPrefix: NEWS,
          limit: 3,
        },
      ],
    },

    // ---------------------------------------------------------------- About us and news room
    {
      path: "/om-oss/",
      template: "corporateAbout",
      title: "Om Nordhem",
      summary:
        "Nordhem AS er den norske delen av boligkonsernet Nordhem og utvikler nye boliger og nabolag i de største byregionene i Norge.",
      image: "demo/office.jpg",
      translationKey: "about",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Vi bygger nabolag som varer",
          text: "Siden 1999 har vi levert over 9 000 boliger i Norge – fra små leiligheter for førstegangskjøpere til romslige rekkehus for barnefamilier.",
          image: { src: "demo/city-street.jpg", alt: "Gate med nye boligbygg og trær" },
        },
        {
          type: "text",
          heading: "Dette er Nordhem AS",
          paragraphs: [
            "Nordhem AS er det norske datterselskapet i Nordhem-konsernet, som har utviklet boliger i Norden i mer enn femti år. I Norge har vi hovedkontor på Lysaker og regionkontorer i Bergen, Trondheim og Stavanger. Vi er rundt 240 medarbeidere, og de fleste av oss jobber tett på prosjektene – som prosjektledere, anleggsledere, boligselgere og kundeansvarlige.",
            "Vi kjøper tomter, regulerer, prosjekterer, selger og bygger selv. Når vi har kontroll på hele kjeden, kan vi ta langsiktige valg: solide materialer, gjennomtenkte planløsninger og uteområder som blir bedre med årene. Målet er at nabolagene våre skal være like gode å bo i om femti år som den dagen de står ferdige.",
            "Nordhem AS er medlem av Boligprodusentenes Forening og følger bransjens standardkontrakter for kjøp av ny bolig etter bustadoppføringslova.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "240", label: "medarbeidere i Norge" },
            { value: "9 000+", label: "boliger levert siden 1999" },
            { value: "4", label: "kontorer: Lysaker, Bergen, Trondheim og Stavanger" },
            { value: "kr 3,1 mrd.", label: "i omsetning i 2025" },
          ],
        },
        {
          type: "video",
          videoUrl: "https://vimeo.com/918273645",
          title: "Et år på byggeplassen i Elvebredden",
          image: {
            src: "demo/construction-cranes.jpg",
            alt: "Byggeplass med tårnkraner over nye boligbygg",
            orgWidth: 2560,
            orgHeight: 1708,
          },
          description:
            "Bli med anleggsleder Kari Nilsen gjennom et år i Elvebredden i Lillestrøm, fra grunnarbeidet ved Nitelva til tett bygg.",
          scriptText:
            "Kari Nilsen, anleggsleder i Nordhem: Velkommen til Elvebredden i Lillestrøm. For ett år siden var dette en tom tomt ved Nitelva.\n\nVi startet med grunnarbeidet i januar. Fordi vi bygger nær elva, er bygget fundamentert på peler ned til fast fjell.\n\nI vår reiste vi betongkjernene og dekkene, og i sommer kom de første vinduene på plass. Alle maskinene på plassen går på elektrisitet eller biodrivstoff.\n\nNå i høst er første byggetrinn tett, og innredningen har startet. De som har kjøpt, har vært på befaring og sett leiligheten sin for første gang.\n\nNeste sommer får de første beboerne nøklene. Vi gleder oss til å se Elvebredden fylt med liv.",
          renderOnPage: true,
          hideDescriptionOnPage: false,
        },
        {
          type: "quote",
          text: "Vi bygger ikke bare boliger, vi bygger steder der folk skal leve store deler av livet sitt. Det forplikter – både når vi velger materialer og når vi følger opp kundene våre.",
          author: "Ingrid Solberg",
          role: "Administrerende direktør, Nordhem AS",
        },
        {
          type: "teasers",
          heading: "Mer om oss",
          items: [
            {
              title: "Nyheter og pressemeldinger",
              text: "Siste nytt om prosjekter, tomtekjøp og bærekraftsarbeid.",
              url: NEWS,
              image: { src: "demo/city-skyline.jpg", alt: "Bysilhuett i skumring" },
            },
            {
              title: "Bærekraft",
              text: "Slik reduserer vi klimaavtrykket fra boligene vi bygger.",
              url: "/barekraft/",
              image: { src: "demo/solar-roof.jpg", alt: "Solceller på et boligtak" },
            },
            {
              title: "Referanseprosjekter",
              text: "Se nabolag vi har bygget i Bergen og Stavanger.",
              url: REFERENCES,
              image: { src: "demo/exterior-waterfront.jpg", alt: "Boligkvartal ved sjøen" },
            },
            {
              title: "Karriere",
              text: "Bli med og bygg fremtidens nabolag sammen med oss.",
              url: "/karriere/",
              image: { src: "demo/construction-cranes.jpg", alt: "Byggeplass med tårnkraner" },
            },
          ],
        },
      ],
    },
    {
      path: NEWS,
      template: "newsRoom",
      title: "Nyheter og pressemeldinger",
      summary: "Siste nytt om boligprosjekter, tomtekjøp og bærekraftsarbeid fra Nordhem AS.",
      image: "demo/city-skyline.jpg",
      translationKey: "news-room",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Her finner du pressemeldinger og nyheter fra Nordhem AS. Journalister er velkommen til å kontakte oss for kommentarer, intervjuer og bilder i høy oppløsning.",
          ],
        },
        { type: "pageList", heading: "Pressemeldinger", template: "pressRelease", pathPrefix: NEWS, limit: 12 },
        {
          type: "contact",
          heading: "Pressekontakt",
          phone: "918 45 230",
          email: "presse@nordhem.no",
          openingHours: "Alle dager kl. 08.00–20.00",
          text: "Marius Haugen, kommunikasjonssjef i Nordhem AS, svarer på henvendelser fra media.",
        },
      ],
    },
    {
      path: `${NEWS}salgsstart-elvebredden-lillestrom/`,
      template: "pressRelease",
      title: "Salgsstart for Elvebredden i Lillestrøm: 96 nye leiligheter ved Nitelva",
      summary:
        "Nordhem starter salget av første byggetrinn i Elvebredden, et nytt boligkvartal med 96 leiligheter noen minutters gange fra Lillestrøm stasjon.",
      image: "demo/exterior-waterfront.jpg",
      isCorporate: true,
      publishedAt: "2026-02-10T07:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem AS starter i dag salget av første byggetrinn i Elvebredden, et nytt boligkvartal ved Nitelva i Lillestrøm. Byggetrinnet består av 96 leiligheter fra to til fire rom, fordelt på tre bygg med fem til åtte etasjer. Prisene starter på kr 3 290 000 for en toromsleilighet på 48 kvadratmeter.",
            "– Lillestrøm er blant regionene i landet som vokser raskest, og vi merker stor interesse både fra førstegangskjøpere og fra dem som vil flytte fra enebolig til leilighet. Med elva som nærmeste nabo og toget til Oslo S på elleve minutter tror vi Elvebredden treffer mange, sier regiondirektør Thomas Berg i Nordhem AS.",
            "Alle leilighetene får balkong eller terrasse, og mange har utsikt mot elva. Mellom byggene anlegges et felles gårdsrom med lekeplass, dyrkekasser og sykkelparkering under tak. Byggene får energimerke B, med fjernvarme og solceller på takene.",
            "Byggestart er planlagt høsten 2026, med innflytting i første halvår 2028. Interesserte kan melde seg på visning i salgslokalet i Storgata søndag 22. februar.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "96", label: "leiligheter i første byggetrinn" },
            { value: "fra kr 3 290 000", label: "for en toromsleilighet" },
            { value: "2028", label: "planlagt innflytting" },
          ],
        },
      ],
    },
    {
      path: `${NEWS}nordhem-kjoper-tomt-pa-lade/`,
      template: "pressRelease",
      title: "Nordhem kjøper tomt for 240 boliger på Lade i Trondheim",
      summary:
        "Nordhem AS har inngått avtale om kjøp av en 19 mål stor næringstomt på Lade, som skal utvikles til et nytt boligområde med rundt 240 boliger.",
      image: "demo/city-street.jpg",
      isCorporate: true,
      publishedAt: "2026-06-03T07:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem AS har signert avtale om kjøp av en tomt på om lag 19 mål på Lade i Trondheim. Tomten er i dag regulert til næring og rommer blant annet et eldre lagerbygg. Nordhem vil i samarbeid med Trondheim kommune starte arbeidet med en ny reguleringsplan for boliger.",
            "– Lade er et av de mest attraktive områdene i Trondheim, med kort vei til sentrum, sjøen og Ladestien. Vi ser for oss et grønt og bilfritt nabolag med rundt 240 boliger, barnehage og lokaler for nærbutikk og kafé på gateplan, sier regionsjef Kari Nordvik i Nordhem Trondheim.",
            "Nordhem ønsker å gjenbruke deler av lagerbygget, blant annet bærende stålkonstruksjoner og teglstein fra fasaden, og vil kartlegge hvilke materialer som kan brukes på nytt før riving. Prosjektet skal etter planen sertifiseres etter BREEAM-NOR med nivå Excellent.",
            "Partene har avtalt ikke å offentliggjøre kjøpesummen. Nordhem overtar tomten 1. september 2026 og regner med at reguleringsarbeidet tar to til tre år. Salget av de første boligene kan dermed starte i 2029.",
          ],
        },
      ],
    },
    {
      path: `${NEWS}fossilfrie-byggeplasser/`,
      template: "pressRelease",
      title: "Alle Nordhems byggeplasser i Norge er nå fossilfrie",
      summary:
        "Maskiner, byggvarme og uttørking på samtlige norske byggeplasser går nå på strøm, fjernvarme eller fornybart drivstoff. Det kutter utslippene med om lag 1 400 tonn CO₂ i året.",
      image: "demo/construction-cranes.jpg",
      isCorporate: true,
      publishedAt: "2026-10-21T07:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Som et av de første boligselskapene i Norge har Nordhem AS nå fossilfri drift på alle sine 17 byggeplasser. Gravemaskiner, hjullastere og tårnkraner går på strøm, og byggvarme og uttørking skjer med fjernvarme eller elektriske løsninger. Der elektrisk utstyr ennå ikke finnes, brukes HVO100 fra sertifiserte, palmeoljefrie kilder.",
            "– Byggeplassene sto tidligere for nesten en femtedel av klimagassutslippene vi selv kan påvirke. Når vi nå har faset ut fossil diesel helt, kutter vi rundt 1 400 tonn CO₂ i året – omtrent like mye som 700 personbiler slipper ut, sier bærekraftsjef Siri Lunde i Nordhem AS.",
            "Omleggingen har skjedd gradvis siden 2023, i tett samarbeid med maskinentreprenører, kranutleiere og nettselskaper. Den største utfordringen har vært å få nok effekt inn på byggeplassene tidlig i prosjektene. Nordhem bestiller derfor byggestrøm allerede i reguleringsfasen og bruker mobile batteripakker der nettet ikke strekker til.",
            "Neste steg er å stille samme krav til transporten til og fra byggeplassene. Innen 2028 skal minst halvparten av alle leveranser til Nordhems prosjekter i Oslo og Bergen skje med utslippsfrie lastebiler.",
          ],
        },
        {
          type: "quote",
          text: "Det viktigste vi har lært, er at strømmen må planlegges like tidlig som grunnarbeidene. Da er fossilfritt ikke dyrere – bare annerledes.",
          author: "Siri Lunde",
          role: "Bærekraftsjef, Nordhem AS",
        },
      ],
    },

    // ---------------------------------------------------------------- Blog
    {
      path: BLOG,
      template: "blogList",
      title: "Nordhem-bloggen",
      summary: "Råd, erfaringer og inspirasjon for deg som drømmer om – eller nettopp har kjøpt – en ny bolig.",
      image: "demo/interior-living.jpg",
      translationKey: "blog",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Her deler boligselgerne, interiørkonsulentene og kundeservice i Nordhem sine beste tips – om alt fra finansiering og tilvalg til den første vinteren i ny bolig.",
          ],
        },
        { type: "pageList", heading: "Siste innlegg", template: "blogItem", pathPrefix: BLOG, limit: 12 },
      ],
    },
    {
      path: `${BLOG}slik-velger-du-tilvalg/`,
      template: "blogItem",
      title: "Slik velger du tilvalg uten å sprenge budsjettet",
      summary:
        "Nytt kjøkken, varmekabler eller ekstra stikkontakter? Interiørkonsulent Hanne Lie deler sine beste råd om tilvalg som gir mest glede i hverdagen.",
      image: "demo/interior-kitchen.jpg",
      publishedAt: "2026-03-12T08:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Når du kjøper ny bolig av Nordhem, får du en standardleveranse med kjøkken, bad, gulv og garderober av god kvalitet. I tillegg kan du bestille tilvalg – alt fra andre fronter på kjøkkenet til flis på badet, parkett i en annen farge eller ekstra stikkontakter. Fristen for tilvalg kommer ofte tidligere enn mange tror, gjerne seks til ni måneder før overtakelse, så det lønner seg å begynne å tenke tidlig.",
            "– Mange bruker mye penger på det de legger merke til først på visning, som flis og armaturer. Mitt råd er å starte med det som er vanskelig eller dyrt å endre senere, sier interiørkonsulent Hanne Lie, som har hjulpet over tusen Nordhem-kjøpere med tilvalg.",
          ],
        },
        {
          type: "text",
          heading: "Prioriter det som er vanskelig å endre senere",
          paragraphs: [
            "Elektriske punkter, varmekabler og plassering av lyspunkter er typiske eksempler. En ekstra stikkontakt ved sengen eller et lyspunkt over spisebordet koster noen få tusenlapper mens boligen bygges, men blir fort dyrt og rotete å ettermontere. Det samme gjelder forsterkning i veggen der du vil henge en tung TV eller hyller.",
            "Overflater som maling, lamper og håndtak kan du enkelt bytte selv senere. Er budsjettet stramt, kan det være lurt å la disse vente.",
          ],
        },
        {
          type: "text",
          heading: "Sett en ramme – og hold deg til den",
          paragraphs: [
            "Bestem et totalbeløp før du begynner å velge, og fordel det på rommene. Husk at tilvalg betales ved overtakelse og må inngå i finansieringen din. Snakk gjerne med banken tidlig, slik at du vet hvor mye du har å gå på.",
            "På Mine sider ser du prisen på hvert tilvalg med en gang, og summen oppdateres fortløpende. Du kan lagre valgene og komme tilbake så mange ganger du vil før fristen.",
          ],
        },
        {
          type: "quote",
          text: "Det beste tilvalget er ofte det du ikke ser: en ekstra stikkontakt akkurat der du trenger den.",
          author: "Hanne Lie",
          role: "Interiørkonsulent i Nordhem",
        },
      ],
    },
    {
      path: `${BLOG}borettslag-eller-selveier/`,
      template: "blogItem",
      title: "Borettslag eller selveier – hva passer for deg?",
      summary:
        "I mange av prosjektene våre kan du velge mellom selveier og borettslag. Her er de viktigste forskjellene i økonomi, lån og regler.",
      image: "demo/exterior-apartments.jpg",
      publishedAt: "2026-06-18T08:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Både en selveierleilighet og en andel i et borettslag gir deg et trygt hjem, men økonomien og reglene er forskjellige. Her går vi gjennom det du bør vite før du bestemmer deg.",
          ],
        },
        {
          type: "text",
          heading: "Selveier: du eier boligen din",
          paragraphs: [
            "Som selveier eier du en seksjon i et eierseksjonssameie. Du betaler hele kjøpesummen selv, vanligvis med egenkapital og boliglån, og i tillegg dokumentavgift på 2,5 prosent av boligens andel av tomteverdien. Felleskostnadene dekker drift av fellesarealer, forsikring av bygget og vedlikehold.",
          ],
        },
        {
          type: "text",
          heading: "Borettslag: lavere innskudd og felles lån",
          paragraphs: [
            "I et borettslag kjøper du en andel. Prisen består av et innskudd som du betaler selv, og en andel av borettslagets fellesgjeld, som betjenes gjennom de månedlige felleskostnadene. Fordi fellesgjelden ofte utgjør en stor del av totalprisen, blir innskuddet lavere – og det kan gjøre det lettere å komme inn på boligmarkedet. Du slipper dessuten dokumentavgift.",
            "Husk at banken ser på totalprisen, altså innskudd pluss fellesgjeld, når den vurderer hvor mye du kan låne. Spør også om renten på fellesgjelden og hvor lenge den er avdragsfri: når avdragsfriheten løper ut, øker felleskostnadene.",
          ],
        },
        {
          type: "facts",
          heading: "Eksempel: treromsleilighet på 68 m² i borettslag",
          items: [
            { value: "kr 4 950 000", label: "totalpris" },
            { value: "kr 1 485 000", label: "innskudd (30 prosent)" },
            { value: "kr 3 465 000", label: "andel fellesgjeld" },
          ],
        },
        {
          type: "text",
          heading: "Hva passer for deg?",
          paragraphs: [
            "Har du god egenkapital og vil ha full kontroll over egen gjeld, er selveier ofte et naturlig valg. Er du førstegangskjøper eller vil binde mindre kapital, kan borettslag være et godt alternativ. Boligselgerne våre hjelper deg gjerne med å regne på begge deler.",
          ],
        },
      ],
    },
    {
      path: `${BLOG}forste-vinter-i-ny-bolig/`,
      template: "blogItem",
      title: "Første vinter i ny bolig: dette er lurt å vite",
      summary:
        "Materialene tørker, huset setter seg og ventilasjonen skal finne rytmen. Kundeservice deler rådene som gjør den første vinteren enklere.",
      image: "demo/exterior-winter.jpg",
      publishedAt: "2026-11-05T08:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Den første vinteren i en nybygd bolig er litt spesiell. Materialene tørker, huset «setter seg», og ventilasjons- og varmeanlegget skal finne sin rytme. Her er rådene fra kundeservice som gjør overgangen enklere.",
          ],
        },
        {
          type: "text",
          heading: "Hold ventilasjonen i gang",
          paragraphs: [
            "Nye boliger er svært tette, og balansert ventilasjon sørger for frisk luft og fjerner fuktighet. Ikke slå av anlegget, heller ikke når du reiser bort. Bytt filtre slik FDV-dokumentasjonen anbefaler, som regel to ganger i året. Dugg på innsiden av vinduene er ofte et tegn på for høy luftfuktighet.",
          ],
        },
        {
          type: "text",
          heading: "Små sprekker er normalt",
          paragraphs: [
            "Treverk og sparkel krymper når materialene tørker ut i den første fyringssesongen. Det kan gi små sprekker i hjørner og ved listverk. Dette er normalt og utbedres ved ettårsbefaringen. Noter det du ser og ta bilder, så går befaringen raskere.",
          ],
        },
        {
          type: "text",
          heading: "Snø, is og sluk",
          paragraphs: [
            "Styret eller vaktmesteren tar seg av snørydding på fellesarealene, men du har selv ansvaret for egen balkong og terrasse. Bruk en plastspade så du ikke skader membranen eller terrassebordene, og hold sluk og nedløp åpne når det blir mildvær.",
            "Lurer du på noe? Meld saken via Mine sider eller kontakt kundeservice – vi hjelper deg gjerne.",
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Inspiration
    {
      path: "/inspirasjon/smarte-oppbevaringslosninger/",
      template: "inspiration",
      title: "Smarte oppbevaringsløsninger for små og store hjem",
      summary:
        "Med litt planlegging får du plass til mer enn du tror – også i en kompakt leilighet. Her er sju grep som frigjør gulvplass og gjør hverdagen enklere.",
      image: "demo/interior-bedroom.jpg",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Oppbevaring er et av de første temaene kundene våre tar opp på visning. Heldigvis handler god oppbevaring mer om smarte valg enn om antall kvadratmeter. Interiørkonsulentene våre har samlet grepene som fungerer best i nye boliger.",
          ],
        },
        {
          type: "text",
          heading: "Sju grep som gir mer plass",
          paragraphs: [
            "1. Bruk høyden. Garderobeskap helt opp til taket gir opptil 30 prosent mer plass enn skap i standardhøyde. Legg sesongklær og kofferter øverst.",
            "2. Velg seng med skuffer. Under sengen finner du ofte boligens største ubrukte volum.",
            "3. Utnytt gangen. Et grunt skoskap på 25 centimeter tar lite plass, men rommer over tjue par sko.",
            "4. Innred boden. Veggskinner og kroker til sykler, ski og barnevogn holder gulvet fritt i sportsboden.",
            "5. Bygg en benk under vinduet. Med skuffer under blir den både sittekrok og lager for leker og pledd.",
            "6. Velg uttrekk på kjøkkenet. Heltrekksskuffer i underskapene gjør det lettere å finne frem enn dører og hyller.",
            "7. Vær ærlig om hva du trenger. Den beste oppbevaringen er den du slipper – en runde med rydding før flytting gjør underverker.",
          ],
        },
        {
          type: "image",
          image: { src: "demo/interior-bedroom.jpg", alt: "Lyst soverom med garderobeskap til taket" },
          caption: "Garderobe til taket og skuffer under sengen gir plass til mye, selv på et lite soverom.",
        },
        {
          type: "teasers",
          heading: "Mer inspirasjon",
          items: [
            {
              title: "Slik bruker du balkongen hele året",
              text: "Møbler, planter og lys som forlenger sesongen.",
              url: "/inspirasjon/balkongen-hele-aret/",
              image: { src: "demo/exterior-apartments.jpg", alt: "Boligblokk med balkonger i kveldslys" },
            },
            {
              title: "Slik velger du tilvalg",
              text: "Prioriter riktig og hold budsjettet.",
              url: `${BLOG}slik-velger-du-tilvalg/`,
              image: { src: "demo/interior-kitchen.jpg", alt: "Kjøkken med kjøkkenøy" },
            },
          ],
        },
      ],
    },
    {
      path: "/inspirasjon/balkongen-hele-aret/",
      template: "inspiration",
      title: "Slik bruker du balkongen hele året",
      summary:
        "Med riktige møbler, litt lys og noen varme pledd blir balkongen et ekstra rom fra mars til november – og koselig også midt på vinteren.",
      image: "demo/exterior-apartments.jpg",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "En balkong er ikke bare for sommeren. Alle leilighetene vi bygger, har balkong eller terrasse, og beboerne våre forteller at det er rommet de bruker mest fra påske til høstferien. Her er tipsene som forlenger sesongen.",
          ],
        },
        {
          type: "text",
          heading: "Vår: plant og planlegg",
          paragraphs: [
            "Så urter og sommerblomster innendørs i mars, og flytt dem ut når nettene er frostfrie. Velg planter etter hvor mye sol balkongen får: sørvendte balkonger tåler lavendel og tomater, mens bregner og hortensia trives bedre mot nord.",
          ],
        },
        {
          type: "text",
          heading: "Sommer: skygge og fleksible møbler",
          paragraphs: [
            "Sammenleggbare stoler og et bord som kan felles ned fra rekkverket gir plass til å bevege seg, selv på en liten balkong. En parasoll med fot eller et solseil gir skygge på de varmeste dagene.",
          ],
        },
        {
          type: "text",
          heading: "Høst og vinter: lys og lune tekstiler",
          paragraphs: [
            "Ullpledd, saueskinn og batteridrevne LED-lys gjør balkongen hyggelig også i den mørke årstiden. Velg puter og tekstiler som tåler fukt, og oppbevar dem inne når de ikke er i bruk.",
            "Husk at det i de fleste sameier og borettslag ikke er lov å montere innglassing, markise eller fastmontert varmeovn uten samtykke fra styret. Sjekk husordensreglene først – og bruk alltid elektrisk grill eller gassgrill, aldri kullgrill.",
          ],
        },
        {
          type: "teasers",
          heading: "Mer inspirasjon",
          items: [
            {
              title: "Smarte oppbevaringsløsninger",
              text: "Sju grep som gir mer plass i hverdagen.",
              url: "/inspirasjon/smarte-oppbevaringslosninger/",
              image: { src: "demo/interior-bedroom.jpg", alt: "Soverom i lyse farger" },
            },
            {
              title: "Finn bolig med stor balkong",
              text: "Se leiligheter i salg i Oslo, Bergen, Trondheim og Stavanger.",
              url: "/finn-din-bolig/",
              image: { src: "demo/exterior-waterfront.jpg", alt: "Boligkvartal ved vannet" },
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- FAQ
    {
      path: "/sporsmal-og-svar/",
      template: "faq",
      title: "Spørsmål og svar om å kjøpe ny bolig",
      summary:
        "Hvordan fungerer forskudd, garantier og overtakelse når du kjøper en nybygd bolig? Her svarer vi på de vanligste spørsmålene.",
      image: "demo/interior-living.jpg",
      translationKey: "faq",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Å kjøpe en bolig som ikke er bygget ennå, er litt annerledes enn å kjøpe brukt. Her har vi samlet spørsmålene vi oftest får fra kundene våre. Finner du ikke svaret, hjelper kundeservice deg gjerne.",
          ],
        },
        {
          type: "faq",
          sectionId: "kjop-av-ny-bolig",
          heading: "Kjøp av ny bolig",
          items: [
            {
              question: "Hvordan kjøper jeg en bolig fra Nordhem?",
              answer:
                "Boligene våre selges til fast pris. Når salget starter, legger du inn et bindende kjøpstilbud via prosjektsiden eller hos boligselgeren. Når tilbudet er akseptert, signerer vi kjøpekontrakt. Kontrakten følger bustadoppføringslova, som gir deg som forbruker et sterkt vern.",
            },
            {
              question: "Hva er forskjellen på å kjøpe nytt og brukt?",
              answer:
                "Når du kjøper nytt, er det ingen budrunde, og du vet hva boligen koster fra starten. Du får fem års reklamasjonsrett, garantier etter bustadoppføringslova og mulighet til å påvirke innredningen gjennom tilvalg. Til gjengjeld må du som regel vente ett til to år før du kan flytte inn.",
            },
            {
              question: "Hva skjer hvis prosjektet ikke blir realisert?",
              answer:
                "Vi starter byggingen når en tilstrekkelig andel av boligene er solgt og offentlige tillatelser er på plass. Kjøpekontrakten har et forbehold om dette. Hvis forbeholdet ikke oppfylles innen fristen i kontrakten, faller avtalen bort, og du får tilbake alt du har innbetalt, med renter.",
            },
            {
              question: "Kan jeg selge boligen videre før overtakelse?",
              answer:
                "Ja, du kan overdra kontrakten til en ny kjøper før overtakelse, såkalt transport av kontrakt. Det krever samtykke fra Nordhem, og vi tar et gebyr på kr 40 000 for å behandle overdragelsen. Kontakt boligselgeren din dersom dette er aktuelt.",
            },
            {
              question: "Hvor ser jeg hvilke boliger som er til salgs?",
              answer:
                "Alle ledige boliger finner du under Finn din bolig. Der kan du filtrere på område, pris, antall rom og innflyttingstidspunkt, og lagre søk slik at du får varsel når nye boliger legges ut.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "betaling-og-finansiering",
          heading: "Betaling og finansiering",
          items: [
            {
              question: "Hvor mye må jeg betale i forskudd?",
              answer:
                "Normalt betaler du 10 prosent av kjøpesummen i forskudd når forbeholdene for byggestart er avklart. Forskuddet er sikret med garanti etter bustadoppføringslova § 47, så pengene dine er trygge selv om noe skulle skje med utbyggeren. Resten betaler du ved overtakelse.",
            },
            {
              question: "Hvilke garantier får jeg?",
              answer:
                "Nordhem stiller garanti etter bustadoppføringslova § 12. Garantien utgjør 3 prosent av kjøpesummen frem til overtakelse og 5 prosent i fem år etter overtakelse, og dekker blant annet mangler som ikke blir utbedret.",
            },
            {
              question: "Hva koster det i tillegg til kjøpesummen?",
              answer:
                "For selveierboliger betaler du dokumentavgift på 2,5 prosent av boligens andel av tomteverdien, og tinglysingsgebyr for skjøte og pantedokument. I tillegg kommer eventuelle tilvalg og et engangsinnskudd til sameiets arbeidskapital. Alle kostnader står i salgsoppgaven for prosjektet.",
            },
            {
              question: "Kan jeg bruke BSU og startlån?",
              answer:
                "Ja. Sparemidler i BSU kan brukes til å kjøpe ny bolig. Får du ikke vanlig boliglån, kan du søke kommunen om startlån. Kommunene har egne prisgrenser for startlån, og boligselgeren hjelper deg å finne ut om boligen du er interessert i, ligger innenfor.",
            },
            {
              question: "Når må finansieringen være på plass?",
              answer:
                "Du må legge ved finansieringsbevis når du gir kjøpstilbud. Før overtakelse må hele kjøpesummen, inkludert tilvalg og omkostninger, være innbetalt til oppgjørsmeglerens klientkonto.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "overtakelse-og-reklamasjon",
          heading: "Overtakelse og reklamasjon",
          items: [
            {
              question: "Når får jeg vite overtakelsesdatoen?",
              answer:
                "I kjøpekontrakten står et foreløpig tidsrom for ferdigstillelse. Senest ti uker før overtakelse varsler vi den endelige datoen. Underveis kan du følge fremdriften på Mine sider.",
            },
            {
              question: "Hva skjer på overtakelsesforretningen?",
              answer:
                "Du og en representant fra Nordhem går gjennom boligen sammen. Eventuelle feil og mangler føres i en protokoll, og vi utbedrer dem så raskt som mulig – som hovedregel innen 30 dager. Når oppgjøret er bekreftet, får du nøklene.",
            },
            {
              question: "Hva er ettårsbefaring?",
              answer:
                "Omtrent ett år etter overtakelse kaller vi inn til ettårsbefaring. Da går vi gjennom boligen på nytt og registrerer forhold som har oppstått det første året, for eksempel krympesprekker eller dører som må justeres.",
            },
            {
              question: "Hvor lenge har jeg reklamasjonsrett?",
              answer:
                "Etter bustadoppføringslova har du fem års reklamasjonsrett fra overtakelse. Du må melde fra innen rimelig tid etter at du oppdaget, eller burde ha oppdaget, en mangel.",
            },
            {
              question: "Hvordan melder jeg fra om en feil?",
              answer:
                "Logg inn på Mine sider og velg Reklamasjon. Beskriv hvor i boligen feilen er, og legg gjerne ved bilder. Ved akutte skader, som vannlekkasje, ringer du vakttelefonen som står på oppslagstavlen i oppgangen.",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Careers
    {
      path: "/karriere/",
      template: "careerStandard",
      title: "Karriere i Nordhem",
      summary:
        "Bli med og bygg fremtidens nabolag. Hos Nordhem får du ansvar tidlig, gode kolleger og muligheten til å se resultatet av jobben din i bybildet.",
      image: "demo/construction-cranes.jpg",
      translationKey: "careers",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Bygg nabolag – og din egen karriere",
          text: "Hos Nordhem får du ansvar tidlig, kolleger som deler av erfaringen sin og muligheten til å se resultatet av jobben din i mange år fremover.",
          image: { src: "demo/construction-cranes.jpg", alt: "Byggeplass med tårnkraner og boligbygg under oppføring" },
          link: { text: "Se ledige stillinger", url: "/karriere/ledige-stillinger/" },
        },
        {
          type: "text",
          heading: "Hvorfor jobbe i Nordhem?",
          paragraphs: [
            "Vi er en boligbygger som gjør det meste selv – fra tomtekjøp og regulering til salg, bygging og kundeservice. Det gir mange ulike roller og gode muligheter til å utvikle seg på tvers av fag. Mange av lederne våre startet som lærlinger, ingeniører eller boligselgere hos oss.",
            "Sikkerhet kommer alltid først. Alle som jobber på byggeplassene våre, enten de er ansatt hos oss eller hos en underentreprenør, skal komme trygt hjem hver dag. Vi har faste opplæringsløp, mentorordning for nyansatte og lønns- og pensjonsvilkår som ligger godt an i bransjen.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "240", label: "medarbeidere i Norge" },
            { value: "18", label: "lærlinger i tømrer- og betongfaget" },
            { value: "86 %", label: "anbefaler Nordhem som arbeidsplass (medarbeiderundersøkelsen 2025)" },
          ],
        },
        {
          type: "quote",
          text: "Jeg begynte som tømrerlærling på Tiller i 2011. I dag leder jeg byggingen av over hundre boliger i året – og jeg har hatt kolleger som har heiet på meg hele veien.",
          author: "Jonas Bakke",
          role: "Anleggsleder, Nordhem Trondheim",
        },
        {
          type: "teasers",
          heading: "Finn din vei inn",
          items: [
            {
              title: "Ledige stillinger",
              text: "Se hvilke stillinger vi har ledige i Oslo, Bergen, Trondheim og Stavanger.",
              url: "/karriere/ledige-stillinger/",
            },
            {
              title: "Lærlinger og studenter",
              text: "Læreplass, sommerjobb eller masteroppgave – start karrieren hos oss.",
              url: "/karriere/laerlinger-og-studenter/",
            },
            {
              title: "Medarbeiderhistorier",
              text: "Møt kolleger som forteller om hverdagen i Nordhem.",
              url: "/karriere/medarbeiderhistorier/",
            },
          ],
        },
      ],
    },
    {
      path: "/karriere/ledige-stillinger/",
      template: "availableJobs",
      title: "Ledige stillinger",
      summary: "Vi ser etter nye kolleger innen prosjektutvikling, produksjon, salg og kundeservice.",
      image: "demo/office.jpg",
      translationKey: "career-jobs",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Vi ser etter nye kolleger innen prosjektutvikling, produksjon, salg og kundeservice. Søk gjerne selv om du ikke oppfyller alle kravene – vi legger stor vekt på motivasjon og samarbeidsevne.",
          ],
        },
        { type: "jobList", heading: "Ledige stillinger i Nordhem AS" },
        {
          type: "contact",
          heading: "Spørsmål om å jobbe i Nordhem?",
          email: "rekruttering@nordhem.no",
          text: "Fant du ikke stillingen du lette etter? Send oss en åpen søknad med CV, så tar vi kontakt når vi har en stilling som passer.",
        },
      ],
    },
    {
      path: "/karriere/laerlinger-og-studenter/",
      template: "careerStandard",
      title: "Lærlinger og studenter",
      summary:
        "Er du lærling, student eller nyutdannet? Hos Nordhem får du en trygg start med erfarne kolleger, ekte ansvar og mulighet for fast jobb.",
      image: "demo/construction-timber.jpg",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          heading: "Lærling i Nordhem",
          paragraphs: [
            "Hvert år tar vi inn lærlinger i tømrer- og betongfaget i Oslo, Bergen, Trondheim og Stavanger. Som lærling får du en fast faglig leder og jobber i et arbeidslag sammen med erfarne fagarbeidere. Du får prøve deg på alt fra forskaling og reisverk til innvendig montering, og vi legger til rette for at du tar fagbrevet på normert tid.",
            "Nesten ni av ti lærlinger som tar fagbrevet hos oss, får tilbud om fast jobb.",
          ],
        },
        {
          type: "text",
          heading: "Sommerjobb og masteroppgave",
          paragraphs: [
            "Studerer du bygg, arkitektur, økonomi eller eiendom? Hver sommer ansetter vi rundt 20 studenter som jobber på byggeplass eller i prosjektavdelingene våre. Vi samarbeider også med NTNU, OsloMet og Høgskulen på Vestlandet om bachelor- og masteroppgaver innen blant annet klimagassberegninger, industrialisert bygging og boligkvalitet.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "18", label: "lærlinger hos oss i dag" },
            { value: "9 av 10", label: "lærlinger får tilbud om fast jobb" },
            { value: "20", label: "sommerstudenter hvert år" },
          ],
        },
      ],
    },
    {
      path: "/karriere/medarbeiderhistorier/",
      template: "careerStandard",
      title: "Medarbeiderhistorier",
      summary:
        "Møt noen av kollegene dine: en prosjektleder, en boligselger og en tømrer forteller om hverdagen i Nordhem.",
      image: "demo/office.jpg",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Hvordan er det egentlig å jobbe i Nordhem? Vi spurte tre kolleger fra ulike deler av selskapet.",
          ],
        },
        {
          type: "quote",
          text: "Det beste med jobben er å følge et prosjekt fra en tom tomt til et levende nabolag. På Elvebredden har jeg vært med helt fra første skisse.",
          author: "Sara Ahmed",
          role: "Prosjektleder, Lysaker",
        },
        {
          type: "quote",
          text: "Mange av kundene mine kjøper sin første bolig. Å få være med på den reisen – og overlevere nøklene – blir aldri kjedelig.",
          author: "Henrik Moe",
          role: "Boligselger, Lillestrøm",
        },
        {
          type: "quote",
          text: "Her er det lov å spørre. Som nyutdannet tømrer fikk jeg en fadder som tok seg tid, og nå er det jeg som lærer opp lærlingene.",
          author: "Emilie Strand",
          role: "Tømrer, Bergen",
        },
        {
          type: "teasers",
          items: [
            {
              title: "Vil du bli en av oss?",
              text: "Se alle ledige stillinger i Nordhem AS.",
              url: "/karriere/ledige-stillinger/",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Campaign
    {
      path: CAMPAIGN,
      template: "campaign",
      title: "Tilvalg for kr 75 000 i Elvebredden",
      summary:
        "Kjøp en leilighet i Elvebredden i Lillestrøm innen 30. juni 2026, og få tilvalg for inntil kr 75 000 inkludert i prisen.",
      image: "demo/interior-kitchen.jpg",
      translationKey: "campaign",
      blocks: [
        {
          type: "hero",
          heading: "Få tilvalg for kr 75 000",
          text: "Gjelder kjøpekontrakter signert mellom 1. april og 30. juni 2026 i Elvebredden, byggetrinn 1.",
          image: { src: "demo/interior-kitchen.jpg", alt: "Nytt kjøkken med kjøkkenøy og eikegulv" },
          link: { text: "Se ledige leiligheter", url: "/finn-din-bolig/" },
        },
        {
          type: "text",
          heading: "Slik fungerer det",
          paragraphs: [
            "Når du kjøper leilighet i Elvebredden i kampanjeperioden, får du et tilvalgsbeløp på kr 75 000 som du kan bruke fritt på tilvalgslisten – for eksempel på oppgradert kjøkken, varmekabler i gangen eller parkett i fiskebensmønster.",
            "Beløpet trekkes fra sluttoppgjøret ved overtakelse. Du velger tilvalgene på Mine sider, og interiørkonsulenten vår hjelper deg gjerne med å sette sammen en helhet du trives med.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "kr 75 000", label: "i tilvalg" },
            { value: "96", label: "leiligheter i byggetrinn 1" },
            { value: "11 min", label: "med tog fra Lillestrøm til Oslo S" },
          ],
        },
        {
          type: "faq",
          sectionId: "kampanjevilkar",
          heading: "Vilkår for kampanjen",
          items: [
            {
              question: "Hvem gjelder tilbudet for?",
              answer:
                "Tilbudet gjelder alle som signerer kjøpekontrakt på en leilighet i Elvebredden, byggetrinn 1, mellom 1. april og 30. juni 2026.",
            },
            {
              question: "Kan jeg få beløpet som prisavslag i stedet?",
              answer:
                "Nei. Beløpet kan bare brukes til tilvalg fra Nordhems tilvalgsliste for prosjektet og kan ikke byttes mot kontanter eller prisavslag.",
            },
            {
              question: "Hva skjer hvis jeg bruker mindre enn kr 75 000?",
              answer:
                "Ubrukt beløp faller bort. Velger du tilvalg for mer enn kr 75 000, betaler du mellomlegget ved overtakelse.",
            },
            {
              question: "Kan tilbudet kombineres med andre kampanjer?",
              answer: "Nei, tilbudet kan ikke kombineres med andre rabatter eller kampanjer i Elvebredden.",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Customer service
    {
      path: "/kundeservice/",
      template: "customerService",
      title: "Kundeservice",
      summary:
        "Har du kjøpt bolig av Nordhem, eller lurer du på noe om boligene våre? Kundeservice hjelper deg på telefon, e-post og via Mine sider.",
      image: "demo/office.jpg",
      translationKey: "customer-service",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Vi hjelper deg med alt fra spørsmål om kjøpekontrakten og tilvalg til reklamasjoner etter innflytting. Har du allerede kjøpt bolig av oss, finner du de fleste svarene og dokumentene dine på Mine sider, der du også kan melde fra om feil og følge saken din.",
          ],
        },
        {
          type: "contact",
          heading: "Kontakt kundeservice",
          phone: "21 73 17 31",
          email: "kundeservice@nordhem.no",
          openingHours: "Mandag–fredag kl. 08.00–15.30",
          text: "Ved akutt vannlekkasje eller strømbrudd utenom åpningstiden ringer du vakttelefonen som står på oppslagstavlen i oppgangen.",
        },
        {
          type: "teasers",
          items: [
            {
              title: "Meld fra om feil",
              text: "Send en reklamasjon med bilder og følg saken.",
              url: "/kontakt/reklamasjon/",
            },
            {
              title: "Mine sider",
              text: "Dokumenter, tilvalg og tidslinje for boligen din.",
              url: "/mine-sider/",
            },
            {
              title: "Spørsmål og svar",
              text: "Svar på det meste om kjøp av ny bolig.",
              url: "/sporsmal-og-svar/",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "kundeservice",
          heading: "Vanlige spørsmål til kundeservice",
          items: [
            {
              question: "Hvordan logger jeg inn på Mine sider?",
              answer:
                "Du logger inn med BankID eller med e-postadressen og passordet du registrerte da du kjøpte bolig. Har du glemt passordet, kan du lage et nytt på innloggingssiden.",
            },
            {
              question: "Hvor finner jeg FDV-dokumentasjonen?",
              answer:
                "Dokumentasjon for forvaltning, drift og vedlikehold (FDV) ligger under Mine avtaler på Mine sider. Der finner du også kjøpekontrakten, tegninger og protokollen fra overtakelsen.",
            },
            {
              question: "Hvor lang tid tar det å behandle en reklamasjon?",
              answer:
                "Vi bekrefter at vi har mottatt saken innen to virkedager og avtaler deretter befaring eller utbedring med deg. De fleste saker er løst innen 30 dager.",
            },
            {
              question: "Hvem kontakter jeg om fellesarealene?",
              answer:
                "Spørsmål om drift av fellesarealer går til styret i sameiet eller borettslaget. Feil og mangler i byggingen meldes til Nordhem, også for fellesarealene, de første fem årene.",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Sustainability
    {
      path: "/barekraft/",
      template: "sustainabilityStart",
      title: "Bærekraft",
      summary:
        "Vi vil bygge boliger som er gode for både mennesker og klima – i dag og om femti år. Her kan du lese hvordan vi jobber.",
      image: "demo/solar-roof.jpg",
      translationKey: "sustainability",
      blocks: [
        {
          type: "hero",
          heading: "Gode hjem for mennesker og klima",
          text: "Målet vårt er å halvere klimagassutslippene per kvadratmeter bolig innen 2030.",
          image: { src: "demo/solar-roof.jpg", alt: "Solcellepaneler på taket av et boligbygg" },
        },
        {
          type: "text",
          heading: "Slik jobber vi",
          paragraphs: [
            "Bygg- og eiendomsnæringen står for en stor del av klimagassutslippene i Norge. Som boligbygger har vi derfor et særlig ansvar – og en stor mulighet. Vi jobber systematisk med å redusere utslippene fra materialer, transport og byggeplass, og med å bygge boliger som bruker lite energi når du bor i dem.",
            "Sammenlignet med 2020 skal utslippene per kvadratmeter halveres innen 2030. I 2025 var vi kommet 31 prosent av veien. Vi rapporterer fremdriften hvert år i konsernets bærekraftsrapport.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "−31 %", label: "klimagassutslipp per m² siden 2020" },
            { value: "17 av 17", label: "byggeplasser er fossilfrie" },
            { value: "92 %", label: "av byggavfallet ble kildesortert i 2025" },
            { value: "A eller B", label: "energimerke på alle nye boliger" },
          ],
        },
        {
          type: "teasers",
          heading: "Les mer om bærekraftsarbeidet vårt",
          items: [
            {
              title: "Klima og energi",
              text: "Fossilfrie byggeplasser og boliger som bruker lite energi.",
              url: "/barekraft/klima-og-energi/",
              image: { src: "demo/solar-roof.jpg", alt: "Solceller på et boligtak" },
            },
            {
              title: "Materialer og kretsløp",
              text: "Lavkarbonbetong, mer tre og mindre avfall.",
              url: "/barekraft/materialer-og-kretslop/",
              image: { src: "demo/construction-timber.jpg", alt: "Trekonstruksjon under montering" },
            },
            {
              title: "Alle byggeplasser er fossilfrie",
              text: "Slik kuttet vi 1 400 tonn CO₂ i året.",
              url: `${NEWS}fossilfrie-byggeplasser/`,
              image: { src: "demo/construction-cranes.jpg", alt: "Byggeplass med tårnkraner" },
            },
            {
              title: "Fjordglimt i Bergen",
              text: "Gammel verftshall ble ny barnehage og bakeri.",
              url: `${REFERENCES}fjordglimt-laksevag/`,
              image: { src: "demo/exterior-waterfront.jpg", alt: "Boligkvartal ved sjøen" },
            },
          ],
        },
      ],
    },
    {
      path: "/barekraft/klima-og-energi/",
      template: "sustainabilityCategory",
      title: "Klima og energi",
      summary:
        "Fra fossilfrie byggeplasser til solceller på taket: slik kutter vi utslipp både når vi bygger og når du bor.",
      image: "demo/solar-roof.jpg",
      blocks: [
        {
          type: "text",
          heading: "Lavere utslipp på byggeplassen",
          paragraphs: [
            "Alle Nordhems byggeplasser i Norge er fossilfrie. Anleggsmaskiner og kraner går på strøm, byggvarmen kommer fra fjernvarme eller elektriske løsninger, og der elektrisk utstyr ennå ikke finnes, bruker vi sertifisert HVO100. Omleggingen kutter rundt 1 400 tonn CO₂ i året.",
          ],
        },
        {
          type: "text",
          heading: "Boliger som bruker lite energi",
          paragraphs: [
            "Alle nye boliger bygges etter TEK17 og får energimerke A eller B. Vi bruker balansert ventilasjon med varmegjenvinning, godt isolerte vegger og vinduer med lav U-verdi. I de fleste prosjektene kobler vi oss på fjernvarme, og på stadig flere tak monterer vi solceller som leverer strøm til fellesarealer og ladepunkter.",
            "I Sjøhagen på Hundvåg dekker solcellene rundt 40 prosent av strømforbruket i fellesarealene gjennom et år.",
          ],
        },
        {
          type: "text",
          heading: "Enklere å leve klimavennlig",
          paragraphs: [
            "Sykkelparkering under tak, ladepunkter for elbil, bildeling og kort vei til kollektivtransport er med i planleggingen fra første skisse. Mange av de nyeste prosjektene våre har eget sykkelverksted og plass til lastesykler.",
          ],
        },
        {
          type: "quote",
          text: "Den grønneste kilowattimen er den som aldri brukes. Derfor starter vi med klimaskallet – solcellene kommer i tillegg.",
          author: "Siri Lunde",
          role: "Bærekraftsjef, Nordhem AS",
        },
      ],
    },
    {
      path: "/barekraft/materialer-og-kretslop/",
      template: "sustainabilityCategory",
      title: "Materialer og kretsløp",
      summary:
        "Riktige materialer, mindre avfall og mer gjenbruk: slik reduserer vi klimaavtrykket fra det vi bygger med.",
      image: "demo/construction-timber.jpg",
      blocks: [
        {
          type: "text",
          heading: "Materialene betyr mest",
          paragraphs: [
            "Omtrent to tredjedeler av klimagassutslippene fra en ny bolig kommer fra produksjonen av materialene, særlig betong og stål. Derfor bruker vi lavkarbonbetong i alle nye prosjekter og krever miljødeklarasjoner (EPD) for de viktigste produktene vi kjøper inn.",
          ],
        },
        {
          type: "text",
          heading: "Mer tre",
          paragraphs: [
            "Tre lagrer karbon og gir et godt inneklima. I Trondheim og Bergen har vi de siste årene bygget flere boligblokker med bærende konstruksjoner i massivtre, og i rekkehusene bruker vi stadig oftere trekledning og trebjelkelag.",
          ],
        },
        {
          type: "image",
          image: { src: "demo/construction-timber.jpg", alt: "Bærende konstruksjon i massivtre under montering" },
          caption: "Massivtre under montering på en av byggeplassene våre i Trondheim.",
        },
        {
          type: "text",
          heading: "Mindre avfall, mer ombruk",
          paragraphs: [
            "På byggeplassene sorterer vi avfallet i opptil tolv fraksjoner, og i 2025 ble 92 prosent av avfallet kildesortert. Vi bestiller ferdig tilkappede materialer der det er mulig, og samarbeider med ombrukslagre om gjenbruk av blant annet tegl, dører og inventar.",
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Reference projects
    {
      path: REFERENCES,
      template: "referenceProjectStart",
      title: "Referanseprosjekter",
      summary: "Se et utvalg av nabolagene vi har bygget de siste årene – og hør hva beboerne synes.",
      image: "demo/exterior-townhouses.jpg",
      translationKey: "references",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Et nabolag viser sin verdi først når folk har flyttet inn. Her finner du noen av prosjektene vi har fullført, med fakta om boligene, løsningene vi valgte og erfaringene til dem som bor der.",
          ],
        },
        {
          type: "pageList",
          heading: "Ferdige prosjekter",
          template: "referenceProject",
          pathPrefix: REFERENCES,
          limit: 12,
        },
      ],
    },
    {
      path: `${REFERENCES}fjordglimt-laksevag/`,
      template: "referenceProject",
      title: "Fjordglimt, Laksevåg i Bergen",
      summary: "132 leiligheter med utsikt mot Puddefjorden, bygget på en tidligere verftstomt og ferdigstilt i 2024.",
      image: "demo/exterior-waterfront.jpg",
      blocks: [
        {
          type: "facts",
          items: [
            { value: "132", label: "leiligheter" },
            { value: "2024", label: "ferdigstilt" },
            { value: "4 600 m²", label: "felles uteområder" },
            { value: "Very Good", label: "BREEAM-NOR-sertifisering" },
          ],
        },
        {
          type: "text",
          paragraphs: [
            "Fjordglimt ligger på en tidligere verftstomt på Laksevåg, et kvarter med buss fra Bergen sentrum. Prosjektet består av fire bygg på fire til sju etasjer, plassert slik at flest mulig av leilighetene får sol og utsikt mot Puddefjorden.",
            "Vi tok vare på den gamle verftshallen, som i dag huser en barnehage, et bakeri og et felles verksted for beboerne. Mellom byggene ligger en grønn bakgård med lekeplass, bærbusker og regnbed som tar hånd om overvannet.",
            "Alle leilighetene har balkong eller terrasse, og 60 prosent har utsikt mot sjøen. Byggene varmes opp med fjernvarme og har solceller på to av takene.",
          ],
        },
        {
          type: "image",
          image: { src: "demo/nature-fjord.jpg", alt: "Fjord med fjell i bakgrunnen" },
          caption: "Utsikten fra takterrassen mot Puddefjorden og fjellene rundt Bergen.",
        },
        {
          type: "quote",
          text: "Vi flyttet fra en enebolig på Sotra og var spente på å bo i blokk. Nå drikker vi morgenkaffen på balkongen med utsikt over fjorden og kjenner halvparten av naboene.",
          author: "Astrid og Knut Haaland",
          role: "Beboere i Fjordglimt siden 2024",
        },
      ],
    },
    {
      path: `${REFERENCES}sjohagen-hundvag/`,
      template: "referenceProject",
      title: "Sjøhagen, Hundvåg i Stavanger",
      summary: "58 rekkehus og 40 leiligheter i et bilfritt nabolag ved sjøen, ferdigstilt i 2023.",
      image: "demo/exterior-townhouses.jpg",
      blocks: [
        {
          type: "facts",
          items: [
            { value: "98", label: "boliger" },
            { value: "58", label: "rekkehus med egen hage" },
            { value: "2023", label: "ferdigstilt" },
            { value: "40 %", label: "av strømmen i fellesarealene fra solceller" },
          ],
        },
        {
          type: "text",
          paragraphs: [
            "Sjøhagen ligger på Hundvåg, med kort vei til skole, barnehage og sjøen. Rekkehusene er samlet rundt tre tun uten biltrafikk, der barna kan leke trygt og naboene møtes. Parkeringen er samlet i et felles anlegg i utkanten av området, med ladepunkt på alle plassene.",
            "Rekkehusene har tre etasjer, egen hage og takterrasse. Leilighetene ligger i to lave bygg ut mot sjøen, og de fleste har utsikt over fjorden.",
            "Uteområdene er utviklet sammen med en landskapsarkitekt og de første kjøperne i en medvirkningsprosess. Resultatet ble blant annet en felles grillplass, parsellhager og en 300 meter lang strandpromenade.",
          ],
        },
        {
          type: "quote",
          text: "Det beste med Sjøhagen er tunet. Ungene løper ut og inn hos naboene, og vi voksne har fått en helt annen kontakt med hverandre enn der vi bodde før.",
          author: "Marte Eide",
          role: "Beboer i Sjøhagen",
        },
      ],
    },

    // ---------------------------------------------------------------- Cookies, 404 and 500
    {
      path: "/personvern/informasjonskapsler/",
      template: "standard",
      title: "Informasjonskapsler (cookies)",
      summary: "Slik bruker Nordhem informasjonskapsler på nordhem.no, og slik endrer du samtykket ditt.",
      translationKey: "cookies",
      blocks: [
        {
          type: "text",
          heading: "Slik bruker vi informasjonskapsler",
          paragraphs: [
            "Informasjonskapsler, ofte kalt cookies, er små tekstfiler som lagres i nettleseren din når du besøker nordhem.no. De gjør at nettstedet husker valgene dine, for eksempel at du er innlogget på Mine sider eller hvilke boligsøk du har lagret, og hjelper oss å forstå hvordan nettstedet brukes, slik at vi kan gjøre det bedre.",
            "Nødvendige informasjonskapsler er alltid på, fordi nettstedet ikke fungerer uten dem. Statistikk, markedsføring og innhold fra andre tjenester (som innebygde videoer) bruker vi bare hvis du samtykker. Du kan når som helst endre valget ditt under «Dine innstillinger for informasjonskapsler» her på siden, eller via lenken «Innstillinger for informasjonskapsler» nederst på hver side.",
            "Nordhem AS er behandlingsansvarlig for personopplysningene som samles inn. Vi behandler dem i samsvar med personopplysningsloven, personvernforordningen (GDPR) og ekomloven.",
          ],
        },
        { type: "cookieSettings", sectionId: "cookie-settings", heading: "Dine innstillinger for informasjonskapsler" },
        {
          type: "faq",
          sectionId: "om-informasjonskapsler",
          heading: "Om informasjonskapsler",
          items: [
            {
              question: "Hva er en informasjonskapsel?",
              answer:
                "En informasjonskapsel er en liten tekstfil som nettstedet lagrer i nettleseren din. Den inneholder for eksempel en tilfeldig ID som gjør at nettstedet kjenner igjen nettleseren din mellom sidevisninger.",
            },
            {
              question: "Hvilke kategorier bruker vi?",
              answer:
                "Vi deler informasjonskapslene inn i fire kategorier: nødvendige (alltid på), statistikk, markedsføring og innhold fra andre tjenester, for eksempel innebygde videoer fra YouTube og Vimeo. Alt unntatt de nødvendige bruker vi bare med ditt samtykke.",
            },
            {
              question: "Hvilke nødvendige informasjonskapsler bruker vi?",
              answer:
                "Nødvendige informasjonskapsler sørger for innlogging, sikkerhet og at samtykkevalget ditt huskes. De er alltid på, kan ikke slås av og brukes aldri til markedsføring.",
            },
            {
              question: "Hva brukes statistikkapsler til?",
              answer:
                "Med ditt samtykke samler vi anonymisert statistikk om hvilke sider som besøkes, hvor lenge og fra hvilke typer enheter, blant annet med en anonym besøks-ID (jmuid). Det hjelper oss å forbedre boligsøket og innholdet.",
            },
            {
              question: "Hva brukes markedsføringskapsler til?",
              answer:
                "Med ditt samtykke kan vi og annonsepartnerne våre vise deg relevante annonser for boligprosjektene våre på andre nettsteder og i sosiale medier, og måle effekten av kampanjene.",
            },
            {
              question: "Hvorfor spør dere før en video spilles av?",
              answer:
                "Videoene våre vises av YouTube eller Vimeo, som kan sette egne informasjonskapsler når en video spilles av. Derfor laster vi ingenting fra dem før du har godtatt innhold fra andre tjenester. Du kan godta det for videoer rett ved videoen, og det som blir sagt i en video, kan du alltid lese uten å spille den av.",
            },
            {
              question: "Hvordan endrer jeg samtykket mitt?",
              answer:
                "Under «Dine innstillinger for informasjonskapsler» her på siden, eller via lenken «Innstillinger for informasjonskapsler» nederst på hver side. Der slår du statistikk, markedsføring og innhold fra andre tjenester av eller på, og det nye valget gjelder med en gang.",
            },
            {
              question: "Hvor lenge lagres informasjonskapslene?",
              answer:
                "Øktkapsler, for eksempel den som holder deg innlogget, slettes når økten er over. Informasjonskapselen med samtykkevalget ditt (nordhem_consent) og den anonyme besøks-ID-en (jmuid) lagres i 6 måneder. Deretter spør vi deg om samtykke på nytt. Besøks-ID-en settes bare hvis du har godtatt statistikk.",
            },
            {
              question: "Hvordan lagrer dere samtykket mitt?",
              answer:
                "Hver gang du gjør et valg, lagrer vi hvilke kategorier du valgte, når og på hvilket nettsted, som dokumentasjon på samtykket ditt. Vi lagrer ikke IP-adressen din, og opplysningene slettes etter 12 måneder.",
            },
            {
              question: "Hvordan sletter jeg informasjonskapsler?",
              answer:
                "Du kan slette lagrede informasjonskapsler i innstillingene i nettleseren din. Da må du gjøre samtykkevalget på nytt neste gang du besøker oss.",
            },
          ],
        },
      ],
    },
    {
      path: "/404/",
      template: "notFound",
      title: "Siden finnes ikke",
      summary: "Vi finner ikke siden du leter etter.",
      image: "demo/nature-fjord.jpg",
      translationKey: "404",
      blocks: [
        {
          type: "text",
          heading: "Beklager, vi finner ikke siden",
          paragraphs: [
            "Siden kan ha blitt flyttet eller slettet, eller det kan være en skrivefeil i adressen. Gå til forsiden, eller se hvilke boliger vi har i salg under Finn din bolig.",
          ],
        },
      ],
    },
    {
      path: "/500/",
      template: "serverError",
      title: "Noe gikk galt",
      summary: "Det oppsto en uventet feil hos oss.",
      image: "demo/nature-forest.jpg",
      translationKey: "500",
      blocks: [
        {
          type: "text",
          heading: "Beklager, noe gikk galt hos oss",
          paragraphs: [
            "Det oppsto en uventet feil. Vi er varslet og jobber med å løse problemet. Prøv igjen om litt. Haster det, kan du ringe kundeservice på 21 73 17 31.",
          ],
        },
      ],
    },
  ],

  navigation: {
    main: [
      {
        text: "Finn bolig",
        url: "/finn-din-bolig/",
        children: [
          { text: "Boliger i salg", url: "/finn-din-bolig/" },
          { text: "Tilvalgskampanje i Elvebredden", url: CAMPAIGN },
          { text: "Referanseprosjekter", url: REFERENCES },
        ],
      },
      {
        text: "Kjøpe ny bolig",
        url: "/sporsmal-og-svar/",
        children: [
          { text: "Spørsmål og svar", url: "/sporsmal-og-svar/" },
          { text: "Borettslag eller selveier?", url: `${BLOG}borettslag-eller-selveier/` },
          { text: "Slik velger du tilvalg", url: `${BLOG}slik-velger-du-tilvalg/` },
        ],
      },
      {
        text: "Inspirasjon",
        url: BLOG,
        children: [
          { text: "Nordhem-bloggen", url: BLOG },
          { text: "Smarte oppbevaringsløsninger", url: "/inspirasjon/smarte-oppbevaringslosninger/" },
          { text: "Balkongen hele året", url: "/inspirasjon/balkongen-hele-aret/" },
        ],
      },
      {
        text: "Bærekraft",
        url: "/barekraft/",
        children: [
          { text: "Klima og energi", url: "/barekraft/klima-og-energi/" },
          { text: "Materialer og kretsløp", url: "/barekraft/materialer-og-kretslop/" },
        ],
      },
      {
        text: "Om Nordhem",
        url: "/om-oss/",
        children: [
          { text: "Om oss", url: "/om-oss/" },
          { text: "Nyheter og pressemeldinger", url: NEWS },
          { text: "Karriere", url: "/karriere/" },
          { text: "Ledige stillinger", url: "/karriere/ledige-stillinger/" },
        ],
      },
      {
        text: "Kundeservice",
        url: "/kundeservice/",
        children: [
          { text: "Kontakt kundeservice", url: "/kundeservice/" },
          { text: "Reklamasjon", url: "/kontakt/reklamasjon/" },
          { text: "Mine sider", url: "/mine-sider/" },
        ],
      },
    ],
    quick: [
      { text: "Finn bolig", url: "/finn-din-bolig/" },
      { text: "Mine sider", url: "/mine-sider/" },
      { text: "Kundeservice", url: "/kundeservice/" },
    ],
    career: [
      { text: "Karriere", url: "/karriere/" },
      { text: "Ledige stillinger", url: "/karriere/ledige-stillinger/" },
      { text: "Lærlinger og studenter", url: "/karriere/laerlinger-og-studenter/" },
      { text: "Medarbeiderhistorier", url: "/karriere/medarbeiderhistorier/" },
      { text: "Om Nordhem", url: "/om-oss/" },
    ],
    footerCompany: [
      { text: "Om Nordhem", url: "/om-oss/" },
      { text: "Nyheter og pressemeldinger", url: NEWS },
      { text: "Karriere", url: "/karriere/" },
      { text: "Bærekraft", url: "/barekraft/" },
      { text: "Referanseprosjekter", url: REFERENCES },
    ],
    footerDiscovery: [
      { text: "Finn din bolig", url: "/finn-din-bolig/" },
      { text: "Utleieboliger", url: "/utleieboliger/" },
      { text: "Tilvalgskampanje", url: CAMPAIGN },
      { text: "Nordhem-bloggen", url: BLOG },
      { text: "Smarte oppbevaringsløsninger", url: "/inspirasjon/smarte-oppbevaringslosninger/" },
      { text: "Balkongen hele året", url: "/inspirasjon/balkongen-hele-aret/" },
    ],
    footerHelp: [
      { text: "Kundeservice", url: "/kundeservice/" },
      { text: "Kontakt oss", url: "/kontakt-oss/" },
      { text: "Spørsmål og svar", url: "/sporsmal-og-svar/" },
      { text: "Reklamasjon", url: "/kontakt/reklamasjon/" },
      { text: "Mine sider", url: "/mine-sider/" },
      { text: "Informasjonskapsler", url: "/personvern/informasjonskapsler/" },
    ],
  },

  crisisBanner: {
    heading: "Advarsel mot falske e-poster",
    text: "Vi har fått meldinger om e-poster som later til å komme fra Nordhem og ber om innbetaling av forskudd til et nytt kontonummer. Nordhem endrer aldri kontonummer per e-post. Er du i tvil, kontakt kundeservice før du betaler.",
    linkUrl: "/kundeservice/",
  },

  popularSearches: [
    { text: "Leilighet i Oslo", url: "/sok/?s=oslo" },
    { text: "Rekkehus", url: "/sok/?s=rekkehus" },
    { text: "Bergen", url: "/sok/?s=bergen" },
    { text: "Elvebredden, Lillestrøm", url: "/sok/?s=elvebredden" },
    { text: "Tilvalgskampanje", url: CAMPAIGN },
  ],

  cookiesFaqSectionId: "om-informasjonskapsler",

  jobs: [
    {
      title: "Prosjektleder bolig",
      location: "Lysaker",
      department: "Prosjektutvikling",
      summary:
        "Vi søker en erfaren prosjektleder som vil ta ansvar for nye boligprosjekter i Oslo og Akershus, fra regulering til byggestart.",
      applyInDays: 30,
    },
    {
      title: "Anleggsleder",
      location: "Bergen",
      department: "Produksjon",
      summary:
        "Led den daglige driften på byggeplassen for Fjordglimt trinn 2 på Laksevåg, med ansvar for fremdrift, HMS og oppfølging av underentreprenører.",
      applyInDays: 21,
    },
    {
      title: "Boligselger",
      location: "Lillestrøm",
      department: "Salg og marked",
      summary:
        "Bli en del av salgsteamet for Elvebredden og følg kundene våre fra første visning til signert kjøpekontrakt.",
      applyInDays: 45,
    },
    {
      title: "Lærling i tømrerfaget",
      location: "Trondheim",
      department: "Produksjon",
      summary:
        "Vi tar inn to tømrerlærlinger med oppstart i august. Du får fast faglig leder og varierte oppgaver på byggeplassene våre i Trondheim.",
      applyInDays: 60,
    },
  ],
};
