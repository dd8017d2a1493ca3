import type { Language } from '@kalvi/shared';

/**
 * What a certificate's PDF says, in both languages: the learner's language first, the other
 * beneath it (docs/decisions/183-certificates-in-both-languages.md). Written as the certificate
 * page of the web app says it (locales/<language>/classroom.json, `certificate`).
 */
export interface CertificateText {
  ofCompletion: string;
  ofParticipation: string;
  certifies: string;
  completed: string;
  attended: string;
  instructor: string;
  issued: string;
  id: string;
  verify: string;
  revoked: string;
}

export const CERTIFICATE_TEXT: Record<Language, CertificateText> = {
  en: {
    ofCompletion: 'CERTIFICATE OF COMPLETION',
    ofParticipation: 'CERTIFICATE OF PARTICIPATION',
    certifies: 'This certifies that',
    completed: 'has completed the course',
    attended: 'has attended the event',
    instructor: 'Instructor',
    issued: 'Issued on',
    id: 'Certificate ID',
    verify: 'Verify at',
    revoked: 'REVOKED',
  },
  ta: {
    ofCompletion: 'பாடநெறி நிறைவுச் சான்றிதழ்',
    ofParticipation: 'பங்கேற்புச் சான்றிதழ்',
    certifies: 'இதன்மூலம் சான்றளிக்கப்படுவது:',
    completed: 'இந்தப் பாடநெறியை நிறைவு செய்துள்ளார்',
    attended: 'இந்த நிகழ்வில் பங்கேற்றுள்ளார்',
    instructor: 'பயிற்றுநர்',
    issued: 'வழங்கிய நாள்',
    id: 'சான்றிதழ் அடையாள எண்',
    verify: 'சரிபார்க்க',
    revoked: 'திரும்பப் பெறப்பட்டது',
  },
};
