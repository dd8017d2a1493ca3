/**
 * The learners' words shown on home (the first six) and on the Wall of Love (all ten). Testimonials
 * are fixed data: ten distinct entries (docs/product/feeds-and-chat.md#testimonials).
 */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  review: string;
  /** A local image path, or '' to show the learner's initials. */
  avatar: string;
  verified: boolean;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Priya Raman',
    role: 'Frontend Developer, Chennai',
    review:
      'I came from a mechanical engineering background and was scared of code. Learning React in Tamil made every concept click, and my capstone project got me my first developer job.',
    avatar: '',
    verified: true,
    rating: 5,
  },
  {
    id: 2,
    name: 'Karthik Subramanian',
    role: 'Data Analyst, Coimbatore',
    review:
      'The live sessions were never boring. Our mentor explained statistics with cricket scores and local examples. The Power BI projects were exactly what interviewers asked about.',
    avatar: '',
    verified: true,
    rating: 5,
  },
  {
    id: 3,
    name: 'Divya Lakshmi',
    role: 'B.Sc. Computer Science student, Madurai',
    review:
      'College taught me theory; Kalvi taught me to build. I finished three full stack projects in one semester, and the weekend batch fitted around my exams.',
    avatar: '',
    verified: true,
    rating: 5,
  },
  {
    id: 4,
    name: 'Arun Prakash',
    role: 'Junior ML Engineer, Bengaluru',
    review:
      'The machine learning program was hands-on from week one. Doubts were answered the same evening, and the mock interviews prepared me better than any book.',
    avatar: '',
    verified: true,
    rating: 5,
  },
  {
    id: 5,
    name: 'Meena Krishnan',
    role: 'Career returner, Tiruppur',
    review:
      'After a five-year break I wanted to get back into tech. The mentors were patient, the recordings let me learn at my own pace, and EMI made the fee manageable.',
    avatar: '',
    verified: true,
    rating: 4,
  },
  {
    id: 6,
    name: 'Vignesh Murugan',
    role: 'Security Analyst, Trichy',
    review:
      'The ethical hacking labs felt like real work. I cleared my SOC analyst interview with the same tools we used in class.',
    avatar: '',
    verified: true,
    rating: 5,
  },
  {
    id: 7,
    name: 'Sneha Iyer',
    role: 'Flutter Developer, Pune',
    review:
      'I published my first app on the Play Store before the course even ended. Small batches meant the mentor reviewed every line of my code.',
    avatar: '',
    verified: true,
    rating: 5,
  },
  {
    id: 8,
    name: 'Mohammed Irfan',
    role: 'Final-year ECE student, Vellore',
    review:
      'Coming from a small town, I thought good training was only for big cities. Kalvi proved me wrong: affordable, in my language, and the internship gave me real experience.',
    avatar: '',
    verified: true,
    rating: 5,
  },
  {
    id: 9,
    name: 'Lavanya Senthil',
    role: 'QA Engineer turned Developer, Hosur',
    review:
      'The JavaScript and Node.js modules helped me move from manual testing to development inside my own company. The 1.5 to 2 hour sessions were just right after work.',
    avatar: '',
    verified: true,
    rating: 4,
  },
  {
    id: 10,
    name: 'Rahul Nair',
    role: 'Freelance Web Developer, Kochi',
    review:
      'I joined for the English batch and stayed for the community. The projects I built are now the portfolio that brings me freelance clients every month.',
    avatar: '',
    verified: true,
    rating: 5,
  },
];

/** Home shows the first six (docs/product/screens.md#home). */
export const HOME_TESTIMONIALS = 6;
