/**
 * Tamil titles and descriptions of the seeded courses taught in Tamil, and of the events held in
 * Tamil or for Tamil-reading audiences, keyed by the English title (docs/product/languages.md).
 * Written for learners, not word for word; technical terms stay in English.
 */
export interface TamilText {
  title: string;
  description: string;
}

export const TAMIL_COURSES: Record<string, TamilText> = {
  'HTML & CSS Foundations in Tamil': {
    title: 'HTML & CSS அடிப்படைகள் — தமிழில்',
    description:
      'வெற்றுக் கோப்பிலிருந்து உங்கள் முதல் இணையப் பக்கங்களை உருவாக்குங்கள்; ஒவ்வொரு கருத்தும் முதலில் தமிழில் விளக்கப்பட்டு, அதன் ஆங்கிலச் சொற்களும் உடன் தரப்படும். Semantic HTML கொண்டு பக்கங்களை அமைத்து, Flexbox, Grid மூலம் அழகுபடுத்தி, ₹8,000 போனிலும் laptop-இலும் சரியாகத் தெரியும்படி செய்வீர்கள். பாடநெறியின் இறுதியில், GitHub Pages-இல் இலவசமாக வெளியிடும் உங்கள் சொந்த portfolio பக்கம் தயாராக இருக்கும்.',
  },
  'Generative AI & Prompt Engineering in Tamil': {
    title: 'Generative AI & Prompt Engineering — தமிழில்',
    description:
      'ChatGPT, Gemini போன்ற AI உதவியாளர்களை நன்றாகப் பயன்படுத்த, முழுக்கத் தமிழிலேயே கற்றுக்கொள்ளுங்கள். நம்பகமான பதில் தரும் prompt-களை எழுதவும், படிக்கவும் எழுதவும் code செய்யவும் AI-ஐ வேகமாகப் பயன்படுத்தவும், இக்கருவிகள் எங்கே தவறான தகவலைப் புனைகின்றன என்பதை அறியவும் கற்பீர்கள். ஆசிரியர்கள், கடை உரிமையாளர்கள், மாணவர்கள் — தொழில்நுட்பப் பின்னணி இல்லாதவர்களும் இப்பாடநெறியை முடித்துள்ளனர்.',
  },
  'Statistics for Data Science in Tamil': {
    title: 'Data Science-க்கான புள்ளியியல் — தமிழில்',
    description:
      'ஒவ்வொரு analyst-க்கும் தேவையான புள்ளியியலை, கிரிக்கெட் ஸ்கோர், தேர்வு மதிப்பெண், காய்கறி விலை போன்ற எடுத்துக்காட்டுகளுடன் தமிழில் கற்கலாம். சராசரி, பரவல், நிகழ்தகவு, மாதிரி எடுத்தல், கருதுகோள் சோதனை — எல்லாமே சூத்திரங்களுக்கு முன் படங்களுடன் விளக்கப்படும். எந்த data science அல்லது machine learning பாடநெறிக்கும் முன் படிக்க ஏற்றது.',
  },
  'Firebase for Mobile Developers': {
    title: 'மொபைல் டெவலப்பர்களுக்கான Firebase',
    description:
      'Server எதுவும் இயக்காமலேயே உங்கள் app-களில் sign-in, real-time database, file storage ஆகியவற்றைச் சேர்த்திடுங்கள். Firebase Authentication, Firestore, Cloud Storage கொண்டு ஒரு கல்லூரி நிகழ்வுகள் app-ஐ உருவாக்கி, security rules மூலம் அதைப் பாதுகாப்பீர்கள். Flutter, Android இரண்டு project-களிலும் பயன்படும்.',
  },
  'Linux & Networking for Security': {
    title: 'பாதுகாப்புக்கான Linux & Networking',
    description:
      'ஒவ்வொரு security வேலையும் Linux-இலும் network-இலும்தான் தொடங்குகிறது. Linux command line-ஐ நம்பிக்கையுடன் பயன்படுத்தவும், TCP/IP, DNS, HTTP ஆகியவற்றைப் புரிந்துகொள்ளவும், Wireshark கொண்டு traffic-ஐப் பிடித்துப் படிக்கவும் கற்பீர்கள். Lab-கள் உங்கள் சொந்த laptop-இல் ஒரு இலவச virtual machine-இல் இயங்கும்.',
  },
};

export const TAMIL_EVENTS: Record<string, TamilText> = {
  'Career Roadmap: Full Stack Developer from a Small Town': {
    title: 'தொழில் வழிகாட்டி: சிறு நகரத்திலிருந்து Full Stack Developer ஆவது எப்படி',
    description:
      'பெருநகரங்களுக்கு வெளியே படிக்கும்போது full stack developer ஆக என்ன தேவை என்பது பற்றிய வெளிப்படையான மாலை அமர்வு. கரூர், தேனி, நாகர்கோவில் முன்னாள் மாணவர்கள் தங்கள் portfolio-வை எப்படி உருவாக்கினார்கள், remote internship-களை எப்படிப் பெற்றார்கள், முதல் நேர்காணல்களில் எப்படி வென்றார்கள் என்று பகிர்கிறார்கள். நேரலைக் கேள்வி-பதிலுக்கு உங்கள் கேள்விகளுடன் வாருங்கள்.',
  },
  'Introduction to Generative AI in Tamil': {
    title: 'Generative AI அறிமுகம் — தமிழில்',
    description:
      'Generative AI என்றால் என்ன, படிப்புக்கும் வேலைக்கும் அதை எப்படிப் பயன்படுத்துவது என்பதை முழுக்கத் தமிழில் விளக்கும், தொடக்கநிலையாளர்களுக்கான webinar. Prompt எழுதுதல், குறிப்புகளைச் சுருக்குதல், AI பதில்களில் உள்ள தவறுகளைச் சரிபார்த்தல் ஆகியவற்றை நேரலை demo-க்கள் காட்டும்.',
  },
  'Cyber Safety for First-Time Internet Users': {
    title: 'இணையத்தைப் புதிதாகப் பயன்படுத்துவோருக்கான இணையப் பாதுகாப்பு',
    description:
      'மாணவர்களுக்கும் அவர்களின் பெற்றோருக்கும், இணையத்தில் பாதுகாப்பாக இருப்பது பற்றிய நடைமுறை webinar. போலி வேலை வாய்ப்புகள், UPI, OTP மோசடிகளை அடையாளம் காணவும், ஏமாற்றப்பட்ட முதல் ஒரு மணி நேரத்தில் என்ன செய்ய வேண்டும் என்பதையும் கற்றுக்கொள்ளுங்கள்.',
  },
  'Kalvi Coimbatore Developers Meetup #14': {
    title: 'Kalvi கோயம்புத்தூர் டெவலப்பர்கள் சந்திப்பு #14',
    description:
      'கோயம்புத்தூரில் உள்ள டெவலப்பர்களுக்கும் மாணவர்களுக்குமான எங்கள் மாதாந்திர மாலைச் சந்திப்பு. இந்த முறை இரண்டு சிறு உரைகள் — தமிழ் மொழி chatbot-களை உருவாக்குவது பற்றியும், உங்கள் முதல் production outage-ஐச் சமாளிப்பது பற்றியும்; பிறகு ஃபில்டர் காபியுடன் நண்பர்களைச் சந்திக்கலாம்.',
  },
};
