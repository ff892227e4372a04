// Demo content for the emulators: every collection of docs/data-model.md, with fixed document ids so seeding
// twice converges. Pure data: no Firebase here, so tests can import it too.
// Deliberate exceptions to the write rules, to show what readers tolerate: one event and one infrastructure item
// whose priority is a string (the site hides both), and one achievement whose legacy `imageUrl` has spaces around it.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The fee page as shipped with the site, which the page shows while no document is stored. */
const shippedFeeContent = JSON.parse(readFileSync(new URL('../../src/content/feePayment.json', import.meta.url), 'utf8'));

export const SITE_DOCUMENT_ID = 'school';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.school', password: 'demo-admin-2016', admin: true, displayName: 'Demo Administrator' },
  { email: 'principal@demo.school', password: 'demo-principal-2016', admin: true, displayName: 'Demo Principal' },
  { email: 'staff@demo.school', password: 'demo-staff-2016', admin: false, displayName: 'Demo Staff (no admin rights)' },
];

/** A moment in Chennai time (IST, UTC+05:30). */
const ist = (dateTime) => new Date(`${dateTime}+05:30`);
const img = (file) => `/demo/${file}`;
const MINUTE = 60_000;

/** `Saturday, 28 November`: a day of the seed's notices, in Chennai. */
const dayInWords = (isoDate) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The classes from `first` to `last` of the school (src/content/schoolClasses.ts). */
const CLASSES = ['Pre-KG', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const classes = (first, last = first) => CLASSES.slice(CLASSES.indexOf(first), CLASSES.indexOf(last) + 1);

function announcements() {
  // The urgent notice: posted just after midnight today in Chennai, urgent until 8:00 PM tomorrow, so that a fresh
  // `npm start` always shows it at the top of every page (and a seed of yesterday's is over by tomorrow night).
  const today = isoDay(0);
  const tomorrow = isoDay(1);
  const active = [
    {
      id: 'rain-holiday',
      title: `Rain holiday on ${dayInWords(tomorrow)}: school closed`,
      content: `As announced by the District Collector, all schools in Chennai will remain closed on ${dayInWords(tomorrow)} because of the heavy rain alert. There will be no classes, no special classes and no school buses on that day.

The Class X pre-board examination of that day moves to the first working day after the holiday; the timetable for the other days stays as it is.

Please keep children indoors and away from flooded roads. We will post here if the holiday is extended.`,
      imageUrls: [],
      datePosted: ist(`${today}T00:05:00`),
      urgentUntil: ist(`${tomorrow}T20:00:00`),
    },
    {
      id: 'kg-sports-day-2026',
      title: 'KG Sports Day on Friday, 4 December',
      content: `Our little ones of Pre-KG, LKG and UKG will run, hop and balance at the KG Sports Day on Friday, 4 December 2026, from 8:30 to 11:00 AM on the school grounds.

Children should come in their house T-shirts and white shorts, with a cap and a water bottle. Parents are welcome to cheer from the pavilion; please be seated by 8:20 AM.`,
      imageUrls: [img('events/sports-day-2026-1.webp'), img('events/sports-day-2026-2.webp')],
      datePosted: ist('2026-11-21T10:00:00'),
      audience: classes('Pre-KG', 'UKG'),
    },
    {
      id: 'class-x-pre-board-2026',
      title: 'Class X pre-board examinations from Monday, 7 December',
      content: `The first pre-board examinations of Class X will be held from Monday, 7 December to Saturday, 12 December 2026, from 9:30 AM to 12:30 PM. The timetable and the portions have been sent home in the school diary.

Students should carry their identity card, hall ticket and their own stationery. Regular classes will be held after each examination until 3:10 PM.`,
      imageUrls: [],
      datePosted: ist('2026-11-20T15:00:00'),
      audience: classes('X'),
    },
    {
      id: 'annual-day-2026',
      title: "Annual Day 2026 – 'Illuminate' on Saturday, 19 December",
      content: `Our Annual Day, 'Illuminate', will be held on Saturday, 19 December 2026 from 5:00 PM in the school auditorium. Every student from Pre-KG to Class XII takes part: dance, music, a Tamil drama, a Hindi skit, a Class XI English play and the prize distribution for 2025-26.

Parents are cordially invited. Two passes per family will be sent home in the school diary by 12 December. Gates open at 4:15 PM; please be seated by 4:45 PM.

Rehearsals continue after school until 17 December. Students in the programme will be dropped home by the school buses at 6:15 PM on rehearsal days.`,
      imageUrls: [img('announcements/annual-day-2026-poster.webp'), img('announcements/annual-day-2026-rehearsal.webp')],
      datePosted: ist('2026-11-18T16:30:00'),
    },
    {
      id: 'term-2-fee-reminder-2026',
      title: 'Reminder: Term II fees due by 30 November',
      content: `This is a gentle reminder that Term II fees for 2026-27 are due on or before Monday, 30 November 2026. Fees can be paid online on the Fee Payment page of this website (in the Resources menu, or at /FeePayment), or at the accounts office (9:00 AM to 1:00 PM, Monday to Saturday) by card, UPI or demand draft.

A late fee applies from 1 December. Parents who need to pay in instalments may meet the Administrative Officer before the due date.

Please ignore this reminder if you have already paid. For any discrepancy, write to the accounts office with the receipt number.`,
      imageUrls: [],
      // A PDF attachment (the others have none, as announcements posted before attachments existed).
      attachments: [{ name: 'Circular: Term II fees 2026-27', url: '/demo/circulars/term-2-fees-2026-27.pdf' }],
      datePosted: ist('2026-11-14T09:15:00'),
    },
    {
      id: 'ptm-november-2026',
      title: 'Parent–Teacher Meeting for Classes I to XII on 28 November',
      content: `The Parent–Teacher Meeting for Classes I to XII will be held on Saturday, 28 November 2026 from 8:30 AM to 12:30 PM. Class teachers will share the Term I assessment, attendance and a note on each child's progress; subject teachers will be available in their classrooms.

To avoid crowding, parents of Classes I to V are requested to come between 8:30 and 10:30 AM and parents of Classes VI to XII between 10:30 AM and 12:30 PM.

Regular classes will not be held on that day. Students of Classes X and XII should come with their parents.`,
      imageUrls: [img('announcements/ptm-november-2026.webp')],
      datePosted: ist('2026-11-10T12:00:00'),
      audience: classes('I', 'XII'),
    },
    {
      id: 'spark-2026-winners',
      title: 'Spark 2026 Science Exhibition – the winners',
      content: `Thank you to the 240 young scientists who showed 96 projects at Spark 2026 on Saturday, 31 October, and to the parents and guests who visited.

Best projects: Primary – 'Our Solar System' (Class V-B); Middle school – 'How Volcanoes Erupt' (Class VII-A); Senior school – 'Line-Following Robot' built in the Atal Tinkering Lab (Class IX-C). The judges also commended the water purifier and wind energy models from Class VIII.

The three winning teams will represent the school at the Sahodaya science fair in January.`,
      imageUrls: [
        img('events/science-exhibition-2026-1.webp'),
        img('events/science-exhibition-2026-2.webp'),
        img('events/science-exhibition-2026-3.webp'),
      ],
      datePosted: ist('2026-11-03T11:00:00'),
    },
    {
      id: 'admissions-2027-28',
      title: 'Admissions open for 2027-28',
      content: `Admissions for the academic year 2027-28 are open for Pre-KG to Class IX and for Class XI (Science with Mathematics or Biology, and Commerce).

Application forms are available at the school office and online from 15 October. Pre-KG applicants should be 3 years old by 31 July 2027. Please bring the birth certificate, Aadhaar card, the latest report card and a transfer certificate (for Classes II and above) when you submit the form.

Campus tours are held every Saturday at 10:00 AM. For details, call the school office between 9:00 AM and 3:00 PM.`,
      imageUrls: [img('announcements/admissions-2027-28.webp')],
      datePosted: ist('2026-10-15T10:00:00'),
    },
  ];
  // Two school years of notices and some older (for the search and its 'older notices'), in Tamil and English.
  const archived = [
    {
      id: 'term-1-fees-2026-27',
      title: 'Term I fees for 2026-27 due by 30 June',
      content: `Term I fees for the academic year 2026-27 are due on or before Tuesday, 30 June 2026. The fee circular with the amounts for each class is attached to the school diary and available at the accounts office.

Fees can be paid online through the Fee Payment page or at the accounts office by card, UPI or demand draft. A late fee applies from 1 July.`,
      imageUrls: [],
      datePosted: ist('2026-06-02T09:00:00'),
    },
    {
      id: 'summer-vacation-2026',
      title: 'Summer vacation from 1 May; school reopens on 1 June',
      content: `The school closes for the summer vacation on Thursday, 30 April 2026 and reopens on Monday, 1 June 2026. Holiday homework for each class is on the Important Links page.

The school office stays open from 9:00 AM to 1:00 PM on working days for admissions and transfer certificates.`,
      imageUrls: [],
      datePosted: ist('2026-04-24T11:00:00'),
    },
    {
      id: 'term-3-fees-2025-26',
      title: 'Term III fees for 2025-26 due by 15 January',
      content: `Term III fees for 2025-26 are due on or before Thursday, 15 January 2026. Parents who pay the whole year's fees by then receive the sibling concession for the next year as well.

Fees can be paid online or at the accounts office from 9:00 AM to 1:00 PM.`,
      imageUrls: [],
      datePosted: ist('2025-12-18T10:00:00'),
    },
    {
      id: 'tamil-mandram-2025',
      title: 'தமிழ் மன்றம் தொடக்க விழா – Tamil Mandram inauguration',
      content: `தமிழ் மன்றத்தின் தொடக்க விழா 22 ஆகஸ்ட் 2025 வெள்ளிக்கிழமை காலை 10 மணிக்கு பள்ளி அரங்கில் நடைபெறும். மாணவர்களின் கவிதை, பட்டிமன்றம் மற்றும் நாடகம் இடம்பெறும்.

The Tamil Mandram of the school will be inaugurated on Friday, 22 August 2025 at 10:00 AM in the school auditorium, with poetry, a debate (pattimandram) and a play by the students of Classes VI to XII.`,
      imageUrls: [],
      datePosted: ist('2025-08-18T09:30:00'),
      audience: classes('VI', 'XII'),
    },
    {
      id: 'sibling-concession-2025',
      title: 'Sibling fee concession: apply by 31 July',
      content: `Parents with two or more children at the school may apply for the sibling concession on the tuition fee for 2025-26. The form is available at the accounts office; please submit it with a copy of each child's identity card by Thursday, 31 July 2025.`,
      imageUrls: [],
      datePosted: ist('2025-07-07T10:00:00'),
    },
    {
      id: 'career-guidance-2025',
      title: 'Career guidance and résumé workshop for Class XII',
      content: `A career guidance session with a résumé-writing workshop for Class XII will be held on Saturday, 12 July 2025 from 9:30 AM. Counsellors from three universities will speak about engineering, medicine, commerce and the liberal arts, and about entrance examinations and scholarships.`,
      imageUrls: [],
      datePosted: ist('2025-07-01T12:00:00'),
      audience: classes('XII'),
    },
    {
      id: 'annual-day-2024',
      title: "Annual Day 2024 – 'Rhythms of India' on 14 December",
      content: `Our Annual Day, 'Rhythms of India', will be held on Saturday, 14 December 2024 from 5:00 PM in the school auditorium, with folk dances from every state and the prize distribution for 2023-24.`,
      imageUrls: [],
      datePosted: ist('2024-12-02T16:00:00'),
    },
    {
      id: 'fee-structure-2024-25',
      title: 'Fee structure for 2024-25',
      content: `The fee structure for 2024-25 has been approved by the Fee Regulation Committee. The circular with the fees of each class was sent home in the school diary; the first term's fees are due by 30 June 2024.`,
      imageUrls: [],
      datePosted: ist('2024-04-08T10:00:00'),
    },
    {
      id: 'cbse-results-2026',
      title: 'CBSE Board Results 2026: 100% pass in Class X and XII',
      content: `We are proud to share that all 142 students of Class X and all 118 students of Class XII passed the CBSE Board examinations 2026.

Eighteen students in Class X and eleven in Class XII scored 95% and above. The school toppers scored 98.6% (Class X) and 97.8% (Class XII), with centums in Mathematics, Science, Computer Science and Tamil.

Congratulations to the students, and thank you to their teachers and parents.`,
      imageUrls: [img('announcements/cbse-results-2026.webp'), img('achievements/cbse-results-2026.webp')],
      datePosted: ist('2026-05-14T15:00:00'),
    },
    {
      id: 'sports-day-2026',
      title: 'Sports Day on Saturday, 7 February',
      content: `The 10th Annual Sports Day will be held on Saturday, 7 February 2026 from 7:30 AM on the school grounds. The march past, the house relays and the 100 m finals begin at 8:00 AM, followed by the prize distribution at 11:00 AM.

Students should come in their house T-shirts, white track pants and sports shoes, with a water bottle and a cap. Parents are welcome.`,
      imageUrls: [img('events/sports-day-2026-1.webp'), img('events/sports-day-2026-2.webp')],
      datePosted: ist('2026-01-28T09:00:00'),
    },
    {
      id: 'pongal-2026',
      title: 'Pongal celebration on 13 January and holidays',
      content: `Pongal will be celebrated at school on Tuesday, 13 January 2026 with pongal cooked on the school grounds, a kolam competition and a traditional attire day. Students may come in traditional dress.

The school will be closed for the Pongal holidays from 14 to 16 January 2026 and reopens on Monday, 19 January. Wishing every family a happy and prosperous Pongal!`,
      imageUrls: [img('events/pongal-2026-1.webp'), img('events/pongal-2026-2.webp')],
      datePosted: ist('2026-01-09T10:30:00'),
    },
  ];
  // Not yet the visitors': one scheduled for tomorrow, 7:00 AM in Chennai, and one draft (dated 31 December 9999, as
  // the rules require of a draft).
  const unpublished = [
    {
      id: 'winter-uniform-2026',
      title: 'Winter uniform from Monday, 1 December',
      content: `From Monday, 1 December, students may wear the school sweater (navy blue, with the school crest) over the regular uniform. Plain navy blue or black caps are allowed for the morning assembly.

The sweater is available at the school store from 9:00 AM to 12:30 PM on working days.`,
      imageUrls: [],
      datePosted: ist(`${tomorrow}T07:00:00`),
    },
    {
      id: 'science-exhibition-2027',
      title: 'Science Exhibition 2027: call for projects',
      content: `Students of Classes VI to XII may register their projects for the Science Exhibition on 6 February 2027 with their science teacher by 15 December. Teams of up to three students; each team brings a working model or an experiment and explains it to visitors.`,
      imageUrls: [],
      datePosted: new Date(Date.UTC(9999, 11, 31)),
      draft: true,
      audience: classes('VI', 'XII'),
    },
  ];
  return [
    ...active.map(({ id, ...data }) => ({ path: `announcements/${id}`, data: { ...data, archived: false } })),
    ...archived.map(({ id, ...data }) => ({ path: `announcements/${id}`, data: { ...data, archived: true } })),
    ...unpublished.map(({ id, ...data }) => ({ path: `announcements/${id}`, data: { ...data, archived: false } })),
  ];
}

function eventsGallery() {
  const events = [
    ['annual-day-2025', 'Annual Day 2025 – Kaleidoscope of Cultures', 1, '2025-12-22T10:00:00', ['events/annual-day-2025-1.webp', 'events/annual-day-2025-2.webp', 'events/annual-day-2025-3.webp']],
    ['science-exhibition-2026', 'Spark 2026 – Science Exhibition', 2, '2026-11-02T09:30:00', ['events/science-exhibition-2026-1.webp', 'events/science-exhibition-2026-2.webp', 'events/science-exhibition-2026-3.webp']],
    ['childrens-day-2026', "Children's Day 2026", 2.5, '2026-11-16T09:00:00', ['events/childrens-day-2026-1.webp']],
    ['pongal-2026', 'Pongal Celebration 2026', 3, '2026-01-16T11:00:00', ['events/pongal-2026-1.webp', 'events/pongal-2026-2.webp', 'events/pongal-2026-3.webp']],
    ['sports-day-2026', 'Sports Day 2026', 4, '2026-02-09T10:00:00', ['events/sports-day-2026-1.webp', 'events/sports-day-2026-2.webp', 'events/sports-day-2026-3.webp']],
    ['independence-day-2026', 'Independence Day 2026', 5, '2026-08-17T09:00:00', ['events/independence-day-2026-1.webp', 'events/independence-day-2026-2.webp']],
    // Priority stored as text by an older form: the site must not show this event.
    ['teachers-day-2026', "Teachers' Day 2026", '2', '2026-09-07T09:00:00', ['events/teachers-day-2026-1.webp']],
  ];
  return events.map(([id, title, priority, createdAt, images]) => ({
    path: `events_gallery/${id}`,
    data: { title, imageURLs: images.map(img), priority, createdAt: ist(createdAt), archived: false },
  }));
}

function achievements() {
  return [
    {
      id: 'cbse-results-2026',
      title: 'CBSE Board Results 2026: 100% pass',
      description: 'All 142 students of Class X and 118 of Class XII passed; 29 scored 95% and above, with school toppers at 98.6% and 97.8%.',
      priority: 1,
      imageURL: img('achievements/cbse-results-2026.webp'),
      createdAt: ist('2026-05-15T10:00:00'),
    },
    {
      id: 'silambam-state-gold-2026',
      title: 'Gold at the State Silambam Championship',
      description: 'M. Vetrivel of Class VIII won the gold medal in the under-14 boys category of the Tamil Nadu state Silambam championship in Madurai, keeping our traditional martial art alive.',
      priority: 2,
      imageUrl: `  ${img('achievements/silambam-state-gold.webp')}  `,
      createdAt: ist('2026-08-25T12:00:00'),
    },
    {
      id: 'science-olympiad-2026',
      title: 'Six gold medals at the Science Olympiad',
      description: 'Students of Classes VI to X won six gold medals and eleven certificates of merit at the national Science Olympiad; two qualified for the second level.',
      priority: 3,
      imageURL: img('achievements/science-olympiad-2026.webp'),
      createdAt: ist('2026-03-10T10:00:00'),
    },
    {
      id: 'chess-championship-2026',
      title: 'Inter-school chess champions (under-14)',
      description: 'Our under-14 team won the team gold at the Chennai Sahodaya inter-school chess tournament, and R. Sanjana of Class VII was named the best player.',
      priority: 4,
      imageUrl: img('achievements/chess-championship-2026.webp'),
      createdAt: ist('2026-07-20T15:30:00'),
    },
    {
      id: 'basketball-cluster-2026',
      title: 'Runners-up at the CBSE Cluster Basketball Meet',
      description: 'The under-17 girls team finished second among 38 schools at the CBSE Cluster VII basketball meet, their best result so far.',
      priority: 5,
      imageURL: img('achievements/basketball-cluster-2026.webp'),
      createdAt: ist('2026-10-12T18:00:00'),
    },
  ].map(({ id, ...data }) => ({ path: `achievements/${id}`, data }));
}

function council() {
  const members = [
    ['head-boy', 'Aarav Krishnan', 'Head Boy'],
    ['head-girl', 'Diya Ramesh', 'Head Girl'],
    ['deputy-head-boy', 'Karthik Subramanian', 'Deputy Head Boy'],
    ['deputy-head-girl', 'Meera Iyer', 'Deputy Head Girl'],
    ['sports-captain', 'Pranav Raghavan', 'Sports Captain'],
    ['cultural-secretary', 'Nila Senthilkumar', 'Cultural Secretary'],
    ['literary-secretary', 'Harini Balaji', 'Literary Secretary'],
    ['eco-club-secretary', 'Rohan Joseph', 'Eco Club Secretary'],
  ];
  const info = {
    path: 'council_info/main',
    data: {
      description: `The Student Council 2026-27 was elected by the students of Classes VI to XII and invested on 20 June 2026. Led by the Head Boy and the Head Girl, the council speaks for the student body, helps run assemblies, house events, the Annual Day and Sports Day, and leads the eco club's campaign for a plastic-free campus.

Council members are role models of our motto, 'Educate & Illuminate': they keep their word, help their juniors and take ideas from every class to the Principal each month.`,
      updatedAt: ist('2026-06-21T10:00:00'),
    },
  };
  return [
    ...members.map(([id, name, position], index) => ({
      path: `council_members/${id}-2026-27`,
      data: { name, position, year: '2026-27', imageUrl: img(`council/${id}.webp`), priority: index + 1 },
    })),
    info,
  ];
}

function importantLinks() {
  const links = [
    ['cbse', { title: 'CBSE – Central Board of Secondary Education', url: 'https://www.cbse.gov.in/', description: 'Circulars, examination notices and affiliation details from the Board.', buttonText: 'Visit CBSE' }],
    ['cbse-results', { title: 'CBSE Results', url: 'https://results.cbse.nic.in/', description: 'Class X and XII board examination results, usually announced in May.', buttonText: 'Check Results' }],
    ['cbse-academic', { title: 'CBSE Academic – Curriculum and Sample Papers', url: 'https://cbseacademic.nic.in/', description: 'Syllabus for every class, sample question papers and marking schemes.', buttonText: 'Syllabus & Papers' }],
    ['online-fee-payment', { title: 'Online Fee Payment', url: 'https://pay.example.com/school-fees', buttonText: 'Pay Fees' }],
    ['udise-plus', { title: 'UDISE+', url: 'https://udiseplus.gov.in/', description: "The national school database where the school's enrolment and facilities are reported each year." }],
    ['diksha', { title: 'DIKSHA – e-Textbooks and Lessons', url: 'https://diksha.gov.in/' }],
    ['ncert-textbooks', { title: 'NCERT Textbooks', url: 'https://ncert.nic.in/textbook.php', description: 'Free textbooks for Classes I to XII, chapter by chapter.', buttonText: 'Read Online' }],
  ];
  return links.map(([id, data], index) => ({
    path: `important_links/${id}`,
    data: { ...data, createdAt: new Date(ist('2026-04-01T10:00:00').getTime() + index * MINUTE) },
  }));
}

function infrastructure() {
  const items = [
    ['campus', 'Campus and Green Spaces', 'A three-storey main block on a five-acre campus with shaded lawns, a rain-water harvesting system and an eco garden looked after by the students.', 1, ['infrastructure/campus-1.webp', 'infrastructure/campus-2.webp']],
    ['smart-classrooms', 'Smart Classrooms', 'Every classroom from Class I upwards has an interactive smart board, good daylight and ceiling fans, with no more than 40 students in a section.', 2, ['infrastructure/smart-classroom-1.webp', 'infrastructure/smart-classroom-2.webp', 'infrastructure/smart-classroom-3.webp']],
    ['science-laboratories', 'Science Laboratories', 'Separate physics, chemistry and biology laboratories equipped to the CBSE norms, with a lab assistant in each and safety equipment in every room.', 3, ['infrastructure/science-labs-1.webp', 'infrastructure/science-labs-2.webp', 'infrastructure/science-labs-3.webp']],
    ['library', 'Library', 'Over 12,000 books in English, Tamil and Hindi, daily newspapers, children\'s magazines and a reading corner for the primary classes.', 4, ['infrastructure/library-1.webp', 'infrastructure/library-2.webp']],
    ['computer-and-tinkering-labs', 'Computer Lab and Atal Tinkering Lab', 'Two computer laboratories with one computer per student, and an Atal Tinkering Lab for robotics, electronics and 3D printing.', 5, ['infrastructure/computer-lab-1.webp', 'infrastructure/computer-lab-2.webp']],
    ['sports', 'Sports Facilities', 'A basketball court, a skating rink, a 200 m track and coaching in football, chess, taekwondo and Silambam.', 6, ['infrastructure/sports-1.webp', 'infrastructure/sports-2.webp', 'activities/athletics.webp']],
    ['transport', 'Transport', 'GPS-tracked buses on 14 routes across Chennai, each with a lady attendant, a first-aid kit and a speed governor.', 7, ['infrastructure/transport-1.webp', 'infrastructure/transport-2.webp']],
    // Priority stored as text: the site must not show this item.
    ['music-room', 'Music Room', 'A music room with a keyboard, tabla and veena for vocal and instrumental classes.', '8', ['infrastructure/music-room-1.webp']],
  ];
  return items.map(([id, title, description, priority, gallery]) => ({
    path: `infrastructure_items/${id}`,
    data: { title, description, thumbnailUrl: img(gallery[0]), gallery: gallery.map(img), priority },
  }));
}

function yearPlanner() {
  return {
    path: 'year_planner/planner',
    data: { url: img('planner/year-planner-2026-27.webp'), year: '2026-27', uploadedAt: ist('2026-03-28T11:00:00'), updatedAt: ist('2026-03-28T11:00:00') },
  };
}

function disclosureDocuments() {
  // Sample PDFs shipped in public/docs/ as staff would have added them, in their order (the collaborations PDF is
  // also the home page's fallback while none are stored); updatedAt is when the admin page last wrote each.
  const documents = [
    ['admission-policy', {
      title: 'Admission Policy 2027-28',
      description: 'Age criteria, the documents to bring and the admission schedule for every class.',
      pdfUrl: '/docs/admission-policy.pdf',
      documentDate: '2026-10-01',
    }],
    ['collaborations', {
      title: 'Collaborations',
      description: 'Our partnerships with institutions and organisations that enrich learning beyond the syllabus.',
      pdfUrl: '/docs/collaborations.pdf',
      documentDate: '2026-04-20',
    }],
  ];
  return documents.map(([id, data], index) => ({
    path: `disclosure_documents/${id}`,
    data: { ...data, order: index + 1, updatedAt: new Date(ist('2026-06-12T15:00:00').getTime() + index * MINUTE) },
  }));
}

/**
 * A plausible school year of key dates (the CBSE session, April to March): the one the day of seeding falls in, so
 * that a fresh `npm start` always has dates past and to come. They are the dates of the seeded planner picture
 * (public/demo/planner/year-planner-2026-27.webp), so that the picture and the list tell the same year, with two for
 * some classes only (the Class X pre-boards, beside the half-yearly examinations). Ids as the rules want them: the
 * year of the start and a number (at most 300 a year).
 */
function keyDates() {
  const today = isoDay(0);
  const year = Number(today.slice(0, 4)) - (today.slice(5) < '04-01' ? 1 : 0);
  const next = year + 1;
  const dates = [
    [`${year}-04-01`, `${year}-04-01`, 'Event', 'New session begins', 'Classes I to XII; the school day starts at 8:10 am.'],
    [`${year}-04-14`, `${year}-04-14`, 'Holiday', 'Tamil New Year', ''],
    [`${year}-05-01`, `${year}-05-31`, 'Holiday', 'Summer vacation', 'School reopens on 1 June.'],
    [`${year}-06-21`, `${year}-06-21`, 'Event', 'International Yoga Day', 'On the school grounds at 7:30 am.'],
    [`${year}-07-18`, `${year}-07-18`, 'PTM', 'Parent–Teacher Meeting (Classes I to XII)', '9:00 am to 12:30 pm.', classes('I', 'XII')],
    [`${year}-08-15`, `${year}-08-15`, 'Event', 'Independence Day', 'Flag hoisting at 8:00 am; parents are welcome.'],
    [`${year}-09-05`, `${year}-09-05`, 'Event', "Teachers' Day", ''],
    [`${year}-09-14`, `${year}-09-25`, 'Exam', 'Term I examinations', 'The timetable is sent home in the school diary.'],
    [`${year}-09-28`, `${year}-10-04`, 'Holiday', 'Term break', 'School reopens on 5 October.'],
    [`${year}-10-31`, `${year}-10-31`, 'Event', 'Science Exhibition', 'Projects by every class, in the school hall.'],
    [`${year}-11-14`, `${year}-11-14`, 'Event', "Children's Day", ''],
    [`${year}-11-28`, `${year}-11-28`, 'PTM', 'Parent–Teacher Meeting (Term I)', '8:30 am to 12:30 pm.', classes('I', 'XII')],
    [`${year}-12-07`, `${year}-12-18`, 'Exam', 'Half-yearly examinations', 'The timetable is sent home in the school diary.'],
    [`${year}-12-07`, `${year}-12-12`, 'Exam', 'Class X pre-board examinations', 'In place of the half-yearly examinations; the timetable is in the school diary.', classes('X')],
    [`${year}-12-19`, `${year}-12-19`, 'Event', "Annual Day 'Illuminate'", 'School auditorium, from 5:00 pm.'],
    [`${year}-12-24`, `${next}-01-01`, 'Holiday', 'Christmas holidays', 'School reopens on 2 January.'],
    [`${next}-01-14`, `${next}-01-16`, 'Holiday', 'Pongal holidays', ''],
    [`${next}-01-26`, `${next}-01-26`, 'Event', 'Republic Day', 'Flag hoisting at 8:00 am.'],
    [`${next}-02-06`, `${next}-02-06`, 'Event', 'Sports Day', 'School grounds, from 8:00 am.'],
    [`${next}-02-15`, `${next}-03-20`, 'Exam', 'CBSE Board examinations (Classes X and XII)', 'As per the CBSE date sheet.', ['X', 'XII']],
    [`${next}-03-01`, `${next}-03-12`, 'Exam', 'Annual examinations (Classes I to IX and XI)', '', [...classes('I', 'IX'), 'XI']],
    [`${next}-03-27`, `${next}-03-27`, 'PTM', 'Results and Parent–Teacher Meeting', 'Report cards are given to parents only.'],
  ];
  const numbers = new Map();
  return dates.map(([start, end, kind, title, note, audience]) => {
    const startYear = start.slice(0, 4);
    numbers.set(startYear, (numbers.get(startYear) ?? 0) + 1);
    return {
      path: `key_dates/${startYear}-${numbers.get(startYear)}`,
      data: { title, start, end, kind, ...(note && { note }), ...(audience && { audience }), updatedAt: ist('2026-03-28T11:30:00') },
    };
  });
}

/** A day as an ISO date, `days` after today (before it for a negative number), in Chennai. */
function isoDay(days) {
  const chennaiToday = new Date(Date.now() + 5.5 * 60 * MINUTE);
  chennaiToday.setUTCDate(chennaiToday.getUTCDate() + days);
  return chennaiToday.toISOString().slice(0, 10);
}

/**
 * The annual report the office is reminded of today (src/features/mandatory-disclosure/annualReport.ts), uploaded:
 * from 15 August, the one of the academic year that ended that March; before, the one of the year before. Uploaded
 * on 28 August of its year, or today if that is still to come.
 */
function annualReport() {
  const today = isoDay(0);
  const calendarYear = Number(today.slice(0, 4));
  const endYear = today >= `${calendarYear}-08-15` ? calendarYear : calendarYear - 1;
  const uploaded = `${endYear}-08-28`;
  return {
    url: '/docs/mandatory-disclosure/annual-report.pdf',
    updatedOn: uploaded <= today ? uploaded : today,
    year: `${endYear - 1}-${String(endYear % 100).padStart(2, '0')}`,
  };
}

/**
 * The CBSE Mandatory Public Disclosure (Appendix IX), one document per section, every row filled with demo values
 * and the sample PDFs of public/docs/mandatory-disclosure/ (tools/render-disclosure-samples.mjs). The dates are
 * relative to the day of seeding, so that a fresh `npm start` shows the office's warnings: the fire-safety
 * certificate ran out 20 days ago and the building-safety certificate runs out in 14 days.
 */
function mandatoryDisclosure() {
  const pdf = (key) => `/docs/mandatory-disclosure/${key}.pdf`;
  const file = (key, updatedDaysAgo, validForDays) => ({
    url: pdf(key),
    updatedOn: isoDay(-updatedDaysAgo),
    ...(validForDays === undefined ? {} : { validUntil: isoDay(validForDays) }),
  });
  const sections = {
    general: {
      schoolName: '[School Name] Public School',
      affiliationNo: '1930000',
      schoolCode: '55000',
      address: '[Door No.], [Street Name], [Area], Chennai, Tamil Nadu 600 000',
      principalName: 'Dr. M. Saraswathi',
      principalQualification: 'M.Sc., M.Ed., Ph.D.',
      email: 'office@school.example',
      contact: '+91 44 0000 0000 (landline), +91 90000 00000 (mobile)',
    },
    documents: {
      affiliation: file('affiliation', 200, 1600),
      registration: file('registration', 400),
      noc: file('noc', 400),
      rteRecognition: file('rte-recognition', 300, 700),
      buildingSafety: file('building-safety', 350, 14),
      fireSafety: file('fire-safety', 385, -20),
      deoCertificate: file('deo-certificate', 200),
      sanitation: file('sanitation', 120, 245),
    },
    academics: {
      feeStructure: file('fee-structure', 240),
      academicCalendar: file('academic-calendar', 240),
      smcMembers: [
        'Mr. S. Venkatesan, Chairperson (nominee of the trust)',
        'Dr. M. Saraswathi, Member Secretary (Principal)',
        'Mrs. R. Lakshmi, parent member',
        'Mr. A. Mohamed Ismail, parent member',
        'Mrs. G. Kavitha, teacher member (PGT, Chemistry)',
        'Mr. K. Senthil Kumar, teacher member (TGT, Mathematics)',
        'Dr. P. Revathi, member from the local community (paediatrician)',
        'Mr. N. Balaji, nominee of the CBSE (Principal of a nearby school)',
      ].join('\n'),
      ptaMembers: [
        'Mrs. S. Priya, President (parent, Class VII)',
        'Mr. R. Karthik, Vice-President (parent, Class X)',
        'Mrs. G. Kavitha, Secretary (teacher)',
        'Mr. V. Arun, Treasurer (parent, Class IV)',
        'Mrs. J. Fathima, member (parent, UKG)',
        'Mr. T. Suresh, member (parent, Class XII)',
        'Ms. L. Deepa, member (teacher)',
      ].join('\n'),
      boardResults: file('board-results', 180),
      resultsX: [
        { year: '2026', registered: 112, passed: 112, remarks: 'Centum in Mathematics: 6 students' },
        { year: '2025', registered: 104, passed: 103 },
        { year: '2024', registered: 98, passed: 98 },
      ],
      resultsXII: [
        { year: '2026', registered: 86, passed: 85 },
        { year: '2025', registered: 80, passed: 80, remarks: 'First batch of Class XII' },
      ],
      annualReport: annualReport(),
    },
    staff: {
      principal: 'Dr. M. Saraswathi, M.Sc., M.Ed., Ph.D.',
      // With the 23 teachers of classes of the faculty list: 26.5 pupils per teacher, 1.64 teachers per section.
      students: 610,
      sections: 14,
      specialEducator: 'Mrs. K. Anuradha, M.A., B.Ed. (Special Education), RCI registered',
      counsellor: 'Ms. P. Nandhini, M.Sc. (Counselling Psychology), wellness teacher for Classes VI to XII',
    },
    infrastructure: {
      campusArea: 12140.5,
      classroomCount: 42,
      classroomArea: 46.45,
      labCount: 6,
      labArea: 74.32,
      internet: true,
      girlsToilets: 28,
      boysToilets: 26,
      inspectionVideo: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
  };
  // Each section as an admin last saved it, a few days apart.
  return Object.entries(sections).map(([id, data], index) => ({
    path: `mandatory_disclosure/${id}`,
    data: { ...data, updatedAt: ist(`2026-11-${String(2 + index * 4).padStart(2, '0')}T11:00:00`) },
  }));
}

/**
 * A teacher as the admin page stores one (src/lib/staffMember.ts): `'Mrs. R. Lakshmi, M.Sc., B.Ed.'` splits into the
 * name and the qualification, with the designation of the disclosure's Section D.
 */
function teacher(written, designation) {
  const comma = written.indexOf(', ');
  return comma === -1 ? { name: written, designation } : { name: written.slice(0, comma), qualification: written.slice(comma + 2), designation };
}

const FACULTY = [
  ['mathematics', { title: 'Mathematics', members: [teacher('Mrs. R. Lakshmi, M.Sc., B.Ed.', 'PGT'), teacher('Mr. K. Senthil Kumar, M.Sc., M.Ed.', 'PGT'), teacher('Mrs. S. Geetha, M.Sc., M.Phil., B.Ed.', 'TGT'), teacher('Ms. P. Divya, M.Sc., B.Ed.', 'TGT')] }],
  ['science', { title: 'Science', members: [{ name: 'Dr. S. Venkatesh', qualification: 'Ph.D. (Physics)', designation: 'PGT' }, teacher('Mrs. A. Revathi, M.Sc. (Chemistry), B.Ed.', 'PGT'), teacher('Ms. J. Priya, M.Sc. (Botany), B.Ed.', 'TGT'), teacher('Mr. M. Arun Prakash, M.Sc. (Zoology), B.Ed.', 'TGT')] }],
  ['english', { title: 'English', members: [teacher('Mrs. Sharon Daniel, M.A., B.Ed.', 'PGT'), teacher('Ms. K. Anitha, M.A., M.Phil., B.Ed.', 'TGT'), teacher('Mr. Vikram Menon, M.A., B.Ed.', 'TGT')] }],
  ['tamil', { title: 'Tamil', members: [teacher('Mrs. V. Kalaiselvi, M.A., B.Ed.', 'TGT'), teacher('Mr. R. Thirumurugan, M.A., M.Phil., B.Ed.', 'PRT')] }],
  // `name` is the legacy spelling of `title`; readers accept either.
  ['hindi', { name: 'Hindi', members: [teacher('Mrs. Sunita Sharma, M.A., B.Ed.', 'TGT'), teacher('Mrs. K. Meenakshi, M.A. (Hindi), B.Ed.', 'PRT')] }],
  ['social-science', { title: 'Social Science', members: [teacher('Mr. G. Rajesh, M.A. (History), B.Ed.', 'PGT'), teacher('Mrs. N. Deepa, M.A. (Geography), B.Ed.', 'TGT'), teacher('Ms. F. Ayesha, M.A. (Economics), B.Ed.', 'TGT')] }],
  ['computer-science', { title: 'Computer Science', members: [{ ...teacher('Mr. S. Karthikeyan, M.C.A., B.Ed.', 'PGT'), document: '/docs/mandatory-disclosure/teacher-certificate.pdf' }, teacher('Ms. R. Swetha, M.Sc. (Computer Science), B.Ed.', 'TGT')] }],
  ['physical-education', { title: 'Physical Education', members: [teacher('Mr. D. Prabhu, M.P.Ed.', 'PET'), teacher('Ms. L. Sangeetha, B.P.Ed.', 'PET')] }],
  ['pre-primary', { title: 'Pre-Primary', members: [teacher('Mrs. T. Uma Maheswari, B.A., D.T.Ed. (Montessori)', 'PRT'), teacher('Ms. C. Nivetha, B.Sc., N.T.T.', 'PRT'), teacher('Mrs. B. Jayanthi, M.A., N.T.T.', 'PRT')] }],
  ['music-and-fine-arts', { title: 'Music and Fine Arts', members: [] }],
];

const NON_TEACHING = [
  ['office-administration', { category: 'Office Administration', members: ['Mr. R. Balasubramanian – Administrative Officer', 'Mrs. S. Kavitha – Office Assistant', 'Ms. M. Janani – Receptionist'] }],
  ['accounts', { category: 'Accounts', members: ['Mr. V. Srinivasan – Accountant', 'Mrs. P. Radha – Accounts Assistant'] }],
  ['transport', { category: 'Transport', members: ['Mr. K. Murugan – Transport In-charge', 'Mr. A. Selvam – Driver', 'Mr. P. Raja – Driver', 'Mrs. L. Saroja – Bus Attendant'] }],
  ['library', { category: 'Library', members: ['Mrs. G. Vasuki – Librarian, M.L.I.S.'] }],
  ['lab-assistants', { category: 'Lab Assistants', members: ['Mr. T. Ganesan – Science Labs', { name: 'Mr. J. Francis – Physics Lab' }, 'Ms. R. Keerthana – Computer Lab'] }],
  ['housekeeping', { category: 'Housekeeping', members: ['Mrs. M. Lakshmi', 'Mrs. K. Pushpa', 'Mr. S. Anbu'] }],
  // `title` is the legacy spelling of `category`; readers accept either.
  ['security', { title: 'Security', members: ['Mr. N. Gopal', 'Mr. R. Mani'] }],
];

/** When the office last wrote the staff lists, one group a minute. */
const STAFF_LISTS_UPDATED = ist('2026-06-10T12:00:00');

function administration() {
  const site = `admins/${SITE_DOCUMENT_ID}`;
  const list = (collection, entries) =>
    entries.map(([id, data], index) => ({ path: `${site}/${collection}/${id}`, data: { ...data, priority: index + 1, updatedAt: new Date(STAFF_LISTS_UPDATED.getTime() + index * MINUTE) } }));
  return [{ path: site, data: { name: 'Chennai campus', updatedAt: STAFF_LISTS_UPDATED } }, ...list('faculty', FACULTY), ...list('nonTeaching', NON_TEACHING)];
}

/** Every demo document as `{ path, data }`, in a fresh copy on each call. */
/**
 * A few lines of the activity log by the two administrators, so that the Activity page and each item's "Last edited
 * by" show two people on a fresh start: [item path, who, action, hours ago, title if the item has none of its own].
 * Each item named gets `lastActivity`.
 */
const ACTIVITY = [
  ['announcements/annual-day-2026', 'principal@demo.school', 'edit', 2],
  ['announcements/term-2-fee-reminder-2026', 'admin@demo.school', 'add', 26],
  ['mandatory_disclosure/documents', 'admin@demo.school', 'edit', 50, 'B. Documents and Information'],
  ['achievements/silambam-state-gold-2026', 'principal@demo.school', 'add', 75],
  ['year_planner/planner', 'admin@demo.school', 'edit', 240],
];

const HOUR = 60 * MINUTE;

/** The title an activity entry gives a seeded document: its title, name, category or year. */
const titleOf = (data) => String(data.title ?? data.name ?? data.category ?? data.year ?? '');

/** The activity entries of ACTIVITY, and the documents they name linked to them. */
function withActivity(documents) {
  const now = Date.now();
  const entries = ACTIVITY.map(([path, by, action, hoursAgo, title], index) => {
    const item = documents.find((document) => document.path === path);
    if (!item) throw new Error(`The seed's activity names ${path}, which the seed does not write.`);
    const segments = path.split('/');
    const data = { at: new Date(now - hoursAgo * HOUR), by, type: segments.at(-2), itemId: segments.at(-1), title: title ?? titleOf(item.data), action };
    return { path: `activity/seed-${index + 1}`, data, item: path };
  });
  const linked = new Map(entries.map((entry) => [entry.item, entry.path.split('/')[1]]));
  return [
    ...documents.map((document) => (linked.has(document.path) ? { ...document, data: { ...document.data, lastActivity: linked.get(document.path) } } : document)),
    ...entries.map(({ path, data }) => ({ path, data })),
  ];
}

/** The fee page as the office keeps it: the content shipped with the site (src/content/feePayment.json). */
function feePayment() {
  return { path: 'fee_payment/main', data: { ...shippedFeeContent, updatedAt: ist('2026-06-01T10:00:00') } };
}

/** The year admissions are open for in the demo, and the day each class's age is counted on. */
export const ADMISSIONS_YEAR = '2027-28';
const AGE_COUNTED_ON = '2027-03-31';

/** An enquiry's id as the site makes it (src/features/admissions/enquirySending.ts): 20 hex digits of SHA-256. */
export function enquiryIdOf(mobile, childName, year) {
  const name = childName.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');
  return createHash('sha256').update(`${mobile}\n${name}\n${year}`).digest('hex').slice(0, 20);
}

/**
 * Admissions open for 2027-28, Pre-KG to XI, and 25 enquiries across classes and statuses (some names in Tamil), as
 * parents would have sent them in November and the office followed them up. The numbers are placeholders.
 */
function admissions() {
  const ages = [
    ['Pre-KG', '2 years 6 months or more'], ['LKG', '3 years or more'], ['UKG', '4 years or more'], ['I', '6 years or more'],
    ['II', '7 years or more'], ['III', '8 years or more'], ['IV', '9 years or more'], ['V', '10 years or more'], ['VI', '11 years or more'],
    ['VII', '12 years or more'], ['VIII', '13 years or more'], ['IX', '14 years or more'], ['XI', 'Class X passed (CBSE or State Board)'],
  ];
  const page = {
    path: 'admissions/main',
    data: {
      open: true,
      year: ADMISSIONS_YEAR,
      intro: `Admissions for ${ADMISSIONS_YEAR} are open from November to March for Pre-KG to Class IX and Class XI (Class X and XII take no new students). Send an enquiry below: the office calls you back within two working days to book a visit of the campus.`,
      classes: Object.fromEntries(ages),
      agesOn: AGE_COUNTED_ON,
      steps: ['Send an enquiry on this page, or call the office.', 'Visit the campus with your child: we show you the classrooms and answer your questions.', 'Fill in the application form the office gives you after the visit.', 'Bring the documents listed here to the office.', 'Pay the admission fee to confirm the seat.'].join('\n'),
      documents: ['Birth certificate of the child', 'Aadhaar card of the child and of a parent', 'Transfer certificate (from Class I on)', 'Report card of the last year (from Class I on)', 'Two passport-size photographs of the child', 'Community certificate, where it applies'].join('\n'),
      updatedAt: ist('2026-11-01T09:00:00'),
    },
  };
  // [parent, child, born, class, status, days after 1 Nov, note of the office]
  const sent = [
    ['Priya Raman', 'Aadhya Raman', '2023-06-14', 'Pre-KG', 'new', 28],
    ['கவிதா ராஜேஷ்', 'அருண் ராஜேஷ்', '2022-09-02', 'LKG', 'new', 29],
    ['Mohammed Irfan', 'Ayaan Irfan', '2021-11-20', 'UKG', 'new', 29],
    ['Sangeetha Krishnan', 'Dhruv Krishnan', '2020-12-05', 'I', 'new', 30],
    ['Rahul Verma', 'Anika Verma', '2023-02-10', 'Pre-KG', 'contacted', 20, 'Called: visit on Saturday morning suits them.'],
    ['செல்வி முருகன்', 'தமிழ்ச்செல்வன் முருகன்', '2022-05-18', 'LKG', 'contacted', 18, 'Spoke to the mother; wants to see the play area.'],
    ['Deepa Suresh', 'Harini Suresh', '2019-08-30', 'II', 'contacted', 22, 'Asked about the school bus from Velachery.'],
    ['Arun Kumar', 'Kavin Arun', '2018-04-12', 'III', 'visit-booked', 15, 'Visit booked for 6 December, 10 am.'],
    ['Fathima Begum', 'Zara Begum', '2017-07-07', 'IV', 'visit-booked', 14, 'Visit booked for 7 December, 11 am.'],
    ['ராஜா சுப்ரமணியம்', 'நிலா ராஜா', '2021-01-25', 'UKG', 'visit-booked', 16, 'Visit on 5 December with both parents.'],
    ['Lakshmi Narayanan', 'Vishnu Narayanan', '2016-03-03', 'V', 'applied', 9, 'Application form received; documents pending.'],
    ['Joseph Thomas', 'Ann Maria Thomas', '2015-10-19', 'VI', 'applied', 8, 'Application in; report card to follow.'],
    ['Anitha Gopal', 'Shreya Gopal', '2014-06-21', 'VII', 'applied', 10, 'Applied; entrance talk on 9 December.'],
    ['Vikram Singh', 'Arjun Singh', '2012-02-14', 'IX', 'applied', 7, 'Application received with the transfer certificate.'],
    ['மீனா கண்ணன்', 'பிரியா கண்ணன்', '2020-09-09', 'I', 'admitted', 5, 'Admitted: fee paid on 25 November.'],
    ['Sundar Rajan', 'Rohit Rajan', '2011-05-05', 'XI', 'admitted', 4, 'Admitted to Science with Computer Science.'],
    ['Kavya Menon', 'Ishaan Menon', '2023-04-01', 'Pre-KG', 'admitted', 6, 'Admitted; uniform list given.'],
    ['Ramesh Babu', 'Sanjay Babu', '2013-08-08', 'VIII', 'closed', 3, 'Chose a school nearer home.'],
    ['Nisha Agarwal', 'Myra Agarwal', '2021-12-12', 'UKG', 'closed', 2, 'No answer on three calls; closed.'],
    ['Gayathri Venkat', 'Aditi Venkat', '2018-11-30', 'III', 'new', 30],
    ['Prakash Iyer', 'Siddharth Iyer', '2011-09-15', 'XI', 'contacted', 21, 'Wants Commerce; sent the subject list.'],
    ['சரஸ்வதி பாலு', 'கார்த்திக் பாலு', '2019-02-28', 'II', 'new', 27],
    ['Imran Khan', 'Sara Khan', '2017-12-01', 'IV', 'contacted', 19, 'Call again after 5 pm.'],
    ['Divya Prasad', 'Nakul Prasad', '2016-07-17', 'V', 'visit-booked', 12, 'Visit on 8 December.'],
    ['Mary Joseph', 'Ethan Joseph', '2022-03-03', 'LKG', 'applied', 11, 'Application in; birth certificate copy pending.'],
  ];
  const enquiries = sent.map(([parent, child, born, name, status, day, note], index) => {
    const mobile = `+9198400${String(10000 + index * 137).padStart(5, '0')}`;
    const createdAt = ist(`2026-11-${String(Math.min(day, 30)).padStart(2, '0')}T${String(9 + (index % 8)).padStart(2, '0')}:15:00`);
    const followed = status !== 'new';
    const at = new Date(createdAt.getTime() + 26 * 3_600_000);
    return {
      path: `enquiries/${enquiryIdOf(mobile, child, ADMISSIONS_YEAR)}`,
      data: {
        parentName: parent,
        mobile,
        ...(index % 3 === 0 && { email: `parent${index + 1}@mail.example` }),
        childName: child,
        dateOfBirth: born,
        classSought: name,
        ...(index % 4 === 1 && { currentSchool: 'Little Flowers Nursery, Adyar' }),
        ...(index % 5 === 2 && { message: 'Is there a school bus from our area? We live near the railway station.' }),
        consent: true,
        year: ADMISSIONS_YEAR,
        status,
        createdAt,
        ...(followed && {
          history: { 0: { at, by: index % 2 === 0 ? 'admin@demo.school' : 'principal@demo.school', status, note } },
          updatedAt: at,
        }),
        ...(status === 'closed' && { closedAt: at }),
      },
    };
  });
  return [page, ...enquiries];
}

export function seedDocuments() {
  return withActivity([
    ...announcements(),
    ...eventsGallery(),
    ...achievements(),
    ...council(),
    ...importantLinks(),
    ...infrastructure(),
    yearPlanner(),
    ...keyDates(),
    ...administration(),
    ...disclosureDocuments(),
    ...mandatoryDisclosure(),
    feePayment(),
    ...admissions(),
  ]);
}
