import type { FaqEntry } from './chat.ts';
import type { Language } from './language.ts';
import { SITE } from './site.ts';

/**
 * The chatbot in Tamil (docs/product/languages.md): each of the 46 entries' question and answer
 * as a Tamil teacher would say them, and the words a learner types for it, in Tamil script
 * (matched as word stems: 'கட்டண' finds கட்டணம், கட்டணத்தை) and in romanised Tamil
 * ('fees evlo', 'tamil la class irukka'). Loaded with the chat panel only.
 */
interface TamilEntry {
  question: string;
  answer: string;
  keywords: string[];
}

const email = SITE.email;
const a = SITE.address;

const TAMIL: Record<number, TamilEntry> = {
  1: {
    question: 'வகுப்புகள் எப்படி நடக்கின்றன?',
    answer:
      'எல்லா வகுப்புகளும் நேரலையாக, online-இல் நடக்கும்: mentor கற்றுத்தருவார், நீங்களும் உடன் code செய்வீர்கள், சந்தேகங்களை அப்போதே கேட்கலாம். ஒவ்வொரு அமர்வும் பதிவு செய்யப்படுவதால், பின்னர் மீண்டும் பார்க்கலாம்.',
    keywords: ['வகுப்பு எப்படி', 'நேரலை', 'ஆன்லைன்', 'class eppadi', 'online class ah', 'offline class'],
  },
  2: {
    question: 'ஒவ்வொரு நேரலை அமர்வும் எவ்வளவு நேரம்?',
    answer:
      'ஒவ்வொரு நேரலை அமர்வும் 1.5 முதல் 2 மணி நேரம் நடக்கும்; கடைசியில் செய்முறைப் பயிற்சிக்கும் கேள்விகளுக்கும் நேரம் உண்டு.',
    keywords: ['எவ்வளவு நேரம்', 'மணி நேரம்', 'எத்தனை மணி', 'evlo neram', 'ethana mani', 'session time'],
  },
  3: {
    question: 'நான் எத்தனை project-கள் செய்வேன்?',
    answer:
      'ஒவ்வொரு program-இலும் 3-5 உண்மையான project-கள் செய்வீர்கள்: வழிகாட்டலுடன் செய்யும் சிறு project-களிலிருந்து, உங்கள் portfolio-விலும் GitHub-இலும் நிறுவனங்களுக்குக் காட்டக்கூடிய capstone வரை.',
    keywords: ['ப்ராஜெக்ட்', 'திட்டப்பணி', 'செய்முறை', 'ethana project', 'project irukka', 'project evlo'],
  },
  4: {
    question: 'எனக்கு எந்த laptop அல்லது கணினி தேவை?',
    answer:
      'குறைந்தது 4 GB RAM உள்ள எந்த laptop அல்லது desktop-உம் போதும் (8 GB இருந்தால் இன்னும் வசதி); புதிய browser-உம் நிலையான இணைய இணைப்பும் வேண்டும். தேவையான எல்லாக் கருவிகளையும் நிறுவ முதல் வாரத்திலேயே உதவுவோம்.',
    keywords: ['லேப்டாப்', 'கணினி', 'கம்ப்யூட்டர்', 'laptop venuma', 'laptop vendum', 'system venuma', 'ram evlo'],
  },
  5: {
    question: 'வகுப்புகள் தமிழிலா, ஆங்கிலத்திலா?',
    answer:
      'நீங்களே தேர்ந்தெடுக்கலாம்: ஒவ்வொரு program-உம் தமிழ் batch, ஆங்கில batch என இரண்டிலும் நடக்கிறது; ஒரு கருத்தை மற்ற மொழியிலும் mentor-கள் மகிழ்ச்சியுடன் மீண்டும் விளக்குவார்கள். Code-உம் slide-களும் ஆங்கிலத்தில் இருக்கும்.',
    keywords: [
      'தமிழில்',
      'தமிழ்',
      'ஆங்கில',
      'மொழி',
      'tamil la',
      'tamil medium',
      'english la',
      'tamil la class',
      'tamil class',
    ],
  },
  6: {
    question: 'முன்பே coding தெரிந்திருக்க வேண்டுமா?',
    answer:
      'தேவையில்லை. எங்கள் தொடக்கநிலை program-கள் மிக அடிப்படையிலிருந்து தொடங்குகின்றன; எங்கள் மாணவர்களில் பலர் IT அல்லாத படிப்புகளிலிருந்தும் சிறு நகரங்களிலிருந்தும் வருகிறார்கள். மேம்பட்ட program-களுக்கு முன்பே என்ன தெரிந்திருக்க வேண்டும் என்பது அவற்றின் பக்கத்தில் உள்ளது.',
    keywords: [
      'அனுபவம்',
      'தெரியாது',
      'தொடக்க',
      'coding theriyadhu',
      'coding theriyathu',
      'experience venuma',
      'beginner ku',
    ],
  },
  7: {
    question: 'நேரலை வகுப்பைத் தவறவிட்டால் என்ன ஆகும்?',
    answer:
      'ஒவ்வொரு நேரலை அமர்வும் பதிவு செய்யப்பட்டு ஒரு நாளுக்குள் பகிரப்படும், அதனால் விட்டதைப் பிடித்துவிடலாம். உங்கள் கேள்விகளை அடுத்த அமர்விலோ உங்கள் mentor-இடமோ கேளுங்கள்.',
    keywords: ['தவறவிட்', 'பதிவு', 'ரெக்கார்டிங்', 'miss panna', 'miss aana', 'class miss', 'recording irukka'],
  },
  8: {
    question: 'பாடநெறியின்போது சந்தேகங்களை எப்படித் தீர்த்துக்கொள்வது?',
    answer:
      'நேரலை அமர்விலேயே கேளுங்கள், உங்கள் batch community-இல் பதிவிடுங்கள், அல்லது உங்கள் mentor-உடன் தனி நேரம் முன்பதிவு செய்யுங்கள். வார நாட்களில் 24 மணி நேரத்துக்குள் mentor-கள் பதில் தருவார்கள்.',
    keywords: ['சந்தேக', 'டவுட்', 'வழிகாட்டி', 'doubt', 'doubt clear', 'sandhegam'],
  },
  9: {
    question: 'ஒரு program எத்தனை வாரங்கள்?',
    answer:
      'எங்கள் career program-கள் 14 வாரங்களுக்கு மேல் நடக்கும்; சிறிய skill பாடநெறிகள் 4 முதல் 8 வாரங்கள். ஒவ்வொரு பாடநெறிப் பக்கத்திலும் மொத்த மணி நேரம் தரப்பட்டுள்ளது.',
    keywords: [
      'எத்தனை வாரம்',
      'வாரங்கள்',
      'எத்தனை மாதம்',
      'ethana week',
      'ethana masam',
      'course duration',
      'evlo naal',
    ],
  },
  10: {
    question: 'வாராந்திர வகுப்பு நேர அட்டவணை என்ன?',
    answer:
      'பெரும்பாலான batch-கள் வாரத்துக்கு மூன்று முதல் நான்கு முறை சந்திக்கின்றன; மாணவர்களும் வேலைக்குச் செல்பவர்களும் சேர, வார நாள் மாலை batch-உம் வார இறுதி batch-உம் உண்டு. நீங்கள் சேரும்போது உங்கள் batch நேரம் உறுதிசெய்யப்படும்.',
    keywords: [
      'அட்டவணை',
      'நேர அட்டவணை',
      'வார இறுதி',
      'மாலை',
      'weekend batch',
      'class timing',
      'evening batch',
      'eppo class',
    ],
  },
  11: {
    question: 'ஒரு பாடநெறியில் எப்படிச் சேருவது?',
    answer:
      '"தொடங்குங்கள்" மூலம் இலவசக் கணக்கு ஒன்றைத் தொடங்கி, பாடநெறிகள் பக்கத்தில் பாடநெறியைத் திறந்து "சேருங்கள்" என்பதைத் தேர்ந்தெடுங்கள். கட்டணப் பாடநெறிகளில், கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டதும் சேர்க்கை உறுதியாகும்.',
    keywords: [
      'சேருவது',
      'சேர்வது',
      'சேர்க்கை',
      'பதிவு செய்வது',
      'join panna',
      'epdi join',
      'eppadi join',
      'enroll panna',
    ],
  },
  12: {
    question: 'என்னென்ன வழிகளில் கட்டணம் செலுத்தலாம்?',
    answer:
      'UPI, net banking, debit அல்லது credit card, EMI — எந்த வழியிலும் செலுத்தலாம். எல்லாக் கட்டணங்களும் பாதுகாப்பான payment gateway வழியாக இந்திய ரூபாயில் செலுத்தப்படும்.',
    keywords: ['செலுத்த', 'பணம் கட்ட', 'யுபிஐ', 'கார்டு', 'pay panna', 'eppadi pay', 'payment eppadi', 'gpay la'],
  },
  13: {
    question: 'கட்டணத்தை EMI தவணைகளில் செலுத்தலாமா?',
    answer:
      'ஆம். தகுதியுள்ள credit card-களிலும், checkout-இல் payment gateway வழியாகவும் EMI கிடைக்கும்; கட்டணத்தைச் சில மாதங்களுக்குப் பிரித்துச் செலுத்தலாம்.',
    keywords: ['தவணை', 'இஎம்ஐ', 'மாதத் தவணை', 'emi irukka', 'emi la', 'thavanai'],
  },
  14: {
    question: 'பணம் செலுத்தும் முன் இலவச முயற்சி வகுப்பு உண்டா?',
    answer:
      'ஆம், 1 வார இலவச முயற்சி வகுப்பு தருகிறோம். முகப்புப் பக்கத்தில் "1 வார இலவச வகுப்பு முன்பதிவு" மூலம் பதிவு செய்தால், எங்கள் ஆலோசகர் உங்கள் முயற்சி வகுப்புகளை ஏற்பாடு செய்வார்.',
    keywords: [
      'இலவச வகுப்பு',
      'முயற்சி வகுப்பு',
      'டெமோ',
      'free class irukka',
      'free trial irukka',
      'demo class',
    ],
  },
  15: {
    question: 'பணத்தைத் திருப்பித் தரும் கொள்கை என்ன?',
    answer:
      'எந்த நேரலை அமர்விலும் கலந்துகொள்ளாமல் இருந்தால், வாங்கிய 3 நாட்களுக்குள் முழுத் தொகையையும் திரும்பக் கேட்கலாம். நேரலை வகுப்புகள், mentorship அல்லது பதிவிறக்கங்களைப் பயன்படுத்திய பிறகு கட்டணம் திருப்பித் தரப்படாது; workshop, bootcamp கட்டணங்களும் திருப்பித் தரப்படாது. விவரங்களுக்கு "பணம் திருப்பித் தரும் கொள்கை" பக்கத்தைப் பாருங்கள்.',
    keywords: [
      'திருப்பி',
      'ரீஃபண்ட்',
      'ரத்து',
      'refund kidaikuma',
      'refund irukka',
      'panam thirumba',
      'cancel panna',
    ],
  },
  16: {
    question: 'நான் செலுத்திய கட்டணத்துக்கு விலைப்பட்டியல் கிடைக்குமா?',
    answer:
      'ஆம். ஒவ்வொரு கட்டணத்துக்கும் GST விலைப்பட்டியல் உருவாக்கப்பட்டு, சேர்ந்தவுடனேயே கிடைக்கும்; மின்னஞ்சலிலும் அனுப்பித் தருவோம்.',
    keywords: ['விலைப்பட்டியல்', 'ரசீது', 'இன்வாய்ஸ்', 'bill kidaikuma', 'invoice kidaikuma', 'receipt'],
  },
  17: {
    question: 'கட்டணம் தோல்வியடைந்தது, ஆனால் பணம் கழிக்கப்பட்டுவிட்டது. என்ன செய்வது?',
    answer: `கவலைப்பட வேண்டாம்: தோல்வியடைந்த கட்டணம் பொதுவாக 5-7 வேலை நாட்களுக்குள் உங்கள் வங்கியால் திருப்பி வரவு வைக்கப்படும். பணம் கழிக்கப்பட்டும் சேர்க்கை ஆகவில்லை என்றால், payment ID-உடன் ${email} முகவரிக்கு எழுதுங்கள்; நாங்கள் சரிசெய்கிறோம்.`,
    keywords: [
      'பணம் கழிக்க',
      'தோல்வி',
      'கட்டணம் தோல்வி',
      'payment fail',
      'panam poiduchu',
      'amount debit',
      'money cut',
    ],
  },
  18: {
    question: 'பாடநெறி முடிந்ததும் சான்றிதழ் கிடைக்குமா?',
    answer:
      'ஆம். ஒவ்வொரு பாடநெறியும் program-உம் Kalvi நிறைவுச் சான்றிதழுடன் முடிகிறது; "சான்றிதழ் வழங்கப்படும்" எனக் குறிப்பிட்ட நிகழ்வுகளிலும் சான்றிதழ் உண்டு.',
    keywords: [
      'சான்றிதழ் கிடை',
      'சர்டிபிகேட்',
      'certificate kidaikuma',
      'certificate irukka',
      'certificate tharuvingala',
    ],
  },
  19: {
    question: 'என் சான்றிதழை நிறுவனங்கள் சரிபார்க்க முடியுமா?',
    answer:
      'ஆம். ஒவ்வொரு சான்றிதழிலும் தனித்த அடையாள எண் உள்ளது; நிறுவனங்கள் அதை எங்களிடம் சரிபார்க்கலாம். அதை உங்கள் LinkedIn profile-இலும் resume-இலும் சேர்க்கலாம்.',
    keywords: ['சரிபார்க்க', 'சான்றிதழ் சரிபார்', 'certificate verify', 'verify panna', 'valid ah'],
  },
  20: {
    question: 'Internship வாய்ப்பு தருகிறீர்களா?',
    answer:
      'ஆம். Career program-ஐ அதன் project-களுடன் முடிப்பவர்கள், எங்கள் கூட்டு நிறுவனங்களிலோ எங்கள் சொந்த product குழுவிலோ உண்மையான project-களில் internship செய்யலாம்.',
    keywords: ['இன்டர்ன்ஷிப்', 'பயிற்சிப் பணி', 'internship irukka', 'internship kidaikuma', 'intern'],
  },
  21: {
    question: 'Internship-க்குச் சம்பளம் உண்டா?',
    answer:
      'சில கூட்டு நிறுவன internship-களில் உதவித்தொகை (stipend) உண்டு; மற்றவை சம்பளம் இல்லாதவை, அனுபவத்தையும் internship சான்றிதழையும் நோக்கமாகக் கொண்டவை. உங்கள் batch-க்கு என்ன திறந்துள்ளது என்பதை ஆலோசகர் சொல்வார்.',
    keywords: ['சம்பளம்', 'உதவித்தொகை', 'stipend', 'salary kidaikuma', 'sambalam', 'paid internship'],
  },
  22: {
    question: 'வேலைவாய்ப்புக்கு உதவுகிறீர்களா?',
    answer:
      'ஆம். Career program-களில் resume, LinkedIn மதிப்பாய்வு, மாதிரி நேர்காணல்கள், வேலைக்கு ஆள் எடுக்கும் கூட்டு நிறுவனங்களுக்குப் பரிந்துரை ஆகியவை உண்டு. கடைசி வரை வழிகாட்டுவோம்; ஆனால் நேர்மையான எந்தக் கல்வி நிறுவனமும் வேலைக்கு உத்தரவாதம் தர முடியாது.',
    keywords: [
      'வேலை',
      'வேலைவாய்ப்பு',
      'நேர்காணல்',
      'placement',
      'velai kidaikuma',
      'job kidaikuma',
      'job guarantee',
    ],
  },
  23: {
    question: 'சான்றிதழை எப்படிப் பெறுவது?',
    answer:
      'நேரலை அமர்வுகளில் கலந்துகொள்ளுங்கள் அல்லது அவற்றின் பதிவுகளைப் பாருங்கள், project-களைச் சமர்ப்பித்து, இறுதி மதிப்பீட்டில் தேர்ச்சி பெறுங்கள். உங்கள் கடைசி project-ஐ mentor ஏற்றுக்கொண்டவுடன் சான்றிதழ் வழங்கப்படும்.',
    keywords: ['சான்றிதழ் பெற', 'எப்படிப் பெறுவது', 'certificate eppadi', 'certificate vanga', 'certificate epdi'],
  },
  24: {
    question: 'என்னென்ன பாடநெறிகள் உள்ளன?',
    answer:
      'Web Development (Full Stack), AI/ML மற்றும் புதிய தொழில்நுட்பங்கள், Data Science, App Development, Cyber Security ஆகியவற்றைத் தொடக்கநிலை முதல் மேம்பட்ட நிலை வரை கற்றுத்தருகிறோம். எல்லாவற்றையும் பாடநெறிகள் பக்கத்தில் பாருங்கள்.',
    keywords: [
      'என்னென்ன பாடநெறி',
      'பாடநெறிகள்',
      'படிப்புகள்',
      'enna course',
      'enna courses',
      'course list',
      'ethana course',
    ],
  },
  25: {
    question: 'Web Development அல்லது Full Stack பாடநெறி உண்டா?',
    answer:
      'ஆம்: HTML, CSS அடிப்படைகள், JavaScript, React, Node.js, Express, மேலும் அடிப்படையிலிருந்து deploy செய்த app வரை அழைத்துச் செல்லும் Full Stack MERN Developer Program.',
    keywords: ['இணைய உருவாக்க', 'வெப்', 'web development irukka', 'full stack irukka', 'website panna'],
  },
  26: {
    question: 'AI, Machine Learning கற்றுத்தருகிறீர்களா?',
    answer:
      'ஆம்: Python for AI, scikit-learn கொண்டு Machine Learning, PyTorch கொண்டு Deep Learning, Generative AI மற்றும் prompt engineering (தமிழிலும்), LLM app-கள், Computer Vision.',
    keywords: ['செயற்கை நுண்ணறிவு', 'இயந்திரக் கற்றல்', 'ai course irukka', 'ml course', 'ai padikka'],
  },
  27: {
    question: 'Data Science பாடநெறி உண்டா?',
    answer:
      'ஆம்: புள்ளியியல், Excel முதல் SQL வரை, Pandas, NumPy, Power BI dashboard-கள், Apache Spark, மேலும் முழுமையான Data Science Career Track.',
    keywords: ['தரவு அறிவியல்', 'புள்ளியியல்', 'data science irukka', 'data analyst aaganum'],
  },
  28: {
    question: 'Cyber Security பயிற்சி உண்டா?',
    answer:
      'ஆம்: Cyber Security Fundamentals, Linux & Networking, Ethical Hacking & Penetration Testing, Web Application Security, மேலும் SOC Analyst Program.',
    keywords: ['இணையப் பாதுகாப்பு', 'ஹேக்கிங்', 'cyber security irukka', 'hacking padikka', 'hacking kathukka'],
  },
  29: {
    question: 'Mobile App Development கற்கலாமா?',
    answer:
      'ஆம்: தொடக்கநிலை Flutter, மேம்பட்ட Flutter, Kotlin கொண்டு Android, React Native, மேலும் mobile developer-களுக்கான Firebase.',
    keywords: ['ஆப்', 'மொபைல்', 'செயலி', 'app development irukka', 'app panna', 'mobile app kathukka'],
  },
  30: {
    question: 'நான் எந்தப் பாடநெறியைத் தேர்ந்தெடுக்க வேண்டும்?',
    answer:
      'அது உங்கள் இலக்கையும் பின்னணியையும் பொறுத்தது. "எங்கள் ஆலோசகரிடம் பேசுங்கள்" வழியாக உங்களைப் பற்றிச் சிறிது சொல்லுங்கள்; பொருத்தமான பாடநெறியை அவர்கள் இலவசமாகப் பரிந்துரைப்பார்கள்.',
    keywords: [
      'எந்தப் பாடநெறி',
      'எதைத் தேர்ந்தெடு',
      'எது சிறந்தது',
      'entha course',
      'edhu best',
      'which course best',
    ],
  },
  31: {
    question: 'என்னென்ன நிகழ்வுகள் நடத்துகிறீர்கள்?',
    answer:
      'Workshop, webinar, bootcamp, மாநாடு, meetup — online-இலும் கோயம்புத்தூரிலும். வரவிருப்பவற்றை நிகழ்வுகள் பக்கத்தில் பாருங்கள்.',
    keywords: ['நிகழ்வுகள்', 'பட்டறை', 'கருத்தரங்கு', 'enna events', 'event irukka', 'workshop irukka'],
  },
  32: {
    question: 'ஒரு நிகழ்வுக்கு எப்படிப் பதிவு செய்வது?',
    answer:
      'உள்நுழைந்து, நிகழ்வுகள் பக்கத்தில் நிகழ்வைத் திறந்து, "இலவசமாகச் சேருங்கள்" என்பதைத் தேர்ந்தெடுங்கள் அல்லது அங்கேயே கட்டணம் செலுத்துங்கள். இடங்கள் குறைவு; நிகழ்வின் பதிவுக் கடைசி நாளில் பதிவு முடிந்துவிடும்.',
    keywords: ['நிகழ்வுக்குப் பதிவு', 'நிகழ்வில் சேர', 'event register', 'event la join', 'event ku epdi'],
  },
  33: {
    question: 'இப்போது ஏதேனும் சலுகை அல்லது தள்ளுபடி உண்டா?',
    answer:
      'ஒவ்வொரு பாடநெறியிலும் நிகழ்விலும் அதன் கட்டணம் தெரியும்; தள்ளுபடி இருந்தால் பழைய விலை அடித்துக் காட்டப்பட்டு "% OFF" குறியுடன் இருக்கும். Batch சலுகைகள் பற்றி எங்கள் ஆலோசகரும் சொல்வார்.',
    keywords: [
      'கட்டணம் எவ்வளவு',
      'எவ்வளவு',
      'விலை',
      'தள்ளுபடி',
      'சலுகை',
      'fees evlo',
      'fee evlo',
      'evlo',
      'evvalavu',
      'offer irukka',
      'discount irukka',
    ],
  },
  34: {
    question: 'அடுத்த batch எப்போது தொடங்கும்?',
    answer:
      'புதிய batch-கள் ஒவ்வொரு மாதமும் தமிழிலும் ஆங்கிலத்திலும் தொடங்குகின்றன. நீங்கள் விரும்பும் program-இன் சரியான தொடக்க நாளை எங்கள் ஆலோசகரிடம் கேளுங்கள்.',
    keywords: ['அடுத்த batch', 'எப்போது தொடங்கும்', 'தொடக்க நாள்', 'next batch', 'eppo start', 'eppo aarambam'],
  },
  35: {
    question: 'இலவச நிகழ்வுகள் உண்டா?',
    answer:
      'ஆம். பல webinar-களும் meetup-களும் இலவசம்: நிகழ்வுகள் பக்கத்தில் விலை வடிகட்டியில் "இலவசம் மட்டும்" என்பதைத் தேர்ந்தெடுத்தால் அவை தெரியும்.',
    keywords: ['இலவச நிகழ்வு', 'இலவசம்', 'free event irukka', 'free webinar', 'free ah'],
  },
  36: {
    question: 'Workshop, bootcamp கட்டணங்கள் திருப்பித் தரப்படுமா?',
    answer:
      'இல்லை. உங்களுக்காக இடங்கள் ஒதுக்கப்படுவதால், workshop, bootcamp கட்டணங்கள் திருப்பித் தரப்படாது. விதிவிலக்கான சூழல் ஏற்பட்டால், support-க்கு எழுதுங்கள்; உங்கள் நிலையைப் பரிசீலிப்போம்.',
    keywords: ['பட்டறைக் கட்டணம்', 'bootcamp refund', 'workshop refund', 'workshop panam thirumba'],
  },
  37: {
    question: 'Support குழுவை எப்படித் தொடர்புகொள்வது?',
    answer: `${email} முகவரிக்கு மின்னஞ்சல் அனுப்புங்கள் அல்லது ${SITE.phone} எண்ணை அழையுங்கள். எப்போது வேண்டுமானாலும் இங்கே என்னிடமும் கேட்கலாம்.`,
    keywords: [
      'தொடர்பு',
      'தொலைபேசி',
      'மின்னஞ்சல்',
      'contact panna',
      'phone number',
      'call panna',
      'support number',
    ],
  },
  38: {
    question: 'Support நேரம் என்ன?',
    answer:
      'எங்கள் குழு திங்கள் முதல் வெள்ளி வரை காலை 9:00 முதல் மாலை 5:00 வரை இருக்கும்; அவசரமான பாடநெறிச் சிக்கல்களுக்கு வார இறுதியிலும் உதவி உண்டு. இந்த நேரத்துக்கு வெளியே அனுப்பும் செய்திகளுக்கு அடுத்த வேலை நாளில் பதில் வரும்.',
    keywords: ['support நேரம்', 'வேலை நேரம்', 'அலுவலக நேரம்', 'support time', 'eppo open', 'office time'],
  },
  39: {
    question: 'Support எவ்வளவு விரைவாகப் பதில் தரும்?',
    answer: 'வார நாட்களில் 24 மணி நேரத்துக்குள் பதில் தருவோம்; பெரும்பாலும் அதைவிட விரைவாகவே.',
    keywords: ['பதில் எப்போது', 'விரைவாக', 'reply eppo', 'evlo seekiram', 'reply varuma'],
  },
  40: {
    question: 'ஆலோசகரிடம் பேசலாமா?',
    answer:
      'ஆம். "எங்கள் ஆலோசகரிடம் பேசுங்கள்" என்பதைத் தேர்ந்தெடுங்கள் (முகப்புப் பக்கத்தில் உள்ள "1 வார இலவச வகுப்பு முன்பதிவு" பொத்தான்); உங்கள் விவரங்களைத் தந்தால் ஆலோசகர் உங்களைத் திரும்ப அழைப்பார்.',
    keywords: ['ஆலோசகர்', 'ஆலோசனை', 'advisor kitta', 'pesanum', 'counselling', 'guidance venum'],
  },
  41: {
    question: 'உங்கள் அலுவலகம் எங்கே உள்ளது?',
    answer: `எங்கள் அலுவலகம்: ${a.line1}, ${a.city}, ${a.state} ${a.postalCode}. வரைபடம் "தொடர்புக்கு" பக்கத்தில் உள்ளது.`,
    keywords: ['அலுவலகம்', 'முகவரி', 'எங்கே', 'office enga', 'address enna', 'enga irukeenga'],
  },
  42: {
    question: 'Kalvi membership என்றால் என்ன?',
    answer:
      'Membership மூலம் ஒரு வருடத்துக்குப் பதிவுசெய்த பாடநெறிகள், உறுப்பினர்களுக்கு மட்டுமான workshop-கள், mentor-இடம் முன்னுரிமை உதவி ஆகியவை கிடைக்கும். Membership தனிப்பட்டது; பிறருக்கு மாற்ற முடியாது.',
    keywords: ['உறுப்பினர்', 'மெம்பர்ஷிப்', 'membership enna', 'member aaganum'],
  },
  43: {
    question: 'உறுப்பினர்களுக்கு என்ன நன்மைகள்?',
    answer:
      'புதிய batch-களில் முன்கூட்டியே இடம், நிகழ்வுகளில் தள்ளுபடி, உறுப்பினர்களுக்கு மட்டுமான workshop-கள், mentor-களிடமிருந்து முன்னுரிமைப் பதில்கள் — இவை உறுப்பினர்களுக்குக் கிடைக்கும்.',
    keywords: ['நன்மைகள்', 'பலன்கள்', 'member benefits', 'enna labam', 'enna kidaikum'],
  },
  44: {
    question: 'பரிந்துரைத் திட்டம் (referral) உண்டா?',
    answer: `ஆம். நீங்கள் பரிந்துரைத்த நண்பர் கட்டணப் பாடநெறியில் சேர்ந்தால், உங்கள் அடுத்த பாடநெறிக்கான வெகுமதி கிடைக்கும். உங்கள் referral code-க்கு ${email} முகவரிக்கு எழுதுங்கள்.`,
    keywords: ['பரிந்துரை', 'நண்பர்', 'refer panna', 'friend ah serka', 'referral code'],
  },
  45: {
    question: 'கல்வி உதவித்தொகை (scholarship) தருகிறீர்களா?',
    answer: `ஒவ்வொரு batch-இலும் தேவையின் அடிப்படையில் சில உதவித்தொகைகள் உண்டு, குறிப்பாகச் சிறு நகர மாணவர்களுக்கு. உங்களைப் பற்றிச் சிறு குறிப்புடன் ${email} முகவரிக்கு எழுதுங்கள்; EMI மூலமும் கட்டணத்தைப் பிரித்துச் செலுத்தலாம்.`,
    keywords: ['உதவித்தொகை', 'ஸ்காலர்ஷிப்', 'கட்ட முடியாது', 'scholarship irukka', 'panam illa', 'fees kammi'],
  },
  46: {
    question: 'மாணவர்களுக்கு வெகுமதிப் புள்ளிகள் கிடைக்குமா?',
    answer:
      'ஆம். Project-களை முடிப்பது, உங்கள் batch community-இல் மற்றவர்களுக்கு உதவுவது, நிகழ்வுகளில் கலந்துகொள்வது ஆகியவற்றுக்கு வெகுமதிப் புள்ளிகள் கிடைக்கும்; அவை தள்ளுபடிகளுக்கும் உறுப்பினர் சலுகைகளுக்கும் பயன்படும்.',
    keywords: ['வெகுமதி', 'புள்ளிகள்', 'reward points', 'points kidaikuma', 'parisu'],
  },
};

/** Whether a message is written (at least partly) in Tamil script. */
export function isTamilText(text: string): boolean {
  return /[\u0B80-\u0BFF]/.test(text);
}

/** The FAQ matching in both languages: each entry with its Tamil question and every keyword. */
export function bilingualFaq(faq: readonly FaqEntry[]): FaqEntry[] {
  return faq.map((entry) => {
    const tamil = TAMIL[entry.id];
    if (!tamil) return entry;
    return { ...entry, questionTa: tamil.question, keywords: [...entry.keywords, ...tamil.keywords] };
  });
}

/** An entry's question and answer in the language. */
export function faqIn(entry: FaqEntry, language: Language): { question: string; answer: string } {
  const tamil = language === 'ta' ? TAMIL[entry.id] : undefined;
  return tamil
    ? { question: tamil.question, answer: tamil.answer }
    : { question: entry.question, answer: entry.answer };
}

export const TAMIL_FAQ_IDS = Object.keys(TAMIL).map(Number);
