import type { SiteSeed } from "../types";

/**
 * Demo content of the Finnish site (Nordhem Oy), in Finnish. Links point to the pages below
 * or to enabled paths of SITES.fi.urls (search, premises, login, My Pages). Finland has no VIP.
 */

const NEWS = "/meista/uutiset/";
const BLOG = "/blogi/";
const REFERENCES = "/referenssit/";
const CAMPAIGN = "/kampanja/hoitovastikkeet-vuodeksi/";

export const fiSeed: SiteSeed = {
  site: "fi",
  pages: [
    {
      path: "/",
      template: "start",
      title: "Uudet asunnot pääkaupunkiseudulla, Tampereella ja Turussa",
      summary:
        "Nordhem rakentaa uusia kerrostalo- ja rivitaloasuntoja pääkaupunkiseudulle, Tampereelle ja Turkuun. Löydä seuraava kotisi meiltä.",
      image: "demo/exterior-apartments.jpg",
      seoTitle: "Nordhem – uudet asunnot Suomessa",
      seoDescription:
        "Nordhemin uudet kerrostalo- ja rivitaloasunnot Helsingissä, Espoossa, Vantaalla, Tampereella ja Turussa. Katso myytävät asunnot.",
      translationKey: "start",
      blocks: [
        {
          type: "hero",
          heading: "Uusi koti, jossa elämällä on tilaa",
          text: "Rakennamme energiatehokkaita koteja hyvien palvelujen ja luonnon äärelle – Helsingistä, Espoosta ja Vantaalta Tampereelle ja Turkuun. Katso, mitkä kohteet ovat nyt myynnissä.",
          image: { src: "demo/exterior-waterfront.jpg", alt: "Uusia kerrostaloja veden äärellä iltavalossa" },
          link: { text: "Katso myytävät asunnot", url: "/myytavat-asunnot/" },
        },
        {
          type: "teasers",
          heading: "Tutustu Nordhemiin",
          items: [
            {
              title: "Myytävät asunnot",
              text: "Kerrostalo- ja rivitaloasuntoja, joihin pääset muuttamaan vuosina 2026–2028.",
              url: "/myytavat-asunnot/",
              image: { src: "demo/exterior-townhouses.jpg", alt: "Rivitaloja ja pihoja kesäpäivänä" },
            },
            {
              title: "Maksamme hoitovastikkeesi vuoden ajan",
              text: "Kun teet kaupat Vantaan Puistokaaresta kesäkuun loppuun mennessä.",
              url: CAMPAIGN,
              image: { src: "demo/interior-living.jpg", alt: "Valoisa olohuone ja suuret ikkunat" },
            },
            {
              title: "Näin ostat uuden asunnon",
              text: "Varaus, RS-järjestelmä, yhtiölaina ja takuuaika – vastaamme yleisimpiin kysymyksiin.",
              url: "/usein-kysyttya/",
              image: { src: "demo/interior-kitchen.jpg", alt: "Keittiö, jossa on keittiösaareke ja tammilattia" },
            },
            {
              title: "Vastuullista asumista",
              text: "Näin pienennämme rakentamisen ja asumisen hiilijalanjälkeä.",
              url: "/vastuullisuus/",
              image: { src: "demo/solar-roof.jpg", alt: "Aurinkopaneeleita kerrostalon katolla" },
            },
          ],
        },
        {
          type: "facts",
          heading: "Nordhem Suomessa",
          items: [
            { value: "480", label: "asuntoa rakenteilla" },
            { value: "11", label: "kohdetta myynnissä juuri nyt" },
            { value: "22 vuotta", label: "kokemusta asuntorakentamisesta Suomessa" },
            { value: "4,5 / 5", label: "asiakastyytyväisyys muuttovaiheessa" },
          ],
        },
        {
          type: "text",
          heading: "Rakentaja, joka kulkee rinnallasi",
          paragraphs: [
            "Nordhem Oy on rakentanut koteja Suomeen vuodesta 2004. Kehitämme kokonaisia asuinalueita ensimmäisestä luonnoksesta siihen päivään, kun saat avaimet käteesi – ja vielä sen jälkeenkin. Vastaamme kokonaisuudesta: arkkitehtuurista, pihoista, energiaratkaisuista ja ennen kaikkea siitä, että sinä ostajana saat tarvitsemasi tuen.",
            "Kun ostat uuden kodin meiltä, saat nimetyn yhteyshenkilön, selkeän aikataulun ja Sivuni-palvelun, jossa teet sisustusvalinnat, seuraat rakentamisen etenemistä ja löydät kaikki asiakirjasi. Muuton jälkeen olemme mukana takuuajan tarkastuksissa, ja asiakaspalvelumme auttaa, jos jokin ei ole kunnossa.",
          ],
        },
        {
          type: "pageList",
          heading: "Uusimmat tiedotteet",
          template: "pressRelease",
          pathPrefix: NEWS,
          limit: 3,
        },
      ],
    },

    // ---------------------------------------------------------------- About us and news room
    {
      path: "/meista/",
      template: "corporateAbout",
      title: "Tietoa Nordhemista",
      summary:
        "Nordhem Oy on pohjoismaisen Nordhem-konsernin suomalainen tytäryhtiö, joka kehittää uusia koteja ja asuinalueita Suomen kasvukeskuksiin.",
      image: "demo/office.jpg",
      translationKey: "about",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Rakennamme asuinalueita, jotka kestävät",
          text: "Vuodesta 2004 olemme rakentaneet Suomeen yli 6 000 kotia – pienistä yksiöistä ensiasunnon ostajille tilaviin rivitaloasuntoihin lapsiperheille.",
          image: { src: "demo/city-street.jpg", alt: "Katu, jonka varrella on uusia asuinrakennuksia ja puita" },
        },
        {
          type: "text",
          heading: "Tämä on Nordhem Oy",
          paragraphs: [
            "Nordhem Oy on pohjoismaisen Nordhem-konsernin suomalainen tytäryhtiö. Konserni on kehittänyt asuntoja Pohjoismaissa yli viidenkymmenen vuoden ajan. Suomessa pääkonttorimme on Helsingin Ruoholahdessa, ja aluetoimistomme ovat Tampereella ja Turussa. Meitä on noin 170, ja suurin osa meistä työskentelee lähellä kohteita – projektipäällikköinä, työnjohtajina, asuntomyyjinä ja asiakaspalvelussa.",
            "Hankimme tontit, kehitämme kaavat, suunnittelemme, myymme ja rakennamme itse. Kun koko ketju on omissa käsissämme, voimme tehdä pitkäjänteisiä valintoja: kestäviä materiaaleja, toimivia pohjaratkaisuja ja pihoja, jotka paranevat vuosien myötä. Tavoitteemme on, että asuinalueemme ovat yhtä hyviä paikkoja asua viidenkymmenen vuoden kuluttua kuin valmistuessaan.",
            "Lähes kaikki kohteemme rakennetaan RS-järjestelmässä, joka turvaa ostajan asemaa koko rakentamisen ajan.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "170", label: "työntekijää Suomessa" },
            { value: "6 000+", label: "kotia rakennettu vuodesta 2004" },
            { value: "3", label: "toimipistettä: Helsinki, Tampere ja Turku" },
            { value: "245 milj. €", label: "liikevaihto vuonna 2025" },
          ],
        },
        {
          type: "video",
          videoUrl: "https://www.youtube.com/embed/fQ2rX9dKv0M",
          title: "Työmaapäivä Puistokaaressa",
          image: {
            src: "demo/construction-timber.jpg",
            alt: "Puurunkoa pystytetään rakennustyömaalla",
            orgWidth: 2560,
            orgHeight: 1708,
          },
          description:
            "Vastaava työnjohtaja Antti Mäkinen esittelee Vantaan Puistokaaren työmaata ja kertoo, miten uudiskohteen laatua valvotaan RS-järjestelmässä.",
          scriptText:
            "Antti Mäkinen, vastaava työnjohtaja: Tervetuloa Puistokaaren työmaalle Tikkurilaan. Tänne valmistuu 72 kotia kävelymatkan päähän asemalta.\n\nAamu alkaa aina työmaapalaverilla. Käymme läpi päivän työt ja turvallisuuden – jokaisen on päästävä illalla terveenä kotiin.\n\nKohde rakennetaan RS-järjestelmässä. Se tarkoittaa, että ostajien etua valvoo rakennusaikana myös ulkopuolinen valvoja, joka käy työmaalla säännöllisesti.\n\nKosteudenhallinta on meille tärkeää. Rungot suojataan säältä, ja rakenteiden kosteus mitataan ennen kuin pintoja aletaan tehdä.\n\nEnsimmäiset asukkaat muuttavat ensi keväänä. Siihen asti me pidämme huolen siitä, että jokainen koti on valmis vastaanotettavaksi.",
          renderOnPage: true,
          hideDescriptionOnPage: false,
        },
        {
          type: "quote",
          text: "Emme rakenna pelkkiä asuntoja vaan paikkoja, joissa ihmiset elävät suuren osan elämästään. Se velvoittaa – niin materiaaleja valitessa kuin asiakkaista huolehtiessa.",
          author: "Mikko Lehtonen",
          role: "Toimitusjohtaja, Nordhem Oy",
        },
        {
          type: "teasers",
          heading: "Lisää meistä",
          items: [
            {
              title: "Uutiset ja tiedotteet",
              text: "Ajankohtaista kohteistamme, tonttikaupoista ja vastuullisuustyöstä.",
              url: NEWS,
              image: { src: "demo/city-skyline.jpg", alt: "Kaupungin siluetti hämärässä" },
            },
            {
              title: "Vastuullisuus",
              text: "Näin pienennämme rakentamiemme kotien hiilijalanjälkeä.",
              url: "/vastuullisuus/",
              image: { src: "demo/solar-roof.jpg", alt: "Aurinkopaneeleita asuinrakennuksen katolla" },
            },
            {
              title: "Referenssit",
              text: "Tutustu valmiisiin kohteisiimme Espoossa ja Tampereella.",
              url: REFERENCES,
              image: { src: "demo/exterior-waterfront.jpg", alt: "Asuinkortteli rannan tuntumassa" },
            },
            {
              title: "Ura",
              text: "Tule mukaan rakentamaan tulevaisuuden asuinalueita.",
              url: "/ura/",
              image: { src: "demo/construction-cranes.jpg", alt: "Rakennustyömaa ja nostureita" },
            },
          ],
        },
      ],
    },
    {
      path: NEWS,
      template: "newsRoom",
      title: "Uutiset ja tiedotteet",
      summary:
        "Nordhem Oy:n ajankohtaiset uutiset ja lehdistötiedotteet kohteista, tonttikaupoista ja vastuullisuudesta.",
      image: "demo/city-skyline.jpg",
      translationKey: "news-room",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Täältä löydät Nordhem Oy:n lehdistötiedotteet ja uutiset. Toimittajat voivat pyytää meiltä kommentteja, haastatteluja ja painokelpoisia kuvia.",
          ],
        },
        { type: "pageList", heading: "Tiedotteet", template: "pressRelease", pathPrefix: NEWS, limit: 12 },
        {
          type: "contact",
          heading: "Mediayhteydet",
          phone: "040 731 2201",
          email: "media@nordhem.fi",
          openingHours: "Arkisin klo 8.00–18.00",
          text: "Viestintäpäällikkö Laura Virtanen vastaa median yhteydenottoihin.",
        },
      ],
    },
    {
      path: `${NEWS}puistokaaren-myynti-alkaa/`,
      template: "pressRelease",
      title: "Nordhem aloittaa Puistokaaren myynnin Vantaan Tikkurilassa",
      summary:
        "As Oy Vantaan Puistokaaren 72 asuntoa nousevat Tikkurilan keskustan tuntumaan, kävelymatkan päähän juna-asemalta.",
      image: "demo/exterior-apartments.jpg",
      isCorporate: true,
      publishedAt: "2026-01-20T07:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem Oy aloittaa tänään As Oy Vantaan Puistokaaren myynnin. Seitsemänkerroksiseen kerrostaloon valmistuu 72 asuntoa yksiöistä neljän huoneen perheasuntoihin. Velattomat hinnat alkavat 189 000 eurosta 31 neliömetrin yksiöstä.",
            "– Tikkurila on yksi pääkaupunkiseudun kiinnostavimmista asuinalueista. Junalla pääsee Helsingin keskustaan alle 20 minuutissa ja lentoasemalle noin kymmenessä minuutissa. Odotamme kohteelle kysyntää erityisesti ensiasunnon ostajilta ja niiltä, jotka haluavat vaihtaa omakotitalosta helppohoitoiseen kerrostaloasuntoon, sanoo Nordhem Oy:n myyntijohtaja Anna Koskinen.",
            "Jokaiseen asuntoon tulee lasitettu parveke tai terassi, ja ylimmän kerroksen asunnoissa on oma kattoterassi. Pihalle rakennetaan leikkipaikka, viljelylaatikoita ja katettu pyöräkatos. Talo lämpiää kaukolämmöllä, ja katolle asennetaan aurinkopaneelit. Tavoitteena on energialuokka A.",
            "Kohde rakennetaan RS-järjestelmässä. Rakentaminen alkaa keväällä 2026, ja asuntojen arvioidaan valmistuvan syksyllä 2027. Myyntiesittely järjestetään Tikkurilan myyntitoimistossa lauantaina 31. tammikuuta.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "72", label: "asuntoa" },
            { value: "alk. 189 000 €", label: "velaton hinta" },
            { value: "syksy 2027", label: "arvioitu valmistuminen" },
          ],
        },
      ],
    },
    {
      path: `${NEWS}nordhem-ostaa-tontin-turun-linnakaupungista/`,
      template: "pressRelease",
      title: "Nordhem ostaa tontin noin 180 asunnolle Turun Linnakaupungista",
      summary:
        "Nordhem Oy on sopinut Turun kaupungin kanssa noin 11 000 kerrosneliömetrin asuinrakennusoikeuden ostamisesta Linnakaupungista.",
      image: "demo/nature-archipelago.jpg",
      isCorporate: true,
      publishedAt: "2026-05-12T07:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem Oy ja Turun kaupunki ovat allekirjoittaneet esisopimuksen kahden asuinkorttelitontin kaupasta Linnakaupungissa. Tonteille on kaavoitettu yhteensä noin 11 000 kerrosneliömetriä asuinrakennusoikeutta, mikä riittää noin 180 asuntoon.",
            "– Linnakaupunki on yksi Turun kiinnostavimmista kehitysalueista. Meri, Turun linna ja keskustan palvelut ovat aivan lähellä. Haluamme rakentaa alueelle viihtyisän korttelin, jossa on tilaa yhteisöllisyydelle ja vihreille pihoille, sanoo aluejohtaja Juha Salminen Nordhemin Turun aluetoimistosta.",
            "Kortteleiden katutasoon suunnitellaan liiketiloja, ja pihakannen alle tulee pysäköintilaitos. Nordhem aikoo rakentaa osan taloista puurunkoisina, ja koko kortteli on tarkoitus toteuttaa Joutsenmerkin kriteerien mukaisesti.",
            "Kauppahinta on noin 5,3 miljoonaa euroa. Lopullinen kauppa tehdään, kun rakennuslupa on lainvoimainen. Ensimmäisen talon rakentamisen arvioidaan alkavan vuonna 2027.",
          ],
        },
      ],
    },
    {
      path: `${NEWS}vahahiilinen-betoni-kaikkiin-kohteisiin/`,
      template: "pressRelease",
      title: "Nordhem siirtyy vähähiiliseen betoniin kaikissa uusissa kohteissaan",
      summary:
        "Kaikissa syyskuun 2026 jälkeen aloitettavissa Nordhemin kohteissa käytetään vähähiilistä betonia. Muutos pienentää runkojen hiilidioksidipäästöjä arviolta neljänneksellä.",
      image: "demo/construction-cranes.jpg",
      isCorporate: true,
      publishedAt: "2026-09-08T07:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem Oy käyttää kaikissa syyskuun 2026 jälkeen aloitettavissa asuntokohteissaan vähähiilistä betonia sekä paikallavalussa että elementeissä. Vähähiilisessä betonissa osa sementistä korvataan teollisuuden sivutuotteilla, kuten masuunikuonalla, mikä pienentää betonin hiilijalanjälkeä merkittävästi lujuudesta tinkimättä.",
            "– Betoni on kerrostalon suurin yksittäinen päästölähde. Kun vaihdamme vähähiiliseen betoniin koko tuotannossamme, rakennusrungon päästöt pienenevät arviolta 25 prosenttia. Se tarkoittaa vuositasolla noin 3 000 tonnia vähemmän hiilidioksidipäästöjä, kertoo Nordhem Oy:n vastuullisuuspäällikkö Elina Heikkinen.",
            "Muutos on valmisteltu yhdessä betonitoimittajien ja rakennesuunnittelijoiden kanssa. Pilottikohteina toimivat Espoon Kuusikallio ja Tampereen Rantakaari, joissa vähähiilisen betonin kuivumisaikoja, lujuutta ja työmaaolosuhteita seurattiin tarkasti. Kokemukset olivat hyviä myös talviolosuhteissa.",
            "Seuraavaksi Nordhem selvittää mahdollisuuksia käyttää kierrätysterästä raudoituksissa ja lisätä puun käyttöä rivitalojen rungoissa. Tavoitteena on puolittaa uusien asuntojen rakentamisen hiilijalanjälki vuoden 2020 tasosta vuoteen 2030 mennessä.",
          ],
        },
        {
          type: "quote",
          text: "Vähähiilinen betoni ei ole kokeilu vaan uusi normaali. Asukkaalle muutos ei näy mitenkään – ilmastolle se näkyy paljon.",
          author: "Elina Heikkinen",
          role: "Vastuullisuuspäällikkö, Nordhem Oy",
        },
      ],
    },

    // ---------------------------------------------------------------- Blog
    {
      path: BLOG,
      template: "blogList",
      title: "Nordhemin blogi",
      summary:
        "Vinkkejä, kokemuksia ja inspiraatiota sinulle, joka haaveilet uudesta kodista tai olet juuri muuttanut sellaiseen.",
      image: "demo/interior-living.jpg",
      translationKey: "blog",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Blogissa asuntomyyjämme, sisustussuunnittelijamme ja asiakaspalvelumme jakavat parhaat vinkkinsä – rahoituksesta ja sisustusvalinnoista ensimmäiseen talveen uudessa kodissa.",
          ],
        },
        { type: "pageList", heading: "Uusimmat kirjoitukset", template: "blogItem", pathPrefix: BLOG, limit: 12 },
      ],
    },
    {
      path: `${BLOG}nain-teet-sisustusvalinnat/`,
      template: "blogItem",
      title: "Näin teet sisustusvalinnat uuteen kotiin – ja pysyt budjetissa",
      summary:
        "Uusi keittiö, lattialämmitys vai lisää pistorasioita? Sisustussuunnittelija Noora Mäkelä kertoo, mihin lisävalintoihin rahat kannattaa käyttää.",
      image: "demo/interior-kitchen.jpg",
      publishedAt: "2026-02-26T08:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Kun ostat uuden asunnon Nordhemilta, saat laadukkaan perusvarustelun keittiöineen, kylpyhuoneineen, lattioineen ja kaapistoineen. Lisäksi voit tehdä sisustusvalintoja ja tilata lisä- ja muutostöitä – esimerkiksi vaihtaa keittiön ovet, kylpyhuoneen laatat tai parketin sävyn tai lisätä pistorasioita. Valintojen määräaika tulee usein yllättävän aikaisin, tyypillisesti 6–9 kuukautta ennen asunnon valmistumista, joten suunnittelu kannattaa aloittaa ajoissa.",
            "– Moni käyttää paljon rahaa siihen, mikä näyttää hyvältä esittelyssä, kuten laattoihin ja hanoihin. Neuvon aloittamaan asioista, joita on vaikea tai kallis muuttaa myöhemmin, sanoo sisustussuunnittelija Noora Mäkelä, joka on auttanut jo yli tuhatta Nordhemin asiakasta.",
          ],
        },
        {
          type: "text",
          heading: "Aloita siitä, mitä on vaikea muuttaa myöhemmin",
          paragraphs: [
            "Sähköpisteet, lattialämmitys ja valaisinpisteiden paikat ovat hyviä esimerkkejä. Ylimääräinen pistorasia sängyn viereen tai valaisinpiste ruokapöydän yläpuolelle maksaa rakennusvaiheessa vain vähän, mutta jälkikäteen asennus on kallista ja työlästä. Sama koskee seinän vahvistamista raskaan television tai hyllyjen kohdalle.",
            "Maalipinnat, valaisimet ja kaapinvetimet voit helposti vaihtaa itse myöhemmin. Jos budjetti on tiukka, ne kannattaa jättää odottamaan.",
          ],
        },
        {
          type: "text",
          heading: "Päätä budjetti – ja pidä siitä kiinni",
          paragraphs: [
            "Päätä kokonaissumma ennen kuin aloitat valinnat, ja jaa se huoneittain. Muista, että lisä- ja muutostyöt laskutetaan ennen muuttoa, joten ne on otettava huomioon rahoituksessa. Keskustele pankin kanssa ajoissa, niin tiedät liikkumavarasi.",
            "Sivuni-palvelussa näet jokaisen valinnan hinnan heti, ja kokonaissumma päivittyy jatkuvasti. Voit tallentaa valinnat ja palata niihin niin monta kertaa kuin haluat ennen määräaikaa.",
          ],
        },
        {
          type: "quote",
          text: "Paras lisävalinta on usein se, jota ei huomaa: ylimääräinen pistorasia juuri siellä, missä sitä oikeasti tarvitaan.",
          author: "Noora Mäkelä",
          role: "Sisustussuunnittelija, Nordhem",
        },
      ],
    },
    {
      path: `${BLOG}mika-on-rs-jarjestelma/`,
      template: "blogItem",
      title: "Mikä on RS-järjestelmä ja miten se suojaa ostajaa?",
      summary:
        "Lähes kaikki uudiskohteemme rakennetaan RS-järjestelmässä. Kerromme, mitä se tarkoittaa ostajalle ja miten velaton hinta ja yhtiölaina liittyvät toisiinsa.",
      image: "demo/construction-cranes.jpg",
      publishedAt: "2026-06-09T08:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "RS-järjestelmä eli rakentamisvaiheen suojajärjestelmä perustuu asuntokauppalakiin. Sen tarkoitus on turvata ostajan rahat silloin, kun asunto ostetaan ennen kuin se on valmis.",
          ],
        },
        {
          type: "text",
          heading: "Näin RS-järjestelmä toimii",
          paragraphs: [
            "Rakentajan on asetettava asunto-osakeyhtiön hyväksi rakentamisvaiheen vakuus, joka on vähintään viisi prosenttia rakennuttamiskustannuksista. Kauppahinta maksetaan erissä, jotka eivät saa ylittää rakentamisen edistymistä. Lisäksi kohteelle nimetään rakennusvalvoja, joka valvoo ostajien puolesta rakentamisen laatua ja aikataulua.",
          ],
        },
        {
          type: "text",
          heading: "Velaton hinta ja yhtiölaina",
          paragraphs: [
            "Uudiskohteissa osa asunnon hinnasta rahoitetaan usein taloyhtiön lainalla. Asunnon velaton hinta koostuu myyntihinnasta, jonka maksat itse, ja asunnon osuudesta yhtiölainaan. Yhtiölainaa lyhennetään rahoitusvastikkeella, ja oman osuuden voi yleensä maksaa pois kertasuorituksena hallituksen päättäminä ajankohtina.",
            "Kysy aina, kuinka pitkä lainan lyhennysvapaa on ja paljonko rahoitusvastike on sen päätyttyä. Asuntomyyjämme laskee kanssasi mielellään, millaisiksi kuukausikulut muodostuvat eri vaihtoehdoissa.",
          ],
        },
        {
          type: "facts",
          heading: "Esimerkki: kaksio 48 m²",
          items: [
            { value: "259 000 €", label: "velaton hinta" },
            { value: "77 700 €", label: "myyntihinta (30 %)" },
            { value: "181 300 €", label: "osuus yhtiölainasta" },
          ],
        },
        {
          type: "text",
          heading: "Ei varainsiirtoveroa",
          paragraphs: [
            "Kun ostat uuden asunnon suoraan rakentajalta ensimmäisenä omistajana, varainsiirtoveroa ei makseta. Se on selvä etu verrattuna käytettyyn asuntoon, josta vero on 1,5 prosenttia velattomasta hinnasta.",
          ],
        },
      ],
    },
    {
      path: `${BLOG}ensimmainen-talvi-uudessa-kodissa/`,
      template: "blogItem",
      title: "Ensimmäinen talvi uudessa kodissa: näin varaudut",
      summary:
        "Rakenteet kuivuvat, talo asettuu ja ilmanvaihto hakee rytmiään. Asiakaspalvelumme kokosi vinkit, joilla ensimmäinen talvi sujuu helposti.",
      image: "demo/exterior-winter.jpg",
      publishedAt: "2026-11-17T08:00:00Z",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Ensimmäinen talvi uudessa kodissa on erityinen. Rakenteet kuivuvat, talo asettuu, ja ilmanvaihto- ja lämmitysjärjestelmä hakevat omaa rytmiään. Asiakaspalvelumme kokosi vinkit, joiden avulla talvi sujuu helposti.",
          ],
        },
        {
          type: "text",
          heading: "Pidä ilmanvaihto päällä",
          paragraphs: [
            "Uudet talot ovat hyvin tiiviitä, ja koneellinen ilmanvaihto huolehtii raikkaasta ilmasta ja kosteuden poistosta. Älä sammuta ilmanvaihtoa edes matkan ajaksi. Vaihda suodattimet käyttö- ja huolto-ohjeen mukaan, yleensä kahdesti vuodessa. Ikkunoiden huurtuminen sisäpuolelta kertoo usein liian korkeasta sisäilman kosteudesta.",
          ],
        },
        {
          type: "text",
          heading: "Pienet halkeamat ovat normaaleja",
          paragraphs: [
            "Puu ja tasoitteet kutistuvat, kun rakenteet kuivuvat ensimmäisen lämmityskauden aikana. Nurkkiin ja listojen kohdalle voi syntyä pieniä halkeamia. Tämä on tavallista, ja halkeamat korjataan vuositarkastuksen yhteydessä. Kirjaa havaintosi ja ota valokuvia, niin tarkastus sujuu nopeammin.",
          ],
        },
        {
          type: "text",
          heading: "Lumi, jää ja parveke",
          paragraphs: [
            "Taloyhtiön yhteisten alueiden lumityöt hoitaa huoltoyhtiö, mutta oman terassin tai parvekkeen lumet ovat asukkaan vastuulla. Käytä muovista lumilapiota, jottei vedeneriste tai terassilaudat vahingoitu, ja pidä kaivot ja syöksytorvet auki suojasäällä.",
            "Onko mielessäsi kysyttävää? Jätä viesti Sivuni-palvelun kautta tai ota yhteyttä asiakaspalveluun – autamme mielellämme.",
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Inspiration
    {
      path: "/inspiraatio/fiksut-sailytysratkaisut/",
      template: "inspiration",
      title: "Fiksut säilytysratkaisut pieniin ja suuriin koteihin",
      summary:
        "Pienellä suunnittelulla tavaroille löytyy enemmän tilaa kuin uskoisit – myös pienessä asunnossa. Kokosimme seitsemän vinkkiä, jotka vapauttavat lattiatilaa ja helpottavat arkea.",
      image: "demo/interior-bedroom.jpg",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Säilytystila on yksi ensimmäisistä asioista, joista asiakkaamme kysyvät esittelyssä. Onneksi hyvä säilytys on enemmän fiksuja valintoja kuin neliöitä. Sisustussuunnittelijamme kokosivat ratkaisut, jotka toimivat uusissa kodeissa parhaiten.",
          ],
        },
        {
          type: "text",
          heading: "Seitsemän vinkkiä lisätilaan",
          paragraphs: [
            "1. Hyödynnä korkeus. Kattoon asti ulottuvat vaatekaapit tuovat jopa 30 prosenttia enemmän tilaa kuin vakiokorkuiset. Nosta kausivaatteet ja matkalaukut ylimmille hyllyille.",
            "2. Valitse sänky, jossa on laatikot. Sängyn alla on usein kodin suurin käyttämätön tila.",
            "3. Ota eteinen käyttöön. Vain 25 senttimetriä syvä kenkäkaappi vie vähän tilaa, mutta siihen mahtuu yli kaksikymmentä kenkäparia.",
            "4. Järjestä irtaimistovarasto. Seinäkiskot ja koukut pyörille, suksille ja lastenrattaille pitävät lattian vapaana.",
            "5. Rakenna ikkunan alle penkki. Laatikoilla varustettu ikkunapenkki toimii sekä lukunurkkana että lelujen ja viltien säilytyspaikkana.",
            "6. Valitse keittiöön vetolaatikot. Täysin ulosvedettävistä laatikoista tavarat löytyvät helpommin kuin ovellisista kaapeista.",
            "7. Ole rehellinen tarpeillesi. Paras säilytystila on se, jota ei tarvita – perusteellinen karsinta ennen muuttoa tekee ihmeitä.",
          ],
        },
        {
          type: "image",
          image: { src: "demo/interior-bedroom.jpg", alt: "Vaalea makuuhuone, jossa on kattoon asti ulottuvat kaapit" },
          caption:
            "Kattoon asti ulottuvat kaapit ja sängyn alla olevat laatikot tuovat paljon säilytystilaa pieneenkin makuuhuoneeseen.",
        },
        {
          type: "teasers",
          heading: "Lisää inspiraatiota",
          items: [
            {
              title: "Lasitettu parveke ympäri vuoden",
              text: "Kalusteet, kasvit ja valot, jotka pidentävät parvekekautta.",
              url: "/inspiraatio/lasitettu-parveke-ympari-vuoden/",
              image: { src: "demo/exterior-apartments.jpg", alt: "Kerrostalo, jossa on parvekkeita iltavalossa" },
            },
            {
              title: "Näin teet sisustusvalinnat",
              text: "Priorisoi oikein ja pysy budjetissa.",
              url: `${BLOG}nain-teet-sisustusvalinnat/`,
              image: { src: "demo/interior-kitchen.jpg", alt: "Keittiö, jossa on keittiösaareke" },
            },
          ],
        },
      ],
    },
    {
      path: "/inspiraatio/lasitettu-parveke-ympari-vuoden/",
      template: "inspiration",
      title: "Lasitettu parveke ilahduttaa ympäri vuoden",
      summary:
        "Parvekelasien ansiosta parveke on lisähuone maaliskuusta marraskuuhun – ja tunnelmallinen paikka vielä keskellä talveakin.",
      image: "demo/exterior-apartments.jpg",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Lähes kaikissa rakentamissamme kerrostaloasunnoissa on lasitettu parveke. Asukkaamme kertovat, että se on keväästä syksyyn kodin ahkerimmassa käytössä oleva huone. Tässä vinkit, joilla parvekekausi pitenee.",
          ],
        },
        {
          type: "text",
          heading: "Kevät: kylvöt ja suunnitelmat",
          paragraphs: [
            "Kun aurinko alkaa lämmittää, lasitettu parveke on kodin ensimmäinen kesäpaikka. Esikasvata yrttejä ja kesäkukkia jo huhtikuussa – lasien suojassa lämpötila nousee päivisin selvästi ulkoilmaa korkeammaksi. Valitse kasvit ilmansuunnan mukaan: etelään antavalla parvekkeella viihtyvät laventeli ja tomaatti, pohjoisen puolella saniaiset ja hortensiat.",
          ],
        },
        {
          type: "text",
          heading: "Kesä: varjoa ja muunneltavia kalusteita",
          paragraphs: [
            "Helteellä lasitettu parveke voi kuumentua nopeasti. Pidä osa laseista auki, jotta ilma kiertää, ja valitse verhoksi vaalea, ilmava kangas tai rullaverho. Kokoontaitettavat tuolit ja kaiteeseen kiinnitettävä pöytä jättävät tilaa liikkua pienelläkin parvekkeella.",
          ],
        },
        {
          type: "text",
          heading: "Syksy ja talvi: valoa ja lämpimiä tekstiilejä",
          paragraphs: [
            "Villaiset torkkupeitot, lampaantalja ja paristokäyttöiset led-kynttilät tekevät parvekkeesta tunnelmallisen myös pimeänä vuodenaikana. Muista, että parvekelasit eivät ole täysin tiiviit: lasien välinen rako on tarkoituksellinen, jotta kosteus pääsee poistumaan.",
            "Tarkista taloyhtiön järjestyssäännöistä ennen kuin asennat parvekkeelle markiisin, lämmittimen tai kiinteitä kalusteita. Hiiligrillin ja avotulen käyttö parvekkeella on yleensä kielletty.",
          ],
        },
        {
          type: "teasers",
          heading: "Lisää inspiraatiota",
          items: [
            {
              title: "Fiksut säilytysratkaisut",
              text: "Seitsemän vinkkiä, jotka tuovat lisää tilaa arkeen.",
              url: "/inspiraatio/fiksut-sailytysratkaisut/",
              image: { src: "demo/interior-bedroom.jpg", alt: "Makuuhuone vaaleissa sävyissä" },
            },
            {
              title: "Löydä koti, jossa on lasitettu parveke",
              text: "Katso myytävät asunnot pääkaupunkiseudulla, Tampereella ja Turussa.",
              url: "/myytavat-asunnot/",
              image: { src: "demo/exterior-waterfront.jpg", alt: "Asuinkortteli veden äärellä" },
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- FAQ
    {
      path: "/usein-kysyttya/",
      template: "faq",
      title: "Usein kysyttyä uuden asunnon ostamisesta",
      summary:
        "Miten varaus, RS-järjestelmä, maksuerät ja takuuaika toimivat, kun ostat uuden asunnon? Vastaamme yleisimpiin kysymyksiin.",
      image: "demo/interior-living.jpg",
      translationKey: "faq",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Rakenteilla olevan asunnon ostaminen eroaa jonkin verran käytetyn asunnon kaupasta. Kokosimme tälle sivulle kysymykset, joita asiakkaamme kysyvät meiltä useimmin. Jos et löydä vastausta, asiakaspalvelumme auttaa mielellään.",
          ],
        },
        {
          type: "faq",
          sectionId: "uuden-asunnon-ostaminen",
          heading: "Uuden asunnon ostaminen",
          items: [
            {
              question: "Miten ostan asunnon Nordhemilta?",
              answer:
                "Kun kohteen myynti alkaa, voit varata asunnon verkossa tai asuntomyyjämme kautta. Varauksen yhteydessä maksat varausmaksun, ja varaus on voimassa sovitun ajan, yleensä kaksi viikkoa. Sinä aikana voit järjestää rahoituksen. Kun rahoitus on kunnossa, allekirjoitamme kauppakirjan.",
            },
            {
              question: "Paljonko varausmaksu on?",
              answer:
                "Varausmaksu on yleensä 2 000–5 000 euroa asunnon hinnasta riippuen. Kun teet kaupat, varausmaksu hyvitetään kauppahinnassa. Varauksen peruuttamisen ehdot kerrotaan varaussopimuksessa.",
            },
            {
              question: "Mitä eroa on velattomalla hinnalla ja myyntihinnalla?",
              answer:
                "Velaton hinta on asunnon kokonaishinta. Se koostuu myyntihinnasta, jonka maksat itse, ja asunnon osuudesta taloyhtiön lainaan eli yhtiölainaan. Yhtiölainaa lyhennetään rahoitusvastikkeella.",
            },
            {
              question: "Mitä tapahtuu, jos kohteen rakentaminen ei käynnisty?",
              answer:
                "Rakentaminen alkaa, kun riittävä osa asunnoista on myyty ja viranomaisluvat ovat kunnossa. Jos ennakkomarkkinoinnissa ollut kohde ei toteudu, palautamme varausmaksun sinulle kokonaisuudessaan.",
            },
            {
              question: "Voinko myydä asuntoni ennen sen valmistumista?",
              answer:
                "Kyllä. RS-kohteen asunnon voi myydä jo rakentamisvaiheessa, ja uusi ostaja tulee kauppakirjassa sinun tilallesi. Kaupasta on ilmoitettava Nordhemille. Ostaja maksaa tällöin varainsiirtoveron tavalliseen tapaan.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "maksaminen-ja-rahoitus",
          heading: "Maksaminen ja rahoitus",
          items: [
            {
              question: "Miten kauppahinta maksetaan?",
              answer:
                "RS-kohteessa kauppahinta maksetaan yleensä kahdessa tai useammassa erässä. Ensimmäinen erä maksetaan kaupanteon yhteydessä ja viimeinen ennen avainten luovutusta. Maksuerät on sidottu rakentamisen etenemiseen, ja ne kirjataan kauppakirjaan.",
            },
            {
              question: "Maksanko varainsiirtoveron?",
              answer:
                "Et, jos ostat uuden asunnon suoraan Nordhemilta ensimmäisenä omistajana. Varainsiirtovero maksetaan vasta, jos asunto myöhemmin myydään eteenpäin.",
            },
            {
              question: "Voinko käyttää ASP-lainaa uuteen asuntoon?",
              answer:
                "Kyllä. ASP-lainaa voi käyttää ensiasunnon ostamiseen myös uudiskohteessa. Kun olet säästänyt ASP-tilille ehtojen mukaisesti, saat lainalle valtion takauksen ja korkotukea. Kysy lisätietoja omasta pankistasi.",
            },
            {
              question: "Mitä vastikkeita asunnosta maksetaan?",
              answer:
                "Hoitovastikkeella katetaan esimerkiksi lämmitys, kiinteistönhuolto ja isännöinti. Jos asunnolla on osuus yhtiölainasta, maksat lisäksi rahoitusvastiketta. Vesimaksu laskutetaan yleensä kulutuksen mukaan. Arvioidut vastikkeet löytyvät kohteen myyntiesitteestä.",
            },
            {
              question: "Voinko maksaa yhtiölainaosuuteni pois?",
              answer:
                "Kyllä. Yhtiölainaosuuden voi yleensä maksaa pois kertasuorituksena taloyhtiön hallituksen päättäminä ajankohtina, tavallisesti kahdesti vuodessa.",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "muutto-ja-takuuaika",
          heading: "Muutto ja takuuaika",
          items: [
            {
              question: "Milloin saan tietää valmistumispäivän?",
              answer:
                "Kauppakirjassa on arvioitu valmistumisaika. Ilmoitamme tarkan valmistumis- ja avainten luovutuspäivän viimeistään kaksi kuukautta etukäteen. Rakentamisen etenemistä voit seurata Sivuni-palvelussa.",
            },
            {
              question: "Mikä on ennakkotarkastus?",
              answer:
                "Ennen asunnon valmistumista pääset tarkastamaan asuntosi yhdessä Nordhemin edustajan kanssa. Havaitut puutteet kirjataan pöytäkirjaan ja korjataan ennen muuttoa tai mahdollisimman pian sen jälkeen.",
            },
            {
              question: "Kuinka pitkä takuuaika uudessa asunnossa on?",
              answer:
                "Takuuaika on kaksi vuotta asunnon valmistumisesta. Sen aikana ilmenneet virheet korjataan, ja takuuajan päättyessä taloyhtiössä pidetään takuutarkastus. Rakennusvirheistä vastaamme asuntokauppalain mukaisesti kymmenen vuoden ajan.",
            },
            {
              question: "Mikä on vuositarkastus?",
              answer:
                "Noin vuoden kuluttua valmistumisesta käymme läpi ensimmäisen vuoden aikana ilmenneet asiat, kuten kutistumishalkeamat tai säätöä vaativat ovet. Asukkaat voivat ilmoittaa havainnoistaan etukäteen.",
            },
            {
              question: "Miten teen virheilmoituksen?",
              answer:
                "Kirjaudu Sivuni-palveluun ja valitse Ota yhteyttä. Kuvaa virhe ja sen sijainti asunnossa ja liitä mukaan valokuvia. Kiireellisissä tilanteissa, kuten vesivuodossa, soita heti huoltoyhtiön päivystysnumeroon, joka löytyy porrashuoneen ilmoitustaululta.",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Careers
    {
      path: "/ura/",
      template: "careerStandard",
      title: "Ura Nordhemilla",
      summary:
        "Tule rakentamaan tulevaisuuden asuinalueita. Nordhemilla saat vastuuta jo alusta alkaen, hyvät työkaverit ja mahdollisuuden nähdä työsi tulokset kaupunkikuvassa.",
      image: "demo/construction-cranes.jpg",
      translationKey: "careers",
      isCorporate: true,
      blocks: [
        {
          type: "hero",
          heading: "Rakenna koteja – ja omaa uraasi",
          text: "Nordhemilla saat vastuuta jo alusta alkaen, kokeneita kollegoita tueksesi ja mahdollisuuden nähdä työsi jäljen vuosikymmenten ajan.",
          image: {
            src: "demo/construction-cranes.jpg",
            alt: "Rakennustyömaa, jossa on nostureita ja rakenteilla oleva kerrostalo",
          },
          link: { text: "Katso avoimet työpaikat", url: "/ura/avoimet-tyopaikat/" },
        },
        {
          type: "text",
          heading: "Miksi Nordhem?",
          paragraphs: [
            "Teemme lähes kaiken itse – tonttien hankinnasta ja kaavoituksesta myyntiin, rakentamiseen ja asiakaspalveluun. Siksi meillä on paljon erilaisia tehtäviä ja hyvät mahdollisuudet kehittyä myös oman alan ulkopuolelle. Moni esihenkilöistämme aloitti meillä harjoittelijana, insinöörinä tai asuntomyyjänä.",
            "Turvallisuus on aina etusijalla. Jokaisen työmaillamme työskentelevän, oli hän oma työntekijämme tai aliurakoitsijan palveluksessa, pitää päästä joka päivä turvallisesti kotiin. Tarjoamme perehdytysohjelman, mentoroinnin uusille työntekijöille sekä alan hyvää tasoa olevat palkka- ja työsuhde-edut.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "170", label: "työntekijää Suomessa" },
            { value: "35", label: "kesätyöntekijää ja harjoittelijaa vuosittain" },
            { value: "84 %", label: "suosittelee Nordhemia työpaikkana (henkilöstökysely 2025)" },
          ],
        },
        {
          type: "quote",
          text: "Tulin Nordhemille kesätyöntekijäksi Leppävaaran työmaalle vuonna 2014. Nyt johdan itse työmaata, ja vieläkin saan tukea kokeneemmilta kollegoilta aina kun sitä tarvitsen.",
          author: "Ville Korhonen",
          role: "Vastaava työnjohtaja, Espoo",
        },
        {
          type: "teasers",
          heading: "Löydä oma polkusi",
          items: [
            {
              title: "Avoimet työpaikat",
              text: "Katso avoimet tehtävämme pääkaupunkiseudulla, Tampereella ja Turussa.",
              url: "/ura/avoimet-tyopaikat/",
            },
            {
              title: "Opiskelijoille",
              text: "Kesätyö, harjoittelu tai opinnäytetyö – aloita urasi meillä.",
              url: "/ura/opiskelijoille/",
            },
            {
              title: "Nordhemilaisten tarinoita",
              text: "Tutustu kollegoihin, jotka kertovat arjestaan Nordhemilla.",
              url: "/ura/nordhemilaisten-tarinoita/",
            },
          ],
        },
      ],
    },
    {
      path: "/ura/avoimet-tyopaikat/",
      template: "availableJobs",
      title: "Avoimet työpaikat",
      summary: "Etsimme uusia kollegoita asuntokehitykseen, rakentamiseen, myyntiin ja asiakaspalveluun.",
      image: "demo/office.jpg",
      translationKey: "career-jobs",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Etsimme uusia kollegoita asuntokehitykseen, rakentamiseen, myyntiin ja asiakaspalveluun. Hae rohkeasti, vaikka et täyttäisi kaikkia vaatimuksia – arvostamme motivaatiota ja yhteistyötaitoja.",
          ],
        },
        { type: "jobList", heading: "Avoimet tehtävät Nordhem Oy:ssä" },
        {
          type: "contact",
          heading: "Kysyttävää työskentelystä Nordhemilla?",
          email: "rekrytointi@nordhem.fi",
          text: "Etkö löytänyt sopivaa tehtävää? Lähetä meille avoin hakemus ja CV, niin otamme yhteyttä, kun sinulle sopiva paikka avautuu.",
        },
      ],
    },
    {
      path: "/ura/opiskelijoille/",
      template: "careerStandard",
      title: "Opiskelijoille ja harjoittelijoille",
      summary:
        "Opiskeletko rakennusalaa, arkkitehtuuria tai kiinteistöalaa? Nordhemilla pääset oikeisiin töihin kokeneiden kollegoiden rinnalle.",
      image: "demo/construction-timber.jpg",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          heading: "Kesätyö työmaalla tai toimistolla",
          paragraphs: [
            "Palkkaamme joka kesä noin 35 opiskelijaa työmaille ja toimistoihimme Helsinkiin, Espooseen, Vantaalle, Tampereelle ja Turkuun. Työmaalla pääset mukaan työnjohdon tehtäviin, laadunvarmistukseen ja hankintoihin. Toimistolla voit työskennellä esimerkiksi suunnittelunohjauksessa, myynnissä tai taloushallinnossa.",
            "Jokaiselle kesätyöntekijälle nimetään oma ohjaaja, ja kesän alussa järjestämme yhteiset perehdytyspäivät.",
          ],
        },
        {
          type: "text",
          heading: "Harjoittelu ja opinnäytetyö",
          paragraphs: [
            "Tarjoamme työharjoittelupaikkoja ammattikorkeakoulujen ja yliopistojen opiskelijoille sekä aiheita opinnäyte- ja diplomitöihin. Olemme tehneet yhteistyötä muun muassa Aalto-yliopiston, Tampereen yliopiston ja Metropolia Ammattikorkeakoulun kanssa esimerkiksi hiilijalanjäljen laskennasta, teollisesta rakentamisesta ja asumisviihtyvyydestä.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "35", label: "kesätyöntekijää vuosittain" },
            { value: "12", label: "opinnäytetyötä viimeisen kolmen vuoden aikana" },
            { value: "2 / 3", label: "harjoittelijoista jatkaa meillä valmistuttuaan" },
          ],
        },
      ],
    },
    {
      path: "/ura/nordhemilaisten-tarinoita/",
      template: "careerStandard",
      title: "Nordhemilaisten tarinoita",
      summary:
        "Tutustu tuleviin kollegoihisi: projektipäällikkö, asuntomyyjä ja työnjohtaja kertovat työstään Nordhemilla.",
      image: "demo/office.jpg",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: ["Millaista on työskennellä Nordhemilla? Kysyimme kolmelta kollegalta eri puolilta yritystä."],
        },
        {
          type: "quote",
          text: "Parasta työssäni on seurata hanketta tyhjästä tontista eläväksi asuinalueeksi. Puistokaaressa olen ollut mukana ensimmäisestä luonnoksesta asti.",
          author: "Sanna Laine",
          role: "Projektipäällikkö, Helsinki",
        },
        {
          type: "quote",
          text: "Moni asiakkaistani ostaa ensimmäistä omaa kotiaan. On hienoa saada olla mukana siinä matkassa – ja ojentaa lopuksi avaimet.",
          author: "Antti Nieminen",
          role: "Asuntomyyjä, Vantaa",
        },
        {
          type: "quote",
          text: "Meillä saa kysyä. Vastavalmistuneena sain kokeneen työparin, joka jaksoi neuvoa – nyt neuvon itse kesätyöntekijöitä.",
          author: "Jenna Hämäläinen",
          role: "Työnjohtaja, Tampere",
        },
        {
          type: "teasers",
          items: [
            {
              title: "Haluatko meille töihin?",
              text: "Katso kaikki Nordhem Oy:n avoimet työpaikat.",
              url: "/ura/avoimet-tyopaikat/",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Campaign
    {
      path: CAMPAIGN,
      template: "campaign",
      title: "Maksamme hoitovastikkeesi vuoden ajan",
      summary:
        "Kun teet kaupat As Oy Vantaan Puistokaaren asunnosta 1.4.–30.6.2026, maksamme asuntosi hoitovastikkeet ensimmäisten 12 kuukauden ajalta.",
      image: "demo/interior-living.jpg",
      translationKey: "campaign",
      blocks: [
        {
          type: "hero",
          heading: "Ensimmäinen vuosi ilman hoitovastiketta",
          text: "Koskee As Oy Vantaan Puistokaaren asuntoja, joiden kauppakirja allekirjoitetaan 1.4.–30.6.2026.",
          image: { src: "demo/interior-living.jpg", alt: "Valoisa olohuone, jossa on suuret ikkunat" },
          link: { text: "Katso myytävät asunnot", url: "/myytavat-asunnot/" },
        },
        {
          type: "text",
          heading: "Näin etu toimii",
          paragraphs: [
            "Kun ostat asunnon Puistokaaresta kampanja-aikana, Nordhem maksaa asuntosi hoitovastikkeet taloyhtiölle 12 kuukauden ajalta asunnon valmistumisesta lukien. Esimerkiksi 55 neliömetrin kaksiossa etu on noin 2 900 euroa.",
            "Etu hyvitetään suoraan taloyhtiölle, joten sinun ei tarvitse tehdä mitään. Rahoitusvastike ja kulutuksen mukaan laskutettava vesimaksu eivät sisälly etuun.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "12 kk", label: "hoitovastikkeet maksettuna" },
            { value: "72", label: "asuntoa Tikkurilassa" },
            { value: "alle 20 min", label: "junalla Helsingin keskustaan" },
          ],
        },
        {
          type: "faq",
          sectionId: "kampanjan-ehdot",
          heading: "Kampanjan ehdot",
          items: [
            {
              question: "Ketä kampanja koskee?",
              answer:
                "Kampanja koskee kaikkia, jotka allekirjoittavat kauppakirjan As Oy Vantaan Puistokaaren asunnosta 1.4.–30.6.2026.",
            },
            {
              question: "Voinko saada edun hinnanalennuksena?",
              answer:
                "Et. Etu maksetaan hoitovastikkeina suoraan taloyhtiölle, eikä sitä voi vaihtaa rahaksi tai hinnanalennukseksi.",
            },
            {
              question: "Mitä tapahtuu, jos myyn asunnon ensimmäisen vuoden aikana?",
              answer: "Etu siirtyy asunnon mukana uudelle omistajalle jäljellä olevien kuukausien osalta.",
            },
            {
              question: "Voiko kampanjaa yhdistää muihin etuihin?",
              answer: "Ei, kampanjaa ei voi yhdistää muihin Puistokaaren alennuksiin tai kampanjoihin.",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Customer service
    {
      path: "/asiakaspalvelu/",
      template: "customerService",
      title: "Asiakaspalvelu",
      summary:
        "Oletko ostanut asunnon Nordhemilta tai haluatko kysyä kohteistamme? Asiakaspalvelumme auttaa puhelimitse, sähköpostitse ja Sivuni-palvelussa.",
      image: "demo/office.jpg",
      translationKey: "customer-service",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Autamme kaikessa kauppakirjaan ja sisustusvalintoihin liittyvistä kysymyksistä muuton jälkeisiin virheilmoituksiin. Jos olet jo ostanut asunnon meiltä, löydät useimmat vastaukset ja asiakirjasi Sivuni-palvelusta. Siellä voit myös jättää virheilmoituksen ja seurata sen käsittelyä.",
          ],
        },
        {
          type: "contact",
          heading: "Ota yhteyttä asiakaspalveluun",
          phone: "010 731 7310",
          email: "asiakaspalvelu@nordhem.fi",
          openingHours: "Ma–pe klo 8.00–16.00",
          text: "Kiireellisissä vikatilanteissa, kuten vesivuodossa, soita taloyhtiön huoltoyhtiön päivystysnumeroon. Numero löytyy porrashuoneen ilmoitustaululta.",
        },
        {
          type: "teasers",
          items: [
            {
              title: "Sivuni",
              text: "Asiakirjat, sisustusvalinnat ja rakentamisen aikajana.",
              url: "/sivuni/",
            },
            {
              title: "Jätä viesti tai virheilmoitus",
              text: "Kuvaa asia ja liitä mukaan valokuvat.",
              url: "/sivuni/ota-yhteytta/",
            },
            {
              title: "Usein kysyttyä",
              text: "Vastauksia uuden asunnon ostamisesta.",
              url: "/usein-kysyttya/",
            },
          ],
        },
        {
          type: "faq",
          sectionId: "asiakaspalvelu",
          heading: "Yleisimmät kysymykset asiakaspalvelulle",
          items: [
            {
              question: "Miten kirjaudun Sivuni-palveluun?",
              answer:
                "Voit kirjautua pankkitunnuksilla, mobiilivarmenteella tai sähköpostiosoitteella ja salasanalla, jotka loit kaupanteon yhteydessä. Jos olet unohtanut salasanasi, voit luoda uuden kirjautumissivulla.",
            },
            {
              question: "Mistä löydän käyttö- ja huolto-ohjeet?",
              answer:
                "Kaikki asuntoasi koskevat asiakirjat, kuten kauppakirja, pohjapiirustukset sekä asukkaan käyttö- ja huolto-ohje, löytyvät Sivuni-palvelusta kohdasta Asiakirjat.",
            },
            {
              question: "Kuinka nopeasti virheilmoitukseen vastataan?",
              answer:
                "Vahvistamme ilmoituksen vastaanottamisen kahden arkipäivän kuluessa ja sovimme korjauksesta kanssasi. Takuuaikana rakentamiseen liittyvien virheiden korjaukset ovat sinulle maksuttomia.",
            },
            {
              question: "Kuka vastaa taloyhtiön yhteisistä tiloista?",
              answer:
                "Yhteisten tilojen ja pihan hoidosta vastaavat taloyhtiön hallitus, isännöitsijä ja huoltoyhtiö. Takuuaikana Nordhem korjaa rakentamiseen liittyvät virheet myös yhteisissä tiloissa.",
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Sustainability
    {
      path: "/vastuullisuus/",
      template: "sustainabilityStart",
      title: "Vastuullisuus",
      summary:
        "Haluamme rakentaa koteja, jotka ovat hyviä sekä ihmisille että ilmastolle – tänään ja viidenkymmenen vuoden päästä. Lue, miten työskentelemme.",
      image: "demo/solar-roof.jpg",
      translationKey: "sustainability",
      blocks: [
        {
          type: "hero",
          heading: "Hyviä koteja ihmisille ja ilmastolle",
          text: "Tavoitteenamme on puolittaa uusien asuntojen rakentamisen hiilijalanjälki vuoteen 2030 mennessä.",
          image: { src: "demo/solar-roof.jpg", alt: "Aurinkopaneeleita asuinrakennuksen katolla" },
        },
        {
          type: "text",
          heading: "Näin työskentelemme",
          paragraphs: [
            "Rakennettu ympäristö aiheuttaa noin kolmanneksen Suomen kasvihuonekaasupäästöistä. Asuntorakentajana meillä on siksi erityinen vastuu – ja suuri mahdollisuus. Pienennämme järjestelmällisesti materiaalien, kuljetusten ja työmaiden päästöjä ja rakennamme koteja, jotka kuluttavat vähän energiaa myös asumisen aikana.",
            "Vertailuvuotena on 2020. Vuonna 2025 rakentamisen hiilijalanjälki neliömetriä kohden oli pienentynyt 28 prosenttia. Raportoimme edistymisestä vuosittain konsernin vastuullisuusraportissa.",
          ],
        },
        {
          type: "facts",
          items: [
            { value: "−28 %", label: "hiilijalanjälki neliömetriä kohden vuodesta 2020" },
            { value: "A", label: "energialuokka kaikissa uusissa kerrostaloissamme" },
            { value: "85 %", label: "työmaajätteestä hyödynnettiin materiaalina vuonna 2025" },
            { value: "100 %", label: "uusiutuvaa sähköä työmailla" },
          ],
        },
        {
          type: "teasers",
          heading: "Lue lisää vastuullisuustyöstämme",
          items: [
            {
              title: "Ilmasto ja energia",
              text: "Energiatehokkaat kodit, maalämpö ja aurinkosähkö.",
              url: "/vastuullisuus/ilmasto-ja-energia/",
              image: { src: "demo/solar-roof.jpg", alt: "Aurinkopaneeleita katolla" },
            },
            {
              title: "Materiaalit ja kiertotalous",
              text: "Vähähiilinen betoni, enemmän puuta ja vähemmän jätettä.",
              url: "/vastuullisuus/materiaalit-ja-kiertotalous/",
              image: { src: "demo/construction-timber.jpg", alt: "Puurunko rakenteilla" },
            },
            {
              title: "Vähähiiliseen betoniin kaikissa kohteissa",
              text: "Runkojen päästöt pienenevät noin neljänneksellä.",
              url: `${NEWS}vahahiilinen-betoni-kaikkiin-kohteisiin/`,
              image: { src: "demo/construction-cranes.jpg", alt: "Rakennustyömaa ja nostureita" },
            },
            {
              title: "Kuusikallio, Espoo",
              text: "Maalämmöllä lämpiävä kortteli Leppävaarassa.",
              url: `${REFERENCES}kuusikallio-leppavaara/`,
              image: { src: "demo/exterior-apartments.jpg", alt: "Kerrostaloja ja parvekkeita" },
            },
          ],
        },
      ],
    },
    {
      path: "/vastuullisuus/ilmasto-ja-energia/",
      template: "sustainabilityCategory",
      title: "Ilmasto ja energia",
      summary:
        "Energialuokka A, maalämpö ja aurinkosähkö: näin pienennämme päästöjä sekä rakentamisen että asumisen aikana.",
      image: "demo/solar-roof.jpg",
      blocks: [
        {
          type: "text",
          heading: "Vähemmän päästöjä työmaalla",
          paragraphs: [
            "Kaikki työmaamme käyttävät uusiutuvaa sähköä, ja rakennusaikainen lämmitys ja kuivatus hoidetaan kaukolämmöllä tai sähköllä aina kun mahdollista. Työmaakoneissa siirrymme vaiheittain sähkökäyttöisiin laitteisiin, ja dieselkäyttöisissä koneissa käytetään uusiutuvaa dieseliä.",
          ],
        },
        {
          type: "text",
          heading: "Koteja, jotka kuluttavat vähän energiaa",
          paragraphs: [
            "Kaikki uudet kerrostalomme suunnitellaan energialuokkaan A. Käytämme koneellista ilmanvaihtoa lämmöntalteenotolla, hyvin eristettyjä rakenteita ja energiatehokkaita ikkunoita. Kohteesta riippuen lämmitys hoidetaan kaukolämmöllä tai maalämmöllä, ja yhä useamman talon katolla on aurinkopaneelit, jotka tuottavat sähköä yhteisiin tiloihin ja sähköautojen latauspisteisiin.",
            "Espoon Kuusikalliossa maalämpö ja aurinkopaneelit kattavat valtaosan talojen lämmityksestä ja kiinteistösähköstä.",
          ],
        },
        {
          type: "text",
          heading: "Ilmastoystävällinen arki helpoksi",
          paragraphs: [
            "Katetut pyöräkatokset, sähköautojen latauspisteet, yhteiskäyttöautot ja hyvät joukkoliikenneyhteydet ovat mukana suunnittelussa ensimmäisestä luonnoksesta alkaen. Monessa uusimmista kohteistamme on oma pyöränhuoltopiste ja tilaa tavarapyörille.",
          ],
        },
        {
          type: "quote",
          text: "Vihrein kilowattitunti on se, jota ei koskaan tarvita. Siksi aloitamme talon vaipasta – aurinkopaneelit tulevat lisäksi.",
          author: "Elina Heikkinen",
          role: "Vastuullisuuspäällikkö, Nordhem Oy",
        },
      ],
    },
    {
      path: "/vastuullisuus/materiaalit-ja-kiertotalous/",
      template: "sustainabilityCategory",
      title: "Materiaalit ja kiertotalous",
      summary:
        "Oikeat materiaalit, vähemmän jätettä ja enemmän uudelleenkäyttöä: näin pienennämme rakentamisen hiilijalanjälkeä.",
      image: "demo/construction-timber.jpg",
      blocks: [
        {
          type: "text",
          heading: "Materiaaleilla on suurin merkitys",
          paragraphs: [
            "Noin kaksi kolmasosaa uuden asunnon rakentamisen hiilijalanjäljestä syntyy rakennusmateriaalien valmistuksesta, erityisesti betonista ja teräksestä. Siksi käytämme vähähiilistä betonia kaikissa syyskuun 2026 jälkeen aloitettavissa kohteissa ja edellytämme ympäristöselosteita (EPD) tärkeimmiltä tuotteilta.",
          ],
        },
        {
          type: "text",
          heading: "Enemmän puuta",
          paragraphs: [
            "Puu sitoo hiiltä ja tuo kotiin lämpöä. Rivitaloissamme käytämme yhä useammin puurunkoa ja puujulkisivua, ja Turun Linnakaupunkiin suunnittelemme ensimmäisiä puurunkoisia kerrostalojamme.",
          ],
        },
        {
          type: "image",
          image: { src: "demo/construction-timber.jpg", alt: "Puurunkoinen rakennus rakenteilla" },
          caption: "Puurunkoisten rivitalojen rakentamista Tampereella.",
        },
        {
          type: "text",
          heading: "Vähemmän jätettä, enemmän uudelleenkäyttöä",
          paragraphs: [
            "Lajittelemme työmaajätteen jopa kymmeneen jakeeseen, ja vuonna 2025 hyödynsimme materiaalina 85 prosenttia työmaajätteestä. Tilaamme valmiiksi mittaan leikattuja materiaaleja aina kun mahdollista ja käytämme kierrätettäviä suojauksia ja kuljetuspakkauksia.",
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- Reference projects
    {
      path: REFERENCES,
      template: "referenceProjectStart",
      title: "Referenssit",
      summary: "Tutustu valmistuneisiin kohteisiimme – ja kuule, mitä asukkaat niistä ajattelevat.",
      image: "demo/exterior-townhouses.jpg",
      translationKey: "references",
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Asuinalueen todellinen arvo näkyy vasta, kun asukkaat ovat muuttaneet. Tältä sivulta löydät valmistuneita kohteitamme, tietoa niiden ratkaisuista sekä asukkaiden kokemuksia.",
          ],
        },
        {
          type: "pageList",
          heading: "Valmistuneet kohteet",
          template: "referenceProject",
          pathPrefix: REFERENCES,
          limit: 12,
        },
      ],
    },
    {
      path: `${REFERENCES}kuusikallio-leppavaara/`,
      template: "referenceProject",
      title: "Kuusikallio, Espoon Leppävaara",
      summary:
        "Kolmen kerrostalon kortteli, jossa on 118 asuntoa, maalämpö ja yhteinen kattoterassi. Valmistui vuonna 2024.",
      image: "demo/exterior-apartments.jpg",
      blocks: [
        {
          type: "facts",
          items: [
            { value: "118", label: "asuntoa" },
            { value: "2024", label: "valmistumisvuosi" },
            { value: "A", label: "energialuokka" },
            { value: "650 m", label: "Leppävaaran asemalle" },
          ],
        },
        {
          type: "text",
          paragraphs: [
            "Kuusikallio sijaitsee Leppävaarassa, lyhyen kävelymatkan päässä juna-asemasta ja Sellon palveluista. Kortteliin kuuluu kolme 6–8-kerroksista kerrostaloa, jotka on sijoiteltu niin, että mahdollisimman moni asunto saa iltapäivän aurinkoa.",
            "Talot lämpiävät maalämmöllä, ja katoille asennetut aurinkopaneelit tuottavat sähköä yhteisiin tiloihin ja autopaikkojen latauspisteisiin. Yhteiselle kattoterassille on näkymät Espoon metsiin ja Helsingin suuntaan.",
            "Pihalle säilytettiin tontin vanhat kalliot ja kuuset, joista kohde sai nimensä. Pihakannen alla on pysäköintihalli, joten piha on kokonaan autoton.",
          ],
        },
        {
          type: "image",
          image: { src: "demo/nature-forest.jpg", alt: "Metsää ja järvi" },
          caption: "Leppävaaran ulkoilureitit ja Keskuspuiston metsät alkavat aivan korttelin vierestä.",
        },
        {
          type: "quote",
          text: "Muutimme omakotitalosta Vihdistä ja mietimme, miten kerrostaloasuminen sujuu. Nyt juna on vieressä, kauppaan kävelee viidessä minuutissa ja kattoterassilla tutustuimme naapureihin jo ensimmäisenä kesänä.",
          author: "Päivi ja Jari Leinonen",
          role: "Asukkaita Kuusikalliossa vuodesta 2024",
        },
      ],
    },
    {
      path: `${REFERENCES}rantakaari-tampere/`,
      template: "referenceProject",
      title: "Rantakaari, Tampere",
      summary: "26 rivitaloasuntoa ja 48 kerrostaloasuntoa Näsijärven rannan tuntumassa. Valmistui vuonna 2023.",
      image: "demo/exterior-townhouses.jpg",
      blocks: [
        {
          type: "facts",
          items: [
            { value: "74", label: "asuntoa" },
            { value: "26", label: "rivitaloasuntoa omalla pihalla" },
            { value: "2023", label: "valmistumisvuosi" },
            { value: "300 m", label: "Näsijärven rantaan" },
          ],
        },
        {
          type: "text",
          paragraphs: [
            "Rantakaari sijaitsee Tampereen Lentävänniemessä, Näsijärven rantareittien ja luontopolkujen äärellä. Rivitalot on ryhmitelty kolmen autottoman pihapiirin ympärille, joissa lapset voivat leikkiä turvallisesti ja naapurit kohtaavat luontevasti.",
            "Kaksikerroksisissa rivitaloasunnoissa on oma piha ja varasto. Kerrostaloasunnot sijaitsevat kahdessa matalassa talossa järven puolella, ja useimmista avautuu järvinäkymä.",
            "Pihasuunnitelma laadittiin yhdessä maisema-arkkitehdin ja ensimmäisten ostajien kanssa. Tuloksena syntyi yhteinen grillikatos, viljelypalstat ja saunarakennus, jonka terassilta on muutama askel rantareitille.",
          ],
        },
        {
          type: "quote",
          text: "Parasta Rantakaaressa on pihapiiri. Lapset juoksevat naapureiden välillä, ja me aikuiset tunnemme toisemme aivan eri tavalla kuin aiemmassa kodissamme.",
          author: "Heidi Rantanen",
          role: "Asukas Rantakaaressa",
        },
      ],
    },

    // ---------------------------------------------------------------- Cookies, 404 and 500
    {
      path: "/kayttoehdot/evasteet/",
      template: "standard",
      title: "Evästeet",
      summary: "Näin Nordhem käyttää evästeitä nordhem.fi-sivustolla ja näin voit muuttaa suostumustasi.",
      translationKey: "cookies",
      blocks: [
        {
          type: "text",
          heading: "Näin käytämme evästeitä",
          paragraphs: [
            "Evästeet ovat pieniä tekstitiedostoja, jotka tallentuvat selaimeesi, kun vierailet nordhem.fi-sivustolla. Niiden avulla sivusto muistaa valintasi, esimerkiksi sen, että olet kirjautunut Sivuni-palveluun tai mitä asuntohakuja olet tallentanut. Evästeet auttavat meitä myös ymmärtämään, miten sivustoa käytetään, jotta voimme kehittää sitä.",
            "Välttämättömät evästeet ovat aina käytössä, koska sivusto ei toimi ilman niitä. Tilastointia, markkinointia ja muiden palveluiden sisältöä (kuten upotettuja videoita) käytämme vain, jos annat siihen suostumuksesi. Voit muuttaa valintaasi milloin tahansa tämän sivun kohdassa ”Evästeasetuksesi” tai jokaisen sivun alalaidan linkistä ”Evästeasetukset”.",
            "Nordhem Oy on keräämiensä henkilötietojen rekisterinpitäjä. Käsittelemme tietoja EU:n yleisen tietosuoja-asetuksen (GDPR) ja sähköisen viestinnän palveluista annetun lain mukaisesti.",
          ],
        },
        { type: "cookieSettings", sectionId: "cookie-settings", heading: "Evästeasetuksesi" },
        {
          type: "faq",
          sectionId: "tietoa-evasteista",
          heading: "Tietoa evästeistä",
          items: [
            {
              question: "Mikä eväste on?",
              answer:
                "Eväste on pieni tekstitiedosto, jonka sivusto tallentaa selaimeesi. Se sisältää esimerkiksi satunnaisen tunnisteen, jonka avulla sivusto tunnistaa selaimesi sivulta toiselle siirryttäessä.",
            },
            {
              question: "Mitä evästeluokkia käytämme?",
              answer:
                "Jaamme evästeet neljään luokkaan: välttämättömät (aina käytössä), tilastointi, markkinointi ja muiden palveluiden sisältö, esimerkiksi YouTubesta ja Vimeosta upotetut videot. Muita kuin välttämättömiä käytämme vain suostumuksellasi.",
            },
            {
              question: "Mitä välttämättömiä evästeitä käytämme?",
              answer:
                "Välttämättömät evästeet mahdollistavat kirjautumisen ja tietoturvan sekä muistavat evästevalintasi. Ne ovat aina käytössä, niitä ei voi kytkeä pois päältä, eikä niitä käytetä markkinointiin.",
            },
            {
              question: "Mihin tilastointievästeitä käytetään?",
              answer:
                "Suostumuksellasi keräämme anonymisoitua tietoa siitä, millä sivuilla käydään, kuinka kauan ja millaisilla laitteilla, muun muassa anonyymin kävijätunnisteen (jmuid) avulla. Tietojen avulla kehitämme asuntohakua ja sisältöjä.",
            },
            {
              question: "Mihin markkinointievästeitä käytetään?",
              answer:
                "Suostumuksellasi voimme yhdessä mainontakumppaneidemme kanssa näyttää sinulle kohteisiimme liittyvää mainontaa muilla sivustoilla ja sosiaalisessa mediassa sekä mitata kampanjoidemme tuloksia.",
            },
            {
              question: "Miksi kysytte ennen kuin video toistetaan?",
              answer:
                "Videomme näyttää YouTube tai Vimeo, jotka voivat asettaa omia evästeitään videota toistettaessa. Siksi emme lataa niiltä mitään ennen kuin olet hyväksynyt muiden palveluiden sisällön. Voit hyväksyä sen videoille suoraan videon kohdalla, ja videon puheen voit aina lukea tekstinä toistamatta videota.",
            },
            {
              question: "Miten muutan suostumustani?",
              answer:
                "Tämän sivun kohdassa ”Evästeasetuksesi” tai jokaisen sivun alalaidan linkistä ”Evästeasetukset”. Siellä voit kytkeä tilastoinnin, markkinoinnin ja muiden palveluiden sisällön päälle tai pois, ja uusi valintasi on voimassa heti.",
            },
            {
              question: "Kuinka kauan evästeet säilyvät?",
              answer:
                "Istuntoevästeet, kuten kirjautumisesi säilyttävä eväste, poistuvat istunnon päättyessä. Evästevalintasi tallentava eväste (nordhem_consent) ja anonyymi kävijätunniste (jmuid) säilyvät 6 kuukautta, minkä jälkeen kysymme suostumustasi uudelleen. Kävijätunniste asetetaan vain, jos olet hyväksynyt tilastoinnin.",
            },
            {
              question: "Miten suostumukseni tallennetaan?",
              answer:
                "Aina kun teet valinnan, tallennamme todisteeksi suostumuksestasi, mitkä luokat valitsit, milloin ja millä sivustolla. Emme tallenna IP-osoitettasi, ja tiedot poistetaan 12 kuukauden kuluttua.",
            },
            {
              question: "Miten poistan evästeet?",
              answer:
                "Voit poistaa tallennetut evästeet selaimesi asetuksista. Tällöin sinun on tehtävä evästevalinnat uudelleen, kun seuraavan kerran vierailet sivustollamme.",
            },
          ],
        },
      ],
    },
    {
      path: "/404/",
      template: "notFound",
      title: "Sivua ei löytynyt",
      summary: "Etsimääsi sivua ei valitettavasti löytynyt.",
      image: "demo/nature-archipelago.jpg",
      translationKey: "404",
      blocks: [
        {
          type: "text",
          heading: "Hups, sivua ei löytynyt",
          paragraphs: [
            "Sivu on ehkä siirretty tai poistettu, tai osoitteessa on kirjoitusvirhe. Palaa etusivulle tai katso myynnissä olevat kotimme Myytävät asunnot -sivulta.",
          ],
        },
      ],
    },
    {
      path: "/500/",
      template: "serverError",
      title: "Jotain meni vikaan",
      summary: "Palvelussa tapahtui odottamaton virhe.",
      image: "demo/nature-forest.jpg",
      translationKey: "500",
      blocks: [
        {
          type: "text",
          heading: "Pahoittelemme, jotain meni vikaan",
          paragraphs: [
            "Palvelussa tapahtui odottamaton virhe. Olemme saaneet siitä tiedon ja selvitämme asiaa parhaillaan. Yritä hetken kuluttua uudelleen. Jos asiasi on kiireellinen, soita asiakaspalveluumme numeroon 010 731 7310.",
          ],
        },
      ],
    },
  ],

  navigation: {
    main: [
      {
        text: "Asunnot",
        url: "/myytavat-asunnot/",
        children: [
          { text: "Myytävät asunnot", url: "/myytavat-asunnot/" },
          { text: "Asunnot paikkakunnittain", url: "/asunnot/" },
          { text: "Hoitovastikkeet vuodeksi -kampanja", url: CAMPAIGN },
          { text: "Liiketilat", url: "/liiketilat/" },
        ],
      },
      {
        text: "Asunnon ostaminen",
        url: "/usein-kysyttya/",
        children: [
          { text: "Usein kysyttyä", url: "/usein-kysyttya/" },
          { text: "Mikä on RS-järjestelmä?", url: `${BLOG}mika-on-rs-jarjestelma/` },
          { text: "Näin teet sisustusvalinnat", url: `${BLOG}nain-teet-sisustusvalinnat/` },
        ],
      },
      {
        text: "Inspiraatio",
        url: BLOG,
        children: [
          { text: "Blogi", url: BLOG },
          { text: "Fiksut säilytysratkaisut", url: "/inspiraatio/fiksut-sailytysratkaisut/" },
          { text: "Lasitettu parveke ympäri vuoden", url: "/inspiraatio/lasitettu-parveke-ympari-vuoden/" },
        ],
      },
      {
        text: "Vastuullisuus",
        url: "/vastuullisuus/",
        children: [
          { text: "Ilmasto ja energia", url: "/vastuullisuus/ilmasto-ja-energia/" },
          { text: "Materiaalit ja kiertotalous", url: "/vastuullisuus/materiaalit-ja-kiertotalous/" },
        ],
      },
      {
        text: "Meistä",
        url: "/meista/",
        children: [
          { text: "Tietoa Nordhemista", url: "/meista/" },
          { text: "Uutiset ja tiedotteet", url: NEWS },
          { text: "Referenssit", url: REFERENCES },
          { text: "Ura", url: "/ura/" },
        ],
      },
      {
        text: "Asiakaspalvelu",
        url: "/asiakaspalvelu/",
        children: [
          { text: "Ota yhteyttä asiakaspalveluun", url: "/asiakaspalvelu/" },
          { text: "Sivuni", url: "/sivuni/" },
          { text: "Jätä viesti tai virheilmoitus", url: "/sivuni/ota-yhteytta/" },
        ],
      },
    ],
    quick: [
      { text: "Myytävät asunnot", url: "/myytavat-asunnot/" },
      { text: "Sivuni", url: "/sivuni/" },
      { text: "Asiakaspalvelu", url: "/asiakaspalvelu/" },
    ],
    career: [
      { text: "Ura", url: "/ura/" },
      { text: "Avoimet työpaikat", url: "/ura/avoimet-tyopaikat/" },
      { text: "Opiskelijoille", url: "/ura/opiskelijoille/" },
      { text: "Nordhemilaisten tarinoita", url: "/ura/nordhemilaisten-tarinoita/" },
      { text: "Tietoa Nordhemista", url: "/meista/" },
    ],
    footerCompany: [
      { text: "Tietoa Nordhemista", url: "/meista/" },
      { text: "Uutiset ja tiedotteet", url: NEWS },
      { text: "Ura", url: "/ura/" },
      { text: "Vastuullisuus", url: "/vastuullisuus/" },
      { text: "Referenssit", url: REFERENCES },
    ],
    footerDiscovery: [
      { text: "Myytävät asunnot", url: "/myytavat-asunnot/" },
      { text: "Vuokra-asunnot", url: "/vuokra-asunnot/" },
      { text: "Liiketilat", url: "/liiketilat/" },
      { text: "Blogi", url: BLOG },
      { text: "Fiksut säilytysratkaisut", url: "/inspiraatio/fiksut-sailytysratkaisut/" },
      { text: "Lasitettu parveke ympäri vuoden", url: "/inspiraatio/lasitettu-parveke-ympari-vuoden/" },
      { text: "Kampanja", url: CAMPAIGN },
    ],
    footerHelp: [
      { text: "Asiakaspalvelu", url: "/asiakaspalvelu/" },
      { text: "Ota yhteyttä", url: "/yhteydenotto/" },
      { text: "Usein kysyttyä", url: "/usein-kysyttya/" },
      { text: "Sivuni", url: "/sivuni/" },
      { text: "Jätä viesti tai virheilmoitus", url: "/sivuni/ota-yhteytta/" },
      { text: "Evästeet", url: "/kayttoehdot/evasteet/" },
    ],
  },

  crisisBanner: {
    heading: "Häiriöitä asiakaspalvelun puhelinlinjoissa",
    text: "Operaattorimme verkkohäiriön vuoksi asiakaspalveluumme voi olla vaikea saada yhteyttä puhelimitse. Palvelemme normaalisti sähköpostitse ja Sivuni-palvelussa. Pahoittelemme häiriötä.",
    linkUrl: "/asiakaspalvelu/",
  },

  popularSearches: [
    { text: "Rivitalot", url: "/hae/?s=rivitalo" },
    { text: "Kaksiot", url: "/hae/?s=kaksio" },
    { text: "Helsinki", url: "/hae/?s=helsinki" },
    { text: "Tampere", url: "/hae/?s=tampere" },
    { text: "Liiketilat", url: "/liiketilat/" },
  ],

  cookiesFaqSectionId: "tietoa-evasteista",

  jobs: [
    {
      title: "Vastaava työnjohtaja",
      location: "Vantaa",
      department: "Rakentaminen",
      summary:
        "Johdat As Oy Vantaan Puistokaaren työmaata Tikkurilassa ja vastaat aikataulusta, laadusta, työturvallisuudesta ja aliurakoitsijoiden ohjauksesta.",
      applyInDays: 28,
    },
    {
      title: "Asuntomyyjä",
      location: "Helsinki",
      department: "Myynti ja markkinointi",
      summary:
        "Tule mukaan pääkaupunkiseudun myyntitiimiimme ja palvele asiakkaitamme ensimmäisestä esittelystä kaupantekoon asti.",
      applyInDays: 35,
    },
    {
      title: "Projektipäällikkö, asuntokehitys",
      location: "Turku",
      department: "Asuntokehitys",
      summary:
        "Vastaat Linnakaupungin uusien asuinkortteleiden kehittämisestä yhdessä kaupungin, suunnittelijoiden ja myynnin kanssa.",
      applyInDays: 45,
    },
    {
      title: "Asiakaspalveluasiantuntija",
      location: "Tampere",
      department: "Asiakaspalvelu",
      summary:
        "Autat asiakkaitamme takuuajan asioissa, käsittelet virheilmoituksia ja sovit korjauksista yhdessä työmaiden kanssa.",
      applyInDays: 21,
    },
  ],
};
