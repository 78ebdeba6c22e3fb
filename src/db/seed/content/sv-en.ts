import type { ImageRef } from "~/features/content/schema";
import type { DemoImagePath } from "../demo-images.names";
import type { SeedPage, SiteSeed } from "../types";

/** A seed page whose image is one of the generated demo images. */
type Page = Omit<SeedPage, "image"> & { image?: DemoImagePath };

function img(src: DemoImagePath, alt: string): ImageRef {
  return { src, alt };
}

const ABOUT = "/en/about-us/";
const NEWS = "/en/about-us/news/";
const BLOG = "/en/blog/";
const INSPIRATION = "/en/inspiration/";
const SUSTAINABILITY = "/en/sustainability/";
const REFERENCES = "/en/reference-projects/";
const CAREERS = "/en/careers/";
const VACANCIES = "/en/careers/vacancies/";
const CUSTOMER_SERVICE = "/en/customer-service/";
const FAQ = "/en/faq/";
const CAMPAIGN = "/en/campaign/viewings-in-english/";
const COOKIES = "/en/terms-of-use/cookies/";
const PHONE = "020-731 731";
const EMAIL = "customerservice@nordhem.se";
const OPENING_HOURS = "Monday–Thursday 8 am–5 pm, Friday 8 am–3 pm (CET). Closed for lunch 12–1 pm.";

const pages: Page[] = [
  // ---------------------------------------------------------------- Start
  {
    path: "/en/",
    template: "start",
    title: "Nordhem – homes built to last",
    summary:
      "Nordhem is one of the leading residential developers in the Nordic region. We develop and build sustainable homes and neighbourhoods in Sweden, Norway and Finland.",
    image: "demo/exterior-waterfront.jpg",
    seoTitle: "Nordhem – Nordic residential developer since 1962",
    seoDescription:
      "Corporate information about Nordhem AB: our business, sustainability work, press releases, careers and reference projects in Sweden, Norway and Finland.",
    translationKey: "start",
    blocks: [
      {
        type: "hero",
        heading: "We build homes and neighbourhoods that last for generations",
        text: "Since 1962 Nordhem has developed more than 75,000 homes. Today 2,300 colleagues in Sweden, Norway and Finland create places where people want to live for a long time.",
        image: img("demo/exterior-waterfront.jpg", "Residential quarter on the waterfront on a summer evening"),
        link: { text: "About Nordhem", url: ABOUT },
      },
      {
        type: "teasers",
        heading: "Get to know Nordhem",
        items: [
          {
            title: "Homes for sale",
            text: "Search our new-build homes in Sweden – areas, stages and homes with prices, floor plans and showings (in Swedish).",
            url: "/sok-bostad/",
            image: img("demo/exterior-waterfront.jpg", "Residential quarter on the waterfront on a summer evening"),
          },
          {
            title: "About us",
            text: "Our business model, our organisation and the people who lead Nordhem.",
            url: ABOUT,
            image: img("demo/city-street.jpg", "Tree-lined street with newly built apartment blocks"),
          },
          {
            title: "Sustainability",
            text: "Timber frames, solar panels, Nordic Swan Ecolabelled homes and fossil-free construction sites.",
            url: SUSTAINABILITY,
            image: img("demo/solar-roof.jpg", "Solar panels on the roof of a residential building"),
          },
          {
            title: "Reference projects",
            text: "Completed neighbourhoods where residents have already made themselves at home.",
            url: REFERENCES,
            image: img("demo/exterior-townhouses.jpg", "Timber townhouses with small gardens"),
          },
          {
            title: "Careers",
            text: "Join 2,300 colleagues who build the homes of tomorrow. See our vacancies in Sweden.",
            url: CAREERS,
            image: img("demo/construction-timber.jpg", "Timber frame being raised on a construction site"),
          },
        ],
      },
      {
        type: "facts",
        heading: "Nordhem in figures",
        items: [
          { value: "1962", label: "the year we built our first homes in Västerås" },
          { value: "75,000", label: "homes built since we started" },
          { value: "3,600", label: "homes currently under construction" },
          { value: "SEK 14.2bn", label: "net sales in 2025" },
        ],
      },
      {
        type: "text",
        heading: "More than a builder",
        paragraphs: [
          "Nordhem takes responsibility for the entire value chain: we acquire land, draw up zoning plans together with municipalities, design, build and sell – and we stay on through the warranty period long after our customers have moved in.",
          "This gives us full control over quality and lets us plan whole neighbourhoods rather than single buildings. Green courtyards, safe walking routes and good public transport matter just as much to us as well-planned kitchens and bright bedrooms.",
          "This English section contains corporate information. To browse homes for sale, please visit our Swedish website or call our customer service on 020-731 731.",
        ],
      },
      {
        type: "pageList",
        heading: "Latest news from Nordhem",
        template: "pressRelease",
        pathPrefix: NEWS,
        limit: 3,
      },
    ],
  },

  // ---------------------------------------------------------------- About us
  {
    path: ABOUT,
    template: "corporateAbout",
    title: "About Nordhem",
    summary:
      "Nordhem is one of the leading residential developers in the Nordic region, with operations in Sweden, Norway and Finland. We have been developing homes and whole neighbourhoods since 1962.",
    image: "demo/city-street.jpg",
    translationKey: "about",
    isCorporate: true,
    blocks: [
      {
        type: "hero",
        heading: "Creating homes and sustainable neighbourhoods",
        text: "Since 1962 Nordhem has developed homes where people thrive for generations. Today we are 2,300 employees in Sweden, Norway and Finland.",
        image: img("demo/city-street.jpg", "Street lined with trees and new apartment buildings"),
      },
      {
        type: "text",
        heading: "Our business concept",
        paragraphs: [
          "Nordhem develops homes and residential environments with a focus on quality, sustainability and customer experience. We buy land, draw up zoning plans with municipalities, design, build and sell – and we remain responsible for the warranty for many years after our customers move in.",
          "The Group is organised into four business areas: Nordhem Residential Sweden, Nordhem Norway, Nordhem Finland and Nordhem Contracting (Nordhem Entreprenad). Under the brands Seniorgården and Nordhem Bostadsrätt we also offer senior living and cooperative apartments with affordable monthly fees.",
          "Our head office is in Stockholm, and we have regional offices in Gothenburg, Malmö, Uppsala, Västerås, Linköping and Umeå, as well as in Oslo, Bergen, Helsinki and Tampere.",
        ],
      },
      {
        type: "facts",
        heading: "Nordhem in 2025",
        items: [
          { value: "SEK 14.2bn", label: "net sales" },
          { value: "2,300", label: "employees in three countries" },
          { value: "3,100", label: "homes sold during the year" },
          { value: "32", label: "Swedish municipalities where we build" },
        ],
      },
      {
        type: "quote",
        text: "A home is the biggest investment most people ever make. That is why we build every home as if we were moving in ourselves – and why we are still there after the keys have been handed over.",
        author: "Anna Bergström",
        role: "President and CEO, Nordhem AB",
      },
      {
        type: "teasers",
        heading: "More about us",
        items: [
          {
            title: "News and press",
            text: "Press releases, construction starts and news from across the Group.",
            url: NEWS,
            image: img("demo/construction-cranes.jpg", "Tower cranes above a construction site"),
          },
          {
            title: "Management and organisation",
            text: "Meet the Group Management and learn how we are organised.",
            url: `${ABOUT}management/`,
            image: img("demo/office.jpg", "Bright office with workstations and green plants"),
          },
          {
            title: "Investors",
            text: "Financial reports, key figures and the financial calendar.",
            url: `${ABOUT}investors/`,
            image: img("demo/city-skyline.jpg", "City skyline at dusk"),
          },
          {
            title: "Contact us",
            text: "Head office, regional offices and press contacts.",
            url: `${ABOUT}contact/`,
            image: img("demo/office.jpg", "Nordhem head office in Stockholm"),
          },
        ],
      },
    ],
  },
  {
    path: `${ABOUT}management/`,
    template: "standard",
    title: "Management and organisation",
    summary:
      "Nordhem is led by a Group Management team of seven people with extensive experience in residential development and construction.",
    image: "demo/office.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        heading: "Group Management",
        paragraphs: [
          "Anna Bergström has been President and CEO since 2021. She joined Nordhem as Regional Manager in Gothenburg and has more than 25 years of experience in the housing industry.",
          "Group Management also includes Mikael Sandberg (CFO), Sara Nyström (Head of Nordhem Residential Sweden), Henrik Aas (CEO, Nordhem AS), Laura Virtanen (CEO, Nordhem Oy), Per Holmgren (Head of Nordhem Contracting) and Elin Franzén (Chief Sustainability and HR Officer).",
        ],
      },
      {
        type: "text",
        heading: "How we are organised",
        paragraphs: [
          "Nordhem Residential Sweden is our largest business area and accounts for just over 70 per cent of net sales. It develops cooperative apartments, townhouses and detached houses in the metropolitan regions and in some twenty university and growth towns.",
          "Nordhem Contracting builds on behalf of municipalities, housing companies and property owners – from schools and care homes to the renovation of entire rental estates.",
          "The Board of Directors has eight members, two of whom are employee representatives. The Chairman is Gunnar Wikström.",
        ],
      },
      {
        type: "image",
        image: img("demo/office.jpg", "Open-plan workspace with plants at the Nordhem head office"),
        caption: "Our head office in Liljeholmen, Stockholm.",
      },
    ],
  },
  {
    path: `${ABOUT}investors/`,
    template: "investorRelationsStart",
    title: "Investors",
    summary:
      "Financial information about Nordhem AB for investors and analysts: key figures, reports, financial targets and the financial calendar.",
    image: "demo/city-skyline.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "hero",
        heading: "Creating long-term value in the housing market",
        text: "Our portfolio of building rights for 34,000 homes provides a solid foundation for growth for many years to come.",
        image: img("demo/city-skyline.jpg", "Stockholm skyline at dusk"),
      },
      {
        type: "facts",
        heading: "Key figures January–September 2026",
        items: [
          { value: "SEK 10.6bn", label: "net sales" },
          { value: "9.8%", label: "operating margin" },
          { value: "2,240", label: "homes sold" },
          { value: "34,000", label: "building rights in the portfolio" },
        ],
      },
      {
        type: "text",
        heading: "Financial targets",
        paragraphs: [
          "Nordhem aims for an operating margin of at least 10 per cent over a business cycle, a return on equity of at least 20 per cent and an equity ratio of no less than 35 per cent.",
          "The dividend should correspond to 40–60 per cent of profit after tax for the year, taking into account the company's financial position and investment needs.",
        ],
      },
      {
        type: "text",
        heading: "Financial calendar",
        paragraphs: [
          "Year-end report 2026: 4 February 2027.",
          "Annual and Sustainability Report 2026: 18 March 2027.",
          "Annual General Meeting 2027: 22 April 2027 in Stockholm.",
          "Interim report January–March 2027: 22 April 2027.",
        ],
      },
      {
        type: "contact",
        heading: "Investor contact",
        email: "ir@nordhem.se",
        text: "Mikael Sandberg, CFO, answers questions from investors and analysts.",
      },
    ],
  },
  {
    path: `${ABOUT}contact/`,
    template: "corporateContact",
    title: "Contact Nordhem",
    summary: "Contact details for Nordhem's head office, regional offices and press service.",
    image: "demo/office.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        paragraphs: [
          "If you have a question about a home you have bought or would like to buy, please contact our customer service first. Below you will find details for our head office, press service and regional offices.",
        ],
      },
      {
        type: "contact",
        heading: "Head office",
        phone: PHONE,
        email: "info@nordhem.se",
        openingHours: "Weekdays 8 am–5 pm (CET)",
        text: "Nordhem AB, Sjövikskajen 12, SE-117 58 Stockholm, Sweden. Corporate identity number 556000-0001.",
      },
      {
        type: "contact",
        heading: "Press",
        email: "press@nordhem.se",
        text: "Journalists can reach our press service every day of the week. On weekdays we normally reply within an hour.",
      },
      {
        type: "text",
        heading: "Regional offices in Sweden",
        paragraphs: [
          "Gothenburg: Lindholmsallén 8. Malmö: Hyllie boulevard 14. Uppsala: Kungsgatan 41. Västerås: Kopparbergsvägen 6. Linköping: Storgatan 20. Umeå: Skolgatan 31.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- News room
  {
    path: NEWS,
    template: "newsRoom",
    title: "News and press",
    summary:
      "Press releases and news from Nordhem – construction starts, land allocations, financial reports and sustainability work.",
    image: "demo/construction-cranes.jpg",
    translationKey: "news-room",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        paragraphs: [
          "This is where we publish Nordhem's press releases in English. Are you a journalist who would like to get in touch? Email press@nordhem.se and we will get back to you as soon as we can.",
        ],
      },
      { type: "pageList", heading: "Press releases", template: "pressRelease", pathPrefix: NEWS, limit: 12 },
    ],
  },
  {
    path: `${NEWS}construction-starts-at-kv-tallbacken-in-uppsala/`,
    template: "pressRelease",
    title: "Nordhem starts construction of Kv. Tallbacken in Uppsala",
    summary:
      "Nordhem has broken ground on Kv. Tallbacken in Rosendal, Uppsala. The first phase comprises 142 cooperative apartments in timber, with move-in planned for autumn 2027.",
    image: "demo/construction-timber.jpg",
    isCorporate: true,
    publishedAt: "2026-02-12T08:00:00+01:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Nordhem today broke ground on Kv. Tallbacken in the Rosendal district of Uppsala. The first phase comprises 142 cooperative apartments in four apartment buildings with cross-laminated timber frames. Residents are expected to move in during autumn 2027.",
          "Kv. Tallbacken borders the Stadsskogen forest and is a ten-minute bike ride from Uppsala Central Station. In total, around 380 homes are planned in three phases, together with a six-unit preschool, a shared kitchen garden and a mobility hub offering a car pool and cargo bikes for residents.",
          "“Interest has been high from the very start. More than 1,100 people have registered their interest, many of them families with children who want to live close to both nature and the city. That is exactly the mix we have planned for,” says Karin Lindqvist, Regional Manager for Nordhem in Uppsala.",
          "The buildings are designed to meet the Nordic Swan Ecolabel criteria for new homes and will have rooftop solar panels covering a large share of the property's electricity needs. The calculated energy performance is 55 kWh per square metre per year, equivalent to energy class B.",
          "Sales of the first phase open on 14 March 2026. The apartments range from one to five rooms, with prices starting at SEK 46,500 per square metre.",
        ],
      },
    ],
  },
  {
    path: `${NEWS}land-allocation-for-420-homes-in-brunnshog-lund/`,
    template: "pressRelease",
    title: "Nordhem receives land allocation for 420 homes in Brunnshög, Lund",
    summary:
      "The City of Lund has awarded Nordhem a land allocation for around 420 homes in Brunnshög. The block will be one of the first in the district with courtyards open to everyone.",
    image: "demo/city-street.jpg",
    isCorporate: true,
    publishedAt: "2026-06-09T09:30:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "The Technical Committee of the City of Lund has decided to award Nordhem a land allocation for around 420 homes in the Ängslyckan block in Brunnshög. The site lies next to the Science Village tram stop, within walking distance of the MAX IV and ESS research facilities.",
          "The proposal includes cooperative apartments of varying sizes, a block of 96 rental apartments and ground-floor premises for a café, a grocery shop and a health centre. The courtyards will be open to the surrounding area and linked by a green corridor leading down to Ideon Park.",
          "“Brunnshög is one of the most exciting urban districts in Sweden right now. We want to contribute a block where researchers, students, families and senior citizens can live side by side,” says Anna Bergström, President and CEO of Nordhem.",
          "Nordhem will now prepare a proposal for a zoning plan together with the municipality. Construction is expected to start in 2028 at the earliest, with the first homes ready for occupancy in 2030.",
        ],
      },
    ],
  },
  {
    path: `${NEWS}all-construction-sites-in-sweden-now-fossil-free/`,
    template: "pressRelease",
    title: "All Nordhem construction sites in Sweden are now fossil-free",
    summary:
      "Since 1 October all 64 of Nordhem's construction sites in Sweden have been operating entirely without fossil fuels. Emissions from the construction phase have almost halved compared with 2020.",
    image: "demo/construction-cranes.jpg",
    isCorporate: true,
    publishedAt: "2026-10-14T07:45:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Since 1 October 2026, all 64 of Nordhem's construction sites in Sweden have been operating entirely without fossil fuels. Machinery and transport run on electricity, biogas or HVO100, and all electricity used on site comes from renewable sources.",
          "The transition has been under way since 2021. The greatest challenge has been heating site huts and drying out concrete during the winter months, which is now done with heat pumps and district heating instead of diesel generators.",
          "“We have shown that fossil-free construction works at full scale – even on a January morning in Umeå. Emissions from our construction sites are down 48 per cent compared with 2020, and the additional cost is now practically zero,” says Elin Franzén, Chief Sustainability Officer at Nordhem.",
          "The next step is to apply the same requirements to all subcontractors and to the transport of materials to and from our sites. Nordhem's target is to halve its carbon footprint per square metre by 2030 compared with 2020.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Blog
  {
    path: BLOG,
    template: "blogList",
    title: "Blog",
    summary:
      "Insights from our construction sites, guides for international buyers and stories from the people who build Nordhem homes.",
    image: "demo/interior-living.jpg",
    translationKey: "blog",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Our site managers, sales advisers, interior designers and sustainability experts write about what they know best. Is there a topic you would like us to cover? Email us at customerservice@nordhem.se.",
        ],
      },
      { type: "pageList", heading: "Latest posts", template: "blogItem", pathPrefix: BLOG, limit: 12 },
    ],
  },
  {
    path: `${BLOG}buying-a-new-build-home-in-sweden/`,
    template: "blogItem",
    title: "Buying a new-build home in Sweden: a guide for newcomers",
    summary:
      "Moving to Sweden and thinking of buying? Here is how buying a newly built home works – from cooperative apartments to booking fees and the final inspection.",
    image: "demo/interior-kitchen.jpg",
    publishedAt: "2026-03-04T10:00:00+01:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Most newly built apartments in Sweden are sold as bostadsrätter, or cooperative apartments. You buy a share in a housing cooperative that owns the building, which gives you the right to live in your apartment and to sell that right on. Townhouses and detached houses are usually sold with full ownership.",
          "New-build projects are sold long before they are finished – often one to two years ahead of move-in. You reserve a home with a booking fee, sign a preliminary agreement with the cooperative and pay the remainder when you take possession.",
          "You will need a Swedish personal identity number and a mortgage pre-approval from a Swedish bank. Banks generally require a down payment from your own savings, so talk to your bank early to find out how much you need.",
          "Before you move in, an independent inspector checks that the home has been built according to the contract. Two years later there is a warranty inspection, and any defects are our responsibility for five years.",
        ],
      },
      {
        type: "video",
        videoUrl: "https://youtu.be/Nh3kQp7vR2s",
        title: "How buying a new-build home works",
        image: {
          src: "demo/exterior-apartments.jpg",
          alt: "Apartment buildings with balconies in the evening light",
          orgWidth: 2560,
          orgHeight: 1708,
        },
        description:
          "Our sales manager Maria Ek walks you through the steps, from registering your interest to the warranty inspection – and what you need to have ready at each one.",
        scriptText:
          "Maria Ek, sales manager at Nordhem: Hello! Buying a newly built home usually takes one to two years from the first viewing to moving in. Let me walk you through the steps.\n\nFirst, you register your interest in the project. You then get information before anyone else and an invitation to the sales launch, when floor plans and prices are released.\n\nWhen you have found your home, you book it and pay a booking fee of 25,000 kronor, which is deducted from the price. Make sure you have a mortgage pre-approval from your bank before you sign.\n\nAbout a year before moving in, the options portal opens on My Pages. There you choose flooring, kitchen fronts, tiles and wardrobes.\n\nBefore you move in, an independent inspector carries out the final inspection, and two years later comes the warranty inspection. If you have questions along the way, call us on +46 20 731 731. Welcome home!",
        renderOnPage: true,
        hideDescriptionOnPage: false,
      },
    ],
  },
  {
    path: `${BLOG}preparing-for-the-final-inspection/`,
    template: "blogItem",
    title: "Preparing for the final inspection – what you need to know",
    summary:
      "At the final inspection an independent inspector examines your new home before you move in. We explain what happens and how you can prepare.",
    image: "demo/interior-bedroom.jpg",
    publishedAt: "2026-06-17T10:00:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "The final inspection takes place a few weeks before move-in and is carried out by an impartial inspector. They check that the home has been built according to the contract and drawings and that there are no defects or damage.",
          "As a buyer, you are very welcome to attend. Bring your room specification and your order of optional extras so you can check that everything you chose is in place – from the right tiles in the bathroom to the number of sockets in the kitchen.",
          "Anything the inspector notes is recorded in a report. We fix the remarks as soon as possible, usually before you take possession, and confirm when the work is done.",
          "If you discover something after moving in, you report it via My Pages. Two years after you take possession we invite you to a warranty inspection where the home is checked again.",
        ],
      },
      {
        type: "quote",
        text: "My best advice is to walk through your home calmly and ask about everything. No question is too small.",
        author: "Maria Hedlund",
        role: "Customer Relations Manager, Nordhem Gothenburg",
      },
    ],
  },
  {
    path: `${BLOG}a-day-with-the-site-manager-at-kv-tallbacken/`,
    template: "blogItem",
    title: "A day with the site manager at Kv. Tallbacken",
    summary:
      "It is 6.30 am and the morning mist still hangs over Rosendal. We followed site manager Johan Ekström through an ordinary working day on one of Uppsala's largest timber construction projects.",
    image: "demo/construction-timber.jpg",
    publishedAt: "2026-09-22T10:00:00+02:00",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "The day starts in the site hut with a cup of coffee and a run-through of the day's crane lifts. Johan Ekström has worked at Nordhem for fifteen years, the last six as a site manager, and is responsible for the four timber buildings in the first phase of Kv. Tallbacken.",
          "“With a timber frame, everything moves quickly. We raise a whole storey in four days. That means the planning has to be spot on – which elements arrive, in what order and when the crane is free,” says Johan.",
          "At nine it is time for the safety round. Every week Johan walks the site with the safety representative to check scaffolding, fall protection and housekeeping. After lunch there is a meeting with the electrical contractor about the rooftop solar panels, followed by a site visit for future residents.",
          "“The best part of the job is handing over the keys. That is when you see that all the hard work has become someone's home,” he says.",
        ],
      },
      {
        type: "image",
        image: img("demo/construction-timber.jpg", "Timber frame of an apartment building under construction"),
        caption: "The timber frame at Kv. Tallbacken goes up one storey at a time.",
      },
    ],
  },

  // ---------------------------------------------------------------- Inspiration
  {
    path: INSPIRATION,
    template: "standard",
    title: "Inspiration",
    summary: "Ideas for interiors, storage and outdoor spaces – how to make your new home your own.",
    image: "demo/interior-living.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Inspiration for your new home",
        text: "Our interior designers share ideas that work in real homes – even when space is limited.",
        image: img("demo/interior-living.jpg", "Bright living room with a sofa and large windows"),
      },
      { type: "pageList", heading: "Latest inspiration", template: "inspiration", pathPrefix: INSPIRATION, limit: 12 },
    ],
  },
  {
    path: `${INSPIRATION}smart-storage-solutions/`,
    template: "inspiration",
    title: "Smart storage solutions for the whole home",
    summary:
      "Twelve ideas that make your hallway, kitchen and bedroom feel bigger – without any building work. Our interior designers share storage tips that work in everyday life.",
    image: "demo/interior-bedroom.jpg",
    blocks: [
      {
        type: "hero",
        heading: "More space without more square metres",
        text: "Good storage is about giving everything an obvious place. Here are our interior designers' best tricks.",
        image: img("demo/interior-bedroom.jpg", "Bedroom in light tones with built-in wardrobe"),
      },
      {
        type: "text",
        heading: "The hallway – your home's first impression",
        paragraphs: [
          "Put up a row of hooks at two heights so the children can hang up their own coats. A narrow shoe cabinet with a lid doubles as a bench, and a mirror with a shelf catches keys and sunglasses.",
        ],
      },
      {
        type: "text",
        heading: "The kitchen – make use of the height",
        paragraphs: [
          "Choose wall cabinets that reach all the way to the ceiling. Things you rarely use, such as festive china and large pans, go at the top. Drawers in the base units give a better overview than shelves – which is why drawers are standard in all our kitchens.",
          "A magnetic knife strip and a rail with hooks under the wall cabinets free up valuable worktop space.",
        ],
      },
      {
        type: "text",
        heading: "The bedroom – storage that blends in",
        paragraphs: [
          "Wardrobes with sliding doors save floor space in front of the cupboards. Beds with drawers underneath make room for extra bedding, and a wall-mounted bedside table makes the room feel more airy.",
          "Think about your storage room too: with shelving from floor to ceiling and clearly labelled boxes, there is room for seasonal items, camping gear and winter tyres.",
        ],
      },
    ],
  },
  {
    path: `${INSPIRATION}creating-a-green-balcony/`,
    template: "inspiration",
    title: "Create a green oasis on your balcony",
    summary:
      "Even a small balcony can become a leafy spot for breakfast in the sun and herbs for dinner. How to choose plants to suit the aspect and the wind.",
    image: "demo/exterior-apartments.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Your balcony – an extra room",
        text: "With the right plants and clever furniture, the balcony becomes your favourite room from April to October.",
        image: img("demo/exterior-apartments.jpg", "Apartment building with balconies in the evening light"),
      },
      {
        type: "text",
        heading: "Start with the aspect",
        paragraphs: [
          "A south-facing balcony suits tomatoes, rosemary, lavender and geraniums. East- and west-facing balconies work for most plants, while a north-facing one is ideal for ivy, hostas and mint, which cope well with shade.",
          "It is windier higher up than you might think. Choose low, stable pots and plants with flexible stems, such as ornamental grasses.",
        ],
      },
      {
        type: "text",
        heading: "Watering and house rules",
        paragraphs: [
          "Self-watering pots let you go away for a long weekend without watering. Always keep pots on the inside of the railing, and check your housing cooperative's rules before fixing anything to the facade.",
          "A narrow folding bar table on the railing and two chairs go a long way. Finish with a solar-powered string of lights, and your balcony will be just as cosy on an August evening.",
        ],
      },
      {
        type: "facts",
        items: [
          { value: "6 hours", label: "of sun a day is enough for most herbs" },
          { value: "30 cm", label: "minimum pot depth for tomato plants" },
          { value: "3–4", label: "plants per square metre give a lush look" },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- FAQ
  {
    path: FAQ,
    template: "faq",
    title: "Frequently asked questions about buying a new-build home",
    summary:
      "Answers to the most common questions about buying a newly built home in Sweden: reservations, contracts, payments, inspections and warranties.",
    image: "demo/interior-living.jpg",
    translationKey: "faq",
    blocks: [
      {
        type: "faq",
        sectionId: "buying-and-reserving",
        heading: "Buying and reserving",
        items: [
          {
            question: "How do I find out when a new project is released?",
            answer:
              "Register your interest on the project page on our Swedish website and we will email you before sales start. Registering is free of charge and not binding.",
          },
          {
            question: "How do I reserve a home?",
            answer:
              "Once sales have started you can reserve a home online using Swedish BankID, or together with your sales adviser. You pay a booking fee of SEK 25,000 when you reserve.",
          },
          {
            question: "Can I cancel my reservation?",
            answer:
              "Yes. Until you sign the preliminary agreement or purchase contract, you can cancel. The booking fee is refunded minus an administration fee of SEK 5,000.",
          },
          {
            question: "What is the difference between a cooperative apartment and freehold?",
            answer:
              "When you buy a cooperative apartment (bostadsrätt), you become a member of a housing cooperative that owns the building, and you have the right to use your apartment. With freehold you own the house and the land it stands on yourself, which is common for townhouses and detached houses.",
          },
          {
            question: "Can I buy a home if I do not live in Sweden yet?",
            answer:
              "Yes, but you will need a Swedish bank to finance the purchase, and in practice a Swedish personal identity number. Our sales advisers can guide you through the process in English.",
          },
        ],
      },
      {
        type: "faq",
        sectionId: "finance-and-payment",
        heading: "Finance and payment",
        items: [
          {
            question: "When do I need a mortgage pre-approval?",
            answer:
              "Before you sign the preliminary agreement or purchase contract. Show your bank the cooperative's economic plan or the purchase contract so the pre-approval covers the right amount and date.",
          },
          {
            question: "What do I pay, and when?",
            answer:
              "For a cooperative apartment you pay the booking fee, an advance of SEK 100,000 when you sign the preliminary agreement and the remainder on the day you take possession. For freehold you pay a 10 per cent deposit on signing and the rest on completion.",
          },
          {
            question: "What does the monthly fee cover?",
            answer:
              "The cooperative's monthly fee usually covers heating, water, broadband and the cooperative's costs for operation, maintenance and loans. You pay for your own household electricity. The exact details are in the economic plan.",
          },
          {
            question: "Can the price change after I have signed?",
            answer:
              "No. The price in your preliminary agreement or purchase contract is fixed. The only additions are any optional extras you choose to order.",
          },
        ],
      },
      {
        type: "faq",
        sectionId: "moving-in-and-warranty",
        heading: "Moving in and warranty",
        items: [
          {
            question: "When will I know my exact moving-in date?",
            answer:
              "We give you a preliminary date of possession when you sign the agreement and a final date no later than three months before move-in.",
          },
          {
            question: "Can I see my home before I move in?",
            answer:
              "Yes. You are welcome to attend the final inspection, and we always invite you to a pre-inspection where you can walk around at your own pace with our customer relations manager.",
          },
          {
            question: "How long is the warranty?",
            answer:
              "The warranty period is five years from the date of possession. After two years we carry out a warranty inspection where the home is checked again.",
          },
          {
            question: "How do I report a defect?",
            answer:
              "Log in to My Pages on our Swedish website and choose Report a fault. For urgent problems, such as water leaks, call our customer service on 020-731 731.",
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Careers
  {
    path: CAREERS,
    template: "careerStandard",
    title: "Careers at Nordhem",
    summary:
      "At Nordhem you build homes that people live in for generations. We are looking for site managers, project developers, engineers, sales advisers and many more.",
    image: "demo/construction-timber.jpg",
    translationKey: "careers",
    isCorporate: true,
    blocks: [
      {
        type: "hero",
        heading: "Build the homes of tomorrow with us",
        text: "We are 2,300 colleagues who share the pride of creating homes and neighbourhoods that last for generations.",
        image: img("demo/construction-timber.jpg", "Construction workers assembling a timber frame"),
        link: { text: "See vacancies", url: VACANCIES },
      },
      {
        type: "text",
        heading: "Why work at Nordhem?",
        paragraphs: [
          "At Nordhem you get the kind of end-to-end responsibility few other construction companies can offer. We work across the whole chain, from land acquisition and zoning to construction, sales and warranty. That means you see the results of your work – and have the chance to grow in different roles.",
          "We invest in our people. All new employees take part in our induction programme, the Nordhem School, and every year more than 200 colleagues move on to new roles within the company. Many of our teams work in English, and we offer Swedish lessons to international colleagues.",
        ],
      },
      {
        type: "facts",
        items: [
          { value: "2,300", label: "employees in Sweden, Norway and Finland" },
          { value: "9 years", label: "average length of employment" },
          { value: "87%", label: "would recommend Nordhem as an employer" },
          { value: "0.9", label: "lost-time injuries per million hours worked" },
        ],
      },
      {
        type: "teasers",
        items: [
          {
            title: "Vacancies",
            text: "See all our open positions and apply directly.",
            url: VACANCIES,
            image: img("demo/office.jpg", "Office with workstations and plants"),
          },
          {
            title: "Students and graduates",
            text: "Summer jobs, degree projects and our trainee programme for newly qualified engineers.",
            url: `${CAREERS}students-and-graduates/`,
            image: img("demo/construction-cranes.jpg", "Tower cranes above a construction site"),
          },
          {
            title: "Meet our people",
            text: "Meet some of our colleagues and hear what their working days look like.",
            url: `${CAREERS}meet-our-people/`,
            image: img("demo/construction-timber.jpg", "Timber frame under construction"),
          },
        ],
      },
    ],
  },
  {
    path: VACANCIES,
    template: "availableJobs",
    title: "Vacancies",
    summary: "All current vacancies at Nordhem in Sweden. We recruit on an ongoing basis, so apply today.",
    image: "demo/office.jpg",
    translationKey: "career-jobs",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        paragraphs: [
          "We interview on an ongoing basis, and positions may be filled before the closing date. If you have questions about a position, you will find the contact person in the advertisement.",
          "The positions below are open to English-speaking applicants. For other roles in Sweden, please see our Swedish careers pages.",
        ],
      },
      { type: "jobList", heading: "Current openings" },
    ],
  },
  {
    path: `${CAREERS}students-and-graduates/`,
    template: "careerStandard",
    title: "Students and graduates",
    summary:
      "Summer jobs, degree projects and an 18-month trainee programme – start your career at Nordhem while you are still studying.",
    image: "demo/construction-cranes.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "text",
        heading: "Summer jobs and degree projects",
        paragraphs: [
          "Every summer we welcome around 150 students who work on our construction sites, at our project offices and in customer service. Applications open in January and close on 15 March.",
          "We also offer degree projects in areas such as carbon calculations, timber construction, moisture safety and digital design. Proposed topics are published every autumn.",
        ],
      },
      {
        type: "text",
        heading: "The trainee programme",
        paragraphs: [
          "Our trainee programme for newly qualified engineers runs for 18 months. You rotate between construction, project development and procurement and have your own mentor throughout.",
          "The programme starts in September, and we take on twelve trainees a year in Stockholm, Gothenburg, Malmö and Uppsala.",
        ],
      },
    ],
  },
  {
    path: `${CAREERS}meet-our-people/`,
    template: "testimonial",
    title: "Meet our people",
    summary:
      "Three colleagues talk about their jobs at Nordhem – from the construction site in Uppsala to the sales office in Malmö.",
    image: "demo/construction-timber.jpg",
    isCorporate: true,
    blocks: [
      {
        type: "quote",
        text: "I started as an apprentice fifteen years ago and today I am a site manager. Nordhem has always given me new challenges and the support to take them on.",
        author: "Johan Ekström",
        role: "Site Manager, Uppsala",
      },
      {
        type: "quote",
        text: "The most rewarding part is being involved from an empty field to a neighbourhood where thousands of people live. It is a job you can show your children.",
        author: "Amira Haddad",
        role: "Project Developer, Gothenburg",
      },
      {
        type: "quote",
        text: "I came to Sweden as a structural engineer from Porto and was working in English from day one. Today I lead our BIM team and speak Swedish at the coffee break.",
        author: "Tiago Ferreira",
        role: "BIM Manager, Stockholm",
      },
    ],
  },

  // ---------------------------------------------------------------- Campaign
  {
    path: CAMPAIGN,
    template: "campaign",
    title: "Viewings in English",
    summary:
      "New to Sweden? This winter we are holding guided viewings in English at twelve of our projects in Stockholm, Uppsala, Gothenburg and Malmö.",
    image: "demo/interior-living.jpg",
    translationKey: "campaign",
    blocks: [
      {
        type: "hero",
        heading: "Find your Swedish home – with a guide who speaks your language",
        text: "Between 1 December 2026 and 28 February 2027 we are holding guided viewings in English, with a sales adviser who explains everything from cooperative apartments to monthly fees.",
        image: img("demo/interior-living.jpg", "Bright living room in a newly built apartment"),
        link: { text: "Contact customer service", url: CUSTOMER_SERVICE },
      },
      {
        type: "facts",
        items: [
          { value: "12", label: "projects with viewings in English" },
          { value: "4", label: "cities: Stockholm, Uppsala, Gothenburg and Malmö" },
          { value: "45 min", label: "per viewing, including Q&A" },
        ],
      },
      {
        type: "text",
        heading: "How it works",
        paragraphs: [
          "Book a viewing through our customer service and tell us which area you are interested in. A sales adviser will show you the show apartment, walk you through floor plans and explain how buying a new-build home in Sweden works.",
          "All participants receive our guide Buying a Home in Sweden, with checklists for mortgages, personal identity numbers and moving in.",
        ],
      },
      {
        type: "text",
        heading: "Terms",
        paragraphs: [
          "Viewings are free of charge and not binding. Places are limited and allocated in order of booking. Homes are reserved and sold on the same terms as on our Swedish website.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Customer service
  {
    path: CUSTOMER_SERVICE,
    template: "customerService",
    title: "Customer service",
    summary:
      "We can help you with questions about your home, defects, warranties and optional extras. Call 020-731 731 or send us an email.",
    image: "demo/office.jpg",
    translationKey: "customer-service",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Whether you have bought your home from us or are thinking of doing so, we are happy to help. Our customer service team answers questions in Swedish and English.",
        ],
      },
      {
        type: "contact",
        heading: "Contact customer service",
        phone: PHONE,
        email: EMAIL,
        openingHours: OPENING_HOURS,
        text: "020 numbers can only be called from within Sweden. If you are calling from abroad, please email us and we will call you back.",
      },
      {
        type: "faq",
        sectionId: "customer-service-questions",
        heading: "Common questions for customer service",
        items: [
          {
            question: "How do I report a defect in my home?",
            answer:
              "Log in to My Pages on our Swedish website and choose Report a fault. Describe the problem and attach a photo if you can. You will receive a confirmation and information about when we will visit.",
          },
          {
            question: "What does the warranty cover?",
            answer:
              "The warranty covers defects in materials and workmanship for five years from the date of possession. Damage caused by normal wear and tear or incorrect use is not covered.",
          },
          {
            question: "Where can I find care instructions for my home?",
            answer:
              "The digital home manual on My Pages contains care instructions, product sheets and warranty certificates for appliances, flooring and other materials.",
          },
          {
            question: "Is there an emergency service outside opening hours?",
            answer:
              "Yes. For urgent problems such as water leaks or a power cut in the whole building, call 020-731 731 and you will be transferred to our on-call service.",
          },
          {
            question: "I received an email asking me to pay to a new account number. Is it from you?",
            answer:
              "No. Nordhem never changes payment details by email or text message. Do not pay, and contact us on 020-731 731.",
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Sustainability
  {
    path: SUSTAINABILITY,
    template: "sustainabilityStart",
    title: "Sustainability",
    summary:
      "We build homes that last for generations – with a lower carbon footprint, healthy materials and safe neighbourhoods.",
    image: "demo/solar-roof.jpg",
    translationKey: "sustainability",
    blocks: [
      {
        type: "hero",
        heading: "Sustainable from the ground up",
        text: "The most sustainable home is one that is built right from the start and used for a long time. That is why we take responsibility for the whole life cycle.",
        image: img("demo/solar-roof.jpg", "Solar panels on the roof of a residential building"),
      },
      {
        type: "text",
        paragraphs: [
          "The construction and property sector accounts for around a fifth of Sweden's greenhouse gas emissions. We have set a target to halve our carbon footprint per square metre by 2030 compared with 2020, and to reach net zero emissions by 2040 at the latest.",
          "Sustainability is also about people: safe courtyards, a safe working environment on our sites and being a good neighbour in the areas where we build.",
        ],
      },
      {
        type: "facts",
        items: [
          { value: "−48%", label: "emissions from construction sites since 2020" },
          { value: "64", label: "fossil-free construction sites in Sweden" },
          { value: "41%", label: "of our new buildings have timber frames" },
        ],
      },
      {
        type: "teasers",
        heading: "Read more about our sustainability work",
        items: [
          {
            title: "Climate and energy",
            text: "Timber frames, solar panels, the Nordic Swan Ecolabel and fossil-free construction.",
            url: `${SUSTAINABILITY}climate-and-energy/`,
            image: img("demo/solar-roof.jpg", "Solar panels on a residential roof"),
          },
          {
            title: "Social responsibility",
            text: "Safe neighbourhoods, safe workplaces and summer jobs for young people.",
            url: `${SUSTAINABILITY}social-responsibility/`,
            image: img("demo/city-street.jpg", "Street with new homes and trees"),
          },
          {
            title: "Reference projects",
            text: "See what our sustainability work looks like in completed neighbourhoods.",
            url: REFERENCES,
            image: img("demo/exterior-waterfront.jpg", "Residential quarter on the waterfront"),
          },
        ],
      },
    ],
  },
  {
    path: `${SUSTAINABILITY}climate-and-energy/`,
    template: "sustainabilityCategory",
    title: "Climate and energy",
    summary:
      "How we reduce the carbon footprint of our homes: timber frames, low-carbon concrete, solar panels and fossil-free construction sites.",
    image: "demo/solar-roof.jpg",
    blocks: [
      {
        type: "text",
        heading: "Materials make up the largest share",
        paragraphs: [
          "Around half of a new home's climate impact over its lifetime arises before anyone moves in – when materials are manufactured, transported and assembled. That is why we carry out carbon calculations for every project at an early stage.",
          "Today 41 per cent of our new apartment buildings have cross-laminated timber frames. When we build with concrete, we use low-carbon concrete with up to 40 per cent lower emissions.",
        ],
      },
      {
        type: "text",
        heading: "Energy-efficient homes that make their own electricity",
        paragraphs: [
          "All our new apartment buildings carry the Nordic Swan Ecolabel and achieve at least energy class B. Rooftop solar panels produce an average of 25,000 kWh per building per year, covering a large share of the electricity needed for lifts, lighting and ventilation.",
          "We install individual hot-water metering in every new apartment. It makes it easier for residents to see their own consumption – and typically reduces it by 15–20 per cent.",
        ],
      },
      {
        type: "image",
        image: img("demo/solar-roof.jpg", "Solar panels on a newly built apartment building"),
        caption: "Solar panels on the roof at Kv. Strandängen in Västerås.",
      },
    ],
  },
  {
    path: `${SUSTAINABILITY}social-responsibility/`,
    template: "sustainabilityCategory",
    title: "Social responsibility",
    summary:
      "Safe and vibrant neighbourhoods, a safe working environment and summer jobs for young people – how we take social responsibility where we build.",
    image: "demo/city-street.jpg",
    blocks: [
      {
        type: "text",
        heading: "Safe neighbourhoods",
        paragraphs: [
          "Before we plan a new block, we carry out safety walks together with the municipality, the police and future neighbours. Well-lit footpaths, entrances facing the street and businesses on the ground floor bring life to the area around the clock.",
        ],
      },
      {
        type: "text",
        heading: "Young Builders",
        paragraphs: [
          "Through the Nordhem Young Builders programme we offer 120 young people aged 16 to 19 their first job every summer. They spend four weeks on a construction site in their local area, with an experienced supervisor at their side.",
          "Since the programme started in 2018, more than 900 young people have taken part, and one in ten has gone on to study construction or civil engineering.",
        ],
      },
      {
        type: "text",
        heading: "Safe workplaces",
        paragraphs: [
          "No one should be injured on our sites. We have halved the number of lost-time injuries since 2019, and we apply the same requirements on safety, wages and working conditions to all subcontractors and suppliers.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Reference projects
  {
    path: REFERENCES,
    template: "referenceProjectStart",
    title: "Reference projects",
    summary:
      "Completed neighbourhoods where residents have already moved in. See what our projects look like when they are finished.",
    image: "demo/exterior-waterfront.jpg",
    translationKey: "references",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Over the past ten years we have completed more than 25,000 homes in Sweden. Here is a selection of neighbourhoods where residents have had time to make their mark – and what we learned along the way.",
        ],
      },
      {
        type: "pageList",
        heading: "Our reference projects",
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
      "236 cooperative apartments on the shore of Lake Mälaren, a five-minute walk from central Västerås. Nordic Swan Ecolabelled and completed in 2024.",
    image: "demo/exterior-waterfront.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Kv. Strandängen – living by Lake Mälaren",
        text: "Six buildings of varying heights with lake views, a shared courtyard and jetties for kayaks and paddleboards.",
        image: img("demo/exterior-waterfront.jpg", "The Strandängen residential quarter on the shore of Lake Mälaren"),
      },
      {
        type: "facts",
        items: [
          { value: "236", label: "cooperative apartments, 1–5 rooms" },
          { value: "2022–2024", label: "construction period" },
          { value: "Nordic Swan", label: "ecolabel" },
          { value: "B", label: "energy class" },
        ],
      },
      {
        type: "text",
        paragraphs: [
          "Strandängen was built on a former industrial site by Västerås harbour. The ground was decontaminated and the shoreline opened up with a public promenade that is now one of the most popular in the city.",
          "The buildings have brick and timber facades and step down towards the water, so that as many apartments as possible have lake views. On the roof of building C there is a shared terrace with raised beds and an outdoor kitchen.",
        ],
      },
      {
        type: "quote",
        text: "We moved here from a house in Skultuna and haven't regretted it for a second. A morning swim from the jetty is hard to beat.",
        author: "Birgitta and Lars Nordin",
        role: "Residents at Kv. Strandängen since 2024",
      },
    ],
  },
  {
    path: `${REFERENCES}solbacka-terrass-nacka/`,
    template: "referenceProject",
    title: "Solbacka terrass, Nacka",
    summary:
      "48 timber townhouses on a hillside catching the evening sun in Älta, Nacka. Every house has its own garden and rooftop solar panels.",
    image: "demo/exterior-townhouses.jpg",
    blocks: [
      {
        type: "hero",
        heading: "Solbacka terrass – townhouses in the evening sun",
        text: "South-facing gardens, nature round the corner and 20 minutes to Slussen in central Stockholm.",
        image: img("demo/exterior-townhouses.jpg", "Timber townhouses with gardens at Solbacka terrass"),
      },
      {
        type: "facts",
        items: [
          { value: "48", label: "freehold townhouses" },
          { value: "2023", label: "year of completion" },
          { value: "124–148 m²", label: "living area" },
          { value: "6 kW", label: "solar panels per house" },
        ],
      },
      {
        type: "text",
        paragraphs: [
          "Solbacka terrass was built in three rows that follow the terrain, so that every house gets evening sun on the patio. The houses have timber frames and facades and were built as modules in our factory in Hallstahammar before being assembled on site.",
          "Between the rows there is a shared playground and a trail leading out into the Älta nature reserve. Cars are parked at the edge of the area, making the streets between the houses safe for children to play in.",
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Terms, cookies and privacy
  {
    path: "/en/terms-of-use/",
    template: "standard",
    title: "Terms of use",
    summary: "Terms for using nordhem.se, and information about how we handle cookies and personal data.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Nordhem.se is operated by Nordhem AB, corporate identity number 556000-0001. By using the website, you accept these terms.",
          "Information on the website, such as prices, floor plans and illustrations, is preliminary and may change. The details in your contract always apply.",
          "Texts, images and illustrations on the website are protected by copyright and may not be used for commercial purposes without our permission.",
        ],
      },
      {
        type: "teasers",
        items: [
          { title: "Cookies", text: "Which cookies we use and how to change your consent.", url: COOKIES },
          {
            title: "Privacy policy",
            text: "How we process your personal data and what rights you have.",
            url: "/en/terms-of-use/privacy-policy/",
          },
        ],
      },
    ],
  },
  {
    path: "/en/terms-of-use/privacy-policy/",
    template: "standard",
    title: "Privacy policy",
    summary:
      "How Nordhem processes your personal data when you are a customer, interested in a home, applying for a job or visiting our website.",
    blocks: [
      {
        type: "text",
        heading: "What data we process",
        paragraphs: [
          "We process the data you provide when you register your interest in, reserve or buy a home, such as your name, personal identity number, address, email address and phone number. We also store information about your purchase, your optional extras and your requests during the warranty period. If you apply for a job with us, we process the information in your application.",
        ],
      },
      {
        type: "text",
        heading: "Why we process it",
        paragraphs: [
          "We need the data to fulfil our contract with you, to comply with legal requirements such as the Swedish Bookkeeping Act and – if you have given your consent – to send you information about new projects.",
          "You have the right to know what data we hold about you, to have incorrect data corrected and, in some cases, to have it erased. Contact our Data Protection Officer at dataskydd@nordhem.se.",
        ],
      },
    ],
  },
  {
    path: COOKIES,
    template: "standard",
    title: "Cookies",
    summary: "Which cookies nordhem.se uses, why we use them and how you can change your consent.",
    translationKey: "cookies",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "A cookie is a small text file that is stored in your browser when you visit a website. We use cookies to make the website work, to remember your choices and – if you agree – to understand how the website is used, to show relevant marketing and to show content from other services, such as videos.",
          "Necessary cookies are always on, because the website does not work without them. We only use statistics, marketing and content from other services (such as embedded videos) if you have given your consent. You can change your choice at any time under “Your cookie settings” on this page, or with the “Cookie settings” link at the bottom of every page.",
        ],
      },
      { type: "cookieSettings", sectionId: "cookie-settings", heading: "Your cookie settings" },
      {
        type: "faq",
        sectionId: "about-cookies",
        heading: "Questions and answers about cookies",
        items: [
          {
            question: "What types of cookies do you use?",
            answer:
              "We sort cookies into four categories. Necessary cookies are always on: they keep you logged in on My Pages, protect our forms and remember your cookie choice. Statistics show how visitors use the website, among other things with an anonymous visitor id (jmuid). Marketing makes our advertising on other websites and in social media more relevant. Content from other services, such as embedded videos from YouTube and Vimeo, may set that service's own cookies. We only use the last three with your consent.",
          },
          {
            question: "How do I change my consent?",
            answer:
              "Under “Your cookie settings” on this page, or with the “Cookie settings” link at the bottom of every page. There you switch statistics, marketing and content from other services on or off, and your new choice applies at once.",
          },
          {
            question: "How long are cookies stored?",
            answer:
              "Session cookies, such as the one that keeps you logged in, end when the session ends. The cookie with your cookie choice (nordhem_consent) and the anonymous visitor id (jmuid) are kept for 6 months, after which we ask for your consent again. The visitor id is only set if you have accepted statistics.",
          },
          {
            question: "How do you keep a record of my consent?",
            answer:
              "Each time you make a choice, we record which categories you chose, when and on which website, as proof of your consent. We do not store your IP address, and the record is deleted after 12 months.",
          },
          {
            question: "Why do you ask before a video plays?",
            answer:
              "Our videos are shown by YouTube or Vimeo, which may set their own cookies when a video plays. So we load nothing from them until you have accepted content from other services. You can accept it for videos right at the video, and you can always read what is said in a video without playing it.",
          },
          {
            question: "Do you share information with other companies?",
            answer:
              "Statistics and marketing cookies are set by our providers of statistics and advertising tools. They may only use the data on our behalf and in accordance with our agreement with them. The video services YouTube and Vimeo only set their own cookies once you have accepted content from other services and play a video.",
          },
          {
            question: "Can I block cookies in my browser?",
            answer:
              "Yes, most browsers let you block or delete cookies. If you block necessary cookies, parts of the website may stop working. If you delete the cookie with your cookie choice, we ask for your consent again on your next visit.",
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Error pages
  {
    path: "/en/404/",
    template: "notFound",
    title: "Page not found",
    summary: "The page you are looking for does not exist or has moved.",
    translationKey: "404",
    blocks: [
      {
        type: "text",
        heading: "Sorry, there's nothing here",
        paragraphs: [
          "The page you are looking for may have moved or been removed – a bit like a plot where the house hasn't been built yet. Please check the address or go back to the start page.",
          "If you need help, our customer service is happy to assist on 020-731 731 or at customerservice@nordhem.se.",
        ],
      },
    ],
  },
  {
    path: "/en/500/",
    template: "serverError",
    title: "Something went wrong",
    summary: "A technical error occurred. We are working on fixing it.",
    translationKey: "500",
    blocks: [
      {
        type: "text",
        heading: "Something went wrong on our end",
        paragraphs: [
          "A temporary technical problem means this page cannot be displayed right now. We are already on it – please try again in a little while.",
          "If your matter is urgent, you can reach our customer service on 020-731 731.",
        ],
      },
    ],
  },
];

export const svEnSeed: SiteSeed = {
  site: "sv_en",
  pages,
  navigation: {
    main: [
      {
        text: "About Nordhem",
        url: ABOUT,
        children: [
          { text: "News and press", url: NEWS },
          { text: "Management and organisation", url: `${ABOUT}management/` },
          { text: "Investors", url: `${ABOUT}investors/` },
          { text: "Contact us", url: `${ABOUT}contact/` },
        ],
      },
      {
        text: "Sustainability",
        url: SUSTAINABILITY,
        children: [
          { text: "Climate and energy", url: `${SUSTAINABILITY}climate-and-energy/` },
          { text: "Social responsibility", url: `${SUSTAINABILITY}social-responsibility/` },
        ],
      },
      {
        text: "Reference projects",
        url: REFERENCES,
        children: [
          { text: "Kv. Strandängen, Västerås", url: `${REFERENCES}kv-strandangen-vasteras/` },
          { text: "Solbacka terrass, Nacka", url: `${REFERENCES}solbacka-terrass-nacka/` },
        ],
      },
      {
        text: "Inspiration",
        url: INSPIRATION,
        children: [
          { text: "Smart storage solutions", url: `${INSPIRATION}smart-storage-solutions/` },
          { text: "Create a green balcony", url: `${INSPIRATION}creating-a-green-balcony/` },
          { text: "Blog", url: BLOG },
        ],
      },
      {
        text: "Careers",
        url: CAREERS,
        children: [
          { text: "Vacancies", url: VACANCIES },
          { text: "Students and graduates", url: `${CAREERS}students-and-graduates/` },
          { text: "Meet our people", url: `${CAREERS}meet-our-people/` },
        ],
      },
      {
        text: "Customer service",
        url: CUSTOMER_SERVICE,
        children: [
          { text: "FAQ", url: FAQ },
          { text: "Viewings in English", url: CAMPAIGN },
        ],
      },
    ],
    quick: [
      { text: "About Nordhem", url: ABOUT },
      { text: "Vacancies", url: VACANCIES },
      { text: "Customer service", url: CUSTOMER_SERVICE },
    ],
    career: [
      { text: "Careers at Nordhem", url: CAREERS },
      { text: "Vacancies", url: VACANCIES },
      { text: "Students and graduates", url: `${CAREERS}students-and-graduates/` },
      { text: "Meet our people", url: `${CAREERS}meet-our-people/` },
    ],
    footerCompany: [
      { text: "About Nordhem", url: ABOUT },
      { text: "News and press", url: NEWS },
      { text: "Investors", url: `${ABOUT}investors/` },
      { text: "Careers", url: CAREERS },
      { text: "Contact us", url: `${ABOUT}contact/` },
    ],
    footerDiscovery: [
      { text: "Sustainability", url: SUSTAINABILITY },
      { text: "Reference projects", url: REFERENCES },
      { text: "Inspiration", url: INSPIRATION },
      { text: "Blog", url: BLOG },
      { text: "Viewings in English", url: CAMPAIGN },
    ],
    footerHelp: [
      { text: "Customer service", url: CUSTOMER_SERVICE },
      { text: "FAQ", url: FAQ },
      { text: "Terms of use", url: "/en/terms-of-use/" },
      { text: "Cookies", url: COOKIES },
      { text: "Privacy policy", url: "/en/terms-of-use/privacy-policy/" },
    ],
  },
  crisisBanner: {
    heading: "Disruption to our customer service phone lines",
    text: "Due to a fault at our telephone operator, calls to 020-731 731 may be cut off or fail to connect. We expect the lines to be back to normal within the day. In the meantime, please email customerservice@nordhem.se and we will call you back.",
    linkUrl: CUSTOMER_SERVICE,
  },
  popularSearches: [
    { text: "Sustainability", url: "/en/search/?s=sustainability" },
    { text: "Annual report", url: "/en/search/?s=annual+report" },
    { text: "Vacancies", url: VACANCIES },
    { text: "Press releases", url: NEWS },
    { text: "Customer service", url: CUSTOMER_SERVICE },
  ],
  cookiesFaqSectionId: "about-cookies",
  jobs: [
    {
      title: "Site Manager, Kv. Tallbacken",
      location: "Uppsala",
      department: "Construction",
      summary:
        "We are looking for an experienced site manager to lead the construction of 142 timber cooperative apartments in Rosendal. You will be responsible for budget, schedule, health and safety and a team of around 40 people.",
      applyInDays: 28,
    },
    {
      title: "BIM Coordinator",
      location: "Stockholm",
      department: "Design and Engineering",
      summary:
        "Join our BIM team and coordinate digital models across architects, engineers and our own production teams. English is our working language; Swedish is a plus.",
      applyInDays: 40,
    },
    {
      title: "Sustainability Specialist, Life Cycle Assessment",
      location: "Stockholm",
      department: "Sustainability",
      summary:
        "Help us halve our carbon footprint by 2030. You will carry out climate calculations for new projects and support our design teams in choosing low-carbon materials.",
      applyInDays: 21,
    },
    {
      title: "Project Developer",
      location: "Malmö",
      department: "Project Development",
      summary:
        "Drive new residential projects in the Öresund region from land acquisition and zoning to construction start, working closely with municipalities, architects and our sales team.",
      applyInDays: 55,
    },
  ],
};
