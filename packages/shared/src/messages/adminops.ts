/**
 * Tamil for the staff console's orders, refunds, events, leads and reviews answers: the server
 * answers the English sentence, and the catalogue built from these tables translates it by the
 * request's language. `{name}` marks a part that changes.
 */
export const adminopsMessages: Record<string, string> = {
  'This order has not been paid, so there is nothing to refund':
    'இந்த ஆர்டருக்குப் பணம் செலுத்தப்படவில்லை; எனவே திருப்பித் தர எதுவும் இல்லை',
  'This payment has been refunded in full already': 'இந்தக் கட்டணம் ஏற்கெனவே முழுமையாகத் திருப்பித் தரப்பட்டுவிட்டது',
  'The refund is more than the {amount} paise left to refund':
    'திருப்பித் தர மீதமுள்ள {amount} பைசாவை விட இந்தத் தொகை அதிகம்',
  'This refund key was used for another order; reload the page':
    'இந்தப் பணத்திருப்பக் குறியீடு (refund key) வேறோர் ஆர்டருக்குப் பயன்படுத்தப்பட்டுவிட்டது; பக்கத்தை மீண்டும் ஏற்றுங்கள்',
  'The payment service refused the refund: {reason}': 'கட்டணச் சேவை இந்தப் பணத்திருப்பத்தை மறுத்தது: {reason}',
  'The payment service did not confirm the refund in time, so it is not known yet whether the money went back. The refund is kept as pending, waiting for the payment service, and its money cannot be refunded again meanwhile. Kalvi will ask the payment service again; it will not refund twice.':
    'கட்டணச் சேவை பணத்திருப்பத்தை உரிய நேரத்தில் உறுதிப்படுத்தவில்லை; எனவே பணம் திரும்பச் சென்றதா என்பது இன்னும் தெரியவில்லை. இந்தப் பணத்திருப்பம் கட்டணச் சேவையின் பதிலுக்காகக் காத்திருக்கும் நிலுவையாக வைக்கப்பட்டுள்ளது; அதுவரை அந்தத் தொகையை மீண்டும் திருப்பித் தர முடியாது. கல்வி கட்டணச் சேவையிடம் மீண்டும் கேட்கும்; பணம் இரண்டு முறை திருப்பித் தரப்படாது.',
  'The payment service still has not said whether it made this refund. It stays pending; Kalvi will ask again.':
    'இந்தப் பணத்திருப்பத்தைச் செய்ததா என்று கட்டணச் சேவை இன்னும் சொல்லவில்லை. இது நிலுவையிலேயே இருக்கும்; கல்வி மீண்டும் கேட்கும்.',
  'Only {left} paise can be refunded now: {waiting} paise are in a refund still waiting for the payment service to confirm it':
    'இப்போது {left} பைசா மட்டுமே திருப்பித் தர முடியும்: {waiting} பைசா, கட்டணச் சேவையின் உறுதிப்படுத்தலுக்காக இன்னும் காத்திருக்கும் ஒரு பணத்திருப்பத்தில் உள்ளது',
  'The payment service confirmed the refund': 'கட்டணச் சேவை பணத்திருப்பத்தை உறுதிப்படுத்தியது',
  'Refund not found': 'இந்தப் பணத்திருப்பம் கிடைக்கவில்லை',
  'This refund is not waiting for the payment service':
    'இந்தப் பணத்திருப்பம் கட்டணச் சேவையின் பதிலுக்காகக் காத்திருக்கவில்லை',
  'Refund recorded': 'பணத்திருப்பம் பதிவு செய்யப்பட்டது',
  'This refund was already requested': 'இந்தப் பணத்திருப்பம் ஏற்கெனவே கோரப்பட்டுள்ளது',
  'Review hidden': 'மதிப்புரை மறைக்கப்பட்டது',
  'Review restored': 'மதிப்புரை மீண்டும் காட்டப்படுகிறது',
  'Lead not found': 'இந்த ஆலோசனைக் கோரிக்கை கிடைக்கவில்லை',
  'Lead updated': 'ஆலோசனைக் கோரிக்கை புதுப்பிக்கப்பட்டது',
  'That staff member does not exist': 'அந்தப் பணியாளர் இல்லை',
  'Please give a reason': 'ஒரு காரணத்தைக் குறிப்பிடுங்கள்',
  'Nothing to change': 'மாற்ற எதுவும் இல்லை',
  'This event is cancelled already': 'இந்த நிகழ்வு ஏற்கெனவே ரத்து செய்யப்பட்டது',
  'Seats cannot go below the {count} already registered':
    'ஏற்கெனவே {count} பேர் சேர்ந்துள்ளனர்; இடங்களை அதைவிடக் குறைக்க முடியாது',
  'Event created': 'நிகழ்வு உருவாக்கப்பட்டது',
  'Event saved': 'நிகழ்வு சேமிக்கப்பட்டது',
  'Event cancelled; enrolled learners are being told':
    'நிகழ்வு ரத்து செய்யப்பட்டது; அதில் சேர்ந்துள்ள மாணவர்களுக்குத் தெரிவிக்கப்படுகிறது',
  'The end must be after the start': 'முடியும் நேரம் தொடங்கும் நேரத்துக்குப் பிறகு இருக்க வேண்டும்',
  'Registration must close before the event starts': 'நிகழ்வு தொடங்குவதற்கு முன்பே பதிவு முடிய வேண்டும்',
  'A paid event needs a price': 'கட்டண நிகழ்வுக்கு விலையைக் குறிப்பிடுங்கள்',
  'The price cannot be above the original price': 'விலை அசல் விலையை விட அதிகமாக இருக்கக்கூடாது',
  'Please say what was done': 'என்ன செய்யப்பட்டது என்று குறிப்பிடுங்கள்',
  'The refund key is not valid; reload the page':
    'பணத்திருப்பக் குறியீடு (refund key) செல்லாது; பக்கத்தை மீண்டும் ஏற்றுங்கள்',
  'A refund is at least ₹1': 'பணத்திருப்பத் தொகை குறைந்தது ₹1 இருக்க வேண்டும்',
  'Request closed': 'கோரிக்கை முடிக்கப்பட்டது',
  'This request is not in the queue': 'இந்தக் கோரிக்கை வரிசையில் இல்லை',
  'Refunded in full': 'முழுத் தொகையும் திருப்பித் தரப்பட்டது',
  'The payment service reported that the refund failed': 'பணத்திருப்பம் தோல்வியடைந்ததாகக் கட்டணச் சேவை தெரிவித்தது',
  'Hide a review with a reason: it leaves the course rating and count at once':
    'காரணத்துடன் ஒரு மதிப்புரையை மறைக்கவும்: அது பாடநெறியின் மதிப்பீட்டிலிருந்தும் எண்ணிக்கையிலிருந்தும் உடனே நீங்கும்',
  'Restore a hidden review, with a reason': 'மறைத்த மதிப்புரையைக் காரணத்துடன் மீண்டும் காட்டவும்',
  // The leads export's column names, written in the language of the staff member who exports.
  Received: 'பெற்ற நேரம்',
  'Full name': 'முழுப் பெயர்',
  'E-mail': 'மின்னஞ்சல்',
  Mobile: 'மொபைல் எண்',
  'Graduation year': 'பட்டம் பெற்ற ஆண்டு',
  'Job title': 'பதவி',
  Program: 'பயிற்சித் திட்டம்',
  Status: 'நிலை',
  Assignee: 'பொறுப்பாளர்',
  Notes: 'குறிப்புகள்',
};
