/**
 * The Tamil of the server's security messages, keyed by the English sentence the server answers
 * (docs/product/languages.md). Seat-hold limits: docs/decisions/081-seat-hold-hoarding.md.
 */
export const securityMessages: Record<string, string> = {
  'Order created. Many seats of this event are held by learners who are paying, so this seat is not held for you: it is yours if one is still free when your payment arrives.':
    'ஆர்டர் உருவாக்கப்பட்டது. இந்த நிகழ்வின் பல இடங்களைப் பணம் செலுத்திக்கொண்டிருக்கும் மாணவர்கள் பிடித்து வைத்துள்ளனர், எனவே இந்த இடம் உங்களுக்காக ஒதுக்கப்படவில்லை: உங்கள் பணம் வந்து சேரும்போது ஓர் இடம் காலியாக இருந்தால் அது உங்களுடையது.',
};
