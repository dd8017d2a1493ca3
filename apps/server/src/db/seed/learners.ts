/** Filler learners: realistic accounts that enrol, review and fill event seats. */
export interface SeedLearner {
  firstName: string;
  lastName: string;
  location: string;
}

export const SEED_LEARNERS: SeedLearner[] = [
  { firstName: 'Aravind', lastName: 'Kumar', location: 'Karur, Tamil Nadu' },
  { firstName: 'Bharathi', lastName: 'Selvam', location: 'Erode, Tamil Nadu' },
  { firstName: 'Deepika', lastName: 'Murugesan', location: 'Salem, Tamil Nadu' },
  { firstName: 'Dinesh', lastName: 'Karthikeyan', location: 'Namakkal, Tamil Nadu' },
  { firstName: 'Gayathri', lastName: 'Shanmugam', location: 'Dindigul, Tamil Nadu' },
  { firstName: 'Hariharan', lastName: 'Palanisamy', location: 'Pollachi, Tamil Nadu' },
  { firstName: 'Indhumathi', lastName: 'Ravi', location: 'Theni, Tamil Nadu' },
  { firstName: 'Jayasurya', lastName: 'Elango', location: 'Tiruppur, Tamil Nadu' },
  { firstName: 'Kavya', lastName: 'Sivakumar', location: 'Thanjavur, Tamil Nadu' },
  { firstName: 'Keerthana', lastName: 'Rajan', location: 'Kumbakonam, Tamil Nadu' },
  { firstName: 'Lokesh', lastName: 'Annamalai', location: 'Tiruvannamalai, Tamil Nadu' },
  { firstName: 'Madhumitha', lastName: 'Gopal', location: 'Tirunelveli, Tamil Nadu' },
  { firstName: 'Manoj', lastName: 'Kannan', location: 'Nagercoil, Tamil Nadu' },
  { firstName: 'Nivetha', lastName: 'Saravanan', location: 'Thoothukudi, Tamil Nadu' },
  { firstName: 'Praveen', lastName: 'Raj', location: 'Sivakasi, Tamil Nadu' },
  { firstName: 'Pooja', lastName: 'Venkatraman', location: 'Virudhunagar, Tamil Nadu' },
  { firstName: 'Ragul', lastName: 'Dhandapani', location: 'Gobichettipalayam, Tamil Nadu' },
  { firstName: 'Revathi', lastName: 'Chinnasamy', location: 'Udumalaipettai, Tamil Nadu' },
  { firstName: 'Sabarinathan', lastName: 'Velu', location: 'Ramanathapuram, Tamil Nadu' },
  { firstName: 'Sandhiya', lastName: 'Perumal', location: 'Pudukkottai, Tamil Nadu' },
  { firstName: 'Santhosh', lastName: 'Kumar', location: 'Mayiladuthurai, Tamil Nadu' },
  { firstName: 'Sowmiya', lastName: 'Thangaraj', location: 'Villupuram, Tamil Nadu' },
  { firstName: 'Surya', lastName: 'Prakash', location: 'Cuddalore, Tamil Nadu' },
  { firstName: 'Swetha', lastName: 'Ramachandran', location: 'Krishnagiri, Tamil Nadu' },
  { firstName: 'Tamilselvan', lastName: 'Arumugam', location: 'Dharmapuri, Tamil Nadu' },
  { firstName: 'Vaishnavi', lastName: 'Kandasamy', location: 'Hosur, Tamil Nadu' },
  { firstName: 'Vijay', lastName: 'Anand', location: 'Vellore, Tamil Nadu' },
  { firstName: 'Yazhini', lastName: 'Mani', location: 'Kanchipuram, Tamil Nadu' },
  { firstName: 'Abdul', lastName: 'Rahman', location: 'Vaniyambadi, Tamil Nadu' },
  { firstName: 'Ayesha', lastName: 'Siddiqua', location: 'Ambur, Tamil Nadu' },
  { firstName: 'Jerome', lastName: 'Samuel', location: 'Marthandam, Tamil Nadu' },
  { firstName: 'Merlin', lastName: 'Joseph', location: 'Ooty, Tamil Nadu' },
  { firstName: 'Balaji', lastName: 'Rangan', location: 'Srirangam, Tamil Nadu' },
  { firstName: 'Ilakkiya', lastName: 'Senthil', location: 'Karaikudi, Tamil Nadu' },
  { firstName: 'Muthukumar', lastName: 'Pandian', location: 'Madurai, Tamil Nadu' },
  { firstName: 'Nandakumar', lastName: 'Sekar', location: 'Tiruchirappalli, Tamil Nadu' },
  { firstName: 'Priyanka', lastName: 'Jeyaraj', location: 'Rajapalayam, Tamil Nadu' },
  { firstName: 'Sivaranjani', lastName: 'Murthy', location: 'Arakkonam, Tamil Nadu' },
  { firstName: 'Gokul', lastName: 'Raj', location: 'Mettupalayam, Tamil Nadu' },
  { firstName: 'Akshaya', lastName: 'Balu', location: 'Puducherry' },
  { firstName: 'Vishnu', lastName: 'Nair', location: 'Palakkad, Kerala' },
  { firstName: 'Anjali', lastName: 'Menon', location: 'Thrissur, Kerala' },
  { firstName: 'Shruthi', lastName: 'Hegde', location: 'Mysuru, Karnataka' },
  { firstName: 'Kiran', lastName: 'Patil', location: 'Hubballi, Karnataka' },
  { firstName: 'Sai Teja', lastName: 'Reddy', location: 'Guntur, Andhra Pradesh' },
  { firstName: 'Sravani', lastName: 'Naidu', location: 'Nellore, Andhra Pradesh' },
  { firstName: 'Rohit', lastName: 'Verma', location: 'Warangal, Telangana' },
  { firstName: 'Ananya', lastName: 'Das', location: 'Cuttack, Odisha' },
];

/** firstname.lastname.N@example.com, N counting from 1; example.com never delivers mail. */
export function fillerEmail(learner: SeedLearner, index: number): string {
  const part = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return `${part(learner.firstName)}.${part(learner.lastName)}.${index + 1}@example.com`;
}

/** A plausible Indian mobile number (10 digits, starting 6-9), stable per index. */
export function fillerPhone(index: number): string {
  const first = 6 + (index % 4);
  const rest = String((index * 7_919_113 + 1_234_567) % 1_000_000_000).padStart(9, '0');
  return `${first}${rest}`;
}

/**
 * Review comments by star rating. `{topic}` is replaced with the course's short topic name.
 * Several mention the Tamil explanations, which is what learners most often write about.
 */
export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'The Tamil explanations made {topic} finally click for me. I had tried English-only videos twice and given up both times.',
    'Very practical. Every module ends with a small project, and by the end I had three things to show in interviews.',
    'Mentors reply within a day on the doubt forum. Worth every rupee for someone from a small town like mine.',
    'I studied in a Tamil-medium school and was scared of {topic}. The instructor explains each idea in Tamil first and then gives the English terms, which helped me a lot in interviews.',
    'Got my first internship offer after finishing this course and the capstone. The mock interview at the end was exactly like the real one.',
    'Clear, structured and no unnecessary theory. The live doubt sessions on weekends were the best part.',
    'Best money I have spent on learning. Lessons are short enough to watch on the bus to college, even on slow mobile data.',
    'My father runs a small shop and I could explain my {topic} project to him in Tamil. That is how clearly it was taught.',
  ],
  4: [
    'Good course overall. Some videos in the middle section are a bit long, but the {topic} content is solid.',
    'Explanations are clear and the projects are useful. I wish there were more practice quizzes.',
    'Nice mix of Tamil and English. Audio quality in a few early lessons could be better.',
    'Covers {topic} well for the price. I had to watch some lessons twice, but the notes helped.',
    'Helpful for my final-year project. The assignments are realistic and the feedback was detailed.',
    'Well taught. A few more real-world examples from companies would make it perfect.',
  ],
  3: [
    'Content is okay but it moves too fast after the first few weeks. Beginners may need extra practice.',
    'Decent introduction to {topic}, but I expected more advanced examples for the fee.',
    'The Tamil explanations are good, but some slides are English-only and a little outdated.',
    'Average. The projects are useful, but doubt replies took two or three days during exam season.',
  ],
  2: [
    'Too much theory and not enough hands-on work for me. Support was slow to respond.',
    'Expected deeper coverage of {topic}. Several lessons felt rushed and the quizzes were too easy.',
  ],
  1: [
    'The course assumes much more background than the description says. I asked for a refund within three days and got it without trouble.',
  ],
};

export function reviewComment(rating: number, topic: string, variant: number): string {
  const band = Math.min(5, Math.max(1, Math.round(rating))) as 1 | 2 | 3 | 4 | 5;
  const options = REVIEW_COMMENTS[band];
  const text = options[variant % options.length] ?? options[0] ?? 'Good course.';
  return text.replaceAll('{topic}', topic);
}
