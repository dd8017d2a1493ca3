/**
 * Sentences every module can answer: the error handler, request guards, sessions, rate limits,
 * health; and the words that fill `{kind}`-style placeholders in other tables.
 */
export const commonMessages: Record<string, string> = {
  course: 'பாடநெறி',
  event: 'நிகழ்வு',
  'Invalid value': 'தவறான மதிப்பு',
  'Invalid request': 'கோரிக்கை சரியாக இல்லை',
  'Bad request': 'கோரிக்கை சரியாக இல்லை',
  'Something went wrong': 'ஏதோ தவறு நடந்துவிட்டது',
  'Something went wrong. Please try again.': 'ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.',
  'The request body is not valid JSON': 'அனுப்பிய தரவு சரியான JSON வடிவில் இல்லை',
  'The request body is empty': 'அனுப்பிய கோரிக்கையில் தரவு எதுவும் இல்லை',
  'The request is too large': 'அனுப்பிய கோரிக்கை மிகப் பெரியது',
  'Unsupported content type': 'இந்த உள்ளடக்க வகையை ஏற்க முடியாது',
  'The address is not valid': 'இந்த முகவரி சரியாக இல்லை',
  'The request contains an invalid character': 'கோரிக்கையில் ஏற்க முடியாத எழுத்து ஒன்று உள்ளது',
  'Not found': 'கிடைக்கவில்லை',
  'No API route matches {method} {path}': '{method} {path} என்ற API வழி எதுவும் இல்லை',
  'Please log in to continue': 'தொடர உள்நுழையுங்கள்',
  'Your session has expired. Please log in again.': 'உங்கள் அமர்வு முடிந்துவிட்டது. மீண்டும் உள்நுழையுங்கள்.',
  'This request came from another site and was refused.':
    'இந்தக் கோரிக்கை வேறொரு தளத்திலிருந்து வந்ததால் மறுக்கப்பட்டது.',
  'Too many requests. Please try again in {after}.': 'கோரிக்கைகள் அதிகமாக உள்ளன. {after} கழித்து மீண்டும் முயலுங்கள்.',
  'Kalvi cannot reach its database right now. Nothing you saved is lost; please try again in a minute.':
    'Kalvi இப்போது தன் database-ஐ அணுக முடியவில்லை. நீங்கள் சேமித்த எதுவும் இழக்கப்படவில்லை; ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  'The database is not answering': 'Database பதில் அளிக்கவில்லை',
  'Not ready: {problems}': 'இன்னும் தயாராகவில்லை: {problems}',
  'Redis is not answering': 'Redis பதில் அளிக்கவில்லை',
  'A valid metrics token is required': 'சரியான metrics token தேவை',
  'Webhooks are not configured on this server': 'இந்த server-இல் webhook-கள் அமைக்கப்படவில்லை',
  'Invalid webhook signature': 'Webhook கையொப்பம் சரியாக இல்லை',
  'The webhook body must be a JSON object': 'Webhook தரவு ஒரு JSON object ஆக இருக்க வேண்டும்',
  'Thanks! Our advisor will contact you soon.': 'நன்றி! எங்கள் ஆலோசகர் விரைவில் உங்களைத் தொடர்புகொள்வார்.',
};
