/**
 * Tamil for the staff console's event form: the shared schema's field messages (the form shows
 * them as it checks, the server answers them) and the desk's own rules. `{name}` marks a part
 * that changes.
 */
export const eventdeskMessages: Record<string, string> = {
  'Event title is required': 'நிகழ்வின் தலைப்பு தேவை',
  'Event title must be at most 200 characters': 'நிகழ்வின் தலைப்பு அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்',
  'Event description is required': 'நிகழ்வின் விளக்கம் தேவை',
  'Event description must be at most 5000 characters': 'நிகழ்வின் விளக்கம் அதிகபட்சம் 5000 எழுத்துகள் இருக்கலாம்',
  'Event category is required': 'நிகழ்வின் பிரிவு தேவை',
  'Event category must be at most 100 characters': 'நிகழ்வின் பிரிவு அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்',
  'Venue must be at most 500 characters': 'நடக்கும் இடம் அதிகபட்சம் 500 எழுத்துகள் இருக்கலாம்',
  'Online link must be at most 500 characters': 'ஆன்லைன் இணைப்பு அதிகபட்சம் 500 எழுத்துகள் இருக்கலாம்',
  "Instructor's name is required": 'பயிற்றுநரின் பெயர் தேவை',
  "Instructor's name must be at most 120 characters": 'பயிற்றுநரின் பெயர் அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
  "Instructor's title must be at most 120 characters": 'பயிற்றுநரின் பதவி அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
  'Choose the event type': 'நிகழ்வின் வகையைத் தேர்ந்தெடுங்கள்',
  'Choose how the event is held': 'நிகழ்வு எப்படி நடக்கும் என்பதைத் தேர்ந்தெடுங்கள்',
  'End must be a date and time': 'முடியும் நேரத்துக்கு ஒரு தேதியும் நேரமும் தேவை',
  'Registration deadline must be a date and time': 'பதிவு முடியும் நேரத்துக்கு ஒரு தேதியும் நேரமும் தேவை',
  'Seats must be a whole number': 'இடங்களின் எண்ணிக்கை முழு எண்ணாக இருக்க வேண்டும்',
  'At least one seat': 'குறைந்தது ஓர் இடம் வேண்டும்',
  'At most 100,000 seats': 'அதிகபட்சம் 1,00,000 இடங்கள்',
  'Prices are in whole rupees': 'விலைகள் முழு ரூபாயில் இருக்க வேண்டும்',
  'A price cannot be below zero': 'விலை பூஜ்ஜியத்துக்குக் கீழே இருக்க முடியாது',
  'A price is at most ₹10,00,000': 'விலை அதிகபட்சம் ₹10,00,000',
  'Choose an instructor from the list': 'பட்டியலிலிருந்து ஒரு பயிற்றுநரைத் தேர்ந்தெடுங்கள்',
  'At most 30 skills or prerequisites': 'திறன்களும் முன்தேவைகளும் அதிகபட்சம் 30 இருக்கலாம்',
  'An event held in person needs its venue': 'நேரில் நடக்கும் நிகழ்வுக்கு, அது நடக்கும் இடத்தைக் குறிப்பிடுங்கள்',
  'Choose the state or union territory where the event is held':
    'நிகழ்வு நடக்கும் மாநிலத்தையோ ஒன்றியப் பகுதியையோ தேர்ந்தெடுங்கள்',
  'An event held online needs its link': 'ஆன்லைனில் நடக்கும் நிகழ்வுக்கு அதன் இணைப்பு தேவை',
  'The online link must start with https://': 'ஆன்லைன் இணைப்பு https:// என்று தொடங்க வேண்டும்',
  'Choose upcoming, past or cancelled': 'வரவிருப்பவை, முடிந்தவை அல்லது ரத்தானவை என்பதில் ஒன்றைத் தேர்ந்தெடுங்கள்',
};
