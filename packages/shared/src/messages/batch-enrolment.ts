/** Choosing, moving and cancelling batches: the server's sentences in Tamil. */
export const batchEnrolmentMessages: Record<string, string> = {
  'Choose a batch for this course': 'இந்தப் பாடநெறிக்கு ஒரு தொகுப்பைத் தேர்ந்தெடுங்கள்',
  'This batch belongs to another course': 'இந்தத் தொகுப்பு வேறொரு பாடநெறியைச் சேர்ந்தது',
  'This batch is full': 'இந்தத் தொகுப்பில் இடங்கள் நிரம்பிவிட்டன',
  'Enrolment in this batch is closed': 'இந்தத் தொகுப்பில் சேர்க்கை முடிந்துவிட்டது',
  'The enrolment deadline for this batch has passed': 'இந்தத் தொகுப்பின் சேர்க்கைக் கடைசி நாள் கடந்துவிட்டது',
  'This batch has already started': 'இந்தத் தொகுப்பு ஏற்கெனவே தொடங்கிவிட்டது',
  'This batch has been cancelled': 'இந்தத் தொகுப்பு ரத்து செய்யப்பட்டது',
  'This batch filled up while you were paying. Your payment is recorded and will be refunded in full.':
    'நீங்கள் பணம் செலுத்திக்கொண்டிருந்தபோது இந்தத் தொகுப்பு நிரம்பிவிட்டது. உங்கள் பணம் பதிவாகியுள்ளது; அது முழுமையாகத் திருப்பித் தரப்படும்.',
  'You are not in this batch': 'நீங்கள் இந்தத் தொகுப்பில் இல்லை',
  'You are already in this batch': 'நீங்கள் ஏற்கெனவே இந்தத் தொகுப்பில் இருக்கிறீர்கள்',
  'You have already moved batch once; please ask the academy to move you again':
    'நீங்கள் ஏற்கெனவே ஒரு முறை தொகுப்பை மாற்றிவிட்டீர்கள்; மீண்டும் மாற்ற அகாடமியிடம் கேளுங்கள்',
  'You can move only before your batch starts': 'உங்கள் தொகுப்பு தொடங்குவதற்கு முன்பு மட்டுமே மாற முடியும்',
  'You have moved to the new batch': 'நீங்கள் புதிய தொகுப்புக்கு மாறிவிட்டீர்கள்',
  'The learner has been moved to the new batch': 'கற்பவர் புதிய தொகுப்புக்கு மாற்றப்பட்டார்',
  'Batch cancelled; every learner has been told': 'தொகுப்பு ரத்து செய்யப்பட்டது; எல்லாக் கற்பவர்களுக்கும் தெரிவிக்கப்பட்டது',
  'Moved to another batch instead': 'பணத்துக்குப் பதிலாக வேறொரு தொகுப்புக்கு மாறினார்',
  'A reason can be at most 500 characters': 'காரணம் அதிகபட்சம் 500 எழுத்துகள் இருக்கலாம்',
};
