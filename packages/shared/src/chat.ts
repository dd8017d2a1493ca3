import { SITE } from './site.ts';

/**
 * The support chatbot's knowledge (docs/product/feeds-and-chat.md#chat-knowledge, docs/product/feeds-and-chat.md#chat-scoring). It answers locally,
 * with no network call: the web app loads this module only when the chat panel opens.
 */
export const FAQ_CATEGORIES = [
  'Learning Process & Training',
  'Registration & Payment',
  'Internship & Certification',
  'Courses & Trainings Available',
  'Upcoming Events & Offers',
  'Support & Communication',
  'Membership & Rewards',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: number;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Lower-case words or phrases; each one found in a message is worth 2 points. */
  keywords: string[];
  /** The question in Tamil, whose words score like the English ones (chat-ta.ts). */
  questionTa?: string;
}

/** A reply comes after a human-feeling pause of 500 to 1000 ms (docs/product/feeds-and-chat.md#support-chatbot). */
export const CHAT_REPLY_DELAY_MIN_MS = 500;
export const CHAT_REPLY_DELAY_MAX_MS = 1000;
/** The best entry must score more than this to be used; otherwise a fallback reply is sent. */
export const CHAT_MIN_SCORE = 1;

const email = SITE.email;

const entries: Omit<FaqEntry, 'id'>[] = [
  // ------------------------------------------------------------ Learning Process & Training (10)
  {
    category: 'Learning Process & Training',
    question: 'How are the classes conducted?',
    answer:
      'All classes are live and online: a mentor teaches, you code along, and you can ask questions as you go. Every session is recorded, so you can watch it again later.',
    keywords: ['conducted', 'live class', 'online class', 'offline', 'format', 'how do classes work'],
  },
  {
    category: 'Learning Process & Training',
    question: 'How long is each live session?',
    answer:
      'Each live session lasts 1.5 to 2 hours, with time for hands-on practice and questions at the end.',
    keywords: ['session length', 'how long', 'session duration', 'duration of session', 'hours per session'],
  },
  {
    category: 'Learning Process & Training',
    question: 'How many projects will I build?',
    answer:
      'You build 3-5 real projects in every program, from guided mini-projects to a capstone you can show employers in your portfolio and on GitHub.',
    keywords: ['project', 'portfolio', 'capstone', 'hands on', 'practical'],
  },
  {
    category: 'Learning Process & Training',
    question: 'What laptop or computer do I need?',
    answer:
      'Any laptop or desktop with at least 4 GB RAM (8 GB is more comfortable), a recent browser and a steady internet connection is enough. We help you install every tool in the first week.',
    keywords: ['laptop', 'ram', 'computer', 'system requirement', 'requirement', 'hardware', 'pc', 'specs'],
  },
  {
    category: 'Learning Process & Training',
    question: 'Are classes taught in Tamil or English?',
    answer:
      'You choose: every program runs in Tamil or English batches, and our mentors happily explain a concept again in the other language. Code and slides are in English.',
    keywords: ['tamil', 'english', 'language', 'medium', 'thanglish', 'tanglish'],
  },
  {
    category: 'Learning Process & Training',
    question: 'Do I need prior coding experience?',
    answer:
      'No. Our beginner programs start from the very basics, and many of our learners come from non-IT degrees and smaller towns. Advanced programs list what you should know first.',
    keywords: [
      'beginner',
      'experience',
      'background',
      'non it',
      'non-it',
      'no coding',
      'fresher',
      'prior knowledge',
    ],
  },
  {
    category: 'Learning Process & Training',
    question: 'What happens if I miss a live class?',
    answer:
      'Every live session is recorded and shared within a day, so you can catch up. Bring your questions to the next session or to your mentor.',
    keywords: ['miss', 'missed', 'recording', 'recorded', 'absent', 'replay'],
  },
  {
    category: 'Learning Process & Training',
    question: 'How do I clear my doubts during the course?',
    answer:
      'Ask during the live session, post in your batch community, or book a one-to-one slot with your mentor. Mentors answer doubts within 24 hours on weekdays.',
    keywords: ['doubt', 'mentor', 'stuck', 'help with code', 'clarification'],
  },
  {
    category: 'Learning Process & Training',
    question: 'How many weeks does a program take?',
    answer:
      'Our career programs run for 14+ weeks; shorter skill courses take 4 to 8 weeks. Each course page shows its total hours.',
    keywords: [
      'weeks',
      'months',
      'course duration',
      'program duration',
      'how long does',
      'finish the course',
    ],
  },
  {
    category: 'Learning Process & Training',
    question: 'What is the weekly class schedule?',
    answer:
      'Most batches meet three to four times a week, with weekday-evening and weekend batches so that students and working people can both join. Your batch timing is confirmed when you enrol.',
    keywords: [
      'schedule',
      'timing',
      'timings',
      'weekend batch',
      'evening',
      'weekday',
      'working professional',
    ],
  },

  // ------------------------------------------------------------ Registration & Payment (7)
  {
    category: 'Registration & Payment',
    question: 'How do I enrol in a course?',
    answer:
      'Create a free account with "Get Started", open the course on the Courses page and choose Enroll. Paid courses are confirmed as soon as your payment goes through.',
    keywords: [
      'enrol',
      'enroll',
      'enrolment',
      'enrollment',
      'register',
      'registration',
      'sign up',
      'join',
      'admission',
    ],
  },
  {
    category: 'Registration & Payment',
    question: 'What payment methods do you accept?',
    answer:
      'You can pay by UPI, net banking, debit or credit cards, or EMI. All payments are in Indian rupees through a secure payment gateway.',
    keywords: [
      'payment method',
      'payment option',
      'upi',
      'net banking',
      'netbanking',
      'credit card',
      'debit card',
      'gpay',
      'phonepe',
      'paytm',
      'how to pay',
      'how can i pay',
    ],
  },
  {
    category: 'Registration & Payment',
    question: 'Can I pay the fee in EMI instalments?',
    answer:
      'Yes. EMI is available on eligible credit cards and through the payment gateway at checkout, so you can spread the fee over a few months.',
    keywords: ['emi', 'instalment', 'installment', 'monthly payment', 'pay later'],
  },
  {
    category: 'Registration & Payment',
    question: 'Is there a free trial before I pay?',
    answer:
      'Yes, we offer a 1-week FREE trial. Book it with "Book 1-Week FREE Trial" on the home page and our advisor will set up your trial classes.',
    keywords: ['trial', 'free trial', 'demo class', 'try before', 'free class'],
  },
  {
    category: 'Registration & Payment',
    question: 'What is your refund policy?',
    answer:
      'You can ask for a full refund within 3 days of purchase if you have not attended any live session. Once live classes, mentorship or downloads are used, the fee is not refundable, and workshop and bootcamp payments are non-refundable. See the Refund Policy page for details.',
    keywords: ['refund', 'money back', 'cancel', 'cancellation', 'return my money'],
  },
  {
    category: 'Registration & Payment',
    question: 'Will I get an invoice for my payment?',
    answer:
      'Yes. A GST invoice is generated for every payment and is available right after enrolment; we can also e-mail it to you.',
    keywords: ['invoice', 'receipt', 'gst', 'bill'],
  },
  {
    category: 'Registration & Payment',
    question: 'My payment failed but money was debited. What should I do?',
    answer: `Don't worry: a failed payment is usually reversed by your bank within 5-7 working days. If you were charged but not enrolled, write to ${email} with the payment ID and we will sort it out.`,
    keywords: [
      'payment failed',
      'debited',
      'deducted',
      'transaction failed',
      'charged twice',
      'not enrolled after payment',
    ],
  },

  // ------------------------------------------------------------ Internship & Certification (6)
  {
    category: 'Internship & Certification',
    question: 'Do I get a certificate after the course?',
    answer:
      'Yes. Every course and program ends with a Kalvi certificate of completion, and events that say "Certificate provided" give one too.',
    keywords: ['certificate', 'certification', 'certified'],
  },
  {
    category: 'Internship & Certification',
    question: 'Can employers verify my certificate?',
    answer:
      'Yes. Each certificate carries a unique ID that an employer can check with us, and you can add it to your LinkedIn profile and resume.',
    keywords: ['verify', 'verification', 'recognised', 'recognized', 'valid', 'linkedin'],
  },
  {
    category: 'Internship & Certification',
    question: 'Do you offer internships?',
    answer:
      'Yes. Learners who complete a career program with its projects can join an internship on real projects with our partner companies or our own product team.',
    keywords: ['internship', 'intern', 'industry experience'],
  },
  {
    category: 'Internship & Certification',
    question: 'Is the internship paid?',
    answer:
      'Some partner internships pay a stipend; the rest are unpaid and focused on experience and an internship certificate. The advisor will tell you what is open for your batch.',
    keywords: ['stipend', 'paid internship', 'salary during internship'],
  },
  {
    category: 'Internship & Certification',
    question: 'Do you help with placements and jobs?',
    answer:
      'Yes. Career programs include resume and LinkedIn reviews, mock interviews and referrals to hiring partners. We guide you all the way, though no honest academy can guarantee a job.',
    keywords: ['placement', 'job', 'career support', 'interview', 'resume', 'hiring', 'guarantee'],
  },
  {
    category: 'Internship & Certification',
    question: 'How do I earn the certificate?',
    answer:
      'Attend the live sessions or watch their recordings, submit the projects and pass the final assessment. The certificate is issued as soon as your mentor approves your last project.',
    keywords: ['eligible', 'eligibility', 'criteria', 'assessment', 'earn certificate', 'get certificate'],
  },

  // ------------------------------------------------------------ Courses & Trainings Available (7)
  {
    category: 'Courses & Trainings Available',
    question: 'What courses do you offer?',
    answer:
      'We teach Web Development (Full Stack), AI/ML and emerging tech, Data Science, App Development and Cyber Security, from beginner to advanced. Browse them all on the Courses page.',
    keywords: [
      'what courses',
      'which courses',
      'courses available',
      'course list',
      'programs',
      'all courses',
    ],
  },
  {
    category: 'Courses & Trainings Available',
    question: 'Do you have a Web Development or Full Stack course?',
    answer:
      'Yes: HTML and CSS foundations, JavaScript, React, Node.js and Express, and the Full Stack MERN Developer Program, which takes you from basics to a deployed app.',
    keywords: [
      'web development',
      'full stack',
      'fullstack',
      'mern',
      'react',
      'javascript',
      'frontend',
      'backend',
      'node',
    ],
  },
  {
    category: 'Courses & Trainings Available',
    question: 'Do you teach AI and Machine Learning?',
    answer:
      'Yes: Python for AI, Machine Learning with scikit-learn, Deep Learning with PyTorch, Generative AI and prompt engineering (also in Tamil), LLM apps and Computer Vision.',
    keywords: [
      'ai',
      'ml',
      'machine learning',
      'artificial intelligence',
      'deep learning',
      'generative',
      'llm',
      'chatgpt',
    ],
  },
  {
    category: 'Courses & Trainings Available',
    question: 'Do you have a Data Science course?',
    answer:
      'Yes: statistics, Excel to SQL, Pandas and NumPy, Power BI dashboards, Apache Spark and the complete Data Science Career Track.',
    keywords: [
      'data science',
      'data analysis',
      'data analyst',
      'sql',
      'power bi',
      'pandas',
      'analytics',
      'python',
    ],
  },
  {
    category: 'Courses & Trainings Available',
    question: 'Do you offer Cyber Security training?',
    answer:
      'Yes: Cyber Security Fundamentals, Linux and Networking, Ethical Hacking and Penetration Testing, Web Application Security and a SOC Analyst Program.',
    keywords: ['cyber', 'cybersecurity', 'security', 'ethical hacking', 'hacking', 'soc'],
  },
  {
    category: 'Courses & Trainings Available',
    question: 'Can I learn mobile App Development?',
    answer:
      'Yes: Flutter for beginners and advanced Flutter, Android with Kotlin, React Native and Firebase for mobile developers.',
    keywords: ['app development', 'mobile app', 'flutter', 'android', 'kotlin', 'react native', 'ios'],
  },
  {
    category: 'Courses & Trainings Available',
    question: 'Which course should I choose?',
    answer:
      'It depends on your goal and background. Tell our advisor a little about yourself through "Talk to our Advisor" and they will suggest the right course, free of charge.',
    keywords: ['which course', 'choose', 'suggest', 'recommend', 'confused', 'best course', 'right course'],
  },

  // ------------------------------------------------------------ Upcoming Events & Offers (6)
  {
    category: 'Upcoming Events & Offers',
    question: 'What events do you run?',
    answer:
      'Workshops, webinars, bootcamps, conferences and meetups, online and in Coimbatore. See what is coming up on the Events page.',
    keywords: ['event', 'workshop', 'webinar', 'meetup', 'conference', 'hackathon'],
  },
  {
    category: 'Upcoming Events & Offers',
    question: 'How do I register for an event?',
    answer:
      'Sign in, open the event on the Events page and choose "Enroll for Free" or pay for it there. Seats are limited, and registration closes at the event\'s registration deadline.',
    keywords: ['register for event', 'event registration', 'seat', 'spots', 'deadline'],
  },
  {
    category: 'Upcoming Events & Offers',
    question: 'Are there any offers or discounts right now?',
    answer:
      'Current discounts are shown on each course and event as a struck-through price with a "% OFF" badge. Our advisor can also tell you about batch offers.',
    keywords: ['offer', 'discount', 'coupon', 'sale', 'deal', 'promo', 'off'],
  },
  {
    category: 'Upcoming Events & Offers',
    question: 'When does the next batch start?',
    answer:
      'New batches start every month, in Tamil and in English. Ask our advisor for the exact start date of the program you want.',
    keywords: ['next batch', 'new batch', 'batch start', 'start date', 'upcoming batch', 'when does'],
  },
  {
    category: 'Upcoming Events & Offers',
    question: 'Are there free events?',
    answer:
      'Yes. Many webinars and meetups are free: on the Events page, choose the price filter "Free Only" to see them.',
    keywords: ['free event', 'free webinar', 'free workshop', 'free session'],
  },
  {
    category: 'Upcoming Events & Offers',
    question: 'Are workshop and bootcamp fees refundable?',
    answer:
      'No. Workshop and bootcamp payments are non-refundable, because seats are reserved for you. If something exceptional happens, write to support and we will look at your case.',
    keywords: ['bootcamp refund', 'workshop refund', 'event refund', 'refundable'],
  },

  // ------------------------------------------------------------ Support & Communication (5)
  {
    category: 'Support & Communication',
    question: 'How can I contact support?',
    answer: `E-mail ${email} or call ${SITE.phone}. You can also ask me here at any time.`,
    keywords: ['contact', 'support', 'email', 'e-mail', 'phone', 'call', 'reach', 'customer care'],
  },
  {
    category: 'Support & Communication',
    question: 'What are your support hours?',
    answer:
      'Our team is available Mon-Fri 9:00 AM to 5:00 PM, with weekend support for urgent course issues. Messages sent outside these hours are answered the next working day.',
    keywords: [
      'support hours',
      'working hours',
      'office hours',
      'open',
      'weekend support',
      'sunday',
      'saturday',
    ],
  },
  {
    category: 'Support & Communication',
    question: 'How quickly will support reply?',
    answer: 'We reply within 24 hours on weekdays, usually much sooner.',
    keywords: ['reply', 'response', 'respond', 'how fast', 'how quickly', 'waiting'],
  },
  {
    category: 'Support & Communication',
    question: 'Can I talk to an advisor?',
    answer:
      'Yes. Choose "Talk to our Advisor" (the "Book 1-Week FREE Trial" button on the home page), leave your details and an advisor will call you back.',
    keywords: [
      'advisor',
      'adviser',
      'counsellor',
      'counselor',
      'talk to',
      'callback',
      'call back',
      'guidance',
    ],
  },
  {
    category: 'Support & Communication',
    question: 'Where is your office?',
    answer: `Our office is at ${SITE.address.line1}, ${SITE.address.city}, ${SITE.address.state} ${SITE.address.postalCode}. The map is on the Contact page.`,
    keywords: ['office', 'address', 'location', 'located', 'visit', 'coimbatore', 'where are you'],
  },

  // ------------------------------------------------------------ Membership & Rewards (5)
  {
    category: 'Membership & Rewards',
    question: 'What is Kalvi membership?',
    answer:
      'Membership gives you a year of access to recorded courses, member-only workshops and priority mentor support. Membership is personal and cannot be transferred.',
    keywords: ['membership', 'member', 'subscription', 'plan'],
  },
  {
    category: 'Membership & Rewards',
    question: 'What benefits do members get?',
    answer:
      'Members get early access to new batches, discounts on events, member-only workshops and priority answers from mentors.',
    keywords: ['benefit', 'perks', 'member benefits', 'advantages'],
  },
  {
    category: 'Membership & Rewards',
    question: 'Do you have a referral program?',
    answer: `Yes. When a friend you refer enrols in a paid course, you earn a reward towards your next course. Write to ${email} for your referral code.`,
    keywords: ['refer', 'referral', 'friend', 'invite'],
  },
  {
    category: 'Membership & Rewards',
    question: 'Do you offer scholarships?',
    answer: `Each batch has a few need-based scholarships, especially for learners from smaller towns. Write to ${email} with a short note about yourself; EMI can also spread the fee.`,
    keywords: ['scholarship', 'financial aid', 'afford', 'cannot pay', 'fee concession'],
  },
  {
    category: 'Membership & Rewards',
    question: 'Do learners earn rewards or points?',
    answer:
      'Yes. Finishing projects, helping others in your batch community and attending events earn reward points that count towards discounts and member perks.',
    keywords: ['reward', 'points', 'badge', 'leaderboard', 'gift'],
  },
];

export const FAQ: readonly FaqEntry[] = entries.map((entry, index) => ({ id: index + 1, ...entry }));

/**
 * Lower-case words only: punctuation and symbols become spaces, so 'UPI?' and 'upi' match.
 * Combining marks stay: Tamil vowel signs and the pulli are marks, part of the word.
 */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A keyword counts as whole words, allowing a plural or verb ending ('payment' in 'payments').
 * A Tamil keyword is a stem: Tamil joins case endings to the word ('கட்டண' in 'கட்டணத்தை').
 */
function keywordPattern(keyword: string): RegExp {
  const words = escapeRegExp(normalise(keyword));
  if (TAMIL_SCRIPT.test(keyword)) return new RegExp(`(?:^|\\s)${words}`);
  return new RegExp(`(?:^|\\s)${words}(?:s|es|ed|ing)?(?=\\s|$)`);
}

interface Prepared {
  entry: FaqEntry;
  keywords: RegExp[];
  questionWords: string[];
}

const preparedFor = new WeakMap<readonly FaqEntry[], Prepared[]>();

/** Compiles each entry's keywords and question words once per FAQ list. */
function prepare(faq: readonly FaqEntry[]): Prepared[] {
  const cached = preparedFor.get(faq);
  if (cached) return cached;
  const result = faq.map((entry) => ({
    entry,
    keywords: entry.keywords.map(keywordPattern),
    questionWords: [...new Set(normalise(`${entry.question} ${entry.questionTa ?? ''}`).split(' '))].filter(
      (w) => w.length > 3,
    ),
  }));
  preparedFor.set(faq, result);
  return result;
}

function scorePrepared(message: string, words: Set<string>, p: Prepared): number {
  const keywordPoints = p.keywords.filter((pattern) => pattern.test(message)).length * 2;
  const questionPoints = p.questionWords.filter((word) => words.has(word)).length;
  return keywordPoints + questionPoints;
}

/** docs/product/feeds-and-chat.md#chat-scoring: 2 points per matching keyword, 1 per question word longer than 3 letters found in the message. */
export function scoreFaqEntry(message: string, entry: FaqEntry): number {
  const text = normalise(message);
  const [p] = prepare([entry]);
  return p ? scorePrepared(text, new Set(text.split(' ')), p) : 0;
}

/** The best-scoring entry, or null when even the best scores CHAT_MIN_SCORE or less (then a fallback is due). */
export function findFaqAnswer(
  message: string,
  faq: readonly FaqEntry[] = FAQ,
): { entry: FaqEntry; score: number } | null {
  const text = normalise(message);
  if (!text) return null;
  const words = new Set(text.split(' '));
  let best: { entry: FaqEntry; score: number } | null = null;
  for (const p of prepare(faq)) {
    const score = scorePrepared(text, words, p);
    if (!best || score > best.score) best = { entry: p.entry, score };
  }
  return best && best.score > CHAT_MIN_SCORE ? best : null;
}
