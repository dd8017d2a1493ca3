/** Tamil for the event waitlist's answers (docs/decisions/180-event-waitlists.md), keyed by the English sentence. */
export const waitlistMessages: Record<string, string> = {
  'You are on the waitlist. We will tell you as soon as a seat frees up.':
    'நீங்கள் காத்திருப்புப் பட்டியலில் சேர்ந்துவிட்டீர்கள். இடம் காலியானதும் உடனே உங்களுக்குத் தெரிவிப்போம்.',
  'You have left the waitlist.': 'காத்திருப்புப் பட்டியலிலிருந்து விலகிவிட்டீர்கள்.',
  'This event still has seats: enrol instead of joining the waitlist.':
    'இந்த நிகழ்வில் இன்னும் இடங்கள் உள்ளன: காத்திருப்புப் பட்டியலில் சேர வேண்டாம், நேரடியாகப் பதிவு செய்யுங்கள்.',
  'You are already on the waitlist for this event.': 'இந்த நிகழ்வின் காத்திருப்புப் பட்டியலில் ஏற்கெனவே உள்ளீர்கள்.',
  'You are not on the waitlist for this event.': 'இந்த நிகழ்வின் காத்திருப்புப் பட்டியலில் நீங்கள் இல்லை.',
  'You have no open seat offer for this event. It may have passed its deadline.':
    'இந்த நிகழ்வில் உங்களுக்கான இட வாய்ப்பு எதுவும் இப்போது இல்லை. அதன் கடைசி நேரம் கடந்திருக்கலாம்.',
  'This is a paid event: pay to take the seat offered to you.':
    'இது கட்டண நிகழ்வு: உங்களுக்கு வழங்கப்பட்ட இடத்தைப் பெறக் கட்டணம் செலுத்துங்கள்.',
  'This waitlist place was not found.': 'இந்தக் காத்திருப்பு இடம் கிடைக்கவில்லை.',
  'This place has no open offer to pass on.':
    'இந்த இடத்துக்கு அடுத்தவருக்குக் கொடுக்கக்கூடிய திறந்த வாய்ப்பு எதுவும் இல்லை.',
  'The offer has ended and the seat has passed to the next in line.':
    'வாய்ப்பு முடிந்தது; இடம் வரிசையில் அடுத்தவருக்குச் சென்றுவிட்டது.',
};
